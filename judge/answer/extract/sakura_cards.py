"""Sakura Arms questions about USING CARDS: 切札 and 消費 (9-3-1), 《全力》 and 標準/全力行動
(8-2-2, 9-2), 付与 and 納 (9-2-3), where a card goes after use (9-2-1 ⅴ, 9-2-2 ⅳ, 9-2-3 ⅴ, 9-5).

Reads the asked card (type, 切札 or not, 《全力》, 消費 N, 納 N, used 切札, the zone it is used
from), what happened before it this turn (a basic action, another card use) and the asked step
(use it, or a basic action after it), then writes probe scenarios that keep the stated values
and vary the unstated ones (card type, 標準/全力, 消費 within what the flare pays, 納, the board).
Hooked from sakura.py: `read` claims a question, `probes`/`judge` play it.
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import Finding, Probe, Reading
from judge.answer.extract.kinds import asked_part
from judge.answer.extract.sakura_attack.wording import OUT_OF_RANGE
from judge.answer.extract.sakura_enhance import NONE_STORED
from judge.answer.numbers import read_range
from judge.engine.runner import RunResult
from judge.games.sakura.facing import record_facing
from judge.games.sakura.rules import uid

CARD = "札X"
"""The asked card's name in probes (its text is only what the question states)."""
OTHER = "札Y"
"""A plain 《行動》 card used before the asked step ("after using another card")."""
PROCEDURE = {"attack": "9-2-1", "action": "9-2-2", "enhance": "9-2-3"}


def _any(*alternatives: str) -> re.Pattern[str]:
    """One pattern matching any of the alternatives (kept one per line for reading)."""
    return re.compile("(" + "|".join(alternatives) + ")")


USE_VERB = _any(r"(?<!未)使用", r"使(え|う|っ|い|わ)", r"(?<!미)사용", r"쓸\s?수",
                r"써도",
                r"(썼|씁니|쓰면|쓰고|쓴\s|쓸\s?때)", r"\buse[ds]?\b",
                r"\busing\b", r"\bplay(s|ed|ing)?\b", r"\bcast\b")
WANT = _any(r"(使い|し|行い|出し)たい", r"싶(습니다|어요|은데|다|어)", r"\bwants? to\b",
            r"\b(would|'d) like to\b")
"""「…を使いたいです。使えますか」: the wish is the asked use, not a step already taken."""
NORMAL = _any(r"通常札", r"통상패", r"일반\s?카드", r"\bnormal cards?\b", r"\bregular cards?\b")
SPECIAL = _any(r"切札", r"切り札", r"비장패", r"\bspecial( card)?s?\b", r"\btrump card")
FULL_CARD = _any(r"《全力》", r"《전력》", r"《(throughout|full[- ]power)》",
                 r"全力(カード|札|の(カード|切札|攻撃|行動|付与))",
                 r"전력\s?(카드|패|비장패)",
                 r"\b(throughout|full[- ]power) (card|special|attack|enhancement)s?\b",
                 r"\b(a|an|the|my|this|that|with) (throughout|full[- ]power)\b(?! action)",
                 r"[\"'(](throughout|full[- ]power)[\"')]")
TYPES = {
    "attack": _any(r"《攻撃》", r"攻撃(カード|札)", r"攻撃の切札", r"공격\s?(카드|패)", r"《공격》",
                   r"공격\s?비장패", r"\battack trump\b",
                   r"\battack (card|special)s?\b", r"\bspecial attack\b"),
    "action": _any(r"《行動》", r"行動(カード|札)", r"행동\s?(카드|패)", r"《행동》",
                   r"\baction (card|special)s?\b"),
    "enhance": _any(r"《付与》", r"付与(カード|札)", r"부여\s?(카드|패)", r"《부여》",
                    r"\benhancements?( card)?s?\b", r"\benhance card"),
}
COST = re.compile(r"(消費|コスト|소모(값)?|소비|\b(flare )?cost(s|ing)?( of)?)[\s-]*"
                  r"(が|は|이|가|:|is|of)?\s*"
                  r"(?P<n>\d+)"
                  r"|(?P<m>\d+)\s*(-cost|コスト|의 소모|의 소비|\bcost\b)")
LIFE_DAMAGE_TOLD = re.compile(r"(ライフ(に|へ)\s?\d+\s?(点の)?ダメージ"
                              r"|라이프(에|로)\s?\d+\s?(의\s?)?(대미지|데미지)"
                              r"|\b(took|take|taking|suffered) \d+ (life )?damage( to| on)?"
                              r"( my)?( life)?)", re.IGNORECASE)
"""Life damage told before a use: its crystals go to the Flare (5-8-3-1)."""
SPLIT_Q = re.compile(r"(分けて|両方から|両方の領域|またが(って|り)|組み合わせ"
                     r"|나눠|나누어|양쪽에서|둘\s?다에서|섞어"
                     r"|\bsplit\b|\bsome (of them )?from\b|\bfrom both\b|\bmix\b|\bcombin)",
                     re.IGNORECASE)
"""Asked whether 納 may be taken from the dust and the aura together (9-2-3 ⅲ)."""
STORE_FROM = re.compile(r"((ダスト|オーラ)(と|や|および|及び)?(から)?"
                        r"|(더스트|오라)(와|과|랑)?(에서)?"
                        r"|\bfrom (my |the )?(dust|aura)\b"
                        r"|\b(dust|aura) and (my |the )?(dust|aura)\b)", re.IGNORECASE)
"""Where 納 is taken from, named in a split question (9-2-3 ⅲ): not a move to block on."""
NO_COST = re.compile(r"(消費|コスト|코스트|소모|소비)\s?(は|が|이|가)?\s?"
                     r"(なし|無し|ない|ありません|0(?!\d)|없)"
                     r"|\b(no|zero|without( a| any)?) (flare )?cost\b|\bcost(s)? (0|nothing)\b"
                     r"|\bcostless\b", re.IGNORECASE)
"""A card said to have no 消費: nothing to pay, the same as no 消費 named."""
COST_WORD = _any(r"消費", r"コスト", r"소모", r"소비", r"\bcost")
STORAGE = re.compile(r"(納|봉납|(?<![가-힣])납|\bstorage|\bcharges?|\bdedication)\s*-?\s*"
                     r"([（(]\s*(charge|storage|納|납)\s*[）)]\s*)?"  # "納 (Charge) 3"
                     r"(が|は|이|가|:|of)?\s*(?P<n>\d+)"
                     r"|(?P<m>\d+)\s*(charges?|storage)\b")
FLARE_SHORT = _any(r"フレアが(足りない|足りず|不足)", r"(don'?t|do not|doesn'?t) have enough flare",
                   r"消費を(支払え|払え)(ない|ず)",
                   r"플레어가\s?(부족|모자)", r"(소모를|비용을)\s?(지불할 수 없|낼 수 없)",
                   r"not enough flare", r"(can'?not|can'?t) (pay|afford) (the|its) (flare )?cost",
                   r"cost (is )?(more|higher|greater) than (my|the) flare",
                   r"消費(が|は)フレアより(多|大)", r"소모(가|는)\s?플레어보다\s?(많|크)")
SHORT = _any(r"足り", r"不足", r"부족", r"모자", r"\benough\b", r"\binsufficient\b", r"\bshort\b",
             r"\bafford")
FLARE_WORD = _any(r"フレア", r"플레어", r"\bflare")
USED_STATE = _any(r"使用済み?の切札", r"使用済み?の状態の切札", r"使用済み?(の状態)?になった切札",
                  r"一度使った切札",
                  r"(使った|使用した)切札(は|を)\s*(もう一度|再び|再度|また)",
                  r"一度(使用し|使っ)た切札",
                  r"사용(한|된|이 끝난)\s?비장패(를|는|은)\s?(다시|또)",
                  r"사용\s?완료(된|인|한)?\s?비장패",
                  r"\bused special", r"\balready[- ]used special",
                  r"\bspecial( card)?,? (that|which) (is|was|has been) already (flipped|used)\b",
                  r"\balready[- ]flipped special",
                  r"\bspecial (card )?((that|which) )?(i|you) (have |'ve )?already used",
                  r"(use|play) (a|my|the) special( card)? again", r"\bspent special")
FROM_ZONE = {
    "discard": _any(r"捨て札(に(ある|置かれた)|の|から)", r"버림패(에 있는|의|에서)",
                    r"\b(from|in) (my|the) discard"),
    "facedown": _any(r"伏せ札(に(ある|した)|の|から)", r"덮음패(에 있는|의|에서)",
                     r"face-?down (card|pile)"),
    "deck": _any(r"山札(に(ある|残った)|の|から)", r"패산(에 있는|의|에서)",
                 r"\b(from|in) (my|the) deck"),
}
AFTER = _any(r"(た|の|て)\s*(後|あと|のち)(に|で|は|も)?", r"以降",
             r"(た|だ)ターン(に|中|の間|で)?",
             r"(한|사용한|쓴)\s?턴(에|에는|중에)",
             r"\bin the (same )?turn (where|when|that|in which)\b",
             r"(한|된|쓴|낸|던|은)\s?(후(?!퇴)|뒤|다음)(에|에도)?", r"\bafter\b", r"\bonce\b",
             r"(し|て)[、,]\s*(さらに|加えて|追加で|続けて|その上)",
             r"(하고|한\s?뒤)[,]?\s*(추가로|또|게다가|이어서|더)",
             r"(고|서)\s?나(서|면|니)\s", r"고\s?난\s?(후|뒤|다음)(에)?",
             r"\band then\b", r"てから")
BASIC_WORD = _any(r"基本動作", r"前進", r"後退", r"纏い", r"宿し", r"離脱", r"기본\s?동작", r"전진",
                  r"후퇴", r"휘감기", r"두르기", r"품기", r"이탈", r"\bbasic (action|move)s?\b",
                  r"\badvance\b", r"\bretreat\b", r"\brecover\b", r"\bwithdraw\b")
BASICS = ("前進", "後退", "纏い", "宿し", "離脱")
BOTH = _any(r"両方", r"どちらも", r"ともに", r"ずつ", r"それぞれ", r"둘\s?다", r"모두\s?(사용|쓸)",
            r"씩", r"각각", r"\bboth\b", r"\beach\b",
            r"\b(card|one) from (my |your )?hand,? (and|plus|as well as) (also )?(one|a|an)\b")
ALREADY = _any(r"すでに", r"既に", r"이미", r"\balready\b")
NOT_FULL = _any(r"《?全力》?(で|じゃ)(は)?ない", r"《?全力》?以外の", r"《?전력》?(이|가)\s?아닌",
                r"《?전력》?\s?(아님|아닙니다|아니고|아니며|아니에요)",
                r"\bnon-(throughout|full[- ]power)\b",
                r"\bnot (a )?《?(throughout|full[- ]power|全力)》?(?=\W|$)(?! action)")
COUNT_Q = _any(r"枚数", r"数え", r"数に", r"カウント", r"장수", r"세(나요|는|어|ㅂ니까)", r"카운트",
               r"\bcounts?\b", r"\bcounted\b", r"\bnumber of\b")
IF_DONE = _any(r"(た|だ)(場合|とき|時|ら)(に|は)?", r"(하면|한 경우|했을 때|한 때)",
               r"\b(if|when) (i|you) ('ve |have )?(used|played|did|done|performed|took|taken)\b",
               r"\b(if|when|once) (i|you) [^,?]{0,90}\b(play|use)s? (my|a|an|one|the) [^,?]{0,30}"
               r"\bcard\b(?=[^?]*\b(still|afterwards|after that|then|also)\b)")
OR = _any(r"や", r"または", r"か、", r"또는", r"(이)?나\s", r"\bor\b")
MODE_WORD = _any(r"標準行動", r"全力行動", r"표준\s?행동", r"전력\s?행동", r"\bstandard action",
                 r"\b(full[- ]power|throughout) action")
ATTACK_WORD = _any(r"攻撃", r"공격", r"\battack")
EFFECT_USE = _any(r"効果(で|により|によって|を使って|を使い)[^。？?]{0,40}(使用|使[おうえっいわ])",
                  r"(それ|これ|その効果)(で|を使って|によって)[^。？?]{0,30}(使用|使[おうえっいわ])",
                  r"효과(로|에\s?의해|를\s?통해)[^.?]{0,40}(사용|쓰|써|쓸)",
                  r"(그걸로|그것으로|그\s?효과로)[^.?]{0,30}(사용|쓰|써|쓸)",
                  r"\b(by|through|via) (an?|the|its|another|that|this|my) (other )?"
                  r"(card'?s? )?effect\b",
                  r"\busing (its|another|that|this|my|the other) (card'?s? )?"
                  r"(card'?s? )?effect\b",
                  r"\b(use|play)\b[^.?]{0,40}\b(with|through|via) (it|that|this)\s*[.?]")
"""A card used by another card's effect (9-2 「カードの効果」), not by 通常の方法."""
NOT_BY_EFFECT = _any(r"\bwithout\b", r"\bnot (through|by|via|using|with)\b", r"\brather than\b",
                     r"\binstead of\b", r"ではなく", r"じゃなく", r"ずに", r"せずに", r"아니라",
                     r"아니고", r"않고", r"없이", r"말고")
"""「効果で使うのではなく」, "not through an effect": the usual use, denied to be an effect's."""
SAYS = r"\bcards?( of (mine|yours|theirs|his|hers))? (that )?(says|reads|saying)\b"
"""A card's text quoted ("one of my cards says …")."""
EFFECT_NAMED = _any(r"効果", r"효과", r"\beffects?\b", SAYS)
QUOTED = re.compile(r"「[^」]{1,40}」|'[^']{1,40}'|\"[^\"]{1,40}\"|“[^”]{1,40}”")
CARD_WORD = _any(r"カード", r"札", r"카드", r"패", r"\bcards?\b", r"\bspecials?\b")
TWO_CARDS = _any(r"2枚", r"二枚", r"2장", r"두\s?장", r"もう(1|一)枚", r"2枚目", r"한\s?장\s?더",
                 r"두\s?번째\s?카드", r"別のカード", r"他のカード", r"다른\s?카드",
                 r"\b(two|2) cards\b", r"\ba second ([\w-]+ ){0,2}card\b",
                 r"\banother ([\w-]+ ){0,2}card\b", r"\bone more ([\w-]+ ){0,2}card\b",
                 r"\bmore than one card\b", r"\bsecond\b", r"두\s?번째")
BLOCK = _any(r"効果", r"능력", r"효과", r"\beffects?\b", r"\babilit", r"テキスト", r"텍스트",
             r"\btext\b", SAYS, r"対応", r"대응", r"\breact", r"終端", r"追加", r"封印", r"発動",
             r"조건",
             r"条件", r"\bcondition", r"全力化", r"전력화", r"相手の(ターン|手番)", r"상대\s?턴",
             r"opponent'?s turn", r"開始フェイズ", r"終了フェイズ", r"개시 페이즈", r"종료 페이즈",
             r"\bstart phase", r"\bend phase", r"\bbeginning phase", r"代わり", r"대신",
             r"\binstead\b", r"減り", r"増え", r"줄어", r"늘어", r"\bdecrease", r"\bincrease",
             r"\bhow many (more|less|fewer)\b", r"増加", r"減少", r"증가", r"감소", r"[+＋]\s?\d",
             r"(ダスト|オーラ|フレア|ライフ|間合)から", r"(더스트|오라|플레어|라이프|간격)에서",
             r"\bfrom (my |the )?(dust|shadow|aura|flare|life|distance)\b",
             r"前に", r"より前", r"までに", r"전에", r"\bbefore\b", r"\buntil\b", r"\bprior to\b",
             r"\brespon", r"응답", r"応じ", r"に対して", r"에 대해", r"\bagainst\b", r"攻撃され",
             r"공격(을 받|당)", r"\b(being|when|while) attacked\b", r"\bin reply\b")
"""Words of mechanics this family does not model (effects, reactions, phases, modified values,
where crystals come from): such a question is left to abstain."""
NEGATED = _any(r"ならない", r"なりません", r"置かれない", r"行かない", r"戻らない", r"残らない",
               r"되지 않", r"가지 않", r"않나요", r"않습니까", r"\bnot\b", r"n't\b")
EMPTIED = _any(r"納が0", r"桜花結晶が(なくな|無くな|0に|0個に|全て取り除|すべて取り除|1つもなくな)",
               r"(봉납|납|결정)(이|가)\s?(0|없어|모두\s?없)",
               r"\bno (sakura )?(tokens|crystals|charges) (are )?left",
               r"\b(runs|ran) out of (tokens|crystals|charges)",
               r"\b(last|final) (token|crystal|charge) (is )?removed")
_EN_THE = r"(the |my |its |their )?"
GOES = [  # (zone asked, pattern): the zone named right before a "goes to / becomes" verb
    ("discard", _any(r"捨て札\s*(に|へ|と)\s*(なり|置かれ|行き|移動|送られ|入り|いき|な(る|っ))",
                     r"버림패\s?(로|으로|에|가|이)\s?(가|갑|되|됩|돼|놓이|놓입|이동|들어가|들어갑|보내|돌아가|돌아갑|돌아오|남)",
                     r"\b(go|goes|put|placed|moved|sent|end up)( \w+){0,3} (in|into|to|on) "
                     + _EN_THE + r"(discard|played)( pile)?\b",
                     r"\b(is|are|get|gets|be) discarded\b",
                     r"\b(is|are) (an? |the |my |this |that )?([\w-]+ ){0,3}discarded\b")),
    ("hand", _any(r"手札\s*(に|へ)\s*(戻|置かれ|行き|移動|なり)",
                  r"손패\s?(로|으로|에)\s?(가|갑|되|됩|돼|놓이|놓입|이동|들어가|들어갑|보내|돌아가|돌아갑|돌아오|남)",
                  r"\b(return|returns|returned|go|goes|back|put|placed|moved|sent)( \w+){0,3} "
                  r"(to|in|into) " + _EN_THE + r"hand\b")),
    ("deck", _any(r"山札\s*(に|へ)\s*(戻|置かれ|行き|移動|入り|なり)",
                  r"패산\s?(으로|에)\s?(가|갑|되|됩|돼|놓이|놓입|이동|들어가|들어갑|보내|돌아가|돌아갑|돌아오|남)",
                  r"\b(return|returns|go|goes|back|put|placed|shuffled)( \w+){0,3} (to|in|into) "
                  + _EN_THE + r"deck\b")),
    ("facedown", _any(r"伏せ札\s*(に|へ)\s*(な|置かれ|行き|移動)",
                      r"덮음패\s?(로|으로|가|에)\s?(가|갑|되|됩|돼|놓이|놓입|이동|들어가|들어갑|보내|돌아가|돌아갑|돌아오|남)",
                      r"\b(go|goes|put|placed|turned)( \w+){0,3} face[- ]?down\b")),
    ("enhance", _any(r"付与札\s*(に|へ|と|として)\s*(なり|置かれ|行き|移動|残り|入り|な(る|っ))",
                     r"부여패\s?(로|으로|에|가|이)\s?(가|갑|되|됩|돼|놓이|놓입|이동|들어가|들어갑|보내|돌아가|돌아갑|돌아오|남)",
                     r"\b(go|goes|put|placed|stay|stays|remain|remains)( \w+){0,3} (in|into|on|to) "
                     + _EN_THE + r"(enhancement zone|enhancements in play|play)\b")),
    ("used", _any(r"使用済み?(の状態)?\s*(に|と)\s*(なり|な(る|っ))",
                  r"사용\s?완료\s?(가|로|상태가|상태로)\s?(되|돌아|놓이)",
                  r"\b(become|becomes|turned|flipped|marked|stays?)( \w+)? (used|spent)\b")),
    ("specials", _any(r"切札\s*(に|へ|の(場所|位置|領域)に)\s*(戻|置かれ|残り|行き|移動)",
                      r"비장패\s?(로|으로|에|영역에)\s?(가|갑|되|됩|돼|놓이|놓입|이동|들어가|들어갑|보내|돌아가|돌아갑|돌아오|남)",
                      r"\b(return|returns|go|goes|back|stay|stays|remain|remains)( \w+){0,3} "
                      r"(to|in|into|among) " + _EN_THE + r"specials?( area| zone)?\b")),
]
ATTACK_USE = _any(r"攻撃(カード|札)?を(使|使用)", r"공격\s?카드를\s?(사용|쓰)",
                  r"\b(use|play) (an|the|my|a|this|that) ([\w-]+ ){0,2}attack\b(?! (card|special))",
                  r"\b(use|play) attacks?\b")
"""An attack used without "card" in the wording ("適正距離4-5の攻撃を使えますか"), read by
sakura.py's attack family."""
NEG_Q = _any(r"ませんか", r"ないの(です)?か", r"ないですか", r"なくなり", r"않나요", r"않습니까",
              r"없나요", r"없습니까", r"\b(can'?t|cannot|can not) (i|we|you)\b",
              r"^(isn'?t|aren'?t|doesn'?t|don'?t|can'?t|won'?t)\b", r"しか", r"だけ", r"のみ",
              r"\bonly\b", r"만\s?(사용|쓸|가능)", r"ではな", r"じゃな", r"以外", r"아닌",
              r"\bnon-", r"\bnot (a|an)\b", r"\bother than\b")
"""A negated or restricted question ("使えませんか", "only in…"): its yes would read the other
way, so it is left to abstain."""
AGAIN = _any(r"2回", r"二回", r"두\s?번", r"\btwice\b", r"\bagain\b", r"もう一度", r"もう1度",
             r"再び", r"再度", r"다시", r"또\s")
COMPARE = _any(r"以上", r"以下", r"未満", r"より(多|少|大|小|上|下)", r"超え", r"이상", r"이하",
               r"미만", r"보다", r"\bor (more|less|fewer)\b", r"\bat (least|most)\b",
               r"\b(more|less|fewer|greater|higher|lower) than\b")
OPPONENT = _any(r"相手", r"상대", r"\bopponent", r"\benemy\b", r"\bother player")
COUNTED = _any(r"桜花結晶", r"결정", r"\btokens?\b", r"\bcrystals?\b", r"付与札", r"부여패",
               r"\benhancements?\b", r"\bcharges?\b", r"納", r"봉납", r"カード", r"\bcards?\b",
               r"카드", r"枚", r"\d\s?장", r"몇\s?장")
ZONE_WORD = _any(r"フレア", r"オーラ", r"ダスト", r"ライフ", r"間合", r"플레어", r"오라", r"더스트",
                 r"라이프", r"간격", r"\bflare\b", r"\baura\b", r"\bdust\b", r"\blife\b",
                 r"\bdistance\b", r"\bshadow\b")
ZONE_COUNT = re.compile(r"(フレア|オーラ|ダスト|ライフ|間合|플레어|오라|더스트|라이프|간격)"
                        r"\s*(が|は|を|이|가|은|는)?\s*\d")
UNUSED = _any(r"未使用", r"미사용", r"\bunused\b")
INTO_ENHANCE = re.compile(r"(付与札|付与カード置き場)(に|へ)\s?(置|移|出)[かいきくけさしっ]?"
                          r"|부여패(로|에)\s?(놓|올|이동)"
                          r"|\b(put|placed|moved|goes|reaches|enters)\b[^.?]{0,12}\benhancement"
                          r" (zone|area)\b")
"""The card reaching the enhancement zone (9-2-3 ⅴ): part of its use, not another act."""
OTHER_VERB = _any(r"置(く|け|い)", r"戻(す|せ|し)", r"捨て(る|られ|て)", r"移動(する|させ|でき)",
                  r"加え", r"伏せ(る|て|られ)", r"公開", r"選(ぶ|べ)", r"見(る|せ|られ)",
                  r"놓(을|아|는|일)", r"올(릴|려|리)", r"얹", r"돌려", r"버(릴|려)",
                  r"이동(시키|할)",
                  r"공개", r"선택할\s?수",
                  r"보(여|일)", r"伏せ札に(する|し)", r"덮음패로\s?(하|할|한|해|만들|삼)",
                  r"\bturn(ed|ing)? [^.?]{0,20}face[- ]?down\b",
                  r"\b(put|place|move|return|reveal|shuffle|choose|look at|show)\b",
                  r"\bdiscard (it|them|the|a|this|that|my)\b")
"""Verbs of other acts than using a card: "can I PUT it…" is not "can I use it"."""
REAL_CAN = _any(r"でき", r"られ(る|ます)", r"(使え|行え|選べ|置け)(る|ます)", r"수\s?있", r"가능",
                r"\b(can|may|could|able|allowed|possible)\b")
ONLY_AMOUNT = _any(r"\d+\s*(個|つ|枚)?\s*しか(ない|無い|なく|ありません|あり|持って|残って)",
                  r"\d+\s*(個|つ|枚)?\s*しか\s*(桜花結晶|結晶|カード|札)(が|は)?\s*(ない|無い|なく|ありません)",
                  r"\bonly (have|has|got|hold|holds|had)\b", r"\b(have|has|hold|holds) only\b",
                  r"\d+\s*(개|장)?\s*밖에",
                  r"\b(holds?|has|have|had|contains?) only (\d+|one|two|three)\b",
                  r"\b(aura|dust|shadow|flare|life|vigor|focus|distance)( is| has)? only "
                  r"(\d+|one|two|three|zero)\b",
                  r"\b(there (is|are)|there's|with) only (\d+|one|two|three) (sakura )?"
                  r"(tokens?|crystals?|cards?|counters?)\b")
"""A stated amount ("フレアが3しかありません", "I only have 3 Flare"): a count, not a restrictive
question like "can I only use …?" (NEG_Q)."""
ZERO_STORED = re.compile(r"\b(could|can|couldn't|could not|cannot|can't)?\s?(place|placed|put|store"
                         r"|stored) (0|zero|no|none)\b"
                         r"|\b(0|zero|no) (sakura )?(tokens?|crystals?|counters?)\b[^.?]{0,16}"
                         r"\b(on it|placed|stored|charged|loaded)\b|\bwith none\b"
                         r"|(結晶|桜花結晶)\s?0\s?(個|つ)のまま|결정\s?0\s?개(인\s?채|로)",
                         re.IGNORECASE)
"""An enhancement said to have received no tokens (its 納 unfilled)."""
NO_EFFECT = re.compile(r"\b(no|without( any| an)?) ([\w-]+ ){0,2}(effects?|abilit(y|ies))\b"
                       r"|(【[^】]{1,6}】)?(効果|能力)(は|が|も)?(何も)?(なし|無し|ない|ありません)"
                       r"|(효과|능력)(는|은|가|도)?\s?없", re.IGNORECASE)
"""An effect said to be absent ("no on-deploy effect", 「効果なし」): no effect to block on."""
FACE = _any(r"表向き", r"裏向き", r"앞면", r"뒷면", r"face[- ]?up(?![- ]pile)",
            r"face[- ]?down(?![- ]pile)")  # (the face-down pile is a zone, 伏せ札)


def read(text: str, mentions: list[Any], reading: Reading) -> set[str]:
    """Claim a card-use question: replace the reading's actions by one "card" action; return the
    term keys (全力, 消費, 納) the family models, so they no longer block the reading."""
    not_full = NOT_FULL.search(text)
    if not_full:  # "《全力》ではないカード": a card without the subtype, said in words
        text = text[:not_full.start()] + " " * len(not_full.group(0)) + text[not_full.end():]
    asked_kind = reading.kind  # changed on the reading only when the family claims it
    unblocked = NO_EFFECT.sub(" ", text)  # "no on-deploy effect": a denial, nothing to play
    used = EFFECT_USE.search(text)
    by_effect = asked_kind == "can" and bool(used) and bool(EFFECT_NAMED.search(text)) and not (
        used and NOT_BY_EFFECT.search(text[max(0, used.start() - 24):used.end() + 12]))
    if by_effect:  # the effect that uses the card (9-2 カードの効果) is played, not blocking
        unblocked = EFFECT_NAMED.sub(" ", QUOTED.sub(" ", unblocked))
    if asked_kind == "can" and STORAGE.search(text) and SPLIT_Q.search(asked_part(text)):
        # 「ダストとオーラから分けて取ってもいい？」: where 納 comes from is the question
        unblocked = STORE_FROM.sub(" ", unblocked)
    face = _face(text) if asked_kind in ("what", "other") else None
    if asked_kind not in ("can", "value", "what", "other", "counts-used") \
            or BLOCK.search(unblocked) or NEG_Q.search(ONLY_AMOUNT.sub(" ", text)) \
            or OPPONENT.search(text) or OUT_OF_RANGE.search(text) \
            or (FACE.search(text) and face is None):
        return set()
    goes = _goes(text)
    if goes and asked_kind == "can":
        uses = [m.start() for m in USE_VERB.finditer(text)]
        if uses and uses[-1] > _goes_at(text):
            goes = None  # "使用済になった切札は…使えますか": it only describes the card
        elif REAL_CAN.search(text):
            return set()  # "捨て札に置くことはできますか": a can-question about a destination
        else:
            asked_kind = "other"  # "버림패가 되나요": "does it become", not "is it allowed"
    if face is not None:  # "表向きになりますか / is it face up?": 7-1 says, per zone
        goes = None if goes == "facedown" else goes
        goes = goes or "face"
    counted = asked_kind == "counts-used" and COUNT_Q.search(text)
    kind = "goes" if goes and not counted and asked_kind in ("what", "other", "counts-used") \
        else asked_kind
    if kind not in ("can", "value", "goes") and not counted:
        return set()
    # "after X, can I Y?": X happened first; "after X, how much…?" / "does it go…": X is asked
    premise, asked = _split(text) if kind == "can" else ("", text)
    act: dict[str, Any] = {"kind": "card", "ask": "use"}
    act.update(_card(asked, text, kind))
    if kind == "can" and act.get("type") == "enhance" and SPLIT_Q.search(asked_part(text)):
        act["split"] = True  # 9-2-3 ⅲ: 納 taken from both the dust and the aura
    if not_full:
        act["full"] = False
    if by_effect:
        if act.get("special") or act.get("zone"):
            return set()  # the played effect uses a hand card (9-2): not a 切札's use
        act["by_effect"] = True
    def unused(part: str) -> str:  # "through another card's effect" names the using card
        return EFFECT_USE.sub(lambda m: " " * len(m.group(0)), part) if by_effect else part

    before = _before(unused(premise), unused(asked), unused(text)) if kind == "can" else []
    if before:
        if act.get("by_effect"):
            return set()  # a card used earlier and one used by an effect: not read apart
        act["before"] = before
    lo = text.find(premise) if premise else 0  # the premise's span ("after X" may be inside)
    hi = lo + len(premise)
    named = [m.key for m in mentions if lo <= m.start and m.end <= hi and m.key in BASICS]
    if before == ["basic"] and named:
        act["premise_basic"] = named[0]  # "前進した後に…": that basic action, not any
    plain_basic = any(a["kind"] == "basic" for a in reading.actions) and not before
    if plain_basic and kind == "can" and reading.facts.get("mode") == "full" and \
            BASIC_WORD.search(asked):
        # 「全力行動を選んだターン、全力カードを使ったあとに前進できる？」: the basic action is
        # asked, in a full-power action (8-2-2 B), not the card's use
        return set()
    basic_too = None
    if kind == "can" and BASIC_WORD.search(asked) and (
            before in (["card"], ["full-card"]) or (reading.facts.get("mode") == "full"
                                                    and not before)) and not plain_basic:
        # "after a 《全力》 card / in 全力行動, may I do a basic action (or use another card)?"
        names = [m.key for m in mentions if not lo <= m.start < hi and m.key in BASICS]
        basic_too = {"kind": "card", "ask": "basic", "basic": names[0] if names else None}
        if before:
            basic_too["before"] = before
        if not CARD_WORD.search(asked):
            act = basic_too
            basic_too = None
        elif not OR.search(asked):
            return set()  # a basic action and a card in one ask, not as alternatives
    if act["ask"] == "use" and not _is_card_question(act, text, kind):
        return set()
    if kind != "goes" and not act.get("split") and OTHER_VERB.search(
            INTO_ENHANCE.sub(" ", text) if kind == "value" else text):
        # "捨て札に置くことはできますか": asks another act than using the card (not
        # 「付与札に置いたとき、…いくつか」: the use's own 9-2-3 ⅴ)
        return set()
    if 0 in (reading.facts.get("A.life"), reading.facts.get("B.life")):
        return set()  # a player with no life has lost (4-2): no turn goes on
    if reading.facts.get("A.hand") == 0 and not act.get("special"):
        return set()  # "手札がないとき": the probe would hold the card in hand
    if (BOTH.search(text) and not act.get("split")) or (
            ALREADY.search(text) and act.get("state") != "used"):
        return set()  # two cards at once / a state the probe does not set up
    if AGAIN.search(text) and act.get("state") != "used":
        return set()  # "the same card twice": not one use of one card
    if TWO_CARDS.search(text) and (act.get("special") or "storage" in act):
        return set()  # two 切札 / enhancements: each would pay or store again
    if "storage" in act and (NONE_STORED.search(text) or ZERO_STORED.search(text)):
        return set()  # "could place 0 tokens on it": a premise the probe's board does not make
    stored = kind == "value" and bool(STORED_Q.search(asked_part(text))) and \
        act.get("type", "enhance") == "enhance" and "storage" in act
    if stored:
        act["type"], act["value"] = "enhance", "stored"  # 9-2-3 ⅲ: what 納 put on the card
        # min(納, dust + own aura) (5-10): dust must be said, and the aura unless dust covers 納
        dust = reading.facts.get("dust")
        if not isinstance(dust, int) or (dust < act["storage"] and "A.aura" not in reading.facts):
            return set()
    elif kind == "value" and not _asks_zone(text):
        return set()
    elif kind == "value" and reading.lang != "en" and _stated_after_use(text):
        return set()  # "使った後、フレアが3なら…": the value may be the one after the use
    if kind == "goes":
        if NEGATED.search(text) or act.get("state") or act.get("zone"):
            return set()
        if not (USE_VERB.search(text) or EMPTIED.search(text) or UNUSED.search(text)):
            return set()  # "手札は裏向き?": no card is used; the probe would use one
        act["goes"] = goes
        if face is not None:
            act["face"] = face
            if UNUSED.search(text):
                if not act.get("special") or USE_VERB.search(UNUSED.sub("", text)):
                    return set()
                act["no_use"] = True  # "未使用の切札は裏向き?": nothing is used
        if EMPTIED.search(text):
            act["emptied"] = True
            if act.get("type", "enhance") != "enhance":
                return set()
            act["type"] = "enhance"
    if COMPARE.search(text) and not FLARE_SHORT.search(text):
        return set()  # "フレアが3以上": a bound, not a count (the reader would keep one value)
    if FLARE_SHORT.search(text) and "cost" not in act:
        act["cost_over"] = True
    elif "cost" not in act and (COST_WORD.search(NO_COST.sub(" ", text)) or SHORT.search(text)):
        return set()  # 消費 or a shortage named without a number this family reads
    if "cost" not in act and not act.get("cost_over") and not FLARE_WORD.search(text) and \
            not COST_WORD.search(NO_COST.sub(" ", text)):
        act["cost_paid"] = True  # neither 消費 nor flare named: the 消費 is within the flare
    if kind == "value" and not stored:
        act["value"] = True
    reading.kind = kind
    reading.actions = [act] if basic_too is None else [basic_too, act]
    reading.evidence.append("card use " + " ".join(f"{k}={v}" for k, v in act.items()
                                                     if k != "kind"))
    modelled = {"全力"} if act.get("full") or before == ["full-card"] or not_full else set()
    told = LIFE_DAMAGE_TOLD.search(text)
    if told and ("cost" in act or act.get("cost_over")):
        # 「攻撃を受けてライフに3ダメージ」: 5-8-3-1 moves those crystals Life → Flare before
        # the use; the probe pays from the stated Flare only
        from judge.answer.extract.words import say

        reading.missing.append(say("keyword", reading.lang, told.group(0)))
    if "cost" in act or act.get("cost_over") or act.get("special") or NO_COST.search(text):
        modelled.add("消費")  # (「消費なし」: no cost, as the probe's card has)
    if "storage" in act or act.get("emptied") or act.get("type") == "enhance":
        modelled.add("納")
    return modelled


STORED_Q = re.compile(
    r"((付与札|付与カード|부여패|この(カード|札)|その(カード|札)|\benhancement\b|\bthe card\b)"
    r"[^。?？.]{0,16}(上|乗|のる|載|置か|納め|위|올라|\bon\b)"
    r"|(乗る|のる|載る|置かれる|納められる|納まる|올라가는|놓이는|납되는)\s?(桜花結晶|結晶|결정|벚꽃)"
    r"|(いくつ|何個|何つ)[^。?？]{0,4}(納め|納まり|乗り|載り|置かれ)"
    r"|몇\s?개[^.?]{0,6}(봉납|올라|놓이)"
    r"|\b(crystals?|tokens?|counters?|sakura)\b[^.?]{0,24}\bon (it|the enhancement|the card)\b)")
"""A how-many on the crystals 納 puts on the enhancement (9-2-3 ⅲ), not on a zone."""


def _asks_zone(text: str) -> bool:
    """A how-much question whose asked clause names a zone (フレア, オーラ…) and nothing else
    that could be counted (the crystals on an enhancement, cards)."""
    from judge.answer.extract.kinds import VALUE

    q = VALUE.search(text)
    if q is None:
        return False
    start = max(text.rfind(ch, 0, q.start()) for ch in "、,，。.?？") + 1
    ends = [i for i in (text.find(ch, q.end()) for ch in "、,，。.?？") if i >= 0]
    end = min(ends or [len(text)])
    clause = text[max(start, q.start() - 8):end]
    return bool(ZONE_WORD.search(clause)) and not COUNTED.search(clause)


def _stated_after_use(text: str) -> bool:
    """A zone count ("フレアが3") written after the use verb: before or after the use?"""
    use = USE_VERB.search(text)
    counts = [m.start() for m in ZONE_COUNT.finditer(text)]
    return use is not None and any(c > use.start() for c in counts)


DONE = re.compile(r"(使っ(た|て)|使用し(た|て|まし)|使いまし|使い終え|使用を?終え"
                  r"|使い[、,]?\s?解決し"
                  r"|出し(た|て|まし)|行っ(た|て)|行いまし"
                  r"|썼|사용했|사용하고|냈|했어|했습|\b(played|used|declared|did|chose|paid)\b)")
"""A step told as done (not 「使いたい」 / "I want to play")."""
NOT_DONE = re.compile(r"(使って(い)?(ない|ません|なかった)|使用して(い)?(ない|ません)|使っていない"
                      r"|(使用|基本動作|前進|後退|纏い|宿し|離脱)(も|は)[^。？?]{0,16}?(行っ|し)て(い)?"
                      r"(ない|ません|なかった)"
                      r"|(사용|쓰)하?지\s?않|안\s?(썼|사용)"
                      r"|\b(haven't|have not|hasn't|has not|didn't|did not|not yet) (used|played"
                      r"|use|play)\b|\bwithout (using|playing)\b)", re.IGNORECASE)
"""A step told as not done (「まだ…使っていない」, "I haven't used any card")."""


def _split(text: str) -> tuple[str, str]:
    """(premise, asked part): "X した後に Y できますか" → X, Y; "can I Y after X" → X, Y.
    A conditional "Xした場合 / Xしたら / if I used X" is a premise only when X is a card use or a
    basic action; otherwise ("フレアが2だった場合") it is a stated condition, not a step."""
    m = AFTER.search(text)
    conditional = m is None
    if m is None:
        m = IF_DONE.search(text)
        if m is None:
            # "I played one card from hand. Can I now do a basic action?": the statements
            # before the question are the steps already taken (when they are a use or a move)
            asked = asked_part(text)
            premise = text[:text.find(asked)] if asked and asked != text else ""
            wish = _wish_sentence(premise)
            if wish:  # 「…使いました。その後、切札も使いたい。使えますか」: the wish is asked
                premise, asked = premise[:-len(wish)], wish + asked
            if premise.strip() and DONE.search(NOT_DONE.sub(" ", premise)) and not WANT.search(
                    premise) and (
                    BASIC_WORD.search(premise) or (
                    CARD_WORD.search(premise) and USE_VERB.search(premise))):
                return premise, asked
            return "", text
    if m.group(0).strip().startswith(("after", "once", "if", "when")):
        tail = text[m.end():]
        stop = re.search(r"[,?.;—–]", tail)
        end = m.end() + (stop.start() if stop else len(tail))
        premise, asked = text[m.start():end], text[:m.start()] + text[end:]
    else:
        premise, asked = text[:m.end()], text[m.end():]
    if conditional and not (BASIC_WORD.search(premise)
                            or (CARD_WORD.search(premise) and USE_VERB.search(premise))):
        return "", text
    return premise, asked


def _card(part: str, text: str, kind: str) -> dict[str, Any]:
    """The asked card's stated attributes (type, 切札, 《全力》, 消費, 納, used, zone, range)."""
    out: dict[str, Any] = {}
    types = [t for t, pat in TYPES.items() if pat.search(part)]
    if len(types) == 1:
        out["type"] = types[0]
    elif len(types) > 1:
        out["type"] = "several"
    if SPECIAL.search(part) or (kind == "goes" and SPECIAL.search(text)):
        out["special"] = True
    elif NORMAL.search(part):
        out["special"] = False  # a 通常札 (6-2-1-1): no 消費
    if FULL_CARD.search(part):
        out["full"] = True
    cost = COST.search(text)
    if cost:
        out["cost"] = int(cost.group("n") or cost.group("m"))
        out["special"] = True  # 消費 is the information of a 切札 (6-2-1-12)
    store = STORAGE.search(text)
    if store:
        out["storage"] = int(store.group("n") or store.group("m"))
        out.setdefault("type", "enhance")
    if kind == "can" and USED_STATE.search(part):
        out["state"] = "used"
        out["special"] = True
    for zone, pat in FROM_ZONE.items():
        if kind == "can" and pat.search(part):
            out["zone"] = zone
    rng = read_range(text)
    if rng:
        out["range"] = rng[0]
    return out


def _wish_sentence(premise: str) -> str:
    """The premise's last sentence when it is a wish (「…も使いたいと言っています。」, "he
    wants to use …"): the asked step, which the short question after it ("使えますか？") asks."""
    cut = max((m.end() for m in re.finditer(r"[。.!！]\s*", premise[:-1])), default=0)
    last = premise[cut:]
    return last if last.strip() and cut and WANT.search(last) else ""


def _before(premise: str, asked: str, text: str) -> list[str]:
    """What was done before the asked step this turn: "basic", "card" or "full-card"."""
    if premise:
        if MODE_WORD.search(premise) and not BASIC_WORD.search(premise) and not (
                CARD_WORD.search(premise)):
            return []  # "標準行動を選んだターンに…": only the mode, read by sakura.py
        if BASIC_WORD.search(premise) and not CARD_WORD.search(premise):
            return ["basic"]
        described = SPECIAL.search(premise) or COST.search(premise) or STORAGE.search(premise) \
            or any(p.search(premise) for p in TYPES.values()) or FLARE_WORD.search(premise)
        if CARD_WORD.search(premise) and USE_VERB.search(premise) and not described:
            # a card of no stated kind (its 消費/納/type would change the board): plain or 《全力》
            return ["full-card"] if FULL_CARD.search(premise) else ["card"]
        return ["unknown"]
    if TWO_CARDS.search(text):
        return ["card"]
    return []


def _is_card_question(act: dict[str, Any], text: str, kind: str) -> bool:
    """A question this family answers: a card is used, and something about the card or the
    turn that the family models is stated (not a plain attack, which sakura.py reads)."""
    if "unknown" in act.get("before", []) or act.get("type") == "several":
        return False
    if act.get("type", "attack") != "attack" and ("range" in act or ATTACK_WORD.search(text)):
        return False  # an attack beside another card type: which one is used is unclear
    if kind != "goes" and not USE_VERB.search(text):
        return False
    if not CARD_WORD.search(text) and not act.get("type"):
        return False
    topics = ("special", "full", "cost", "storage", "state", "zone", "before")
    if kind == "goes":
        return bool(act.get("type") or act.get("special") or CARD_WORD.search(text))
    if not any(k in act for k in topics) and act.get("type") != "enhance":
        return False  # a plain card: nothing this family decides
    if act.get("type") == "attack" and "range" not in act and kind == "can" and not (
            {"special", "full", "cost", "state", "zone", "before"} & set(act)):
        return False
    return True


def _face(text: str) -> str | None:
    """"up" / "down" when a yes/no question asks which side of a card is up, else None."""
    sides = {("down" if re.search(r"(裏|뒷|down)", m.group(0)) else "up")
             for m in FACE.finditer(asked_part(text))}  # not a side the premise tells
    if len(sides) != 1 or not re.search(r"([?？]|(か|나요|니까|까요)\s*[。.]?)\s*$", text):
        return None
    return sides.pop()


def _goes_at(text: str) -> int:
    """Where the last destination phrase starts (-1 if none)."""
    return max([m.start() for _, pat in GOES for m in pat.finditer(text)] or [-1])


def _goes(text: str) -> str | None:
    """The zone a "does it go to / become …?" question asks about, or None."""
    asked = asked_part(text)  # "I put a card face down to pay. … is X satisfied?": told
    found = [(m.start(), zone) for zone, pat in GOES for m in [pat.search(asked)] if m]
    if not found or not re.search(r"([?？]|(か|나요|니까|까요)\s*[。.]?)\s*$", text):
        return None
    return max(found)[1]  # the last one named: the asked destination


# -- probes ---------------------------------------------------------------------------------
def probes(reading: Reading, act: dict[str, Any], index: int, base: dict[str, int],
           perturb: tuple[tuple[str, int], ...]) -> list[tuple[str, dict[str, Any], int]]:
    """(DSL text, assumed values, action index) per variant of what the question leaves open."""
    stated = reading.facts
    out: list[tuple[str, dict[str, Any], int]] = []
    boards = [dict(base)] + [{**base, k: v} for k, v in perturb if k not in stated]
    if act.get("range") and "distance" not in stated:
        # the Distance unsaid: the card's own range edges too (an Advance before it may bring
        # the Distance into range, 9-6-1), so a verdict holds in range and just outside it
        lo, hi = act["range"]
        boards += [{**base, "distance": d} for d in sorted({lo, hi + 1}) if 0 <= d <= 10
                   and d != base.get("distance")]
    for card in _card_variants(act, stated):
        modes = [stated["mode"]] if "mode" in stated else ["standard", "full"]
        for mode in modes:
            for board in boards:
                values: dict[str, Any] = {**board, **stated}
                if "_flare" in card and "A.flare" not in stated:
                    values["A.flare"] = card["_flare"]
                text = _dsl(values, act, card, mode, frozenset(stated))
                if text is None:
                    continue
                assumed: dict[str, Any] = {k: v for k, v in board.items()
                                           if k not in stated and v != base.get(k)}
                for k, v in card.items():
                    k = "A.flare" if k == "_flare" else k
                    if k not in act and k not in stated and act["ask"] == "use":
                        assumed[SHOWN.get(k, k)] = v
                if "mode" not in stated:
                    assumed["mode"] = mode
                out.append((text, assumed, index))
    return out


SHOWN = {"type": "card type", "cost": "消費", "storage": "納", "A.flare": "フレア",
         "納 from": "納 from aura or dust (9-2-3 ⅲ)"}
"""How the varied card values are named in notes and in `missing`."""


def _card_variants(act: dict[str, Any], stated: dict[str, Any]) -> list[dict[str, Any]]:
    """The asked card's unstated attributes, each value tried (type, 消費 vs flare, 納)."""
    types = [act["type"]] if act.get("type") else ["action", "enhance", "attack"]
    if act["ask"] == "basic":
        types = ["action"]
    out = []
    for t in types:
        card: dict[str, Any] = {"type": t}
        if t == "enhance":
            # 9-2-3 ⅲ: the user picks how much of 納 comes from aura, the rest from dust
            stores = [{**card, "納 from": w} for w in (
                ("split",) if act.get("split") else ("dust first", "aura first"))]
            for c in stores:
                for n in ((act["storage"],) if "storage" in act else (1, 3)):
                    out.extend(_costs(act, stated, {**c, "storage": n}))
        else:
            out.extend(_costs(act, stated, card))
            if act.get("type") == "attack" and act["ask"] == "use" and "range" not in act:
                # a card said to be an 《攻撃》, of unstated range: its use also hangs on the
                # range check (9-2-1 ⅰ), tried out of range too (a card of
                # unstated type is tried as an attack in range only: the question is its cost)
                out.extend(_costs(act, stated, {**card, "range": "out"}))
    return out


def _costs(act: dict[str, Any], stated: dict[str, Any],
           card: dict[str, Any]) -> list[dict[str, Any]]:
    """消費 and flare per variant (9-3-1): the stated ones kept, the unstated ones tried."""
    if not act.get("special") or act["ask"] == "basic":
        return [card]
    flare = stated.get("A.flare")
    if act.get("cost_over"):
        flares = [flare] if flare is not None else [0, 2]
        return [{**card, "cost": f + 1, "_flare": f} for f in flares]
    if "cost" in act:
        flares = [flare] if flare is not None else [0, act["cost"], act["cost"] + 2]
        return [{**card, "_flare": f} for f in flares]
    if act.get("cost_paid"):
        # neither 消費 nor flare named: the question is not about paying; 消費 within the flare
        return [{**card, "cost": 0, "_flare": 0}, {**card, "cost": 3, "_flare": 3}]
    flare = flare if flare is not None else 2
    return [{**card, "cost": c, "_flare": flare} for c in (0, flare, flare + 1)]


def _dsl(values: dict[str, Any], act: dict[str, Any], card: dict[str, Any], mode: str,
         stated: frozenset[str]) -> str | None:
    """The probe as DSL text (None if the stated values cannot share one board)."""
    from judge.answer.extract.sakura import TOTAL, _balance

    sides: dict[str, dict[str, int]] = {"A": {}, "B": {}}
    for key, val in values.items():
        if "." in key:
            p, zone = key.split(".", 1)
            if zone in ("aura", "life", "flare", "focus") and isinstance(val, int):
                sides[p][zone] = val
    for p in sides:
        sides[p].setdefault("life", 10)
        sides[p].setdefault("focus", 1)
    distance = values.get("distance", 6)
    dust = values.get("dust")
    if dust is not None:
        _balance(sides, TOTAL - distance - dust, stated)
    used = distance + sum(s.get(z, 0) for s in sides.values() for z in ("aura", "life", "flare"))
    if act.get("emptied"):
        used += 1  # the crystal on the enhancement (8-1-3 ⅱ takes it)
    if dust is None:
        dust = TOTAL - used
    if used + dust != TOTAL or dust < 0:
        return None
    t = card["type"]
    words = [f"card {CARD} {t}"]
    if act.get("special"):
        words.append("special")
    if act.get("full"):
        words.append("full")
    if t == "attack":
        lo, hi = act.get("range") or (distance, distance)
        if card.get("range") == "out":  # 9-2-1 ⅰ: a range the unstated Distance is outside
            lo = hi = distance + 1 if distance < 10 else distance - 1
        words += [f"{lo}-{hi}" if lo != hi else str(lo), "2/1"]
    cost = card.get("cost", act.get("cost"))
    if act.get("special"):
        words.append(f"cost {cost or 0}")
    if t == "enhance":
        words.append(f"storage {card.get('storage', act.get('storage', 1))}")
    other = f"card {OTHER} {'action full' if act.get('before') == ['full-card'] else 'action'}"
    if act.get("by_effect"):  # 9-2: the other card's effect uses the asked one from the hand
        other += f" {{\n  use: use {CARD} from hand\n}}"
    lines = ["game sakura", "title \"card use read from the question\"", " ".join(words),
             other, "board", f"distance {distance}", f"dust {dust}"]
    for p in ("A", "B"):
        lines.append(f"{p} " + " ".join(f"{z} {v}" for z, v in sorted(sides[p].items())))
    hand = [OTHER] if act.get("before") in (["card"], ["full-card"]) or act.get(
        "by_effect") else []
    emptied = act.get("emptied")
    if emptied:
        lines.append(f"A enhance {CARD} 1")
        lines.append("A deck 札1 札2")
    elif act.get("special"):
        lines.append(f"A specials {CARD}:{act.get('state', 'unused')}")
    elif act.get("zone"):
        lines.append(f"A {act['zone']} {CARD}")
    else:
        hand.insert(0, CARD)
    if hand:
        lines.append("A hand " + " ".join(hand))
    if emptied:  # the turn player's start phase takes 1 crystal from it (8-1-3 ⅱ)
        lines += ["turn A start", "A reshuffle no"]
        return "\n".join(lines) + "\n"
    lines.append(f"turn A main {mode}")
    for before in act.get("before", []):
        if before == "basic":
            name = act.get("premise_basic") or _movable(sides["A"], distance, dust)
            lines.append(f"A basic {name} pay focus")
        else:
            lines.append(f"A use {OTHER}")
    if act["ask"] == "basic":
        name = act.get("basic") or _movable(sides["A"], distance, dust)
        lines.append(f"A basic {name} pay focus")
    elif act.get("no_use"):
        pass  # the card as it lies, unused
    else:
        lines.append(f"A use {OTHER if act.get('by_effect') else CARD}")
        if t == "enhance" and card.get("納 from") == "split":
            n = card.get("storage", act.get("storage", 1))
            # 9-2-3 ⅲ 「２つの領域にまたがって選んでもよい」: some from the aura, the rest dust
            splits = [k for k in range(1, n) if n - k <= dust and k <= sides["A"].get("aura", 3)]
            if not splits:
                return None  # no board here where both zones can give
            lines.append(f"A store aura {splits[-1]}")
        elif t == "enhance" and card.get("納 from") == "aura first":
            n = card.get("storage", act.get("storage", 1))
            lo, hi = max(0, n - dust), min(n, sides["A"].get("aura", 3))
            if lo < hi:  # a real choice (9-2-3 ⅲ): take the most the aura can give
                lines.append(f"A store aura {hi}")
        if act.get("goes") and t == "attack":  # let the attack resolve (9-4 ⅰ, 5-8-3-2)
            lines.append("B decline")
            if sides["B"].get("aura", 3) >= 2:
                lines.append("B damage life")
        if act.get("goes") or act.get("value"):  # (no_use: nothing to settle)
            lines.append("expect distance >= 0")  # takes the open defaults (納 split, damage)
    return "\n".join(lines) + "\n"


def _movable(side: dict[str, int], distance: int, dust: int) -> str:
    """A basic action that can move a crystal on this board (9-6 ⅰ-B), for "a basic action"."""
    aura = side.get("aura", 3)
    if aura >= 1:
        return "宿し"
    if dust >= 1:
        return "纏い"
    return "前進" if distance > 2 else "離脱"


# -- judging --------------------------------------------------------------------------------
def judge(reading: Reading, probe: Probe, result: RunResult, act: dict[str, Any]) -> Finding | None:
    """yes/no for "can I…" and "does it go to…"; None when a premise step was refused."""
    refused = result.illegal
    if refused is not None:
        asked = f"A use {CARD}" if act["ask"] == "use" else "A basic "
        lines = probe.text.split("\n")
        asked_line = max(i for i, ln in enumerate(lines, 1) if ln.startswith(asked))
        failed = result.first_failure
        if failed is None or failed.line != asked_line:
            return None  # the situation the question describes cannot arise on this board
        if reading.kind not in ("can", "counts-used"):
            return None
        # refused: not used; 9-2-1 ⅰ-ⅱ / 9-2-2 ⅰ: 「カードを使用したとは見なされない」
        return Finding("no", refused.clause, refused.reason)
    if reading.kind == "can":
        return Finding("yes", _yes_clause(result, act), "the engine accepted the use")
    if act.get("value") == "stored":  # 9-2-3 ⅲ-ⅴ: the crystals 納 put on the card (5-10)
        on = result.board_after["sides"]["A"]["enhancements"].get(CARD)
        if on is None:
            return None
        step = next((s.clause for s in result.trace.walk() if "enters" in s.what
                     and s.clause.endswith("#9-2-3")), None)
        return Finding(str(on), step, f"{CARD} holds {on} crystal(s)")
    if reading.kind == "counts-used":  # 9-2: counted when it enters <使用中>
        from judge.answer.extract.sakura import _compare

        return _compare("counts-used", result, act)
    if reading.kind == "goes":
        if result.board_after.get("over"):
            return None  # the game ended before the card could move on
        side = result.board_after["sides"]["A"]
        where = _zone_of(side)
        yes = act["goes"] == "face" or where == act["goes"] or (
            act["goes"] == "specials" and where in ("used", "unused"))
        clause = _moved_clause(result)
        if act.get("face"):
            found = record_facing(result.trace, side, CARD)  # 7-1-x, traced
            if found is None:
                return None
            yes = yes and found[0] == act["face"]
            clause = uid(found[1])
        return Finding("yes" if yes else "no", clause, f"{CARD} ends in {where}")
    return None


def _zone_of(side: dict[str, Any]) -> str:
    for zone in ("hand", "deck", "discard", "facedown"):
        if CARD in side[zone]:
            return zone
    if CARD in side["enhancements"]:
        return "enhance"
    state = side["specials"].get(CARD)
    return "used" if state == "used" else "unused" if state else "none"


def _yes_clause(result: RunResult, act: dict[str, Any]) -> str | None:
    """The clause that let the asked step happen: 9-3-1 when 消費 was the question, 9-2-3 for
    納, 9-6 for a basic action, else the card type's use procedure."""
    steps = list(result.trace.walk())
    wanted: tuple[str, ...]
    if act["ask"] == "basic":
        wanted = ("#9-6",)
    elif "cost" in act or act.get("cost_over"):
        wanted = ("#9-3-1",)
    elif "storage" in act:
        wanted = ("#9-2-3",)
    else:
        wanted = tuple(f"#{n}" for n in PROCEDURE.values())
    for step in steps:
        if step.clause.endswith(wanted):
            return step.clause
    return steps[-1].clause if steps else None


def _moved_clause(result: RunResult) -> str | None:
    """The step that put the card where it ended (9-2-1 ⅴ, 9-2-2 ⅳ, 9-2-3 ⅴ, 9-5 ⅱ)."""
    for step in reversed(list(result.trace.walk())):
        if CARD in step.what and re.search(r"(goes to|returns to|enters)", step.what):
            return step.clause
    return None

