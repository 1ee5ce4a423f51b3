"""`ask`: question → detected language and game → clauses + a played position → Answer.

>>> a = ask("自分のオーラに桜花結晶が5つある。基本動作の「前進」を選べるか？", use_rulings=False)
>>> a.verdict, a.verdict_source
('no', 'simulation')
"""

from __future__ import annotations

import logging
import os
import re
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from judge.answer import cite, llm, rulings
from judge.answer.detect import detect_game
from judge.answer.explain import explain
from judge.answer.extract import Probe, Reading, extractor_for, values
from judge.answer.extract.common import WINNER_NAMES, strip_denied_asides
from judge.answer.extract.kinds import (
    alternative_question,
    asked_part,
    asks_two_parts,
    asks_wait_until,
    confirms_exclusive,
    confirms_negation,
    confirms_refusal,
    confirms_step_move,
    confirms_two_claims,
    negative_question,
    question_kind,
    verdict_fits,
)
from judge.answer.extract.values import becomes_value
from judge.answer.lang import detect_language
from judge.answer.model import Answer
from judge.answer.played import plays_asked
from judge.answer.simulate import DECIDABLE, describe_missing, play, simulate
from judge.engine.runner import RunResult
from judge.errors import JudgeError

_LOG = logging.getLogger(__name__)

K = 10
"""Clauses retrieved per question."""
_SEARCH: Any = None
_LOADING: Future[Any] | None = None
_LOAD_LOCK = threading.Lock()
_EXEC = ThreadPoolExecutor(max_workers=1, thread_name_prefix="judge-search-load")


def set_search(service: Any) -> None:
    """Use `service` (anything with `.search(text, game, lang, k)`) instead of the singleton."""
    global _SEARCH, _LOADING
    _SEARCH = service
    _LOADING = None


def search_service() -> Any:
    """The process-wide search service (built once; lexical-only if embeddings are off)."""
    global _SEARCH
    if _SEARCH is None:
        from judge.index.service import SearchService

        _SEARCH = SearchService.get()
    return _SEARCH


def _by_uid() -> dict[str, Any]:
    from judge.corpus import load_corpus

    return load_corpus().by_uid


def ask(question: str, game: str | None = None, scenario_text: str | None = None,
        use_rulings: bool = True, *, llm_model: Any = None) -> Answer:
    """Answer a ruling question in ja/ko/en; a verdict only when a simulation or ruling backs it.

    `llm_model`: a langchain chat model, or None to use $JUDGE_LLM if set (False: never).
    """
    question = question.strip()
    if not question:
        raise JudgeError("empty question")
    lang = detect_language(question)
    pending = _prefetch_search()
    guess = detect_game(question, game)
    by_terms = guess.forced or guess.sure  # search hits alone make a game likelier, not sure
    if not by_terms:
        hits5 = pending.result().search(question, k=5)
        guess = detect_game(question, hit_games=[h.clause.game for h in hits5])
    chosen = guess.game
    # Every game with evidence only when unsure; a sure guess names its one game.
    candidates = guess.candidates if not guess.sure else [chosen] if chosen else []
    answer = Answer(question, lang, chosen, candidates=candidates or ([chosen] if chosen else []))
    if chosen and not guess.sure:
        answer.notes.append("game unsure: could be " + " or ".join(guess.candidates[:3]))
    if chosen and pending.done() and pending.exception() is None:
        prefetch = getattr(pending.result(), "prefetch_query", None)
        if prefetch is not None:
            prefetch(question, chosen)  # overlaps the reading, given a spare core
    model = llm.configured_model() if llm_model is None else (llm_model or None)
    ctx = _Context(answer, [], model)
    if scenario_text is not None:
        _from_scenario(ctx, scenario_text)
    elif use_rulings and _from_ruling(ctx, guess.sure):
        pass
    elif chosen:
        try:
            _from_extractor(ctx)
        except Exception as err:  # a reader's bug must not take the judge's answer down
            _LOG.exception("the %s question reader failed on %r", chosen, question)
            answer.verdict, answer.verdict_source = None, "none"
            answer.notes.append(f"the question reader failed ({type(err).__name__}); no verdict "
                                "— please report this question")
            answer.missing.append(_word("failed", lang))
        if not by_terms and answer.verdict_source == "simulation":
            _check_other_game(answer, guess.candidates)
    else:
        answer.missing.append({"ja": "ゲーム", "ko": "게임", "en": "which game"}[lang])
    search = pending.result()
    final = answer.game  # a --scenario names its own game
    ctx.hits = search.search(question, game=final, k=K) if final else search.search(
        question, k=K)
    _finish(ctx)
    return answer


def _check_other_game(answer: Answer, candidates: list[str]) -> None:
    """When the game is unsure, no other candidate game's rules may answer otherwise
    (「後攻の1ターン目って攻撃できる？」: Hi!story 5.5.1 says no, magical-girl 506.1 yes;
    "Does the second player draw on turn 1?": Hi!story 5.5.1 yes, Sakura 8-1-3 no)."""
    for other in [g for g in candidates if g != answer.game]:
        alt = ask(answer.question, game=other, use_rulings=False, llm_model=False)
        if alt.verdict is not None and alt.verdict != answer.verdict:
            answer.notes.append(f"the game is unsure and {other}'s rules answer "
                                f"{alt.verdict!r}, not {answer.verdict!r}: no verdict")
            answer.verdict, answer.verdict_source = None, "none"
            answer.missing.insert(0, {"ja": "どのゲームか", "ko": "어느 게임인지",
                                      "en": "which game"}[answer.lang])
            return


def _prefetch_search() -> Future[Any]:
    """The search service, loading in a thread on first use so the engine can work meanwhile."""
    global _LOADING
    if _SEARCH is not None:
        done: Future[Any] = Future()
        done.set_result(_SEARCH)
        return done
    with _LOAD_LOCK:
        if _LOADING is None or (_LOADING.done() and _LOADING.exception() is not None):
            _LOADING = _EXEC.submit(search_service)  # a failed load is retried, not cached
        return _LOADING


class _Context:
    """What the steps of one `ask` share."""

    def __init__(self, answer: Answer, hits: list[Any], model: Any) -> None:
        self.answer = answer
        self.hits = hits
        self.model = model
        self.result: RunResult | None = None
        self.focus: list[str] = []
        self.refused: tuple[str, str] | None = None


def _take(ctx: _Context, text: str, result: RunResult) -> None:
    ctx.result = result
    ctx.answer.scenario = text
    ctx.answer.trace = result.trace.to_json()
    ctx.answer.board_before = result.board_before
    ctx.answer.board_after = result.board_after
    if result.illegal is not None:
        # the refusal is the last thing the engine recorded: part of the trace, with its clause
        also = [u for u in getattr(result.illegal, "also", ()) if isinstance(u, str)]
        ctx.answer.trace.append({"clause": result.illegal.clause,
                                 "what": f"refused: {result.illegal.reason}",
                                 "changes": [], "children": [], **({"also": also} if also else {})})
        ctx.refused = (result.illegal.clause, result.illegal.reason)
        ctx.focus.insert(0, result.illegal.clause)


def _from_scenario(ctx: _Context, text: str) -> None:
    """--scenario: play the given position; the question's kind says what to read off it."""
    a = ctx.answer
    result = play(text)
    game = result.scenario.game
    a.game = game
    _take(ctx, text, result)
    extractor = extractor_for(game)
    if extractor is None:
        a.missing.append(_word("reader", a.lang))
        return
    reading = extractor.read(a.question, a.lang)
    if reading.kind == "can" and not (
            reading.actions and plays_asked(game, text, reading.actions[0])
            and (result.trace.steps or result.illegal is not None)):
        a.missing.append(_word("unplayed", a.lang))
        a.notes.append("the scenario does not play the asked action: no verdict")
        return
    finding = extractor.judge(reading, Probe(text), result)
    if finding is None:
        a.missing += describe_missing(["question"], a.lang)
        return
    a.verdict, a.verdict_source = finding.verdict, "simulation"
    if finding.clause:
        ctx.focus.append(finding.clause)


def _from_ruling(ctx: _Context, sure: bool = True) -> bool:
    """A ruling scenario whose question matches: its official verdict, its played trace.
    When the game is unsure, every game's rulings are searched and a match settles the game.

    A match must also read the same (facts, asked actions, owners) as the question, and the
    engine must not decide the question the other way; otherwise the ruling is only a note.
    """
    a = ctx.answer
    match = rulings.best_match(a.question, a.lang, a.game if sure else None)
    if match is None:
        return False
    r = match.ruling
    game = rulings.game_name(r.game)
    verdict = r.verdict.split(":", 1)[0].strip() or None
    shown = os.path.relpath(r.path)
    why = _ruling_disagrees(a.question, a.lang, game, r.questions[match.lang], verdict)
    if why:
        a.notes.append(f"ruling for a similar question not used ({why}): {shown}")
        return False
    a.game = game
    a.ruling = r.path
    a.ruling_source = r.source or None
    a.verdict = verdict
    a.verdict_source = "ruling" if a.verdict else "none"
    try:
        result = play(r.text)
    except JudgeError as err:
        a.scenario = r.text
        a.notes.append(f"the ruling scenario did not play: {err}")
        return True
    _take(ctx, r.text, result)
    failure = result.first_failure
    if failure is not None:  # the rules changed under the ruling: say so, never silently
        a.notes.append(f"engine disagrees with this ruling: {failure.text} ({failure.detail})")
    return True


def _ruling_disagrees(question: str, lang: str, game: str, ruled: str,
                      verdict: str | None) -> str:
    """Why a bigram-close ruling does not answer this question ("" when it does)."""
    extractor = extractor_for(game)
    if extractor is None:
        return ""
    mine, theirs = extractor.read(question, lang), extractor.read(ruled, lang)
    if (mine.kind, mine.facts, mine.actions, mine.target) != (
            theirs.kind, theirs.facts, theirs.actions, theirs.target):
        return "it reads differently"
    if mine.missing:
        return ""
    sim = simulate(extractor, mine)
    if sim.verdict is not None and verdict is not None and sim.verdict != verdict:
        return f"the engine says {sim.verdict}"
    return ""


UNTESTED_FORMS = (
    (alternative_question, "the question offers two alternatives; a yes or no answers neither"),
    (confirms_exclusive, "the question confirms an 'only' claim, which one played action does "
                         "not test"),
    (confirms_step_move, "the question confirms that the game moves to a step; the played "
                         "action does not test that"),
    (confirms_two_claims, "the question confirms two contrasted claims; one played action tests "
                          "one of them"),
    (confirms_refusal, "the question asks whether a judge's refusal was right; the played action "
                       "is the refused one"),
    (asks_wait_until, "the question asks whether something waits until a later step; the played "
                      "outcome says whether it happens, not when"),
)
"""Question forms a played yes/no does not answer (checked in this order), with the note."""


TAG_QUESTION = re.compile(r"(?:^|(?<=[.?!]))\s*(like|just like|as in|i mean|you know)\b[^.?!]*\?"
                          r"|(?:^|(?<=[.?!]))\s*(right|correct|(is that|am i) (right|correct))"
                          r"\s*\?",
                          re.IGNORECASE)
"""An aside written as a question ("…Does mine die? Like in other games where the weaker one
dies?", "…right?"): it asks nothing of its own."""


def _from_extractor(ctx: _Context) -> None:
    """Read the position from the question, play the probes, keep a unanimous verdict."""
    a = ctx.answer
    becomes = becomes_value(a.question, a.lang)
    # "does the Distance become 3?": asked as "what is the Distance?", then compared (yes/no)
    q = becomes[0] if becomes else a.question
    extractor = extractor_for(a.game or "")
    if extractor is None:
        a.missing.append(_word("reader", a.lang))
        _try_llm_draft(ctx, None)
        return
    if a.game == "sakura" and CONFLICTING_EFFECTS.search(q):
        # 「…できる」と「…できない」: 1-4 lets the forbidding effect win; no probe plays both
        a.missing.append(_word("conflict", a.lang))
        return
    if DEFINITION_Q.search(asked_part(q)):
        # 「『破壊する』とはどのような処理ですか」: the cited clauses answer it, no position does
        a.missing.append(_word("definition", a.lang))
        return
    if becomes:
        plain = extractor.read(strip_denied_asides(a.question), a.lang)
        if plain.kind in DECIDABLE and plain.kind != "can" and plain.actions:
            becomes, q = None, a.question  # the reader asks it itself (「ライフは1になりますか」)
    reading = extractor.read(strip_denied_asides(q), a.lang)
    told = q.replace(asked_part(q), " ") if "?" in q or \
        "？" in q else ""
    if TEXT_UNKNOWN.search(q):  # 「テキストは示されていません」: not played
        reading.missing.append(_word("text", a.lang))
    elif AMOUNT_UNKNOWN.search(told):  # "…raises its DEF, but I don't know by how much."
        reading.missing.append(_word("amount", a.lang))
    elif FACT_UNKNOWN.search(told):  # "…but I don't remember whether it had parentheses."
        reading.missing.append(_word("unknown", a.lang))
    if {m.group("p") for m in LETTER_PLAYER.finditer(q)} == {"A", "B"} and \
            LETTER_PLAYER_CUE.search(q) and not reading.lettered:
        # "A plays… B has 2 Life": the readers place the asker and the opponent by their own
        # words (自分/相手, my/their), not by letters
        reading.missing.append(_word("letters", a.lang))
    asks = len(re.findall(r"[?？]", q)) - len(TAG_QUESTION.findall(q))
    if asks > 1 and len(reading.actions) < asks:
        # "can I Recover? Focus?": a part the reader did not place would go unanswered
        reading.missing.append(_word("parts", a.lang))
    if reading.missing:
        a.missing += [m for m in dict.fromkeys(reading.missing) if m not in a.missing]
        return
    sim = simulate(extractor, reading)
    shown = sim.shown
    if shown is not None and shown.result is not None:
        _take(ctx, shown.probe.text, shown.result)
    if sim.verdict is not None and not verdict_fits(q, sim.verdict):
        # a yes/no for "how much…?", a number for "can I…?": the reading answered another
        # question than the one asked — say so rather than state it
        a.notes.append(f"the simulated finding ({sim.verdict}) does not answer the question's "
                       "form; no verdict")
        a.missing.append(_word("parts", a.lang))
        return
    combined = sim.verdict is not None and bool(values.COMBINED.match(sim.verdict))
    if sim.verdict is not None and not combined and values.asks_values(asked_part(q)):
        # "What are my Aura and Life?" answered by one number: the reading kept one zone
        a.notes.append(f"the question asks several values; the simulated {sim.verdict!r} is "
                       "one")
        a.missing.append(_word("parts", a.lang))
        return
    if sim.verdict is not None and asks_two_parts(values.collapse(q) if combined
                                                  else q):
        a.notes.append("the question asks two things at once (or an action repeated); the "
                       f"simulated {sim.verdict!r} answers one")
        a.missing.append(_word("parts", a.lang))
        return
    untested = next((note for test, note in UNTESTED_FORMS if test(q)), None) \
        if sim.verdict in ("yes", "no") else None
    if untested is not None:
        a.notes.append(untested)
        a.missing.append(_word("parts", a.lang))
        return
    if reading.inverted and sim.verdict in ("yes", "no"):
        # "the 焦燥 kills me for sure, right?": played as "can I survive?"
        flipped = "yes" if sim.verdict == "no" else "no"
        a.notes.append(f"the question asks the opposite of what was played: the engine's "
                       f"{sim.verdict!r} answers it {flipped!r}")
        sim.verdict = flipped
    restricted = RESTRICTED_Q.search(asked_part(q)) if sim.verdict in ("yes", "no") else None
    if restricted and reading.kind == "can":
        # 「『セットできない』制限に引っかかりますか」: "is it caught by the restriction?" is the
        # opposite of "can it be done?"
        flipped = "yes" if sim.verdict == "no" else "no"
        a.notes.append(f"the question asks whether a restriction applies: the engine's "
                       f"{sim.verdict!r} to the action answers it {flipped!r}")
        sim.verdict = flipped
    negative = negative_question(q) if sim.verdict in ("yes", "no") and not restricted else None
    if negative == "unclear":
        # "Can't I attack?": English answers a negative question either way
        a.notes.append("the question is asked in the negative; its yes/no is ambiguous")
        a.missing.append(_word("parts", a.lang))
        return
    if negative == "flip" and not confirms_negation(q):
        # 「前進できないのですか？」: yes answers the negated statement ("yes, it cannot")
        flipped = "yes" if sim.verdict == "no" else "no"
        a.notes.append(f"the question is asked in the negative: the engine's {sim.verdict!r} to "
                       f"the action answers it {flipped!r}")
        sim.verdict = flipped
    elif sim.verdict in ("yes", "no") and confirms_negation(q):
        # 「〜できないという理解で合っていますか」: "it cannot" confirms the stated understanding
        flipped = "yes" if sim.verdict == "no" else "no"
        a.notes.append(f"the question asks to confirm a negated statement: the engine's "
                       f"{sim.verdict!r} to the action makes the statement "
                       f"{'right' if flipped == 'yes' else 'wrong'} ({flipped})")
        sim.verdict = flipped
    if becomes:
        # a probe that refused the action keeps the stated value (「間合2で《前進》…間合は1に
        # なりますか」: no); the verdict must hold in every probe
        said, blamed = _becomes_verdict(reading, sim, becomes[1])
        if said is None:
            words = [_word("parts", a.lang)] if blamed == ["parts"] else describe_missing(
                blamed, a.lang)
            a.missing += [m for m in words if m not in a.missing]
            return
        a.notes.append(f"asked whether the value becomes {becomes[1]}: {said} in every probe")
        sim.verdict = said
        if not sim.focus:
            sim.focus = [p.result.illegal.clause for p in sim.played
                         if p.result is not None and p.result.illegal is not None][:1]
    if sim.verdict is not None and reading.lettered and sim.verdict in WINNER_NAMES[:2]:
        # "A's turn … who wins?": the asker the reader played is the turn player's letter
        other = "B" if reading.lettered.upper() == "A" else "A"
        sim.verdict = reading.lettered.upper() if sim.verdict == WINNER_NAMES[0] else other
    if sim.verdict is not None:
        a.verdict, a.verdict_source = sim.verdict, "simulation"
        ctx.focus += sim.focus
        a.notes += [e for e in reading.evidence if e.startswith("assumed: ")]
        tried = _assumed_values(sim)
        if tried:
            a.notes.append("assumed (not stated; every value tried gave this verdict): " + tried)
        return
    if "action" in sim.missing and ctx.model is not None and _try_llm_draft(ctx, reading):
        return
    if sim.impossible:  # the judge stated it: say the position cannot be, not "missing: position"
        a.missing.append(f"{_word('impossible', a.lang)}: {sim.impossible}")
        a.notes.append(f"impossible position: {sim.impossible}")
        return
    a.missing += describe_missing(sim.missing, a.lang)


RESTRICTED_Q = re.compile(
    r"(制限|禁止|ルール|規定|制約)[」』]?(に|へ)?\s?(引っかか(?!らず|らない)|ひっかか(?!らず|らない)"
    r"|抵触し(?!ない|ません)|違反し(?!ない|ません)|該当し(?!ない|ません))"
    r"|(制限|禁止|ルール|規定|制約)[」』]?(で|によって|により)\s?(止められ|止め|禁じられ|阻まれ|弾かれ)"
    r"(る|ます)[?？]"
    r"|(제한|금지|규칙|제약)[」』]?(에)?\s?(걸리(?!지\s?않)|걸립|걸려|저촉(?!\s?없|되지|하지)"
    r"|위반(?!\s?없|하지|되지)|해당(?!\s?없|되지|하지))"
    r"|(?<!without )(?<!not )\b(violate|violates|break|breaks|fall under|falls under|run afoul of"
    r"|runs afoul of"
    r"|count against|counts against) (the|that|this|a|any) [^?]{0,30}"
    r"(restriction|rule|limit|ban)\b",
    re.IGNORECASE)
"""Asked whether a restriction applies to the action (the opposite of "can it be done?")."""


BECOMES_TWICE = re.compile(r"に\s?なり[、,]|(이|가)\s?되고|\b(become|becomes|be) \d+ and\b",
                           re.IGNORECASE)
"""Two values claimed in one question (「オーラは5になり、間合は3になりますか」)."""


def _becomes_verdict(reading: Reading, sim: Any, asked: int) -> tuple[str | None, list[str]]:
    """"yes"/"no" to "does the value become `asked`?" over every probe played (a refused action
    keeps the stated value; an unstated one cannot be said), or None and the blamed values."""
    stated = reading.facts.get(reading.target or "")
    if len(reading.actions) != 1 or reading.actions[0].get("times") or BECOMES_TWICE.search(
            reading.text):
        # several actions (a refusal keeps the value of the ones before it, not the stated
        # one), or two values claimed: only a verdict every probe agreed on is compared
        if sim.verdict is None or not re.fullmatch(r"\d+", sim.verdict) or BECOMES_TWICE.search(
                reading.text):
            return None, sim.missing or ["parts"]
        return ("yes" if int(sim.verdict) == asked else "no"), []
    said: dict[bool, Any] = {}
    for p in sim.played:
        if p.result is None:
            continue
        if p.finding is not None and re.fullmatch(r"\d+", p.finding.verdict):
            value = int(p.finding.verdict)
        elif p.result.illegal is not None and isinstance(stated, int):
            value = stated
        else:
            return None, sim.missing or ["position"]
        said.setdefault(value == asked, p)
    if len(said) != 1:
        differ = [k for k in dict.fromkeys([*said.get(True, sim.played[0]).probe.assumed,
                                            *said.get(False, sim.played[0]).probe.assumed])
                  if said[True].probe.assumed.get(k) != said[False].probe.assumed.get(k)] \
            if len(said) == 2 else []
        return None, differ or ["position"]
    return ("yes" if next(iter(said)) else "no"), []


def _assumed_values(sim: Any) -> str:
    """The unstated values the probes assumed, each with every value tried (H3)."""
    tried: dict[str, list[Any]] = {}
    for p in sim.played:
        if p.finding is None:
            continue
        for key, val in p.probe.assumed.items():
            seen = tried.setdefault(key, [])
            if val not in seen:
                seen.append(val)
    return "; ".join(f"{k} = {', '.join(map(_show, vals))}" for k, vals in tried.items())


def _show(value: Any) -> str:
    if isinstance(value, tuple) and len(value) == 2:
        return f"{value[0]}-{value[1]}"
    return str(value)


def _try_llm_draft(ctx: _Context, reading: Reading | None) -> bool:
    """Let the configured LLM draft a scenario; the parser and engine check it."""
    a = ctx.answer
    if ctx.model is None or a.game is None:
        return False
    draft = llm.draft_scenario(ctx.model, a.question, a.game, a.lang)
    if draft.error:
        a.notes.append(f"LLM draft rejected: {draft.error}")
        return False
    assert draft.result is not None
    clash = _contradicts(reading.facts if reading else {}, draft.result.board_before)
    if clash:
        a.notes.append(f"LLM draft rejected: {clash}")
        return False
    _take(ctx, draft.text, draft.result)
    extractor = extractor_for(a.game)
    kind = reading.kind if reading is not None else question_kind(a.question)
    if extractor is not None:
        base = reading or Reading(a.game, a.lang, kind)
        finding = extractor.judge(base, Probe(draft.text), draft.result)
        if finding is not None:
            # one drafted board, not a unanimous probe set: labelled so a client can weigh it
            a.verdict, a.verdict_source = finding.verdict, "llm-draft"
            a.notes.append("scenario drafted by the LLM and checked by the engine")
            return True
    return False


def _contradicts(facts: dict[str, Any], board: dict[str, Any]) -> str:
    """Why a drafted board is not the position the question states ("" if it is)."""
    for key, want in facts.items():
        have = _on_board(board, key)
        if have is None:
            return f"the draft's board does not show the stated {key} = {want}"
        if have != want:
            return f"the draft's board has {key} = {have}, the question states {want}"
    return ""


def _on_board(board: dict[str, Any], key: str) -> Any:
    """A fact key ("distance", "A.aura", "P2.orbs") looked up on a game's board JSON."""
    if key in board:
        return board[key]
    side, _, zone = key.partition(".")
    for group in ("sides", "players", None):
        holder = board.get(group, {}) if group else board
        if isinstance(holder, dict) and isinstance(holder.get(side), dict) \
                and zone in holder[side]:
            return holder[side][zone]
    return None


def _finish(ctx: _Context) -> None:
    """Citations (retrieved + traced only), explanation, optional LLM phrasing."""
    a = ctx.answer
    by_uid = _by_uid()
    a.retrieved = [_retrieved(h) for h in ctx.hits]
    a.citations = cite.compose(cite.readable_hits(ctx.hits, a.lang), a.trace, by_uid, ctx.focus,
                               quote=_quoter(a.question, a.game))
    provided = {h.uid for h in ctx.hits} | set(cite.trace_uids(a.trace))
    a.citations, stripped = cite.strip_unsupported(a.citations, provided)
    if stripped:
        a.notes.append("stripped citations: " + ", ".join(stripped))
    refused = ctx.refused if a.verdict is not None else None
    a.explanation = explain(a.lang, a.verdict_source, a.verdict, a.trace, by_uid, a.citations,
                            a.missing, refused, a.ruling and os.path.relpath(a.ruling))
    if ctx.model is not None:
        phrased = llm.phrase(ctx.model, a, a.citations)
        if phrased:
            a.explanation = phrased


def _retrieved(hit: Any) -> dict[str, Any]:
    """One search hit for the Answer: what it is, its fused score and why it was found."""
    c = hit.clause
    return {"uid": hit.uid, "number": c.number, "title": c.title, "lang": c.lang,
            "score": round(float(hit.score), 6), "why": sorted(hit.sources),
            "sources": hit.sources}


def _quoter(question: str, game: str | None) -> Any:
    """The sentence of a clause closest to the question, via the search's own tokenizer."""
    lexical = getattr(search_service(), "lexical", None)
    if lexical is None:
        return None
    from judge.index import hybrid
    from judge.index.lexical import tokenize

    tokens = lexical.query_tokens(question, game)
    return lambda clause: hybrid.best_sentence(clause, tokens, tokenize)


LETTER_PLAYER = re.compile(
    r"(?<![A-Za-z0-9/])(?P<p>[AB])(?![A-Za-z0-9/.])(さん|씨)?(?=が|は|の|에게|는|가|의|\s(has|had|plays|uses|attacks|"
    r"takes|wins|loses|does|declines|reacts|chooses|choose|controls|control|declares|declare"
    r"|attack|gets|draws|rests|reverses)\b|'s\b)")
LETTER_PLAYER_CUE = re.compile(
    r"(?<![A-Za-z0-9/])[AB](の|は|が|'s|의|는|가)?\s?(ライフ|オーラ|フレア|手札|集中力|life|aura|flare|"
    r"hand|vigor|라이프|오라|플레어|손패|집중력|相場|시세|market)"
    r"|(?<![A-Za-z0-9/])[AB] (has|have|had) \d|(?<![A-Za-z0-9/])[AB](さん|씨)"
    r"|(プレイヤー|player|플레이어)\s?[AB](?![A-Za-z])", re.IGNORECASE)
"""Players named by letters ("A plays…, B has 2 Life"), told from cards or monsters named A
and B by a player's own thing (Life, Aura, hand) or the word player."""
TEXT_UNKNOWN = re.compile(
    r"(テキスト|効果|内容|文面)(は|が)[^。?？]{0,8}(不明|わか(ら|り)|分か(ら|り)|示されて(い)?(ない|ません)"
    r"|確認して(い)?(ない|ません)|読んで(い)?(ない|ません)"
    r"|覚えて(い)?(ない|ません)|省略"
    r"|書かれて(い)?(ない|ません)|提示されて(い)?(ない|ません)|知らされて(い)?(ない|ません)"
    r"|引用して(い)?(ない|ません))"
    r"|(テキスト|効果|内容)(は|を)?引用(して(い)?(ない|ません)|せず)"
    r"|\b(not|n't|without) quot(e|ing) (the |its |their )?(text|effect)|\btext (is )?not quoted\b"
    r"|(텍스트|효과|내용)(는|은|가|이)\s?[^.?]{0,8}(제시되어\s?있지\s?않|제시되지\s?않|알\s?수\s?없|모르|불명)"
    r"|\b(its|the card's|the|their|whose) (text|effect) (is|was) (not (given|shown|stated|known)"
    r"|unknown)|\bunknown (text|effect)\b"
    r"|\b(don't|do not) know (its|the|what the) (exact |precise |full )?(text|effect|wording)"
    r"|\b(don't|do not) remember (its|the|what the) (exact |precise |full )?(text|effect|wording)"
    r"|\b(don't|do not|didn't|did not) (know|remember|see|catch) what (it|the card|that card|"
    r"the effect|its effect) (did|does|was|said|says)\b"
    r"|\bthat (i|we) (haven't|have not|didn't|did not) (yet )?(read|checked)\b"
    r"|\b(i|we) (haven't|have not|didn't|did not) (yet )?(read|checked|seen) (the|its|that|their)"
    r" (card'?s? )?(text|card|wording)\b|\bnot (its|the) (card'?s? )?text\b"
    r"|(텍스트|효과|내용)(는|은|을)?\s?(아직\s?)?(확인|읽)(하지|지)\s?(못|않)"
    r"|\b(not|n't|without) quoting\b|(텍스트|효과|내용)(는|은)?\s?(기억(이)?\s?(안|나지)|생략)"
    r"|(カード|札)(が|は)(何|なん)(だった|なの|か)[^。?？]{0,6}(覚えて(い)?(ない|ません)|わから|分から"
    r"|不明)"
    r"|(카드|패)(가|는)?\s?(뭐|무엇|어떤\s?카드)(였|인)(는)?지(는)?\s?(기억(이)?\s?(안|나지)|모르|알\s?수\s?없)"
    r"|\b(don't|do not|didn't|did not|can't|cannot) (know|remember|recall|tell) (which|what) "
    r"(card|attack|spell|ability|effect)",
    re.IGNORECASE)
"""The question says a card's text is not given: what it does cannot be played."""
AMOUNT_UNKNOWN = re.compile(
    r"(いくつ|どれだけ|どのくらい|どれくらい|何点|何枚|いくら)[^。?？]{0,16}"
    r"(わかりません|わからない|分かりません|分からない|不明|覚えて(い)?(ない|ません))"
    r"|(얼마나|몇)[^.?]{0,16}(모르|알\s?수\s?없|기억(이)?\s?(안|나지))"
    r"|\b(don't|do not|didn't|did not|can't|cannot) (know|remember|recall|tell)\b[^.?]{0,12}"
    r"\bhow (much|many)\b"
    r"|\b(don't|do not|didn't|did not|can't|cannot) (know|remember|recall) what\b"
    r"|\bby an unknown amount\b|\b(amount|number|value) is (unknown|not (given|known|stated))\b"
    r"|\bunknown (amount|number)\b"
    r"|(数値|値|量|上がった数|下がった数)(は|が)[^。?？]{0,6}(不明|わから|分から)"
    r"|(数|個数|枚数)(は|を)[^。?？]{0,6}(メモ|記録|確認|数え)して(い)?(ない|ません|なかった|ませんでした)"
    r"|(수|개수|장수)(는|를)\s?[^.?]{0,6}(적어\s?두지|기록하지|세지|확인하지)\s?않"
    r"|\b(didn't|did not|don't|do not) (note|track|count|write down|keep track of)\b[^.?]{0,12}"
    r"\bhow (much|many)\b"
    r"|(パワー|攻撃力|防御力|数|値|枚数)(は|を)?[^。?？]{0,6}確認して(い)?(ない|ません)"
    r"|(파워|공격력|방어력|수|값)(은|는|을|를)?\s?[^.?]{0,6}확인(하지|되지)\s?(않|못)"
    r"|\b(power|atk|def|count|number|value)\b[^.?]{0,12}\b(hasn't|has not|wasn't|was not) been "
    r"(checked|given|stated|confirmed)\b", re.IGNORECASE)
CONFLICTING_EFFECTS = re.compile(
    r"[「『'‘\"“][^」』'’\"”]{0,30}(でき(る|ます)|してもよい|使える)[」』'’\"”][^。?？]{0,40}"
    r"[「『'‘\"“][^」』'’\"”]{0,30}(できない|できません|してはならない|使えない)[」』'’\"”]"
    r"|[「『'‘\"“][^」』'’\"”]{0,30}수\s?있다[」』'’\"”][^.?]{0,40}"
    r"[「『'‘\"“][^」』'’\"”]{0,30}수\s?없다"
    r"|\b(one|an) effect says (i|you|we) (may|can)\b[^.?]{0,60}\b(another|the other|a second) "
    r"(effect )?says (i|you|we) (can't|cannot|may not)\b", re.IGNORECASE)
"""Two effects, one allowing and one forbidding the same thing (1-4 resolves it)."""
DEFINITION_Q = re.compile(
    r"とは(、)?\s?(何|なに|なん|どういう|どのような|どんな)[^。?？]{0,12}(ですか|でしょうか|か)?\s*[?？]"
    r"|(の|という)(意味|定義)(は|を)[^。?？]{0,8}[?？]|とはどういう意味"
    r"|(이란|란|라는\s?것은|라는\s?말은)\s?(무엇|뭔|뭐|어떤|무슨)[^.?]{0,12}[?？]"
    r"|(의|이라는)\s?(의미|뜻|정의)(는|가)\s?[^.?]{0,10}[?？]|무슨\s?뜻"
    r"|\bwhat (does|do) [^?.]{1,40}\b(mean|refer to)\s*\?"
    r"|\bwhat is meant by\b|\b(the )?definition of\b|\bhow (is|are) [\w\s'\"-]{1,30} defined\b",
    re.IGNORECASE)
"""A question asking what a rules term means: answered by the cited clauses, not a position."""
FACT_UNKNOWN = re.compile(
    r"(か|かどうか)(は|も)?[^。?？]{0,4}(覚えて(い)?(ない|ません|なくて)|わから(ない|なくて)|分から(ない|なくて)"
    r"|わかりません|分かりません|不明|知らな(い|くて)|確認して(い)?(ない|ません|なくて)|見て(い)?(ない|ません))"
    r"|(는|은|인|었는|였는|했는|할)지\s?(는|도)?\s?(기억(이)?\s?(안|나지)|모르|몰라|알\s?수\s?없"
    r"|확인\s?(안|못))"
    r"|\b(don't|do not|didn't|did not|can't|cannot|couldn't) (remember|recall|know|tell|see|check)"
    r"( for sure| exactly)? (whether|if)\b|\b(not|n't) (sure|certain) (whether|if)\b"
    r"|\b(unsure|unclear|uncertain) (whether|if)\b"
    r"|\bnobody (checked|remembers|knows) (whether|if)\b"
    r"|\b(nobody|no one|neither player|neither of us)( \w+){0,3} (checked|remembers|remembered"
    r"|recorded|noted|wrote down)( \w+){0,2} (whether|if|which|what)\b"
    r"|うろ覚え|가물가물|긴가민가|어렴풋|기억이\s?확실하지"
    r"|記憶(が|は)?(あいまい|曖昧|不確か|怪しい|定かでな)|기억이\s?(애매|흐릿|불확실)"
    r"|(것\s?같(긴|기는)\s?한데|였던\s?것\s?같은데)\s?확실하지\s?않"
    r"|\b(vaguely|half) remember|\bif i remember (right|correctly)\b|\bi think i remember\b"
    r"|\bi (honestly |really |just )?(can't|cannot|don't) remember\s*[.!;]"
    r"|\bmy memory (is|'s) (fuzzy|hazy|foggy)\b"
    r"|(テキスト|効果|文面|数値|枚数|パワー)[^。]{0,20}(正確に(は)?|はっきり(とは)?|ちゃんと)"
    r"覚えて(い)?(ない|ません|なくて)"
    r"|(텍스트|효과|문구|수치)[^.?]{0,20}정확히(는)?\s?기억(이)?\s?(안|나지|못|하지\s?못)"
    r"|\b(text|effect|wording|number|value)\b[^.?]{0,30}\b(don't|do not|can't|cannot) "
    r"(remember|recall) (it )?(exactly|precisely)\b"
    # a card's text nobody remembers: 「テキストは誰も覚えていない」, "nobody remembered its text"
    r"|\b((nobody|no one|neither (player|of us))( \w+){0,3} (remembered|remembers|knew|knows"
    r"|recalled)|(we|i)( \w+){0,3} (can't|couldn't|don't|didn't|do not|did not|could not) "
    r"(remember|recall|know)) (its|the card's|the|that|their|his|her)( \w+){0,2} "
    r"(text|wording|effect)\b"
    r"|(テキスト|効果|文面)(は|を)?(誰も|だれも|正確に(は)?)?(覚えて(い)?(ない|ません|なくて)|思い出せ(ない|ません|なくて|ず)"
    r"|わから(ない|なくて)|分から(ない|なくて))"
    r"|(텍스트|효과|문구)(는|를|가)?\s?(아무도\s?|정확히\s?)?(기억(이)?\s?(안|나지|못)|모르|몰라)"
    # a value remembered as one of two: 「消費が3か5だったと思う」, "either 3 or 5"
    r"|\d+\s?(か|または)\s?\d+\s?(だった|と思|かも|の(はず|どちらか|どっちか))"
    r"|\d+(이었|였)는지\s?\d+(이었|였)는지"
    r"|\bi (think|believe|guess)\b[^.?]{0,30}\beither \d+ or \d+\b",
    re.IGNORECASE)
"""A told sentence says a fact is not known ("I don't remember whether there was anything in
parentheses", 「…かどうか覚えていません」) or only half remembered (「うろ覚え」, "I vaguely
remember it having…"): the answer may turn on it, so it is not played."""
"""A told sentence leaves an amount or a card's doing unknown ("…raises its DEF, but I don't
know by how much."); the asked sentence may say it does not know (that is the question)."""


def _word(key: str, lang: str) -> str:
    return {"failed": {"ja": "質問の読み取り（読み取りが内部エラーで失敗した）",
                       "ko": "질문 해석(해석이 내부 오류로 실패함)",
                       "en": "a reading of the question (the reader failed with an internal "
                             "error)"},
            "parts": {"ja": "質問のすべての部分の読み取り（一部の行動を読めなかった）",
                      "ko": "질문의 모든 부분에 대한 해석(일부 행동을 읽지 못함)",
                      "en": "a reading of every part of the question (some asked action was "
                            "not read)"},
            "impossible": {"ja": "ありえない盤面（述べられた値）",
                           "ko": "있을 수 없는 판면(제시된 값)",
                           "en": "a possible position (the stated one cannot exist)"},
            "unplayed": {"ja": "問われている行動を行うシナリオ（このシナリオはそれを行わない）",
                         "ko": "묻는 행동을 하는 시나리오(이 시나리오는 그 행동을 하지 않음)",
                         "en": "a scenario that plays the asked action (this one does not)"},
            "text": {"ja": "カードのテキスト（質問が「示されていない」と述べている）",
                     "ko": "카드의 텍스트(질문에 제시되지 않았다고 함)",
                     "en": "the card's text (the question says it is not given)"},
            "amount": {"ja": "量や効果の内容（質問が「わからない」と述べている）",
                       "ko": "양이나 효과의 내용(질문에 모른다고 함)",
                       "en": "the amount or what the effect did (the question says it is not "
                             "known)"},
            "conflict": {"ja": "許可と禁止の効果を両方置く読み取り（1-4：不可が優先）",
                         "ko": "허용과 금지 효과를 둘 다 놓는 해석(1-4: 금지가 우선)",
                         "en": "a position with both the allowing and the forbidding effect "
                               "(1-4: the forbidding one wins)"},
            "definition": {"ja": "盤面で決まる問い（用語の意味の問い：引用条項を参照）",
                           "ko": "판면으로 정해지는 질문(용어의 뜻: 인용 조항 참조)",
                           "en": "a question a position decides (this asks what a term means: "
                                 "see the cited clauses)"},
            "unknown": {"ja": "質問が「わからない」と述べている事実（答えがそれで変わりうる）",
                        "ko": "질문에서 모른다고 한 사실(답이 그것에 따라 달라질 수 있음)",
                        "en": "the fact the question says is not known (the answer may turn on "
                              "it)"},
            "letters": {"ja": "AとBのどちらが質問者か（自分・相手で書かれていない）",
                        "ko": "A와 B 중 누가 질문자인지(나·상대로 적혀 있지 않음)",
                        "en": "which of A and B is you (the players are named by letters)"},
            "reader": {"ja": "このゲームの質問を盤面に読み替える機能（未対応）",
                       "ko": "이 게임의 질문을 판면으로 읽는 기능(미지원)",
                       "en": "a question reader for this game (not available yet)"}}[key][lang]
