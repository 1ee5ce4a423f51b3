"""Read rules_corpus/manifest.toml and check every document against its recorded sha256."""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from pathlib import Path

from judge import REPO_ROOT
from judge.corpus.model import DocInfo
from judge.errors import CorpusError
from judge.names import game_key

CORPUS_DIR = REPO_ROOT / "rules_corpus"


@dataclass(frozen=True)
class Manifest:
    """The documents, the games and their aliases, and where the files live."""

    root: Path
    docs: tuple[DocInfo, ...]
    aligned: dict[str, dict[str, str]]
    """Per doc: unnumbered heading title → the number of the clause it translates."""
    explains: dict[str, dict[str, str]]
    """Per doc: its clause number → uid of a clause of another document it explains."""
    game_titles: dict[str, str]
    game_aliases: dict[str, str]
    """Lower-cased alias → game id."""
    fingerprint: str
    """sha256 over the manifest text and every document's sha256 (changes when anything does)."""

    def resolve_game(self, name: str) -> str | None:
        """A game id or alias as typed (`sakura`, `Ｓａｋｕｒａ`, `HS`, `magical_girl`, `まほエル`)
        → the game id, or None. The one game resolver of the corpus, API and CLI."""
        key = game_key(name)
        if not key:
            return None
        for alias, game in self.game_aliases.items():
            if game_key(alias) == key:
                return game
        return None

    def doc(self, doc_id: str) -> DocInfo:
        for info in self.docs:
            if info.doc == doc_id:
                return info
        raise CorpusError(f"no document {doc_id!r} in {self.root / 'manifest.toml'}")


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_manifest(root: Path = CORPUS_DIR, verify: bool = True) -> Manifest:
    """Parse the manifest; with `verify`, fail clearly if a document's bytes changed.

    >>> [d.doc for d in load_manifest().docs][:2]
    ['sakura-ja', 'sakura-ko']
    """
    path = root / "manifest.toml"
    try:
        raw_text = path.read_bytes()
        data = tomllib.loads(raw_text.decode("utf-8"))
    except FileNotFoundError:
        raise CorpusError(f"corpus manifest not found: {path}. The package reads rules_corpus/ "
                          "and scenarios/ from a checkout: install it editable (pip install -e "
                          ".) or set JUDGE_DATA_DIR to the checkout") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise CorpusError(f"corpus manifest {path} is malformed: {err}") from None
    docs, aligned, explains = [], {}, {}
    for entry in data.get("doc", []):
        try:
            info = DocInfo(
                doc=entry["doc"], game=entry["game"], lang=entry["lang"], title=entry["title"],
                file=entry["file"], sha256=entry["sha256"], scheme=entry["scheme"],
                version=entry.get("version", ""), source=entry.get("source", ""),
                translation_of=entry.get("translation_of", ""),
            )
        except KeyError as err:
            raise CorpusError(f"manifest entry {entry.get('doc', '?')!r} lacks {err}") from None
        docs.append(info)
        aligned[info.doc] = dict(entry.get("aligned", {}))
        target = entry.get("explains_doc", "")
        explains[info.doc] = {k: f"{target}#{v}" for k, v in entry.get("explains", {}).items()}
        if verify:
            _verify(root, info)
    titles, aliases = {}, {}
    for game, meta in data.get("games", {}).items():
        titles[game] = meta.get("title", game)
        for alias in [game, *meta.get("aliases", [])]:
            aliases[alias.lower()] = game
    digest = hashlib.sha256(raw_text)
    for info in docs:
        digest.update(info.sha256.encode())
    return Manifest(root, tuple(docs), aligned, explains, titles, aliases, digest.hexdigest())


def _verify(root: Path, info: DocInfo) -> None:
    file = root / info.file
    if not file.exists():
        raise CorpusError(f"document {info.doc!r}: file {file} is missing")
    actual = sha256_file(file)
    if actual != info.sha256:
        raise CorpusError(
            f"document {info.doc!r} ({file.name}) changed: sha256 is {actual}, the manifest "
            f"records {info.sha256}. Review the change, then update its manifest entry."
        )
