"""Parse magical-girl scenario text into a MagicalGirlScenario, and print one back (round trip)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedInput, VisitError

from judge import dsl
from judge.dsl.frame import Scenario, meta_value, syntax_error
from judge.dsl.grammar import open_grammar
from judge.errors import ScenarioError
from judge.games.magical_girl.model import Effect
from judge.games.magical_girl.scenario import (
    AtStmt,
    AttackStmt,
    CardSpec,
    EffectStmt,
    ExpectStmt,
    FinishStmt,
    MagicalGirlScenario,
    MonsterSpec,
    PassStmt,
    PlayerSpec,
    Stmt,
    TriggerSpec,
)
from judge.games.magical_girl.validate import validate

GAME = "magical-girl"


@lru_cache(maxsize=1)
def grammar() -> Lark:
    """The LALR parser for the dialect (built once)."""
    return open_grammar(
        Path(__file__).with_name("magical_girl.lark"),
        import_paths=[str(Path(dsl.__file__).parent)],
        propagate_positions=True,
        maybe_placeholders=False,
    )


def _blank_comment_lines(text: str) -> str:
    """Empty the comment-only lines so they act as blank lines (line/column stay unchanged)."""
    return "\n".join("" if ln.lstrip().startswith("#") else ln for ln in text.split("\n"))


class MagicalGirlParser:
    """The registered parser: `parse(text, path)` and `dump(scenario)`."""

    def parse(self, text: str, path: str = "") -> MagicalGirlScenario:
        """Parse and validate scenario text; ScenarioError carries line and column."""
        try:
            tree = grammar().parse(_blank_comment_lines(text))
        except UnexpectedInput as err:
            raise syntax_error(err, text, path, name=_literal, limit=14,
                               by_shown=True) from None
        try:
            scenario = _ToScenario().transform(tree)
        except VisitError as err:
            if isinstance(err.orig_exc, ScenarioError):
                raise err.orig_exc from None
            raise
        scenario.path = path
        scenario.text = text
        validate(scenario, path)
        return scenario

    def dump(self, scenario: Scenario) -> str:
        """Print a scenario as DSL text that parses back to an equal scenario."""
        from judge.games.magical_girl.dump import dump

        if not isinstance(scenario, MagicalGirlScenario):
            raise ScenarioError(f"not a {GAME} scenario: {type(scenario).__name__}")
        return dump(scenario)


def _literal(name: str) -> str:
    """A keyword terminal shown as its text ("->", "def"); other terminals by name."""
    try:
        pattern = grammar().get_terminal(name).pattern
    except KeyError:
        return name
    return f'"{pattern.value}"' if pattern.type == "str" else name


def _line(meta: Any) -> int:
    return int(getattr(meta, "line", 0))


def _column(meta: Any) -> int:
    return int(getattr(meta, "column", 0))


def _int(token: Token) -> int:
    return int(str(token))


@v_args(meta=True)
class _ToScenario(Transformer):
    """Lark tree → MagicalGirlScenario; each statement keeps its line and column."""

    def start(self, meta: Any, items: list[Any]) -> MagicalGirlScenario:
        scenario = MagicalGirlScenario(game=GAME)
        for item in items:
            self._add(scenario, item)
        return scenario

    @staticmethod
    def _add(s: MagicalGirlScenario, item: Any) -> None:
        if isinstance(item, tuple):
            kind, *rest = item
            if kind == "title":
                s.title = rest[0]
            elif kind == "source":
                s.source = rest[0]
            elif kind == "question":
                s.questions[rest[0]] = rest[1]
            elif kind == "clauses":
                s.clauses.extend(rest[0])
            elif kind == "verdict":
                s.verdict = rest[0]
            elif kind == "note":
                s.notes.append(rest[0])
            elif kind == "turn":
                s.turn, s.first_turn, s.turn_line = rest[0], rest[1], rest[2]
        elif isinstance(item, PlayerSpec):
            s.players.append(item)
        elif isinstance(item, MonsterSpec):
            s.monsters.append(item)
        elif isinstance(item, CardSpec):
            s.cards.append(item)
        elif isinstance(item, TriggerSpec):
            s.triggers.append(item)
        elif isinstance(item, Stmt):
            s.script.append(item)
        # game_line carries nothing: the game is fixed by the registry.

    def game_line(self, meta: Any, items: list[Token]) -> None:
        return None

    # ---- meta ----
    def meta_title(self, meta: Any, items: list[Token]) -> tuple[str, str]:
        return ("title", meta_value(items[0]))

    def meta_source(self, meta: Any, items: list[Token]) -> tuple[str, str]:
        return ("source", meta_value(items[0]))

    def meta_question(self, meta: Any, items: list[Token]) -> tuple[str, str, str]:
        return ("question", str(items[0]), meta_value(items[1]))

    def meta_clauses(self, meta: Any, items: list[Token]) -> tuple[str, list[str]]:
        return ("clauses", [str(t) for t in items])

    def meta_verdict(self, meta: Any, items: list[Token]) -> tuple[str, str]:
        return ("verdict", meta_value(items[0]))

    def meta_note(self, meta: Any, items: list[Token]) -> tuple[str, str]:
        return ("note", meta_value(items[0]))

    # common.lark's aliases arrive namespaced by the %import
    common__meta_title = meta_title
    common__meta_source = meta_source
    common__meta_question = meta_question
    common__meta_clauses = meta_clauses
    common__meta_verdict = meta_verdict
    common__meta_note = meta_note

    # ---- board ----
    def turn(self, meta: Any, items: list[Token]) -> tuple[str, str, bool, int]:
        return ("turn", str(items[0]), len(items) > 1, meta.line)

    def player(self, meta: Any, items: list[Any]) -> PlayerSpec:
        attrs = dict(items[1:])
        if "orbs" not in attrs:
            raise ScenarioError(f"player {items[0]} needs `orbs N`", meta.line, meta.column)
        return PlayerSpec(str(items[0]), attrs["orbs"], attrs.get("hand", 0), line=meta.line)

    def p_orbs(self, meta: Any, items: list[Token]) -> tuple[str, int]:
        return ("orbs", _int(items[0]))

    def p_hand(self, meta: Any, items: list[Token]) -> tuple[str, int]:
        return ("hand", _int(items[0]))

    def monster(self, meta: Any, items: list[Any]) -> MonsterSpec:
        name, controller = str(items[0]), str(items[1])
        attrs = dict(items[2:])
        for need in ("atk", "def"):
            if need not in attrs:
                raise ScenarioError(
                    f"monster {name} needs `{need} N` (every 怪異 has ATK and DEF)",
                    meta.line, meta.column,
                )
        return MonsterSpec(
            name, controller, attrs["atk"], attrs["def"],
            state=attrs.get("state", "recover"),
            forbid_attack=attrs.get("forbid_attack", False),
            untargetable=attrs.get("untargetable", False),
            cost=attrs.get("cost", 0),
            corrupt=attrs.get("corrupt", 1),
            line=meta.line,
        )

    def m_atk(self, meta: Any, items: list[Token]) -> tuple[str, int]:
        return ("atk", _int(items[0]))

    def m_def(self, meta: Any, items: list[Token]) -> tuple[str, int]:
        return ("def", _int(items[0]))

    def m_state(self, meta: Any, items: list[Token]) -> tuple[str, str]:
        return ("state", str(items[0]))

    def m_forbid(self, meta: Any, items: list[Token]) -> tuple[str, bool]:
        return ("forbid_attack", True)

    def m_untargetable(self, meta: Any, items: list[Token]) -> tuple[str, bool]:
        return ("untargetable", True)

    def m_cost(self, meta: Any, items: list[Token]) -> tuple[str, int]:
        return ("cost", _int(items[0]))

    def m_corrupt(self, meta: Any, items: list[Token]) -> tuple[str, int]:
        return ("corrupt", _int(items[0]))

    def card(self, meta: Any, items: list[Any]) -> CardSpec:
        return CardSpec(str(items[0]), str(items[1]), targetable=len(items) < 3, line=meta.line)

    def card_flag(self, meta: Any, items: list[Token]) -> str:
        return "untargetable"

    def trigger(self, meta: Any, items: list[Any]) -> TriggerSpec:
        name, controller, event = str(items[0]), str(items[1]), str(items[2])
        once = any(isinstance(t, Token) and t.type == "ONCE" for t in items)
        return TriggerSpec(name, controller, event, items[-1], once=once, line=meta.line)

    # ---- effects ----
    def until(self, meta: Any, items: list[Token]) -> str:
        return "until"

    def eff_remove(self, meta: Any, items: list[Token]) -> Effect:
        return Effect("remove", str(items[0]))

    def eff_destroy(self, meta: Any, items: list[Token]) -> Effect:
        return Effect("destroy", str(items[0]))

    def eff_switch(self, meta: Any, items: list[Token]) -> Effect:
        return Effect("switch", str(items[0]), str(items[1]))

    def eff_atk(self, meta: Any, items: list[Any]) -> Effect:
        return Effect("atk", str(items[0]), _int(items[1]), until_battle_end=len(items) > 2)

    def eff_def(self, meta: Any, items: list[Any]) -> Effect:
        return Effect("def", str(items[0]), _int(items[1]), until_battle_end=len(items) > 2)

    def eff_forbid(self, meta: Any, items: list[Any]) -> Effect:
        return Effect("forbid", str(items[0]), until_battle_end=len(items) > 1)

    def eff_orbs(self, meta: Any, items: list[Token]) -> Effect:
        return Effect("orbs", str(items[0]), _int(items[1]))

    def eff_control(self, meta: Any, items: list[Token]) -> Effect:
        return Effect("control", str(items[0]), str(items[1]))

    def eff_lose_stats(self, meta: Any, items: list[Token]) -> Effect:
        return Effect("lose_stats", str(items[0]))

    # ---- script ----
    def attack(self, meta: Any, items: list[Token]) -> AttackStmt:
        return AttackStmt(str(items[0]), str(items[1]), line=_line(meta), column=_column(meta))

    def pass_(self, meta: Any, items: list[Token]) -> PassStmt:
        return PassStmt(line=_line(meta), column=_column(meta))

    def at(self, meta: Any, items: list[Token]) -> AtStmt:
        return AtStmt(str(items[0]), line=_line(meta), column=_column(meta))

    def finish(self, meta: Any, items: list[Token]) -> FinishStmt:
        return FinishStmt(line=_line(meta), column=_column(meta))

    def actor(self, meta: Any, items: list[Token]) -> str:
        return str(items[0])

    def effect_stmt(self, meta: Any, items: list[Any]) -> EffectStmt:
        player = items[0] if len(items) > 1 else None
        return EffectStmt(items[-1], player, line=_line(meta), column=_column(meta))

    # ---- expectations ----
    def exp_winner(self, meta: Any, items: list[Token]) -> ExpectStmt:
        return ExpectStmt("winner", str(items[0]), line=_line(meta), column=_column(meta))

    def exp_no_winner(self, meta: Any, items: list[Token]) -> ExpectStmt:
        return ExpectStmt("no_winner", line=_line(meta), column=_column(meta))

    def exp_illegal(self, meta: Any, items: list[Token]) -> ExpectStmt:
        return ExpectStmt("illegal", str(items[0]), line=_line(meta), column=_column(meta))

    def exp_step(self, meta: Any, items: list[Token]) -> ExpectStmt:
        return ExpectStmt("step", str(items[0]), line=_line(meta), column=_column(meta))

    def exp_no_step(self, meta: Any, items: list[Token]) -> ExpectStmt:
        return ExpectStmt("no_step", str(items[0]), line=_line(meta), column=_column(meta))

    def exp_decision(self, meta: Any, items: list[Token]) -> ExpectStmt:
        return ExpectStmt("decision", str(items[0]), line=_line(meta), column=_column(meta))

    def exp_over(self, meta: Any, items: list[Token]) -> ExpectStmt:
        return ExpectStmt("over", line=_line(meta), column=_column(meta))

    def exp_compare(self, meta: Any, items: list[Token]) -> ExpectStmt:
        subject = str(items[0])
        if "." not in subject:
            raise ScenarioError(
                f"`expect {subject} ...` needs OWNER.FIELD, e.g. P2.orbs or A.state",
                meta.line, meta.column,
            )
        return ExpectStmt("compare", subject, str(items[1]), str(items[2]),
                          line=_line(meta), column=_column(meta))
