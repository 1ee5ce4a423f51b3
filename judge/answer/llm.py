"""The optional LLM: drafts a DSL scenario the extractor could not, and phrases the answer.

Configured by $JUDGE_LLM ("ollama:<model>" or "openai:<model>" with $JUDGE_LLM_BASE_URL for any
OpenAI-compatible server). Unset: nothing is called and nothing leaves the machine. A draft is
parsed and played before use; a failing draft is reported, never used. Citations in the
phrasing that the answer did not retrieve or trace are stripped.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any

from judge.errors import JudgeError

ENV_MODEL = "JUDGE_LLM"
ENV_BASE_URL = "JUDGE_LLM_BASE_URL"

DRAFT_PROMPT = """You write rules-judge scenarios for the card game {game}.
Write ONE scenario in the DSL that sets up the position the question describes and plays the
asked action last. Start with the line `game {game}`. Answer with the scenario only, inside a
```scn fenced block. Example scenario of this game:
{example}
Question ({lang}): {question}"""

PHRASE_PROMPT = """Rewrite this rules answer for a player, in the language "{lang}", in at most
4 sentences. Keep the verdict exactly as given. Cite clauses only as [number] using ONLY these:
{allowed}
Verdict: {verdict}
Draft answer:
{draft}"""


@dataclass
class Draft:
    """A scenario the LLM wrote and what checking it gave."""

    text: str
    result: Any = None
    error: str = ""


def configured_model() -> Any:
    """The chat model $JUDGE_LLM names, or None when unset (offline)."""
    spec = os.environ.get(ENV_MODEL, "").strip()
    if not spec:
        return None
    provider, _, name = spec.partition(":")
    try:
        if provider == "ollama":
            from langchain_ollama import ChatOllama  # type: ignore[import-not-found]

            return ChatOllama(model=name, temperature=0)
        if provider == "openai":
            from langchain_openai import ChatOpenAI  # type: ignore[import-not-found]

            return ChatOpenAI(model=name, base_url=os.environ.get(ENV_BASE_URL), temperature=0)
    except ImportError as err:
        raise JudgeError(
            f"{ENV_MODEL}={spec}: the langchain package is missing ({err.name})") from err
    raise JudgeError(f"{ENV_MODEL}={spec}: use ollama:<model> or openai:<model>")


def _text(message: Any) -> str:
    content = getattr(message, "content", message)
    if isinstance(content, list):
        content = "".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
    return str(content)


def _example(game: str) -> str:
    from judge.answer.rulings import library

    for r in library():
        if r.game == game or r.game.replace("_", "-") == game:
            return r.text
    return f"game {game}\n"


def draft_scenario(model: Any, question: str, game: str, lang: str) -> Draft:
    """Ask the model for a scenario; parse and play it. `error` says why it cannot be used."""
    from judge.answer.simulate import play

    prompt = DRAFT_PROMPT.format(game=game, example=_example(game), lang=lang, question=question)
    try:
        reply = _text(model.invoke(prompt))
    except Exception as err:  # any provider failure is reported, not raised
        return Draft("", error=f"the model failed: {err}")
    m = re.search(r"```(?:\w+)?\n(.*?)```", reply, re.S)
    text = (m.group(1) if m else reply).strip() + "\n"
    try:
        result = play(text)
    except JudgeError as err:
        return Draft(text, error=str(err).splitlines()[0])
    if result.scenario.game != game:
        return Draft(text, error=f"the draft is a {result.scenario.game} scenario, not {game}")
    return Draft(text, result)


def phrase(model: Any, answer: Any, citations: list[Any]) -> str:
    """The model's wording of the explanation, with unknown citation keys stripped."""
    from judge.answer.cite import strip_text

    allowed = ", ".join(f"[{c.number}]" for c in citations) or "(none)"
    prompt = PHRASE_PROMPT.format(lang=answer.lang, allowed=allowed,
                                  verdict=answer.verdict or "cannot decide",
                                  draft=answer.explanation)
    try:
        reply = _text(model.invoke(prompt)).strip()
    except Exception as err:
        answer.notes.append(f"LLM phrasing failed: {err}")
        return ""
    text, removed = strip_text(reply, citations)
    if removed:
        answer.notes.append("stripped from the LLM's wording: " + ", ".join(removed))
    return text
