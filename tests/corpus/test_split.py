"""Splitting the real documents: counts, exact texts, titles, parent chains, line spans."""

import pytest

from judge.corpus import load_corpus


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


def test_clause_count_per_document(corpus):
    counts = {doc: len(corpus.of_doc(doc)) for doc in corpus.docs}
    assert counts == {
        "sakura-ja": 198,
        "sakura-ko": 65,
        "sakura-guide-ko": 22,
        "histoy-ja": 335,
        "magical-girl-ja": 68,
    }


@pytest.mark.parametrize(
    ("uid", "title", "text"),
    [
        (
            "sakura-ja#9-6-1",
            "前進",
            "＜間合＞にある桜花結晶を１つ選び、それをそのプレイヤーの＜オーラ＞へと移動させる。"
            "ただし、現在の間合が達人の間合以下であるなら、代わりに何もしない。",
        ),
        (
            "histoy-ja#6.7.1",
            "",
            "「その後」は、その語を含む文の直前の文（「。」で区切られた部分）に書かれた動作が"
            "完全に解決している場合にのみ、後続の処理に進めることを示す。直前の動作が完全に終了"
            "していなければ、「その後」以降の処理には進まない。",
        ),
        (
            "magical-girl-ja#804.5",
            "",
            "攻撃目標として相手[[プレイヤー]]を選択している場合、相手の[[オーブ]]の数を確認します。\n"
            "その[[オーブ]]の数が0の場合、攻撃した怪異の支配者は直ちに勝利します。\n"
            "[[オーブ]]の数が1つ以上の場合、攻撃を行っている怪異の支配者はそのうち1つを選んで穢します。",
        ),
    ],
)
def test_exact_text(corpus, uid, title, text):
    clause = corpus.by_uid[uid]
    assert clause.title == title
    assert clause.text == text


def test_multi_paragraph_text_keeps_paragraphs(corpus):
    text = corpus.by_uid["sakura-ja#5-8-3-2"].text
    assert text.startswith("もしあるプレイヤーに複数値のダメージが与えられた場合、")
    assert text.endswith("そのプレイヤーの＜ライフ＞にそのダメージに等しいだけのダメージが与えられる。")
    assert text.count("\n\n") == 1


def test_histoy_clause_with_text_on_the_heading_line(corpus):
    clause = corpus.by_uid["histoy-ja#11.2.2"]
    assert clause.text.startswith("ブロックは、自分の場のオモテかつアクティブで盾マークを持つカード1枚をレスト")
    assert clause.text.endswith("山札への追加の墓地送りは発生しない。")
    assert clause.lines == (610, 611)


def test_histoy_parenthesised_title(corpus):
    clause = corpus.by_uid["histoy-ja#6.5.10"]
    assert clause.title == "「引く」の定義"
    assert clause.text.startswith("効果テキストに「引く」「引ける」と書かれた処理")


def test_histoy_numbered_steps_stay_in_their_clause(corpus):
    text = corpus.by_uid["histoy-ja#10.6.2"].text
    assert "1. 攻撃宣言（どのカードでどこに攻撃するかの宣言）と、攻撃するカードのレスト。" in text
    assert "histoy-ja#1" not in corpus.by_uid


def test_additional_rules_namespace(corpus):
    clause = corpus.by_uid["sakura-ko#add/21-5"]
    assert clause.title == "회수"
    assert clause.path == ("sakura-ko#add/21",)
    assert clause.text.splitlines()[0] == "「회수를 실행한다」 경우, 이하의 수순을 실행한다."
    assert clause.text.splitlines()[-1] == "\xa03. 시세를 2 내린다."
    # add/7-4 (poison card ownership) is not a core 7-4, which sakura-ja does not have.
    assert corpus.by_uid["sakura-ko#add/7-4"].title == "보유자"
    assert "sakura-ko#7-4" not in corpus.by_uid
    assert "sakura-ja#7-4" not in corpus.by_uid
    assert corpus.by_uid["sakura-ko#add/22-6-3-1"].path == (
        "sakura-ko#add/22", "sakura-ko#add/22-6", "sakura-ko#add/22-6-3")


def test_korean_page_markers_and_ellipses_are_dropped(corpus):
    four_two = corpus.by_uid["sakura-ko#4-2"]
    assert four_two.title == "승패 판정"
    assert "…" not in four_two.text.replace("1) 어느 한 쪽 플레이어의 입장에서…", "")
    assert corpus.by_uid["sakura-ko#10-33"].title == "선택되지 않는다."  # `26p 10-33` (no dot)
    assert corpus.by_uid["sakura-ko#add/22-11"].title == "룰 상 효과의 추가"  # no space after number


def test_unnumbered_korean_heading_aligned_by_manifest(corpus):
    clause = corpus.by_uid["sakura-ko#5-5-1"]
    assert clause.title == "대미지의 해결"
    assert clause.text == "대미지가 발생한 경우, 5-8-3에 따라 그것을 해결한다."


def test_empty_body_heading(corpus):
    clause = corpus.by_uid["sakura-ja#10-45"]
    assert clause.title == "あなたのメインフェイズに〇〇してもよい"
    heading_only = corpus.by_uid["sakura-ja#5-8"]
    assert heading_only.text == ""


def test_parent_chains(corpus):
    assert corpus.by_uid["sakura-ja#5-8-3-1"].path == (
        "sakura-ja#§5", "sakura-ja#5-8", "sakura-ja#5-8-3")
    assert corpus.by_uid["histoy-ja#6.7.1"].path == ("histoy-ja#第6章", "histoy-ja#6.7")
    assert corpus.by_uid["magical-girl-ja#803.3a"].path == (
        "magical-girl-ja#800", "magical-girl-ja#803", "magical-girl-ja#803.3")
    assert corpus.by_uid["sakura-guide-ko#2.1.3"].path == (
        "sakura-guide-ko#2", "sakura-guide-ko#2.1")


def test_guide_steps_are_not_headings(corpus):
    guide = corpus.of_doc("sakura-guide-ko")
    assert [c.number for c in guide if "." not in c.number] == ["preamble", "1", "2", "3"]
    assert corpus.by_uid["sakura-guide-ko#2.1.3"].text.startswith("1. 턴 플레이어는 집중력을 1 얻는다.")


def test_wiki_commentary_slugs(corpus):
    block = corpus.by_uid["magical-girl-ja#804/wiki"]
    assert block.title == "バトル判定ステップ"
    assert block.path == ("magical-girl-ja#800", "magical-girl-ja#804")
    sub = corpus.by_uid["magical-girl-ja#804/wiki/攻撃目標を相手プレイヤーとしている場合の判定"]
    assert sub.text.startswith("オーブの数が0の場合、「攻撃を行っている怪異」の支配者は直ちにゲームに勝利する。")
    assert sub.parent == "magical-girl-ja#804/wiki"
    # the wiki's line break before a [[プレイヤー]] link is not a heading
    assert not any(c.number.endswith("/相手") for c in corpus.of_doc("magical-girl-ja"))
    assert "magical-girl-ja#802/wiki-2" in corpus.by_uid  # the wiki repeats this heading


def test_uids_are_unique_and_game_tagged(corpus):
    uids = [c.uid for c in corpus.clauses]
    assert len(uids) == len(set(uids))
    assert {c.game for c in corpus.of_doc("magical-girl-ja")} == {"magical-girl"}
    assert {c.lang for c in corpus.of_doc("sakura-guide-ko")} == {"ko"}
