"""Hi!story card definitions and the effect vocabulary, as frozen values (DSL ⇄ engine)."""

from __future__ import annotations

from dataclasses import dataclass, field

DOC = "histoy-ja"
PLAYERS = ("A", "B")
PLACES = 5
"""2.3.1: a player's field has at most five places."""
FILLER = "_"
"""Name of an anonymous card (a deck/hand/grave card whose identity does not matter)."""


def uid(number: str) -> str:
    """The clause uid of a Hi!story rule number.

    >>> uid("6.7.1")
    'histoy-ja#6.7.1'
    """
    return f"{DOC}#{number}"


def person_name(card_name: str) -> str:
    """2.2.4: the person (or incident) name — the part after the full-width space, if any."""
    return card_name.split("\u3000", 1)[1] if "\u3000" in card_name else card_name


def name_matches(word: str, card_name: str) -> bool:
    """7.1.2 / 7.1.4: 〈word〉 matches when it appears contiguously in the person name (the
    epithet 異名 is not searched).

    >>> name_matches("AB", "XABX"), name_matches("AB", "AXB")
    (True, False)
    >>> ieyasu = "三河の天下人\u3000徳川家康"
    >>> name_matches("天下人", ieyasu), name_matches("家康", ieyasu)
    (False, True)
    """
    return word in person_name(card_name)


def other(player: str) -> str:
    """The opponent of `player`."""
    return "B" if player == "A" else "A"


@dataclass(frozen=True)
class Target:
    """Which cards an operation acts on.

    kind: "this" (これ), "it" (それ: the card the effect last acted on, 7.2.3), "attacker",
    "defender" (the attacked/blocking card), "place" (one chosen card: side + place), "all"
    (全て: every matching card at resolution, 8.3.1).
    """

    kind: str
    side: str = "own"
    """"own" / "opp" / "both" relative to the effect's controller."""
    place: int = 0
    face: str = ""
    """"up" / "down" / "" (filter for `all`)."""
    state: str = ""
    """"active" / "rested" / "" (filter for `all`)."""
    name: str = ""
    """〈name〉 filter for `all` (7.1.2 contiguous partial match of the person name, 7.1.4)."""


@dataclass(frozen=True)
class Cond:
    """A resolution condition (6.2.2) such as `own.hand >= 3`."""

    side: str
    zone: str
    """"hand", "deck", "grave", "under", "field"."""
    op: str
    value: int
    name: str = ""
    """`field named NAME`: count only face-up field cards whose person name contains NAME
    (〈NAME〉, 7.1.2/7.1.4; a face-down card has no name, 3.1.10)."""


@dataclass(frozen=True)
class Op:
    """One operation (動作) of an effect sentence."""

    verb: str
    """draw, draw_upto, draw_to, mill, add, discard, power, setpower, rest, activate, flip,
    send, move, summon, set, norefresh, forbid, attacklimit, swap, handcap, nullify, protect,
    win, extra_turn."""
    who: str = "own"
    """Who performs it (7.2.1: no subject = the owner); "opp" when the text says 相手は."""
    target: Target | None = None
    amount: int = 0
    mode: str = ""
    """Verb detail: flip up/down, send grave/hand/deck, summon to/onto/empty, forbid what,
    protect immune/untargetable."""
    names: tuple[str, ...] = ()
    place: int = 0
    overflow: bool = False
    """14.2: 徳川家康's 三河武士団の結束 may overflow onto face-up cards."""
    turns: int = 0
    """forbid: 0 = this turn, n = the affected player's next n turns (5.6.1)."""


@dataclass(frozen=True)
class Sentence:
    """A sentence of effect text: optional その後 (6.7.1), optional condition, its operations."""

    ops: tuple[Op, ...]
    then: bool = False
    cond: Cond | None = None
    optional: bool = False
    """「できる」「てもよい」 (6.5.3): the player may decline the whole sentence."""
    alt: bool = False
    """「または」 (6.5.7, 7.3.10): an alternative to the sentence before; one of the group runs."""


@dataclass(frozen=True)
class Effect:
    """An effect: its mark (召, 1, 常, on EVENT, or incident body) and its sentences."""

    mark: str
    """"召", "1", "常", "" (incident body / unmarked), or a trigger: "on:leave" (これが場を離れた
    時), "on:summoned" (召喚した時), "on:attack" (攻撃した時, 10.6.2 ②), "on:block" (ブロックした時,
    ④), "on:after_attack" (攻撃した後, ⑩), "on:leaving" (これが場を離れる時: before the move,
    10.1.7), "on:attack_phase" (攻撃フェーズの初めに, 6.4.6), "on:ally_summoned" /
    "on:ally_leave" (常「自分の他のカードが召喚された時 / 場を離れた時」: once per such card,
    only if this card is face up on the field just before and just after the move, 10.1.11)."""
    sentences: tuple[Sentence, ...]
    name: str = ""


@dataclass(frozen=True)
class CardDef:
    """A card as printed (2.2.1): person (rank, power, 剣/盾) or incident (level)."""

    name: str
    kind: str = "person"
    """"person" or "incident"."""
    rank: int = 0
    level: int = 0
    power: int = 0
    attacker: bool = False
    """剣 mark: can attack (5.2.6)."""
    blocker: bool = False
    """盾 mark: can block (11.2.2)."""
    substitute: bool = False
    """Has ｛身代わり｝ (11.2.3)."""
    defence: bool = False
    """Incident usable on the opponent's attack (11.2.4)."""
    skip: int = 0
    """「ランクをn つ飛ばしてセットできる」 (5.2.5)."""
    immune: bool = False
    """効果を受けない (9.1)."""
    untargetable: bool = False
    """選ばれない (9.2)."""
    battleproof: bool = False
    """「バトルによって墓地へ送られない」 (11.7.2)."""
    staying: bool = False
    """「場を離れない」 while face up: beats any move off the field, battle included (10.2.1)."""
    effects: tuple[Effect, ...] = ()


FILLER_CARD = CardDef(FILLER, kind="blank")


@dataclass
class Card:
    """One physical card in play, with the history the rules attach to it."""

    cid: int
    owner: str
    defn: CardDef
    face_up: bool = False
    summoned_turn: int = -1
    """Turn serial in which it was summoned (6.4.1: 召 needs this turn)."""
    noset_turn: int = -1
    """Turn serial in which it was summoned without set (6.9.4)."""
    used_turn: int = -1
    """Turn serial in which a 召/1 effect of it was used (6.4.3)."""
    used_one: bool = False
    """A 「1」 effect was used since it was summoned (6.4.2)."""
    power_set: int | None = None
    power_mods: list[int] = field(default_factory=list)
    turn_mods: list[tuple[int, int]] = field(default_factory=list)
    """「このターン、パワーを±N」: (amount, turn serial) — counted only in that turn (5.6.3)."""
    turn_set: tuple[int, int] | None = None
    """「このターン、パワーが N になる」: (value, turn serial) (10.4.3, 5.6.3)."""
    immune: bool = False
    untargetable: bool = False
    battleproof: bool = False
    staying: bool = False
    cant_attack: bool = False
    no_refresh: bool = False
    """「次の自分のターンの初めにアクティブにできない」 (3.2.2)."""

    @property
    def name(self) -> str:
        return self.defn.name

    def reset_history(self) -> None:
        """3.5.4: leaving the field resets restrictions and used-effect history."""
        self.summoned_turn = self.noset_turn = self.used_turn = -1
        self.used_one = False
        self.power_set = None
        self.power_mods = []
        self.turn_mods = []
        self.turn_set = None
        self.immune = self.untargetable = self.battleproof = self.staying = False
        self.cant_attack = self.no_refresh = False


@dataclass
class Place:
    """One of the five places: a stack bottom→top; the top is "the field" (2.3.2)."""

    cards: list[Card] = field(default_factory=list)
    rested: bool = False
    """3.2.3: the top card's active/rest state applies to the whole stack."""

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    @property
    def under(self) -> list[Card]:
        """2.4.1: every card under the top card."""
        return self.cards[:-1]
