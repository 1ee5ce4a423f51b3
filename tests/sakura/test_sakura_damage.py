"""5-8 damage: X/Y choice, '-' values, aura too small, 5-8-3-1 destinations, 10-26, 10-6."""

import pytest

from judge.engine.core import Action
from tests.sakura.helpers import failures, run, start

ATTACK = "card 斬 attack 3-4 {dmg}\ndistance 4\nA hand 斬\nB aura {aura}\nturn A main standard\n"


def _attacked(dmg: str, aura: int):
    st = start(ATTACK.format(dmg=dmg, aura=aura))
    st.apply(Action.make("use", "A", card="斬"))
    st.apply(Action.make("decline", "B"))
    return st


@pytest.mark.parametrize(("dmg", "aura", "options"), [
    ("3/1", 3, ["aura", "life"]),
    ("3/1", 2, ["life"]),        # aura < X: aura cannot be chosen
    ("-/2", 3, ["life"]),
    ("2/-", 0, ["aura"]),
    ("0/0", 0, ["aura", "life"]),
])
def test_damage_choice_options(dmg, aura, options):
    st = _attacked(dmg, aura)
    assert st.pending is not None and st.pending.clause == "sakura-ja#5-8-3-2"
    assert [o.arg("to") for o in st.pending.options] == options


def test_life_damage_goes_to_flare_and_aura_damage_to_dust():
    st = _attacked("3/1", 3)
    dust = st.board.dust
    st.apply(Action.make("damage", "B", to="aura"))
    assert (st.board.sides["B"].aura, st.board.dust) == (0, dust + 3)
    st = _attacked("3/2", 3)
    st.apply(Action.make("damage", "B", to="life"))
    assert (st.board.sides["B"].life, st.board.sides["B"].flare) == (8, 2)


def test_choosing_aura_when_not_allowed_is_refused_with_5_8_3_2():
    st = _attacked("3/1", 2)
    with pytest.raises(Exception) as info:
        st.apply(Action.make("damage", "B", to="aura"))
    assert info.value.clause == "sakura-ja#5-8-3-2"


def test_both_dashes_do_nothing():
    result = run("card 空 attack 3-4 -/-\ndistance 4\nA hand 空\nturn A main standard\nA use 空\n"
                 "B decline\nexpect B.life == 10\nexpect B.aura == 3\nexpect trace 5-8-3-2\n")
    assert failures(result) == []


def test_aura_cap_and_overcome():
    capped = _attacked("7/1", 5)
    assert [o.arg("to") for o in capped.pending.options] == ["aura", "life"]
    st = start("card 大 attack 3-4 7/1 overcome\ndistance 4\nA hand 大\nB aura 5\n"
               "turn A main standard\n")
    st.apply(Action.make("use", "A", card="大"))
    st.apply(Action.make("decline", "B"))
    assert [o.arg("to") for o in st.pending.options] == ["life"]


def test_opening_enhancement_goes_face_down_on_life_damage():
    result = run("card 斬 attack 3-4 0/1\ncard 構 enhance storage 2 opening\ndistance 4\n"
                 "A hand 斬\nB enhance 構 2\nturn A main standard\nA use 斬\nB decline\n"
                 "B damage life\nexpect B.facedown has 構\nexpect B.enhance lacks 構\n"
                 "expect trace 10-6\n")
    assert failures(result) == []
