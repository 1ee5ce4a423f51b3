"""Play an extractor's probe scenarios and state a verdict only if every probe agrees."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.answer.extract import Extractor, Finding, Probe, Reading, magical_girl_battle
from judge.dsl.frame import parse_scenario
from judge.engine.runner import RunResult, run_scenario
from judge.errors import JudgeError

DECIDABLE: tuple[str, ...] = ("can", "value", "winner", "destroyed", "destroyed-target",
                               "counts-used", "damaged", "damaged-none", "attack-hits",
                               "corrupted", "judged",
                               "goes", "count-legal")
DECIDABLE += magical_girl_battle.KINDS


@dataclass
class Played:
    """One probe and what playing it gave."""

    probe: Probe
    result: RunResult | None
    finding: Finding | None
    error: str = ""


@dataclass
class Simulation:
    """Every probe played, the agreed verdict (or None) and what would be needed to decide."""

    played: list[Played] = field(default_factory=list)
    verdict: str | None = None
    focus: list[str] = field(default_factory=list)
    """Decisive clause uids (the refusing clause, the last applied step)."""
    missing: list[str] = field(default_factory=list)
    """Keys of unstated values the verdict depends on ("distance", "A.aura"), or reasons."""
    impossible: str = ""
    """Why the stated position cannot exist (the engine's message, with its clause), if so."""

    @property
    def shown(self) -> Played | None:
        """The probe to show: the first that gave the verdict, else the first that played."""
        agreeing = (p for p in self.played
                    if p.finding is not None and p.finding.verdict == self.verdict)
        first = next((p for p in self.played if p.result is not None), None)
        return next(agreeing, first) if self.verdict is not None else first


def play(text: str) -> RunResult:
    """Parse DSL text with its game's grammar and play it (ScenarioError on bad text/boards)."""
    _load_game_of(text)
    return run_scenario(parse_scenario(text))


_PACKAGES = {"sakura": "judge.games.sakura", "histoy": "judge.games.histoy",
             "magical-girl": "judge.games.magical_girl"}


def _load_game_of(text: str) -> None:
    """Import only the game the scenario names (the dispatcher would import every game, and
    building all three grammars costs a second of cold start)."""
    import importlib
    import re

    from judge.answer.rulings import game_name

    m = re.search(r"^\s*game\s+(\S+)", text, re.MULTILINE)
    module = _PACKAGES.get(game_name(m.group(1))) if m else None
    if module:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as err:
            if err.name != module:
                raise


def simulate(extractor: Extractor, reading: Reading) -> Simulation:
    """Play every probe; a verdict needs a decidable question and unanimous findings."""
    sim = Simulation()
    if reading.kind not in DECIDABLE:
        sim.missing.append("question")
    if not reading.actions:
        sim.missing.append("action")
    if sim.missing:
        return sim
    for probe in extractor.probes(reading):
        try:
            result = play(probe.text)
        except JudgeError as err:
            sim.played.append(Played(probe, None, None, str(err)))
            continue
        sim.played.append(Played(probe, result, extractor.judge(reading, probe, result)))
    findings = [p for p in sim.played if p.finding is not None]
    if reading.choices:
        findings = _best_choice(findings, reading.choices)
    if not findings:
        errors = {p.error for p in sim.played}
        if sim.played and len(errors) == 1 and "impossible board" in next(iter(errors)):
            sim.impossible = next(iter(errors))  # every board refused the same stated value
        elif not sim.played and reading.facts:
            sim.impossible = "the stated values do not fit on one board"
        sim.missing.append("impossible" if sim.impossible else "position")
        return sim
    if reading.kind == "count-legal":
        return _count_legal(sim, findings, len(reading.actions))
    verdicts = {p.finding.verdict for p in findings if p.finding}
    if len(verdicts) == 1 and next(iter(verdicts)).startswith("("):
        # "(the attack is not made)": a marker a probe gives so that it disagrees with the
        # others; when every probe gives it, the question asked was never played
        sim.missing.append("position")
        return sim
    if len(verdicts) == 1:
        sim.verdict = verdicts.pop()
        sim.focus = [p.finding.clause for p in findings if p.finding and p.finding.clause]
    else:
        sim.missing += _sensitive(findings)
    return sim


def _count_legal(sim: Simulation, findings: list[Played], n_actions: int) -> Simulation:
    """"How many of these can I choose?": each listed action played alone; the count of those
    the engine accepts, when every action was played and each one's boards agree."""
    by_action: dict[int, list[Played]] = {}
    for p in findings:
        by_action.setdefault(p.probe.action, []).append(p)
    if set(by_action) != set(range(n_actions)):
        sim.missing.append("position")  # an option the probes could not play
        return sim
    split = [ps for ps in by_action.values() if len({p.finding.verdict for p in ps
                                                     if p.finding}) > 1]
    if split:
        sim.missing += _sensitive([p for ps in split for p in ps])
        return sim
    legal = [ps[0] for ps in by_action.values() if ps[0].finding and ps[0].finding.verdict == "yes"]
    sim.verdict = str(len(legal))
    sim.focus = [p.finding.clause for ps in by_action.values() for p in ps[:1]
                 if p.finding and p.finding.clause]
    return sim


def _best_choice(findings: list[Played], choices: tuple[str, ...]) -> list[Played]:
    """One finding per position, the asker's choices folded in: "yes" when some choice gives
    "yes" (the player picks it), else the position's "no". Positions differ in the assumed
    values that are not choices; those must still agree (unanimity, as for any question)."""
    groups: dict[tuple[Any, ...], list[Played]] = {}
    for p in findings:
        key = (p.probe.action, tuple(sorted((k, repr(v)) for k, v in p.probe.assumed.items()
                                            if k not in choices)))
        groups.setdefault(key, []).append(p)
    out = []
    for members in groups.values():
        yes = [p for p in members if p.finding and p.finding.verdict == "yes"]
        out.append(yes[0] if yes else members[0])
    return out


def _sensitive(findings: list[Played]) -> list[str]:
    """The assumed values whose change changed the verdict, in a stable (insertion) order.

    Two probes of one action that disagree and differ in exactly one assumed value blame that
    value; only when no such pair exists are all the values of disagreeing pairs blamed.
    """
    keys: list[str] = []
    firsts: dict[int, Played] = {}
    for p in findings:
        firsts.setdefault(p.probe.action, p)
    if len({p.finding.verdict for p in firsts.values() if p.finding}) > 1:
        keys.append("action which")
    single: list[str] = []
    loose: list[str] = []
    for i, p in enumerate(findings):
        for q in findings[i + 1:]:
            if q.probe.action != p.probe.action or not (p.finding and q.finding) \
                    or p.finding.verdict == q.finding.verdict:
                continue
            differ = [k for k in dict.fromkeys([*p.probe.assumed, *q.probe.assumed])
                      if p.probe.assumed.get(k) != q.probe.assumed.get(k)]
            (single if len(differ) == 1 else loose).extend(differ)
    keys += [k for k in dict.fromkeys(single or loose) if k not in keys]
    return keys or ["position"]


def describe_missing(keys: list[str], lang: str) -> list[str]:
    """Missing-value keys as words in the question's language."""
    return [_WORDS.get(k, {}).get(lang) or _WORDS.get(k, {}).get("en") or k for k in keys]


_WORDS: dict[str, dict[str, Any]] = {
    "question": {"ja": "シミュレーションで決まる問い（できるか・いくつか・勝つか）",
                 "ko": "시뮬레이션으로 정할 수 있는 질문(할 수 있는가·얼마인가·이기는가)",
                 "en": "a question a simulation can settle (can I…? how much…? who wins?)"},
    "action": {"ja": "問われている行動（基本動作、適正距離とダメージのある攻撃など）",
               "ko": "묻고 있는 행동(기본동작, 적정거리와 대미지가 있는 공격 등)",
               "en": "the action asked about (a basic action, an attack with range and damage…)"},
    "position": {"ja": "盤面（各領域の枚数・数値など）", "ko": "판면(각 영역의 장수·수치 등)",
                 "en": "the position (the counts in each zone…)"},
    "action which": {"ja": "どの行動か（行動によって答えが異なる）",
                     "ko": "어느 행동인지(행동에 따라 답이 다름)",
                     "en": "which action (the answer differs between them)"},
    "whose": {"ja": "誰のターンの終了フェイズか（手札の上限はターンプレイヤーのみ、8-3-2）",
              "ko": "누구의 턴의 종료 페이즈인지(손패 상한은 턴 플레이어만, 8-3-2)",
              "en": "whose turn's end phase it is (the hand limit binds the turn player only, "
                    "8-3-2)"},
    "distance": {"ja": "間合", "ko": "간격", "en": "the Distance"},
    "dust": {"ja": "ダスト", "ko": "더스트", "en": "the Dust"},
    "A.aura": {"ja": "自分のオーラ", "ko": "내 오라", "en": "your Aura"},
    "B.aura": {"ja": "相手のオーラ", "ko": "상대 오라", "en": "the opponent's Aura"},
    "A.life": {"ja": "自分のライフ", "ko": "내 라이프", "en": "your Life"},
    "B.life": {"ja": "相手のライフ", "ko": "상대 라이프", "en": "the opponent's Life"},
    "range": {"ja": "カードの適正距離", "ko": "카드의 적정거리", "en": "the card's range"},
    "damage taken on": {"ja": "ダメージをオーラとライフのどちらで受けるか",
                        "ko": "대미지를 오라와 라이프 중 어디로 받는지",
                        "en": "whether the damage is taken on Aura or Life"},
    "cost": {"ja": "コストの支払い方（集中力か手札か）", "ko": "비용 지불 방법(집중력 또는 손패)",
             "en": "how the cost is paid (Vigor or a hand card)"},
    "A.power": {"ja": "攻撃するカードのパワー", "ko": "공격하는 카드의 파워",
                "en": "the attacking card's power"},
    "B.power": {"ja": "相手のカードのパワー", "ko": "상대 카드의 파워",
                "en": "the other card's power"},
    "B.deck": {"ja": "相手の山札の枚数", "ko": "상대 덱의 장수",
               "en": "the size of the opponent's deck"},
    "P2.orbs": {"ja": "相手のオーブの数", "ko": "상대 오브의 수", "en": "the opponent's Orbs"},
    "A.atk": {"ja": "攻撃する怪異の攻撃力", "ko": "공격하는 괴이의 공격력",
              "en": "the attacking monster's ATK"},
    "T.atk": {"ja": "攻撃目標の怪異の攻撃力", "ko": "공격 목표 괴이의 공격력",
              "en": "the attacked monster's ATK"},
    "T.def": {"ja": "攻撃目標の怪異の防御力", "ko": "공격 목표 괴이의 방어력",
              "en": "the attacked monster's DEF"},
    "B.state": {"ja": "攻撃されるカードの状態（レスト/アクティブ）",
                "ko": "공격받는 카드의 상태(레스트/액티브)",
                "en": "the attacked card's state (rested or active)"},
    "mode": {"ja": "標準行動か全力行動か", "ko": "표준 행동인지 전력 행동인지",
             "en": "whether it is a standard or a full-power action"},
    "P1.hand": {"ja": "自分の手札の枚数", "ko": "내 손패의 장수", "en": "how many cards you hold"},
    "A.hand": {"ja": "手札の枚数（集中力0では手札を伏せて払う）",
               "ko": "손패의 장수(집중력 0이면 손패를 덮어 지불)",
               "en": "how many cards are in hand (with 0 Vigor a card pays)"},
    "card text": {"ja": "カードのテキスト", "ko": "카드 텍스트", "en": "the card's text"},
    # sakura-attack: the reacting card and the attack's numbers (sakura_attack.py)
    "reacting card": {"ja": "対応に使うカードが通常札か切札か",
                      "ko": "대응에 쓰는 카드가 통상패인지 비장패인지",
                      "en": "whether the reacting card is a normal or a special card"},
    "reacting card 《対応》": {"ja": "対応に使うカードが《対応》を持つか",
                              "ko": "대응에 쓰는 카드가 《대응》인지",
                              "en": "whether the reacting card has the Reaction subtype"},
    "reacting card range": {"ja": "対応に使う攻撃カードの適正距離",
                            "ko": "대응에 쓰는 공격 카드의 적정거리",
                            "en": "the reacting attack card's range"},
    "消費": {"ja": "切札の消費", "ko": "비장패의 소모", "en": "the special card's cost"},
    "フレア": {"ja": "自分のフレア", "ko": "내 플레어", "en": "your Flare"},
    "damage": {"ja": "攻撃のダメージ", "ko": "공격의 대미지", "en": "the attack's damage"},
    "attack used as a reaction": {"ja": "対応される《攻撃》が対応で使われたものか",
                                  "ko": "대응받는 공격이 대응으로 사용된 것인지",
                                  "en": "whether the attack was itself used as a reaction"},
    "distance change": {"ja": "対応による間合の変化量", "ko": "대응에 의한 간격 변화량",
                        "en": "how far the reaction moves the distance"},
    # the turn player's own values (sakura_turn.py)
    "focus": {"ja": "集中力", "ko": "집중력", "en": "the Vigor (focus)"},
    "life": {"ja": "ライフ", "ko": "라이프", "en": "the Life"},
    "aura": {"ja": "オーラ", "ko": "오라", "en": "the Aura"},
    "deck": {"ja": "山札の枚数", "ko": "패산의 장수", "en": "how many cards the deck holds"},
    "hand": {"ja": "手札の枚数", "ko": "손패의 장수", "en": "how many cards the hand holds"},
    "discard": {"ja": "捨て札の枚数", "ko": "버림패의 장수", "en": "the discard pile's size"},
    "facedown": {"ja": "伏せ札の枚数", "ko": "덮음패의 장수", "en": "the face-down pile's size"},
    # Hi!story turn 1 (histoy_turn.py)
    "first player": {"ja": "先攻か後攻か", "ko": "선공인지 후공인지",
                     "en": "whether the player went first or second"},
    "first turn": {"ja": "1ターン目かどうか", "ko": "첫 턴인지", "en": "whether it is turn 1"},
    # magical-girl battle families (magical-ask)
    "opp.reversed": {"ja": "相手がリバース状態の怪異を支配しているか（803.3b）",
                     "ko": "상대가 리버스 상태의 괴이를 지배하고 있는지(803.3b)",
                     "en": "whether the opponent controls a reversed monster (803.3b)"},
    "A.state": {"ja": "攻撃する怪異の状態（803.3aはリカバー状態のみ）",
                "ko": "공격하는 괴이의 상태(803.3a는 리커버 상태만)",
                "en": "the attacking monster's state (803.3a: only a recovered one attacks)"},
    "T.state": {"ja": "攻撃目標の怪異の状態（リカバー/レスト/リバース）",
                "ko": "공격 목표 괴이의 상태(리커버/레스트/리버스)",
                "en": "the attacked monster's state (recovered, rested or reversed)"},
    "window": {"ja": "効果を使った時点（どの優先権処理か）",
               "ko": "효과를 사용한 시점(어느 우선권 처리인지)",
               "en": "when the effect was used (which priority window)"},
    "boost": {"ja": "持続効果の内容", "ko": "지속 효과의 내용",
              "en": "what the lasting effect changes"},
}
