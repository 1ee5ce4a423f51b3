"""`--game NAME` for every command: the manifest's one resolver, one error for unknown names."""

from __future__ import annotations

from judge.errors import JudgeError


def game_option(name: str | None) -> str | None:
    """The game id a `--game` value names (aliases, any case or width); JudgeError if unknown."""
    if not name:
        return None
    from judge.corpus import load_corpus

    manifest = load_corpus().manifest
    found = manifest.resolve_game(name)
    if found is None:
        known = ", ".join(sorted(manifest.game_titles))
        raise JudgeError(f"unknown game {name!r}; known: {known}")
    return found
