"""魔法少女 ザ・デュエル questions → battle-phase positions: orbs, ATK/DEF, states, first turn.

Reads the opponent's orb count, the attacker's and target's ATK/DEF (or "equal / higher /
lower ATK"), the target's state (リカバー/レスト/リバース), "the first turn", "corrupt N orbs"
and "switched to reverse during the attack", then writes probe scenarios in the magical-girl
DSL with the unstated values varied.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading, register_extractor
from judge.answer.extract import magical_girl_battle as battle
from judge.answer.extract import magical_girl_battle_play as battle_play
from judge.answer.extract import magical_girl_orbs as orb_family
from judge.answer.extract.common import (
    ASIDE,
    NONE_DESTROYED,
    NOT_FIRST,
    SURVIVES,
    LexiconReader,
    blank_quotes,
    foreign_names,
    number_near,
    owner_before,
    title_names,
    winner_answer,
)
from judge.answer.extract.kinds import asked_part, question_kind, tagged_statement
from judge.answer.extract.letters import persons, turn_letter
from judge.answer.extract.words import say
from judge.answer.lang import normalize
from judge.answer.numbers import NUMBER, value
from judge.engine.runner import RunResult

GAME = "magical-girl"
BASE: dict[str, Any] = {"P2.orbs": 7, "A.atk": 2000, "T.atk": 1500, "T.def": 1000, "P1.hand": 3}
"""The default battle for values the question does not state."""
PERTURB: tuple[tuple[str, Any], ...] = (
    ("P2.orbs", 1), ("P2.orbs", 0), ("A.atk", 1000), ("A.atk", 4000), ("T.atk", 3000),
    ("T.def", 3500), ("P1.hand", 0),
)
"""One unstated value changed at a time: a verdict must not depend on any of them."""
STATES = {"リカバー": "recover", "レスト": "rest", "リバース": "reverse"}
ANY_STATE = re.compile(r"(リカバー|レスト|リバース|回復状態|리커버|레스트|리버스|\brecover"
                       r"|\brest(ed)?\b"
                       r"|\brevers|\b(untapped|tapped|ready|exhausted)\b|状態|상태|\bstate\b"
                       r"|\bposition\b)", re.IGNORECASE)
"""Any monster state named: with none, the attacker's state is unsaid."""
NO_STATE_MONSTER = re.compile(
    r"\bno (monsters?|servants?|kaii) (in|that (is|are)) (reverse|reversed|rest|rested|recover"
    r"|recovered)( position| state)?\b|\bno (reversed|rested|recovered) (monsters?|servants?)\b"
    r"|(リバース|レスト|リカバー)状態の怪異(は|が)?(い|存在し)(ない|ません)"
    r"|(리버스|레스트|리커버)\s?상태(의|인)?\s?괴이(는|가)?\s?없")
"""A monster of that state said not to exist: its state word places nothing."""
PROHIBITION = re.compile(r"(禁止|금지|\bprohibit|\bforbid|\bnothing (prevents|stops|bans)\b)",
                         re.IGNORECASE)

ATTACKER_AFTER = re.compile(r"(状態)?(の|している|した|になっている)?"
                            r"((自分|私)(が支配している|の))?"
                            r"怪異(（[^）]{0,30}）|\([^)]{0,30}\))?(で|は|が|を使って"
                            r"|を[、,]?\s?(攻撃(を行う|する)怪異|攻撃者)として)"
                            r"|\s?(상태)?(의|인)?\s?괴이(로|는|가)"
                            r"|(?:d|ed)?\s(monsters? )(that |which )?(you|i|we) (control|have)\b"
                            r"|\s(monsters? )?(can |may |could )?(be |are |is )?"
                            r"(able to |allowed to )?(attacks?|declare)"
                            r"|\s(monsters?|servants?|kaii) as (my|the|an|its|your) "
                            r"(attacker|attacking (monster|servant|kaii))\b"
                            r"|(\s?\([^)]{0,12}\))?\s(state|position) (be )?"
                            r"(chosen|selected|declared)"
                            r" (to attack|as (the|an|its) attack(er|ing monster))")
ATTACKER_BEFORE = re.compile(r"((can|may|could|does|do|is|are|attack with) (a|an|the|my) "
                             r"|\b(choose|select|declare|pick) (a |an |one of )?my "
                             r"|(^|[.?!]\s+)my |\bwith (a |an |one of )?my )$", re.IGNORECASE)
"""The attacker's state word: "can a recovered…", "My recovered Servant…", "with my rested…"."""
PUT_OUT = re.compile(r"(戦場に出(し|した|しました)|전장에\s?(내|냈|꺼냈|놓았)"
                     r"|\b(put|played|placed) (a |an |my |the )?(monster|servant|kaii) "
                     r"(onto|on|into) the (battlefield|field))")
"""A monster told to have been put onto the battlefield (its state then is not said)."""
SURVIVE_Q = re.compile(r"(耐え(られ|る|ます|切れ)|生き残(れ|り|る)|살아남|버틸\s?수"
                       r"|\bkeeps? (it|them) alive\b|\b(does|will|would|can) (it|the \w+|that \w+)"
                       r" (still )?survive\b)", re.IGNORECASE)
"""Does the monster survive the battle: asked as the other side of "is it destroyed"."""
_NOT_THEIRS = (r"(?![^.?]*\b(opponent|their|enemy|opposing|target|attacks|attacked|attacking"
               r"|targets|targeted|become|becomes|became|turns?"
               r"|turned|gets?|got|switch\w*|go|goes|went|put|made|make|makes|remain|remains"
               r"|stay|stays)\b)")
"""Not the opponent's monster, and not a state it changes into ("does my monster become…")."""
ATTACKER_LEAD = re.compile(
    r"\b(attack|attacking|attacks) with (a|an|the|my|your|one of (my|your))\b" + _NOT_THEIRS
    + r"[^.?]{0,50}$"
    r"|\b(my|your)( only| own)? (monster|servant|kaii|怪異)s?\b" + _NOT_THEIRS + r"[^.?]{0,30}$"
    r"|\b(monster|servant|kaii|怪異)s? (of mine|of yours|i control|you control|i have|you have)\b"
    + _NOT_THEIRS + r"[^.?]{0,30}$", re.IGNORECASE)
"""The attacker named before its state ("attack with a monster that's in the Rest state",
"my only Servant is Reversed", "a servant of mine in Rest position")."""
SECOND_PLAYER = re.compile(r"(後攻|後手|후공|second player|going second|player going second"
                           r"|\b(who|that) (went|goes|plays|played) second\b)")
FIRST_PLAYER = re.compile(r"(先攻|先手|선공|\bfirst player\b"
                          r"|\b(going|goes|went|plays|playing) first\b)")
OWN_FIRST = re.compile(r"((自分|私|わたし|僕|俺|そのプレイヤー|相手|(?<![a-z])[ab])"
                       r"(の|にとって(の|は)?)"
                       r"(この)?((ゲーム|対戦|試合)(で|の)?)?(最初のターン|1ターン目)"
                       r"|(自分|私|わたし|僕|俺)(が|の)迎える(最初のターン|1ターン目)"
                       r"|(제가|내가|나의|제)\s?맞이하는\s?첫\s?(번째\s?)?턴"
                       r"|(내|나의|자신의|제|상대의|상대|(?<![a-z])[ab]의)\s?첫\s?(번째\s?)?턴"
                       r"|(나|저|자신|상대|(?<![a-z])[ab])(에게|한테)(는|있어)?\s?(게임(의|에서)?\s?)?"
                       r"첫\s?(번째\s?)?턴"
                       r"|\b(my|your|their|his|her|own|the opponent's|a player's|[ab]'s)"
                       r" (very )?first turn\b)")
"""A player's own first turn: the game's first (506.1) only if that player went first."""
CORRUPTED_Q = re.compile(
    r"(穢さ|穢れ|穢す|穢し|더럽혀|더럽히|corrupt|defile|taint|sull(y|ied))"
    r"[^。.?]*(いくつ|何|몇|how many)"
    r"|(いくつ|何個|몇|how many)[^。.?]*(穢さ|穢れ|穢す|穢し|더럽혀|더럽히|corrupt|defile|taint"
    r"|sull(y|ied))")
ORBS_LEFT = re.compile(r"(残|あります|ありますか|持って|になり|남|있|되나요|되어|\bleft\b|\bremain"
                       r"|(オーブ|오브)(の数)?(は|는|의\s?수는)\s?(いくつ|何個|몇\s?개)"
                       r"|\b(have|has|hold|holds|keep|keeps)\b|\bend up\b)")
"""A how-many on orbs that asks for the orbs a player has, not for some other count."""
ALREADY_CORRUPTED = re.compile(r"(すでに|既に|もう)[^。.?？]{0,6}(穢れ|穢さ)"
                               r"|穢れた(オーブ)?(が|は)?[^。.?？]{0,4}(残|ある|あり)"
                               r"|이미\s?[^.?]{0,6}더럽혀"
                               r"|already[^.?]{0,12}(corrupted|defiled|tainted|sullied)"
                               r"|corrupted orbs? (left|remaining)")
"""Orbs stated as corrupted before the attack: 804.5 does not say whether they still count."""
UNMODELLED = {"ブレイク", "優先権", "誘発条件", "持続効果", "支配"}
"""Terms whose effect the question reader cannot place on a board: no verdict with them."""
ATTACK_COST = re.compile(r"手札を?\s?(\d+|一)\s?枚捨て|손패(?:를)?\s?(\d+|한)\s?장(?:을)?\s?버려"
                         r"|discards? (a|one|\d+) cards? (?:from (?:my |your |their )?hand )?"
                         r"(?:in order )?to attack"
                         r"|requires? discarding (a|one|\d+) cards?"
                         r"|(?:must|need to|needs (?:me |you )?to|have to|has to"
                         r"|requires? (?:me |you )?to) discard (a|one|\d+) cards?"
                         r"|attacks? (?:only )?(?:if|when|by) (?:i|you|we) discard (a|one|\d+) "
                         r"cards?")
COST_NOT_DONE = re.compile(
    r"(必要な行動[^。?？]{0,30}(実行|行う|支払|払)(こと)?(が)?(でき|出来)(ませんでした|なかった)"
    r"|攻撃(する|を行う)ために[^。?？]{0,16}行動が必要[^?？]{0,40}(その|この)行動(を|が)?"
    r"(実行|行う|支払|払)(こと)?(が)?(でき|出来)(ません|ない|なかった)"
    r"|\b(needs?|requires?) (an |some )?(extra |additional )?action (in order )?to attack\b"
    r"[^?]{0,60}\b(cannot|can't|could not|couldn't) (perform|do|pay)\b"
    r"|\b(needs?|requires?) (an |some )?(extra |additional )?action (to be )?(performed|done"
    r"|taken|paid) (before|in order for) (it|that monster|the monster) (can |to )?attack\b"
    r"[^?]{0,60}\b(cannot|can't|could not|couldn't) (perform|do|pay)\b"
    r"|필요한\s?행동[^.?]{0,30}(실행|수행|지불)(할\s?수\s?없었|하지\s?못했|\s?못\s?했)"
    r"|필요한\s?행동(을|를)?\s?(하지\s?못했|할\s?수\s?없었|못\s?했)"
    r"|必要な行動(を|が)?(行え|でき|出来)(ませんでした|なかった)"
    r"|\b(couldn't|could not|can't|cannot|wasn't able to|was unable to) (carry out|perform|do"
    r"|pay|take) the (required|needed|necessary) (action|cost)\b"
    r"|공격하려면\s?[^.?]{0,12}행동이\s?필요한[^.?]{0,40}(그|이)\s?행동을\s?(실행\s?)?못\s?했"
    r"|\b(couldn't|could not|can't|cannot|wasn't able to|was unable to) (carry out|perform|do"
    r"|pay) the (action|cost) (required|needed|necessary) (in order )?to attack\b"
    r"|\brequires? an action (in order )?to attack\b[^.?]{0,60}\b(cannot|can't|could not|couldn't)"
    r" (perform|do|pay)\b)")
"""The attack's required action (803.4) said to be impossible."""
UNSAID_COST = re.compile(
    r"(攻撃(する|を行う)ために(必要な|行う)?[^。?？]{0,12}(行動|条件|コスト)(が|を)?[^。?？]{0,12}"
    r"(印刷|書かれ|記載|持って|あります|ある)"
    r"|攻撃(する|を行う)(のに|には)[^。?？]{0,12}(行動|条件|コスト)[^。?？]{0,8}(が|を)?\s?必要"
    r"|\bneeds? (some |an |a )?(extra |additional )?(action|requirement|cost|condition)s? "
    r"(to be )?(performed|done|paid|met) (in order )?to attack\b"
    r"|공격(하기|을\s?하기)\s?위해\s?필요한\s?(행동|조건|코스트)"
    r"|\b(requirement|action|cost|condition)s? (that )?(must|has to|have to|needs? to) be "
    r"(done|performed|paid|met) (in order )?to attack\b"
    r"|\b(printed|written) (requirement|action|cost|condition)s? [^.?]{0,20}\bto attack\b)")
"""A required action to attack (803.4) whose text the question does not give."""
HAND_COUNT = re.compile(r"手札(?:が|は)\s?(\d+)\s?枚|手札\s?(0)\s?枚?(?=で|の|、|,|。|\s)"
                        r"|손패(?:가|는)\s?(\d+)\s?장|hand is empty"
                        r"|(\d+) cards? in (?:my |your )?hand|no cards? in (?:my |your )?hand"
                        r"|empty hand|手札(?:が|は)(?:ない|なく|ありません|1枚もな|一枚もな)"
                        r"|손패(?:가|는)\s?(?:없|한\s?장도\s?없)")
"""The hand's size; a match without a number is an empty hand."""
OPP_HAS_MONSTER = re.compile(
    r"相手(が|の)支配している怪異(は|が)|相手の怪異は\s?(\d+|一|1)\s?体(だけ|のみ)?(です|いる|います)"
    r"|相手の(場|フィールド)(に|には|は)\s?怪異が\s?(\d+|一|二|1)\s?体"
    r"|상대\s?(의\s?)?(필드|장)(에는|에|엔)\s?괴이(가)?\s?(\d+|한|두)\s?(체|마리)"
    r"|相手[^。?？]{0,30}怪異(（[^）]{0,30}）|\([^)]{0,30}\))?(\d+体|一体|1体)?(が|を)\s?(\d+体|一体|1体)?"
    r"(（[^）]{0,30}）|\([^)]{0,30}\))?[^。?？]{0,6}"
    r"(います|いる|いて|おり|あります|ある|あって|支配して|コントロール|持って)(?!せん)"
    r"|상대[^.?]{0,12}괴이(\s?(\d+|한|두|세|네)\s?(체|마리))?(가|를)\s?[^.?]{0,6}(있(습니다|어요|다|고|는)|지배)"
    r"|\bopponent\b[^.?]{0,30}\b(has|controls|owns|had|controlled|owned) (exactly |only |just )?"
    r"(a|an|one|two|three"
    r"|four|five|\d+) "
    r"((?!and\b|my\b|your\b|i\b|orbs?\b)\w+ ){0,3}(monsters?|servants?|kaii)\b"
    r"|\b(opponent'?s|their) (only|sole|single|lone|one) (monster|servant|kaii)\b"
    r"|\b(opponent|they)( player)? (has|have|controls?|owns?) (some )?(monsters|servants|kaii)"
    r" (on|in) (the |their |his |her )?(battlefield|field)\b"
    r"|\bthey'?ve got (exactly |only |just )?(one|a|an|1) (monster|servant|kaii) on their field\b"
    r"|相手の場(に|には)[^。?？]{0,12}怪異が\s?(1|一)\s?体(だけ|のみ)(です|。|、|,|$)"
    r"|相手の(場|戦場|フィールド)(に|には)[^。?？]{0,8}怪異\s?(\d+|一|二|三)\s?体"
    r"|相手\s?[:：][^。?？]{0,20}怪異\s?(\d+|一|二)\s?体"
    r"|\bopponent\b[^.?]{0,30}\b(has|controls|owns)\b[^.?]{0,30}\band (exactly |only )?"
    r"(a|an|one|two|[1-9]) (\w+ ){0,2}(monsters?|servants?|kaii)\b(?!'s)"
    r"|\bwith (a|one|a single|an?) [\w\s-]{0,20}(monster|servant|kaii) on (their|the opponent's"
    r"|his|her) (side|field|battlefield)\b", re.I)
"""The opponent has a monster (its state not said: 803.3b may forbid targeting the player)."""
OPP_FIELD = re.compile(r"(相手[^。?？]{0,20}(怪異|戦場|場)|상대[^.?]{0,12}(괴이|전장)"
                       r"|\b(opponent'?s|their) ([\w-]+ ){0,3}(monsters?|servants?|kaii"
                       r"|battlefield|field|side)\b"
                       r"|\b(opponent|they) (has|have|had|controls?|owns?)\b)", re.I)
"""Anything said about the opponent's monsters or field (the reader places what it reads)."""
OPP_NO_MONSTER = re.compile(r"(怪異(は|が)?(いません|いない|なし|0体)|괴이(가|는)?\s?없"
                            r"|\bno (monsters?|servants?)\b|\bcontrols no\b"
                            r"|\bhas no (monsters?|servants?)\b)")
OPP_NONE = re.compile(r"相手の(場に|フィールドに)?怪異(は|が)?\s?(いません|いない|なし|0体|1体もい)"
                      r"|상대(의)?\s?(필드에\s?)?괴이(가|는)?\s?(없|하나도\s?없)"
                      r"|\b(opponent|they)( player)? (has|have|controls?) no"
                      r" (monsters?|servants?)\b"
                      r"|\bthe opponent has [^.?]{0,20}\band no (monsters?|servants?)\b")
"""The opponent controls no monster at all."""
ORBS_NONE = re.compile(r"オーブ(は|が|も)?\s?(一つも|ひとつも|1つも|1個も|一個も)\s?"
                       r"(ない|ありません|なく|無)|오브(가|는|도)?\s?(하나도|한\s?개도)\s?없"
                       r"|\b(no|zero) orbs?\b|\bnot (a single|one|any) orbs?\b")
"""No orbs at all (「一つもありません」 is 0, not the 1 of 「一つ」)."""
ATK = re.compile(r"(攻撃力|공격력|(?<![a-z])atk(?![a-z])|attack power|\b(?<=with )attack(?= \d)"
                 r"|(?<=\()attack(?= \d)|\battack (value|stat)\b"
                 r"|(?<='s )attack(?= (is|of) \d{3,})|(?<=has )attack(?= \d{3,})"
                 r"|(?<=\d{3}-)attack\b(?! (on|against|at)\b)|(?<=[,:;] )attack(?= \d{3,})"
                 r"|\battack(?=-\d+ (monster|servant|kaii)\b)"
                 r"|(?<=\d{3} )attack(?=[.,;)]|\s(and|monster|servant|kaii)\b))")
DEF = re.compile(r"(防御力|방어력|(?<![a-z])def(?![a-z])|defen[cs]e)")
EQUAL = re.compile(r"(ちょうど同じ|同じ|等しい|같|동일|\bequal|\bsame\b|\bties?\b)")
HIGHER = re.compile(r"(上回|より(高|大き)|높|\b(higher|greater|more) than\b|\bexceeds?\b)")
LOWER = re.compile(r"(下回|より(低|小さ)|낮|\b(lower|less|smaller) than\b)")
LATER_TURN = re.compile(r"([2-9２-９]ターン目|[2-9]\s?턴(째|차)|\bturn [2-9]\b"
                        r"|\b(second|third|later) turn\b|\d+(st|nd|rd|th) turn\b|以降のターン)")
GAME_TURN_LATER = re.compile(r"((ゲーム|1戦目|対戦)(全体|通算)?(で|では|の)?\s?[2-9２-９]ターン目"
                             r"|(?<![のに])[2-9２-９]ターン目[、,（(]"
                             # 「ゲームの1ターン目を終え、2ターン目はBの最初のターン」
                             r"|(?<![のに])[2-9２-９]ターン目(は|が)[^。?？]{0,8}(最初の|初めての)ターン"
                             r"|(게임의?\s?)[2-9]\s?턴(째|차)|[2-9]\s?턴(째|차)[,，(]"
                             r"|(?<![의에])\s[2-9]\s?턴(째|차)(는|가)\s?[^.?]{0,8}첫\s?(번째\s?)?턴"
                             r"|\b(game \d+, )?turn [2-9]\b(?= ?[—–(,-])"
                             r"|\bturn [2-9] (is|was) [^.?]{0,12}\bfirst turn\b"
                             r"|\bgame turn [2-9]\b|\bturn [2-9] of the game\b"
                             r"|\bthe game's (second|third) turn\b)")
"""The game's turn number said (「1戦目の2ターン目、…」, "Game 1, turn 2 — …")."""
FIRST_TURN = re.compile(r"(最初のターン|1ターン目|첫\s?(번째\s?)?턴|\bfirst turn\b)")
TARGET_MONSTER = re.compile(
    r"(怪異(（[^）]{0,30}）|\([^)]{0,30}\))?を攻撃|攻撃目標の怪異|攻撃されている怪異"
    r"|괴이(\([^)]{0,30}\))?를\s?공격|공격\s?목표인?\s?괴이"
    r"|attack(s|ing)? (a|an|the|another|their|the opponent's) (?:(?!with\b|player\b)[\w-]+ ){0,3}"
    r"monster|monster it attacks|target monster)")
ATTACK = re.compile(r"(攻撃|공격|\battack|\b(swings?|swung|swinging) (at|with|into)\b"
                    r"|\b(can|may|could) (i|we|you|my [\w-]+) (still )?(target"
                    r"|choose|select|pick) (the |my |an? |that |this |their |one of )?"
                    r"(opponent|player|recovered|rested|reversed|monster|servant|kaii)\b"
                    r"|\b(monster|servant|kaii)( \([^)]{0,20}\))? (targets?|targeted|choose|chose)"
                    r" (the|my|an?|their|that) ([\w-]+ )?(opponent|player|monster|servant|kaii)\b"
                    r"|\b(can|may|could) (i|we|you)\b[^.?]{0,30}\b(and|then|instead) (target|choose"
                    r"|select) (the |my |their )?(opponent|player|monster|servant|kaii)\b)")
"""An attack, or the choice of its target asked without the word ("Can I target the opponent
player?", "Can I choose the recovered one?")."""
OTHER_ACT = re.compile(r"(使(う|え|用)|発動|唱え|詠唱|사용|발동|\b(use|activate|play|cast)\b"
                       r"|(戦場|場)に出(す|せ|し)|전장에\s?(내|꺼내|놓)"
                       r"|\bput (a|an|the|one|that)\b[^.?]{0,20}\b(onto|into|on) (the )?"
                       r"(battlefield|field)\b)", re.IGNORECASE)
"""An action asked about that is no attack (a card's use, an ability's activation)."""
OTHER_CAN = re.compile(r"((発動|使用|詠唱|唱え)(でき|することは?でき|が可能"
                       r"|して(も)?(いい|よい))"
                       r"|使え(る|ます)か|(발동|사용)할\s?수"
                       r"|\bcan (i|you|we|they|my opponent|the opponent) "
                       r"(activate|use|play|cast)\b)",
                       re.IGNORECASE)
"""The asked can-verb is a card's use or activation, whatever attack the sentence mentions."""
RESPOND = re.compile(r"(対応|대응|\b(respond|react|counter)\w*)", re.IGNORECASE)
"""A response to an attack (a Sakura Arms word): no step of 801.1 is one (no verdict)."""
CORRUPT_N = re.compile(r"(\d+)\s*(つ|개)\s*(を)?\s*(穢|더럽)|corrupts? (\d+|two|three|four)")
TO_REVERSE = re.compile(r"((スイッチ|switch)[^。.?？]*(リバース|revers)|리버스\s?상태가?\s?되"
                        r"|\b(switch|turn|flip)\w*\b[^.?]{0,30}revers)", re.IGNORECASE)
DESTROY_CAN = re.compile(r"(破壊(でき|する(こと)?が?でき)|파괴할\s?수"
                         r"|파괴\s?가능\s*[?？]"
                         r"|\bcan (i|it|we|the \w+) destroy)")
DESTROY_Q = re.compile(r"(破壊され(ます|る)か|破壊される[？?]|破壊されることは(あります|ある)か"
                       r"|(何も|どちらも|いずれも)破壊されず[^。?？]{0,24}(ますか|ですか|るか)"
                       r"|(아무것도|둘\s?다|어느\s?쪽도)\s?파괴되지\s?않[^.?]{0,24}(나요|까요|습니까|가요)"
                       r"|破壊され(たり|ちゃ|てしま)(し|い)?(ます|る)?か"
                       r"|破壊され(る|ます)[、,]?\s?(という|と)(理解|認識|解釈|こと|考え|思)"
                       r"|파괴(된다|되는\s?거|되는\s?것)(고|라고)?\s?(이해|생각|보|봐|알)"
                       r"|\bdestroyed,? (right|correct|isn't it|aren't they|yes)\?"
                       r"|破壊され(ている|る|た)のは(どちら|どっち|どの怪異)"
                       r"|파괴(됩니까|되나요|되는가|되나\s*[?？]|될까|되니|돼\s*[?？]|되냐|돼요\s*[?？]"
                       r"|되요\s*[?？]|됨\s*[?？])"
                       r"|\bdestroyed( instead| too| as well| then)?\?"
                       r"|\b(does|do|will|would) ([\w']+ ){1,4}(get|be) destroyed\b"
                       r"|^\s*(is|are|was|will|would) (?:(?!\bcan\b)[^.?]){0,60}\b(be )?destroyed\b"
                       r"|[.?!—–;]\s*(is|are|was|will|would) (?:(?!\bcan\b)[^.?]){0,60}"
                       r"\b(be )?destroyed\b"
                       r"|(^|[.?!;]\s*)(which|what) (monster|servant|kaii|one|card)s? (is|are|was"
                       r"|were|will be|gets?|get) destroyed\b)|"
                       + DESTROY_CAN.pattern)
FORBIDDEN = re.compile(r"(攻撃(を|が)?禁止|攻撃できない効果|공격(이|을)?\s?금지"
                       r"|forbidden to attack|cannot attack|can't attack|unable to attack"
                       r"|prohibited from attacking)")
UNTARGETABLE = re.compile(r"(選べない|選ばれない|選択できない|選択されない"
                          r"|선택할\s?수\s?없|선택되지"
                          r"|cannot be (chosen|targeted|selected)"
                          r"|can't be (chosen|targeted|selected)"
                          r"|impossible to (choose|target|select)|untargetable"
                          r"|unable to be (chosen|targeted|selected)"
                          r"|(stops?|prevents?|keeps?) it (from )?being (chosen|targeted"
                          r"|selected))")
SAID_QUOTE = re.compile(r"[「『\"“][^」』\"”]{1,80}[」』\"”]\s?(と|って|라고|고)\s?"
                        r"(言|主張|抗議|反論|指摘|하(?!여)|합|했|한다|말|주장|우기)"
                        r"|\b(he|she|they|[ab]|player [ab]|(my |the )?opponent|(my |a )?friend"
                        r"|someone)\s(says|said|claims|claimed|argues|argued|insists|insisted),?\s?"
                        r"[\"“'‘][^\"”'’]{1,80}[\"”'’]")
"""A player's quoted claim (「Bは『それは選べない』と言う」): what is argued, not a fact."""
ATTACKER_OBJECT = re.compile(r"(攻撃(を行う|する|できる)怪異(を|が)"
                             r"|공격(을)?\s?(할|하는)\s?괴이(를|가)"
                             r"|\b(no )?attacking (monster|servant|kaii)s?\b)[^。.?？]{0,6}$",
                             re.IGNORECASE)
"""The attacker is what cannot be chosen (803.3a: no attack), not an untargetable monster."""
PLAYER_OBJECT = re.compile(r"(プレイヤーを|플레이어를|\bplayer (cannot|can't|is)\b)"
                           r"[^。、.,怪異괴이]{0,14}$", re.IGNORECASE)
"""The player, not a monster, is what cannot be chosen (803.3b's bar, a rule the probe plays)."""
CONDITIONAL = re.compile(r"(以下|以上|未満|を超える|이하|이상|미만|초과"
                         r"|\bor (less|more|fewer|greater|higher|lower)\b"
                         r"|\b(less|more|greater|fewer) than\b|\bat (most|least)\b"
                         r"|\b(by|from) (monsters|servants|kaii) (with|that|whose)\b)",
                         re.IGNORECASE)
"""A condition on an ability ("by Servants with ATK 2000 or less",
「攻撃力2000以下の怪異の」)."""


def _sentence_at(text: str, at: int) -> str:
    """The sentence of `text` that holds position `at`."""
    start = max((m.end() for m in re.finditer(r"[。.!?？！]", text[:at])), default=0)
    end = next((m.start() for m in re.finditer(r"[。.!?？！]", text[at:])), len(text) - at) + at
    return text[start:end]


NOT_UNTARGETABLE = re.compile(
    r"(選べない|選ばれない|選択できない|選択されない)[」』\"']?(ような|という|といった|などの|等の)?(効果|能力)(など|等)?"
    r"(は|を|も)?(何も|一切|特に)?"
    r"(受けて(い)?(ません|ない)|ありません|ない|なし|持って(い)?(ません|ない))"
    r"|선택(할\s?수\s?없|되지\s?않)[^.?]{0,8}(효과|능력)(은|는|을|를|도)?\s?"
    r"(전혀\s?|아무것도\s?|하나도\s?|딱히\s?|특별히\s?)?(받지\s?않|없)"
    r"|\b(no|not any|without any) (effect|ability) (that )?(makes|making|says) (it|the monster) "
    r"(cannot|can't|unable to) be (chosen|targeted|selected)"
    r"|(選べない|選ばれない|選択できない|選択されない)理由(は|も)(特に|何も|一切)?(ありません|ない|なし)"
    r"|(공격\s?)?(대상|목표)(이|가|으로|로)?\s?(못|안)\s?되게\s?하는\s?(효과|능력)(은|는|도)?\s?"
    r"(딱히\s?|전혀\s?|특별히\s?)?없"
    r"|\b(nothing|no (effect|ability|card)|none|neither)( of them)?( on (it|them))?"
    r" (has any effect that |has an? "
    r"effect that |that |which )?(stops?|prevents?|keeps?) it (from )?being (chosen|targeted"
    r"|selected)"
    r"|\b(neither|none)( of them)? (has|have) any (effect|ability) that (stops|prevents|keeps) it"
    r" (from )?being (chosen|targeted|selected)"
    # "neither is under any effect that stops it being chosen" (a negation is required)
    r"|\b(neither|none|nothing)( of them)? (is|are|was|were) (under|affected by|subject to) any"
    r" (effect|ability)[^.?]{0,12}\b(stops?|prevents?|keeps?) (it|them) (from )?being (chosen"
    r"|targeted|selected)"
    r"|\b(is|are|was|were)(n't| not) (under|affected by|subject to) any (effect|ability)"
    r"[^.?]{0,12}\b(stops?|prevents?|keeps?) (it|them) (from )?being (chosen|targeted|selected)"
    r"|(どちら|いずれ|どれ)にも[^。?？]{0,4}(攻撃目標に)?(選べなくなる|選べない|選ばれない)(ような)?"
    r"(効果|能力)(は|も)?(何も)?(かかって|受けて)(い)?(ません|ない)")
"""「攻撃目標に選べない効果は何も受けていません」: the untargetability said to be absent."""
TREATED_AS = re.compile(r"(相手)?プレイヤーへの攻撃(として扱|扱い|に(変|切り替)わ)"
                        r"|(상대\s?)?플레이어(에\s?대한|에게의)\s?공격(으로)?\s?(취급|간주|바뀌|전환)"
                        r"|\b(switch(es|ed)?|turn(s|ed)?|redirect(s|ed)?) (in)?to (the |my |an? )?"
                        r"(opponent|player)\b"
                        r"|\btreated as an attack on (the |my )?(opponent|player)")
"""The attack said to become one on the player: the asker's belief, not the declared target."""
ATTACK_NEEDS = re.compile(
    r"攻撃(を行う|する)(ため|の)に(は)?[^。?？]{0,20}(必要|要る|しなければ)"
    r"|공격(하려면|하기\s?위해(서)?)\s?[^.?]{0,20}(필요|해야)"
    r"|(?<!n't )(?<!not )(?<!no )\b(needs?|requires?|must|has to) (to )?(do|perform|pay|discard"
    r"|take|use|spend|sacrifice"
    r"|reveal|some|an? (action|cost))\b[^.?]{0,30}\b(in order )?to attack\b", re.IGNORECASE)
"""An action the attack needs (803.4), said in words."""
CANNOT_DO = re.compile(r"(できない|できず|できません|払えない|할\s?수\s?없|못\s|cannot|can't|unable"
                       r"|not be|必要(は|が)?(ない|ありません|なし)|필요\s?(없|하지\s?않))",
                       re.IGNORECASE)
"""The needed action said to be impossible: the rule's own case (803.4 rolls the attack back)."""
HEARD = re.compile(r"\b(i heard|i've heard|heard that|i was told|told me|someone (said|says)"
                   r"|(he|she|they|my friend|a friend|people|my opponent) "
                   r"(said|says|claimed|claims))"
                   r"\b[^.?]{0,12}(?<=[\s:,])(\"[^\"]{1,80}\"|“[^”]{1,80}”|‘[^’]{1,80}’"
                   r"|'(?:[^'\n]|'(?=[a-z])){1,80}'(?=[\s.,?!]|$))"
                   r"|[「『][^」』]{1,60}[」』]\s?(と|って)(聞|言われ|言って|言う|言い|主張|思って)"
                   r"|['\"“‘「『][^'\"”’」』]{1,60}['\"”’」』]\s?(라고|고)\s?(들었|하더|했)"
                   r"|\b(opponent|player|he|she|they|friend|someone|somebody|people|(?<![a-z'])[ab])"
                   r"\s(says|said|claims|claimed|insists|insisted|argues|argued)( that)?\s"
                   r"(?![\"“‘'])[^.?!;]{1,120}"
                   r"|\b(i heard|i've heard|i was told)( that)?\s(?![\"“‘'])[^.?!;]{1,120}"
                   r"|(?:^|[.!?]\s+)[a-z][\w ]{0,24}[:：]\s?(\"[^\"]{1,120}\"|“[^”]{1,120}”"
                   r"|'(?:[^'\n]|'(?=[a-z])){1,120}'(?=[\s.,?!]|$))",
                   re.IGNORECASE)
"""A rule heard or believed, quoted ("I heard 'you can't attack on the first turn'") or reported
("The first player says there's no battle phase on a first turn, so I can't attack"): a claim to
check, not a fact of the position."""
UNCHECKED = re.compile(r"(確認でき(ない|ません|ず)|分から(ない|ず)|わから(ない|ず)|不明"
                       r"|확인(할\s?수|이)?\s?(없|안\s?되|못)|모르"
                       r"|(can't|cannot|couldn't|can not|unable to) (check|see|read|verify|confirm)"
                       r"|\bunknown\b|don't know|do not know)", re.IGNORECASE)
"""The text behind a reported claim is not available: the claim cannot be taken as a fact."""
PLAYER_TARGET = re.compile(r"(プレイヤー(を|に|へ)(は|も)?(の)?攻撃|プレイヤーへの攻撃"
                           r"|プレイヤーを攻撃目標"
                           r"|攻撃(目標|対象)として[、,]?\s?([^。?？、]{0,12}(ではなく|じゃなく)[、,]?\s?)?"
                           r"(相手)?プレイヤーを"
                           r"|(ではなく|じゃなく)[、,]?\s?(相手)?プレイヤーを(攻撃(目標|対象)に)?(選|指定)"
                           r"|공격\s?(목표|대상)(로|으로)\s?(상대\s?)?플레이어를"
                           r"|플레이어(는|를|도)\s?공격\s?(목표|대상)(로|으로)\s?(고르|고를|골라|선택|지정)"
                           r"|プレイヤー(は|を|も)攻撃(目標|対象)(に|として)(選|指定)"
                           r"|플레이어를\s?((바로|직접|곧바로|곧장)\s?)?(공격|공격\s?목표)|플레이어에게|플레이어한테\s?((바로|직접|곧바로|곧장)\s?)?공격"
                           r"|플레이어(를|한테)?\s?((바로|직접|곧바로|곧장|그냥)\s?)?(때려|때리|때릴|쳐도|칠\s?수)"
                           r"|target (the |my )?(opponent|player)\b(?! ?'s)"
                           r"|(opponent|player)( player| themselves| themself| himself"
                           r"| herself)? as"
                           r" (the |an |my |its |their )?(attack )?target"
                           r"|(opponent|player) as (my|the|its) [\w-]+'s (attack )?target"
                           r"|(opponent|player) (be |being |to be )?(chosen|selected|targeted)"
                           r" as (the |an |its )?(attack )?target"
                           r"|本人(を|に|へ)|본인(을|에게)"
                           r"|\b(himself|herself|themselves|themself) as "
                           r"(the |an |his |her |their )?(attack )?target"
                           r"|直接|직접"
                           r"|attacks? (the |my |their )?(opponent|player)\b(?! ?'s)"
                           r"|\b(attacks?|declare an attack|declare the attack) on (the |my )?"
                           r"(opponent|opposing|defending) player\b"
                           r"|\bdirectly\b"
                           r"|\battacks? (go|goes|went) (to|at|for) the (opponent|player)\b(?! ?'s)"
                           r"|\b(go|going|swing|swinging|hit|hitting) (for|at) (their"
                           r"|the opponent'?s|my opponent'?s|his|her) face\b"
                           r"|\b(go|goes|going|swing|swings|swinging) (straight )?(for|at) the"
                           r" (opponent|player|opposing player|defending player)\b(?! ?'s))")
TARGET_SUBJECT = re.compile(r"(攻撃目標|攻撃対象|공격\s?목표|공격\s?대상|\b(the )?attack target)"
                            r"\s?(は|が|는|은|이|가|\bis\b)")
"""「攻撃目標は…」: the sentence describes the attacked monster."""
SENTENCE_SUBJECT = re.compile(
    r"\s*((盤面|状況|board)\s?[:：]\s*)?((?P<me>(自分|私)(は|が|の場(に|には)は?|の(怪異|魔法少女)(は|が))"
    r"|(나는|내가|저는|제가)\s"
    r"|(i|we) (have|control|own)\b|(me|mine|my side)\s?[:：])"
    r"|(?P<them>相手(は|が|の場(に|には)は?|\s?[:：])|상대(는|가)\s|상대\s?[:：]"
    r"|(my |the )?opponent (has|controls|owns)\b|(my |the )?opponent('s side)?\s?[:：]))",
    re.IGNORECASE)
"""The subject a sentence opens with, when it lists its owner's things."""
OWNER_WORD = re.compile(r"(自分|私|相手|나|내|저|제|상대|\bmy\b|\bmine\b|\btheir\b|\bopponent|"
                        r"\bopposing\b|\bi\b)", re.IGNORECASE)
ASKED_ATTACKER_STATE = re.compile(
    r"(?P<s>リカバー|レスト|リバース)状態の(自分の|私の)?(怪異|魔法少女)で(?!は|も)"
    r"|(?P<s2>리커버|레스트|리버스)\s?상태(의|인)?\s?(내\s?|제\s?)?괴이로"
    r"|\b(can|may|could) my (?P<s3>recovered|rested|reversed) (monster|servant|kaii) "
    r"(attack|target|choose|pick|select|declare)\b|\b(attack|target \w+) with my "
    r"(?P<s4>recovered|rested|reversed) (monster|servant|kaii)\b", re.IGNORECASE)
"""The attacker named with its state in the asking sentence."""
STATE_CHANGE_VERB = re.compile(r"(状態に(し|な|変|され)|スイッチ|switch|\b(turn|turns|turned|make"
                               r"|makes|made|become|becomes|became|put|puts|flip|flips|flipped)"
                               r"\b[^.?]{0,30}\b(recovered|rested|reversed|recover|rest|reverse)\b"
                               r"|상태로\s?(만들|되|바꾸|바뀌|전환))", re.IGNORECASE)
"""A state a monster is put in (an event), not a state it has."""
OWNED_NOT_CONTROLLED = re.compile(
    r"(持ち主は(私|自分)[^。?？]{0,24}相手(が|の)支配|(私|自分)が持ち主[^。?？]{0,24}相手(が|の)支配"
    r"|소유자는\s?(나|저|내)[^.?]{0,24}상대(가|의)\s?지배"
    r"|\b(i|we) own\b[^.?]{0,40}\bcontrol(led|s)? by (my|the|our) opponent"
    r"|\bowned by me\b[^.?]{0,30}\bcontrol(led|s)? by\b"
    r"|\bmy opponent (now |currently )?controls? (a|one|the) [\w\s-]{0,20}(that|which) (i|we) own)",
    re.IGNORECASE)
"""A monster the asker owns and the opponent controls (803.3a looks at control)."""
ATTACKER_ASKED = re.compile(r"(攻撃を行う怪異(として|に)|で攻撃(でき|し)|공격하는\s?괴이(로|으로)"
                            r"|로\s?공격(할|하)|\b(as|be) (my|the|its) (attacking|attacker)\b"
                            r"|\battack with (it|that|this)\b)", re.IGNORECASE)
OWN_TARGET = re.compile(r"((自分|私)(が支配している|の)"
                        r"(リカバー状態の|レスト状態の|リバース状態の)?怪異を[、,]?[^。?？]{0,14}"
                        r"攻撃(目標|対象)"
                        r"|(自分|私)が支配している(別の|他の|もう1体の|もう一体の)?怪異を[^。?？]{0,8}"
                        r"(選|攻撃)"
                        r"|(내가\s?지배하는|내|자신의)\s?(다른\s?)?괴이를\s?공격\s?(목표|대상)?"
                        r"|\b(another|other|a second) (servant|monster|kaii) (that |which )?"
                        r"(i|you|we) (control|own)\b"
                        r"|\b(my|your) own ((recovered|rested|reversed|other|\w+-state) ){0,2}"
                        r"(monsters?|servants?|kaii)\b"
                        r"|\b(a|one|the) (monster|servant|kaii) (you|i|we) (yourself |myself "
                        r"|ourselves )?(control|own|have) as (the |an |my |your )?"
                        r"(attack )?target"
                        r"|\b(monster|servant|kaii) of (mine|yours|ours) as "
                        r"(the |an |its |my |your )?(attack )?target)")
"""803.3b: one's own monster chosen as the attack target."""
NON_MONSTER_TARGET = re.compile(r"((魔法少女|キャスター|結界)(のカード)?を攻撃(目標|対象)"
                                r"|(結界|결계|\bbarriers?\b)[^?？]{0,80}"
                                r"(攻撃目標|공격\s?목표|\battack target"
                                r"|\btarget (it|that|this)\b|\battack (it|that|this)\b)"
                                r"|마법소녀(\s?카드)?를\s?공격\s?(목표|대상)"
                                r"|\b(casters?|magical girls?|non-(servant|monster|kaii))( card)?\b"
                                r"[^.?]{0,30}\bas (the |an |my |its |their )?attack target"
                                r"|\b(casters?|magical girls?)( card)?\b[^.?]{0,12}\bas "
                                r"(the |an |my )?"
                                r"target of (my |the |an |a )?[\w' ]{0,20}attack"
                                r"|(魔法少女|キャスター)(のカード)?を攻撃(でき|し|する)|마법소녀(\s?카드)?를\s?공격"
                                r"|\battack (one of )?(my |the |their |an? )?(opponent'?s )?"
                                r"(casters?|magical girls?)\b"
                                r"|\b(face-?down|facedown) cards?\b[^.?]{0,30}\b(as )?"
                                r"(my |the |an )?attack target"
                                r"|裏向き(の)?(カード)?を攻撃(目標|対象)"
                                r"|뒷면(인|의)?\s?(카드)?를\s?공격\s?(목표|대상)"
                                r"|(怪異|モンスター)(では|で|じゃ)(ない|なく|も(ない|なく))[^。?？]{0,6}カード"
                                r"|プレイヤーでも[^。?？]{0,16}怪異でもない"
                                r"|(プレイヤー|怪異)(や|と|または)[^。?？]{0,12}怪異以外"
                                r"(のもの|のカード)?を"
                                r"|\b(something|anything|a card) other than (the |my )?"
                                r"opponent( player)? (or|and) (one of )?(their|its|the opponent's)"
                                r"|괴이가\s?아닌\s?(카드|것)|괴이도\s?아닌"
                                r"|\bcards?\b[^.?]{0,30}\b(that|which) "
                                r"((is|are) (not|neither)|isn't|aren't) "
                                r"(a |an )?(servant|monster|kaii|the opponent)"
                                r"|\bnon-?(servant|monster|kaii) cards?\b"
                                r"|\bneither the opponent( player)? nor (one of )?(their|its) "
                                r"(servants|monsters|kaii))")
"""803.3b: a card that is no monster, a target only when some effect allows it."""
ORB_CHOOSER = re.compile(r"((オーブ|오브)[^。?？]{0,16}(選|고르|고를\s?수|선택|정할\s?수)"
                         r"|\b(chooses?|chose|picks?|picked|decides?|selects?) (the |which |one "
                         r"|an )?((of|their|his|her|my|its|own) ){0,3}(\w+ )?orbs?\b"
                         r"|\borbs?\b[^.?]{0,30}\b(chosen|chooses|choose|picks?|picked|selected"
                         r"|decides?)\b)", re.IGNORECASE)
"""Who chooses the corrupted orb (804.5: the attacking monster's controller): not played."""
BLOCK = re.compile(r"(ブロック|割り込|かば(う|い|え)|庇(う|い|え)|身代わり"
                   r"|블록|막아|가로막|대신\s?받|\b(block|intercept|redirect|protect)\w*\b)")
"""An asked block or redirect: the battle phase has no such step (801.1); not played."""
QUOTED_PROPERTY = re.compile(r"[「『\"'][^」』\"']{0,40}(コスト|属性|レベル|코스트|속성|레벨"
                             r"|\bcost|\battribute|\blevel)[^」』\"']{0,40}[」』\"']")
"""Quoted card text whose condition is a card's cost, attribute or level (not on the board)."""
LATER_TIME = re.compile(r"(次の(自分の|相手の)?ターン|ターン(の)?終了時|終了フェイズ"
                        r"|다음\s?(제|내|나의|자신의|상대의?)?\s?턴"
                        r"|턴\s?종료\s?시|종료\s?페이즈|\bnext turn\b"
                        r"|\bend of (my|the|your|their|this) turn\b"
                        r"|\bend phase\b)")
"""A later turn or the end of the turn: outside the one battle phase the probe plays."""
EARLIER_TURN = re.compile(r"(前の(自分の|相手の)?ターン|前回のターン|前ターン"
                          r"|지난\s?(내\s?|상대\s?)?턴|이전\s?턴"
                          r"|\b(last|previous|prior|earlier) turn\b)")
"""What an earlier turn left (a monster rested by its attack) is the full game's start of turn,
unless the question states the state it is in now."""
ATTACK_REQUIREMENT = re.compile(r"(攻撃(を行う|する)ための(条件|コスト)|攻撃の条件"
                                r"|攻撃を行うために必要な行動(が|の)[^。?？]{0,6}"
                                r"(ある|決め|指定|定め)"
                                r"|\b(an?|some) action (that )?(must|has to) be "
                                r"(performed|done|taken) (in order )?to attack\b"
                                r"|\brequires? [a-z]+ing\b[^.?]{0,40}\bto attack\b"
                                r"|공격하기\s?위한\s?(조건|코스트)"
                                r"|\b(printed )?requirement (for|to) attack(ing)?\b"
                                r"|\battack requirement\b)")
"""An attack requirement the question does not quote (803.4 hangs on what it asks)."""
NO_ALLOWING_EFFECT = re.compile(r"(効果(が|は)(何も|特に|一切)?(ない|なく|ありません)"
                                r"|カードの効果がない|効果なしで"
                                r"|\bno effect (lets|allows|permits|makes|says)\b"
                                r"|効果(は|を)?(何も|特に|一切)?使って(い)?(ません|ない)"
                                r"|효과(는|를)?\s?(아무것도\s?)?(사용하지\s?않|쓰지\s?않)"
                                r"|\b(no|without) effects? (is |are )?(used|played|in play)"
                                r"|효과(가|는)\s?없|\bwith no effect\b|\bno effect (makes|making)"
                                r"|\bwithout (an |any )?effect\b)")
RESTRICTION_Q = re.compile(r"(という(制限|ルール|義務|決まり)(は|が)(あります|ある)か"
                           r"|(制限|義務)(は|が)(あります|ある)か|라는\s?(제한|규칙)이\s?있"
                           r"|\b(am i|are we|is one) (forced|required|obliged) to\b"
                           r"|\bis there (a|any) (restriction|rule) (that|which)\b)", re.IGNORECASE)
""""Is there a restriction that I must…?": the can-probe answers the opposite polarity."""
MULTI_TARGETS = re.compile(r"((2|二|複数)体(を)?(まとめて|同時に|一度に)?[^。?？]{0,6}"
                           r"攻撃(目標|対象)|(両方|両者)を(同時に)?攻撃(目標|対象)"
                           r"|(둘\s?다|모두|양쪽\s?다)를?\s?공격\s?(목표|대상)"
                           r"|\b(target|attack) both (the |my |their )?(opponent|player)"
                           r"|(2|두)\s?(체|마리)를?\s?(한꺼번에|동시에|한\s?번에)?\s?"
                           r"공격\s?(목표|대상)"
                           r"|\b(target|attack) (two|2|both|several|multiple) (of )?"
                           r"(my opponent's |their |the opponent's )?(servants|monsters|kaii)\b"
                           r"|\btargets of (a single|one|the same) attack\b)",
                           re.IGNORECASE)
"""Two targets for one attack (803.3b chooses one): the probes place one."""
SECOND_ATTACKER = re.compile(r"((2|二|２)体目の(怪異|魔法少女)?|두\s?번째\s?(괴이|마법소녀)"
                             r"|\bsecond,? ([\w-]+ ){0,2}(monster|servant|kaii)\b)", re.IGNORECASE)
"""A second attacker after a first battle told (805.5): one battle is what the probe plays."""
MULTI_ATTACKERS = re.compile(r"(([2-9]|二|三|複数)体(で|が)?同時に|同時に([2-9]|二|三|複数)体"
                             r"|一度に([2-9]|二|三|複数)体|1回の攻撃宣言で[^。?？]{0,12}([2-9]|二|三|複数)体"
                             r"|([2-9]|二|三|複数)体(（[^）]{0,30}）)?で[^。?？]{0,30}"
                             r"(いっしょに|一緒に|同時に|まとめて)(攻撃|行|宣言)"
                             r"|攻撃力の合計|攻撃力を合計|합계\s?공격력|공격력(의)?\s?합"
                             r"|\bcombined (atk|attack)\b"
                             r"|동시에\s?([2-9]|두|세|여러)\s?체|([2-9]|두|세|여러)\s?체(가|로)?\s?동시에"
                             r"|([2-9]|두|세|여러)\s?체(가|로)\s?[^.?]{0,20}동시에"
                             r"|\b(two|both|three|several|multiple) (monsters|servants|kaii)\b"
                             r"[^.?]{0,30}\b(at once|simultaneously|together|at the same time"
                             r"|in one declaration)\b"
                             r"|\bin (a single|one) (attack )?declaration\b"
                             r"|\b(two|three|both|several) (of (your|my|the) )?[\w-]*\s?"
                             r"(monsters|servants|kaii)\b[^.?]{0,30}\battack\b"
                             r"|([2-9]|二|三)体(の怪異)?(で|が)(順に|順番に|続けて|それぞれ)?攻撃"
                             r"|([2-9]|두|세)\s?체(의\s?괴이)?(로|가)\s?(차례로|각각|연달아)?\s?공격)")
"""Several attackers in one declaration: 803.3a chooses one; not played (no verdict)."""
UNKNOWN_STATE = re.compile(
    r"(リバース|リカバー|レスト)(状態)?(か(どうか|否か)|なのか|だったか(どうか)?)[^。?？]{0,16}"
    r"(不明|分から|わから|書かれていない|決まっていない|確認して(い)?(ない|ません|なかった|ませんでした)"
    r"|記録(されて|して)?(い)?(ない|ません|なかった|にない|がない)|記録にない)"
    r"|\bwhether\b[^.?]{0,40}(revers|recover|rest)"
    r"|\b(nobody|no one|we|i) (checked|noticed|saw|know|knew|remember)(n't)? whether [^.?]{0,40}"
    r"(revers|recover|rest)"
    r"|\b(didn't|did not|don't|do not) (check|notice|see|know|remember) whether [^.?]{0,40}"
    r"(revers|recover|rest)"
    r"|(리버스|리커버|레스트)\s?상태(인지|인지는|인지\s?아닌지)[^.?]{0,16}(알\s?수\s?없|불명|모름"
    r"|나와\s?있지\s?않|기록(되어|돼)?\s?있지\s?않|기록이\s?없)"
    r"|\bwhether [^.?]{0,60}(revers|recover|rest)[^.?]{0,40}\b(is not stated|isn't stated"
    r"|is unknown|is not known|not given|not said|unclear)\b"
    r"|\b(state|position) (is )?(unknown|not stated|not given)\b"
    r"|状態(（[^）]*）|\([^)]*\))?(は|が)[^。?？]{0,12}(確認(でき|し)て(い)?(ない|ません)|不明|分から"
    r"|わから|見ていない)"
    r"|상태(는|가)[^.?]{0,12}(확인\s?(못|할\s?수\s?없|하지\s?못)|모르|알\s?수\s?없)"
    r"|\b(don't|do not|didn't|did not|can't|cannot) (know|tell|see) whether [^.?]{0,60}"
    r"(revers|recover|rest)")
"""A state the question says is not known: no state is set (every state is tried)."""
SWITCH_BACK = re.compile(r"(再び(リカバー|リバース)|元に戻|(リカバー|リバース)(状態)?に戻"
                         r"|다시\s?(리커버|리버스)|되돌|\bswitch(es|ed)? (it|them) back\b"
                         r"|\bback to (recover|reverse)|\bback (into|to) the (recover|reverse))")
"""A monster switched and switched back: the order of the events decides."""
BATTLE_PHASE_Q = re.compile(r"(バトルフェイズ(を|は|が)(行い|行う|行え|行わ|あり|ある|発生)"
                            r"|배틀\s?페이즈(를|가|는)\s?(진행|실행|있|하나요|합니까)"
                            r"|\b(is there|have|has|get|gets) a battle phase\b"
                            r"|\bbattle phase (happen|take place|occur)s?\b"
                            r"|\b(does|do) [^?]{0,30} (have|get|take) (a|its|their) battle"
                            r" phase\b"
                            r"|\b(does|do|will) [^?]{0,30} (perform|carry out|go through|get|have)"
                            r" (a|the|its|their|this turn's) battle phase\b"
                            r"|\bis (a |the )?battle phase (performed|carried out|held)\b)")
"""Does the turn player have a battle phase (506.1)?"""
SKIPPED_Q = re.compile(r"(飛ばされ|飛ばし|スキップ(され|し)|省略(され|し)|行われない"
                       r"|行わない(の|ん)?(です|でしょう)?か"
                       r"|건너뛰|스킵|생략(되|하)"
                       r"|\b(is|are|was|were|be|gets?|got) (also )?skipped\b"
                       r"|\bskip(s|ped)? (the |its |their |a |my )?(battle )?phase\b"
                       r"|\bphase\b[^?]{0,20}\b(skipped|omitted)\b|\bnot (held|played|happen))",
                       re.IGNORECASE)
"""Whether a phase is skipped: the probes answer whether it happens (no verdict)."""
EFFECT_WORD = re.compile(r"(能力|効果|능력|효과|\babilit(y|ies)\b|\beffects?\b)")
NO_EFFECT = battle.NO_EFFECT
OPP_MONSTER = re.compile(r"(相手の[^。?、]{0,12}怪異"
                         r"|相手の(場|フィールド|戦場)(には|に)[、,]?[^。?]{0,12}怪異"
                         r"|상대의?\s?[^.?,]{0,12}괴이"
                         r"|상대(의)?\s?(필드|전장)(에는|에)\s?[^.?,]{0,14}괴이"
                         r"|opponent (has|controls) an? [\w\s-]{0,20}monster"
                         r"|opponent's [\w\s-]{0,20}monster)")


OPP_ATTACKS_ME = re.compile(
    r"(相手(が|は)[^。?？、]{0,40}(自分|私|こちら)(（[^）]{0,8}）)?(に|を)\s?攻撃(?!したら|すれば)"
    r"|相手(が|は)[^。?？、]{0,40}攻撃して(きました|きた|きて|くる(?!ことも))"
    r"|상대(가|는|방이)[^.?]{0,40}(나|저|제|나를|저를)(를|에게|한테)?\s?공격"
    r"|\b(the |my )?opponent('s [\w-]+)? attack(s|ed)? me\b"
    r"|\b(i|we) (am|are|was|were|get|got) attacked by\b)")
"""The opponent attacks the asker: the asker is the attacked player (P2 in the probe)."""


ASKER_ATTACKS = re.compile(r"((私|自分)の[^。?？、]{0,20}怪異(で|が)[^。?？]{0,30}攻撃"
                           r"|(내|제)\s?[^.?,]{0,20}괴이(로|가)[^.?]{0,30}공격"
                           r"|\bmy (monster|servant|kaii)\b[^.?]{0,40}\battack"
                           r"|\b(i|we) attack\b)", re.IGNORECASE)
"""The asker's own attack told: then the asker is the attacker, whatever else is said."""


def _asker_attacked(text: str) -> bool:
    """Whether the asker is the attacked player (so "do I win / lose?" is P2's)."""
    if ASKER_ATTACKS.search(text):
        return False
    return bool(battle.DEFENDER_ME.search(text) or OPP_ATTACKS_ME.search(text))


COUNT_DESTROYED = re.compile(
    r"(破壊される(怪異|カード|モンスター)は?(何|いく)(体|枚|つ)|(何|いく)(体|枚|つ)(の怪異)?が?破壊され"
    r"|파괴되는\s?(괴이|몬스터|카드)(는|가)?\s?몇|몇\s?(체|마리|장)(가|이)?\s?파괴"
    r"|\bhow many (monsters?|servants?|kaii|cards?|of them)? ?(are|were|get|gets|will be|would be"
    r"|is) destroyed\b)", re.IGNORECASE)
"""'How many monsters are destroyed?': a count of the destroyed, not a yes/no (804.3, 804.4)."""

WIN_AT_DECLARATION = re.compile(
    r"((選(ん|び)だ|宣言した|決めた|指定した)(時点|瞬間|とき|時)(で|に)"
    r"|(선택한|고른|선언한|정한)\s?(시점|순간|즉시|때)"
    r"|\b(at the (moment|point|time)|the moment|as soon as|right when|immediately (when|as|after"
    r"|upon)|upon) (i |you |we )?(choos|chose|select|declar|target|pick)\w*)")
"""A win asked at the moment the target is chosen or the attack declared (not at 804.5)."""


class MagicalGirlExtractor(LexiconReader):
    """The magical-girl extractor (registered as "magical-girl")."""

    game = GAME

    def read(self, question: str, lang: str) -> Reading:
        """Facts, the asked attack and the question kind from the text alone."""
        plain = battle.canonical(normalize(question))
        text = persons(plain, lang)
        # "can I destroy it?" is asked only in an asking sentence (「どうやっても破壊できません。
        # …プレイヤーを選べますか」 asks the target); "is it destroyed?" anywhere
        kind = "destroyed" if DESTROY_Q.search(DESTROY_CAN.sub(" ", text)) or DESTROY_CAN.search(
            asked_part(text)) or SURVIVE_Q.search(asked_part(text)) or COUNT_DESTROYED.search(
            asked_part(text)) else question_kind(text)
        if kind == "destroyed" and DESTROY_CAN.search(text):
            kind = "destroyed-target"  # "can I destroy it?": only the attacked monster counts
        sentences = [s for s in battle.SENTENCE_SPLIT.split(text.strip()) if s]
        # the question sentence, not a trailing aside (「…破壊されますか？（他の効果はない）」)
        asks = [s for s in sentences if re.search(r"[?？]", s)]
        if asks and asks[-1] != sentences[-1]:
            sentences = [s for s in sentences if s != asks[-1]] + [asks[-1]]
        last = sentences[-1] if sentences else text
        if kind != "value" and CORRUPTED_YN.search(last) and not battle.CORRUPT_CAN.search(last):
            kind = "corrupted"
        elif kind != "value" and JUDGED_YN.search(last):
            kind = "judged"
        reading = Reading(GAME, lang, kind, text=text)
        if text != plain:  # players named by letters, the turn player's first (letters.py)
            reading.lettered = turn_letter(plain)
        mentions = self.lexicon.find(text, GAME)
        known = self.lexicon.names
        if lang == "en":
            for name in title_names(question, known):  # "My Toxic Turkey (2000 ATK) attacks…"
                reading.missing.append(say("card", lang, name))
        for name in foreign_names(text, known):
            # "a Reversed Akuma no Otoshigo (悪魔の落とし子)": a card named in Japanese; not a
            # rules timing written in Japanese ("'at end of battle' (バトル終了時)")
            if not battle.MODELLED_QUOTE.search(name) and not re.search(r"(怪異$|^結魂$)", name):
                reading.missing.append(say("card", lang, name))
        orbs = [m for m in mentions if m.key == "オーブ"]
        heard = [h.span() for h in HEARD.finditer(text)]
        for m in orbs:
            if any(a <= m.start < b for a, b in heard):
                continue  # "B says only one orb gets defiled": a claim, not the count
            n = number_near(text, m, orbs, lang, _corrupt_spans(text))
            if n is not None:
                who = "P1" if owner_before(text, m.start, lang, "B") == "A" else "P2"
                reading.facts.setdefault(f"{who}.orbs", n)
                reading.evidence.append(f"{who} orbs {n}")
        if OPP_HAS_MONSTER.search(text) and not OPP_NO_MONSTER.search(text):
            reading.facts["opp_monster"] = True  # its state decides 803.3b when unstated
        elif kind == "can" and PLAYER_TARGET.search(asked_part(text)) and not (
                OPP_NO_MONSTER.search(text) or OPP_FIELD.search(text)):
            # "may I choose the opponent player as my target?" with their field unsaid: a
            # reversed monster of theirs would forbid it (803.3b)
            reading.facts["opp_field_unsaid"] = True
        for none in ORBS_NONE.finditer(text):  # 「オーブは一つもありません」: 0, not 1
            who = "P1" if owner_before(text, none.start(), lang, "B") == "A" else "P2"
            reading.facts[f"{who}.orbs"] = 0
            reading.evidence.append(f"{who} orbs 0")
        if battle.LAST_ORB_TOLD.search(text) and battle.AT_THIS_POINT.search(asked_part(text)):
            # "my attack corrupted their last Orb… do they lose at this point?": the told attack
            # is the one played, from 1 Orb (804.5 corrupts it; 0 Orbs wins only a later one)
            reading.facts["P2.orbs"] = 1
            reading.evidence.append("the told attack corrupted the last Orb: played from 1")
        self._read_stats(text, reading)
        if OPP_NONE.search(text) and any(k.startswith("T.") for k in reading.facts):
            # 「相手の怪異はいません」 beside a second monster's stats or state: both are the
            # asker's, and the probe places one attacker
            reading.missing.append({
                "ja": "どの怪異が攻撃するか（自分の怪異が2体以上書かれている）",
                "ko": "어느 괴이가 공격하는지(내 괴이가 2체 이상 적혀 있음)",
                "en": "which monster attacks (two or more of the asker's are described)",
            }[lang])
        stale = ALREADY_CORRUPTED.search(text)
        if stale:  # 804.5 counts orbs; whether a corrupted one still counts is not written
            reading.missing.append(say("keyword", lang, stale.group(0)))
        target_monster = (bool(TARGET_MONSTER.search(text)) or kind.startswith("destroyed")
                          or bool(OPP_MONSTER.search(text)))
        negated = [n.span() for n in battle.NOT_EVENT.finditer(text)]  # "is not reversed"
        negated += [u.span() for u in UNKNOWN_STATE.finditer(text)]  # 「…かどうかは不明」
        negated += [u.span() for u in NO_STATE_MONSTER.finditer(text)]  # "no reversed monster"
        said: dict[str, list[tuple[str, bool, int]]] = {"A": [], "T": []}
        asked_at = text.rfind(asked_part(text)) if asked_part(text) != text else len(text)
        for m in mentions:
            if m.key not in STATES or (TO_REVERSE.search(text) and m.key == "リバース"):
                continue
            if any(a <= m.start < b for a, b in negated):
                continue
            theirs = owner_before(text, m.start, lang, "A") == "B" or _on_their_field(
                text, m.start)
            lead = text[max((b.end() for b in re.finditer(r"[。.?？!！]", text[:m.start])),
                            default=0):m.start]
            theirs = theirs or bool(TARGET_SUBJECT.search(lead))  # 「攻撃目標はリバース状態の…」
            # "a rested opposing Servant", 「レスト状態の相手の怪異」: the owner after the state
            theirs = theirs or bool(re.match(r"\s*(状態)?の?相手の|\s?(상태)?(의|인)?\s?상대"
                                             r"|\s*(opposing|enemy|opponent'?s)\b", text[m.end:]))
            mine = bool(re.search(r"(自分|私)(に)?(は|が)[^。?？、]{0,6}$"
                                  r"|(自分|私)の((戦場|場|フィールド)(の|にいる|にある))?(怪異|魔法少女)は"
                                  r"(すべて|全て|全部|みな|みんな)?\s?$"
                                  r"|(自分|私)の(怪異|魔法少女)が(すべて|全て|全部)?\s?$"
                                  r"|(나는|내가|저는|제가)\s?[^.?,]{0,8}$"
                                  r"|(내|나의|제|저의)\s?괴이(는|가)\s?$|\b(my|our)\s+$"
                                  r"|(?<![가-힣])(내|나의|제|저의)\s?$"
                                  r"|((自分|私)の(怪異|魔法少女)|(내|나의|제)\s?괴이|\bmy (monster"
                                  r"|servant|kaii))\s?[a-z]?\s?[(（][^)）]*$", lead))
            # 「リカバー状態の自分の怪異」, 「리커버 상태인 제 괴이」: the owner after the state
            mine = mine or bool(not theirs and re.match(
                r"\s*(状態)?の?(自分|私)の(怪異|魔法少女)|\s?(상태)?(의|인)?\s?(제|내|나의|저의)\s?괴이",
                text[m.end:]))
            if mine and lead.rstrip().endswith("が") and re.match(r"(状態)?(に|へ)", text[m.end:]):
                mine = False  # 「私の怪異がリバース状態になりました」: an event, not its state
            subject = SENTENCE_SUBJECT.match(lead)
            if not (mine or theirs) and subject and not OWNER_WORD.search(lead[subject.end():]):
                # 「自分はオーブ5つ、手札3枚、リカバー状態の怪異1体」, "My opponent has 2 Orbs and
                # one Servant in Reverse Position": the sentence's subject owns what it lists
                mine, theirs = bool(subject.group("me")), bool(subject.group("them"))
            # "A's recovered monster attacks B's reversed monster": players named A and B
            named = re.search(r"\b(a|b|p1|p2|player [ab12])'s\s*$", lead)
            if named and re.search(r"\b(a|p1|player a|player 1)'s\b", text):
                theirs = named.group(1) in ("b", "p2", "player b", "player 2")
                mine = not theirs
            # 「Bの場の怪異はリバース状態」, 「B의 필드의 괴이는」: a lettered player's monster (a
            # monster owns no field or monster), when A acts as a player (「Aが相手プレイヤーを」)
            owned = PLAYER_LETTER_MONSTER.search(lead)
            if owned and not (mine or theirs) and PLAYER_A_ACTS.search(text):
                theirs = owned.group(1).lower() in ("b", "p2")
                mine = not theirs
            if not theirs and not mine and reading.facts.get("T.state") == STATES[m.key] \
                    and owner_before(text, m.start, lang, "?") == "?":
                continue  # "…a rested opposing Servant. Is the rested Servant destroyed?"
            if not theirs and (ATTACKER_AFTER.match(text, m.end)
                               or ATTACKER_BEFORE.search(text, 0, m.start) or mine
                               or ATTACKER_LEAD.search(lead)):
                reading.facts.setdefault("A.state", STATES[m.key])  # the attacking monster's
                said["A"].append((STATES[m.key], m.start >= asked_at, m.start))
            elif (target_monster or theirs) and "T.state" not in reading.facts:
                reading.facts["T.state"] = STATES[m.key]
                said["T"].append((STATES[m.key], m.start >= asked_at, m.start))
            elif theirs:  # a later state said to be the opponent's: a second look at T
                said["T"].append((STATES[m.key], m.start >= asked_at, m.start))
        first = FIRST_TURN.search(text)
        unheard = HEARD.sub(" ", text)  # (not "Second player: 'it doesn't.'": a speaker's label)
        if first and any(GAME_TURN_LATER.search(_sentence_at(text, f.start()))
                         for f in FIRST_TURN.finditer(text)):
            # 「2ターン目、相手にとって最初のターン」: a player's own first turn, not the game's
            reading.evidence.append("a later turn of the game: 506.1 does not skip it")
        elif FIRST_TURN.search(text) and not SECOND_PLAYER.search(unheard) and not NOT_FIRST.search(
                text) and OWN_FIRST.search(text) and not FIRST_PLAYER.search(text):
            # 「自分の最初のターン」: the game's first turn (506.1) only for the first player
            reading.missing.append({"ja": "先攻か後攻か（506.1はゲームの最初のターンのみ）",
                                    "ko": "선공인지 후공인지(506.1은 게임의 첫 턴에만)",
                                    "en": "whether the player went first (506.1 is the game's "
                                          "first turn only)"}[lang])
        elif FIRST_TURN.search(text) and not SECOND_PLAYER.search(unheard) and not NOT_FIRST.search(
                text):  # 「最初のターンじゃない」: not the first turn
            reading.facts["first_turn"] = True
            reading.evidence.append("first turn")
        elif not FIRST_TURN.search(text) and FIRST_PLAYER.search(text) and not (
                NOT_FIRST.search(text) or LATER_TURN.search(text)):
            # 「自分は先攻です」 with no turn said: on the game's first turn 506.1 skips the phase
            reading.missing.append({"ja": "ゲームの最初のターンかどうか（506.1）",
                                    "ko": "게임의 첫 턴인지(506.1)",
                                    "en": "whether it is the game's first turn (506.1)"}[lang])
        elif not FIRST_TURN.search(text):
            reading.evidence.append("assumed: not the first player's first turn (506.1 skips its "
                                    "battle phase); the question does not say")
        c = CORRUPT_N.search(text)
        if c:
            raw = c.group(1) or c.group(5)
            reading.facts["A.corrupt"] = int(raw) if raw.isdigit() else _word(raw)
        # what happened is told before the question: "…destroyed it. Is an orb corrupted?"
        told = " ".join(sentences[:-1]) or re.split(r"[、,](?=[^、,]*$)", last)[0]
        events = _events(told) if told != last else []
        if events or STATE_CHANGE_VERB.search(text):
            said["T"] = []  # 「リカバー状態にしました」: a state it was put in, not a second one
        if not battle.TWO_STATES.search(text):  # "one reversed and one rested": battle's pick
            self._settle_states(said, reading, lang, text)
        asked_attacker = ASKED_ATTACKER_STATE.search(asked_part(text))
        if asked_attacker and not (OWN_TARGET.search(text) and reading.facts.get("T.state")):
            # 「リカバー状態の怪異で相手プレイヤーを…」, "Can my recovered monster target…": the
            # asking sentence names the attacker's state (another of mine may be reversed)
            word = next(g for g in asked_attacker.group("s", "s2", "s3", "s4") if g).lower()
            reading.facts["A.state"] = battle.STATE_OF[word]
        if TO_REVERSE.search(text) and not any(e.endswith("reverse") for e in events):
            # a switch to reverse with no monster named: which one decides it (no default)
            reading.missing.append({"ja": "どの怪異がリバースになったか",
                                    "ko": "어느 괴이가 리버스가 되었는지",
                                    "en": "which monster was switched to reverse"}[lang])
        if events:
            reading.facts["events"] = events
            target_monster = target_monster or any(e.endswith(" T") or " T " in e
                                                   for e in events)
        if COST_NOT_DONE.search(text) and not ATTACK_COST.search(text):
            # 「攻撃を行うために必要な行動を実行できませんでした」: 803.4 — whatever the action
            reading.facts["A.cost"], reading.facts["P1.hand"] = 1, 0
            reading.evidence.append("the action the attack needs cannot be done (803.4)")
        if UNSAID_COST.search(text) and not ATTACK_COST.search(text) and \
                not COST_NOT_DONE.search(text):
            reading.missing.append(say("effect", lang))  # 803.4: can it be done? its text decides
        cost = ATTACK_COST.search(text)
        if cost:  # "must discard a card to attack": the attack's cost (803.4)
            raw = next(g for g in cost.groups() if g)
            reading.facts["A.cost"] = int(raw) if raw.isdigit() else 1
            hand = HAND_COUNT.search(text)
            if hand:
                raw = next((g for g in hand.groups() if g), "0")
                reading.facts["P1.hand"] = int(raw) if raw.isdigit() else 0
        needs = ATTACK_NEEDS.search(text)
        if needs and "A.cost" not in reading.facts and not CANNOT_DO.search(
                text[needs.start():needs.end() + 24]):
            # 「攻撃を行うために何らかの行動が必要」: an action to attack (803.4) the reader did
            # not place: whether it can be done is that action's
            reading.missing.append(say("keyword", lang, needs.group(0)))
        facts_only = text
        belief = tagged_statement(text)
        if belief is not None:  # "…so I can't attack. OK?": the claim to check, not a fact
            facts_only = text[:belief[0]] + " " * (belief[1] - belief[0]) + text[belief[1]:]
        if FORBIDDEN.search(battle.NOT_FORBIDDEN.sub(" ", HEARD.sub(" ", facts_only))):
            reading.facts["A.forbid"] = True
        plain = NOT_UNTARGETABLE.sub(" ", SAID_QUOTE.sub(lambda q: " " * len(q.group(0)), text))
        untargetable = next((m for m in UNTARGETABLE.finditer(plain) if not ATTACKER_OBJECT.search(
            plain[max(0, m.start() - 20):m.start()]) and not PLAYER_OBJECT.search(
            plain[max(0, m.start() - 16):m.start()])), None)  # (not 「相手プレイヤーを…選べない」)
        if untargetable:
            reading.facts["T.untargetable"] = True
            if any(h.start() <= untargetable.start() < h.end() for h in HEARD.finditer(text)) \
                    and UNCHECKED.search(text):
                # 「相手は『能力で選べない』と言うが、テキストは確認できない」: a claim about
                # an ability whose text is not given — what it does decides 803.3b
                reading.missing.append(say("effect", lang))
            if CONDITIONAL.search(_sentence_at(text, untargetable.start())):
                # "can't be chosen by Servants with ATK 2000 or less": whether it binds this
                # attacker is the condition's, which the probe does not play (803.3b)
                reading.missing.append(say("effect", lang))
        modelled = bool(events) or any(p.search(text) for p in (CORRUPT_N, FORBIDDEN,
                                                                  UNTARGETABLE, ATTACK_COST))
        placed = any(e.split()[0] in ("atk", "def") for e in events)
        if (EFFECT_WORD.search(NO_EFFECT.sub(" ", text)) and not modelled) or \
                STAT_CHANGE.search(battle.STAT_CHANGE.sub(" ", text) if placed else text):
            # "DEF +1000 before judgement": a change the probes would not make (no verdict)
            reading.missing.append(say("effect", lang))
        for m in mentions:  # effects the reader does not put on the board
            if m.key == "優先権" and (events or PRIORITY_PASSED.search(text)):
                # the priority after the declaration is where the events happen; a priority
                # said to be passed by all is what the probes play (803.6 with no action)
                continue
            if m.key == "支配" and battle._control_is_ownership(text, events):
                continue  # 「怪異を3体支配しています」: who has them, not a change of control
            if m.key in UNMODELLED and say("keyword", lang, m.key) not in reading.missing:
                reading.missing.append(say("keyword", lang, m.key))
        early = WIN_AT_DECLARATION.search(last)
        if early and reading.kind == "winner":
            # 「攻撃目標に選んだ時点で勝利しますか」: the win is at 804.5, after 803.4–804.2;
            # the probes play the whole battle, not the moment asked
            reading.missing.append(say("keyword", lang, early.group(0)))
        skipped = SKIPPED_Q.search(last)
        if skipped:
            # 「バトルフェイズは飛ばされますか」: asked the other way round from "does it happen"
            reading.missing.append(say("keyword", lang, skipped.group(0)))
        if BATTLE_PHASE_Q.search(last) and (reading.kind == "other" or (
                reading.kind == "can" and not ATTACK.search(last))):
            # 「バトルフェイズを行いますか」: 506.1 — the turn player has the phase, so can attack
            reading.kind = "can"
            reading.actions.append({"kind": "attack", "target": "P2", "monster": False})
            reading.evidence.append("does the battle phase happen: played as an attack (506.1)")
        elif ATTACK.search(text) and (OWN_TARGET.search(text) or NON_MONSTER_TARGET.search(text)):
            # 803.3b: one's own monster, or a card that is no monster (only if an effect allows)
            own_at = OWN_TARGET.search(text)
            own = bool(own_at)
            said_state = own_at and re.search(r"(リカバー|recover(ed)?|리커버|レスト|rest(ed)?"
                                              r"|레스트|リバース|reverse(d)?|리버스)",
                                              own_at.group(0))
            if said_state and "T.state" not in reading.facts:  # "one of my own rested monsters"
                reading.facts["T.state"] = battle.STATE_OF[said_state.group(0).lower()]
            reading.actions.append({"kind": "attack", "target": "own" if own else "card",
                                    "monster": own})
            if not own and not NO_ALLOWING_EFFECT.search(text):
                reading.missing.append(say("effect", lang))  # an effect may allow it (803.3b)
            reading.evidence.append("the target is " + ("one's own monster" if own else
                                                        "a card that is no monster"))
        elif ATTACK.search(text):
            # "my opponent (the player) as the attack target": an aside does not break it
            aimed = TREATED_AS.sub(" ", text)  # 「プレイヤーへの攻撃として扱われ…か」: the belief
            at_player = bool(PLAYER_TARGET.search(aimed) or PLAYER_TARGET.search(
                ASIDE.sub("", aimed)))
            asked_aim = asked_part(aimed)
            if at_player and TARGET_MONSTER.search(asked_aim) and not PLAYER_TARGET.search(
                    asked_aim):
                at_player = False  # the player told, a monster asked (「…怪異を攻撃目標に」)
            # "can I win with this attack?" aims at the player (804.5) unless a monster is said
            # to be the target: an opposing monster on the field is not the target by itself
            win_aim = reading.kind == "winner" and not TARGET_MONSTER.search(text) and not any(
                e.endswith(" T") or " T " in e for e in reading.facts.get("events", [])) \
                and reading.facts.get("T.state") != "reverse"  # 803.3b: then it is the target
            reading.actions.append({"kind": "attack",
                                    "target": "P2" if at_player or not target_monster or win_aim
                                    else "T", "monster": target_monster})
        if OWNED_NOT_CONTROLLED.search(text) and ATTACKER_ASKED.search(last):
            # 「持ち主は私だが相手が支配している怪異で攻撃できるか」: 803.3a asks for control
            reading.facts["A.of"] = "P2"
            reading.missing[:] = [m for m in reading.missing if m != say("keyword", lang, "支配")]
            reading.evidence.append("the asked attacker is the asker's, controlled by the opponent")
        instead = INSTEAD_ATTACKER.search(last)
        if instead and reading.kind == "can" and (any(
                k in reading.facts for k in ("A.cost", "A.forbid")) or NOT_ATTACKED.search(text)):
            # 「Aは攻撃できなかった。代わりにBで攻撃できますか」: the asked attacker is another
            # monster than the one whose cost or prohibition is told (803.4 returns to the choice)
            if RECOVERED_OTHER.search(instead.group(0)) and reading.actions and \
                    reading.actions[0].get("kind") == "attack" and not ATTACK_COST.search(
                        last[instead.end():]):
                # 「別のリカバー状態の怪異を選び直して攻撃できますか」: that one attacks, as said
                for key in ("A.cost", "A.forbid"):
                    reading.facts.pop(key, None)
                reading.facts["A.state"] = "recover"
                reading.evidence.append("another, recovered monster is the attacker asked (803.4 "
                                        "returns to the choice of the attacker)")
            else:
                reading.missing.append(say("keyword", lang, instead.group(0)))
        other_act = OTHER_ACT.search(last)
        other_act = RESPOND.search(last) or other_act
        unquoted = blank_quotes(last)
        if reading.kind == "can" and other_act and (
                not ATTACK.search(unquoted) or RESPOND.search(last)
                or OTHER_CAN.search(unquoted)):
            # (「…攻撃宣言の前に、『…』という詠唱を発動できますか」: the card's use is asked)
            # "…corrupted by the opponent's attack. Can I use that card right away?": the attack
            # is told; the card's use asked about is not an attack the probes play
            reading.missing.append(say("keyword", lang, other_act.group(0)))
        later = LATER_TIME.search(text) or (EARLIER_TURN.search(text) if not (
            {"A.state", "T.state"} & set(reading.facts)) else None)
        if later:  # the probe plays one battle phase: a later turn or the turn's end is not in it
            reading.missing.append(say("keyword", lang, later.group(0)))
        prop = QUOTED_PROPERTY.search(text)
        if prop:  # 「コスト2以下の怪異は攻撃できない」: a card property the board does not carry
            reading.missing.append(say("keyword", lang, prop.group(0).strip("「」『』\"'")))
        required = ATTACK_REQUIREMENT.search(text)
        if required and not (ATTACK_COST.search(text) or COST_NOT_DONE.search(text) or re.search(
                r"(実行|行う|支払|払)(こと)?(が)?(でき|出来)(ない|ません)", text)):
            reading.missing.append(say("card", lang, required.group(0)))
        block = BLOCK.search(asked_part(text))
        if block:  # no step of 801.1 lets the attacked side block or redirect an attack
            reading.missing.append(say("keyword", lang, block.group(0)))
        chooser = ORB_CHOOSER.search(text)
        restriction = RESTRICTION_Q.search(asked_part(text))
        if restriction:
            reading.missing.append(say("keyword", lang, restriction.group(0)))
        targets = MULTI_TARGETS.search(text)
        if targets and reading.kind == "can":
            reading.missing.append(say("keyword", lang, targets.group(0)))
        several = MULTI_ATTACKERS.search(text)
        if several and not re.search(r"(誘発|유발|\btrigger)", text):
            # (a trigger count over several attacks is the trigger family's, 805.5)
            reading.missing.append(say("keyword", lang, several.group(0)))
        if SWITCH_BACK.search(text):
            reading.missing.append(_switch_order(lang))  # two switches: their order decides
        second = SECOND_ATTACKER.search(text)
        if second and reading.kind in ("winner", "value"):
            # "my first monster corrupts their last Orb; my second then attacks — who wins?":
            # the probe plays one attacker's battle, not the second one asked about (805.5)
            reading.missing.append(say("keyword", lang, second.group(0)))
        battle.refine(reading, told if told != last else "", last, lang, _events)
        if chooser and not orb_family.read(reading, text, _asker_attacked(text)):
            # 804.5's chooser asked in a way the family cannot tell (letters, no side named)
            reading.missing.append(say("keyword", lang, chooser.group(0)))
        if reading.kind == "again" and EARLIER_TURN.search(text):
            # 「前のターンに攻撃したのでレスト」: this turn's start (outside 800–806) decides it,
            # not a second attack within one battle phase
            reading.missing.append(battle._ask_words("outside", lang))
        if reading.kind == "can" and "A.state" not in reading.facts and not ANY_STATE.search(
                text) and (PROHIBITION.search(text) or PUT_OUT.search(text)) and any(
                a.get("kind") == "attack" for a in reading.actions):
            # (「このターンに怪異を戦場に出しました」: it may have been put out in any state)
            # 「攻撃を禁止されていない怪異で攻撃できますか」: 803.3a's conditions are gone through
            # and the other one, the recovered state, is never said
            reading.facts["attacker_state_unsaid"] = True
        if "reverse" in _listed_states(text, "them") and reading.facts.get("T.state") != "reverse" \
                and any(a.get("target") == "P2" for a in reading.actions):
            # "they control C (rested) and D (reversed); can I attack the player?": 803.3b
            # turns on every opposing monster, and the probe places one
            reading.missing.append({"ja": "相手の怪異それぞれの状態（2体以上）",
                                    "ko": "상대 괴이 각각의 상태(2체 이상)",
                                    "en": "each opposing monster's state (two or more)"}[lang])
        elif len(_listed_states(text, "them")) >= 2 and not PLAYER_TARGET.search(text) and any(
                a.get("target") == "P2" for a in reading.actions):
            # "…reversed A and rested B. Can I choose B as the target?": a monster of theirs
            # named by a letter is the target, not the player the probe would attack
            reading.missing.append({"ja": "攻撃目標の怪異（相手の怪異が2体以上）",
                                    "ko": "공격 목표 괴이(상대 괴이가 2체 이상)",
                                    "en": "which opposing monster is the target (two or more "
                                          "are described)"}[lang])
        return reading

    @staticmethod
    def _settle_states(said: dict[str, list[tuple[str, bool, int]]], reading: Reading,
                       lang: str, text: str) -> None:
        """Two states said of one side in different sentences ("the only reversed monster is
        mine; … my recovered monster attacks"): the one in the asking sentence is the asked
        monster's; told ones that disagree leave it open (two monsters, one placed). "One
        rested and one recovered" in one clause describes two monsters, as before."""
        for role in ("A", "T"):
            apart = any(a[0] != b[0] and re.search(r"[。.;；!！?？]", text[min(a[2], b[2]):max(
                a[2], b[2])]) for a in said[role] for b in said[role])
            if not apart:
                continue
            asked = {st for st, in_asked, _ in said[role] if in_asked}
            if len(asked) == 1:
                reading.facts[f"{role}.state"] = asked.pop()
                continue
            if asked:
                continue  # "the rested one instead of the reversed one": the asked pick decides
            reading.missing.append({"ja": "どの怪異がどの状態か（同じ側に二つの状態）",
                                    "ko": "어느 괴이가 어떤 상태인지(같은 쪽에 두 상태)",
                                    "en": "which monster is in which state (one side is given "
                                          "two states)"}[lang])

    def _read_stats(self, text: str, reading: Reading) -> None:
        text = SIGNED_STAT.sub(lambda m: " " * len(m.group(0)), text)  # "+1000 DEF": a change
        atks = _values_near(text, ATK)
        defs = _values_near(text, DEF)
        if (len(atks) > 2 or len(defs) > 2) and reading.kind != "can":
            # three monsters' stats ("reversed A (500/3000) and recovered B (1500/500); I attack
            # with 2000 — which can I destroy?"): the probe places one attacker and one target
            # (a can-question on the legal target does not turn on the stats)
            reading.missing.append({
                "ja": "どの怪異がどの怪異を攻撃するか（3体以上の能力値が書かれている）",
                "ko": "어느 괴이가 어느 괴이를 공격하는지(3체 이상의 능력치가 적혀 있음)",
                "en": "which monster attacks which (the stats of three or more are given)",
            }[reading.lang])
        target_first = len(atks) >= 2 and _target_stat_first(text, reading.lang)
        if target_first:
            atks[0], atks[1] = atks[1], atks[0]  # "I attack their (ATK 1500) with my 2000 ATK"
        if len(atks) >= 2:
            reading.facts["A.atk"], reading.facts["T.atk"] = atks[0], atks[1]
        elif len(atks) == 1 and _stat_owners(text, reading.lang)[:1] == ["B"] and \
                ATTACK_ON_THEIRS.search(text):
            reading.facts["T.atk"] = atks[0]  # 「相手の怪異（攻撃力3500）を攻撃」: the target's
        elif len(atks) == 1:
            reading.facts["A.atk"] = atks[0]
        if defs:
            target_def = _target_def(text, defs, len(atks), target_first)
            if target_def is not None:
                reading.facts["T.def"] = target_def
        if len(atks) < 2 and ATK.search(text):
            if _near(text, EQUAL, ATK):
                reading.facts.setdefault("A.atk", 2000)
                reading.facts["T.atk"] = reading.facts["A.atk"]
                reading.evidence.append("equal ATK")
            elif _near(text, HIGHER, ATK) or _near(text, LOWER, ATK):
                base = reading.facts.setdefault("A.atk", 2000)
                reading.facts["T.atk"] = base - 500 if HIGHER.search(text) else base + 500

    def probes(self, reading: Reading) -> list[Probe]:
        out = []
        for i, act in enumerate(reading.actions):
            perturb = [(k, v) for k, v in PERTURB + _around_stated(reading.facts)
                       if k not in reading.facts and not battle_play.skipped(reading, k, v)]
            if reading.facts.get("attacker_state_unsaid"):
                perturb.append(("A.state", "rest"))  # the attacker's state, never said
            variants = ([dict(BASE)] + [{**BASE, k: v} for k, v in perturb]
                        + [{**BASE, **v} for v in battle_play.variants(reading, act)
                           if not set(v) & set(reading.facts)])
            for variant in variants:
                assumed = {k: v for k, v in variant.items() if k not in reading.facts}
                out.append(Probe(self._dsl({**variant, **reading.facts}, act, reading),
                                 assumed, i))
        return out

    def _dsl(self, f: dict[str, Any], act: dict[str, Any], reading: Reading) -> str:
        lines = ["game magical-girl", 'title "position read from the question"',
                 "turn P1" + (" first" if f.get("first_turn") else ""),
                 f"player P1 orbs {f.get('P1.orbs', 7)}"
                 + (f" hand {f['P1.hand']}" if f.get("P1.hand") else ""),
                 f"player P2 orbs {f['P2.orbs']}",
                 f"monster A of {f.get('A.of', 'P1')} atk {f['A.atk']} def 1000 "
                 f"{f.get('A.state', 'recover')}"
                 + (" forbid_attack" if f.get("A.forbid") else "")
                 + (f" cost {f['A.cost']}" if f.get("A.cost") else "")
                 + (f" corrupt {f['A.corrupt']}" if f.get("A.corrupt") else "")]
        extra = battle_play.script(f, reading)
        if extra is not None:
            return "\n".join(lines + extra) + "\n"
        # a monster the question describes (its state, stats…) is on the board even when the
        # asked attack targets the player: "while a reversed monster exists, can I attack…"
        described = any(k.startswith("T.") for k in reading.facts) or bool(
            f.get("opp_monster"))
        if f.get("opp.reversed"):  # the opponent's field unsaid: tried with a reversed monster
            described, f = True, {**f, "T.state": "reverse"}
        if act["target"] == "own":  # 803.3b: a monster the attacker's player controls
            lines.append(f"monster T of P1 atk {f['T.atk']} def {f['T.def']} "
                         f"{f.get('T.state', 'recover')}")
            lines.append("attack A -> T")
        elif act["target"] == "card":  # a card no effect allows as a target (803.3b)
            lines += ["card C of P2 untargetable", "attack A -> C"]
        else:
            if act["target"] == "T" or act.get("monster") or described:
                lines.append(f"monster T of P2 atk {f['T.atk']} def {f['T.def']} "
                             f"{f.get('T.state', 'recover')}"
                             + (" untargetable" if f.get("T.untargetable") else ""))
            lines.append(f"attack A -> {act['target']}")
        if f.get("events"):
            lines += [f"at {f.get('events_at', '803.6')}", *(f"P2: {e}" for e in f["events"])]
        if reading.kind != "can":
            lines.append("finish")
        return "\n".join(lines) + "\n"

    def judge(self, reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
        """yes/no for can / destroyed / win questions, orb counts for how-many questions."""
        if reading.kind in battle.KINDS:
            return battle_play.judge_family(reading, result)
        refused = result.illegal
        if reading.kind == "can":
            if refused is not None:
                return Finding("no", refused.clause, refused.reason)
            # the clause that allows it: the target's (803.3b) when the question names one
            act = reading.actions[probe.action] if probe.action < len(reading.actions) else {}
            named = (act.get("target") == "T" or PLAYER_TARGET.search(reading.text)
                     or TARGET_MONSTER.search(reading.text))
            return Finding("yes", _last_of(result, ("803.3b",) if named else ("803.3a",))
                           or _last(result, "803"), "the attack was declared")
        if refused is not None:
            if "T.state" in probe.assumed:
                # an opponent's monster whose state is unsaid, tried reversed, forbids the asked
                # attack on the player (803.3b): the answer hangs on that state
                return Finding("(the attack is not made)", refused.clause, refused.reason)
            if reading.kind == "corrupted" and battle.CORRUPT_CAN.search(reading.text):
                # "can I attack the player to corrupt an Orb?": the attack itself is refused
                return Finding("no", refused.clause, refused.reason)
            return None
        board = result.board_after
        if reading.kind == "corrupted":
            n = board.get("players", {}).get("P2", {}).get("corrupted", 0)
            clause = _last(result, "804.5") if n else _last_of(result, ("804.1", "804.2"))
            return Finding("yes" if n else "no", clause, f"P2 corrupted {n}")
        if reading.kind == "judged":
            judged = any(s.clause.split("#")[-1] in ("804.3", "804.4", "804.5")
                         for s in result.trace.walk())
            clause = _last_of(result, ("804.3", "804.4", "804.5") if judged else ("804.1", "804.2"))
            return Finding("yes" if judged else "no", clause,
                           "battle judgement" if judged else "none")
        if reading.kind.startswith("destroyed"):
            monsters = board.get("monsters", {})
            asked = {"T"} if reading.kind == "destroyed-target" else _asked_monsters(reading.text)
            gone = [n for n, m in monsters.items()  # destroyed: in the graveyard (not removed)
                    if m.get("zone") == "graveyard" and n in asked]
            decided = _last(result, "804.4") or _last(result, "804.3") or _last(result, "804")
            question = asked_part(reading.text)
            if COUNT_DESTROYED.search(question) and reading.kind == "destroyed":
                if not {"A", "T"} <= set(monsters):
                    return None  # the count is of the two battling monsters (804.3, 804.4)
                dead = [n for n, m in monsters.items() if m.get("zone") == "graveyard"]
                return Finding(str(len(dead)), decided, f"destroyed: {', '.join(dead) or 'none'}")
            relative = re.search(r",\s*which\b[^?]*,", question)  # ", which is recovered, …"
            asks_what = bool(ASKS_WHAT.search(question))
            if (ASKS_WHICH.search(question) or asks_what) and not relative:
                if gone or not {"A", "T"} <= set(monsters):
                    # "which one is destroyed?" is not answered by yes: a marker, never stated,
                    # so that a probe where one is destroyed disagrees with one where none is
                    return Finding("(a monster is destroyed)", decided,
                                   f"destroyed: {', '.join(gone) or 'a monster left'}")
                # 804.3/804.4 destroyed neither of the two battling monsters ("what is
                # destroyed?": nothing)
                return Finding("nothing" if asks_what else "neither", decided, "destroyed: none")
            # not 「…耐える」と, nor 「耐えると思ったんだけど、破壊される？」: the last clause asks
            asked_q = blank_quotes(asked_part(reading.text))
            final = re.split(r"(?:けど|けれど|ですが|んだが|が[、,]|지만|는데|\bbut\b)",
                             asked_q)[-1]
            if not re.search(r"(破壊|파괴|destroy)", final, re.IGNORECASE):
                final = asked_q  # 「耐えると思うけど、合ってる？」: the belief is the question
            if NONE_DESTROYED.search(final):
                # "does the battle end with nothing destroyed?": none of the battling monsters
                dead = [n for n, m in monsters.items() if m.get("zone") == "graveyard"]
                return Finding("no" if dead else "yes", decided,
                               f"destroyed: {', '.join(dead) or 'none'}")
            if SURVIVES.search(final):
                # "does it survive?": the other way round
                return Finding("no" if gone else "yes", decided,
                               f"destroyed: {', '.join(gone)}" if gone else "survives")
            return Finding("yes" if gone else "no", decided,
                           f"destroyed: {', '.join(gone) or 'none'}")
        if reading.kind == "winner":
            winner = result.outcome.winner if result.outcome else None
            me, them = ("P2", "P1") if _asker_attacked(reading.text) else ("P1", "P2")
            said = winner_answer(reading.text, reading.lang, winner, me=me, them=them)
            clause = result.outcome.clause if result.outcome else (
                _last_of(result, ("804.5", "804.4", "804.3", "804.2", "804.1"))
                or _last(result, "804"))
            return Finding(said, clause, f"winner: {winner or 'none'}")
        if reading.kind == "value":
            field = "corrupted" if CORRUPTED_Q.search(reading.text) else "orbs"
            if field == "orbs" and not ORBS_LEFT.search(reading.text.split("。")[-1]):
                return None  # "how many orbs get <a verb not read>?": not the orbs left
            orbs = board.get("players", {}).get("P2", {}).get(field)
            if orbs is None:
                return None
            if field == "corrupted":  # corrupted by the attack played, not before it
                orbs -= result.board_before.get("players", {}).get("P2", {}).get(field, 0)
            return Finding(str(orbs), _last(result, "804.5") or _last(result, "804"),
                           f"P2 {field} {orbs}")
        return None


PRIORITY_PASSED = re.compile(
    r"(優先権[^。?？]{0,12}(パス|何もし(ない|なかった|ません|ませんでした|ず)|何もせず|行使しな|使わな"
    r"|(何も|なにも)(起き|起こら|行われ|使われ)(ない|ません|なかった|ませんでした|ず))"
    r"|(誰も|双方とも|お互い|両者とも)[^。?？]{0,6}(優先権を?)?(パス|何もし)"
    r"|우선권[^.?]{0,12}(패스|아무것도\s?(하지|안)|아무\s?일도\s?(일어나지|없))"
    r"|\bpass(es|ed)? (every|all|each|the|their|both)? ?priorit(y|ies)\b"
    r"|\b(nobody|no one|neither player|neither of us) (does|did|do) anything\b"
    r"|\b(nobody|no one|neither player|neither of us) (acts|acted|responds|responded)"
    r" (at|in|during|with) (the )?priority\b"
    r"|\bnothing (happens|happened|is done|was done) (at|in|during|with) (the )?priority\b"
    r"|\b(both|all) (players |of us )?pass(ed)?\b|\bpriority (is|was|gets) passed\b"
    r"|\b(does|did|do) nothing (at|in|during|with) (the )?priority\b)", re.I)
"""A priority every player passes: 803.6 with nothing done, as the probes play it."""
NOT_ATTACKED = re.compile(r"(攻撃(でき|し)(ない|ません|なかった)"
                          r"|攻撃(は|が)?行え(ない|ません|なかった)|공격(할|하지)\s?(수\s?없|못|않았)"
                          r"|\b(can(no|')t|could(n't| not)|did(n't| not)) attack\b)")
"""A monster told not to have attacked (its cost unpaid, forbidden…)."""
RECOVERED_OTHER = re.compile(r"(リカバー|리커버|recover)", re.I)
"""The other monster asked about is said to be recovered (803.3a's own condition)."""
INSTEAD_ATTACKER = re.compile(r"(代わりに|かわりに|대신|\binstead\b|\bother (monster|servant)\b"
                              r"|(別|他)の[^。？?、]{0,12}怪異|다른\s?[^.?,]{0,12}괴이"
                              r"|\banother (monster|servant)\b)",
                              re.I)
"""Another monster asked to attack in place of the one told about."""
ASKS_ATTACKER = re.compile(r"(攻撃した怪異|攻撃している怪異|攻撃を行っている怪異|攻撃側|공격한 괴이"
                           r"|공격하고 있는 괴이|attacking monster|\battacker\b)")
ASKS_TARGET = re.compile(r"(攻撃目標|攻撃された怪異|攻撃されている怪異|공격 목표|공격받|공격당"
                         r"|\btarget\b|attacked monster|defending monster)")
THEIR_MONSTER_ASKED = re.compile(r"(相手の怪異|상대(의)?\s?괴이|\b(their|the opponent's"
                                 r"|my opponent's|the opposing|that opposing) "
                                 r"(monster|servant|kaii)\b)")
MY_MONSTER_ASKED = re.compile(r"(自分の怪異|私の怪異|내\s?괴이|제\s?괴이"
                              r"|\bmy (monster|servant|kaii)\b)")
MY_ATTACKER_TOLD = re.compile(r"((自分|私)の[^。?？]{0,16}怪異で|(내|제|나의)\s?[^.?]{0,16}괴이로"
                              r"|\bwith my\b|\bmy [\w-]+ (monster|servant|kaii) attacks\b"
                              r"|\bmy (monster|servant|kaii) attacks\b)", re.IGNORECASE)
"""The asker's monster told as the one attacking."""
ASKS_WHICH = re.compile(r"(どちらが|どちらの怪異|どっち|どの怪異|어느 쪽|어느 괴이"
                        r"|(^|[.?!]\s*)which\b"
                        r"|\bwhich (one|monster|kaii)s?\b|\bwhich (of|is|are|gets|get|will)\b)")
"""An interrogative "which" (not the relative pronoun of ", which has 1000 DEF")."""
ASKS_WHAT = re.compile(r"(何が破壊|なにが破壊|무엇이\s?파괴|뭐가\s?파괴"
                       r"|\bwhat (gets|is|will be|are|was|were|got) destroyed\b)", re.IGNORECASE)
"""「何が破壊されるか」, "what gets destroyed?": answered "nothing" when none is."""
ASKS_EITHER = re.compile(r"(どちらか|いずれか|両方|어느 쪽|어느 한|둘 중"
                         r"|\beither\b|\bboth\b|\bany\b)")


def _asked_monsters(text: str) -> set[str]:
    """Which monster a "destroyed?" question asks about, read from its last sentence."""
    last = re.split(r"(?<=[.。!])\s*", text.strip())[-1]
    last = re.split(r"[、,](?=[^、,]*$)", last)[-1]  # the asked clause, not its premise
    if ASKS_EITHER.search(last):
        return {"A", "T"}
    attacker, target = ASKS_ATTACKER.search(last), ASKS_TARGET.search(last)
    if not attacker and not target and battle.ATTACKED_THEIRS.search(text) and \
            THEIR_MONSTER_ASKED.search(last) and not MY_MONSTER_ASKED.search(last):
        return {"T"}  # 「相手の怪異を攻撃した。…この相手の怪異は破壊される？」: the attacked one
    if not attacker and not target and MY_ATTACKER_TOLD.search(text) and \
            MY_MONSTER_ASKED.search(last) and not THEIR_MONSTER_ASKED.search(last):
        return {"A"}  # 「내 괴이로 …를 공격함. 내 괴이는 파괴됨?」: the asker's attacker
    if attacker and not target:
        return {"A"}
    if target and not attacker:
        return {"T"}
    return {"A", "T"}


_NEAR = r"[^。.?？]{0,16}?"
_FAR = r"[^。.?？]{0,30}?"
"""A switch names its verb after the monster ("… gets switched into the reversed state")."""
EVENTS = (
    (re.compile(battle.ATTACKER + _NEAR + r"(破壊|파괴|destroyed)"), "destroy A"),
    (re.compile(battle.TARGET + _NEAR + r"(破壊|파괴|destroyed)"), "destroy T"),
    (re.compile(battle.ATTACKER + _NEAR + r"(除去|取り除|제거|removed)"), "remove A"),
    (re.compile(battle.TARGET + _NEAR + r"(除去|取り除|제거|removed)"), "remove T"),
    (re.compile(battle.TARGET + _FAR + r"(リバース|리버스|revers)"), "switch T reverse"),
    (re.compile(battle.ATTACKER + _FAR + r"(リバース|리버스|revers)"), "switch A reverse"),
)
"""Things that happen in the priority after the attack declaration (803.6), by their subject."""
CORRUPTED_YN = re.compile(
    r"(穢され(ます|る)か|더럽혀(집니까|지나요|지는가)"
    r"|\b(is|are) (an |any )?orbs? corrupted( instead)?\?"
    r"|\b(is|are|was|will) (one|any|an|a) (of )?(the |their |my opponent's "
    r"|the opponent's |his |her |my |the targeted player's |the opponent player's )?orbs?"
    r" (of [\w' ]{1,30} )?(still |then |also )?(be )?(corrupted|tainted|defiled)\b"
    r"|\b(do|does|did|will|would) ([\w']+ ){1,5}(still )?(get|have) (an|one|a)"
    r" orbs? (corrupted|tainted|defiled)\b"
    r"|\b(do|does|did|will|would) ([\w']+ ){1,5}(still )?(corrupt|taint|defile)s?"
    r" (an?|one|any|the opponent's orb|their orb|my opponent's orb)\b"
    r"|\b(do|does|did|will|would) (an?|one|any) (of (their|the opponent's|my "
    r"opponent's|his|her) )?orbs? (still )?(get|become|be) (corrupted|tainted"
    r"|defiled)\b)")
"""Is an Orb corrupted, asked yes/no (「穢されますか」, "is one of their Orbs corrupted?",
"does an Orb still get corrupted?", "do I corrupt one of their Orbs?")."""
JUDGED_YN = re.compile(r"(バトル判定は行われ|배틀\s?판정은?\s?이루어|is there a battle judge?ment"
                       r"|\bis (the )?battle judge?ment (still )?(carried out|performed|made|held"
                       r"|done|resolved)\b|\bis the battle (still )?judged\b)")


SIGNED_STAT = re.compile(r"(?<![\d\w])[+＋\-−]\s?\d+\s?(atk|def|攻撃力|防御力|공격력|방어력)"
                         r"|(攻撃力|防御力|공격력|방어력|\batk\b|\bdef\b)\s?(を|が|은|는|을|를)?\s?"
                         r"[+＋\-−]\s?\d+")
"""A signed change of a stat ("+1000 DEF", 「攻撃力を-1000」), not the stat's value."""
STAT_CHANGE = re.compile(r"(?<!\d)[+＋]\s?\d+"
                         r"|\b(atk|def|attack|defen[cs]e)\b[^.?]{0,12}\b(is|are|was|were|being|been|gets?)"
                         r" (being )?(raised|lowered|boosted|reduced|increased|decreased|buffed)\b"
                         r"|(攻撃力|防御力)(が|を)[^。?？]{0,12}(上げ|上が|下げ|下が)(られ|って|ってい|る)")
"""A stat raised by some effect ("+1000", "its ATK is being raised"): not on the probe board."""


SELF_AFTER = re.compile(r"(自分(は|が|の|に)|私(は|が|の|に)|내\s|나는|제\s"
                        r"|\b(i|we) (have|control|own)\b"
                        r"|\bmy\b)")
THEIR_FIELD = re.compile(r"(相手の(場|フィールド|戦場|バトルフィールド)|상대\s?(의\s?)?(필드|장)"
                         r"|상대방?\s?필드"
                         r"|相手(プレイヤー)?(が|の)支配(して(いる|います)|する)"
                         r"|相手(プレイヤー)?は(?=[^。?？]{0,60}(支配して|コントロールして|がいます|います))"
                         r"|상대(방|\s?플레이어)?(는|은)(?=[^.?]{0,60}(지배하고|있습니다|있어요))"
                         r"|상대(방|\s?플레이어)?(가|이)\s?지배(하는|하고\s?있는)"
                         r"|\bcontrolled by (the |my )?opponent\b"
                         r"|\bopponent('s)? (field|controls|has)\b|\bthe opponent controls\b"
                         r"|\b(they|he|she) (still )?(have|has|control|controls)\b)")


THEIRS_AFTER = re.compile(r"[^。?？、,]{0,12}?(怪異|괴이)\s?(を|は|를|는)\s?(相手|상대)"
                          r"(プレイヤー|방|\s?플레이어)?\s?(が|は|가|는)\s?(支配|コントロール|지배|컨트롤)")
"""The monster as the object of the opponent's control, written after it."""


PLAYER_LETTER_MONSTER = re.compile(
    r"(?<![A-Za-z0-9])([AB]|P[12])(の|의)\s?((場|フィールド|戦場|필드)(の|의|에\s?있는)\s?)?"
    r"(怪異|괴이)(は|が|는|가|이|も|도)?\s*$", re.IGNORECASE)
PLAYER_A_ACTS = re.compile(r"(?<![A-Za-z0-9])(A|P1)(が|は|가|는)\s?(相手|상대|自分|자신"
                           r"|[^。.?？]{0,12}(攻撃目標|공격\s?목표|攻撃し|공격하|選|고르|골라))",
                           re.IGNORECASE)
"""Players named A and B (A the asker's side), not monsters lettered A and B."""


def _on_their_field(text: str, at: int) -> bool:
    """「相手の場に、…リバース状態の怪異」: the sentence puts the monster on their field."""
    start = max((b.end() for b in re.finditer(r"[。.?？!！]", text[:at])), default=0)
    end = next((b.start() for b in re.finditer(r"[。.?？!！]", text[at:])), len(text) - at) + at
    if THEIRS_AFTER.match(text, at):  # 「リバース状態の怪異を相手が支配しています」
        return True
    theirs = [m for m in THEIR_FIELD.finditer(text, start, end) if m.end() <= at]
    # 「相手は怪異を支配していて、自分はリカバー状態の…」 / "… and I have a recover-state …":
    # a self word after it hands the sentence back to the asker
    return bool(theirs) and not SELF_AFTER.search(text, theirs[-1].end(), at)


def _events(text: str) -> list[str]:
    """The 803.6 events a question describes, each with the monster its sentence names."""
    text = battle.NOT_EVENT.sub(lambda m: " " * len(m.group(0)), text)  # "is not reversed"
    text = battle.that_monster_is_the_target(text)
    found = [event for pattern, event in EVENTS if pattern.search(text)]
    found += battle.stat_events(text, bool(battle.ATTACKED_THEIRS.search(text)))
    if not battle.SWITCH_WORD.search(text):
        # "attacks a reverse-state monster": a state the question states, not a switch made
        found = [e for e in found if not e.startswith("switch")]
    return found





STATS = ("A.atk", "T.atk", "T.def")


def _around_stated(facts: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """An unstated ATK/DEF just below, at and above each stated one: a stated DEF 5 is not
    compared with a default ATK in the thousands only (the verdict must not rest on its scale)."""
    stated = {facts[k] for k in STATS if isinstance(facts.get(k), int)}
    return tuple((k, v) for k in STATS if k not in facts
                 for s in sorted(stated) for v in (max(0, s - 1), s, s + 1))


def _values_near(text: str, label: re.Pattern[str]) -> list[int]:
    """Numbers written right before or after a stat label (攻撃力2000, 2500-ATK, ATK 2000)."""
    out = []
    for m in label.finditer(text):
        rest = re.sub(r"^-(?=\d)", "", text[m.end():])  # "an attack-4 kaii"
        after = NUMBER.match(re.sub(r"^\s*(is|of)\s", "", rest).lstrip(" :がは은는이の"))
        before = re.search(r"(\d+)\s*-?\s*$", text[max(0, m.start() - 8):m.start()])
        if after and after.group(0).isdigit():
            out.append(value(after))
        elif before:
            out.append(int(before.group(1)))
    return out


DEF_TARGET_WORD = re.compile(r"(相手|상대|攻撃目標|攻撃対象|공격\s?(대상|목표)|\btheir\b|\bopponent"
                             r"|\bopposing\b|\btarget\b|\bits\b)[^。、,.]{0,10}$", re.IGNORECASE)
DEF_ATTACKER_WORD = re.compile(r"(自分|私|내|제|나의|\bmy\b|\bmine\b|\battacker|攻撃する怪異"
                               r"|攻撃している)[^。、,.]{0,10}$", re.IGNORECASE)


def _target_def(text: str, defs: list[int], atk_count: int, target_first: bool) -> int | None:
    """The attacked monster's DEF: one said with its owner (「相手の怪異の防御力は4000」), else
    the one written with the target's ATK (the nearest ATK before it); a lone DEF with no ATK
    pair to place it stays the target's (the usual one asked)."""
    labels = [m for m in DEF.finditer(text)]
    atk_at = [m.span() for m in ATK.finditer(text)]
    if len(labels) != len(defs) or atk_count < 2:
        return defs[-1]
    found = None
    for m, v in zip(labels, defs, strict=True):
        lead = text[max(0, m.start() - 14):m.start()]
        if DEF_TARGET_WORD.search(lead) and not DEF_ATTACKER_WORD.search(lead):
            found = v  # 「その相手の怪異の防御力は4000」
            continue
        if DEF_ATTACKER_WORD.search(lead):
            continue
        # the monster whose ATK is written nearest to this DEF, in the same sentence
        near = [(m.start() - b if b <= m.start() else a - m.end(), i)
                for i, (a, b) in enumerate(atk_at[:2])
                if not re.search(r"[。.?？!！]", text[min(b, m.end()):max(a, m.start())])]
        if not near:
            continue
        first_monster = min(near)[1] == 0
        if first_monster == target_first:  # written with the target's ATK
            found = v
    return found


ATTACKER_STAT = re.compile(r"^[^。、,.?？]{0,4}の?\s?(怪異|괴이)\s?(で|로|으로)")
"""「攻撃力2000の怪異で」「공격력 2000 괴이로」: the monster the attack is made with."""


OWNER_AFTER = re.compile(r"^(?:[・/／,、\s]*(?:防御力|방어력|def)\s?\d+)*\s?(?:の|인|의)?\s?"
                         r"(?P<who>自分|私|相手|내|나의|제|상대)")
"""「攻撃力2000・防御力5000の相手の怪異」: the owner written after the stats."""


def _stat_owners(text: str, lang: str) -> list[str]:
    """Whose each ATK label is: "A" (mine), "B" (the opponent's) or "?" — the owner word
    after the stats (ja/ko) or the nearest before them, or an instrument particle
    (「…の怪異で」)."""
    out = []
    prev = 0
    for m in ATK.finditer(text):
        num = NUMBER.match(text[m.end():].lstrip(" :がは은는이の"))
        rest = text[m.end():].lstrip(" :がは은는이の")[num.end() if num else 0:]
        after = OWNER_AFTER.match(rest) if lang != "en" else None
        if after:
            who = "B" if after.group("who") in ("相手", "상대") else "A"
        elif lang != "en" and ATTACKER_STAT.match(rest.lstrip("の ")):
            who = "A"
        else:
            lead = re.split(r"[、,。.]", text[max(prev, m.start() - 24):m.start()])[-1]
            who = owner_before(lead, len(lead), lang, "?")
            mine = [x.end() for x in re.finditer(r"\b(my|your|i)\b", lead)]
            opp = [x.end() for x in re.finditer(r"\b(opposing|opponent'?s|their|enemy)\b", lead)]
            if lang == "en" and opp and (not mine or opp[-1] > mine[-1]):
                who = "B"  # "I attack an opposing 3 ATK / 6 DEF monster": the nearer owner
            wide = re.split(r"[、,。.]", text[max(prev, m.start() - 48):m.start()])[-1]
            theirs = list(re.finditer(r"\b(opposing|opponent'?s|their)\b", wide))
            if lang == "en" and who == "?" and theirs and not re.search(
                    r"\b(my|your)\b", wide[theirs[-1].end():]):
                # "an opposing rested monster (ATK 2500", "I attack my opponent's rested
                # monster (ATK 1000": the target's stats
                who = "B"
            elif lang == "en" and who == "?" and re.search(r"\byour\b", lead):
                who = "A"  # FAQ style: "Your 3000-ATK servant attacks…"
            elif lang == "en" and re.search(r"\bwith (a |an |my |one of my )(\d+\s?-?\s?)?$",
                                            lead) and re.match(
                    r"\s?(monster|servant|kaii)\b", text[m.end():]):
                who = "A"  # "with a 3000-ATK monster": the one the attack is made with
        role_lead = text[max(prev, m.start() - 24):m.start()]
        if who == "?" and re.search(r"(攻撃されている|攻撃を受けている|攻撃目標|攻撃対象|공격받는"
                                    r"|공격\s?대상)[^。、,.]{0,12}$", role_lead):
            who = "B"  # 「攻撃されている怪異（攻撃力5・防御力1）」: the attacked one's
        elif who == "?" and re.search(r"(攻撃を行っている|攻撃している|攻撃する|공격하는)"
                                      r"[^。、,.]{0,12}$", role_lead):
            who = "A"  # 「攻撃を行っている怪異の攻撃力は3」: the attacker's
        if who == "?" and re.search(r"(こちら|こっち|이쪽)の?\s?$", text[max(prev, m.start() - 6):
                                                                m.start()]):
            who = "A"  # 「こちらの攻撃力は4」: this side's, the asker's
        near = text[max(prev, m.start() - 40):m.start()]
        if who == "?" and lang == "en" and re.search(r"\b(using|with) (a|an|my|one of my)\b"
                                                     r"[^.,]{0,24}$", near) and re.search(
                r"\busing\b", near):
            who = "A"  # "… using a 怪異 with attack 4": the instrument, the attacker
        elif who == "?" and lang == "en" and re.search(r"\b(i|we) attack(ed)? (a|an|the|their|one"
                                                       r")\b[^.,]{0,30}$", near):
            who = "B"  # "I attack a reversed 怪異 with attack 1": the attacked one
        clause = re.split(r"[、,]", text[max((b.end() for b in re.finditer(
            r"[。.?？!！]", text[:m.start()])), default=0):m.start()])[-1]
        if who in ("?", "B") and re.match(r"\s*(自分|私)の", clause):
            who = "A"  # 「相手の怪異は…、自分のリカバー状態の怪異は攻撃力3000」: this clause's own
        if who == "?":  # 「相手の怪異はリバース状態で、攻撃力5000…」: the sentence's topic
            start = max((b.end() for b in re.finditer(r"[。.?？!！]", text[:m.start()])),
                        default=0)
            topic = re.match(r"\s*(相手|상대|(the |my )?opponent'?s?|their|(an? |the )?opposing"
                             r"|(an? |the )?enemy|攻撃目標|攻撃対象|공격\s?(대상|목표)"
                             r"|攻撃(されている|を受けている|された)|공격(받는|받고\s?있는|받은)"
                             r"|the (attack )?target\b|the attacked)", text[start:m.start()],
                             re.IGNORECASE)
            who = "B" if topic else who
        out.append(who)
        prev = m.end()
    return out


ATTACK_ON_THEIRS = re.compile(r"(相手の[^。?？]{0,24}怪異[^。?？]{0,16}を攻撃"
                              r"|상대(의)?\s?[^.?]{0,24}괴이를\s?공격"
                              r"|\battack\w* (on )?(my |the )?(opponent'?s|their|an opposing"
                              r"|the opposing)\b)")
"""The asker's attack on the opponent's monster: an ATK told as the opponent's is the target's."""


def _target_stat_first(text: str, lang: str) -> bool:
    """The first ATK written is the attacked monster's, the second the attacker's."""
    made = ATTACKED_WITH.search(text)
    if made and ATK.search(made.group("obj")) and not ATK.search(text[:made.start("obj")]):
        return True  # "I attacked a recovered 4000-ATK kaii with my 1000-ATK kaii"
    owners = _stat_owners(text, lang)[:2]
    if len(owners) < 2:
        return False
    first, second = owners
    # (the one not the asker's is the target: "Reversed enemy monster, 6 ATK / 4 DEF; my
    # attacker has 5 ATK")
    return (first == "B" and second != "B") or (first == "?" and second == "A")


ATTACKED_WITH = re.compile(r"\battack(s|ed|ing)?\s+(?!with\b)(?P<obj>[^.?;]{1,80}?),?\s+with\s+"
                           r"(my|a|an|one)\b", re.IGNORECASE)
"""The attacked monster named first, the attacker after "with": its stats come second."""


def _corrupt_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in CORRUPT_N.finditer(text)] + [
        m.span() for m in NOT_N.finditer(text)]


NOT_N = re.compile(r"(\d+|[一二三四五])\s*(つ|個|개)?\s*(ではなく|じゃなく|가\s?아닌|이\s?아닌)"
                   r"|\b(instead of|rather than|not) (\d+|one|two|three|a single)\b"
                   r"|(\d+|[一二三四五六七])\s?回|\d+\s?번(?!\s?째)"
                   r"|\b(\d+|one|two|three|four|five|six|seven) times\b"
                   r"|\b(one|two|a single|\d) of (the |their |my |his |her |your |the opponent's )?"
                   r"orbs\b", re.IGNORECASE)
"""A count the question sets aside ("2つではなく", "instead of one") or a number of times ("defiled
the orbs 4 times", 「4回穢した」): not an orb count."""


def _word(raw: str) -> int:
    return {"two": 2, "three": 3, "four": 4}.get(raw, 1)


def _last_of(result: RunResult, numbers: tuple[str, ...]) -> str | None:
    """The last traced step whose clause number is one of `numbers`."""
    uid = None
    for step in result.trace.walk():
        if step.clause.split("#", 1)[-1] in numbers:
            uid = step.clause
    return uid


def _last(result: RunResult, prefix: str) -> str | None:
    uid = None
    for step in result.trace.walk():
        if step.clause.split("#", 1)[-1].startswith(prefix):
            uid = step.clause
    return uid


STATE_WORD = re.compile(r"(リカバー|レスト|リバース|리커버|레스트|리버스|\brecover(ed)?\b"
                        r"|\brest(ed)?\b|\brevers(ed|e)\b)", re.IGNORECASE)


UNTARGETABLE_BEFORE = re.compile(
    r"(選ばれない|選べない|対象にならない|선택되지\s?않|대상이\s?되지\s?않"
    r"|\bcan'?not be (chosen|targeted)|\bcan't be (chosen|targeted)|\buntargetable\b)[^。.]{0,12}$")
"""「攻撃目標として選ばれないリバース状態の怪異」: one 803.3b does not count."""


def _listed_states(text: str, who: str) -> set[str]:
    """The states listed in sentences whose subject is `who`'s ("My opponent controls C
    (rested) and D (reversed)"): each word a monster of that side."""
    out = set()
    for sentence in re.split(r"(?<=[。.?？!！])", text):
        subject = SENTENCE_SUBJECT.match(sentence)
        if subject and subject.group(who):
            for m in STATE_WORD.finditer(sentence):
                before = sentence[max(0, m.start() - 30):m.start()]
                if re.search(r"\b(nothing|none|no|neither|not|non)\b[^,.;、。]{0,30}$", before) \
                        or UNTARGETABLE_BEFORE.search(before) or re.match(
                        r"(状態)?の?(怪異)?(は|が)?(い|あり)?(ない|ません|なし)|(状態)?(では|じゃ)(ない|なく|あり)"
                        r"|[^.]{0,6}(없|아니|아닌)",
                        sentence[m.end():]):
                    continue  # "no reversed kaii", 「リバース状態の怪異はいない」
                w = m.group(0).casefold()
                out.add("recover" if w.startswith(("リカ", "리커", "recover")) else
                        "rest" if w.startswith(("レス", "레스", "rest")) else "reverse")
    return out


register_extractor(GAME, MagicalGirlExtractor())


def _near(text: str, word: re.Pattern[str], stat: re.Pattern[str], gap: int = 16) -> bool:
    """`word` within `gap` characters of a `stat` word ("the same ATK", not "the same window")."""
    return any(abs(w.start() - st.start()) <= gap + len(st.group(0))
               for w in word.finditer(text) for st in stat.finditer(text))


def _switch_order(lang: str) -> str:
    return {"ja": "切り替えの順序（同じ怪異が二度切り替わる）",
            "ko": "전환 순서(같은 괴이가 두 번 전환됨)",
            "en": "the order of the switches (one monster is switched twice)"}[lang]
