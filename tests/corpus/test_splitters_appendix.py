"""004's appendix (the goddess and card lists) is its own clause, not part of the rule before it."""

from __future__ import annotations

from judge.corpus import load_corpus
from judge.corpus.lookup import resolve


def test_the_appendix_is_split_off_the_last_rule():
    by_uid = load_corpus().by_uid
    rule = by_uid["sakura-ko#add/22-11-2"]
    assert rule.text == ("어떤 플레이어의 <라이프>에 놓인, 한 쪽 플레이어가 보유자인 열상 토큰의 수가 그 라이프 수치 "
                         "이상이라면, 즉시 그 <라이프>의 열상 토큰을 대미지 화 한다.")
    appendix = by_uid["sakura-ko#add/A1"]
    assert appendix.title == "부속 1 여신 리스트"
    assert appendix.text.startswith("쌍장 요란에서 선택할 수 있는 여신은 이하와 같다.")
    assert "NA-01-yurina-O-N-1" in appendix.text


def test_the_appendix_is_looked_up_by_its_number():
    assert [c.uid for c in resolve("add/A1", load_corpus())] == ["sakura-ko#add/A1"]
