"""Patterns of the Sakura effects family (sakura_effects.py): attacks made by effects (10-5),
cards used by effects (9-2 入れ子解決), use restrictions (9-2, 6-2-1-5), in ja/ko/en.

The text they run on is normalized (NFKC, casefolded)."""

from __future__ import annotations

import re

from judge.answer.extract.sakura_attack.wording import LIMIT  # noqa: F401 - re-exported


def _any(*alternatives: str) -> re.Pattern[str]:
    """One pattern matching any of the alternatives (one per line for reading)."""
    return re.compile("(" + "|".join(alternatives) + ")")


# -- 10-5: an attack made by an effect --------------------------------------------------------
EFFECT_ATTACK = _any(
    r"効果(で|により|によって|による|から)[^。？?]{0,24}(《攻撃》|攻撃)\s*([『「][^』」]{1,24}[』」])?"
    r"\s*(を(行|し)|が(生|発生|行われ|起)|は)",
    r"(《攻撃》|攻撃)\s*[『「][^』」]{1,24}[』」]\s*を行う",
    r"(《攻撃》|攻撃)を行う効果", r"効果による(《攻撃》|攻撃)",
    r"【?(破棄時|攻撃後)】?(効果)?(の|で|による|により)(《攻撃》|攻撃)(?!(カード|札))",
    r"(파기\s?시|공격\s?후)\s?효과(의|로|에 의한)\s?공격(?!\s?(카드|패))",
    r"\b(on-destroy|destruction|after-attack) (effect'?s? )?attack\b(?! card)",
    r"효과(로|에 의해|에 의한|로 인한|로 인해)\s?[^.?]{0,24}공격(?!\s?(카드|패))",
    r"공격\s?[『「'\"][^』」'\"]{1,24}[』」'\"]\s?(을|를)\s?(하는|수행하는|행하는|실행하는)",
    r"공격을\s?(하는|수행하는|행하는|실행하는)\s?효과",
    r"\beffects?\b[^.?]{0,40}\b(makes?|creates?|performs?|generates?|launch(es)?|produces?"
    r"|triggers?|gives?)\b[^.?]{0,16}\battack\b(?! card)",
    r"\battack (is |was )?(made|generated|created|performed|produced) by (an?|the|its|that|this)"
    r" [\w' -]{0,24}effect", r"\beffect attacks?\b")
DESTROY = _any(r"破棄時", r"破棄され", r"破棄さ(せ|れ)", r"파기\s?시", r"파기(될|되|된)",
               r"\bon[- ]destr", r"\bwhen (it is |it's )?destroyed\b",
               r"\b(is|gets|are) destroyed\b",
               r"\bdestruction\b", r"\bwhen discarded\b", r"\bupon discard\b")
AFTER = _any(r"【攻撃後】", r"攻撃後(効果|の効果)", r"공격\s?후\s?효과", r"【공격\s?후】",
             r"\bafter[- ]attack\b", r"\bafter-?attack effect")
OPP_CARD = _any(r"相手の(付与札|付与|《付与》|カード|行動カード|攻撃カード)",
                r"상대(의)?\s?(부여패|부여\s?카드|카드)",
                r"\b(my |the )?opponent'?s (enhancement|card|action card|attack card)s?\b")
"""The effect's card is the opponent's: the probe plays it as the attacker's (A's) card."""
TAKES = _any(r"相手(は|が)[^。]{0,12}(ライフ|オーラ)で受け",
             r"상대(는|가)[^.]{0,12}(라이프|오라)로\s?받",
             r"\b(the )?opponent takes (it|the damage) on (their |his |her )?(life|aura)\b")
SPAN_RANGE_DAMAGE = re.compile(
    r"(?<![\d-])(\d+)(?:\s*(?:-|~|〜|～|to)\s*(\d+))?\s*[、,]?\s*(?:damage\s*)?(\d+|-)\s*/\s*(\d+|-)")
""""1-2、2/1", "1-2 2/1", "3、2/1" (an attack's range then its damage)."""

# -- 9-2: a card used by an effect ---------------------------------------------------------------
USE_BY_EFFECT = _any(
    r"カードを使用する効果", r"カードを使う効果",
    r"効果(で|により|によって|による)[^。？?]{0,16}(別の|他の|もう(1|一)枚の)?(カード|札)を(使用|使)",
    r"効果(で|により|によって)(使用|使わ)(され|し|れ)た(カード|札)",
    r"(カード|札)の効果(で|により|によって|を使って)(使用|使)(でき|え|う|する|して)",
    r"카드를\s?사용하는\s?효과", r"효과(로|에 의해|로 인해)\s?[^.?]{0,16}(카드|패)를\s?사용",
    r"효과(로|에 의해|로 인해)\s?사용(된|한)\s?카드",
    r"効果(は|が)[『「][^』」]{0,30}(カード|札)を[^』」]{0,8}(使用|使)",
    r"효과(는|가)\s?['‘「『][^'’」』]{0,30}(카드|패)를?[^'’」』]{0,8}사용",
    r"\beffect (reads|is|says|of)\s?:?\s?['\"‘“][^'\"’”]{0,30}\b(use|play)\b[^'\"’”]{0,40}\bcard",
    r"(카드|패)의\s?효과(로|에 의해|로 인해)\s?사용(할|하|해)",
    r"\beffects?( of [\w' ]{1,20})? (that |which )?(uses?|plays?|lets? (me|you) (use|play))\b"
    r"[^.?,]{0,16}\b(another|an?|one|other|second|the|my)\b[^.?,]{0,16}"
    r"\bcard", r"\bcards? (that is |which is |be |)(used|played|usable|playable)"
    r" (by|through|via) (an?|the|another"
    r" card's|its|that|this) [\w' -]{0,20}effect",
    r"\b(uses?|used|plays?|played) (another|an?|one|other|a second) card (through|via|with|by)"
    r" (its|an?|the|that|this) [\w' -]{0,20}effect",
    r"\b(use|play) (that|the|this|it|a|an)\b[^.?,]{0,50}\b(through|via|by means of|with) (its"
    r"|an?|the|that|this|another|other|another card's|a card's) ([\w' -]{0,20} )?effect\b",
    r"\b(be|is|was|being|get|gets) (used|played) (by|through|via|with) (an?|the|another|its|that"
    r"|this|another card's|a card's|other card's) ([\w' -]{0,20} )?effect\b",
    r"\beffects? (can |could |may |does |will )?(lets?|allows?|has|have|makes?|tells?) (me|you|us"
    r"|them|him|her) (to )?(use|play)\b",
    r"\b(can|could|may|does|will) (a|an|the|another|one of my) ([\w' -]{0,20} )?effects? (let|allow"
    r"|have|make|tell) (me|you|us|them) (to )?(use|play)\b",
    r"(この|その)効果(で|により|によって)[、,]?[^。？?]{0,40}(カード|札)[^。？?]{0,16}(使え|使用でき|使用する"
    r"|使う|使い(たい|ます)|使用した(い|く))",
    r"\b(through|via|with|by) (it|that|this|that card|this card|its effect|that effect)\b"
    r"[^.?]{0,30}\b(use|play)\b",
    r"(이|그)\s?효과(로|에 의해)[,]?[^.?]{0,40}(카드|패)[^.?]{0,16}(사용|쓸|써|쓰)",
    r"(この|その)効果で[、,]?[^。？?]{0,40}(選び|選んだ|選びました)",
    r"(이|그)\s?효과로[,]?[^.?]{0,40}(골랐|골라|선택)",
    r"\b(through|by|via|with) (this|that|the) effect\b,?[^.?]{0,30}\b(use|play)\b[^.?]{0,40}"
    r"\bcard\b")
NO_REACT_KW = re.compile(
    r"(対応不可|대응\s?불가|\bno[- ]reactions?\b|\bunreactable\b)\s*[（(『「'\"]?\s*"
    r"(通常札|切札|すべて|통상패|비장패|모두|normal( cards?)?|specials?( cards?)?|all)?")
"""An attack's 対応不可（〇〇） (10-22) in a question about a reaction's effect."""
REACTOR = {
    "special": _any(r"(切札|切り札)(の[「『][^」』]*[」』])?で対応",
                    r"비장패(\s?['「][^'」]*['」])?(로|으로)\s?대응",
                    r"\breact(ing|ed|s)? (to [^.,?]{0,40} )?with (a|the|my) special( card)?\b"),
    "normal": _any(r"通常札(の[「『][^」』]*[」』])?で対応",
                   r"통상패(\s?['「][^'」]*['」])?(로|으로)\s?대응",
                   r"\breact(ing|ed|s)? (to [^.,?]{0,40} )?with (a|the|my) normal card\b"),
}
"""The class of the card chosen to react (10-22 forbids some classes)."""
USED_CLASS = {"normal": _any(r"通常札", r"통상패", r"\bnormal cards?\b"),
              "special": _any(r"切札", r"비장패", r"\bspecial cards?\b")}
NESTED_EXEMPT = _any(r"対応不可", r"대응\s?불가", r"\bno[- ]reaction", r"切札", r"비장패",
                     r"\bspecial")
USE_EXEMPT = _any(r"全力", r"전력", r"\bthroughout\b", r"\bfull[- ]power\b", r"切札", r"비장패",
                  r"\bspecial", r"使用済", r"사용\s?완료")
"""What a can-an-effect-use-it question may name (the used card's 《全力》, its class)."""
FULL_CARD = _any(r"《全力》", r"全力(の)?(カード|札)", r"全力を持つ", r"전력\s?(카드|패)",
                 r"전력을\s?가진", r"《전력》", r"\b(throughout|full[- ]power) cards?\b")
STANDARD = _any(r"標準行動", r"통상\s?행동", r"표준\s?행동", r"\bstandard action\b")
FULL_ACTION = _any(r"全力行動", r"전력\s?행동", r"\b(throughout|full[- ]power) action\b")
SPECIAL_CARD = _any(r"切札", r"비장패", r"\bspecial( card)?s?\b", r"\btrump cards?\b")
USED_SPECIAL = _any(r"使用済", r"使用した切札", r"사용\s?(됨|완료|이 끝난|된\s?상태)",
                    r"이미\s?사용한\s?비장패",
                    r"\b(already[- ])?used (special|trump)",
                    r"\b(special|trump) cards? (that|which)"
                    r" (has|have|was|were|is|are) already (been )?used\b")
UNUSED_SPECIAL = _any(r"未使用", r"미사용", r"\bunused\b")
OPP_ZONE = _any(r"相手の(オーラ|ライフ)", r"상대(의)?\s?(오라|라이프)",
                r"\b(the |my )?opponent'?s (aura|life)\b",
                r"\b(the |my )?opponent (has|had) (\d+|no) (aura|life)\b")
"""The opponent's aura or life stated as a number: a fact of the board, not an act."""
OPP_ATTACK = _any(r"相手の[^。、]{0,16}(《攻撃》|攻撃)", r"상대(의)?\s?[^.,]{0,16}공격",
                  r"\b(the |my )?opponent'?s attack")
PASSIVE_TYPED = re.compile(r"\b(attack|action|enhancement|enhance) cards? (that is |which is |that "
                           r"was |which was )?(used|played) (by|through|via)\b")
"""The type of the card an effect used, written before it in English."""
FROM_ZONE = {
    "facedown": _any(r"伏せ札(から|の)", r"덮음패(에서|의)", r"\bfrom (my |the |your )?face-?down"),
    "discard": _any(r"捨て札から", r"버림패에서", r"\bfrom (my |the |your )?discard"),
    "hand": _any(r"手札から", r"손패에서", r"\bfrom (my |the |your )?hand\b"),
}

# -- 9-2 / 6-2-1-5: restrictions on use --------------------------------------------------------
NO_ATTACK = _any(r"《?攻撃》?を行えない", r"攻撃できない", r"攻撃(が|を)禁止",
                 r"《?공격》?(을|를)?\s?(할|행할|수행할|실행할)\s?수\s?없", r"공격\s?불가",
                 r"\b(cannot|can'?t|can not|may not|unable to) (make |perform |declare )?"
                 r"(an )?attacks?\b", r"\bno attacks? (can|may) be\b", r"\bforbidden to attack\b",
                 r"\bprevents? (me|you|the player) from attacking\b")
UNDEFINED = _any(r"《不定》", r"不定", r"《부정》", r"(타입|유형)(이|가|은|는)?\s?부정",
                 r"\bundefined\b")
SUBTYPE = _any(r"サブタイプ", r"서브\s?타입", r"하위\s?유형", r"\bsub-?types?\b")
"""《不定》 as a SUBTYPE is no subtype at all (6-2-1-6): a card that is still usable."""
FARTHER = re.compile(
    r"(ターン(の)?開始時(の間合)?から|ターン開始時より"
    r"|턴\s?(개시|시작)\s?시(의 간격)?(보다|에서|부터)?"
    r"|since (the )?(start|beginning) of (the |this |my )?turn"
    r"|than (it was )?at the (start|beginning) of (the |this |my )?turn)")
"""A distance compared with the turn-start distance (5-2-1: 「ターン開始時の間合から…離れて
いる」)."""
FAR_WORD = _any(r"離れ", r"遠", r"広が", r"増え", r"멀어", r"벌어", r"늘어", r"\bfarther\b",
                r"\bfurther\b", r"\bgrown\b", r"\bgrew\b", r"\bincreased\b", r"\bwider\b")
NEAR_WORD = _any(r"近づ", r"縮", r"減", r"가까", r"줄어", r"\bcloser\b", r"\bshr[ua]nk\b",
                 r"\bdecreased\b", r"\bnearer\b")
CONDITION = _any(r"条件", r"使用できない", r"使えない", r"조건", r"사용할\s?수\s?없",
                 r"야\s?(사용할|쓸)\s?수\s?있",
                 r"\bcondition", r"\brequires?\b", r"\bonly (be )?(used|usable|played)\b",
                 r"\bcannot be (used|played)\b", r"\bunless\b")
MOVED = re.compile(
    r"(?<![\d-])(\d+)\s*(?:しか|だけ|만|only)?\s*(?:離れ|遠|広が|増え|近づ|縮|減|멀어|벌어|늘어|가까|줄어"
    r"|farther|further|closer|nearer|more|less)"
    r"|\b(?:only|just|by|moved) (\d+)\b(?: (?:space|step)s?)?(?: (?:farther|further|closer|nearer"
    r"|away))?")
"""A move of the distance since the turn started ("1しか離れていない", "only 1 farther")."""
START_DISTANCE = re.compile(
    r"ターン開始時の間合(?:は|が)\s*(\d+)|턴\s?(?:시작|개시)\s?시(?:의)?\s?간격(?:이|은|는)\s?(\d+)"
    r"|distance (?:was|is) (\d+) at the (?:start|beginning) of the turn"
    r"|distance at the (?:start|beginning) of the turn (?:was|is) (\d+)")
NOW_DISTANCE = re.compile(
    r"(?:現在の|今の)間合(?:は|が)\s*(\d+)|間合(?:は|が)\s*(\d+)\s*に(?:なっ|な)"
    r"|(?:현재|지금)\s?(?:의\s?)?간격(?:이|은|는)\s?(\d+)|간격이\s?(\d+)(?:이|가)\s?되"
    r"|(?:current distance|distance now) is (\d+)|(?:is|it's) (?:now )?(\d+) now"
    r"|\bnow (?:it )?is (\d+)")
AT_LEAST = re.compile(r"(\d+)\s*(以上|이상|or more)|\bat least (\d+)")

# -- what is asked ---------------------------------------------------------------------------
CLAUSE = re.compile(r"[、,，]|(?:場合|とき|時|ならば|なら|たら)(?:は|に)?|(?<=면)\s")
"""Clause boundaries inside a sentence (a premise clause before the asked one)."""
SENTENCE = re.compile(r"(?<=[。？?！!])\s*|(?<=\.)\s+")
MADE_Q = _any(r"(《攻撃》|攻撃)を行った[」』]?(こと|と)", r"[「『](《攻撃》|攻撃)を行った[」』]",
              r"\b(treated|considered|regarded|counted) as (having )?(made an attack|attacked|an "
              r"attack)",
              r"\b(considered|counts?|counted|treated as) (as )?(an |a )?attack (that )?"
              r"(i|you|we|they|he|she) (made|performed|did)\b",
              r"공격을\s?(한|수행한|행한)\s?(것으로|걸로)\s?(취급|간주|보)", r"攻撃したこと",
              r"攻撃を行ったとみな",
              r"攻撃(は|が)(行われ|発生し|起こ|成立)",
              r"공격을\s?(한|수행한|행한|실행한)\s?(것|걸)",
              r"공격(이|은)\s?(발생|일어나|수행되|성립|이루어)",
              r"\b(count|counts|counted) as (an |a |having )?(attack|attacking)",
              r"\b(has|have|was|is) (an |the )?attack(s)? (been )?(made|performed|happen)",
              r"\bdoes the attack (happen|occur|take place|resolve|go through)\b",
              r"\b(did|do|have) (i|you) (make|made|perform|performed) an attack\b",
              r"\battack (still )?(happen|occur|take place)s?\b")
DAMAGE_Q = _any(r"ダメージを(受け|与え)", r"ダメージ(は|が)(発生|入)",
                r"(데미지|대미지)를?\s?(받|주|입)",
                r"\b(take|takes|taken|deal|deals|dealt|suffer|suffers)\b[^.?]{0,12}\bdamage\b",
                r"\bdamage (is |be )?(dealt|taken|done)\b")
LOSS_Q = _any(r"ライフ(は|が|を)?[^。？?]{0,6}(いくつ|何点|どれだけ|いくら)[^。？?]{0,6}(減|失)",
              r"(いくつ|何点|どれだけ)[^。？?]{0,6}ライフ[^。？?]{0,6}(減|失)",
              r"라이프(가|를|는)?\s?(몇|얼마)", r"몇\s?(점|개)의?\s?라이프",
              r"\bhow (much|many) (life|lives)\b")
REACT_Q = _any(r"対応(でき|して(も|よ)|可能|する(こと|の)が)", r"대응(할|이)?\s?(수|가능)",
               r"\b(react|respond)(ed)?\b[^.?]{0,20}\?|\breaction\b[^.?]{0,24}\?"
               r"|\b(can|may|could)\b[^.?]{0,30}\b(react|respond)")
REACT_WORD = _any(r"対応", r"대응", r"\breact", r"\breaction", r"\brespon")
COUNT_USED_Q = _any(r"(何枚|枚数)", r"몇\s?장", r"장수", r"\bhow many (cards|card)\b",
                    r"\bnumber of cards\b")
USE_WORD = _any(r"使用", r"使(っ|わ|う|い)", r"사용", r"\bus(e|ed|ing)\b", r"\bplay(ed|ing)?\b")
"""A counted-as-used question names the use (not "counts as an attack")."""
PRIOR = _any(r"すでに", r"既に", r"前に", r"先に", r"その後", r"続けて", r"이미", r"먼저", r"전에",
             r"그\s?다음", r"\balready\b", r"\bbefore\b", r"\bearlier\b", r"\bthen\b",
             r"\bafter that\b", r"\bfirst\b", r"\bprevious")
"""Other card uses this turn: a how-many-used question then counts them too — not read."""
COUNTED_Q = _any(r"使用した」?(こと|と)(に|見|み)", r"(枚数|数)に数え", r"数え(ます|る)か",
                 r"使用したカード(として|に)(数え|カウント)",
                 r"(数え|カウントさ)(られ|れ)", r"数に(入|含)",
                 r"사용한\s?(것|카드)(으로|로)\s?(간주|치|세|카운트|인정)",
                 r"(세|카운트)(나요|됩니까|되나요)",
                 r"\bcount(s|ed)? (as|toward|towards|for)\b", r"\bconsidered (to have been |as )?"
                 r"(used|played)\b", r"\b(is|was) it (considered )?(used|played)\b")
STATED_COUNT = re.compile(r"(\d+|[一二三]|two|three)\s?(枚|장|cards?\b)")
ATTACK_COUNT_Q = _any(r"攻撃(の)?回数", r"攻撃(を行った|した)回数",
                      r"공격(을\s?)?(한|수행한)?\s?횟수", r"何回攻撃", r"몇\s?번\s?공격",
                      r"\bhow many attacks\b", r"\bnumber of attacks\b")
CAN_USE_Q = _any(r"使用(でき|可能|して(も|よ))", r"使え(る|ます)",
                 r"(使う|使用する)(こと)?(は|が)?でき", r"사용(할|이)?\s?(수|가능)",
                 r"쓸\s?수",
                 r"\b(can|may|could)\b[^.?]{0,30}\b(use|play)\b", r"\bable to (use|play)\b",
                 r"^\s*(can|may|could) (i|we|you)( do (it|that|so))?\s*[?？]\s*$",
                 r"\b(can|may|could)\b[^.?]{0,50}\bbe (used|played)\b",
                 r"^\s*(is|would) (that|this|it|doing (that|this|so)) (allowed|legal|possible|ok"
                 r"|okay|permitted)\b",
                 r"\b(is|are) [^.?]{0,30}(usable|playable)\b")

# -- what the family does not model ---------------------------------------------------------------
BLOCK = _any(r"打ち消", r"무효", r"취소", r"\bcancel", r"不可避", r"불가피", r"\bunavoidable\b",
             r"超克", r"초극", r"\bovercome\b", r"対応不可", r"대응\s?불가", r"\bno[- ]reaction\b",
             r"\+\s?\d", r"-\s?\d\s?/", r"距離拡大", r"距離縮小", r"거리\s?(확대|축소)",
             r"\b(expand|shrink)\b", r"終端", r"종단", r"\bterminal\b", r"全力", r"전력",
             r"\bthroughout\b", r"\bfull[- ]power\b", r"切札", r"비장패", r"\bspecial\b",
             r"消費", r"소모", r"\bcost\b", r"再起", r"재기", r"\brerise\b", r"間合制限",
             r"간격\s?제한", r"\bdistance limit\b", r"代わり", r"대신", r"\binstead\b",
             r"複製", r"복제", r"\bcopy\b", r"\bduplicate\b", r"追加札", r"추가패",
             r"\bextra card", r"封印", r"봉인", r"\bseal", r"交換", r"교환", r"\bexchange\b",
             r"他のカードとして", r"다른\s?카드로서", r"\bas (if it were )?another card\b",
             r"隙", r"\bopening\b", r"畏縮", r"위축", r"\bflinch", r"終了フェイズ",
             r"종료\s?페이즈", r"\bend phase\b", r"相手のターン", r"상대(의)?\s?턴",
             r"\bopponent'?s turn\b", r"展開中", r"전개\s?중", r"\bongoing\b",
             r"決死", r"결사", r"\bdesperat",
             r"同時", r"동시", r"\bsimultaneous", r"順番", r"順序", r"순서", r"\border\b",
             r"使用済", r"사용\s?완료", r"\bflipped\b", r"選(ぶ|べ|択)", r"선택", r"\bchoose\b")
"""Mechanics the probes do not carry: a question naming them is left to abstain."""
MODE_CHOICE = _any(r"(標準行動|全力行動|표준\s?행동|전력\s?행동)(を|을|를)?\s?"
                   r"(選択|選ん|選び|선택)",
                   r"\b(chose|choose|chosen|picked|selected) (a |the )?(standard|throughout"
                   r"|full[- ]power) action\b")
"""「標準行動を選択した」: the main phase's choice of action (8-2-2), not a card choice."""
STORAGE = _any(r"納", r"봉납", r"\bcharges?\b", r"\bstorage\b", r"\btokens?\b", r"桜花結晶",
               r"결정", r"\bcrystals?\b")
"""The crystals on an enhancement: only how it came to be destroyed (8-1-3 ⅱ), else blocked."""
