"""魔法少女 battle-phase question families answered by the engine (--no-rulings): exact
verdicts and the deciding clause first, in ja/ko/en, plus near-misses that must abstain.
None of these texts is a dev-set question."""

from __future__ import annotations

import pytest

from judge.answer.service import ask

MG = "magical-girl-ja#"


def _mg(question):
    return ask(question, game="magical-girl", use_rulings=False, llm_model=False)


def _says(question, verdict, first):
    a = _mg(question)
    assert (a.verdict, a.verdict_source) == (verdict, "simulation"), a.missing
    assert a.citations[0].uid == MG + first


@pytest.mark.parametrize("question, verdict, first", [
    # 803.3a: only a recovered monster attacks
    ("リバースしている怪異は攻撃に参加できる？", "no", "803.3a"),
    ("레스트 상태의 괴이는 공격 선언을 할 수 있습니까?", "no", "803.3a"),
    ("Is a rested monster able to declare an attack?", "no", "803.3a"),
    ("Can I attack with a recovered monster?", "yes", "803.3a"),
    # 803.3b: a reversed opposing monster shields the player; rested ones do not
    ("상대에게 리버스 상태 괴이가 있으면 플레이어를 직접 공격할 수 있나요?", "no", "803.3b"),
    ("The opponent controls a reversed monster. Can I attack the opponent directly?", "no",
     "803.3b"),
    ("相手にレスト状態の怪異しかいない場合、相手プレイヤーを攻撃できますか？", "yes", "803.3b"),
    # 506.1: no battle phase on the game's first turn
    ("선공 첫 턴에 공격할 수 있나요?", "no", "506.1"),
])
def test_attack_legality(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    ("攻撃力2500の怪異が攻撃力2000のレスト状態の怪異を攻撃した。攻撃された怪異は破壊される？", "yes",
     "804.3"),
    ("When a 1500 ATK monster attacks a recovered 1500 ATK monster, is either destroyed?", "no",
     "804.3"),
    ("공격력 3000인 괴이가 방어력 2500인 리버스 상태의 괴이를 공격했습니다. 파괴됩니까?", "yes",
     "804.4"),
])
def test_battle_outcome(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question", [
    "攻撃力3000の怪異で攻撃力2000の怪異を攻撃しました。攻撃された怪異は破壊されますか？",
    "My 3000 ATK monster attacks a 2000 ATK monster. Is the target destroyed?",
])
def test_unstated_target_state_abstains(question):
    # rested/recovered: 804.3 compares ATK (destroyed); reversed: 804.4 compares DEF
    a = _mg(question)
    assert a.verdict is None
    assert a.missing[0] in ("攻撃目標の怪異の状態（リカバー/レスト/リバース）",
                            "the attacked monster's state (recovered, rested or reversed)")


@pytest.mark.parametrize("question, verdict, first", [
    ("相手のオーブが1つのとき、怪異で相手を攻撃した。相手のオーブは0になりますか？", "yes", "804.5"),
    ("The opponent has 3 orbs and my monster attacks them. Do they have 2 orbs left?", "yes",
     "804.5"),
    ("相手のオーブが1つのとき、怪異で相手を攻撃した。ゲームに勝利しますか？", "no", "804.5"),
    ("상대의 오브가 5개일 때 괴이로 상대 플레이어를 공격했습니다. 오브는 몇 개 더럽혀집니까?", "1",
     "804.5"),
    ("攻撃力0の怪異で相手プレイヤーを攻撃した場合、オーブを穢せますか？", "yes", "804.5"),
    ("If a monster with ATK 0 attacks the opposing player, can it corrupt an orb?", "yes", "804.5"),
    # 804.5 counts the orbs at the judgement, after the 803.6 window
    ("상대의 오브가 1개일 때 상대 플레이어에게 공격 선언하고, 그 뒤 상대의 오브가 효과로 0이 "
     "되었습니다. 승리합니까?", "yes", "804.5"),
    ("オーブが0のときに攻撃されました。攻撃宣言後の優先権でオーブを1つ増やせば負けずに済みますか？", "yes",
     "804.5"),
    ("I have 0 orbs and am attacked. If I add an orb in the priority after the declaration, do I "
     "avoid losing?", "yes", "804.5"),
])
def test_orbs(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    # 803.4a/803.5a: control change or lost stats end the battling status → 804.1
    ("攻撃している怪異のコントロールを相手が得ました。相手のオーブは穢されますか？", "no", "804.1"),
    ("The opponent gains control of my attacking monster. Is an orb corrupted?", "no", "804.1"),
    ("相手の攻撃されている怪異がバトル中に支配者が変わった場合、破壊されますか？", "no", "804.1"),
    ("공격하고 있는 괴이가 공격력과 방어력을 잃었습니다. 배틀 판정은 이루어집니까?", "no", "804.1"),
    ("The attacking monster loses its ATK. Can the attack continue?", "no", "804.1"),
    ("攻撃宣言の後、攻撃している怪異が除去されました。相手のオーブは穢されますか？", "no", "804.1"),
    # a target recovered after the declaration is compared by ATK (804.3)
    ("リバース状態の怪異に攻撃宣言した後、その怪異がリカバー状態になりました。防御力と比較しますか？",
     "no", "804.3"),
    ("I declared an attack on a reversed monster; it then became recovered. Is its DEF compared?",
     "no", "804.3"),
])
def test_mid_attack_events(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    ("리버스 상태의 괴이를 공격하면 방어력과 비교합니까?", "yes", "804.4"),
    ("When attacking a reversed monster, is the attacker's ATK compared with its DEF?", "yes",
     "804.4"),
    ("レスト状態の怪異を攻撃した場合、防御力と比較しますか？", "no", "804.3"),
    ("Is the DEF compared if the attacked monster is rested?", "no", "804.3"),
])
def test_compared_stat(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question, verdict, first", [
    ("攻撃を行った怪異はレスト状態になりますか？", "yes", "803.4"),
    ("공격한 괴이는 레스트 상태가 됩니까?", "yes", "803.4"),
    ("Does my monster become rested when it attacks?", "yes", "803.4"),
    ("攻撃した怪異はリバース状態になりますか？", "no", "803.4"),
])
def test_attacker_rests(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question, verdict", [
    ("1体の怪異は1ターンに何回攻撃できますか？", "1"),
    ("괴이는 한 번의 배틀 페이즈에 몇 번 공격할 수 있습니까?", "1"),
    ("How many times can one monster attack during a battle phase?", "1"),
    ("리커버 상태의 괴이가 두 체 있으면 몇 번 공격할 수 있습니까?", "2"),
    ("If I have two recovered monsters, how many attacks can I make?", "2"),
])
def test_attack_count(question, verdict):
    _says(question, verdict, "803.4")


@pytest.mark.parametrize("question, verdict, first", [
    ("バトル中にリカバー状態になった怪異は、もう一度攻撃できますか？", "yes", "805.5"),
    ("배틀 중에 리커버 상태가 된 괴이는 다시 공격할 수 있습니까?", "yes", "805.5"),
    ("A monster that became recovered during the battle: can it attack again?", "yes", "805.5"),
    ("An ability recovers a monster at the end of the battle phase. Can that monster attack "
     "again?", "no", "806"),
    ("After the battle, can the attacking monster attack again?", "no", "806"),
    ("「バトル終了時まで攻撃できない」効果を受けたリカバー状態の怪異は、そのバトルの後に攻撃できますか？",
     "yes", "805.5"),
])
def test_attack_again(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question, verdict", [
    ("「バトル終了時まで」の効果は、バトル終了時に誘発する能力の処理中にまだ適用されていますか？", "yes"),
    ("배틀 종료 시까지의 효과는 배틀 종료 시 유발 능력을 처리할 때 아직 적용됩니까?", "yes"),
    ("Is an until-end-of-battle effect still active during the battle end step's priority?",
     "yes"),
    ("「バトル終了時まで」の効果は次のバトルでもまだ適用されていますか？", "no"),
    ("Does an until end of battle effect still apply in the next battle?", "no"),
])
def test_until_end_of_battle(question, verdict):
    _says(question, verdict, "805.3a")


@pytest.mark.parametrize("question", [
    # an attack count with a monster that is not ready, or an ability that changes it
    "2体の怪異のうち1体がレスト状態のとき、何回攻撃できますか？",
    "A monster with an ability that lets it attack twice: how many times can it attack?",
    "How many times can a monster attack on the first turn?",
    # named cards / keywords with unknown text
    "「シャドウ」で攻撃した怪異はレスト状態になりますか？",
    "オーブが0のときに攻撃されました。カード「ミラクル」を使えば負けずに済みますか？",
    "Does the attacking monster become rested if it has Vigilance?",
    "相手のオーブが1つのとき、ブレイクを持つ怪異で相手を攻撃した。相手のオーブは0になりますか？",
    # whose orbs? "the opponent's" while I am the one attacked
    "相手のオーブが0のとき、攻撃されました。負けないですか？",
    # the compared stat with no state for the target, or 'which one' (a phrase answer)
    "攻撃力3000の怪異で攻撃した時、攻撃力同士を比較しますか？",
    "攻撃されている怪異がリバース状態になった場合、攻撃力と防御力のどちらを比較しますか？",
    # 'again' when the monster is also forbidden; 'win the battle' is not a game win
    "Can a monster that was recovered by an effect during the battle attack again if it is "
    "forbidden to attack?",
    "The attacking monster's controller changes. Does the attacker win the battle?",
    # an until-end-of-turn effect is not an until-end-of-battle one
    "Is an effect that lasts until end of turn still active at the end of battle?",
    # a monster losing its stats that is not said to be attacking
    "攻撃力と防御力を失った怪異で攻撃を続けられますか？",
])
def test_near_misses_abstain(question):
    a = _mg(question)
    assert a.verdict is None
    assert a.missing


@pytest.mark.parametrize("question, verdict, first", [
    # 805.1 happens even when 804.1 skips the judgement
    ("攻撃している怪異がバトル判定の前に除去された場合でも、「バトル終了時」の能力は誘発しますか？", "yes",
     "805.1"),
    ("공격하고 있는 괴이가 배틀 판정 전에 제거되어도 '배틀 종료 시' 능력은 유발합니까?", "yes", "805.1"),
    ("If the attacking monster is removed before the battle judgement, does an \"at the end of "
     "battle\" ability still trigger?", "yes", "805.1"),
    # 506.1: no battle phase on the first turn, so no 802.1
    ("ゲームの最初のターンに「バトルフェイズ開始時」の能力は誘発しますか？", "no", "506.1"),
    ("Does an ability that triggers at the start of the battle phase trigger on the first turn of "
     "the game?", "no", "506.1"),
    # 804.5: the game is won before 805
    ("相手のオーブが0のとき相手プレイヤーを攻撃した。「バトル終了時」の能力は誘発しますか？", "no", "804.5"),
])
def test_triggers(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question", [
    "「バトル終了時」の能力は誘発しますか？",  # the opponent's orbs decide whether 805 comes
    # "how often does it trigger" is answered in words ("once per battle"), not a number
    "「バトル終了時」に誘発する能力は、2回攻撃したバトルフェイズでは何回誘発しますか？",
    "An ability triggers at the end of battle. How many times does it trigger in a battle phase "
    "where I attacked twice?",
    "攻撃力3000の怪異で攻撃力1000の怪異を攻撃した。攻撃された怪異の「バトル終了時」の能力は誘発しますか？",
    "A monster with an \"at the end of battle\" ability is destroyed in the battle. Does its "
    "ability trigger?",
    "「バトル終了時」に1ターンに1回誘発する能力は、2回攻撃したバトルフェイズでは何回誘発しますか？",
    "The opponent has 2 orbs. Two of my recovered monsters attack the player. How many orbs are "
    "left?",
    "攻撃宣言の後、攻撃している怪異がリカバーされた。攻撃した怪異はレスト状態になりますか？",
])
def test_trigger_and_count_near_misses_abstain(question):
    a = _mg(question)
    assert a.verdict is None
    assert a.missing


@pytest.mark.parametrize("question, verdict, first", [
    # 803.3b is checked at the choice: a monster reversed before it shields the player…
    ("攻撃宣言の前に相手が自分の怪異をリバース状態にしました。相手プレイヤーを攻撃できますか？", "no",
     "803.3b"),
    ("Before I declare an attack, the opponent switches one of their monsters to reverse. Can I "
     "attack the opponent directly?", "no", "803.3b"),
    # … one reversed after it does not redirect the declared attack
    ("상대 플레이어에게 공격 선언한 뒤 상대가 자신의 괴이를 리버스 상태로 했습니다. 공격 목표가 바뀝니까?",
     "no", "803.3b"),
    ("After I declare an attack on the opponent, they switch one of their monsters to reverse. "
     "Does the attack target change?", "no", "803.3b"),
    ("相手のオーブが3つのとき、相手プレイヤーへの攻撃宣言の後、相手が自分の怪異をリバース状態にしました。"
     "オーブは穢されますか？", "yes", "804.5"),
    # the attacked monster gone: the battle ends (804.1), the player is not attacked instead
    ("攻撃目標の怪異がバトル判定前に効果で破壊されました。攻撃は相手プレイヤーに向かいますか？", "no",
     "804.1"),
    ("The monster I attacked is destroyed by an effect before judgement. Does the attack go to "
     "the opponent instead?", "no", "804.1"),
    # a corrupted orb stays corrupted when the attacker leaves afterwards
    ("배틀 판정 뒤의 우선권 처리에서 공격한 괴이를 파괴했습니다. 더럽혀진 오브는 돌아옵니까?", "no",
     "804.5"),
    ("After the battle judgement I destroy the attacking monster. Is the corrupted orb restored?",
     "no", "804.5"),
])
def test_switch_redirect_restore(question, verdict, first):
    _says(question, verdict, first)


def test_reversal_without_its_timing_abstains():
    a = _mg("相手が自分の怪異をリバース状態にしました。相手プレイヤーを攻撃できますか？")
    assert a.verdict is None and a.missing


@pytest.mark.parametrize("question, verdict", [
    ("「バトル終了時」に誘発する能力は、2回攻撃したバトルフェイズでは何回誘発しますか？", "2"),
    ("「バトルフェイズ終了時」の能力は、2回攻撃したバトルフェイズでは何回誘発しますか？", "1"),
    ("「攻撃宣言ステップ開始時」の能力は、2体の怪異で攻撃したバトルフェイズで何回誘発しますか？", "2"),
])
def test_trigger_counts_are_played(question, verdict, monkeypatch):
    # the engine counts them (once per battle / phase / declaration step); only stating the
    # bare number is switched off
    from judge.answer.extract import magical_girl_battle

    monkeypatch.setattr(magical_girl_battle, "ALLOW_TRIGGER_COUNT", True)
    a = _mg(question)
    assert a.verdict == verdict


@pytest.mark.parametrize("question, verdict, first", [
    ("Can my reversed monster be attacked?", "yes", "803.3b"),
    ("Can a rested monster be chosen as the attack target?", "yes", "803.3b"),
    ("Can a monster attack twice?", "no", "806"),
    ("同じ怪異で2回攻撃できますか？", "no", "806"),
    ("相手のオーブが0のとき、怪異で相手の怪異を攻撃した。勝利しますか？", "no", "804.3"),
])
def test_red_team_readings(question, verdict, first):
    _says(question, verdict, first)


@pytest.mark.parametrize("question", [
    "相手のオーブが3つのとき、怪異で2回攻撃した。相手のオーブはいくつになりますか？",
    "このターンに登場した怪異で攻撃できますか？",
    "Can I attack with a monster during my opponent's turn?",
    "相手の怪異で攻撃できますか？",
    "Can I declare an attack in the main phase?",
    "Can I attack a card?",
    "Does the attacked monster become rested?",
    "相手の魔法少女を攻撃できますか？",
    "怪異が1体もいない場合、攻撃できますか？",
    "バトルフェイズ開始時にリカバー状態になった怪異は攻撃できますか？",
])
def test_red_team_near_misses_abstain(question):
    a = _mg(question)
    assert a.verdict is None
    assert a.missing


def test_attacked_player_counts_their_own_orbs():
    _says("I have 3 orbs. My opponent's monster attacks me. How many orbs do I have left?", "2",
          "804.5")


@pytest.mark.parametrize("question", [
    # the attacker asks about their own orbs: not the side the attack corrupts
    "相手のオーブが2つのとき、怪異で相手プレイヤーを攻撃しました。自分のオーブは何個になりますか？",
    "相手の怪異に攻撃されました。自分のオーブが3つのとき、オーブはいくつになりますか？",
])
def test_whose_orbs_near_misses_abstain(question):
    a = _mg(question)
    assert a.verdict is None and a.missing


def test_the_attacked_monster_is_not_the_attacked_player():
    # "攻撃された怪異" names the target; the questioner is still the attacker
    _says("攻撃力2500の怪異が攻撃力2000のレスト状態の怪異を攻撃した。攻撃された怪異は破壊される？", "yes",
          "804.3")


@pytest.mark.parametrize("question, verdict, first", [
    ("リバース状態の怪異で攻撃してもいいですか？", "no", "803.3a"),
    ("Are reversed monsters allowed to attack?", "no", "803.3a"),
    ("Does attacking a player with 0 orbs win the game?", "yes", "804.5"),
    ("Does attacking a player with 1 orb left win the game?", "no", "804.5"),
    # an English premise after the ask ("… if the attacked monster leaves the battlefield?")
    ("Does the battle judgement happen if the attacked monster leaves the battlefield?", "no",
     "804.1"),
    # a monster that left the battlefield is not destroyed; the asked clause names the attacker
    ("攻撃されている怪異が戦場を離れた場合、攻撃している怪異は破壊されますか？", "no", "804.1"),
])
def test_paraphrase_readings(question, verdict, first):
    _says(question, verdict, first)


def test_win_with_the_opponent_before_the_verb_abstains():
    # "相手を攻撃したら勝ち": whose win is asked is not read safely
    a = _mg("オーブが0の相手を攻撃したら勝ちですか？")
    assert a.verdict is None


def test_a_condition_inside_the_asked_sentence_is_a_premise():
    # removing the attacker before the judgement: 804.1, no 804.5 win
    _says("オーブが0のときに攻撃された。攻撃している怪異をバトル判定の前に除去すれば負けずに済みますか？",
          "yes", "804.1")


@pytest.mark.parametrize("question", [
    # the attacker's ATK is compared under 804.4 too (against DEF): "is ATK compared?" is unclear
    "リバース状態の怪異を攻撃した場合、攻撃力と比較しますか？",
    "攻撃力3000の怪異で攻撃した時、攻撃力同士を比較しますか？",
])
def test_atk_compared_under_804_4_abstains(question):
    assert _mg(question).verdict is None


def test_atk_compared_with_atk_under_804_3():
    _says("When attacking a recovered monster, are the ATK values compared?", "yes", "804.3")


@pytest.mark.parametrize("question, verdict, first", [
    ("공격하고 있는 괴이의 컨트롤을 상대가 얻으면 배틀 판정은 이루어집니까?", "no", "804.1"),
    ("'배틀 종료 시까지 공격력 +1000' 효과는 다음 배틀에서도 적용됩니까?", "no", "805.3a"),
    ("오브가 0개일 때 공격받았습니다. 배틀 판정 전에 공격하고 있는 괴이를 제거하면 지지 않나요?", "yes",
     "804.1"),
    ("레스트 상태의 괴이를 공격하면 공격력끼리 비교합니까?", "yes", "804.3"),
])
def test_korean_wordings(question, verdict, first):
    _says(question, verdict, first)


def test_judgement_asked_with_nothing_placed_abstains():
    # something stopped the judgement in the asker's mind, but the reader placed nothing
    assert _mg("Is there a battle judgement?").verdict is None


@pytest.mark.parametrize("question", [
    # an event the premise tells but no pattern places: never answered as if nothing happened
    "攻撃力3000の怪異で攻撃した。自分の別の怪異が手札に戻された。オーブは穢されますか？",
    "My attacking monster was bounced. Is an orb corrupted?",
])
def test_unplaced_events_abstain(question):
    a = _mg(question)
    assert a.verdict is None and a.missing


def test_english_verb_first_event():
    _says("I have no orbs and am attacked. If I remove the attacking monster before the battle "
          "judgement, do I lose?", "no", "804.1")
