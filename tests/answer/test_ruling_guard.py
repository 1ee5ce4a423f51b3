"""A bigram-close ruling backs a verdict only when the question reads the same (B8, B9)."""

from __future__ import annotations

import pytest

from judge.answer.service import ask

NEAR_MISS = [
    # the decisive word differs: retreat instead of advance (ja / en paraphrases)
    "自分のオーラにすでに桜花結晶が5つある。この状態で基本動作の「後退」を選べるか？",
    "My Aura already holds five Sakura tokens. Can I choose the basic action Retreat (後退)?",
    # the owner differs: the opponent's aura, not mine
    "相手のオーラにすでに桜花結晶が5つある。この状態で基本動作の「前進」を選べるか？",
    "The opponent's Aura already holds five Sakura tokens. Can I choose the basic action Advance (前進)?",
]


@pytest.mark.parametrize("question", NEAR_MISS)
def test_near_miss_never_borrows_the_ruling(question):
    a = ask(question)
    assert a.ruling is None
    assert a.verdict_source != "ruling"
    assert any("sa-faq-001-advance-full-aura" in n and "not used" in n for n in a.notes)


def test_retreat_with_full_aura_is_the_engines_yes():
    a = ask(NEAR_MISS[0])
    assert (a.verdict, a.verdict_source) == ("yes", "simulation")


def test_opponents_aura_leaves_it_open():
    a = ask(NEAR_MISS[2])
    assert a.verdict is None
    assert "自分のオーラ" in a.missing


def test_same_reading_still_uses_the_ruling():
    a = ask("自分のオーラにすでに桜花結晶が5つある。この状態で基本動作の「前進」を選べるか？")
    assert (a.verdict, a.verdict_source) == ("no", "ruling")
    assert a.ruling is not None and a.ruling.endswith("sa-faq-001-advance-full-aura.scn")


def test_ruling_whose_scenario_fails_is_noted(monkeypatch, tmp_path):
    from judge.answer import rulings

    text = ("game sakura\nsource https://example.org/faq\n"
            'question ja "自分のオーラが5のとき前進できるか？"\nverdict "no"\nboard\n'
            "distance 6\nA aura 5 focus 1\nturn A main standard\nA basic 前進 pay focus\n"
            "expect illegal 9-6\nexpect A.aura == 4\n")
    path = tmp_path / "stale.scn"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(rulings, "library", lambda: tuple(rulings.load_rulings(tmp_path)))
    a = ask("自分のオーラが5のとき前進できるか？", game="sakura")
    assert (a.verdict, a.verdict_source, a.ruling_source) == ("no", "ruling",
                                                             "https://example.org/faq")
    assert [n for n in a.notes if n.startswith("engine disagrees")] == [
        "engine disagrees with this ruling: expect A.aura == 4 (A.aura is 5)"]
