"""How questions word the attack questions (ja/ko/en): the attack's keywords, reactions,
who takes the damage, distance moves, cancels — the patterns the readers match."""

from __future__ import annotations

import re

# -- the attack's keywords ---------------------------------------------------------------------
_NORMAL = r"(通常札|통상패|일반\s?카드|normals?( cards?)?|regulars?( cards?)?)"

SPECIAL = r"(切札|비장패|specials?( cards?)?|trumps?( cards?)?)"

_NO_REACT = r"(対応不可|대응\s?불가|no[- ]reactions?|unreactable|cannot be reacted to" \
            r"|can't be reacted to|can not be reacted to)"

KEYWORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("no-reaction-normal", re.compile(rf"{_NO_REACT}\s*\(\s*{_NORMAL}\s*\)")),
    ("no-reaction-special", re.compile(rf"{_NO_REACT}\s*\(\s*{SPECIAL}\s*\)")),
    ("no-reaction", re.compile(rf"{_NO_REACT}(\s*\(\s*(すべて|全て|모두|all)\s*\))?"
                               r"(?![A-Za-z])(?!\s*\()")),
    ("unavoidable", re.compile(r"(不可避|불가피|unavoidable|inescapable)")),
    ("uncancellable", re.compile(r"(打ち消されない|打ち消せない《攻撃》|무효화되지 않"
                                 r"|무효화할 수 없는 공격|uncancell?able|cannot be cancell?ed"
                                 r"|can't be cancell?ed)")),
    ("overcome", re.compile(r"(超克|초극|초월|overcome|overwhelm|transcend)")),
    ("both-damage", re.compile(r"(両方のダメージ|ダメージを両方|両方(に|へ)?ダメージ"
                               r"|양쪽\s?(모두\s?)?(대미지|데미지)|(대미지|데미지)를\s?양쪽"
                               r"|both (the )?damages?|both (aura and life )?damage"
                               r"|damage to both)")),
)
"""DSL keyword ← its wording in ja/ko/en (10-21, 10-22, 10-26, 9-4 ⅲ)."""

TERMS = {"no-reaction-normal": "対応不可", "no-reaction-special": "対応不可",
         "no-reaction": "対応不可", "unavoidable": "不可避", "overcome": "超克"}
"""The terms.toml key each keyword's mention has (両方のダメージ is not a term)."""


# -- reaction questions ------------------------------------------------------------------------
REACT_VERB = re.compile(
    r"(対応(?!不可)(でき|する|し|を(行|す)|で(使|使用|出)|として(使|使用|出)|可能|させ)"
    r"|対応(で|として)[^。?？]{0,12}(使|使用|出)|対応で"
    r"|대응(?!\s?불가)(할|하|한|해|했|함|으로|이 가능)|\breact(s|ed|ing)?\b|\bas an? reaction\b"
    r"|\bin reaction to\b"
    r"|\bin response to\b|\brespond(s|ed|ing)? to\b|\b(by|with) an? reaction\b"
    r"|\b(an?|the|their|his|her|its|opponent'?s) reaction (gives|gave|grants|granted|applies"
    r"|applied|moves|moved|changes|changed|makes|made|brings|brought|sets|pushed|pushes"
    r"|increases|increased|decreases|decreased|reduces|reduced)\b|\bbecause of an? reaction\b)")

REACTION_CARD = re.compile(
    r"(《対応》|対応(カード|札|切札|通常札|の(カード|札|切札|通常札|行動|攻撃))|対応を持つ(カード|札|切札|通常札)"
    r"|《대응》|대응\s?(카드|패|비장패|통상패)"
    r"|reaction (normal |regular )?(cards?|specials?|trumps?)"
    r"|cards? with (the )?reaction"
    r"|(cards?|specials?|trumps?)( that (has|have)| having| with) (the )?reaction( subtype)?"
    r"|\breaction subtype)")

NOT_REACTION = re.compile(
    r"(《?対応》?(を持たない|でない|ではない|がない|なし|を持っていない)"
    r"|《?대응》?\s?(이|을)?\s?(아닌|없는|가지지 않은|갖지 않은)"
    r"|《?対応》?(カード|札)(でない|ではない|以外)|《?대응》?\s?(카드|패)(가|이)\s?아닌"
    r"|non-?reaction|not an? reaction|isn't an? reaction|without (the )?reaction"
    r"|no reaction subtype|lacks? (the )?reaction"
    # サブタイプ《不定》 on a card that is not 《不定》 is no subtype at all (6-2-1-6)
    r"|サブタイプ[^。、,?？]{0,10}《?不定|서브\s?타입[^.,?]{0,10}《?부정"
    r"|\bsub-?type\b[^.,;?]{0,24}(《不定》|不定|\bundefined\b))")

FLINCHED = re.compile(r"(畏縮(して|状態|している|中|した状態)|위축(되어|된|상태|돼)"
                      r"|\b(am|is|are|being|while) (flinched|cowed)\b|\bflinched\b)")
"""A player in the 畏縮 state (5-1-4), not an effect that makes one flinch."""

AFTER_Q = re.compile(r"(攻撃後(効果)?(は|が|も)?[^。?？]{0,10}(解決|発動|適用|起こ|処理)"
                     r"(され|し|す)|공격\s?후\s?[】\]」]?\s?(효과)?(는|가|도)?[^.?]{0,10}(해결|발동|적용|처리)"
                     r"|\bafter[- ]attack effects?[^.?]{0,12}(resolve|happen|trigger|apply"
                     r"|take effect)"
                     r"|\b(do|does|will) (its|the|their) after[- ]attack)")
"""Do the 【攻撃後】 effects resolve (9-4 ⅵ–ⅶ)?"""
FLARE_SHORT = re.compile(r"(フレア(が|は)?(足りない|足りず|足りません|不足)"
                         r"|플레어(가|는)?\s?(부족|모자라)"
                         r"|\bnot enough flare\b|\binsufficient flare\b"
                         r"|\bflare (is |was )?(too low|insufficient|short)\b)", re.I)
"""The flare is said to fall short of a 切札's 消費 (whatever it is): its use fails (9-3-1)."""
AFTER_SKIPPED = re.compile(r"(解決せず|解決しない|해결하지\s?않|해결\s?없이|without resolving)")
CANCEL_AFTER_TARGET = re.compile(r"(攻撃後(効果)?(を|が)[^。?？]{0,4}打ち消"
                                 r"|공격\s?후\s?(효과)?(를|가)\s?무효"
                                 r"|cancel(s|led|ed)? (the |its |their )?after[- ]attack"
                                 r"|after[- ]attack effects? (is |are |was |were |be )?cancell?ed)")
"""The cancel is aimed at the 【攻撃後】 effects (9-4 ⅵ)."""

NEGATED_Q = re.compile(r"((できない|られない|えない|せない|けない)"
                       r"(のですか|んですか|のでしょうか|ですか|か|の?[？?])"
                       r"|수\s?없(나요|습니까|어요|을까요|는가)"
                       r"|^\s*(can't|cannot|can not|isn't|aren't|doesn't|don't|won't)\b"
                       r"|\b(can't|cannot) (i|we|you|the|a|an)\b)")
"""A negated question ("…できないのですか"): is "no" the capability or the agreement?"""

USE_VERB = re.compile(r"(使|사용|쓸|쓰|써|\bused?\b|\bplay(ed)?\b)")
"""Using a card, in ja/ko/en."""

_REACT_END = r"(でき|する|し|を|可能|で|として)"
REACTOR_OPP = re.compile(
    rf"(相手は[^。?？]{{0,20}}対応{_REACT_END}|相手が(?:(?!攻撃)[^。?？、]){{0,14}}対応{_REACT_END}"
    r"|상대(는|방은)[^.?]{0,20}대응(할|하|해|했|으로)"
    r"|상대(가|방이)\s?(?:(?!공격)[^.?,]){0,14}대응(할|하|해|했|으로)"
    r"|相手の《?対応》?(カード|札)?(で|により|によって|の効果)"
    r"|상대(의|방의)\s?대응(으로|에|의\s?효과)"
    r"|\b(opponent|they) (can |may |could )?react|\b(can|may|could) (the|my) "
    r"opponent (react|respond|use)|\bopponent reacts\b|\b(the |my )?opponent'?s reaction\b)")
"""The opponent is the one who reacts (to the asker's attack)."""

COUNTER_PREMISE = re.compile(
    r"((《攻撃》|攻撃)(カード|札)[^。?？]{0,24}で対応(し|して)(きた|た|きました|ました)"
    r"|공격\s?카드[^.?]{0,24}(로|으로)\s?대응(했|해\s?왔|해왔)"
    r"|\breacts? to (my|your|the|an?|his|her|their) (own )?attack with an? [^.?]{0,20}attack"
    r"( card)?\b"
    r"|\breacted to (my|your|the|an?|his|her|their) (own )?attack with an? [^.?]{0,20}attack"
    r"( card)?\b)")
"""The opponent reacted to the asker's attack with an attack card (a reaction attack)."""
COUNTER_ASK = re.compile(
    r"((私|自分|こちら)(が|は|から|の手札の)[^。?？]{0,24}対応(でき|し返|する|できる)"
    r"|(제가|내가|저는|나는)[^.?]{0,24}대응(할|하)"
    r"|\b(can|may|could) i (still |then |also )?(react|respond)\b)")
"""The asker asks to react in turn."""
REACTING_ATTACK = re.compile(
    r"(対応》?(で|として)(使用|使|出|行)(われ|され|用され|っ|し)?た?[^。?？]{0,6}(攻撃|《攻撃》)"
    r"|対応して(使|使用|出)(った|した|された|われた)[^。?？]{0,6}(攻撃|《攻撃》)"
    r"|대응》?(으로|하여|해서)\s?(사용|쓴|사용된|사용한)[^.?？]{0,8}공격"
    r"|공격\s?카드를\s?(사용하여|사용해서|사용해|써서)\s?대응(했|한)"
    r"|(《攻撃》|攻撃)(カード|札)を使(用)?(し|っ)て対応(し|した)"
    r"|attacks? (made|used|played) as an? reaction|reaction attacks? (made|used|played) as"
    r"|attacks? (that|which) (was|were|is|has been) (itself )?(an? reaction"
    r"|(used|played|made) as an? reaction)"
    r"|\b(that|which) (was|were|is|has been) (itself )?(used|played|made) as an? "
    r"(reaction|response)"
    r"|attacks? (made|used|played) as an? response"
    r"|(その|この)対応の\s?(《攻撃》|攻撃)|그\s?《?대응》?(의)?\s?《?공격"
    r"|\b(react|respond)(ing)? to (that|this|the|their|his|her|my|your) (reaction|response)"
    r"( attack)?\b(?! card)"
    r"|\b(responded|reacted|responding|reacting) to (my |the |their |an? )?(opponent'?s? )?"
    r"attack (by using|by playing|using|playing|with) (an? |my )?[\w ()《》対応-]{0,30}"
    r"\battack( card)?\b)")
"""The attack reacted to was itself used as a reaction (9-4 ⅰ: it cannot be reacted to)."""

CLASS_OF_REACTOR = (
    ("special", re.compile(r"((切札|비장패)(で|로|으로|를)\s?(対応|대응)"
                           r"|切札を使(用)?(し|っ)て対応|비장패를\s?(사용하여|사용해|써서)\s?대응"
                           r"|切札の《?対応》?(カード|札)?(で|を)|비장패인?\s?대응\s?카드"
                           r"|(対応|대응)》?\s?(の)?\s?(切札|비장패)"
                           r"|切札を[、,]?\s?対応(として|で)|비장패를[,]?\s?대응(으로|하여|해서)"
                           r"|(対応|대응)(として|으로)[^。?？.]{0,6}(切札|비장패)"
                           r"|react (to [^.?]{0,60}?)?with (a|an|my|the)? ?(unused |used )?"
                           r"(reaction )?(special|trump)"
                           r"|(special|trump)( card)? (as a reaction|to react|in response)"
                           r"|(special|trump) (reaction )?(card )?(can |may )?react"
                           r"|reaction (special|trump))")),
    ("normal", re.compile(r"((通常札|통상패|일반\s?카드)(で|로|으로|를)\s?(対応|대응)"
                          r"|通常札の《?対応》?(カード|札)?(で|を)|통상패인?\s?대응\s?카드"
                          r"|(対応|대응)\s?(の)?\s?(通常札|통상패)"
                          r"|react (to [^.?]{0,60}?)?with (a|an|my|the)? ?(reaction )?"
                          r"(normal|regular) (reaction )?card"
                          r"|(normal|regular) card (as a reaction|to react|in response)"
                          r"|(normal|regular) (reaction )?card (can |may )?react)")),
)
"""The class of the card the reactor uses, only when it is tied to the reaction itself."""

ATTACK_REACTOR = re.compile(r"((攻撃カード|攻撃札|《攻撃》カード|《攻撃》)(で|を)[^。?？]{0,4}対応"
                            r"|対応(で|として)[^。?？]{0,4}(《攻撃》|攻撃)(カード|札)?を"
                            r"|대응(으로|하여|해서)\s?공격\s?카드"
                            r"|공격\s?카드(로|를)[^.?]{0,4}대응|react with an? (reaction )?attack"
                            r"|attack card (as a reaction|to react|in response))")
"""The reacting card is an 《攻撃》 card (its own range check on use would matter, 9-2-1)."""

REACTION_ATTACK_UNSAID = re.compile(
    r"((《対応》|対応)(を持つ|の)?\s?(《攻撃》|攻撃)|대응\s?공격|reaction attack"
    r"|attack with (the )?reaction)")
"""The attack reacted to is a 《対応》 attack card, but how it was used is not said."""

ATTACK_WORD = re.compile(r"(攻撃|공격|\battacks?\b)")


# -- who takes the damage ----------------------------------------------------------------------
MUST_TAKE = re.compile(
    r"(受け(なければ(なら|いけ|な)|ること(に|と)?な(り|る)|る(しか|必要)|ざるを(得|え))"
    r"|받(아야\s?(하|합|돼|되|해)|게\s?(되|됩|돼))"
    r"|\b(must|should) (i|we|you|they|he|she|the \w+) (take|receive|suffer)\b"
    r"|\b(have|has|need|needs) to (take|receive|suffer)\b|\bforced to (take|receive|suffer)\b"
    r"|\bend(s|ed)? up (taking|receiving|suffering|having to take)\b"
    r"|代わりに(ライフ|オーラ)(で|に)[^。?？]{0,8}受ける(の|ん)?(か|です|でしょう)"
    r"|대신\s?(라이프|오라)(로|에)[^.?]{0,8}받(나요|는\s?건가요|는\s?거|습니까)"
    r"|\b(do|does|will|would) (i|we|you|they|he|she|the \w+) (have to|need to) "
    r"(take|receive|suffer) (it|the damage|the attack|this damage|that damage|the hit)\b"
    r"|\bdo (i|we|you|they|he|she) (take|receive|suffer) (it|the damage|the attack|this damage"
    r"|that damage|the hit) (on|to) (my |their |the )?(aura|life) instead\b)",
    re.IGNORECASE)
"""A damage zone asked as forced (5-8-3-2): "must I take it on Life?" — yes only if the other
zone is refused. 「ライフで受けることになりますか」, 「라이프로 받게 되나요」."""
CHOICE_TAKE = re.compile(
    r"(オーラ|ライフ)(で|に)(受ける|受け取る)か[、,]?\s?(オーラ|ライフ)(で|に)(受ける|受け取る)か"
    r"|(오라|라이프)(로|으로|에)\s?받을지\s?(오라|라이프)(로|으로|에)\s?받을지"
    r"|\bwhether (i |to )?take (it|the damage) (on|to) (my )?(aura|life) or (on |to )?(my )?"
    r"(aura|life)\b"
    r"|\bchoose between (my )?(aura|life) and (my )?(aura|life)\b", re.IGNORECASE)
"""The choice itself asked ("may I choose whether to take it on Aura or Life?"): it exists when
the Aura side can be taken (5-8-3-2); the Life side always can."""
TAKE_ON_ZONE = re.compile(
    r"((攻撃|ダメージ|《攻撃》)を[^。?？、]{0,6}(オーラ|ライフ)(で|に|へ)[^。?？]{0,4}受け"
    r"|(공격|대미지|데미지)(을|를)\s?[^.?,]{0,8}(오라|라이프)(로|에)\s?받"
    r"|(オーラ|ライフ)へのダメージ(で|として)[^。?？]{0,8}受け|(오라|라이프)\s?(대미지|데미지)로\s?"
    r"([^.?]{0,8}\s)?받"
    r"|(오라|라이프)\s?(대미지|데미지)를\s?(골라|선택)[^.?]{0,8}받"
    r"|\b(take|receive|suffer|taking|receiving|suffering) (it|the damage|the attack|this damage"
    r"|that damage|the hit"
    r"|an? (\d+/\d+|[-\d]+/[-\d]+) attack|an? (\d+/\d+|[-\d]+/[-\d]+) attack's damage)"
    r" (as (an? )?(aura|life) damage|(on|to|with) (my )?(aura|life))"
    r"|\bbe taken (on|to|with) (the |my )?(aura|life)"
    r"|(オーラ|ライフ)(で|に)\s?(ダメージ|攻撃)を\s?受け"
    r"|(オーラ|ライフ)\s*\d*\s*(で|に)\s*受け(られ|る|ます|なければ|ざる)|(오라|라이프)\s*\d*\s*(로|으로)\s?(받을\s?수|받아야|받게\s?되)"
    r"|\bcan (an? |my |the )?(aura|life)( of \d+)? (take|absorb) (it|this|that|the damage)"
    r"|(オーラ|ライフ)への\s?\d*\s?ダメージ(のほう|の方)?を選(べ|ぶ|び|ん)"
    r"|(오라|라이프)(로의|에)?\s?(쪽)?\s?\d*\s?(대미지|데미지)를\s?(선택|고를|골라|고르)"
    r"|\bchoose (the )?\d* ?damage to (my |the )?(aura|life)\b)")
""""…の攻撃をオーラで受けられますか": the asker is the attacked player unless someone else is."""

LIFE_HIT = re.compile(r"(ライフ(に|へ)[^。?？、]{0,8}ダメージを(与え|受け)"
                      r"|라이프(에|로)\s?[^.?,]{0,8}(대미지|데미지)를\s?(주|입히|받)"
                      r"|\b(deal|deals|dealt|do|does) [^.?]{0,12}damage to (the opponent's |their |"
                      r"my )?life)")

AURA_HIT = re.compile(r"(オーラ(に|へ)[^。?？、]{0,8}ダメージを(与え|受け)"
                      r"|오라(에|로)\s?[^.?,]{0,8}(대미지|데미지)를\s?(주|입히|받)"
                      r"|\b(deal|deals|dealt|do|does) [^.?]{0,12}damage to (the opponent's |their |"
                      r"my )?aura)")

COST = re.compile(r"(消費\s*(\d+)|소모\s*(\d+)|\bcost(s|ing)? (of )?(\d+))")

ATTACK_USE = re.compile(
    r"((攻撃|《攻撃》)(カード|札)?\s?(を|は|が|で)?\s?(使|使用|行|攻撃|し|出|打)"
    r"|(攻撃|《攻撃》)(カード|札)?(を|は|が)[^。?？、]{0,8}(使え|使用でき|使っ|行え|出せ|打て)"
    r"|공격(을|를)?\s?(쓸|사용|할|하|낼)|\battack (at|from|when)\b|\battack\?"
    r"|(공격|《공격》)\s?카드[^?,]{0,60}(사용할|쓸|낼)\s?수(?![^?]{0,20}(전진|후퇴|휘감기|품기|이탈))"
    r"|\b(use|play|make|launch) (an?|the|my|this|that) [^?]{0,30}attack)")
"""Using an attack ("適正距離4-5の攻撃を使えますか", "attack at distance 3 with range 4-5")."""

MODIFIER = re.compile(
    r"(距離拡大|距離縮小|付与(?!され|して|する)|展開中|常時|決死|打ち消|無効|[+＋-]\d+\s*/\s*[+＋-]\d+"
    r"|거리\s?(확대|축소)|부여(?!\s?(된|되어|되었|됐|되는|한|하는|했|받은|받))|전개\s?중|무효|상쇄"
    r"|\benhancements?\b|\brange (extension|reduction|expansion)\b|\bcancel|\bnegat"
    r"|\bongoing\b|\bwhile deployed\b)")
"""Modifications the attack probes do not carry (10-3, 10-4, 9-4 ⅱ/ⅳ, enhancements)."""

CANCEL = re.compile(r"(打ち消(せ|す|し|され|さ)|무효(화)?|상쇄|\bcancell?(ed|ing|s)?\b)")

CANCEL_DAMAGE = re.compile(r"(ダメージ(のみ|だけ)?(を|は|が)?、?(?:(?!攻撃|受け)[^。?？、]){0,16}"
                           r"打ち消"
                           r"|(대미지|데미지)(만)?(을|를|는|가|이)?[^.?]{0,20}(무효|상쇄)"
                           r"|(?<!n't )(?<!not )cancel(s|led|ed)? (only |just |merely )?"
                           r"(the |its |this |that |my |your |their )?"
                           r"(attack's |attacks' )?[*_\"'“‘]?"
                           r"damage"
                           r"|damage (of (the |my |your |their |its |this |that |an |a )?attack )?"
                           r"(\((and )?only (its|the) damage\) )?"
                           r"(is |was |gets |got |be )?cancell?ed)")

CANCEL_CAN = re.compile(r"(打ち消せ(る|ます)|打ち消すことが?(でき|可能))")
"""「打ち消せますか」: a can-question the shared kind reader does not know."""

CANCEL_AFTER = re.compile(r"(攻撃後|공격\s?후|after[- ]attack|after-effects?|after effects?)")

BY_REACTION = re.compile(r"\b(by|with) an? reaction\b|\ban? reaction (can|could|may|cancels?"
                         r"|to cancel)\b")

ELSEWHERE = re.compile(
    r"(伏せ札|捨て札|山札|追加札|封印|ゲーム外|終了フェイズ|開始フェイズ|덮음패|버림패|패산|덱|추가패"
    r"|종료\s?페이즈|개시\s?페이즈|시작\s?페이즈|face[- ]?down|\bdiscard|\bdeck\b|\bend phase"
    r"|\bstart phase|\bbeginning phase|\bextra (cards?|deck))")
"""Zones and phases the attack probes do not play (they use the hand in the main phase)."""

DESTINATION_ASKED = re.compile(
    r"(桜花結晶|結晶)[^。?？]{0,12}(ダスト|フレア|オーラ|ライフ|間合)(に|へ)(置|送|移|戻|行)[^。?？]{0,8}"
    r"(いい|よい|良い|ます|です|か)"
    r"|(벚꽃\s?결정|결정)[^.?]{0,12}(더스트|플레어|오라|라이프|간격)(에|로|으로)\s?"
    r"(두|놓|보내|옮기|가|돌아가)"
    r"[^.?]{0,8}(되나요|됩니까|하나요|합니까|가나요|갑니까|\?)"
    r"|\b(tokens?|crystals?|petals?|sakura)\b[^?]{0,30}\b(go|goes|put|placed|sent|moved?"
    r"|returned?) (back )?(to|into|in|on|onto) (the |my |your |their )?"
    r"(dust|flare|aura|life|distance)\b"
    r"[^?]{0,20}\?",
    re.IGNORECASE)
"""Where tokens go is asked (「取り除く桜花結晶はダストに置けばいいですか」, "do the tokens go to
Dust?"): the attack probes answer whether an attack can be played, not a destination."""

OTHER_DAMAGE = re.compile(r"(再構成|焦燥|攻撃後|재구성|초조|공격\s?후|reshuffl|desperation"
                          r"|after[- ]attack)")
"""Damage that is not an attack's (9-7, 10-10, 10-19)."""

NO_CARD = re.compile(r"((カード|札|手札|切札)(が|は|も)?(ない|無い|なし|0枚|一枚もない)"
                     r"|(카드|손패|패)(가|는|도)?\s?(없|0장)|\bno (reaction )?cards?\b"
                     r"|\bwithout (a |any )?(reaction )?cards?\b|\bempty hand|\bhand is empty)")
"""No card to react with: the probes would give one."""

AURA_DAMAGE = re.compile(r"(オーラへのダメージ(が|は|を)?\s*(\d+)"
                         r"|(\d+)\s*(点の)?オーラ(への)?ダメージ"
                         r"|오라\s?(로의|에 대한)?\s?(대미지|데미지)(가|는)?\s*(\d+)"
                         r"|\b(\d+) aura damage|\baura damage (of |is )?(\d+))")
"""A stated aura damage without the life damage ("オーラへのダメージが6")."""

_HALF = r"(?:(\d+)|[「『\"'“‘]\s*[-－ー−]\s*[」』\"'”’]|(?<=[がは])\s*[-－−])"
ZONE_DAMAGE = re.compile(
    r"(オーラ|ライフ)(?:へ|に対する)?の?ダメージ(?:が|は|を)?\s*" + _HALF
    + r"|(오라|라이프)\s?(?:로의|에의|에 대한)?\s?(?:대미지|데미지)(?:가|는)?\s*" + _HALF
    + r"|\b(aura|life) damage (?:is |of )?" + _HALF
    + r"|\bdamage to (aura|life) (?:is |of )?" + _HALF
    + r"|(?:(\d+)|[\"'“‘][-−][\"'”’])(?: damage)? to (aura|life)\b", re.IGNORECASE)
"""One zone's half of an attack's damage written out ("オーラへのダメージ3", 「ライフへのダメージ
「-」」, "3 to Aura", "'-' to Life"): a quoted or 「が-」 dash is a "-" half, a bare one is not
(「ダメージ-1」 modifies)."""


def worded_damage(text: str) -> str | None:
    """An attack's damage X/Y when the question writes both halves out per zone, else None."""
    halves: dict[str, str] = {}
    for m in ZONE_DAMAGE.finditer(text):
        groups = m.groups()
        zone = next(g for g in groups if g and not g[0].isdigit() and g[0] not in "「『\"'“‘-")
        digits = next((g for g in groups if g and g.isdigit()), None)
        key = "aura" if zone.lower() in ("オーラ", "오라", "aura") else "life"
        value = digits if digits is not None else "-"
        if halves.get(key, value) != value:
            return None  # two values for one zone: two attacks, or a change told
        halves[key] = value
    if len(halves) != 2:
        return None
    return f"{halves['aura']}/{halves['life']}"


MAIN_USE = re.compile(r"(メインフェイズ|自分のターン|自分の手番|通常の方法|메인\s?페이즈"
                      r"|(내|자신의|제)\s?턴|main phase|\bmy (own )?turn\b|\bnormally\b"
                      r"|\bas a normal (play|action)\b)")

EFFECT_WORD = re.compile(r"(効果|효과|\beffects?\b)")

NO_ATTACK_STATE = re.compile(r"((攻撃|《攻撃》)を行えない|攻撃できない(状態|効果)"
                             r"|cannot (make |perform )?attacks?|can't (make )?attacks?"
                             r"|공격을?\s?(할|행할)\s?수 없는 (상태|효과))")
"""「《攻撃》を行えない」 (9-2, 9-4): the probes have no such effect."""

OPP_TAKES = re.compile(r"((相手|対戦相手)(は|が)[^。?？、]{0,16}(受け|受ける)"
                       r"|상대(는|가|방은|방이)\s?[^.?,]{0,16}(받을|받나|받습)"
                       r"|\b(the |my )?opponent (take|takes|receive|receives|suffer)s?\b"
                       r"|\bcan (the |my )?opponent (take|receive)\b)")
"""The opponent is the one who takes the damage (the base reader's 'opponent … attack')."""

INSTRUMENT = re.compile(
    r"([^\s、。,?？]{1,14}?)(で|を使って|を用いて)\s?対応"
    r"|対応(で|として|に)\s?([^。?？]{1,14}?)を\s?(使|使用|出)"
    r"|([^\s.,?]{1,14}?)\s?(로|으로)\s?대응"
    r"|대응(으로|하여|해서)\s?([^.?]{1,14}?)\s?(을|를)\s?사용"
    r"|\breact(?:ing)? with (?:a |an |my |the )?([\w\s()-]{1,30}?)(?= to\b| against\b| in\b|\?|$)"
    r"|\buse (?:a |an |my |the )?([\w\s()-]{1,30}?) (?:as a reaction|to react|in response)"
    r"|([^\s、。,?？]{1,14}?)を\s?対応(で|として)\s?(使|使用|出)"
    r"|([^\s.,?]{1,14}?)\s?(을|를)\s?대응(으로|하여|해서)\s?(사용|쓸|쓰)"
    r"|\b(?:react|respond)(?:ing)? to [^?.]{1,40}? with (?:a |an |my |the )?"
    r"(?!(?:it|this|that|them)\b|one\b(?! of))([\w\s()'-]{1,40}?)"
    r"(?=\?|$| in\b| during\b| while\b| if\b| from\b|[.,;])")
"""The card the reactor uses, as the question names it ("行動カードで対応", "react with X")."""

CARD_TYPE = re.compile(r"(行動|付与|攻撃|행동|부여|공격|\bactions?\b|\benhancements?\b"
                       r"|\battacks?\b)")

CARD_CLASS = re.compile(r"(切札|通常札|비장패|통상패|일반\s?카드|\bspecials?\b|\btrumps?\b"
                        r"|\bnormal\b|\bregular\b)")

CARD_WORD = re.compile(r"(カード|札|카드|패|\bcards?\b)")

MULTI = re.compile(
    r"((2|二|複数)\s?(枚|回)(の(カード|対応カード|対応))?\s?(で|を?使って|を?使い|の)?\s?対応"
    r"|対応\s?(を|が)?\s?(2|二)\s?回|複数の対応|(2|두)\s?(장|번)(의)?\s?(카드로|카드를|으로|로)?\s?대응"
    r"|(2|두)\s?장(을|를)?\s?(사용|써|이용)(해서|하여|해|하고)?\s?대응"
    r"|대응을?\s?(2|두)\s?번|react (twice|with two|with 2|with more than one|with several)"
    r"|two reactions|more than one reaction|(two|2) (reaction )?cards (to|as|in response)"
    r"|react[^?.]{0,25} with (two|2|several|multiple) (reaction )?cards"
    r"|もう(一|1)\s?(枚|度|回)|another (card|reaction)|\bagain\b|한\s?장\s?더|한\s?번\s?더)")
"""Two reactions to one attack (9-4 ⅰ: one card, once)."""

LIMIT = re.compile(r"(間合制限|간격\s?제한|\bdistance (?:limit|restriction)\b)\s?[（(「]?\s?"
                   r"(?:間合制限\s?)?(?P<lo>\d{1,2})\s?(?:[-~〜～－–—]|\bto\b)\s?(?P<hi>\d{1,2})"
                   r"\s?[)）」]?(?:\s?[（(]\s?(?:間合制限|간격\s?제한)\s?[)）])?")
"""間合制限(X-Y) on a card (10-37): 「間合制限(2-4)」, "Distance limit (間合制限 0-2)"."""

INSTRUMENT_ATTACK = re.compile(
    r"(対応攻撃(カード)?|対応の攻撃カード|《対応》の《攻撃》(カード)?)(を|で)[^。?？]{0,6}(対応|使)"
    r"|대응\s?공격\s?카드(를|로)[^.?]{0,10}(대응|사용)"
    r"|reaction attack( card)?[^?]{0,30}(be used as a reaction|to react|\breact\b)")
"""The reacting card is a 《対応》 《攻撃》 card (the question is about using it)."""

OWN_ATTACK = re.compile(r"(自分の(《攻撃》|攻撃)|(내|나의|제)\s?공격|\bmy (own )?attack)")

USEDSPECIAL = re.compile(r"(使用済|사용\s?(완료|됨|된\s?상태)"
                         r"|\bused (reaction )?(special|trump)|\bspent\b"
                         r"|\b(special|trump)( card)?,? (that|which) (is|was|has been) already"
                         r" (flipped|used)\b"
                         r"|\balready[- ](flipped|used) (reaction )?(special|trump)"
                         r"|\bflipped (face[- ]up )?(reaction )?(special|trump)"
                         r"|\b(special|trump)s?\b[^.?]{0,48}\b(already|been)\b[^.?]{0,10}"
                         r"\b(flipped|used|face[- ]up)\b"
                         r"|이미\s?(사용(한|된|했)|뒤집(힌|어진))|一度使(った|用した)|既に使(った|用した)"
                         r"|すでに使(った|用した|用済))")
"""A 切札 already used: 9-4 ⅰ lets only an unused one react."""

REACT_WORD = re.compile(r"(対応|대응|\breact|\breaction|\bin response|\brespond)")


# -- a reaction that moves the distance: the second range check (9-4 ⅲ) -----------------------
_N = r"(\d+|one|two|three|four|five|하나|한|두|세|一|二|三|1)"

_JA_AMOUNT = rf"間合(を|が)?\s*(?P<n>{_N})?\s*(つ|個|だけ)?\s*"

_KO_AMOUNT = rf"간격(을|이)?\s*(?P<n2>{_N})?\s*(칸|만큼|개)?\s*"

_EN_BY = rf"( by (?P<n3>{_N}))?"

_EN_BY2 = rf"( by (?P<n4>{_N}))?"

MOVE = (
    ("set", re.compile(
        r"(間合(を|が)\s*(?P<n>\d+)\s*(に|へ)\s*(な|し|変|す|広げ|広が|狭め|縮め|離し|詰め)"
        r"|간격(을|이)\s*(?P<n2>\d+)\s*(으로|로|이|가)\s*(되|됐|바뀌|변|만들|했|만|넓|좁|늘|줄)"
        r"|distance (becomes|became|changes to|changed to|goes to|went to|is now"
        r"|is changed to|was changed to) (?P<n3>\d+)"
        r"|(change|changes|changed|set|sets|make|makes|made|move|moves|moved|bring|brings"
        r"|brought|push|pushes|pushed) the (current )?distance to (?P<n4>\d+)"
        r"|(make|makes|made) the (current )?distance (?P<n5>\d+)"
        r"|\bdistance\b[^.?]{0,24}?,? making it (?P<n6>\d+))")),
    ("plus", re.compile(
        rf"({_JA_AMOUNT}(増や|増え|広げ|広が|離し|離れ|遠ざけ|拡げ|増加)"
        rf"|{_KO_AMOUNT}(늘|넓|벌|증가|멀)"
        rf"|(increase|raise|widen|extend)(s|d)? the distance{_EN_BY}"
        rf"|makes? the distance (?P<n5>\d+|one|two|three) (farther|further|greater|larger)"
        rf"|distance (increases|increased|goes up|went up|grows){_EN_BY2})")),
    ("minus", re.compile(
        rf"({_JA_AMOUNT}(減ら|減っ|減少|縮め|縮ま|詰め|狭め|近づ)"
        rf"|{_KO_AMOUNT}(줄|좁|감소|가까)"
        rf"|(decrease|reduce|lower|shorten|close)(s|d)? the distance{_EN_BY}"
        rf"|distance (decreases|decreased|goes down|went down|shrinks){_EN_BY2})")),
    ("change", re.compile(
        r"(間合を(変え|変更|動か|変化さ)|간격을\s?(바꾸|바꿔|변경|움직)"
        r"|(change|changes|changed|changing|move|moves|moved|moving) the (current )?distance"
        r"(?! to))")),
)
"""How a reaction's effect changes the distance: to N, up by N, down by N (N may be unsaid)."""

REACH = re.compile(r"(距離(拡大|縮小)\s*\(\s*(近|遠)\s*(?P<n>\d+)\s*\)"
                   r"|거리\s?(확대|축소)\s*\(\s*(근|원)\s*(?P<n2>\d+)\s*\)"
                   r"|range (extension|expansion|reduction) \(\s*(near|far)\s*(?P<n3>\d+)\s*\))")
"""距離拡大/距離縮小 (近X/遠X) that a reaction gives the attack (10-4)."""

HIT_Q = re.compile(
    r"((当たり|命中し|成功し|ヒットし)(ます|ません)?か|(当たる|命中する|成功する)(か|の|[？?])"
    r"|(맞|명중|성공|적중)(하나요|합니까|나요|습니까|할까요|하게 되나요)"
    r"|(명중|성공|적중)(해\s*[?？]|하는가|인가요|입니까)|공격(은|이)?\s?맞아\s*[?？]"
    r"|\b(does|will|would) (the|that|this|their|my|his|her|an?) [^?.]{0,40}?\battack\b[^?.]{0,30}?"
    r"\b(still )?(hit|succeed|connect|land)s?\b|\b(does|will|would) it (still )?(hit|succeed)\b"
    r"|\b(does|will|would) (the|that|this|their|my|his|her|it|an?)\b[^?.]{0,40}?\bpass"
    r" (the |its )?range check\b)")

MISS_Q = re.compile(
    r"((外れ|失敗し)(ます|る)?(か|の|[？?])|失敗となり|(避け|回避)(られ|でき)"
    r"|(빗나가|빗나갈|실패하|실패할|실패해|실패합|회피)"
    r"|(빗나간|실패한)다고\s?(생각|보|이해|판단)"
    r"|\b(does|will|would) (the|that|this|their|my|his|her|an?) [^?.]{0,40}?"
    r"\battack\b[^?.]{0,30}?\b(miss|fail)s?\b|\b(does|will|would) it (still )?(miss|fail)\b"
    r"|\b(do|can|could) (i|we) (avoid|dodge|evade)\b)")

STATE_DISTANCE = re.compile(r"((?:間合|(?<!適正)距離)(が|は|:)?\s*(\d+)(?!\d)"
                            r"(?!\s*(に|へ|つ|個|だけ))"
                            r"|간격(이|은|:)?\s*(\d+)(?!\d)(?!\s*(으로|로|칸|만큼))"
                            r"|\bdistance (is |of |at )?(\d+)|\bat distance (\d+))")

MADE_Q = re.compile(
    r"((攻撃|《攻撃》)を行った[」』\"]?\s?(こと|扱い|と(みな|見な))|攻撃した[」』\"]?(こと|扱い)に(なり|な)"
    r"|공격을?\s?(한|행한|수행한)\s?것(으로|이)|공격을\s?(했다|행했다)['’」]?\s?(로|고|라고)"
    r"|\bcounts? as (an attack|having attacked|attacking"
    r"|an attack (made|performed))|\b(has|have) (an|the) attack been made"
    r"|\bconsidered (to have )?(attacked|an attack))")
"""Did the player make an attack (「《攻撃》を行った」, 9-4)?"""


NO_REACTION = re.compile(r"対応(は|を|も|とか)?\s?(しなかった|しませんでした|しません|せず"
                         r"|して(い)?(ません|ない|なかった)|して(い)?(おらず|なく)|しなければ|しないなら"
                         r"|しない(で|まま|。|、|$)|なし|無し|はなかった|はありません)"
                         r"|대응(은|을|는|도|하지)?\s?(하지\s?않|안\s?(하|했|합)|없이|없음|없었|없습니다"
                         r"|없어요)"
                         r"|\b(did not|didn't|does not|doesn't|do not|don't|without|never|won't"
                         r"|will not) (react|respond)(ing)?\b"
                         r"|\bno reaction (is|was) (made|played|used)"
                         r"|\b(nobody|no one|neither player|neither side) (reacts|reacted|responds"
                         r"|responded)\b"
                         r"|\b(declines?|declined) to react|\bnot (reacting|responding)\b"
                         # 「対応はできません。」, 「대응할 수 없습니다」, "I've got no
                         # reaction": said, not asked
                         r"|対応(は|が|も)?\s?(できない|できません|できず|できなかった|不能)"
                         r"(?=[。、,.])"
                         r"|대응(할|을\s?할)\s?수\s?(없습니다|없어요|없었|없고|없는\s?상황|없다|없으며)"
                         r"(?=[^?？]*([.。,]|$))"
                         r"|\b(i've|i have|they've|they have) (got )?no reactions?\b"
                         r"|\b(can't|cannot|couldn't|could not|am unable to) (react|respond)\b"
                         r"(?=[^?.]*[.,;])")
"""A declined reaction (「対応しません」, "I don't react"): 9-4 ⅰ's default, not a reaction
asked."""

MOVE_UNSAID = re.compile(r"(間合を(動か|変え|変更|移動|増減)|간격을\s?(움직|바꾸|바꿔|변경)"
                         r"|\b(moves?|changes?|shifts?|alters?) the distance\b)", re.IGNORECASE)
"""A reaction said to move the Distance with no amount or direction."""

OUT_OF_RANGE = re.compile(r"(適正距離(から|を)?外|適正距離外|適正距離に入って(い)?な|範囲外|"
                          r"適正距離の確認(に|が)失敗|적정\s?거리\s?확인(에|이)\s?실패|"
                          r"range check[^.?]{0,40}\bfail(s|ed)?\b|"
                          r"적정\s?거리(를|에서)?\s?벗어|적정\s?거리\s?밖|"
                          r"적정\s?거리(에|안에)\s?(들어가\s?있지|들어\s?있지|들지|들어가지)\s?않|"
                          r"(outside|out of) (its|the|the card's|that card's)? ?range|"
                          r"間合が?(合って(い)?な|合わな|合いませ|合ってませ)|"
                          r"\b(distance|range) (didn't|doesn't|did not|does not|wasn't) "
                          r"(fit|match)|"
                          r"간격(이)?\s?(안\s?맞|맞지\s?않))")
"""The attack said to be out of its range (the range check fails, 9-2-1 / 9-4)."""
