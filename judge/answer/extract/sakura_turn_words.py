"""The words and probe tables of the Sakura turn-structure family (sakura_turn): phases,
measures, conditions and the phrases that take a question out of the family, in ja/ko/en
(normalized text); the default positions and the values varied around them."""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import common

MAIN_START = (r"メインフェイズ(の)?(開始時(点)?|始め|はじめ|開始の?時点)"
              r"|メインフェイズ(が|の)(始まる|始まった|開始する)(とき|時|時点)"
              r"|메인\s?페이즈(가|의)?\s?(시작|개시)(될|할|되는|하는|된)?\s?(시|시점|때)"
              r"|(start|beginning) of (my |the |your )?main phase"
              r"|\bmain phase (of my (first )?turn )?(starts|begins)\b")
"""The main phase's start: the moment the start phase has ended (8-1, 8-2)."""
START = re.compile(MAIN_START + r"|(開始フェイズ|ターン(の)?開始時|ターンの(始め|はじめ|開始)"
                   r"|ターンが(始ま|来)"
                   r"|ターンを(開始|始め)|\bstart (my|your|the|a) turn\b"
                   r"|개시\s?페이즈|시작\s?페이즈|턴(의|이)?\s?(시작|개시)|턴을\s?시작"
                   r"|start[- ]phase|beginning[- ]phase|(start|beginning) of (my|your|the|their|his"
                   r"|her|a|each|the next|my next|their next) (next )?turn"
                   r"|(start|beginning) of turn"
                   r"|(my|your|their) turn (starts|begins))")
END = re.compile(r"(終了フェイズ|ターン(の)?終了時|ターンの(終わり|おわり)|종료\s?페이즈"
                 r"|턴(의|이)?\s?(종료|끝)|end[- ]phase|end of (my|your|the|their|his|her|a) turn"
                 r"|(my|your|their) turn ends|\bend of turn"
                 r"|\b(i|you|we|they|he|she) end (my|your|our|their|his|her|the) turn\b)")
HAND_LIMIT = re.compile(r"(手札(の)?上限|손패(의)?\s?상한|hand (size )?limit|maximum hand size)")
FIRST_TURN = re.compile(r"(最初のターン|1ターン目|一ターン目|初ターン|첫\s?(번째\s?)?턴|1\s?턴째"
                        r"|first turn|turn (1|one)\b)")
NOT_FIRST = common.NOT_FIRST
SKIPPED_Q = re.compile(r"(省略され|飛ばされ|スキップされ|(飛ばし|省略し|スキップし)ます(か|よね)"
                       r"|(丸ごと|全部|すべて|全て)?(飛ばす|省略する|スキップする)"
                       r"(んです|のです|んでしょう|のでしょう|ん?ですか|の[?？]|[?？])"
                       r"|생략(되|됩|돼)|건너뛰(어|게|나|는)|스킵(되|됩)"
                       r"|\b(skipped|omitted|skips|omits)\b)")
"""Asked whether a step is skipped: the answer is the opposite of "does it happen?"."""
FLINCH = re.compile(r"(畏縮|위축|flinch|cowed)")
NOT_FLINCH = re.compile(r"(畏縮して(い)?な|畏縮しておらず|畏縮状態で(は)?な"
                        r"|畏縮状態(では|じゃ|でも)(あり|ござい)ません"
                        r"|畏縮(は|も)?して(い)?(ません|ない|なく)"
                        r"|위축\s?(되지|되어 있지|상태가 아닌|상태가 아니|상태 아님|상태는 아니"
                        r"|상태도 아니|상태(가|는|도|이)?\s?아(니|닙|님|니에)"
                        r"|도 아니|은 아니|이 아니|(이|은)?\s?없|안\s?(됐|된|되)"
                        r"|\s?아(님|닌|니)(?!면|라면))"
                        r"|畏縮(状態)?でもな|畏縮(は|も)?(なし|ない|ありません)"
                        r"|not (flinch|cowed)|n't (flinch|cowed)|unflinched)")
FOCUS = re.compile(r"(集中力|집중력|\bfocus\b|\bvigor\b|concentration)")
DRAW = re.compile(r"(引(く|き|け|いた|かな)|ドロー|뽑|드로우|\bdraws?\b|\bdrawn\b|\bdrew\b)")
DESPERATION = re.compile(r"(焦燥|초조|desperation|impatience)")
RESHUFFLE = re.compile(r"(再構成|재구성|reshuffl|reconstruct)")
DECK = re.compile(r"(山札|패산|덱|\bdeck\b)")
ENHANCE = re.compile(r"(付与札|付与カード|《付与》|부여패|부여\s?카드|enhancements?\b)")
SURVIVE_Q = re.compile(r"((私|自分)?(は|が)?生き残(れ|る|り)|生き延び"
                       r"|負けず(に|で)(済|すむ|乗り切|切り抜け)"
                       r"|敗北せず(に|で)|살아남|(지지|패배하지)\s?않고\s?(넘|버티|끝)"
                       r"|\b(i|we|you)\b[^.?]{0,20}\bsurviv(e|es|ing)\b"
                       r"|\bwithout losing(?!\s+(a|any|an?|\d+|one|my|the)?\s*(life|aura|vigor"
                       r"|focus|cards?|crystals?|tokens?|sakura))\b"
                       r"|\bstay alive\b)", re.IGNORECASE)
"""Survival asked ("do I survive?", "a way through without losing?"): whether some choice
of the player's keeps them in the game — the player's, not a card's ("does my enhancement
survive?"), and not "without losing any Life"."""
DOOMED_Q = re.compile(r"(死亡確定|負け確定|敗北確定|負けが確定|敗北が確定|確実に(負け|敗北|死)"
                      r"|(죽은|지는|패배한|패배하는)\s?(거|것|게)\s?확정|패배\s?확정|무조건\s?(져|지|패배|죽)"
                      r"|\b(kills?|finish(es)?) me (off )?(for sure|no matter what|regardless)"
                      r"|\b(lose|die|dead|done for) (for sure|no matter what|regardless)\b"
                      r"|\b(certain(ly)?|definitely|guaranteed|bound) to (lose|die)\b)",
                      re.IGNORECASE)
"""A loss asked as certain ("the 焦燥 kills me for sure?"): answered by whether some choice of
the player's survives (SURVIVE_Q), the other way round."""
DESP_ZONE = re.compile(r"(焦燥[^。?？]{0,20}(ライフ|オーラ)(で|に)[^。?？]{0,6}受け"
                       r"|(ライフ|オーラ)(で|に)[^。?？]{0,6}焦燥"
                       r"|초조[^.?]{0,20}(라이프|오라)(로|으로|에)\s?받"
                       r"|\b(desperation|impatience|fatigue)[^.?]{0,30}\b(on|to) (my )?"
                       r"(life|aura)\b"
                       r"|\b(on|to) (my )?(life|aura)\b[^.?]{0,20}\b(desperation|impatience"
                       r"|fatigue))",
                       re.IGNORECASE)
"""Where the player says the 焦燥 damage goes (a stated choice, not folded over)."""
RESHUFFLE_BY_RULES = re.compile(r"(ルール(によ|で|上の|の(再構成|処理))"
                                r"|규칙(에\s?의한|으로|상|의\s?(재구성|처리))"
                                r"|\bby the rules?\b|\bthe rules'? (reshuffle|refresh)"
                                r"|\brules?[- ](driven|based)\b)")
"""A reshuffle said to be the rules': 9-7 ⅰ's damage applies."""
NO_ENHANCE = re.compile(r"((?<!他の)(?<!他に)(?<!ほかの)(?<!ほかに)(?<!別の)"
                        r"付与札(は|も)?\s?(なし|無し|ない|ありません|出ていない|出していない|0枚)"
                        r"|(?<!다른\s)(?<!다른)부여패(는|도|가)?\s?(없|0\s?장)|\bno enhancements?\b"
                        r"|\benhancements?:? (none|0)\b)")
"""「付与札なし」, "no enhancements": none on the board (the probes place none)."""
DESTROY = re.compile(r"(破棄|捨て札|파기|버림패|discard|destroy)")
ON_DESTROY = re.compile(r"(破棄時|파기\s?시|when discarded|on destruction|upon discard"
                        r"|on[- ]destroy)")
ONTO_THIS_CARD = re.compile(r"(このカードの上|このカードに(置|乗)|이\s?카드\s?(위|에)\s?(놓|올|두)"
                           r"|\bon(to)? this card\b|\bon (top of )?it\b)")
"""An effect that puts something (a crystal) on the enhancement itself."""
OPENING = re.compile(r"(隙|(?<![가-힣])틈(?![가-힣])|(?<![가-힣])틈(?=[을이은의과와도만]\s)|빈틈"
                     r"|\bgap\b|\bopening\b|\bunguarded\b)", re.IGNORECASE)
"""10-6 隙: an enhancement put face down on Life damage that is not the reshuffle's."""
DAMAGE_AMOUNT = re.compile(r"(ライフに\s?(1|１|一)\s?(点の)?ダメージ"
                           r"|라이프에\s?1\s?(의\s?)?(대미지|데미지)"
                           r"|\b(1|one) (life )?damage\b|\b(1|one) damage to (my )?life\b)",
                           re.IGNORECASE)
"""The reshuffle's one damage, said as a number (not a Life of 1)."""
HIDE = re.compile(r"(伏せ|덮|face[- ]?down)")
MUST = re.compile(r"(なければ(なら|なり|いけ)|必要が?あ|必ず|強制|義務|しないといけ"
                  r"|해야\s?(하|합|돼|되)|필수"
                  r"|\bmust\b|have to|has to|required|mandatory|obligatory|forced)")
OPTIONAL = re.compile(r"(任意|しなくても(よい|いい|構わ)|選ばなくても|하지 않아도|선택\s?사항"
                      r"|optional|choose not to|may i (not|skip|decline)|can i (not|skip|decline))")
CHOOSE = re.compile(r"(選(べ|ぶ|んで)|選択|고를|고르|선택|choose|pick|select)")
INCREASE = re.compile(r"(増え|増加|得(る|ら|ま|て)|上が|もらえ|回復|늘|얻|오르|올라|증가|받"
                      r"|\bgain|\bget\b|\bgo(es)? up\b|\bincrease|\breceive|\brise)")
REMOVED = re.compile(r"(解除|なくな|無くな|消え|外れ|解け"
                     r"|(?<!フェイズが)(?<!ターンが)(?<!フェイズの)終わ|回復|해제|풀(리|려|린|립)|없어|사라"
                     r"|\blose\b|\bremoved?\b|\bend(s)?\b|go(es)? away|wear(s)? off|recover"
                     r"|no longer|\bcleared?\b|\bstop(s|ped)? being\b|\bcease(s|d)? to be\b"
                     r"|\bnot (flinched|cowed) any ?more\b)")
STAYS = re.compile(r"(残(る|り|ります)|続|まま|まだ|依然|\bstill\b|\bremain|\bstay"
                   r"|남아|남(는|을|습|았)|유지|계속|아직|여전히)")
DAMAGE_WORD = re.compile(r"(ダメージ|대미지|데미지|damage|ライフが減|라이프가\s?줄"
                         r"|\blose (a |1 |one )?life)")
TAKE_AURA = re.compile(r"(オーラ|오라|\baura\b)")
TIMES = re.compile(r"(何回|몇\s?번|how many times)")
HOW_MANY = re.compile(r"(何枚|いくつ|何点|몇|how (many|much)|what is|what will|なんまい|얼마)")
DECK_EMPTY = re.compile(r"(山札(が|は)?(空|ない|無い|なく|尽き)|(패산|덱)(이|은|는)?\s?(비어|없)"
                        r"|(empty|no cards in (my|the|their)) deck|deck (is |was )?empty"
                        r"|deck runs out"
                        r"|\b(0|zero|no) cards in (my |the |their |his |her )?deck"
                        r"|山札(が|は)?\s?0\s?枚|(패산|덱)(이|은|는)?\s?0\s?장"
                        r"|out of cards"
                        r"|\bdeck(,| and) [^.?]{0,50}\b(are|were) (all |both )?empty\b"
                        r"|山札(と|、)[^。?？]{0,20}(すべて|全て|いずれも|どれも)?(空|0枚))")
RETURNS = re.compile(r"(戻(る|り|され|す|し)|入(る|り)|加わ|돌아가|되돌리|되돌아|들어가"
                     r"|섞|\bgo(es)? (back )?in"
                     r"|\breturn|\bshuffled? (back )?in|\bgo(es)? back|\bput back|\badded)")
PILE_ASKED = {"facedown": re.compile(r"(伏せ札|덮음패|face[- ]?down)"),
              "discard": re.compile(r"(捨て札|버림패|\bdiscard)")}
"""「伏せ札も山札に戻りますか」: which pile the reshuffle (9-7 ⅱ) is asked to take back."""
RESHUFFLE_NO = re.compile(r"(再構成(を|は)?(しな|せず|しません|しなかっ|行わな|行わず|行いません)"
                          r"|재구성(을|은)?\s?(하지\s?않|안\s?(하|했|합|할))"
                          r"|(don't|do not|doesn't|does not|didn't|did not|not to|without)"
                          r" reshuffl|no reshuffle|\b(skip|skips|skipped|decline|declines|declined)"
                          r" (the |a )?reshuffl)")
RESHUFFLE_YES = re.compile(r"(再構成(を)?(する|した|して|すれば|行う|行った|行えば|しま|行いま"
                           r"|やる|やった|やって|やれば"
                           r"|しちゃ|しよう|行お|すると|行うと"
                           r"|選(び|ん|ぶ|べ))"
                           r"|재구성(을)?\s?(하면|했|하고|한다|하기로|합니다|해요|할게)"
                           r"|재구성(을)?\s?선택(하면|했|하고|합니다|해요|하기로)"
                           r"|\b(i|we|and|then) reshuffled?\b"
                           r"|\bif (i|you) reshuffl"
                           r"|\b(decide|decides|decided|choose|chooses|chose|want|wants|opt|opts"
                           r"|elect|elects) to reshuffl|再構成することにし|재구성하기로"
                           r"|after reshuffl|reshuffling"
                           r"|再構成(を)?(しよう|するつもり|する予定)"
                           r"|재구성(을)?\s?(하려|할\s?(거|예정|생각)|고르|골라|골랐|선택하면)"
                           r"|\b(about|going|planning|trying|try|tries|plan|plans|intend"
                           r"|intends) to reshuffl|\b(i'll|i will|we'll) reshuffl)")
OVER_LIMIT = re.compile(r"(上限を超え|上限より多|상한을\s?초과|over (the|my) hand limit"
                        r"|more than the hand limit|above the hand limit)")
ON_DESTROY_EFFECT = re.compile(r"(破棄時(の)?効果|【破棄時】(の)?効果|파기\s?시\s?효과"
                               r"|(when discarded|on[- ]destroy|on destruction|upon discard)"
                               r" (effect|ability)"
                               r"|(effect|ability) (when discarded|on destruction))")
WHEN = re.compile(r"(いつ|どのタイミング|何ターン目|언제|어느\s?시점|몇\s?턴"
                  r"|\bwhen (does|do|is|will|can)\b|\bat what point\b|\bwhich turn\b)")
ORDER = re.compile(r"(前に|より先|先に|順番|順序|전에|먼저|순서|\bbefore\b|\border\b|\bfirst,)")
EXCEPT = re.compile(r"(以外|외에|말고|other than|except|outside (of )?the)")
SECOND_PLAYER = re.compile(r"(後手|後攻|후공|후수|second player|going second)")
PLAYER_ORDER = re.compile(r"(先手|後手|先攻|後攻|선공|후공|선수|후수|first player|second player"
                          r"|going (first|second))")
OWN_LATER = re.compile(r"([2-9]|二|三|四|五)回目(以降)?の(自分の|私の)ターン"
                       r"|(自分の|私の)([2-9]|二|三|四|五)ターン目"
                       r"|(제|내|나의|자신의)\s?(두|2|세|3|네|4)\s?번째\s?(이후\s?)?(의\s?)?턴"
                       r"|\b(my|your|their|his|her) (second|2nd|third|3rd|fourth|4th|fifth|5th)"
                       r"( or later)? turn\b"
                       r"|(not|n't) (be )?((on|in|during) )?(my|their|his|her|your) (very )?"
                       r"first turn")
"""A later turn of the player's own ("my second turn"): who went first does not change it."""
NEXT = re.compile(r"(次の|다음|\bnext\b)")
NEG_Q = re.compile(r"(ませんか|ないのですか|ないですか|ないの[？?]|않나요|않습니까|않아요|않을까요"
                   r"|\b(doesn't|don't|isn't|won't|aren't|can't|cannot|shouldn't)\b)")
DELTA = re.compile(r"(増え|増加|減|得(る|ら|ま)|失|늘|줄|얻|잃|감소|증가|\bgain|\blose\b|\blost\b"
                   r"|\bincrease|\bdecrease|go(es)? (up|down)|\bdrops?\b|\brises?\b"
                   r"|移動|送られ|取り除|이동|옮겨|빠(지|져|집)|\bmov(e|es|ed)\b|\bremoved\b)")
"""A change asked for; a move ("how many move from it to the Dust?") is the size of one."""
HIDE_TOTAL = re.compile(r"(伏せ札(は|が)\s?(合計)?\s?(何枚|いくつ)|덮음패(는|가)\s?(모두\s?)?몇"
                        r"|how many (cards )?(are )?(in|on) (my|the) face[- ]?down"
                        r"|how many face[- ]?down cards (do|does|will) (you|i|we|they|the player)"
                        r" (have|hold|end up with))")
OPP_START = re.compile(r"(相手の(開始フェイズ|ターン(の)?開始時|ターンの(始め|はじめ|開始))"
                       r"|상대(의|방의)?\s?(개시\s?페이즈|시작\s?페이즈|턴(의|이)?\s?시작)"
                       r"|(my |the |your )?opponent'?s (start|beginning)[- ]phase"
                       r"|(start|beginning) of (my |the |your )?opponent'?s turn)")
SOME_PHASE = re.compile(r"(ある(ターンの)?(開始|終了)フェイズ"
                        r"|(어느|어떤)\s?(턴의?\s?)?(개시|종료)\s?페이즈"
                        r"|\b(at|in|during) (an|some|any) (start|end)[- ]phase\b)")
"""「ある終了フェイズに」, "at an end phase": any player's, so whose turn is not told."""
OPP_END = re.compile(r"(相手の(終了フェイズ|ターン(の)?終了時|ターンの(終わり|おわり|終了))"
                     r"|相手のターンの終了フェイズ|(自分|私)は非ターンプレイヤー|非ターンプレイヤーの(私|自分)"
                     r"|상대(의|방의)?\s?(종료\s?페이즈|턴(의|이)?\s?(종료|끝))"
                     r"|(my |the |your )?opponent'?s end[- ]phase"
                     r"|end of (my |the |your )?opponent'?s turn"
                     r"|\b(i am|i'm) the non-turn player\b)")
"""The asker is the non-turn player of this end phase (8-3-2 binds the turn player only)."""
OWN_END = re.compile(r"((自分|私|僕|俺|わたし)の(ターン|手番|終了フェイズ)|自ターン"
                     r"|(?<!非)ターンプレイヤー|[ABab](さん)?の(ターン|終了フェイズ)"
                     r"|このターン(に|は|中)|ターンを(終え|終わ|終了)"
                     r"|(제|내|나의|저의|자신의)\s?(턴|종료\s?페이즈)|(?<!비)턴\s?플레이어"
                     r"|[ABab](\s?씨)?의\s?턴|이번\s?턴|턴을\s?(마치|마쳤|끝내|끝냈|끝마)"
                     r"|\b(my|our|your|their|his|her) (own )?(turn|end[- ]phase)\b"
                     r"|(?<!non-)(?<!non )\bturn player\b|\b[ab]'s (turn|end[- ]phase)\b"
                     r"|\bthis turn\b|\bend(ed|ing|s)? (my|the|their|your) turn\b)")
"""Whose end phase it is, said: the asker's own turn, the turn player, a named player's turn,
"this turn" (the asker acted in it)."""
THIRD_PLAYER_HAND = re.compile(r"(あるプレイヤー|(その|この)プレイヤー|プレイヤー\s?[ABab]"
                               r"|(友人|友達|彼女|彼)の手札|(友人|友達|彼女|彼)は手札"
                               r"|(어떤|어느|그|한)\s?플레이어|플레이어\s?[ABab]|친구의?\s?손패"
                               r"|\b(a|that|one) player\b|\bplayer [ab]\b"
                               r"|(?<![a-z'])[ab] (has|had|holds|held|is holding|was holding)"
                               r" \w+ cards\b"
                               r"|(?<![a-z])[ab](は|の)手札|(?<![a-z])[ab](는|의)\s?손패"
                               r"|\bmy friend('s| has| holds| is holding)\b"
                               r"|\b(she|he) (has|holds|is holding) \w+ cards\b)")
"""The end phase's hand told of a player in the third person ("あるプレイヤー", "player B"):
whose turn it is cannot be the asker's by default (unless OWN_END says it)."""
TURN_PLAYER = re.compile(r"((?<!非)ターンプレイヤー|(?<!비)턴\s?플레이어"
                         r"|(?<!non-)(?<!non )\bturn player\b)")
"""The turn player named as such (a later "this player" is the same one)."""
STORAGE_WORD = re.compile(r"(納|봉납|\bcharges?\b|\bcounters?\b|\btokens?\b|桜花結晶|결정"
                          r"|\bdedications?\b)")
HOLD_CARDS = re.compile(r"(\b(i|you|they|we|he|she|player|[ab])('m| am| are|'re| is)? "
                        r"(hold|holds|have|has|holding|keep|keeps)|\bholding) "
                        r"(?P<n>\d+|one|two|three|four|five|six|seven|eight) "
                        r"((normal|ordinary|regular|plain) )?cards\b"
                        r"(?! (in|on|from) (my|the|their|your) "
                        r"(deck|discard|face|enhancement|flare|aura))")
"""「手札が4枚」 in English without the word hand: "I hold 4 cards"."""
INSTEAD = re.compile(r"(代わりに|かわりに|대신|instead)")
EQUALS = re.compile(r"(?:(?:は|が|이|가|은|는|\bis\b|\bbe\b|\bbecome\b|\bat\b)\s?(\d+)\s?"
                    r"(?:枚|つ|個|장|개)?\s?"
                    r"(?:に(なり|なる|な)|(이|가)\s?(되|됩)|\bafter|\bnow|[?？]|$)"
                    r"|\b(?:life|focus|vigor|aura|hand)\s(?:be\s|become\s)?(\d+)"
                    r"(?=\s(?:after|now|then)\b|\s?\?))")
"""「ライフは1になりますか」 "is my life 1 after…?": a value question asked as yes/no."""
LESS = re.compile(r"(減|取り除|なくな|줄|감소|제거|\blose\b|\bloses\b|\bremoved?\b|\bdecrease"
                  r"|go(es)? down|\bdrops?\b)")
"""What the non-turn player may ask about the turn player's start phase (8-1-3 is the turn
player's: their own focus, 畏縮, draws and 納 stay)."""
ASKED_AMOUNT = re.compile(r"(\d+|一|二|ひと|ふた|한|두)\s?(つ|個|枚|장|개)?\s?(ずつ)?\s?"
                          r"(減|増|得|引|伏せ|줄|늘|얻|뽑|덮)"
                          r"|\b(lose|gain|draw|put|remove)s? (a|an|one|1|2|two)\b"
                          r"|\b(?:give|gave|grant)s? (?:them |him |her |you |me |us )?"
                          r"(?:1|one|2|two)"
                          r"(?= (?:vigor|focus)\b)")
"""An amount the question asks about ("1つ減りますか", "lose a charge"), not a stated count."""
LOSE_THING = re.compile(r"\blose (a |an |one |1 |its |their |my |the |any |all )?(token|charge"
                        r"|counter|focus|vigor|life|aura|card|crystal|flinch|sakura)")
CAN_MORE = re.compile(r"(てもいい(です|の|んです)?か|てもよろしいですか|てもかまいませんか"
                      r"|\bdo (i|we) get to\b"
                      r"|(残せ|持て|引け|置け)(る|ます)(か|の)"
                      r"|해도\s?(되|괜찮)|\bis it (ok|okay|fine) to\b)")
COUNT_ASKED = re.compile(r"((枚数|回数|個数|数)は[?？]?$|(枚数|回数|個数)はいくつ|몇\s?(장|개|번)"
                         r"|(集中力|ライフ|オーラ|手札|納|伏せ札)(の(数|値|枚数))?は[?？]$"
                         r"|(집중력|라이프|오라|손패)(은|는)\s?[?]$"
                         r"|\bhow many\b|\bnumber of\b)")
DECK_ENOUGH = re.compile(r"(山札(が|は)?(十分|たくさん|まだ十分)|山札(が|は)?2枚以上"
                         r"|(패산|덱)(이|에)?\s?충분|(plenty of|enough) cards in (my|the) deck"
                         r"|deck (has|with) (plenty|enough))")
OTHER_CRYSTALS = re.compile(r"(オーラ|ライフ|フレア|ダスト|間合|오라|라이프|플레어|더스트|간격"
                            r"|\baura\b|\blife\b|\bflare\b|\bdust\b|\bshadow\b|\bdistance\b)")
YES_NO_Q = re.compile(r"(か[?？]?$|[?？]$|나요|습니까|까요|니까|ですか|ますか)")
"""A question form: a statement ("開始フェイズに集中力を得て、2枚引く") asks nothing."""
OTHER_PILE = re.compile(r"(山札|捨て札|伏せ札|패산|덱|버림패|덮음패|\bdeck\b|\bdiscard"
                        r"|face[- ]?down"
                        r"|ライフ|オーラ|라이프|오라|\blife\b|\baura\b)")
DISCARD_ASKED = re.compile(r"(捨て|버림|버리|버려|\bdiscard)")
ZONE_ASKED = re.compile(r"(オーラ|ライフ|오라|라이프|\baura\b|\blife\b)")
OTHER_ZONE = re.compile(r"(フレア|ダスト|플레어|더스트|\bflare\b|\bdust\b|\bshadow\b)")
OUT_OF_FAMILY = re.compile(
    r"(両(方の)?プレイヤー|お互い|互いに|双方|both players|each player|양쪽|(?<!순)서로"
    r"|모든 플레이어"
    r"|非ターンプレイヤー|non-turn player|inactive player|비턴 플레이어|턴 플레이어가 아닌"
    r"|追加のターン|extra turn|추가\s?턴"
    r"|(?<!自分の)(?<!私の)(?<!自分の\s)(?<!私の\s)"
    r"(([2-9２-９]|[1-9][0-9])\s?ターン目|[二三四]ターン目)(?!以降)"
    r"|\bturn ([2-9]|[1-9][0-9])\b|(?<!제\s)(?<!내\s)([2-9]|[1-9][0-9])\s?턴째"
    r"|(?<!my )(?<!your )(second|third|fourth|2nd|3rd|4th) turn"
    r"|(?<!제\s)(?<!내\s)(?<!나의\s)(두|세|네)\s?번째\s?턴)")
"""Several players, the non-turn player, extra turns, turn numbers past the first (turn 2 is
the second player's first turn): not the one turn the probes play. "My second turn" is the
player's own count: a turn that is not their first, which the probes play."""
HIDE_NOT = re.compile(r"(伏せ(札に)?し(ない|なくて)|伏せずに|伏せなくて"
                      r"|덮(음패로\s?하)?지\s?않|덮지\s?않고"
                      r"|not (put|turn)[^?]*face[- ]?down"
                      r"|(without|avoid) (putting|turning)[^?]*face"
                      r"|keep (all|them all|every card))")
STAYS_OUT = re.compile(r"(残(る|り|っ|ら)|留ま|とどま|伏せ札にならず|伏せ札にしなくて(いい|よい|も)"
                        r"|남(았|아|나|습|을|는)|머무|덮음패가\s?되지\s?않|덮지\s?않아도"
                        r"|\b(stay|stays|stayed|remain|remains|remained)\b"
                        r"|\b(don'?t|do not|doesn'?t|does not) (have|need) to (put|turn|flip))",
                        re.IGNORECASE)
"""「場に残りましたか」 / 「伏せ札にしなくていい」 / "did it stay": the 隙 enhancement NOT put face
down is what is asked (10-6)."""
NEED_NOT_HIDE = re.compile(r"(伏せ札にしなくて|伏せなくて|덮지\s?않아도"
                           r"|덮음패로\s?(하지|안)\s?(않아도|해도)"
                           r"|\b(don'?t|do not|doesn'?t|does not) (have|need) to (put|turn|flip))",
                           re.IGNORECASE)
ON_FIELD = re.compile(r"(場に|場で|필드에|\bin play\b|\bon the (field|board)\b"
                      r"|\bstay(s|ed)? out\b)", re.IGNORECASE)
TO_DISCARD = re.compile(r"(捨て札に(し|する|な|置|送)|버림패로\s?(하|보내|놓|가))")
"""「捨て札にしますか」 — the exact pile, unlike the loose English "discard"."""
KEEP = re.compile(r"(?:(?:keep|hold|retain) (?P<en>\d+|two|three|four|five|six)\b"
                  r"|(?:keep|hold|have) more than (?P<more>\d+|two|three)\b"
                  r"|(?P<ja>\d+)\s?枚(を|の)?(手札|ままで|持った|残した|キープ|残せ|残す)"
                  r"|(?P<ko>\d+)\s?장(을)?\s?(남기|남길|유지|들고|가지고))")
ZONE_NOUN = re.compile(r"(集中力|ライフ|オーラ|手札|山札|伏せ札|捨て札|納|집중력|라이프|오라|손패"
                       r"|덱|패산|봉납|\b(focus|vigor|life|aura|hand|deck|cards?)\b)")
ONLY = re.compile(r"(だけ(?!ど|れど)|のみ|に限(り|る|られ)|뿐|만\s?(인가|입니까|인지|이에요|이야)"
                  r"|\bonly\b)")
"""「…のは畏縮していない時だけですか」: a question about every case, not the one played."""
REPEAT = re.compile(r"((\d+|二|三|何)\s?回(?!目(以降)?の(自分の)?ターン)(目|の|行|も)|\btwice\b"
                    r"|\b(two|three|\d+) times\b"
                    r"|(두|세|네|\d+)\s?번(째(?!\s?(이후)?\s?(의\s?)?(제\s?|내\s?|나의\s?)?턴)|의|이나|을"
                    r"|\s?(연속|다시))|\bagain\b|再び|もう一度|다시)")
"""「2回行えますか」「2回の開始フェイズ後」: the probes play one phase, once."""
WH_WORD = re.compile(r"(どこ|どれ|どの|誰|だれ|何(?!枚|回|点|個|ターン)|なぜ|どうして"
                     r"|어디|누구|누가|무엇|뭐|어느|왜|\b(where|which|who|whom|what|why)\b)")
"""An open question word in a yes/no measure's sentence: not a yes/no question."""
CAP_ASKED = re.compile(r"(最大(で)?(いくつ|何)|いくつまで|何枚まで|몇\s?(개|장)?까지|최대\s?몇"
                       r"|최대로|at most|up to how|the maximum|\bmax(imum)? (focus|vigor|hand))")
""""How high can focus go?": the cap itself (5-1-2), not the position after one phase."""
SENTENCE = re.compile(r"(?<=[。．!！?？])\s*|(?<=\.)\s+")

VALUES = ("focus", "life", "aura", "hand", "draws", "desp", "storage", "hidden", "hand-left",
          "facedown-total", "deck")
"""Measures answered with a number."""

START_BASE: dict[str, Any] = {"focus": 1, "flinch": False, "life": 10, "aura": 3, "deck": 5,
                              "discard": 3, "facedown": 0, "hand": 0, "reshuffle": False,
                              "take": "aura"}
START_PERTURB: tuple[tuple[str, Any], ...] = (
    ("focus", 0), ("focus", 2), ("flinch", True), ("life", 1), ("aura", 0), ("aura", 5),
    ("deck", 0), ("deck", 1), ("deck", 2), ("discard", 0), ("hand", 2), ("reshuffle", True),
    ("take", "life"), ("storage", 1), ("storage", 3), ("facedown", 2))
START_COMBOS: tuple[dict[str, Any], ...] = ({"deck": 0, "discard": 0}, {"deck": 1, "discard": 0})
"""Unstated values changed together: a reshuffle with nothing to return still leaves 焦燥."""
NEEDS_END = ("draws", "drew", "desp", "desp-yes", "hand", "hand-delta", "deck", "returns-facedown",
             "returns-discard")
"""Measures of steps after the reshuffle's damage (9-7 ⅱ, 8-1-3 ⅳ): a probe whose game was
lost before them ("how many cards do I draw?") asks another question and says nothing; focus,
畏縮 and 納 (8-1-3 ⅰ ⅱ) and the damage itself are settled before any loss."""
END_BASE: dict[str, Any] = {"hand": 3, "facedown": 0, "focus": 1}
END_PERTURB: tuple[tuple[str, Any], ...] = (("hand", 0), ("hand", 1), ("hand", 2), ("hand", 5),
                                            ("facedown", 2))
OVER_LIMIT_HANDS = (3, 5)
"""Hand sizes tried for "over the hand limit" (5-1-3: the limit is 2)."""


NO_EFFECTS = re.compile(r"((何の|なんの|いかなる)(効果|能力)(も|を)"
                        r"(なければ|なく|受けて(い)?(ない|ません|おらず))"
                        r"|(効果|能力)(など|とか|等|といったもの)?(は|が|も|を)?(一切|何も|全く|特に)?"
                        r"(使われて(い)?|使用されて(い)?|受けて(い)?|適用されて(い)?|存在し(て(い)?)?"
                        r"|発生して(い)?)?(なかった|なく|ない|ません|おらず)"
                        r"(ものとし(ます|て)|ものとする|場合|なら)?"
                        r"|[(（]?(敗北しない|勝利できない|特殊な|特別な|その他の|他の)?(効果|能力)"
                        r"(など|とか|等)?(は|も)?(何も|特に|一切)?(ありません|ない|なし|無し|関係しません|関係ない"
                        r"|関係ありません)[)）]?"
                        r"|(특수한?|다른|별도의)?\s?(효과|능력)(는|은|도|가|를|을)?\s?"
                        r"(따로\s?|전혀\s?|특별히\s?|아무것도\s?)?"
                        r"(없|받지\s?않|쓰이지\s?않|사용되지\s?않|적용되지\s?않|발동되지\s?않)"
                        r"|\bneither player has any\b[^.?]{0,40}\b(effects?|abilities)\b"
                        r"|\bno (special |other |extra |card |[\w]+-[\w]+ )?(effects?|abilities)"
                        r"( in play| apply| around| on either side)?\b"
                        r"|\bnothing else (is )?in play\b"
                        r"|\b(ignoring|ignore|disregarding|setting aside|leaving aside|without)"
                        r" (any |all |card |other |special )*(effects?|abilities)\b"
                        r"|(カード)?効果(ではなく|じゃなく|でなく|ではない)|(카드\s?)?효과가\s?아니(라|고|고요)"
                        r"|\bnot (by |from |through )?(a |an |the )?(card'?s? )?effect\b)",
                        re.IGNORECASE)
"""「敗北しない効果などはありません」, "no effects in play": a denial, not an effect to play."""
DENIED_QUOTED = re.compile(
    r"(?:[「『'\"“][^」』'\"”]{1,24}[」』'\"”][\s、,]*(?:や|と|or|and|이나|나)?[\s、,]*)+"
    r"(?:といった|などの|のような|같은|등의)?\s?(?=" + NO_EFFECTS.pattern + ")", re.IGNORECASE)
"""Quoted effects named only to deny them (「『敗北しない』『勝利できない』といった効果はない」)."""


DRAW_FIRST = re.compile(
    r"\bdraw\w*\b[^.?]{0,40}\b(first|before)\b[^.?]{0,60}\breshuffl"
    r"|\breshuffl\w*\b[^.?]{0,40}\b(after|once) (i('ve)? )?(draw|drew|drawn|drawing)\b"
    r"|\bafter (drawing|i draw|the draw)\b[^.?]{0,40}\breshuffl"
    r"|(引いて|引いた(あと|後)|ドローして|ドローした(あと|後))[^。?？]{0,24}(から|後で|あとで|その後)?"
    r"[^。?？]{0,24}再構成"
    r"|先に[^。?？]{0,12}(引|ドロー)[^。?？]{0,30}再構成"
    r"|(뽑고|뽑은\s?(후|뒤|다음)|드로우하고|드로우한\s?(후|뒤|다음))[^.?]{0,24}재구성"
    r"|먼저\s?[^.?]{0,12}(뽑|드로우)[^.?]{0,30}재구성", re.IGNORECASE)
"""The draw asked to come before the reshuffle decision ("can I draw first, then reshuffle?"):
8-1-3 orders the reshuffle (ⅲ) before the draw (ⅳ)."""
RESHUFFLE_THEN_DRAW = re.compile(
    r"再構成(を選んだら|を選ぶと|したら|した(あと|後)|すると|をすると|を行ったら)[^。?？]{0,44}"
    r"(引け|引く|引き|ドロー)"
    r"|재구성(을|를)?\s?(선택하면|하면|한\s?(뒤|후|다음)(에)?)[^.?]{0,44}(뽑|드로우)"
    r"|\bif (i|we|you) (choose to )?reshuffle\b[^.?]{0,40}\b(draw|drawing)\b"
    r"|\bafter (the |a |my )?reshuffl\w*[^.?]{0,30}\b(draw|drawing)\b"
    r"|\breshuffl\w*[^.?]{0,40}[.,;]\s*after (that|the|its|this) damage\b[^.?]{0,30}\b(draw"
    r"|drawing)\b", re.IGNORECASE)
"""The draw asked after a chosen reshuffle (8-1-3 ⅲ then ⅳ): its 1 damage (9-7 ⅰ) may end the
game first."""

