"""Sakura Arms questions → positions: zone counts, whose turn, basic actions, attacks, damage.

Reads counts of 間合/オーラ/ライフ/フレア/ダスト/集中力 (any alias in terms.toml), the asked basic
action or attack card (range X-Y, damage A/L, "outside its range"), and the question kind; then
writes probe scenarios in the Sakura DSL (docs/dsl-sakura.md) that keep the stated values and
vary the unstated ones.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import (
    Finding,
    Probe,
    Reading,
    megami,
    register_extractor,
    sakura_attack,
    sakura_both_zero,
    sakura_cards,
    sakura_effects,
    sakura_effects_play,
    sakura_enhance,
    sakura_full_power,
    sakura_ifdo,
    sakura_laceration,
    sakura_modify,
    sakura_move,
    sakura_nothing,
    sakura_specials,
    sakura_terminal,
    sakura_turn,
    values,
)
from judge.answer.extract.common import (
    BOUNDARY,
    DECK_BUILDING,
    DENIED_LIST,
    IF_ALLOWED,
    NAME_UNKNOWN,
    OPPONENT,
    UNHIDEABLE_CARD,
    LexiconReader,
    blank_quotes,
    number_near,
    owner_before,
    quoted_names,
    winner_answer,
)
from judge.answer.extract.kinds import (
    asked_change,
    asked_part,
    confirms_negation,
    negative_question,
    question_kind,
)
from judge.answer.extract.letters import persons, turn_letter
from judge.answer.extract.sakura_attack import wording as attack_wording
from judge.answer.extract.words import say
from judge.answer.lang import normalize
from judge.answer.numbers import DAMAGE, NUMBER, read_range, value
from judge.engine.runner import RunResult

GAME = "sakura"
TOTAL = 36
"""Sakura crystals in play (4-1): 10 distance + 2×3 aura + 2×10 life."""
BOARD_ZONES = {"間合": "distance", "ダスト": "dust"}
SIDE_ZONES = {"オーラ": "aura", "ライフ": "life", "フレア": "flare", "集中力": "focus"}
BASIC = ("前進", "後退", "纏い", "宿し", "離脱")
AGAIN_BASIC = re.compile(r"(もう一度|もう1回|もう一回|再度|再び|다시|한\s?번\s?더|\bagain\b)")
TIMES = re.compile(r"[^。.?？!]{0,12}?((?P<n>[23２３二三두세])\s?(回|번|度)(?!目|째)"
                   r"|\b(?P<w>twice|two times|three times|[23] times)\b)")
"""A basic action said to be done two or three times (「離脱を2回」, "Withdraw twice")."""
DUST_SOME = re.compile(r"ダスト>?\s?(に|には)[^。？?]{0,4}(桜花結晶|結晶)(が|は)?[^。？?]{0,6}"
                       r"(ある|あり|残)"
                       r"|더스트>?\s?에\s?(는\s?)?(벚꽃\s?결정|결정)(이|은)?\s?[^.?]{0,6}있"
                       r"|\b(sakura|tokens?|crystals?)\b[^.?]{0,12}\bin (the |my )?(dust|shadow)\b"
                       r"|\b(dust|shadow) (is not|isn't) empty\b")
"""The Dust said to hold crystals, their number unsaid (9-6-3/9-6-5 can take one)."""
BASE: dict[str, int] = {"distance": 6, "A.aura": 3, "B.aura": 3, "A.life": 10, "B.life": 10}
"""The default board for values the question does not state."""
PERTURB: tuple[tuple[str, int], ...] = (
    ("distance", 2), ("distance", 10), ("A.aura", 0), ("A.aura", 5), ("B.aura", 0), ("B.aura", 5),
    ("B.life", 1), ("A.life", 1),
)
"""One unstated value changed at a time: a verdict must not depend on any of them."""
RANGE_PROBES = {
    "out": ((3, 4, 6), (3, 4, 1), (1, 2, 5)),
    "in": ((3, 4, 3), (3, 4, 4), (1, 2, 2)),
}
"""(low, high, distance) triples for "outside / inside its range" without numbers."""
UNSTATED_DAMAGE = ("3/2",)
"""Damages tried besides the default 2/1 when the question does not give the attack's."""

ATTACK_CARD = re.compile(
    r"(《攻撃》|攻撃カード|攻撃札|攻撃を(行|す)|攻撃する|공격\s?카드|공격을\s?(하|사용|행)|공격하"
    r"|attack card|\battack with\b|\bplay an attack\b|\bmake an attack\b"
    r"|\battack (him|her|them)\b)")
HIT_ME = re.compile(r"(攻撃》?を受け|ダメージを受け|공격》?을\s?받|데미지를\s?받|대미지를\s?받|"
                    r"攻撃》?を[、,][^。?？]{0,24}(で|に|とき)受け|(受ける|受けた)側(は|の)|"
                    r"받는\s?쪽(은|의|이)|"
                    r"(?<!自分の)(?<!自分の《)(?<!私の)(?<!私の《)《?攻撃》?が(当た|命中)|"
                    r"공격》?(을|에)\s?(맞았|맞고|맞으면|맞은)|"
                    r"\b(i|we) (take|am hit|get hit|got hit|was hit|receive|am taking|'m taking)"
                    r"|\b(i'm|i am|we're|we are) (hit|struck)\b|\battacks? me\b|\bhits me\b"
                    r"|\bswings? (a|an) [\d/-]+ (attack )?at me\b"
                    r"|\b"
                    r"(i|we|i'm|i am|we're|we are) (have|had|at|on) [^.?]{0,30}\b(and|then) "
                    r"(get|got|am|was) (hit|struck"
                    r"|attacked)\b"
                    r"|\b(a|the) player\b[^.?]{0,30}\b(is|gets|was|got) (hit|struck|attacked)\b)")
"""The asker is hit; "a player with 2 Life is hit by …" puts the asker in that player's place."""
OUT_OF_RANGE = attack_wording.OUT_OF_RANGE
IN_RANGE = re.compile(r"(適正距離(内|に入って(いる|います))|적정\s?거리\s?(안|내)|"
                      r"(within|inside|in) (its|the|the card's)? ?range)")
COST_BOUND = {"毒"}
"""Keywords whose own card text says how the card may be paid (a poison card's text, which the
rules do not give: the guide's 2.3.2 example only shows it cannot be turned face down)."""
TAKE_LIFE = re.compile(r"(ライフで受け|ライフに受け|라이프로\s?받|ライフへのダメージ(で|として)受け"
                       r"|라이프\s?(대미지|데미지)로\s?받|\bas (a )?life damage\b"
                       r"|라이프\s?(대미지|데미지)를\s?(골라|선택)"
                       r"|(on|to|with) (my |their )?life(?!\s*(of|at|=)?\s*\d)"
                       r"|\bchoose (the |my )?life( side)?\b|\bthe life side\b)")
DAMAGE_RESTATED = re.compile(r"\b(the (\d+|one|two|three|four|five)( damage)?"
                             r"|(\d+|one|two|three|four|five) damage) (on|to|into) "
                             r"(my |your |their |the )?(aura|life)\b", re.IGNORECASE)
"""A damage amount said again with its zone ("take the 3 on my Aura"): not a count there."""
DISTANCE_BY = re.compile(r"(?:間合|간격)(?:を|을)\s?(\d+)\s?(?:つ|칸|만큼)?\s?"
                         r"(?:広げ|狭め|縮め|離し|詰め|넓히|넓혀|좁히|좁혀|늘리|줄이)"
                         r"|\b(?:widen|increase|raise|push|shrink|reduce|lower|close) the distance "
                         r"by (\d+)", re.IGNORECASE)
"""A change of the Distance by N, not the Distance itself."""
INSTEAD_OF = re.compile(r"\binstead of\b[^.?,]*|(の代わりに|ではなく|대신에?)", re.IGNORECASE)
"""The side not chosen: "take it on my Aura instead of 1 on Life"."""
TAKE_AURA = re.compile(r"(オーラで受け|オーラに受け|오라로\s?받|オーラへのダメージ(で|として)受け"
                       r"|오라\s?(대미지|데미지)로\s?받|\bas (an? )?aura damage\b"
                       r"|오라\s?(대미지|데미지)를\s?(골라|선택)"
                       r"|(on|to|with) (my |their )?aura(?!\s*(of|at|=)?\s*\d)"
                       r"|\bchoose (the |my )?aura( side)?\b|\bthe aura side\b)")
OPP_TURN = re.compile(r"(相手の(ターン|手番)|상대(의)?\s?턴|opponent'?s turn|their turn)")
FULL = re.compile(r"(全力行動|전력\s?행동|(full[- ]power|throughout)\s*(\([^)]{0,20}\)\s*)?action)")
START_PHASE = re.compile(r"(開始フェイズ|개시 페이즈|시작 페이즈|start phase|beginning phase)")
PLAYED_NAME = re.compile(r"\b(?:plays?|played|playing|uses?|used|using|reacts? with|react with"
                         r"|reacted with|casts?)\s+(?:(?:a|an|the|my|their|his|her)\s+)?"
                         r"(?P<name>(?:[A-Z][a-z'’-]+)(?:\s+[A-Z][a-z'’-]+)+)")
"""Two or more capitalised words after a play verb (raw English text): a card's name."""
HAND_COUNT = re.compile(r"手札(は|が)[^。、,]{0,8}?(\d+|一|二|三)\s?枚"
                        r"|손패(는|가)\s?[^.,]{0,8}?(\d+|한|두|세)\s?장"
                        r"|\b(\d+|one|two|three|a single) (normal |regular )?cards? in (my )?"
                        r"hand\b",
                        re.I)
"""A hand count said with a card type between (「手札は通常札1枚」, "one normal card in hand")."""
UNKNOWN_DAMAGE = re.compile(r"(?<![+＋A-Za-z0-9])([XＸY？?]\s*/\s*[\d\-]+(?![A-Za-z0-9])"
                            r"|\d+\s*/\s*[XＸY？?](?![A-Za-z0-9]))", re.I)
"""A damage with a letter for a value the question does not give ("X/3")."""
KATAKANA_RUN = re.compile(r"[ァ-ヺー]{4,}")
COMMON_KATAKANA = {
    "サブタイプ", "カードタイプ", "ブロッカー", "コントロール", "テキスト", "キーワード",
    "バラバラ", "プレイヤー", "ダメージ", "フェイズ", "タイミング", "ルール", "リソース",
    "トークン", "マリガン", "シャッフル", "チェック", "オーバー", "マイナス", "プラス",
    "アナザー", "メガミ", "ゲーム", "エラッタ", "スタート", "メイン", "エンド", "ステップ",
    "コスト", "カウント", "ボーナス", "ペナルティ", "オプション", "パターン", "ケース",
    "ターン", "カード", "ドロー", "デッキ", "ライブラリ", "ゾーン", "エリア", "スペース",
    "ジャッジ", "トーナメント", "テーブル", "ポジション", "シチュエーション", "ストップ"}
"""Katakana words of ordinary rules talk; any other unknown katakana run names a card."""
HIT_SAID = re.compile(r"(当た(り|っ|る)|命中|ヒット|적중|맞(았|으면|는다면|힌)|\bhits?\b"
                      r"|\bhit (for|with)\b|\bconnects?\b|\blands?\b|\bsucceeds?\b|成功|성공)")
"""The attack is said to hit: the range check passed, whatever the distance."""
HIT_ME_FIRST = re.compile(r"((自分|私)(が|は)[^。?]*(攻撃》?|ダメージ)を受け|내가[^.?]*받|"
                          r"\b(i|we) (take|am hit|get hit|got hit|was hit|receive|am taking"
                          r"|'m taking)"
                          r"|\b"
                          r"(i|we|i'm|i am|we're|we are) (have|had|at|on) [^.?]{0,30}\b(and|then) "
                          r"(get|got|am|was) (hit"
                          r"|struck|attacked)\b"
                          r"|\b(i'm|i am|we're|we are) (hit|struck)\b|\battacks? me\b"
                          r"|\bhits me\b)")
OPP_ATTACKS = re.compile(r"(相手(の|が)[^。?、]{0,12}攻撃|상대(의|가)?\s?[^.?,]{0,12}공격"
                         r"|opponent'?s?\s(?:(?!\b(my|i|after|from|by|with)\b)[^.?,]){0,20}attack"
                         r"|\bthe opponent (attacks|hits)"
                         r"|\b(my )?opponent (swings|strikes|attacks|hits) (me|a|an|with)\b)")
THIS_ATTACK = re.compile(r"(この|その|이|그)\s?《?(攻撃|공격)》?\s?(で|으로|로)"
                         r"|\b(to|by|from|in) (this|that) attack\b")
"""「相手はこの《攻撃》で敗北するか」: the attack named again, with no owner of its own."""
ATTACK_WORD = re.compile(r"(攻撃|공격|\battack|\b(a|an|the|this|that) [\d/-]+ (hit|strike)\b"
                         r"|\bswings? (a|an) \d+/[\d-]+\b)")
CURRENT_DISTANCE_MOD = re.compile(r"(現在の間合を\s?[+-]?\d+\s?(減ら|増や|縮め|広げ)"
                                  r"|현재\s?간격을\s?[+-]?\d+\s?(줄|늘)"
                                  r"|\b(reduces?|increases?|lowers?|raises?|decreases?) the "
                                  r"current distance\b)", re.IGNORECASE)
"""A modifier of the current Distance (5-2-1), not a move of its tokens."""
HALVED = re.compile(r"(半分に|半減|절반(으로|이)|\bhalv(e|es|ed|ing)\b"
                    r"|\b(cuts?|reduces?) [^.?]{0,20}\bin half\b)", re.IGNORECASE)
"""A damage halved by an effect: 5-6 ⅳ rounds as that effect's own text says (not probed)."""
HIT_BY_DAMAGE = re.compile(r"\b(got |get |was |been |am )?hit (me )?(by|with) an? [-\d]+/[-\d]+"
                           r"|[-\d]+/[-\d]+[」』'\"]?\s?(の攻撃|の?ダメージ)?を(受け|食らっ|くらっ)"
                           r"|[-\d]+/[-\d]+[」』'\"]?\s?(의\s?)?(대미지|데미지)를\s?(받|입)"
                           r"|\b(i|we|and) (take|took|get|got|am|was|receive|received|suffer"
                           r"|suffered) (dealt )?(an? |the )?[-\d]+/[-\d]+ damage\b"
                           r"|\b(i|we) (take|took|receive|received|suffer|suffered|am taking)"
                           r" (an? |the )?[-\d]+/[-\d]+(?![-\d/])", re.IGNORECASE)
"""Hit by a damage pair ("got hit by a 3/1"): an attack made on the asker, its range met."""
NO_HAND = re.compile(r"(手札(が|は|も)?(ない|無い|なし|無し|0枚|なく|ありません)"
                     r"|手札(が|は|も)?\s?(1|一)枚も(ない|無い|なく|ありません)"
                     r"|손패(가|는|도)?\s?(없|0장|(한|1)\s?장도\s?(없|안\s?남))"
                     r"|(no|zero|0) cards? in (my )?hand|\bno hand\b"
                     r"|(my )?hand is empty|empty hand)")
FACEDOWN_COST = re.compile(r"(伏せ札に(し|する)|伏せ札として|伏せて|덮음패로|덮어"
                           r"|\b(turn|turns|turning|turned|put|puts|putting|place|placing|flip"
                           r"|flipping|paid|pay|paying)\b[^.?]{0,40}face[- ]?down"
                           r"|\bas (a |the )?face[- ]?down\b)")
"""A card turned face down to pay (9-6 ⅱ); not a count of face-down cards ("3 face-down
cards")."""
FOCUS_COST = re.compile(r"(集中力を\s?(1\s?)?(払|支払|使)(って|い|う)"
                        r"|집중력(을|을\s?1|\s?1\s?(을|개를))?\s?(지불|소비|소모|내고|내서|써서)"
                        r"|\bpa(y|ys|ying|id) (1 |one )?(vigor|focus)\b|\bspend(s|ing)? (1 |one )?"
                        r"(vigor|focus)\b)")
"""The basic action's cost said to be paid with focus (9-6 ⅱ)."""
SPECIAL_CARD = re.compile(r"(切札|비장패|\bspecial( card)?\b)")
HOSTING = re.compile(r"\S{1,8}(を|は)\s?宿して(い|お)|宿している(プレイヤー|メガミ|側|方)"
                     r"|\S{1,8}(를|을)\s?깃들(이고|인|여)\s?(있|상태)")
"""「カムヰを宿しています」: a メガミ the player plays (2-1), not the basic action 宿し."""
USED_COUNT = re.compile(r"(使用したカード|使用枚数|使用した枚数|使ったカードの枚数|사용한\s?카드"
                        r"|사용\s?장수|cards? used|number of cards (you |i )?used"
                        r"|count as (a )?(card )?use|counts? as a card (i|you) used)")
PAY_BY_CARD = re.compile(r"(伏せ|덮|face[- ]?down|手札(を|から)|손패(를|에서)"
                         r"|\bfrom (my |the )?hand\b|\bhand card\b|\bdiscard)", re.IGNORECASE)
"""The asked sentence pays the basic action with a hand card (so the hand holds one)."""
_NOT_A_TRIGGER = r"(?:(?!\b(triggers?|whenever|when|each time|every time|after|if)\b)[^.?]){0,40}"
"""(not "an effect that triggers when I take a basic action": the action is the player's)"""
EFFECT_BASIC = re.compile(
    r"((効果|テキスト)[^。？?]{0,24}基本動作\s*《?(前進|後退|纏い|宿し|離脱)》?\s*を"
    r"|基本動作\s*《?(前進|後退|纏い|宿し|離脱)》?\s*を行う[』」]"
    r"|基本動作\s*《?(前進|後退|纏い|宿し|離脱)》?\s*(か|または)\s*《?(前進|後退|纏い|宿し|離脱)》?\s*を"
    r"|(効果|テキスト)[^。？?]{0,24}[「『]基本動作を?\s*(1回|一回|１回|ひとつ|1つ)?\s*行う"
    r"|効果(で|により|によって)基本動作を(行え(る|ます)|行う|行い|行っ|する|でき)"
    r"|효과(로|으로|에\s?의해)\s?기본\s?동작(을|를)?\s?(할\s?수\s?있|하게|수행)"
    r"|효과[^.?]{0,24}기본\s?동작\s*[《「]?(전진|후퇴|휘감기|품기|이탈)"
    r"|효과[^.?]{0,24}['‘\"「]기본\s?동작(을|를)?\s?(1회|한\s?번|하나)?\s?(한다|하기|수행)"
    r"|\b(effect|text)\b" + _NOT_A_TRIGGER + r"\b(perform|do|take|make)s? (the |a )?basic action"
    r"|\b(says|reads|said|read)\b[^.?]{0,4}['\"“‘]\s?(perform|do|take|make)s? (the |a |one )?"
    r"basic action"
    r"|\b(tells|told|lets|makes|made|has|had) (me|you|us|them|him|her) (to )?['\"“‘]?\s?"
    r"(perform|do|take|make) (the |a |one |an extra )?basic action"
    r"|\b(effect|text)\b" + _NOT_A_TRIGGER + r"\b(perform|do|take|make)s? (an? )?"
    r"(advance|retreat|recover|focus|withdraw|charge|wrap)\b)")
"""A basic action a card's effect performs (9-6 ⅰ-A, ⅱ: no cost is paid)."""
CHOICE_BASIC = re.compile(r"(》\s*か\s*《|[》」]\s*(또는|이나|나|혹은|아니면)\s*[《「]|\bor\b"
                          r"|(前進|後退|纏い|宿し|離脱)》?\s*(か|または|もしくは)\s*《?(前進|後退|纏い|宿し|離脱)"
                          r"|(전진|후퇴|휘감기|품기|이탈)(이나|나|또는|혹은|이거나|\s또는)\s?"
                          r"(전진|후퇴|휘감기|품기|이탈))")
QUOTE_GLOSS = re.compile(r"(?<=['\"”’」』])\s*[(（][\u3040-\u30ff\u4e00-\u9fff・ー]{1,40}[)）]")
"""A parenthesised gloss right after a quote: the quoted text again, in another language."""
MAIN_PHASE = re.compile(r"(メインフェイズ|메인\s?페이즈|\bmain phase\b)", re.IGNORECASE)
RESHUFFLE_WORD = re.compile(r"(再構成|재구성|reshuffl)", re.IGNORECASE)
EFFECT_WORD = re.compile(r"(効果|효과|\beffects?\b)", re.IGNORECASE)
COST_ASKED = re.compile(
    r"((支払|払)わ(なければ|ねば|なくては|ないと|なきゃ)(なら|いけ|だめ|ダメ)|(支払|払)う必要|コスト(を|は|が)[^。？?]{0,8}"
    r"(必要|かかる|かかり|払う|支払う)|伏せ札にし(なければ|なくては)"
    r"|(지불|비용)[^.?？]{0,10}(해야|내야|필요|들어|드나요|드는)|집중력을\s?(내야|써야|소모해야)"
    r"|\b(have|need|has|needs) to pay\b|\bmust (i|you|we|they|he|she|the player) pay\b"
    r"|\b(is|are) (a|the|any|its) (cost|costs) (paid|required|needed|due)\b"
    r"|\b(does|do) (it|that|this) cost\b)", re.IGNORECASE)
"""A question whether a cost must be paid (9-6 ⅱ), asked positively."""
OFFER_JOIN = re.compile(r"[\s》」』'\"]*(か|または|もしくは|또는|이나|나|혹은|이거나|아니면|or)"
                        r"[\s《「『'\"]*", re.IGNORECASE)
"""What joins the basic actions an effect offers: 「《前進》か《離脱》」, "Advance or Withdraw"."""
RESHUFFLE_BY_EFFECT = re.compile(r"((効果|효과)[^。.?？!！]*(再構成|재구성)"
                                 r"|(再構成|재구성)[^。.?？!！]*(効果|효과)"
                                 r"|\beffect\b[^.?!]{0,30}\breshuffl"
                                 r"|\breshuffl\w*\b[^.?!]{0,24}\b(by|from|due to|because of|through"
                                 r"|via) (an? |the |its |a card'?s? |my |their )?(card )?effect)")
VALUE_CHANGED = re.compile(r"[^。.?？]{0,14}(\d+|[一二三四五六七八九十])\s?"
                           r"(に(し|な|変|され)|へ(と)?(変|な|移)|(으)?로\s?(만들|되|바뀌|바꾸|늘|줄)|가\s?되|이\s?되)"
                           r"|\s?(?:\w+\s){0,4}?(to|becomes|became|is now|went to|goes to) \d+\b",
                           re.IGNORECASE)
"""A value said to become another ("間合を1離して5にした", "pushes the Distance out to 5")."""
BY_AN_EFFECT = re.compile(r"(効果|対応|효과|대응|\beffects?\b|\breact)", re.IGNORECASE)
"""A change made by a card's effect or a reaction (a basic action's own change is played)."""


def _sentence_before(text: str, at: int) -> str:
    """The sentence that holds position `at`, up to it."""
    start = max((m.end() for m in re.finditer(r"[。.?？!！]", text[:at])), default=0)
    return text[start:at]


NO_EFFECT = re.compile(r"((特別な|特殊な|その他の|他の|カードの)?効果(は|も)?(何も|特に|一切)?"
                       r"(ない|なし|無し|ありません|関係(ない|なく|ありません|しない|しません|せず)"
                       r"|絡(まない|まず|んでいない|んでいません))"
                       r"|(특별한\s?|다른\s?|카드\s?)?효과(는|도)?\s?(전혀\s?|아무\s?)?(없|관계\s?없|상관\s?없)"
                       r"|\bno (special |other |card )?effects?\b"
                       r"|\bno card'?s? effects?\b)", re.IGNORECASE)
"""「特別な効果はない」 / "No special effects apply": a denial, not an effect that reshuffles."""
TIMES_Q = re.compile(r"(何回|何度|몇\s?번|\bhow many times\b|\bhow often\b"
                     r"|\bhow many (\w+ )?(advances|retreats|breakaways|withdraws|withdrawals"
                     r"|recovers|charges|basic actions|actions|uses)\b)", re.IGNORECASE)
"""A count of actions ("how many times can I advance?"), not the value of a zone."""
ZONE_DAMAGE_Q = re.compile(r"\b(life|aura) damage\b|\bdamage (to|on) (my |your |the |their )?"
                           r"(life|aura)\b", re.IGNORECASE)
"""The zone a damage question names ("any Life damage", "damage to my Aura")."""
DAMAGE_Q = re.compile(r"(ダメージを受け(る|ます)か|(데미지|대미지)를\s?받(나요|습니까|는가)"
                      r"|ダメージ(は|が)(入|通)(り(ます|ません)?か|る(か|の|[？?]))"
                      r"|(데미지|대미지)(가|는)\s?(들어가|들어오|통하)(나요|ㅂ니까|는가|니)"
                      r"|\b(does|will|would) (the |its |that )?damage (go through|get through|land)"
                      r"|\b(do|does|would) (i|we|they|he|she|the player) (take|suffer)"
                      r" [^?]*damage)")
NO_DAMAGE_Q = re.compile(r"(\b(take|suffer|receive)s? no damage\b"
                         r"|\bnot (take|suffer|receive) any damage\b"
                         r"|\bno damage at all\b|(一切|全く|まったく)ダメージを受けない"
                         r"|ダメージを(一切|全く|まったく)受けない|(전혀|하나도)\s?(대미지|데미지)를\s?받지\s?않"
                         r"|(대미지|데미지)를\s?(전혀|하나도)\s?받지\s?않)")
"""A damage question asked the other way round: "do I take no damage at all?"."""
SPILL = (r"\b(spill|spills|go|goes|carry|carries|overflow|overflows) (over )?(somehow )?"
         r"(on|onto|into|to) (my|his|her|their|your|the) (life|aura)\b")
SPILL_Q = re.compile(SPILL + r"|(ライフ|オーラ)(に|へ)[^。?？]{0,10}(来る|来ます|回って|回る|流れ"
                     r"|溢れ"
                     r"|はみ出|行く|行きます)|(라이프|오라)(로|에)[^.?]{0,10}(들어오|넘어오|넘어가"
                     r"|들어가|흘러)", re.IGNORECASE)
"""Damage asked to reach a zone ("does the shortfall spill over onto my Life?")."""
ZONE_DOWN_Q = re.compile(r"(ライフ|オーラ|라이프|오라)(は|が|가|는|이|도)?\s?"
                         r"(減(り|る)|줄(어|었|까|나|습))"
                         r"|\b(reduce|lower|touch|hurt|hit|damage|cost) (my|his|her|their|your|the"
                         r" defender's|the opponent's) (life|aura)\b"
                         r"|\b(life|aura) (go(es)? down|drops?|decreases?)\b"
                         r"|\b(life|aura)\b[^?.]{0,6}\b(go down|drop|decrease)\b", re.I)
"""「ライフは減りますか」 "does my Life go down?": damage to that zone, asked yes/no."""
STANDARD = re.compile(r"(標準行動|표준\s?행동|standard action)")
DAMAGE_AMOUNT_Q = re.compile(r"(何ダメージ|何点のダメージ|ダメージは(いくつ|何)"
                             r"|몇\s?(데미지|대미지)|(데미지|대미지)는\s?몇"
                             r"|how much damage|how many damage)")
ZONE_TAKEN_Q = re.compile(
    r"\bhow much (life|aura) damage (do|does|will|would|did) \w+( \w+)? (take|suffer|receive)\b"
    r"|\bhow much damage (do|does|will|would|did) \w+( \w+)? (take|suffer|receive)"
    r" (on|to|in) (my |his |her |their |your |the )?(life|aura)\b"
    r"|(ライフ|オーラ)に\s?(何|いくつ)\s?(点の)?ダメージ(を受け|が入)"
    r"|(ライフ|オーラ)への?ダメージ(は|を)?\s?(何点|いくつ)[^。?？]{0,4}受け"
    r"|(라이프|오라)(에|로)?\s?(대미지|데미지)를?\s?(얼마나|몇)", re.IGNORECASE)
"""Damage taken in a named zone, asked ("how much damage do I take to Life?"): that zone's
loss, a value the probes read (5-8-3)."""
CARD_WORD = re.compile(r"(カード|札|카드|\bcard\b)")
OTHER_COUNTED = re.compile(r"(結晶|결정|\btokens?\b|\bcrystals?\b|カード|札|카드|패"
                           r"|\bcards?\b|枚|장)")
"""Things a how-much question may count that are not a zone (on a card, in a pile)."""


PLAYER_WORDS = ((re.compile(r"\benchantment(s?)\b"), r"enhancement\1"),)
"""Players' words for a rules term the readers know by its English-edition name ("an
Enchantment with 2 crystals": 付与, 6-4-1-4)."""


def canonical(text: str) -> str:
    """Normalized `text` with players' words replaced by the English edition's terms."""
    for pattern, term in PLAYER_WORDS:
        text = pattern.sub(term, text)
    return text


class SakuraExtractor(LexiconReader):
    """The Sakura Arms extractor (registered as "sakura")."""

    game = GAME

    # -- reading ------------------------------------------------------------------------------
    def read(self, question: str, lang: str) -> Reading:
        """Facts, asked actions, kind and what is missing, from the question text alone."""
        plain = canonical(normalize(question))
        text = persons(plain, lang)  # "A's turn. A: Life 1": the asker and the opponent
        reading = self._read_text(question, text, lang)
        if text != plain:
            reading.lettered = turn_letter(plain)
        return reading

    def _read_text(self, question: str, text: str, lang: str) -> Reading:
        reading = self._read_known(question, text, lang)
        if NAME_UNKNOWN.search(text) and say("unnamed card", lang) not in reading.missing:
            reading.missing.append(say("unnamed card", lang))  # its subtype, its use: unknown
        building = DECK_BUILDING.search(text)
        if building and not sakura_specials.UNPICKED.search(text):
            # 3-2's 7 normal + 3 special cards: the probes start from a board, not a deck list
            reading.missing.append(say("keyword", lang, building.group(0)))
        return reading

    def _read_known(self, question: str, text: str, lang: str) -> Reading:
        family = self._family(text, lang)
        unknown = UNKNOWN_DAMAGE.search(text)
        if family is None:
            reading = self._read(question, text, lang)  # its own unmodelled-term check
            mod = sakura_modify.RANGE_MOD.search(text)
            if mod and not any(m.key in ("距離拡大", "距離縮小")
                               for m in self.lexicon.find(text, GAME)):
                # "Range+ (close 1)" in words the term table lacks: a range modifier (10-4)
                reading.missing.append(say("keyword", lang, mod.group("op").strip()))
            if unknown:  # 「X/3（Xの値は分からない）」: a damage left as a letter
                reading.missing.append(say("keyword", lang, unknown.group(0)))
            return reading
        if unknown:
            family.missing.append(say("keyword", lang, unknown.group(0)))
        for m in self.lexicon.find(text, GAME):
            # 決死, 境地…: a goddess's keyword, defined on her cards, not in these rules — a
            # family reading that carries its numbers would take the condition as met
            if m.key in megami.KEYWORDS and say("keyword", lang, m.key) not in family.missing:
                family.missing.append(say("keyword", lang, m.key))
        return family

    def _family(self, text: str, lang: str) -> Reading | None:
        """The reading of the first family that claims the question, or None."""
        if sakura_specials.claims(text):  # 「他の切札が全て使用済」 and the like (10-20)
            specials = sakura_specials.read(text, lang)
            if specials is not None:
                return specials
        if sakura_laceration.claims(text):  # シスイ/アキナ additional rules (sakura-ko add/21-22)
            return sakura_laceration.read(self.lexicon, text, lang)
        if sakura_both_zero.claims(text):  # both Lives at 0 at once: a draw (4-2 1, 6-3)
            both = sakura_both_zero.read(text, lang)
            if both is not None:
                return both
        if sakura_ifdo.claims(text):  # 「そうした場合」: B only if A applied completely (10-40)
            ifdo = sakura_ifdo.read(self.lexicon, text, lang)
            if ifdo is not None:
                return ifdo
        if sakura_modify.claims(text):  # an attack's modified damage or range (10-3, 10-4)
            modified = sakura_modify.read(text, lang)
            if modified is not None:
                return modified
        if sakura_enhance.claims(text):  # 【展開時】/【破棄時】/【展開中】 resolving (9-2-3, 9-5)
            enhance = sakura_enhance.read(text, lang)
            if enhance is not None:
                return enhance
        if sakura_full_power.claims(text):  # 全力化: active only in a 全力行動's use (9-1-2)
            full = sakura_full_power.read(text, lang)
            if full is not None:
                return full
        if sakura_effects.claims(text):  # attacks / card uses by effects, use limits (10-5, 9-2)
            effects = sakura_effects.read(self.lexicon, text, lang)
            if effects is not None:
                return effects
        if sakura_turn.claims(text):  # start / end of a turn (§8): its own family
            turn = sakura_turn.read(self.lexicon, text, lang)
            if turn is not None:
                return turn
        return None

    def _read(self, question: str, text: str, lang: str) -> Reading:
        reading = Reading(GAME, lang, question_kind(text), text=text)
        modified = DISTANCE_MODIFIED.search(text)
        if modified and not MODIFIER_WORD.search(_sentence_before(text, modified.start())
                                                 + modified.group(0)):
            modified = None  # 「《前進》を行い、現在の間合を1下げた」: the action's own move
        if modified and not re.search(r"(\bno\b|\bnot\b|\bnothing\b|n't|ない|なし|ません|없|않)",
                                      text[max(0, modified.start() - 16):modified.end() + 12],
                                      re.IGNORECASE):
            # 5-2-1: the current Distance is the token count after an effect's calculation; the
            # probes play the tokens alone (a modifier of the current Distance is not placed)
            reading.missing.append({"ja": "現在の間合を修正する効果（5-2-1: 盤面に置けない）",
                                    "ko": "현재 간격을 수정하는 효과(5-2-1: 판면에 놓을 수 없음)",
                                    "en": "the effect that modifies the current Distance (5-2-1; "
                                          "the probes cannot place it)"}[lang])
        forced_zone = reading.kind == "other" and bool(
            attack_wording.MUST_TAKE.search(asked_part(text))
            and attack_wording.TAKE_ON_ZONE.search(text))
        if forced_zone:
            reading.kind = "can"  # 「ライフで受けることになりますか」: a forced zone (5-8-3-2)
        if DAMAGE_AMOUNT_Q.search(text) and not ZONE_TAKEN_Q.search(asked_part(text)):
            reading.kind = "other"  # "how much damage?" is not a zone count: not read
        elif USED_COUNT.search(text) and reading.kind != "value":
            reading.kind = "counts-used"
        elif DAMAGE_Q.search(text) and not forced_zone:
            # "do I take no damage at all?": the same play, the answer the other way round
            reading.kind = "damaged-none" if NO_DAMAGE_Q.search(text) else "damaged"
            zone_damage = ZONE_DAMAGE_Q.search(asked_part(text))
            if zone_damage:  # "do I take any Life damage?": that zone only
                reading.target = "aura" if re.search(r"(オーラ|오라|aura)", zone_damage.group(0),
                                                     re.I) else "life"
        elif (zone := ZONE_DOWN_Q.search(text) or SPILL_Q.search(asked_part(text))) \
                and reading.kind == "other" and not (
                SPILL_Q.search(zone.group(0)) and confirms_negation(text)):
            # "does the shortfall spill onto my Life?" (not "…I can't take it on Aura and the 3
            # goes to my Life, right?": two claims)
            reading.kind = "damaged"  # 「この攻撃で私のライフは減りますか」: that zone only
            reading.target = "aura" if re.search(r"(オーラ|오라|aura)", zone.group(0), re.I) \
                else "life"
        elif reading.kind == "other" and (nothing := sakura_nothing.read(text)):
            # "so a -/2 attack does nothing to me, right?": asked as "no damage taken?" (5-8-3-2);
            # a negated claim confirmed is played as its positive (the service flips it back)
            flips = confirms_negation(text) or negative_question(text) == "flip"
            reading.kind = "damaged" if flips else "damaged-none"
            reading.target = nothing[1]
        mentions = self.lexicon.find(text, GAME)
        masked: list[tuple[int, int]] = []
        masked += [m.span() for m in DAMAGE_RESTATED.finditer(text)]  # "the 3 on my Aura"
        masked += [m.span() for m in INSTEAD_OF.finditer(text)]  # "instead of 1 on Life"
        masked += [m.span(1 if m.group(1) else 2)  # 「間合を1広げたい」: a change, not the Distance
                   for m in DISTANCE_BY.finditer(text)]
        rng = read_range(text)
        dmg = DAMAGE.search(text)
        if rng:
            masked.append(rng[1])
        if dmg:
            masked.append(dmg.span())
        masked += sakura_attack.masked_spans(text)  # "オーラへのダメージが6" is not a count
        masked += sakura_move.masked_spans(text)  # 「フレアへ3つ移動」: a moved count
        zones = [m for m in mentions if m.key in BOARD_ZONES or m.key in SIDE_ZONES]
        last_owner, last_end = "A", 0
        changed: list[str] = []
        for i, mention in enumerate(zones):
            later = zones[i + 1] if i + 1 < len(zones) else None
            if later is not None and later.key == mention.key and re.fullmatch(
                    r"\s*[(（]\s*", text[mention.end:later.start]):
                continue  # "the Shadow (dust) has 0": the alias in parentheses carries it
            # "the Dust is empty" right after the term wins over a number from before it
            n = _full_or_empty(text, mention, zones)
            if n is None:
                n = number_near(text, mention, zones, lang, masked)
            if n is None:
                continue
            if mention.key in BOARD_ZONES:
                key = BOARD_ZONES[mention.key]
            else:
                # "相手のオーラが2、ライフが5": an owner carries over within a sentence
                inherit = last_owner if not BOUNDARY.search(text[last_end:mention.start]) else "A"
                owner = owner_before(text, mention.start, lang, inherit)
                last_owner, last_end = owner, mention.end
                key = f"{owner}.{SIDE_ZONES[mention.key]}"
            if key in reading.facts and reading.facts[key] != n and VALUE_CHANGED.match(
                    text, mention.end) and key not in changed and BY_AN_EFFECT.search(
                    _sentence_before(text, mention.start)):
                changed.append(key)  # 「その効果で間合を1離して5にした」: an effect's change
            reading.facts.setdefault(key, n)
            reading.evidence.append(f"{mention.name} {n}")
        changed_note = ""
        if changed:
            from judge.answer.simulate import describe_missing

            names = describe_missing(changed, lang)
            changed_note = {
                "ja": "途中で変わった値の扱い（" + "・".join(names) + "：変化の前後がある）",
                "ko": "도중에 바뀐 값(" + ", ".join(names) + ": 변화 전후가 적혀 있음)",
                "en": "which value holds when (" + ", ".join(names) + " is told before and "
                      "after a change)"}[lang]
            reading.missing.append(changed_note)
        if NO_HAND.search(text):
            reading.facts["A.hand"] = 0
        if OPP_TURN.search(text):
            reading.facts["turn"] = "B"
            reading.evidence.append("opponent's turn")
        if FULL.search(text):
            reading.facts["mode"] = "full"
        elif STANDARD.search(text):
            reading.facts["mode"] = "standard"
        if START_PHASE.search(text):
            reading.missing.append(say("start", lang))
        modified = CURRENT_DISTANCE_MOD.search(text)
        if modified:  # 5-2-1: the current Distance is the tokens plus modifiers (not probed)
            reading.missing.append(say("keyword", lang, modified.group(0)))
        halved = HALVED.search(text)
        if halved:  # 5-6 ⅳ: rounding up or down is the halving effect's own text
            reading.missing.append(say("keyword", lang, halved.group(0)))
        self._read_actions(text, mentions, rng, dmg, reading)
        theirs = OPP_BASIC.search(text)
        if theirs and any(a.get("kind") == "basic" for a in reading.actions):
            # 「相手が《前進》したら」: the probes play the asker's basic action (9-6)
            reading.missing.append(say("keyword", lang, theirs.group(0)))
        terminal = sakura_terminal.read(text, mentions, reading)  # 終端 (9-2)
        attack_terms = sakura_attack.refine(text, reading)  # keywords, reactions (9-4, 10-x)
        if changed_note and any(a.get("move") for a in reading.actions):
            reading.missing.remove(changed_note)  # 「対応で間合が5になりました」: played (9-4 ⅲ)
        self._read_target(text, mentions, reading, lang)
        move = next((a for a in reading.actions if a.get("name") == "move"), None)
        asked_move = sakura_move.target(move, asked_part(text)) if move else None
        if asked_move:  # "how many actually move?": the destination's gain
            reading.target, reading.facts["change"] = asked_move
        mine = list(reading.actions)
        cards: set[str] = set()
        if not any(sakura_attack.owns(a) for a in reading.actions) and not terminal:
            cards = sakura_cards.read(text, mentions, reading)  # 切札/全力/付与 card uses
        if any(not any(a is m for m in mine) for a in reading.actions):
            attack_terms = set()  # the card family took the question: its terms only
        self._unmodelled(mentions, reading, cards | attack_terms | terminal)
        unhideable = UNHIDEABLE_CARD.search(text)
        if unhideable:  # 「このカードは伏せ札にできない」: the card's own text, not on the probe
            reading.missing.append(say("keyword", lang, unhideable.group(0).strip("「」\"'")))
        opening = _opening_focus(text)
        if opening is not None and "A.focus" not in reading.facts and any(
                a.get("kind") == "basic" for a in reading.actions):
            reading.facts["A.focus"] = opening  # 4-1 ⅵ; 8-1-3 skips the first turn's gain
            reading.evidence.append(f"Vigor {opening} on the asker's first turn (4-1 ⅵ)")
        if reading.facts.get("A.hand") == 0 and "A.focus" not in reading.facts and any(
                a.get("kind") == "basic" and not a.get("cost") and not a.get("by_effect")
                for a in reading.actions):
            # no hand card to put face down: the basic action's cost is the focus, unsaid (9-6 ⅱ)
            reading.missing.append({"ja": "集中力", "ko": "집중력",
                                    "en": "the Vigor (focus)"}[lang])
        if reading.facts.get("A.focus") == 0 and "A.hand" not in reading.facts and \
                not PAY_BY_CARD.search(asked_part(text)):
            for a in reading.actions:
                if a.get("kind") == "basic" and not a.get("by_effect") and not a.get("generic"):
                    a["hand_unsaid"] = True  # Vigor 0: a hand card pays (9-6 ⅱ), if there is one
        for act in reading.actions:
            if act.get("kind") == "attack" and "range" in act and "distance" not in reading.facts \
                    and not {"relation", "move", "react", "cancel"} & set(act) \
                    and reading.kind != "can" \
                    and not (HIT_ME.search(text) or HIT_SAID.search(text)):
                # 9-2-1: out of range the use is not made (the card goes back): what the
                # attack did hangs on the distance the question leaves out
                reading.missing.append({"ja": "間合", "ko": "간격", "en": "the distance"}[lang])
                break
        known = self.lexicon.names
        if lang == "en":
            for m in PLAYED_NAME.finditer(question):
                name = m.group("name")
                if name.casefold() not in known and not any(
                        name.casefold() in n or n in name.casefold() for n in known if len(n) > 3):
                    # "My opponent plays Crimson Zero": a card by its name, its text unknown
                    reading.missing.append(say("card", lang, name))
        for word in KATAKANA_RUN.findall(text):
            if word not in COMMON_KATAKANA and not any(word in n or n in word for n in known) \
                    and say("card", lang, word) not in reading.missing:
                # 「クリムゾンゼロって対応できる？」: an unquoted card name (its text decides)
                reading.missing.append(say("card", lang, word))
        for name in quoted_names(text, known):
            if any(a.get("by_effect") for a in reading.actions) and EFFECT_BASIC.search(
                    f"{name}」"):
                continue  # 『基本動作《前進》を行う』: the effect's text, read above
            if name not in BASIC and not sakura_attack.rules_phrase(name):
                reading.missing.append(say("card", lang, name))
        _count_options(text, reading)
        return reading

    def _unmodelled(self, mentions: list[Any], reading: Reading,
                    extra: set[str] | None = None) -> None:
        """Subtypes and keywords (対応, 不可避, 設置…) the reader does not put on a card: the
        answer may hinge on them, so no verdict — unless the card is only paid as a cost."""
        paid_only = bool(reading.actions) and all(a.get("cost") in ("card", "special")
                                                  for a in reading.actions)
        modelled = {"全力"} if any(a.get("subtype") == "full" for a in reading.actions) else set()
        modelled |= set(SIDE_ZONES) | set(BOARD_ZONES) | {"適正距離"} | (extra or set())
        for m in mentions:
            if m.key in modelled or _plain_word(reading.text, m):
                continue
            if m.key == "達人の間合" and MASTER_DEFAULT.match(reading.text[m.end:]):
                continue  # 「達人の間合は２のまま」: the rules value (2) the engine uses
            # 達人の間合 3, 畏縮, 手札の上限…: a value the probes would silently keep at default
            if m.term.kind in ("subtype", "keyword", "value") and (
                    not paid_only or m.key in COST_BOUND):
                what = say("keyword", reading.lang, m.key)
                if what not in reading.missing:
                    reading.missing.append(what)
            elif m.term.kind in ("subtype", "keyword", "value"):
                # not simulated: the probe's card has no such keyword (H1); say it is assumed
                note = (f"assumed: 「{m.key}」 does not matter when the card is only paid as a "
                        "cost (9-6-1); the probe's card does not carry it")
                if note not in reading.evidence:
                    reading.evidence.append(note)

    def _read_actions(self, text: str, mentions: list[Any], rng: Any, dmg: Any,
                      reading: Reading) -> None:
        card_cost = bool(FACEDOWN_COST.search(text))
        for m in mentions:
            if m.key == "宿し" and HOSTING.search(text[max(0, m.start - 12):m.end + 8]):
                continue  # 「カムヰを宿しています」: who the player plays, not the basic action
            if m.key in BASIC and not any(a.get("name") == m.key for a in reading.actions):
                reading.actions.append({"kind": "basic", "name": m.key})
                reading.evidence.append(f"basic action {m.key}")
                times = TIMES.match(text, m.end)
                again = AGAIN_BASIC.search(asked_part(text)) or (
                    reading.kind == "value" and AGAIN_BASIC.search(text))  # told, then counted
                if not times and again and sum(1 for o in mentions if o.key == m.key) >= 2:
                    # 「離脱を行い…もう一度「離脱」を行えますか」: the told one, then the asked one
                    reading.actions[-1]["times"] = 2
                elif times:  # 「離脱を2回行いました」, "Withdraw twice": each one is played
                    raw = (times.group("n") or times.group("w") or "").strip()
                    reading.actions[-1]["times"] = 3 if raw[:1] in "3３三세t" and \
                        raw != "twice" and raw != "two times" else 2
        if not reading.actions and card_cost and any(m.key == "基本動作" for m in mentions):
            # "a basic action" in general, paid with a card: any action that can move (前進)
            reading.actions.append({"kind": "basic", "name": "前進", "generic": True})
            reading.evidence.append("a basic action (any)")
        elif not reading.actions and any(m.key == "基本動作" for m in mentions) and \
                reading.facts.get("A.focus") == 0 and reading.facts.get("A.hand") == 0:
            # 集中力 0 and no hand card: no basic action's cost can be paid (9-6 ⅱ), whichever
            reading.actions.append({"kind": "basic", "name": "前進", "generic": True})
            reading.evidence.append("a basic action (any): its cost cannot be paid")
        by_effect = EFFECT_BASIC.search(text)
        if by_effect and CHOICE_BASIC.search(text):
            # 「《前進》か《離脱》を行う」効果 (9-6 ⅰ-A): the player picks one of the offered,
            # even one that moves nothing; the one picked must be said
            offer = _offered_choice(text, mentions)
            if offer is None:
                reading.missing.append(say("keyword", reading.lang, by_effect.group(0)[-24:]))
                return
            reading.actions[:] = [{"kind": "basic", "name": offer[1], "by_effect": True,
                                   "options": offer[0]}]
            reading.evidence.append(f"an effect offers {' / '.join(offer[0])}; "
                                    f"{offer[1]} is chosen (9-6 ⅰ-A)")
            return
        if by_effect and len(reading.actions) == 1:
            # 「効果で基本動作《後退》を行う」: 9-6 ⅱ — no cost; ⅰ-A — the named one is chosen
            reading.actions[0]["by_effect"] = True
            reading.evidence.append("a basic action a card's effect performs (9-6 ⅱ: no cost)")
            if reading.kind == "other" and COST_ASKED.search(asked_part(text)):
                # 「集中力を支払わなければならないのではないか」: whether the play pays a cost
                reading.kind = "judged"
                reading.actions[0]["asks"] = "cost"
            return
        for basic in reading.actions:
            if basic.get("times") and (card_cost or len(reading.actions) > 1):
                reading.missing.append(say("keyword", reading.lang, "×" + str(basic["times"])))
            elif basic.get("times") and "A.focus" not in reading.facts:
                hand = reading.facts.get("A.hand")
                said = HAND_COUNT.search(text)
                if hand is None and said:  # 「手札は通常札1枚」: the count after a card type
                    hand = value(NUMBER.search(said.group(0)))  # type: ignore[arg-type]
                if reading.target in ("A.focus", "A.hand") or (
                        isinstance(hand, int) and hand < basic["times"]):
                    # a hand given too small to pay every one: the unstated Vigor decides (9-6)
                    reading.missing.append({"ja": "集中力", "ko": "집중력",
                                            "en": "the Vigor (focus)"}[reading.lang])
                reading.facts["A.focus"] = basic["times"]  # each one paid (the usual default)
                reading.evidence.append(f"assumed: Vigor {basic['times']} pays every "
                                        f"{basic['name']}")
            elif basic.get("times") and reading.facts["A.focus"] < basic["times"] and \
                    not FOCUS_COST.search(text):
                reading.missing.append({"ja": "コストの支払い方", "ko": "비용 지불 방법",
                                        "en": "how each cost is paid"}[reading.lang])
            source = REPEAT_SOURCE.get(basic.get("name", ""))
            if basic.get("times") and source and reading.kind != "can" and \
                    source[0] not in reading.facts and not (
                        source[0] == "dust" and DUST_SOME.search(text)):
                # 9-6 ⅰ-B: "Advance twice" with the Distance unsaid — at 3 only one is possible,
                # at 2 none; the probes play it only where both are, so the count decides
                reading.missing.append(source[1][reading.lang])
            if DUST_SOME.search(text):
                basic["dust_some"] = True  # 「ダストに桜花結晶がある」: not empty, count unsaid
            if card_cost:
                basic["cost"] = "special" if SPECIAL_CARD.search(text) else "card"
            elif FOCUS_COST.search(text):
                basic["cost"] = "focus"  # 「集中力を払って」: the way of paying is said
        moved = sakura_move.read(text) if not reading.actions and reading.kind == "value" \
            else None  # "can it move 3?" asks about the effect's text, not what moves
        if moved is not None:  # 「効果でダストからオーラへ3つ移動」: 10-1, as many as can (5-10)
            reading.actions.append({"kind": "effect", "name": "move", **moved})
            reading.evidence.append(f"an effect moves {moved['n']}: {moved['src']} → "
                                    f"{moved['dst']}")
            return
        if RESHUFFLE_BY_EFFECT.search(blank_quotes(NO_EFFECT.sub(" ", text))):
            reading.actions.append({"kind": "effect", "name": "reshuffle"})
            reading.evidence.append("reshuffle by a card effect")
            return
        if reading.kind == "can" and not reading.actions and MAIN_PHASE.search(text) and \
                RESHUFFLE_WORD.search(asked_part(text)) and not EFFECT_WORD.search(
                    NO_EFFECT.sub(" ", text)):
            # 「メインフェイズに自分で再構成できる？」: only the start phase offers it (8-1-3 ⅲ);
            # the main phase's choices are 8-2-2's
            reading.actions.append({"kind": "reshuffle"})
            reading.evidence.append("a reshuffle chosen by the player in the main phase")
            return
        attack = bool(ATTACK_CARD.search(text) or sakura_cards.ATTACK_USE.search(text)
                      or (rng and dmg) or (dmg and HIT_BY_DAMAGE.search(text))
                      or ((dmg or HIT_ME.search(text)) and ATTACK_WORD.search(text)))
        if not attack:
            return
        act: dict[str, Any] = {"kind": "attack"}
        if rng:
            act["range"] = rng[0]
        if dmg:
            act["damage"] = f"{dmg.group(1)}/{dmg.group(2)}"
        if OUT_OF_RANGE.search(text):
            act["relation"] = "out"
        elif IN_RANGE.search(text):
            act["relation"] = "in"
        # 「両方のダメージを受ける」: a keyword's name, not a hit on me (nor its gloss after a
        # quote: "'take both damages' (両方のダメージを受ける)")
        plain = blank_quotes(QUOTE_GLOSS.sub(lambda m: " " * len(m.group(0)), text))
        hit = HIT_ME.search(plain)
        if HIT_ME_FIRST.search(plain) or OPP_ATTACKS.search(THIS_ATTACK.sub(" ", plain)) or (
                hit and not OPPONENT.search(plain[:hit.start()])):
            act["attacker"] = "B"  # "攻撃を受けた" with no one else named: the asker is hit
        chosen = INSTEAD_OF.sub(" ", text)  # "on my Aura instead of 1 on Life": the Aura
        if "-" in (sakura_attack.worded_damage(text) or ""):  # "3 to Aura, '-' to Life": told
            chosen = sakura_attack.ZONE_DAMAGE.sub(" ", chosen)
        asked_take = asked_part(chosen)
        if TAKE_LIFE.search(asked_take) or TAKE_AURA.search(asked_take):
            chosen = asked_take  # (not a quoted claim told first: "Opponent: 'take it on Life'")
        if TAKE_LIFE.search(chosen):
            act["take"] = "life"
        elif TAKE_AURA.search(chosen):
            act["take"] = "aura"
            zones = [k for k in reading.facts if k.startswith(("A.", "B."))]
            if not any(k.endswith(".aura") for k in zones) and IF_ALLOWED.search(chosen):
                # "I take it on Aura whenever I'm allowed to": with the Aura unstated, whether
                # 5-8-3-2 allows it is open, and so is where the damage goes
                reading.missing.append(say("start value", reading.lang, "オーラ"))
            elif reading.kind == "can" and zones and not any(k.endswith(".aura")
                                                             for k in zones):
                # 5-8-3-2: the Aura side may be chosen only if the Aura holds the damage — a
                # position given in numbers without the Aura leaves that open (who is attacked
                # is settled later, so an Aura given for neither player is what is missing)
                reading.missing.append(say("start value", reading.lang, "オーラ"))
        if any(m.key == "全力" and m.term.kind == "subtype" for m in mentions):
            act["subtype"] = "full"  # a 《全力》 attack card (8-2-2)
        if reading.kind in ("damaged", "damaged-none") and "take" in act \
                and (SPILL_Q.search(asked_part(text)) or sakura_nothing.read(text)):
            # "does the shortfall spill onto my Life?", "someone says I must take it on Life, so
            # nothing happens?": the zone is asked or claimed, not a choice told; 5-8-3-2
            # decides where the damage goes
            del act["take"]
        reading.actions.append(act)
        reading.evidence.append("attack " + " ".join(f"{k}={v}" for k, v in act.items()
                                                     if k != "kind"))

    def _read_target(self, text: str, mentions: list[Any], reading: Reading, lang: str) -> None:
        if reading.kind != "value":
            return
        from judge.answer.extract.kinds import VALUE

        q = VALUE.search(text) or values.MULTI_VALUE.search(text)
        zones = [m for m in mentions if m.key in SIDE_ZONES or m.key in BOARD_ZONES]
        if not zones or q is None:
            return
        # The zone the question sentence names ("How much LIFE … left?"), not the nearest
        # zone of the sentence before it ("… has 2 aura. How much life …").
        start = max(text.rfind(ch, 0, q.start()) for ch in "。.？?！!") + 1
        ends = [i for i in (text.find(ch, q.end()) for ch in "。？?！!") if i >= 0]
        same = [m for m in zones if start <= m.start < (min(ends) if ends else len(text))]
        if not same and OTHER_COUNTED.search(text[start:min(ends) if ends else len(text)]):
            return  # "How many tokens end up on it?": counts a thing that is no zone named
        if not same and TIMES_Q.search(text[start:min(ends) if ends else len(text)]):
            return  # "how many times can I advance?": a count of actions, not a zone's value
        if not same and re.search(r"(ダメージ|대미지|데미지|damage)",
                                  text[start:min(ends) if ends else len(text)], re.I):
            return  # 「一閃のダメージはいくつですか」: an attack's damage, not a zone named before
        after = [m for m in same if m.start >= q.end()]
        if after and re.match(r"how (low|high|far|close|small|large|big)\b", q.group(0), re.I):
            same = after  # "…paying Vigor, how low can I bring the Distance?": the one it names
        sentence = text[start:min(ends) if ends else len(text)]
        change = asked_change(sentence)
        run = values.listed(text, same) if values.asks_values(sentence) and not change \
            and not MOVED_FROM.search(sentence) else []
        if run:  # "What are my Aura and Life afterwards?": each value, in the order asked
            self._read_targets(text, run, reading, lang)
            return
        if not same and len({m.key for m in zones}) >= 2 and re.search(
                r"(\b(left|remain(s|ing)?)\b|残(り|って|る)|남(아|은|나|는))", sentence, re.I):
            # "I'm at 1 Aura and 4 Life. What's left afterwards?": the asking sentence names no
            # value, and two were told — which one (or all) is asked is not said
            reading.missing.append(say("keyword", lang, sentence.strip(" ?？。.")[:40]))
            return
        near = min(same or zones, key=lambda m: abs(m.start - q.start()))
        if near.key in BOARD_ZONES:
            reading.target = BOARD_ZONES[near.key]
        else:
            reading.target = f"{_owner_of(text, near, reading, lang, '')}.{SIDE_ZONES[near.key]}"
        if change is None and MOVED_FROM.search(sentence) and "." in reading.target:
            # 「オーラから何個の桜花結晶がダストへ送られますか」: the count moved out of the zone
            # named with から is its loss; of the zone it goes to, that one's gain
            change = "loss" if re.match(r"\s*(から|에서)", text[near.end:]) else "gain"
        if change and "." in reading.target:
            # "ライフはいくつ減りますか / how much Life do I lose": the change, whatever the start
            reading.facts["change"] = change
            reading.evidence.append(f"asks the {change} of {reading.target}")
        elif reading.target not in reading.facts and reading.target != "dust":
            # "how much is X after…" needs X before: an unstated start value is an assumption
            reading.missing.append(say("start value", lang, near.name))

    def _read_targets(self, text: str, run: list[Any], reading: Reading, lang: str) -> None:
        """The listed zones' targets; a later zone keeps the owner of the one before it
        ("the opponent's Aura and Life") unless its joining words name another."""
        owner = ""
        for i, m in enumerate(run):
            if m.key in BOARD_ZONES:
                reading.targets.append(BOARD_ZONES[m.key])
            else:
                said = values.owner_between(text, run[i - 1].end, m.start) if i else ""
                owner = said or owner or _owner_of(text, m, reading, lang, "")
                reading.targets.append(f"{owner}.{SIDE_ZONES[m.key]}")
            if reading.targets[-1] not in reading.facts and reading.targets[-1] != "dust":
                reading.missing.append(say("start value", lang, m.name))
        reading.target = reading.targets[0]
        reading.evidence.append("asks " + ", ".join(reading.targets))

    # -- probes -------------------------------------------------------------------------------
    def probes(self, reading: Reading) -> list[Probe]:
        """Probe scenarios: per asked action, the stated facts with each variant of the rest."""
        if sakura_laceration.owns(reading):
            from judge.answer.extract import sakura_laceration_play

            return sakura_laceration_play.probes(reading)
        if sakura_modify.owns(reading):
            return sakura_modify.probes(reading)
        if sakura_ifdo.owns(reading):
            return sakura_ifdo.probes(reading)
        if sakura_both_zero.owns(reading):
            return sakura_both_zero.probes(reading)
        if sakura_specials.owns(reading):
            return sakura_specials.probes(reading)
        if sakura_enhance.owns(reading):
            return sakura_enhance.probes(reading)
        if sakura_full_power.owns(reading):
            return sakura_full_power.probes(reading)
        if sakura_effects.owns(reading):
            return sakura_effects_play.probes(reading)
        if sakura_turn.owns(reading):
            return sakura_turn.probes(reading)
        out: list[Probe] = []
        for i, act in enumerate(reading.actions):
            if sakura_attack.owns(act):
                out += sakura_attack.probes(self, reading, i, act)
                continue
            if act["kind"] == "card":
                out += [Probe(*p) for p in sakura_cards.probes(reading, act, i, BASE, PERTURB)]
                continue
            variants = self._variants(act, reading.facts, reading.kind != "can")
            if act.get("subtype") == "full" and "mode" not in reading.facts:
                # a 《全力》 card: standard or full-power action decides (8-2-2)
                variants = [{**v, "mode": m} for m in ("standard", "full") for v in variants[:1]]
            for variant in variants:
                assumed = {k: v for k, v in variant.items() if k not in reading.facts}
                board = {**variant, **reading.facts}
                for script, extra in self._scripts(act, board, reading):
                    text = self._dsl(board, act, script, frozenset(reading.facts))
                    if text is not None:
                        out.append(Probe(text, {**assumed, **extra}, i))
        return out

    def _variants(self, act: dict[str, Any], stated: dict[str, Any],
                  presupposes_hit: bool = True) -> list[dict[str, Any]]:
        if act.get("generic") or (act["kind"] == "effect" and act.get("name") != "move"):
            return [dict(BASE)]  # "some basic action" / an effect: the board is not the question
        perturbed = [dict(BASE)] + [{**BASE, k: v} for k, v in PERTURB if k not in stated]
        if act.get("hand_unsaid"):
            perturbed.append({**BASE, "A.hand": 0})  # no card to put face down either
        if act["kind"] == "basic" and act.get("name") in ("纏い", "離脱") and \
                "dust" not in stated and not act.get("dust_some"):
            perturbed.append({**BASE, "dust": 0})  # 9-6-3, 9-6-5 take from the Dust (9-6 ⅲ)
        if act["kind"] == "attack":
            return self._attack_variants(act, stated, perturbed, presupposes_hit)
        return perturbed

    def _attack_variants(self, act: dict[str, Any], stated: dict[str, Any],
                         perturbed: list[dict[str, Any]],
                         presupposes_hit: bool) -> list[dict[str, Any]]:
        """The boards an attack is played on: the unstated range and, when the question is
        about the hit's outcome, the unstated damage vary too (5-8-3: what is left after the
        hit depends on it; "an attack hit me, what is my Life?" has no one answer)."""
        out = self._range_variants(act, stated, perturbed, presupposes_hit)
        if "damage" in act or not presupposes_hit:
            return out
        if "aura_damage" in act:  # the aura damage told, the life damage not
            damages = sakura_attack.told_aura_damages(act)
            return [{**v, "damage": d} for d in damages for v in out[:1]] + \
                [{**v, "damage": damages[0]} for v in out[1:]]
        return out + [{**out[0], "damage": d} for d in UNSTATED_DAMAGE]

    def _range_variants(self, act: dict[str, Any], stated: dict[str, Any],
                        perturbed: list[dict[str, Any]],
                        presupposes_hit: bool) -> list[dict[str, Any]]:
        rel = act.get("relation")
        if rel and "range" not in act:
            firsts = [{**BASE, "distance": d, "range": (lo, hi)} for lo, hi, d in RANGE_PROBES[rel]]
            lo, hi, d = RANGE_PROBES[rel][0]
            rest = [{**v, "distance": d, "range": (lo, hi)} for v in perturbed[1:]
                    if v["distance"] == BASE["distance"]]
            return firsts + rest
        if "range" not in act:
            # the range assumed is the distance the probe plays: the stated one if any
            reach = [{**v, "range": (stated.get("distance", v["distance"]),) * 2}
                     for v in perturbed]
            if not presupposes_hit:
                # a can-question that names no range: the answer may hinge on it
                d = stated.get("distance", BASE["distance"])
                far = d + 2 if isinstance(d, int) and d + 2 <= 10 else max(0, d - 2)
                reach.append({**BASE, "range": (far, far)})
            return reach
        lo, hi = act["range"]
        if not presupposes_hit and not rel and "distance" not in stated and \
                isinstance(lo, int) and isinstance(hi, int) and \
                not any(lo <= v["distance"] <= hi for v in perturbed):
            # "range 3-4, can I use it?" with the Distance unsaid: one board in range too (9-2-1)
            perturbed = [*perturbed, {**BASE, "distance": lo}]
        return perturbed

    def _scripts(self, act: dict[str, Any], board: dict[str, Any],
                 reading: Reading) -> list[tuple[list[str], dict[str, Any]]]:
        me = "A"
        if act["kind"] == "effect" and act.get("name") == "move":
            return [([f"{me} effect {act['src']} -> {act['dst']} {act['n']}"], {})]
        if act["kind"] == "reshuffle":  # the player's own choice, asked in the main phase
            return [([f"{me} reshuffle"], {})]
        if act["kind"] == "effect":
            return [([f"{me} effect reshuffle"], {})]
        if act["kind"] == "basic" and act.get("by_effect"):
            # the card whose effect performs it (9-6 ⅱ); of 「《〇〇》か《△△》」 the one said
            picked = [f"{me} choose {act['name']}"] if act.get("options") else []
            return [([f"{me} use 札E", *picked], {})]
        if act["kind"] == "basic" and act.get("cost") in ("card", "special"):
            return [([f"{me} basic {act['name']} pay card 札1"], {})]
        if act["kind"] == "basic" and act.get("times"):
            return [([f"{me} basic {act['name']} pay focus"] * act["times"], {})]
        if act["kind"] == "basic" and act.get("cost") == "focus":
            return [([f"{me} basic {act['name']} pay focus"], {})]
        if act["kind"] == "basic":
            ways: list[tuple[list[str], dict[str, Any]]] = [
                ([f"{me} basic {act['name']} pay focus"], {"cost": "focus"})]
            paid_value = reading.kind == "value" and reading.target in (f"{me}.focus",
                                                                       f"{me}.hand")
            if (board.get(f"{me}.focus", 1) == 0 or paid_value) and \
                    board.get(f"{me}.hand", reading.facts.get(f"{me}.hand")) != 0:
                # 集中力 0 but maybe a hand card to put face down (9-6), or a value the way of
                # paying changes (「纏いの後の集中力は？」): try both
                ways.append(([f"{me} basic {act['name']} pay card 札1"], {"cost": "hand card"}))
            return ways
        attacker = act.get("attacker", "A")
        defender = "B" if attacker == "A" else "A"
        lines = [f"{attacker} use 斬"]
        if reading.kind == "can" and "take" not in act:
            return [(lines, {})]
        lines.append(f"{defender} decline")
        if "both-damage" in act.get("keywords", ()):
            return [(lines, {})]  # 10-26: both halves are dealt, no aura-or-life choice
        takes = [act["take"]] if "take" in act else ["aura", "life"]
        return [([*lines, f"{defender} damage {t}"], {"damage taken on": t}) for t in takes]

    def _dsl(self, board: dict[str, Any], act: dict[str, Any], script: list[str],
             stated: frozenset[str] = frozenset()) -> str | None:
        """The probe as DSL text, or None if the stated values cannot fit on one board."""
        turn = board.get("turn") or ("B" if act.get("attacker") == "B" else "A")
        sides: dict[str, dict[str, int]] = {"A": {}, "B": {}}
        for key, val in board.items():
            if "." in key:
                p, zone = key.split(".", 1)
                if zone in SIDE_ZONES.values():
                    sides[p][zone] = val
        for p in sides:
            sides[p].setdefault("life", 10)
            sides[p].setdefault("focus", 1)
        distance = board.get("distance", 6)
        dust = board.get("dust")
        if dust is not None:
            _balance(sides, TOTAL - distance - dust, stated)
        used = distance + sum(s.get(z, 0) for s in sides.values() for z in ("aura", "life",
                                                                             "flare"))
        if dust is None:
            dust = TOTAL - used
        if used + dust != TOTAL or dust < 0:
            return None
        lines = ["game sakura", "title \"position read from the question\""]
        if act["kind"] == "attack":
            lo, hi = act.get("range") or board.get("range") or (3, 4)
            rng = f"{lo}-{hi}" if lo != hi else f"{lo}"
            full = " full" if act.get("subtype") == "full" else ""
            kws = "".join(f" {k}" for k in act.get("keywords", ()))  # 10-21, 10-22, 10-26
            damage = act.get("damage") or board.get("damage") or "2/1"
            lines.append(f"card 斬 attack{full} {rng} {damage}{kws}")
        lines += ["board", f"distance {distance}", f"dust {dust}"]
        for p in ("A", "B"):
            attrs = " ".join(f"{z} {v}" for z, v in sorted(sides[p].items()))
            lines.append(f"{p} {attrs}")
            if board.get(f"{p}.terminal"):
                lines.append(f"{p} flags terminal")  # 9-2: a 終端 card was used this turn
        if act["kind"] == "attack":
            lines.append(f"{act.get('attacker', 'A')} hand 斬")
        if any("pay card 札1" in ln for ln in script):
            if act.get("cost") == "special":
                lines.insert(2, "card 札1 action special cost 0")
                lines.append("A specials 札1")
            else:
                lines.insert(2, "card 札1 action")
                if board.get("A.hand") != 0:  # a variant with no hand card: nothing to pay
                    lines.append("A hand 札1")
        if act.get("by_effect"):
            offered = " か ".join(act.get("options") or (act["name"],))
            lines[2:2] = ["card 札E action {", f"  use: basic {offered}", "}"]
            lines.append("A hand 札E")
        if act["kind"] == "reshuffle" or (act["kind"] == "effect"
                                          and act.get("name") == "reshuffle"):
            lines[2:2] = ["card 札1 action", "card 札2 action", "card 札3 action"]
            lines += ["A discard 札1 札2", "A facedown 札3"]
        mode = "full" if board.get("mode") == "full" else "standard"
        lines.append(f"turn {turn} main {mode}")
        return "\n".join(lines + script) + "\n"

    # -- judging ------------------------------------------------------------------------------
    def judge(self, reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
        """What one played probe says: yes/no, a value or the winner; None if it says nothing."""
        if sakura_laceration.owns(reading):
            from judge.answer.extract import sakura_laceration_play

            return sakura_laceration_play.judge(reading, probe, result)
        if sakura_modify.owns(reading):
            return sakura_modify.judge(reading, probe, result)
        if sakura_ifdo.owns(reading):
            return sakura_ifdo.judge(reading, probe, result)
        if sakura_both_zero.owns(reading):
            return sakura_both_zero.judge(reading, probe, result)
        if sakura_specials.owns(reading):
            return sakura_specials.judge(reading, probe, result)
        if sakura_enhance.owns(reading):
            return sakura_enhance.judge(reading, probe, result)
        if sakura_full_power.owns(reading):
            return sakura_full_power.judge(reading, probe, result)
        if sakura_effects.owns(reading):
            return sakura_effects_play.judge(reading, probe, result)
        if sakura_turn.owns(reading):
            return sakura_turn.judge(reading, probe, result)
        act = reading.actions[probe.action] if reading.actions else {}
        refused = result.illegal
        if reading.kind == "counts-used" and refused is not None and \
                refused.clause.endswith(("#9-2-1", "#9-4-1", "#9-2-2")):
            # 9-2-1 ⅰ: an illegal use goes back — 「カードを使用したとは見なされない」
            return Finding("no", refused.clause, f"not counted as used: {refused.reason}")
        if sakura_attack.owns(act):
            return sakura_attack.judge(reading, probe, result, act)
        if act.get("kind") == "card" and (reading.kind in ("can", "goes", "counts-used")
                                          or act.get("value") == "stored"):
            return sakura_cards.judge(reading, probe, result, act)
        if act.get("asks") == "cost":  # 9-6 ⅱ: was a cost paid (Vigor, or a card face down)?
            if refused is not None:
                return None
            basic_step = next((s.clause for s in result.trace.walk()
                               if s.clause.endswith("#9-6")), None)
            paid = any("(9-6 ⅱ-A)" in s.what or "(9-6 ⅱ-B" in s.what
                       for s in result.trace.walk())
            return Finding("yes" if paid else "no", basic_step,
                           "a cost was paid" if paid else "no cost was paid (9-6 ⅱ)")
        if reading.kind in ("can", "count-legal"):
            if refused is not None:
                return Finding("no", refused.clause, refused.reason)
            if act.get("by_effect"):  # 9-6 ⅱ: performed by the effect, no cost paid
                step = next((s.clause for s in result.trace.walk()
                             if s.clause.endswith("#9-6")), None)
                return Finding("yes", step, "the effect performed the basic action")
            return Finding("yes", _decisive(result, act), "the engine accepted the action")
        if refused is not None:
            return None  # a continuation the rules refuse is not a possible outcome
        if reading.kind == "value" and reading.targets:
            got = [(t, _board_value(result.board_after, t, act)) for t in reading.targets]
            if any(v is None for _, v in got):
                return None
            said = values.answer([(t, v) for t, v in got if v is not None])
            return Finding(said, _decisive(result, act, reading.targets[0]), said)
        if reading.kind == "value" and reading.target:
            value = _board_value(result.board_after, reading.target, act)
            if value is None:
                return None
            change = reading.facts.get("change")
            if change:
                before = _board_value(result.board_before, reading.target, act)
                if before is None:
                    return None
                value = before - value if change == "loss" else value - before
                if value < 0:
                    return None  # it went the other way: the question's premise fails
                return Finding(str(value), _decisive(result, act, reading.target),
                               f"{reading.target} {change} = {value}")
            return Finding(str(value), _decisive(result, act, reading.target),
                           f"{reading.target} = {value}")
        if reading.kind == "damaged-none":
            found = _compare("damaged", result, act, reading.target)
            return Finding("no" if found.verdict == "yes" else "yes", found.clause,
                           found.detail + " (asked whether no damage is taken)")
        if reading.kind in ("counts-used", "damaged"):
            return _compare(reading.kind, result, act, reading.target)
        if reading.kind == "winner":
            winner = result.outcome.winner if result.outcome else None
            clause = result.outcome.clause if result.outcome else _decisive(result, act)
            said = winner_answer(reading.text, reading.lang, winner, me="A", them="B",
                                 drawn=bool(result.outcome and result.outcome.winner is None))
            return Finding(said, clause, f"winner: {winner or 'none'}")
        return None


COUNT_OPTIONS = re.compile(
    r"((のうち|の中で|の中から)[^。?？]{0,30}(いくつ|何個|何種類|幾つ|何つ)"
    r"|(중에|중에서|가운데|(?<=[》」\s])중)\s?[^.?]{0,30}몇\s?(개|가지|종류)"
    r"|\bhow many of\b[^?]{0,160}\b(can|could|may)\b"
    r"|(^\s*|[.:;]\s*)of\b[^?]{0,160},\s*how many\b[^?]{0,20}\b(can|could|may)\b"
    r"|\bhow many of (them|these|those)\b)", re.IGNORECASE)
"""「《前進》《後退》…のうち選べるのはいくつ」, "how many of Advance, Retreat… can I choose?"."""


def _count_options(text: str, reading: Reading) -> None:
    """How many of the listed basic actions can be chosen: each is played on its own and the
    ones the engine accepts are counted (9-6 ⅰ-B) — not a zone's value."""
    basics = [a for a in reading.actions if a.get("kind") == "basic"]
    if not COUNT_OPTIONS.search(asked_part(text)) or len(basics) != len(reading.actions) or \
            len({a["name"] for a in basics}) < 2 or len({a["name"] for a in basics}) != \
            len(basics) or any(a.get("times") or a.get("by_effect") for a in basics):
        return
    reading.kind, reading.target, reading.targets = "count-legal", None, []
    reading.evidence.append("how many of the listed basic actions can be chosen: each is played "
                            "(9-6 ⅰ-B)")


DISTANCE_MODIFIED = re.compile(
    r"現在の間合(は|が|を)?[^。？?]{0,12}?([-+−＋]\s?\d+\s?(され|に|して)|(下げ|上げ|減ら|増や|修正)(られ|され|て|た))"
    r"|현재\s?간격(이|은|을)?\s?[^.?]{0,10}?([-+−]\s?\d+\s?(되|돼|해)|(낮|높|줄|늘|수정)(아|어|여|되|돼|해|했))"
    r"|\bcurrent distance\b[^.?]{0,24}?\b(lowered|raised|reduced|increased|modified|lower|higher"
    r"|smaller|larger)\b"
    r"|\b(lowers|lowered|raises|raised|reduces|reduced|increases|increased|modifies|modified"
    r"|makes|made) the current distance\b", re.IGNORECASE)
"""An effect that changes the current Distance away from the token count (5-2-1)."""
MODIFIER_WORD = re.compile(r"(効果|常時|修正|付与札|효과|상시|수정|부여패|\beffect|\bforever\b"
                           r"|\bongoing\b|\bmodif|\bcontinuous\b|\b(an?|the|my|their|his|her)"
                           r" enhancements? (in play|on the board|out)\b)", re.IGNORECASE)
"""What makes a changed current Distance a modifier, not a basic action's move."""
REPEAT_SOURCE: dict[str, tuple[str, dict[str, str]]] = {
    "前進": ("distance", {"ja": "現在の間合", "ko": "현재 간격", "en": "the current Distance"}),
    "離脱": ("distance", {"ja": "現在の間合", "ko": "현재 간격", "en": "the current Distance"}),
    "後退": ("A.aura", {"ja": "現在のオーラ", "ko": "현재 오라", "en": "the current Aura"}),
    "宿し": ("A.aura", {"ja": "現在のオーラ", "ko": "현재 오라", "en": "the current Aura"}),
    "纏い": ("dust", {"ja": "現在のダスト", "ko": "현재 더스트", "en": "the current Dust"}),
}
"""The zone a repeated basic action takes from, or is bounded by (9-6-1 … 9-6-5): unsaid, it
decides how many of the repeats can be done."""
MASTER_DEFAULT = re.compile(r"\s*(は|が|이|가|은|는|is|of|at)?\s*(2|２|two|二)(?!\d)"
                            r"\s*(のまま|のままです|그대로|\s*\(unchanged\)|unchanged)?")
"""達人の間合 stated at its rules value 2 (5-2-3): nothing for the probes to change."""
CAPS = {"オーラ": 5, "間合": 10, "集中力": 2}
"""Upper limits: aura 5 (7-1-3-1), distance 10 (7-1-1), focus 2 (5-1-3)."""
FULL_WORD = re.compile(r"^[^。.?？、,]{0,8}?(上限|いっぱい|満タン|가득|최대|\bfull\b"
                       r"|\bat (its )?max)")
MOVED_FROM = re.compile(r"(から|에서)[^。?？]{0,20}(何|いくつ|몇)[^。?？]{0,20}"
                        r"(移動|移り|移さ|送られ|送ら|取り除|이동|옮겨|보내)")
"""「Xから何個…へ移動しますか」: a count moved between zones, asked with the zones around it."""
EMPTY_WORD = re.compile(r"^[^。.?？、,\d(（をで을를]{0,8}?(空|ない|無い|비어|없)"
                        r"|^\s*[:=]?\s*(is|are|was|were|'s|being|becomes?|became|remains?|stays?|has)?"
                        r"\s*(now |still |completely |totally )?(empty|none|nothing)\b"
                        r"|^\s*(に|には|の)?\s*(桜花結晶|結晶)?\s*(は|が|も)?\s*(1つも|一つも)?\s*"
                        r"(なく(?!な)|無く(?!な)|ありません)"
                        r"|^\s*(에|에는)?\s*(벚꽃\s?결정|결정)?\s*(이|은|가|는)?\s*(하나도|한\s?개도)\s*없")
"""「ダストが空」「ダストに桜花結晶はなく」: 0 — not 「間合を修正する効果はありません」."""
WIN_VERB = re.compile(r"(勝利|勝ち|勝つ|승리|이기|\bwin)")
SELF_WORD = re.compile(r"(自分|私|\bi\b|내가|제가)")


def _full_or_empty(text: str, mention: Any, zones: list[Any]) -> int | None:
    """"オーラが上限" / "my aura is full" → the cap; "ダストが空" / "dust is empty" → 0."""
    end = min([m.start for m in zones if m.start >= mention.end] + [len(text)])
    after = text[mention.end:end]
    empty = EMPTY_WORD.match(after)
    if empty and not re.search(r"(밖에|뿐|しか)", empty.group(0)):  # 「하나밖에 없어요」: only one
        return 0
    if FULL_WORD.match(after) and mention.key in CAPS:
        return CAPS[mention.key]
    return None


AFTER_AS_TIME = re.compile(r"\s*(、|,|に|は|の(ライフ|オーラ|フレア|間合|集中力|手札|相手|自分"
                           r"|盤面)|에\s|(상대|내|나의|제|라이프|오라|플레어|간격|집중력|손패)(의|는|은|가|이)?\s)")
NO_REACTION = attack_wording.NO_REACTION


def _plain_word(text: str, mention: Any) -> bool:
    """A term used as a plain word, not as the rule it names: 「攻撃後、ライフは」 (after the
    attack, not an 【攻撃後】 effect) and 「対応はしませんでした」 (a reaction declined, which
    the probes play: 9-4 ⅰ's default)."""
    if mention.key == "攻撃後":
        return text[max(0, mention.start - 1):mention.start] not in ("【", "「", "『", "[") \
            and bool(AFTER_AS_TIME.match(text, mention.end))
    if mention.key == "対応":
        return any(m.start() <= mention.start < m.end() for m in NO_REACTION.finditer(text)) \
            or any(m.start() <= mention.start < m.end() for m in DENIED_LIST.finditer(text))
    if text[mention.start:mention.end] == "부여":
        # 「…가 부여된 공격」: granted (a verb), not the 부여 (付与) card type
        return bool(re.match(r"\s?(된|되어|되었|됐|되는|한|하는|했|받은|받)", text[mention.end:]))
    return False


def _compare(kind: str, result: RunResult, act: dict[str, Any],
             zone: str | None = None) -> Finding:
    """Did the action count as a used card (9-2) / did the player take damage (on `zone`)?"""
    actor = act.get("attacker", "A")
    me = actor if kind == "counts-used" or act.get("kind") != "attack" else (
        "A" if actor == "B" else "B")  # damage: the attacked player
    before = result.board_before["sides"][me]
    after = result.board_after["sides"][me]
    if kind == "counts-used":
        yes = after["used"] > before["used"]
        clause = _decisive(result, act, f"{me}.used")  # the step that counted it, if any
        return Finding("yes" if yes else "no", clause, f"{me}.used {before['used']} → "
                       f"{after['used']}")
    zones = (zone,) if zone in ("life", "aura") else ("life", "aura")
    lost = sum(before[z] - after[z] for z in zones)
    shown = zones[0]
    return Finding("yes" if lost > 0 else "no", _decisive(result, act),
                   f"{me}.{shown} {before[shown]} → {after[shown]}")


def _balance(sides: dict[str, dict[str, int]], want: int, stated: frozenset[str]) -> None:
    """Make the players' zones hold `want` crystals by moving unstated flare / life (6-3)."""
    have = sum(v for s in sides.values() for z, v in s.items() if z != "focus")
    gap = want - have
    for key in ("A.flare", "B.flare", "B.life", "A.life", "B.aura", "A.aura"):
        if gap == 0:
            return
        if key in stated:
            continue
        p, zone = key.split(".")
        cur = sides[p].get(zone, 0)
        cap = 5 if zone == "aura" else 10 if zone == "life" else 36
        new = max(1 if zone == "life" else 0, min(cap, cur + gap))
        sides[p][zone] = new
        gap -= new - cur


def _decisive(result: RunResult, act: dict[str, Any], target: str | None = None) -> str | None:
    """The clause that decided: the last step changing the asked value (or, for an attack,
    the damage choice 5-8-3-2 / its resolution), else the last leaf step."""
    steps = list(result.trace.walk())
    if target:
        zone = target.split(".")[-1]
        for step in reversed(steps):
            if any(c.path.endswith(zone) for c in step.changes):
                return step.clause
    for step in reversed(steps):
        if act.get("kind") == "attack" and step.clause.endswith("#5-8-3-2"):
            return step.clause
    for step in reversed(steps):
        if not step.children and step.clause:
            return step.clause
    return None


def _owner_of(text: str, zone: Any, reading: Reading, lang: str, default: str) -> str:
    """"A"/"B", whose zone a how-much question names: the owner word before it; unmarked, the
    attacked player or the one acting. A named owner also settles who attacks."""
    owner = owner_before(text, zone.start, lang, default)
    for act in reading.actions:
        if act["kind"] == "attack" and "attacker" not in act and owner:
            act["attacker"] = "B" if owner == "A" else "A"
    if not owner:
        attack = next((a for a in reading.actions if a["kind"] == "attack"), None)
        owner = ("A" if attack.get("attacker") == "B" else "B") if attack else "A"
    return owner


def _board_value(board: dict[str, Any], target: str, act: dict[str, Any]) -> int | None:
    if "." not in target:
        v = board.get(target)
        return v if isinstance(v, int) else None
    who, zone = target.split(".", 1)
    if not who:
        who = "A" if act.get("attacker") == "B" else "B"
    v = board.get("sides", {}).get(who, {}).get(zone)
    return v if isinstance(v, int) else None


register_extractor(GAME, SakuraExtractor())


OPP_BASIC = re.compile(
    r"(相手|対戦相手)(が|は)\s?(基本動作)?\s?《?(前進|後退|纏い|宿し|離脱)》?(を)?\s?"
    r"(したら|すると|すれば|した(?!\s?(ことは|ことが)?(ない|ありません))|する(?!\s?(こと|の)は)"
    r"|して|を?行(い|う|った))"
    r"|상대(가|는|방이)\s?(기본\s?동작\s?)?(전진|후퇴|이탈|품기|휘감기)(을|를)?\s?(하면|했|하고|해서|한다면)"
    r"|\b(my |the )?opponent (advances|advanced|retreats|retreated|withdraws|withdrew|recovers"
    r"|recovered|wraps|wrapped|uses (advance|retreat|withdraw|recover|wrap|focus)"
    r"|used (advance|retreat|withdraw|recover|wrap|focus))\b", re.IGNORECASE)
"""A basic action the opponent performs: the probes play the asker's."""


FIRST_ME = re.compile(r"((私|自分|僕|俺)(が|は)(?:(?!相手|後攻|後手)[^。？?]){0,16}"
                      r"(先手|先攻)(?!では)"
                      r"|(先手|先攻)(の|である|は)(私|自分|僕|俺)"
                      r"|(제가|내가|저는|나는)\s?(?:(?!상대|후공|후수)[^.?]){0,16}(선공|선수)(?!이\s?아니)"
                      r"|\bi(?:'m| am| was| went| go| got| have| had)\b(?! not)(?!n't)[^.?]{0,20}"
                      r"\b(first player|going first|go first|went first|first to play)\b)",
                      re.IGNORECASE)
"""The asker said to be the first player (4-1 3))."""


LATER_TURN_OF_MINE = re.compile(r"([2-9２-９二三]ターン目|[2-9]\s?턴째|(두|세)\s?번째\s?턴"
                                r"|\b(second|third|2nd|3rd) turn\b|\bnot the first player\b"
                                r"|先攻ではな|선공이\s?아니)", re.IGNORECASE)
"""A later turn of the asker told, or the first player's role denied: no opening Vigor."""


def _opening_focus(text: str) -> int | None:
    """The asker's Vigor on their own first turn, when they are told to be the first player:
    0 (4-1 ⅵ; the first turn skips the start phase's gain, 8-1-3). None otherwise."""
    from judge.answer.extract import sakura_turn_words as w

    if not FIRST_ME.search(text) or w.NOT_FIRST.search(text) or LATER_TURN_OF_MINE.search(text):
        return None
    first = re.search(r"((私|自分|僕|俺)の)(最初のターン|1ターン目|一ターン目|初ターン)"
                      r"|(제|내|나의)\s?첫\s?(번째\s?)?턴|\bmy (very )?first turn\b", text)
    return 0 if first else None


def _offered_choice(text: str, mentions: list[Any]) -> tuple[tuple[str, ...], str] | None:
    """The basic actions an effect offers in 9-6 ⅰ-A's 「《〇〇》か《△△》」 form and the one the
    player picks (named again later, e.g. 「《離脱》を選んでもよいか」); None if unclear."""
    basics = [m for m in mentions if m.key in BASIC]
    for i, first in enumerate(basics[:-1]):
        offer = [first]
        for m in basics[i + 1:]:
            if not OFFER_JOIN.fullmatch(text[offer[-1].end:m.start]):
                break
            offer.append(m)
        if len(offer) < 2:
            continue
        names = tuple(dict.fromkeys(m.key for m in offer))
        later = {m.key for m in basics if m.start >= offer[-1].end}
        if len(names) >= 2 and len(later) == 1 and later <= set(names):
            return names, later.pop()
        return None
    return None
