"""A short explanation in the question's language, built from trace steps and clause titles."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.answer.model import Citation
from judge.corpus.model import Clause

MAX_STEPS = 6

_VERDICT = {
    "ja": {"yes": "はい", "no": "いいえ", "you": "あなた（質問者）", "the opponent": "相手",
           "no winner": "勝者なし", "draw": "引き分け",
           "the turn player": "ターンプレイヤー"},
    "ko": {"yes": "예", "no": "아니요", "you": "당신(질문자)", "the opponent": "상대",
           "no winner": "승자 없음", "draw": "무승부",
           "the turn player": "턴 플레이어"},
    "en": {"yes": "Yes", "no": "No", "draw": "Draw (the game ends with no winner)"},
}
"""The canonical verdicts (English in every language, as JSON carries them) shown to a reader."""
_PHRASES = {
    "ja": {"simulation": "盤面を再現してルールエンジンで処理した結果です。",
           "ruling": "公式裁定（{path}）に基づく回答です。",
           "llm-draft": "LLMが作成した盤面（1つ）をルールエンジンで処理した結果です。",
           "none": "判定できません。不足している情報: {missing}。",
           "steps": "処理の流れ:", "example": "試した盤面の一つ（仮定を含む）の処理:",
           "refused": "{number}「{title}」により、この行動は行えません: {reason}",
           "clauses": "関連する条項: {list}"},
    "ko": {"simulation": "판면을 재현해 룰 엔진으로 처리한 결과입니다.",
           "ruling": "공식 재정({path})에 근거한 답입니다.",
           "llm-draft": "LLM이 작성한 판면(하나)을 룰 엔진으로 처리한 결과입니다.",
           "none": "판정할 수 없습니다. 부족한 정보: {missing}.",
           "steps": "처리 과정:", "example": "시험한 판면 중 하나(가정 포함)의 처리:",
           "refused": "{number} 「{title}」에 의해 이 행동은 할 수 없습니다: {reason}",
           "clauses": "관련 조항: {list}"},
    "en": {"simulation": "Simulated: the position was set up and played through the rules engine.",
           "ruling": "Backed by an official ruling ({path}).",
           "llm-draft": "Played through the rules engine on one board drafted by the LLM.",
           "none": "Cannot decide. Missing: {missing}.",
           "steps": "What happened:", "refused": "{number} {title} forbids it: {reason}",
           "example": "One of the boards tried (with assumed values):",
           "clauses": "Relevant clauses: {list}"},
}


def verdict_word(verdict: str | None, lang: str) -> str:
    """The canonical verdict ("yes", "you", "the turn player"…) in the question's language;
    other verdicts (values) as they are."""
    if verdict is None:
        return ""
    return _VERDICT.get(lang, _VERDICT["en"]).get(verdict, verdict)


def title_of(uid: str, by_uid: dict[str, Clause], lang: str) -> tuple[str, str]:
    """(number, title) of a clause, the title in `lang` when a translation exists."""
    clause = by_uid.get(uid)
    if clause is None:
        return uid.split("#", 1)[-1], ""
    if clause.lang != lang:
        from judge.graph import load_graph

        for other in load_graph().translations(uid):  # any document, via translation-of edges
            twin = by_uid.get(other)
            if twin is not None and twin.lang == lang and twin.title:
                return clause.number, twin.title
    return clause.number, clause.title


def explain(lang: str, source: str, verdict: str | None, trace: Sequence[dict[str, Any]],
            by_uid: dict[str, Clause], citations: Sequence[Citation], missing: Sequence[str] = (),
            refused: tuple[str, str] | None = None, ruling: str | None = None) -> str:
    """Verdict line, then the refusing clause or the first trace steps, then the clause list."""
    words = _PHRASES.get(lang, _PHRASES["en"])
    lines: list[str] = []
    if verdict is not None:
        lines.append(f"{verdict_word(verdict, lang)}. " if lang == "en" else
                     f"{verdict_word(verdict, lang)}。" if lang == "ja" else
                     f"{verdict_word(verdict, lang)}. ")
        lines[-1] += words[source].format(path=ruling or "")
    else:
        lines.append(words["none"].format(missing=", ".join(missing) or "—"))
    if refused is not None:
        number, title = title_of(refused[0], by_uid, lang)
        lines.append(words["refused"].format(number=number, title=title, reason=refused[1]))
    flat = _flat(trace)
    busy = [s for s in flat if s.get("changes") or s is (flat[-1] if flat else None)]
    steps = (busy or flat)[:MAX_STEPS]
    if steps:
        lines.append(words["steps"] if verdict is not None else words["example"])
        for step in steps:
            number, title = title_of(step["clause"], by_uid, lang)
            lines.append(f"  [{number}] {title} — {step['what']}")
    if citations:
        listed = ", ".join(f"[{c.number}] {c.title}".strip() for c in citations[:5])
        lines.append(words["clauses"].format(list=listed))
    return "\n".join(lines)


def _flat(trace: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for step in trace:
        out.append(step)
        out += _flat(step.get("children", ()))
    return out
