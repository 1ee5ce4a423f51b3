"""魔法少女 battle-phase question families the engine decides beyond the basic attack reading.

Each family refines the basic reading (magical_girl.py) from the question text alone, writes its
own probe script and judges the played probe:

- mid-attack events (803.4a/803.5a): the attacking or attacked monster changes controller or
  loses its ATK/DEF; the attacked monster is recovered; the opponent's orbs change (803.6);
- "attacks": how many attacks a monster (or N monsters) can make in one battle phase (803.3a,
  803.4, 805.5), played until no declaration is legal;
- "again": can a monster recovered during the battle (or freed from an until-end-of-battle ban)
  attack again (805.3a, 805.5), or one recovered at the battle phase end (806);
- "still": is an until-end-of-battle effect still in force at the battle end step (805.1/805.2)
  or after the battle (805.3a);
- "compared": is the attacked monster's DEF (or ATK) the compared value (804.3/804.4);
- "state-after": does the attacking monster become rested (803.4);
- "continue": can the attack go on after an event (→ was there a battle judgement);
- corrupt-can and escape wordings ("can it corrupt an orb?", "do I avoid losing?").

Anything a family does not place on the board leaves the reading's `missing` as it was.
The probes, scripts and judging of these kinds are in magical_girl_battle_play.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from judge.answer.extract import Reading
from judge.answer.extract.common import OPPONENT, QUOTE_SPAN
from judge.answer.extract.kinds import asked_part
from judge.answer.extract.words import say

KINDS = ("attacks", "again", "still", "compared", "state-after", "escape", "orbs-are",
         "triggers", "redirect", "restored", "decline", "window", "priority-first",
         "orb-chooser")
"""The question kinds this module adds (judged by `judge_family`)."""

SENTENCE_SPLIT = re.compile(r"(?<=[。!?？！])\s*|(?<=\.)(?!\d)\s*")
"""Between sentences; not inside a clause number ("(805.2)?")."""
_S = r"[^。.?？!]"
"""Any character inside one sentence."""

ATTACKER = (r"(攻撃している(自分の|私の)?怪異|攻撃を行っている(自分の|私の)?怪異"
            r"|攻撃中の(こちらの|自分の|私の)?怪異"
            r"|攻撃した怪異|攻撃する怪異|攻撃を行った怪異|攻撃してきた(相手の)?怪異"
            r"|공격하고\s?있는\s?(내\s?)?괴이|공격하는\s?괴이|공격한\s?괴이|공격해\s?온\s?괴이"
            r"|attacking (monster|servant|kaii)"
            r"|(monster|servant|kaii) that (is attacking|attacked))")
TARGET = (r"(攻撃されている(相手の)?怪異|攻撃目標の怪異|攻撃された(相手の)?怪異"
          r"|공격받고\s?있는\s?(상대\s?)?괴이|공격받는\s?괴이|공격\s?목표인?\s?괴이"
          r"|attacked (monster|servant|kaii)|target (monster|servant|kaii)"
          r"|(monster|servant|kaii) (being|that was) attacked"
          r"|(monster|servant|kaii) (i|we|you) (attacked|attack|am attacking)"
          r"|(monster|servant|kaii) (i'm|i am|we're|we are|you're|you are) attacking)")
CONTROL = (r"(コントロール(を|が)[^。.?？]{0,8}?(得|奪|移|変わ)|支配者が変わ|支配権?を(得|奪)"
           r"|支配者が(私|自分|相手)に?(なり|なっ|変わ|移)|(私|自分|相手)の支配下に(置|移|入)"
           r"|支配者を(私|自分|相手)?に?(変更|変え)|지배자를\s?[^.?]{0,8}(바꾸|바꿨|변경)"
           r"|컨트롤을[^.?]{0,8}?(얻|빼앗)|지배자가\s?바뀌|지배(권)?(을|를)\s?(얻|빼앗)"
           r"|지배자가\s?(제가|내가|나로|저로|상대가|상대로)\s?(되|바뀌)"
           r"|gains? control|takes? control|control of"
           r"|controller (changes|is changed)"
           r"|makes? (me|them|him|her|the opponent|my opponent) (the |its )?(new )?controller)")
LOSE_STATS = (r"(攻撃力(と|や|および)防御力を失|攻撃力を失|防御力を失|공격력과\s?방어력을\s?잃"
              r"|loses? (its |their )?(atk|attack( power)?)( and (def|defen[cs]e))?\b)")
RECOVERED = (r"(リカバー状態に(なり|なっ|戻|され|し)|リカバーされ"
             r"|리커버\s?상태가\s?되|리커버\s?상태로"
             r"|\brecovered\b|switched (to|into) (the )?recover"
             r"|\b(to|into) (the |a )?recover(ed)?([- ](state|position|status))?\b)")
LEAVES = (r"戦場を離れ|場を離れ|手札に戻|전장을\s?떠나|손패로\s?(되)?돌아"
          r"|(山札|デッキ)の(一番)?(下|底)に(置|戻|送)|(패산|덱)\s?(맨\s?)?(아래|밑)(로|에)"
          r"|(on|at|to|into) the bottom of (their|the|its owner's|his|her|my) deck"
          r"|(leaves|leave|left) the (battlefield|field)"
          r"|(returned|returns|bounced|bounces) (it )?(back )?to (its owner's |their |the |his "
          r"|her |my |our |your |\w+'s )?hand")
BOUNCE = r"\b(returns?|returned|bounces?|bounced|puts?) (the |my |their |that |an? |\w+'s )?"
BOUNCE_TO = r"\s?(back )?(to|into) (its owner's |their |the |his |her |my |our |\w+'s )?hand"
"""Verb first: "my opponent returns that monster to their hand" (a removal, 803.5a)."""
SWITCH_WORD = re.compile(r"(スイッチ|切り替|切替"
                         r"|(リバース|リカバー)(状態)?(に|へ)(なり|なっ|され|し|変)"
                         r"|リバースされ|リカバーされ|전환|스위치"
                         r"|(리버스|리커버)\s?상태(가|로)\s?(되|바뀌|전환)"
                         r"|\b(switch|switches|switched|switching|flip|flips|flipped"
                         r"|turns? (to|into)"
                         r"|turned (to|into)|becomes|became|become|is made|was made|gets|got"
                         r"|put into|puts [^.?]{0,30}into|put [^.?]{0,30}into)\b"
                         r"|\b(is|was|gets|got|becomes|became) (reversed|recovered)\b"
                         r"|\bturn(s|ed|ing)? [^.?]{0,30}\b(to|into) (the |a )?(revers|recover)"
                         r"|\brecovered\b)",
                         re.IGNORECASE)
"""A switch of state said to happen (803.6 events), not a state the question only states."""
EVENTS = (
    (re.compile(ATTACKER + _S + r"{0,30}?" + CONTROL), "control A P2"),
    (re.compile(CONTROL + _S + r"{0,20}?" + ATTACKER), "control A P2"),
    (re.compile(TARGET + _S + r"{0,30}?" + CONTROL), "control T P1"),
    (re.compile(CONTROL + _S + r"{0,20}?" + TARGET), "control T P1"),
    (re.compile(ATTACKER + _S + r"{0,20}?" + LOSE_STATS), "lose_stats A"),
    (re.compile(TARGET + _S + r"{0,20}?" + LOSE_STATS), "lose_stats T"),
    (re.compile(TARGET + _S + r"{0,30}?" + RECOVERED), "switch T recover"),
    (re.compile(ATTACKER + _S + r"{0,30}?(リバース|리버스|revers)"), "switch A reverse"),
    (re.compile(TARGET + _S + r"{0,30}?(リバース|리버스|revers)"), "switch T reverse"),
    (re.compile(r"\bdestroy(s|ed)? (the |my |their |that |an? )?" + ATTACKER), "destroy A"),
    (re.compile(r"\bdestroy(s|ed)? (the |my |their |that |an? )?" + TARGET), "destroy T"),
    (re.compile(r"\bremove(s|d)? (the |my |their |that |an? )?" + ATTACKER), "remove A"),
    (re.compile(r"\bremove(s|d)? (the |my |their |that |an? )?" + TARGET), "remove T"),
    (re.compile(BOUNCE + ATTACKER + BOUNCE_TO), "remove A"),
    (re.compile(BOUNCE + TARGET + BOUNCE_TO), "remove T"),
    (re.compile(ATTACKER + _S + r"{0,16}?(破壊|파괴|destroyed)"), "destroy A"),
    (re.compile(TARGET + _S + r"{0,16}?(破壊|파괴|destroyed)"), "destroy T"),
    (re.compile(ATTACKER + _S + r"{0,16}?(除去|取り除|제거|removed|" + LEAVES + ")"), "remove A"),
    (re.compile(TARGET + _S + r"{0,16}?(除去|取り除|제거|removed|" + LEAVES + ")"), "remove T"),
)
"""Events after the declaration (803.6), by the monster their sentence names."""

AIMED_AT_ATTACKER = re.compile(r"\b(targeting|targets|targeted|aimed at|aiming at) (my |the )?"
                               r"(attacker|attacking (monster|servant|kaii))\b", re.IGNORECASE)
"""A card's "target" said to be the attacker ('destroy target Servant' targeting my attacker)."""

_MINE = r"(自分の怪異|私の怪異|내\s?괴이|\bmy monster)"
_THEIRS = r"(相手の怪異|상대(의)?\s?괴이|\b(their|the opponent's|my opponent's) monster)"
_STAT = r"(攻撃力|防御力|공격력|방어력|(?<![a-z])atk(?![a-z])|(?<![a-z])def(?![a-z]))"
_SIGNED = r"([+\-−]\s?\d+)"
STAT_CHANGE = re.compile(
    r"(?P<who>" + ATTACKER + "|" + TARGET + "|" + _MINE + "|" + _THEIRS + r")(の|に|'s|의)?\s?"
    + _S + r"{0,4}?(?P<stat>" + _STAT + r")\s?(を|が|은|는|을|를)?\s?(?P<n>" + _SIGNED + r")"
    r"|\b(gives?|gave|given) (?P<who2>(the |my |their |that |an? )?(attacking monster|attacked "
    r"monster|target monster|monster))\s(?P<n2>" + _SIGNED + r")\s?(?P<stat2>atk|def)\b",
    re.IGNORECASE)
"""A told ATK/DEF change after the declaration: 「相手が私の怪異の攻撃力を-1000しました」,
"gives the attacked monster +1000 DEF" (an 803.6 effect the probe plays)."""


def stat_events(text: str, attacker_mine: bool) -> list[str]:
    """`atk A -1000` / `def T +1000` for each told change of a monster's ATK or DEF; my and
    their monsters are the attacker and the target only when I attack their monster."""
    out = []
    quoted = [q.span() for q in QUOTE_SPAN.finditer(text)]
    for m in STAT_CHANGE.finditer(text):
        if any(a <= m.start() < b for a, b in quoted):
            return []  # 「自分の怪異すべての攻撃力+1000」: a card's lasting text, not a change made
        who = (m.group("who") or m.group("who2") or "").lower()
        stat = (m.group("stat") or m.group("stat2") or "").lower()
        n = (m.group("n") or m.group("n2") or "").replace("−", "-").replace(" ", "")
        if re.search(ATTACKER, who) or (attacker_mine and re.search(_MINE, who)):
            name = "A"
        elif re.search(TARGET, who) or (attacker_mine and re.search(_THEIRS, who)):
            name = "T"
        else:
            return []  # a monster the reader cannot place: no event rather than a wrong one
        kind = "atk" if stat in ("攻撃力", "공격력", "atk") else "def"
        out.append(f"{kind} {name} {n if n[0] in '+-' else '+' + n}")
    return out

THAT_MONSTER_RECOVERED = re.compile(
    r"(リバース状態の" + _S + r"{0,16}?怪異(に|を)攻撃" + _S + r"*[、,]?\s?その怪異が"
    + _S + r"{0,10}" + RECOVERED
    + r"|리버스\s?상태의?\s?괴이(에게|를)\s?공격" + _S + r"*그\s?괴이가\s?" + RECOVERED
    + r"|attack(ed)? (on )?a reversed monster" + _S + r"*\b(it|that monster) (then )?"
    r"(becomes?|became|is|was|gets|got) (switched to )?recovered"
    r"|\battack\w* on (my |the )?opponent'?s reversed (monster|servant|kaii)" + _S + r"*[.;,]"
    r"[^.?]*\b(they|the opponent|my opponent) (switch|switches|switched|turn|turns|turned"
    r"|flip|flips|flipped|put|puts) (their|its|that|the) (monster|servant|kaii) (to|into) "
    r"(the |a )?recover(ed)?( state| position)?\b)")
""""I attacked a reversed monster; then that monster became recovered": the target."""
AFTER_JUDGEMENT = re.compile(r"(判定の?(後|あと)|判定後|판정\s?(뒤|후)|after (the )?(battle )?"
                             r"judge?ment"
                             r"|(判定|판정|judge?ment)[^?？]{0,40}(その後|그\s?후|이후|\bthen\b"
                             r"|\bafter that\b|\bthat follows\b|\bfollowing\b))")
"""Told after the battle judgment (804.6's priority): 「判定の後」, "In the priority that
follows"."""
ORB_UP = re.compile(r"(オーブを\s?(1|一)\s?(つ|個)\s?(増や|作|生み出)|오브를\s?1\s?개\s?(늘리|만들)"
                    r"|\b(creates?|created|makes?|made) (an|one|1) (new |more )?orb\b"
                    r"|\b(adds?|added|gains?|gained|gets?|got) (back )?(an|one|1) (more )?orb"
                    r"(?!s?\s+(defiled|corrupted|tainted|sullied))"
                    r"|\b(gives?|gave|given|grants?|granted) (them|him|her|me|us|themselves|my "
                    r"opponent|the opponent|the player) (back )?(an|one|1) (more |extra )?orb\b"
                    r"(?!s?\s+(defiled|corrupted|tainted|sullied))"
                    r"|\b(adds?|added|puts?) (one|a|1) card (in|into|to) (their|his|her|my|the "
                    r"opponent's|my opponent's) orbs?( zone)?\b)")
ORB_UP_TO_ONE = re.compile(r"(オーブ(を|が)\s?((0|０)\s?(つ|個)?\s?から\s?)?(1|一)\s?(つ|個)\s?"
                           r"に\s?(増や|増え|戻)"
                           r"|오브(를|가)\s?(0\s?개?에서\s?)?1\s?개로\s?(늘|되돌|회복)"
                           r"|\borbs? from (0|zero) (up )?to (1|one)\b"
                           r"|\b(back )?(up )?to (1|one) orb\b"
                           r"|\borbs?( count)? (back )?(up )?to (1|one)( or more)?\b)")
"""「オーブを1つに増やしました」: the orbs become 1 — one more only when they were 0."""
ORB_TO_ZERO = re.compile(r"(オーブが" + _S + r"{0,8}0\s?(に|個に|つに)(なり|なっ|され)"
                         r"|오브가" + _S + r"{0,8}0\s?(이|개가?)\s?되"
                         r"|removes? (their|the opponent's|his|her) (last|only) orb"
                         r"|orbs? (drops?|goes|go|falls?) to (0|zero))")
ORB_DOWN_ONE = re.compile(r"(オーブを\s?(1|一)\s?(つ|個)\s?(取り除|減ら|失わ|除去)"
                          r"|오브를\s?1\s?개\s?(제거|줄이|잃)"
                          r"|\b(removes?|removed|destroys?|destroyed|takes?|took) (an|one|that"
                          r"|the|1"
                          r"|their|their last|that last|the last|their only) orb\b)")
CORRUPT_ONE_BY_EFFECT = re.compile(r"(オーブを\s?(1|一)\s?(つ|個)\s?穢|오브를\s?1\s?개\s?더럽"
                                   r"|\bcorrupt(s|ed)? (an|one|that|the|1|their|one of their) "
                                   r"orbs?\b)",
                                   re.IGNORECASE)
PRIORITY_WINDOW = re.compile(r"(803\.6|優先権|우선권|\bwindow\b|\bpriority\b)", re.IGNORECASE)
"""An Orb corrupted by an effect in a priority window, not by the battle judgment (804.5)."""
CONTINUE_Q = re.compile(r"(攻撃を続け|攻撃は続|攻撃を継続|공격을?\s?계속|continue (the |its |to )?"
                        r"attack|attack continues?|still attack)")
RECOVERED_STATE = re.compile(r"(リカバー|回復状態|리커버|\brecover(ed)?\b|\b(untapped|ready)\b)",
                             re.I)
"""A recovered state said of the monsters (803.3a: the ones that may attack)."""
BATTLE_DONE = re.compile(r"((バトル|攻撃)(が|は)(終わ|終了|済ん)|(攻撃|バトル)を?(終え|済ませ)"
                        r"|(배틀|공격)(이|은|는)?\s?(끝났|끝나고|끝난|종료되)"
                        r"|\b(battle|attack) (is|was|has) (over|ended|finished|done|resolved)\b"
                        r"|\b(battle|attack) (ended|finished)\b|\balready attacked\b"
                        r"|\bafter (the|its|that|my) (first )?(battle|attack)\b"
                        r"|(1|一)体目(の怪異)?(の攻撃)?で[^。?？]{0,30}(破壊|除去|穢)"
                        r"|\b(my |the )?first (one|monster|servant) (attacks and )?"
                        r"(destroys|destroyed|defeats|defeated|removes|removed|corrupts|corrupted)\b)",
                        re.IGNORECASE)
"""A battle told as over: the board the question asks about is the one after it."""
STILL_READY = re.compile(r"(まだ|他に|ほかに|別の)[^。?？]{0,12}リカバー状態"
                         r"|リカバー状態[^。?？]{0,30}(もう1体|もう一体|別の|まだ|残って)"
                         r"|리커버\s?상태(의|인)\s?(다른\s?)?괴이가\s?(아직|또)|(아직|또)[^.?]{0,12}리커버"
                         r"|リカバー状態の怪異(が|を)(2|3|二|三)体"
                         r"|리커버\s?상태(의|인)\s?괴이(가|를)\s?(2|3|두|세)\s?(체|마리)"
                         r"|\b(two|three|2|3) (recovered|recover-state|ready) "
                         r"(monsters|servants|kaii)\b"
                         r"|\b(still|also) (have|has|control|controls|got)\b[^.?]{0,30}\b(recover"
                         r"|ready)|\banother (recovered|recover-state|ready) ")
"""After the told battle, a ready monster is said to remain: a fresh declaration is what is
asked (805.5), and the probes play it."""
SECOND_ATTACK = re.compile(r"((2|二|２)回目の攻撃|(2|二|２)体目|두\s?번째\s?(공격|괴이)"
                           r"|\b(second|next|later) (attack|monster|servant)\b)",
                           re.IGNORECASE)
ON_FIELD = re.compile(r"(戦場|場に|バトルフィールド|支配して|います|いる[。、]|전장|있습니다|있어요"
                      r"|\b(on (the|my) (field|battlefield)|i (have|control|'ve got)|i've got)\b)",
                      re.I)
"""A position ("I have five monsters on the field"), not a rule about "a monster"."""
HOW_MANY_ATTACKS = re.compile(r"(何回|何度|몇\s?번|몇\s?회|how many (more |successful |separate )?"
                              r"(times|attacks)|\b(maximum|max|most|largest|greatest|total)? ?"
                              r"number of attacks\b|\b(the )?(most|max|maximum) attacks\b)")
AGAIN = re.compile(r"(もう一度攻撃|再度攻撃|再び攻撃|もう1回攻撃|2回目の攻撃"
                   r"|다시\s?공격|한\s?번\s?더\s?공격"
                   r"|二度目の攻撃|もう一回攻撃|두\s?번째로\s?공격"
                   r"|attack again|another attack|a second attack"
                   r"|attack (a second time|once more|one more time)"
                   r"|\b(be )?(chosen|selected|declared) (as (an|the) attacker )?again\b"
                   r"|\b(choose|select) (it|that (monster|servant|kaii)|the same (monster"
                   r"|servant|kaii)) (again|a second time)\b"
                   r"|(再び|もう一度|もう1度|再度)(攻撃する怪異(として|に))?選"
                   r"|다시\s?(공격할\s?괴이로\s?)?(선택|고를|골))")
NO_RECOVER = re.compile(r"(\bnothing (has |had )?(put|returned|made|turned|switched|brought) "
                        r"(it|them|that (monster|servant|kaii)) (back )?(in)?to (the )?recover(ed)?"
                        r"( state| position)?"
                        r"|\b(has not|hasn't|was not|wasn't|not) (been )?(put|returned|switched)"
                        r" back (in)?to (the )?recover(ed)?( state| position)?"
                        r"|リカバー状態に(戻|し)(す|る|た)(効果|もの|こと)?(は|も)?(なし|ない|なく"
                        r"|ありません|していません|起きていません|使って(い)?(ない|ません)|使わ(ず|ない))"
                        r"|리커버\s?상태로\s?(되돌리|돌리|돌아가)[^.?]{0,10}(없|않))", re.I)
"""A return to the recovered state denied: the monster stays rested (803.4)."""
AFTER_BATTLE_ATTACK = re.compile(r"(その?バトルの(後|あと)に?" + _S + r"{0,6}攻撃"
                                 r"|그\s?배틀\s?(뒤|후)에?" + _S + r"{0,6}공격"
                                 r"|attack after (that|the) battle)")
DURING_BATTLE = re.compile(r"(バトル中|攻撃の(最中|途中)|배틀\s?중"
                           r"|during (the|that|this) battle|during the attack)")
PHASE_END = re.compile(r"(バトルフェイズ終了時|배틀\s?페이즈\s?종료\s?시"
                       r"|(at )?the end of the battle phase)")
BATTLE_END = re.compile(r"(バトル終了時(?!まで)|배틀\s?종료\s?시(?!까지)"
                        r"|(at )?the end of (the )?battle(?! phase))")
UNTIL_BATTLE_END = re.compile(r"(バトル終了時まで|배틀\s?종료\s?시까지"
                              r"|until[\s-](the[\s-])?end[\s-]of[\s-](the[\s-])?battle"
                              r"(?![\s-]phase))")
NOT_EVENT = re.compile(
    r"(リバース(状態)?|破壊|除去|取り除か)(に|さ|され)?(れ)?(ては|では|でも|じゃ|にはなって|になって|して)?"
    r"(い|あり)?(ない|ません|なく|おらず)"
    r"|(리버스\s?상태|파괴|제거)(가|는|도)?\s?(아닌|아니|아닙|되지\s?않|되어\s?있지\s?않)"
    r"|\b(is|was|are|were)(n't| not)( been)? (reversed|destroyed|removed|in (the )?revers\w* state)"
    r"|\bnot (reversed|destroyed|removed)\b"
    r"|(リバース|レスト|リカバー)(状態)?の怪異(は|が|も)?\s?(1体も|一体も)?"
    r"(いない|いません|おらず|存在しない|存在しません|0体)"
    r"|(리버스|레스트|리커버)\s?상태(인|의)?\s?괴이(는|가|도)?\s?(한\s?체도\s?)?없"
    r"|\bno (reversed|rested|recovered|reverse-state) monsters?\b"
    r"|\bnone (is|are) (in )?(the )?revers\w*")
"""A state or event said NOT to have happened: 「リバース状態ではありません」, "is not reversed"."""
NOT_FORBIDDEN = re.compile(r"(攻撃(を|が)?禁止されて(い)?ない|攻撃(を|が)?禁止されない"
                           r"|(攻撃(を|が)?)?禁止されて(は)?おらず|(攻撃(を|が)?)?禁止されず"
                           r"|攻撃(を|が)?禁止されていません|攻撃禁止(も|は)?されて(い)?(ない|ません)"
                           r"|攻撃禁止(は|も|の)?\s?(なし|無し|ない|ありません|かかって(い)?(ない|ません)"
                           r"|ついて(い)?(ない|ません)|適用されて(い)?(ない|ません))"
                           r"|攻撃(を|が)?禁止(する|される)(効果|能力)((や|と|も)(ルール|規則|能力|効果))?"
                           r"(は|を|も)?\s?(何も|一切|特に)?"
                           r"(受けて(い)?(ない|ません)|ありません|ない|なし|持って(い)?(ない|ません)"
                           r"|かかって(い)?(ない|ません)|適用されて(い)?(ない|ません)"
                           r"|(働|効)いて(い)?(ない|ません))"
                           r"|공격(을|이)?\s?금지(하는|되는)\s?(효과|능력)(은|는|을|도)?\s?(전혀\s?)?(받지\s?않|없)"
                           r"|공격\s?금지\s?(효과|능력)(은|는|가|도)?\s?(전혀\s?)?(없|안\s?걸)"
                           r"|공격\s?금지(가|는|도)?\s?(안\s?걸린|걸리지\s?않|없는)"
                           r"|\b(nothing|no (effect|ability)) (forbids|prohibits|stops|prevents) "
                           r"(it|them|the monster|the servant)( from attacking| to attack)?"
                           r"|공격(이|을)?\s?금지되(지|어 있지)\s?않|공격\s?금지가?\s?(안|없)"
                           r"|\b(is|are|was|were)(n't| not)( been)? (forbidden|prohibited|barred)"
                           r"|\b(none|neither)( of (them|which|those|these))? "
                           r"(is |are |was |were )?"
                           r"(forbidden|prohibited"
                           r"|barred)\b"
                           r"|\bnot (been )?(forbidden|prohibited|barred)"
                           r" (to attack|from attacking))",
                           re.IGNORECASE)
"""「まだ攻撃を禁止されていない」, "isn't prohibited from attacking": NOT forbidden (803.3a)."""


def forbidden(text: str) -> bool:
    """Whether the text says a monster may not attack (negated forms removed first)."""
    return bool(FORBID_WORDS.search(NOT_FORBIDDEN.sub(" ", text)))


FORBID_WORDS = re.compile(r"(攻撃できない|攻撃を禁止|공격할\s?수\s?없|공격(이|을)?\s?금지"
                          r"|cannot attack|can't attack|forbidden to attack)")
STILL_Q = re.compile(r"(まだ適用|まだ有効|まだ残って|まだ続いて|適用されたまま|でも(まだ)?適用"
                     r"|아직\s?적용|아직\s?유효|아직\s?남아|에서도\s?(아직\s?)?적용"
                     r"|\bstill (on|around|up|going)(?=\s*([?？.,]|$))"
                     r"|still (appl|in effect|active|in force)|still there"
                     r"|still (have|has|keep|keeps|retain|retains|get|gets) (the |its |that |a )?"
                     r"([+＋]|boost|bonus|buff))")
BATTLE_END_TIMING = re.compile(r"(バトル終了時の(誘発|優先権)|バトル終了ステップ"
                               r"|배틀\s?종료\s?(시의?|스텝)(?!까지)\s?(유발|우선권)?"
                               r"|battle end step"
                               r"|end[- ]of[- ]battle['’\"]? (trigger|step|priority)"
                               r"|\bat end of battle\b"
                               r"|at the end of (the )?battle(?! phase)|バトル終了時(?!まで))")
AFTER_BATTLE_TIMING = re.compile(r"(バトルの(後|あと)|次の攻撃|次のバトル|バトルフェイズ終了時"
                                 r"|バトル(が|は)終わった(後|あと)|バトル終了後"
                                 r"|배틀이?\s?끝난\s?(뒤|후|다음)|배틀\s?종료\s?(뒤|후)"
                                 r"|\b(after|once) (this|that|the) battle (is over|ends|has ended"
                                 r"|finishes|has finished)\b"
                                 r"|배틀\s?(뒤|후)|다음\s?(공격|배틀)|after the battle"
                                 r"|next (attack|battle)|\battacks next\b"
                                 r"|end of (the )?battle phase|battle phase end step"
                                 r"|バトルフェイズ終了ステップ|배틀\s?페이즈\s?종료)")
COMPARE = re.compile(r"(比較|비교|compar)")
WHICH = re.compile(r"(どちら|どの|何を|何と|어느|무엇|\bwhich\b|\bwhat\b|\bor\b)")
BECOME_STATE = re.compile(r"(レスト|リカバー|リバース)(状態)?に?(なり|なる)(ます)?か"
                          r"|(레스트|리커버|리버스)\s?상태가?\s?(됩니까|되나요|되나)"
                          r"|\b(become|get|turn|be) (rested|recovered|reversed)\b")
STAYS_RESTED = re.compile(
    r"レスト(状態)?(の|した|された|して(い)?る|になった)?まま|レスト(状態)?(が|は)?(続|残)"
    r"|레스트\s?(상태)?(로|가|인|된)?\s?(채|유지|남|그대로|계속)"
    r"|\b(stay|stays|remain|remains|end up|ends up|left|still be|still)\b"
    r"(?:(?!\bnot\b|n't)[^.?]){0,12}"
    r"\b(rested|in rest|in (the )?rest state|in rest state)\b|\bis it (still )?rested\b",
    re.IGNORECASE)
"""The attacker asked to stay rested (after an attack 803.4 did not let it make)."""
STATE_OF = {"レスト": "rest", "リカバー": "recover", "リバース": "reverse", "레스트": "rest",
            "리커버": "recover", "리버스": "reverse", "rested": "rest", "recovered": "recover",
            "reversed": "reverse", "recover": "recover", "rest": "rest", "reverse": "reverse"}
MY_SIDE_BEFORE = re.compile(r"((自分|私)(の場|の戦場|の場には|の戦場には|は|が)"
                            r"|(내|제)\s?(필드|쪽|전장)|\b(i|we) (control|have|own)\b)"
                            r"\s*[^。.?？]{0,12}$", re.IGNORECASE)
"""The owner opening a clause is the asker: the states listed after it are the asker's."""
CORRUPT_CAN = re.compile(r"(穢せ(ます|る)か|穢すことが(でき|可能)|穢すこと(も|は)(でき|可能)"
                         r"|더럽힐\s?수\s?있"
                         r"|\b(let|lets|allow|allows) (me|you|us) (to )?corrupt\b"
                         r"|オーブを穢し(ます|ません)か"
                         r"|\b(do|does|will) (i|it|my attack|the attack) (still )?corrupt "
                         r"(an|any|a|one) orb( instead| anyway)?\?"
                         r"|\b(corrupt|corrupts) (an|any|a|one) orb\?|\bcan (it|i|they) corrupt\b)")
ESCAPE = re.compile(r"(負けずに済|敗北せずに済|負けない(です|の)?か|敗北しない(です|の)?か"
                    r"|지지\s?않(습니까|나요|을까요)|패배하지\s?않(습니까|나요)"
                    r"|avoid (losing|the loss|defeat)|not lose\?)")
ORBS_ARE = re.compile(r"オーブ(の数)?は" + _S + r"{0,6}?(\d+)\s?(つ|個)?に(なり|なる)(ます)?か"
                      r"|오브(의 수)?[는가]\s?(\d+)\s?개?(가|이|로)\s?(됩니까|되나요|되나)"
                      r"|\b(have|has) (\d+) orbs? (left|remaining)\?"
                      r"|\borbs? (drop|go|fall)s? to (\d+)\?")
""""Do their orbs become 0?": a yes/no about the orb count after the battle."""
OWNERSHIP_CONTROL = re.compile(r"(支配して(いる|います|おり|いて)|支配する|支配中|"
                               r"支配下|지배하(고|는)"
                               r"|\bcontrols?\b"
                               r"|\bcontrolled by\b"
                               r"|攻撃(した|している|を行った|を行っている)怪異の支配者"
                               r"|공격(한|하는|하고\s?있는)\s?괴이의\s?지배자"
                               r"|\b(the )?attacking (monster|kaii)'s controller\b"
                               r"|\bcontroller of the attacking (monster|kaii)\b)")
"""Control as who has the monster (「攻撃した怪異の支配者」 is the attacker), not a change."""
EXTRA_MISSING = {"effect", "持続効果", "誘発条件", "優先権"}
"""Missing entries a family may account for (the effect it places, the timing it plays)."""


SYNONYMS = ((re.compile(r"\b(apparition|kaii|servant)(s?)\b"), r"monster\2"),
            (re.compile(r"\b(the |an |its )?object of (the |an )?attack\b"), r"\1attack target"),
            (re.compile(r"攻撃対象"), "攻撃目標"), (re.compile(r"공격\s?대상"), "공격 목표"))
"""Other editions' words for the same thing (terms.toml: Monster/Kaii/Apparition/Servant;
攻撃対象)."""


ATTACKED_THEIRS = re.compile(
    r"相手の[^。?？]{0,30}?怪異(（[^）]*）|\([^)]*\))?(を|に)[^。?？]{0,20}?(攻撃|攻撃目標)"
    r"|상대(의)?\s?[^.?]{0,30}?괴이(를|에게)\s?[^.?]{0,20}?공격"
    r"|\b(attack(ed|s)?( on)?|targeted|targeting|targets?)\s(an?|the|their|my opponent's"
    r"|the opponent's|an opponent's)"
    r"\s[^.?]{0,30}?\bmonster\b"
    r"|\b(attack(ed|s)?|targeted|targeting)\b[^.?]{0,40}?\b(on|at)?\s?(an? (enemy|opposing)"
    r"|one of (their|my opponent's|the opponent's|your opponent's))\s[^.?]{0,30}?\bmonsters?\b"
    r"|\battack(ed|s)?\b[^.?]{0,40}?\bon (their|my opponent's|the opponent's|an opponent's)\s"
    r"[^.?]{0,30}?\bmonster\b"
    r"|\b(chose|choose|chosen|picked|selected) (an?|their|my opponent's|the opponent's"
    r"|an opponent's|one of their|one of my opponent's) [^.?]{0,30}?monsters? as (the |my |an "
    r"|its )?(attack )?target\b")
"""An attack on the opponent's monster, told before the events."""
THAT_MONSTER = re.compile(r"(その(相手の)?怪異|그\s?괴이"
                          r"|\bthat (enemy |opposing |targeted |target |same )?monster\b"
                          r"|\bthat target\b"
                          r"|(?:(?<=switches )|(?<=switched )|(?<=turns )|(?<=turned )|(?<=puts )"
                          r"|(?<=put )|(?<=makes )|(?<=made ))(their|the opponent's) monster\b"
                          r"|(?:(?<=makes )|(?<=made )|(?<=turns )|(?<=turned )|(?<=puts )"
                          r"|(?<=put ))it\b(?= (into |to )?(the |a )?(recover|revers))"
                          r"|(?<=, but )it\b(?= (is|was|gets|got|has been) (destroyed|removed"
                          r"|returned|bounced)))")
IT_PRONOUN = re.compile(r"それ(?=(を|が)[^。?？]{0,8}"
                        r"(リバース|リカバー|レスト|破壊|除去|手札に戻|戦場を離れ))"
                        r"|그것(?=(을|이)[^.?]{0,8}(리버스|리커버|레스트|파괴|제거|손패로|전장을))")
"""「それを」「그것을」: a pronoun that names the one monster told before it."""
IT_REMOVED = re.compile(r"(,? but\b[^.?,]{0,40}?\s)it\b(?=\s((is|was|gets|got|has been) "
                        r"(destroyed|removed|returned|bounced)"
                        r"|(left|leaves) the (battlefield|field)))")
"""「…, but before battle judgment it was returned to hand」: "it" after the attack's target."""
_TARGET_WORD = {"そ": "攻撃されている怪異", "그": "공격받고 있는 괴이", "t": "attacked monster",
                "i": "the attacked monster"}
"""The target's name that replaces a pronoun, keyed by the pronoun's first letter."""


MY_ATTACK_ON_PLAYER = re.compile(
    r"(私|自分)の怪異(が|で)[^。?？]{0,20}(相手)?プレイヤー(を|に|へ)[^。?？]{0,6}攻撃"
    r"|(내|제|나의)\s?괴이(가|로)\s?[^.?]{0,20}(상대\s?)?플레이어(를|에게)\s?[^.?]{0,6}공격"
    r"|\bmy monster (attacks|attacked|is attacking)( the)? (opponent|opposing player)"
    r"(?! ?'s)( player)?\b")
"""The asker's monster attacking the player: no other monster is told."""
IT_GOES = re.compile(r"\bit\b(?=\s(leave|leaves|left|is destroyed|was destroyed|is removed"
                     r"|was removed|is returned|was returned|gets destroyed|got destroyed)\b)")
""""it" as the monster that leaves or is destroyed, after the asker's attack on the player."""
_ATTACKER_WORD = {"そ": "攻撃している怪異", "그": "공격하고 있는 괴이", "t": "attacking monster",
                  "i": "the attacking monster"}
"""The attacker's name that replaces a pronoun, keyed by the pronoun's first letter."""


def that_monster_is_the_target(text: str) -> str:
    """「相手の怪異を攻撃しました。…その怪異が…」: "that monster" after an attack on the
    opponent's monster is the attacked one (the text with it named so); 「攻撃目標の怪異は…
    相手がそれをリバース状態にしました」: それ with the target the only monster named before."""
    target = re.search(TARGET, text)
    if target:
        it = IT_PRONOUN.search(text, target.end())
        if it and not re.search(r"(怪異|괴이)", text[target.end():it.start()]):
            text = text[:it.start()] + _TARGET_WORD[it.group(0)[:1]] + text[it.end():]
    attacked = ATTACKED_THEIRS.search(text)
    if not attacked:
        mine = MY_ATTACK_ON_PLAYER.search(text)
        if mine:
            # 「私の怪異が相手プレイヤーを攻撃したが、…その怪異が戦場を離れた」: the only
            # monster told is the attacker
            rest = THAT_MONSTER.sub(lambda m: _ATTACKER_WORD[m.group(0)[:1]],
                                    text[mine.end():])
            rest = IT_GOES.sub("the attacking monster", rest)  # "…makes it leave the field"
            return text[:mine.end()] + rest
        return text
    # "…, but before battle judgment it was returned to hand": the attacked one
    text = text[:attacked.end()] + IT_REMOVED.sub(r"\1the attacked monster", text[attacked.end():])
    return text[:attacked.end()] + THAT_MONSTER.sub(
        lambda m: _TARGET_WORD[m.group(0)[:1]], text[attacked.end():])


def canonical(text: str) -> str:
    """The question with other editions' terms replaced by the ones the patterns read."""
    for pattern, word in SYNONYMS:
        text = pattern.sub(word, text)
    return text


def refine(reading: Reading, told: str, last: str, lang: str,
           base_events: Callable[[str], list[str]]) -> None:
    """Add this module's events and question kinds to a basic reading (in place).
    `base_events` reads the basic reader's events (destroyed/removed/reversed) from a text."""
    text = reading.text
    cond = _condition(last)  # "…を除去すれば負けずに済みますか": the condition is told too
    if cond:
        told = f"{told} {cond}".strip()
        for event in base_events(cond):
            reading.facts.setdefault("events", [])
            if event not in reading.facts["events"]:
                reading.facts["events"].append(event)
    _other_reversed(reading, text, lang)
    if TRIGGER_Q.search(last) or TRIGGER_COUNT_Q.search(last):
        # "if the attacker is removed, does the ability trigger?": the condition is told
        told = text
        for event in base_events(text):
            reading.facts.setdefault("events", [])
            if event not in reading.facts["events"]:
                reading.facts["events"].append(event)
    events = list(reading.facts.get("events", []))
    told = NOT_EVENT.sub(lambda m: " " * len(m.group(0)), told)  # 「リバース状態ではありません」
    told = that_monster_is_the_target(told)
    switched = bool(SWITCH_WORD.search(told))
    if AIMED_AT_ATTACKER.search(told):
        # "a spell reading 'destroy target Servant…' targeting my attacker": the card's
        # "target" is the attacker it is aimed at, not the attacked monster
        told = re.sub(r"\btarget (monster|servant|kaii)\b", "attacking monster", told)
    for pattern, event in EVENTS:
        if pattern.search(told) and event not in events and (
                switched or not event.startswith("switch")):
            events.append(event)
    if THAT_MONSTER_RECOVERED.search(told) and "switch T recover" not in events:
        events.append("switch T recover")
    if "switch T recover" in events:
        reading.facts.setdefault("T.state", "reverse")  # recovered from a reversed state
    _defender_is_me(reading, text)
    orb_event = _orb_event(reading, text)
    if orb_event:
        events.append(orb_event)
    if any(e.endswith("reverse") for e in events):
        reading.missing = [m for m in reading.missing if m != MISSING_REVERSE[lang]]
    bare = re.search(r"[^。.?？!！]*(スイッチ|스위치|\bswitch(es|ed)?\b)[^。.?？!！]*", told)
    if bare and not any(e.startswith("switch") for e in events) and not re.search(
            r"(リバース|リカバー|レスト|리버스|리커버|레스트|revers|recover|rest)", bare.group(0)):
        reading.missing.append(_ask_words("which", lang))  # switched, to which state unsaid

    if SWITCH_EITHER.search(text):
        reading.missing.append(_ask_words("which", lang))  # 「リカバー⇔リバース」: either way
    for who in ("A", "T"):
        if {f"switch {who} reverse", f"switch {who} recover"} <= set(events):
            # "switches it (Recovered to Reverse or Reverse to Recovered)": which way is unsaid
            reading.missing.append(_ask_words("which", lang))
    claimed = False  # the family places the effect the question names
    if events != reading.facts.get("events", []):
        reading.facts["events"] = events
        claimed = True
    if any(e.endswith(" T") or " T " in e for e in events):
        for act in reading.actions:  # "the attacked monster …": the attack is on it
            act["target"], act["monster"] = "T", True
    if events and AFTER_JUDGEMENT.search(told):
        reading.facts["events_at"] = "804.6"
    if _control_is_ownership(text, events):
        _drop(reading, lang, {"支配"})
    if reading.kind in ("other", "can", "what") and WIN_EXTRA.search(last):
        reading.kind = "winner"  # "勝ちですか", "does attacking … win the game?"
    elif reading.kind in ("other", "what") and JUDGED_EXTRA.search(last):
        reading.kind = "judged"
    elif reading.kind == "other" and ALLOWED.search(last):
        reading.kind = "can"
    kind = _family_kind(reading, text, last, lang)
    if not kind and reading.kind == "can" and BATTLE_DONE.search(told) and not \
            STILL_READY.search(text):
        # "My monster attacked and the battle ended. Can it attack their monster?": the
        # probes play one fresh battle, not the board after the told one (803.4, 805.5)
        reading.missing.append(_ask_words("event", lang))
    if SECOND_ATTACK.search(last) and EVENT_VERB.search(told):
        # "My first attack destroyed their reversed monster. For my second attack, can I
        # target the player?": the board after the first battle is not the one the probes set
        reading.missing.append(_ask_words("event", lang))
    if EVENT_VERB.search(told) and not reading.facts.get("events") and (kind or reading.kind) in (
            "judged", "corrupted", "destroyed", "destroyed-target", "winner", "escape", "value",
            "orbs-are", "restored", "state-after", "compared"):
        reading.missing.append(_ask_words("event", lang))  # something happened, not placed
    premise = told if kind == "state-after" else text  # the asked change is not a premise
    if kind != "again" and STATE_CHANGE.search(premise) and not any(
            e.startswith("switch") for e in reading.facts.get("events", [])):
        reading.missing.append(_ask_words("which", lang))  # a state change nobody placed
    if kind:
        reading.kind = kind
        claimed = claimed or kind in ("again", "still", "triggers", "window")
    if claimed:
        _drop(reading, lang, EXTRA_MISSING)
    if any(e.startswith("control") for e in events):
        _drop(reading, lang, {"支配"})
    _guards(reading, text, lang)
    if reading.kind == "can" and STATE_WORD.search(text) and not (
            {"A.state", "T.state"} & set(reading.facts) or reading.facts.get("events")):
        reading.missing.append(_ask_words("state of", lang))  # a state nobody was given
    reading.missing = list(dict.fromkeys(reading.missing))
    if reading.kind in KINDS and not reading.actions:  # "is the boost still in force?"
        reading.actions.append({"kind": "attack", "target": "P2", "monster": False})


SWITCH_EITHER = re.compile(r"(リカバー|リバース)(状態)?\s?(⇔|↔|<->|<=>|⇄)\s?(リカバー|リバース)"
                           r"|(리커버|리버스)\s?(⇔|↔|<->|<=>|⇄)\s?(리커버|리버스)"
                           r"|\b(recover\w*|revers\w*) (to|into|<->|↔) (revers\w*|recover\w*)"
                           r" or (revers\w*|recover\w*) (to|into) (recover\w*|revers\w*)")
"""A switch described both ways (「リカバー⇔リバースを入れ替える」): the way it went is unsaid."""
STATE_CHANGE = re.compile(r"((リカバー|レスト)(状態)?(に|へ)(なり|なる|なっ|戻|され|し|変)"
                          r"|(リカバー|レスト)され"
                          r"|(리커버|레스트)\s?상태(가|로)\s?(되|돌아|바뀌)"
                          r"|\b(became|becomes|become|turned|switched|gets|got) (switched )?"
                          r"(to |into )?(the )?(recovered|rested|recover|rest)\b)")
""""… became recovered": a state change the events must place, or no verdict (a switch to
reverse is checked by the basic reading)."""
NO_COMPARE = re.compile(r"(\bwithout (any |an |the )?(atk |attack |def |defen[cs]e )?comparison"
                        r"|\bno (atk |def )?comparison\b|比較(せず|されず|しない|されない|なし)"
                        r"|비교\s?(없이|하지\s?않|되지\s?않))")
"""A comparison asked about in the negative ("…without any ATK comparison?")."""
NO_EFFECT = re.compile(r"([^。?？、]{0,16}(能力|効果)(は|も|が)(何も|一切|特に)?"
                       r"(ありません|ない|なし|無し|ございません|なけれ"
                       r"|使われて(い)?(ない|ません)|使って(い)?(ない|ません)|使用されて(い)?(ない|ません)"
                       r"|(使われ|使用され)(ない|ません|なかった)"
                       r"|絡ま(ず|ない|なかった)|絡んで(い)?(ない|ません)|絡み(ません|ませんでした)"
                       r"|関係(せず|しない|しません))"
                       r"|(특별한\s?|다른\s?)?(능력|효과)(은|는|도|가)\s?(전혀\s?|아무것도\s?)?없"
                       r"|\bno (special |other )?(abilities|ability|effects?)\b"
                       r"|\b(barring|absent|without) (any |other |any other )?(card |special )?"
                       r"(abilities|ability|effects?)\b"
                       r"|\bno (card |other |special )?(effects?|abilit(y|ies)) (lets|let|allows?"
                       r"|makes?|changes?|stops?|prevents?|affects?|applies|apply|is|are|says?)\b"
                       r"|\b(neither|no|nobody|no one)( player| one)? (uses?|used|plays?|played) "
                       r"(any|an?) (card )?(effects?|abilit(y|ies))\b"
                       r"|\b(neither|no)( player| one)? (uses?|used|plays?|played) (any|an?) "
                       r"(card )?(effects?|abilit(y|ies))\b"
                       r"|\b(neither|none)( of them)? (has|have|had) (any|an?) (such )?"
                       r"(effects?|abilit(y|ies))\b"
                       r"|\b(there are|with) no [\w\s-]{0,20}(abilities|effects)\b"
                       r"|\bno (card )?(abilities|effects?) (are |were )?"
                       r"(involved|get involved|used)\b"
                       r"|\bwith no (card )?(abilities|effects?) (involved|at all)\b)")
"""「特別な能力はありません」「リカバーさせる効果が一切ない」: an ability said to be absent is no
effect to place."""
EFFECT_WORDS = re.compile(r"(能力|効果|「|능력|효과|\babilit(y|ies)\b|\beffects?\b|(?<![a-z])')")
STATE_WORD = re.compile(r"(レスト|リバース|레스트|리버스|\brest(ed)?\b|\brevers)")
"""Rest/reverse (recover is the attacker's default): a state the probe must place."""
EVENT_VERB = re.compile(r"(破壊(され|し)|除去|取り除|離れ|手札に戻|コントロール|支配者が変|を失|"
                        r"파괴(되|했|하)|제거|떠나|컨트롤|잃|패로\s?되돌|"
                        r"\b(destroy(s|ed)?|remove(s|d)?|leaves|left the|returned to|bounced"
                        r"|gains? control|loses?|lost)\b)")
""""… was destroyed / removed / lost its ATK": an event the premise tells (must be placed)."""
PLAYER_TARGET_WORDS = re.compile(r"(プレイヤー|플레이어|\bplayer\b|\bopponent directly\b)")


_ME_ATTACKED = (r"\b((i|we|and) (am|are|was|were|get|got)|i'm|we're) (being )?(directly )?"
                r"attacked\b"
                r"|\b((i|we|you|and) (am|are|was|were|get|got)|i'm|we're|you're) (chosen|selected"
                r"|targeted) as (an |the )?attack target\b")
""""(I) am attacked", "and are chosen as an attack target": the asker is the attacked player."""
DEFENDER_ME = re.compile(r"(" + _ME_ATTACKED + r"|\battacks me\b"
                         r"|攻撃を受け(まし)?た?(?!\s?(怪異|カード))|공격(을)?\s?받았(?!\s?(던\s?)?괴이))")
""""I am attacked": the questioner is the attacked player (P2 in the probe)."""


def _defender_is_me(reading: Reading, text: str) -> None:
    """"I have 0 orbs and am attacked": my orbs are the attacked player's (P2's)."""
    if DEFENDER_ME.search(text) and "P1.orbs" in reading.facts and "P2.orbs" not in reading.facts:
        reading.facts["P2.orbs"] = reading.facts.pop("P1.orbs")


QUOTED = re.compile(r"「([^」]+)」|『([^』]+)』|《([^》]+)》|【([^】]+)】|“([^”]+)”|\"([^\"]+)\""
                    r"|(?<!\w)'([^']+)'(?!\w)|<([^<>]{1,12})>|‹([^‹›]{1,12})[›>]|＜([^＜＞]{1,12})＞"
                    r"|\[([^\[\]]{1,12})\]|［([^［］]{1,12})］"
                    r"|\b((?:double|triple|quadruple) corrupt)\b")
"""Quoted card text, a bracketed keyword (<魔結>, ‹断末魔›) or a keyword by its English name."""
OWNED_ABILITY = re.compile(r"(怪異の\s?(「|『|能力|効果)|を持つ|を持った|が持つ|その能力|monster's"
                           r"|\bits (ability|\")|\bwith an? (ability|\")|괴이의\s?('|「|능력|효과)"
                           r"|가진|가지고\s?있는)")
""""The attacked monster's 'at the end of battle' ability": a source that can leave play."""
OWN_ORBS_Q = re.compile(r"(自分のオーブ(は|が)?" + _S + r"{0,6}(いくつ|何個|何つ)|내\s?오브는?\s?몇"
                        r"|how many orbs (do|will) (i|we) have|my orbs)")
""""How many orbs do I have?" when I am the attacker: not the side the probe counts."""
MY_MONSTER_ATTACKED = re.compile(r"(自分の怪異が攻撃され|私の怪異が攻撃され|내\s?괴이가\s?공격받"
                                 r"|my monster (is|was|gets|got) attacked)")
OUTSIDE = re.compile(
    r"(このターンに(登場|出|召喚|プレイ)|今(出|登場)した|played this turn|just (played|entered)"
    r"|came into play|entered (the battlefield|play) this turn|이번\s?턴에\s?(등장|낸|소환)"
    r"|手札から[^。?？]{0,30}怪異[^。?？]{0,30}(出し|出す|出せ|プレイ|召喚|登場)"
    r"|손패에서[^.?]{0,30}괴이[^.?]{0,30}(내|소환|등장)"
    r"|\b(play|put|cast|summon)s? (a |an |the |my )?(monster|servant|kaii) "
    r"(from (my |the )?hand|onto the)"
    r"|相手のターン|opponent's turn|상대\s?턴|相手の怪異で攻撃|attack with (my )?opponent's"
    r"|상대의?\s?괴이로\s?공격"
    r"|メインフェイズ|エンドフェイズ|スタートフェイズ|ドローフェイズ"
    r"|main phase|end phase|draw phase|start phase|메인\s?페이즈|엔드\s?페이즈|드로우\s?페이즈"
    r"|魔法少女|magical girl|마법소녀"
    r"|\b(my|the|her|this|a) caster( herself| itself)?\b(?=[^.?]{0,30}\battack)"
    r"|\battack with (my |the |a )?caster\b"
    r"|\bcasters?\b[^.?]{0,30}\bas (an? |the |my )?attack(er|ing)\b"
    r"|カードを攻撃|attack (a|the|that) card|카드를\s?공격"
    r"|(?<!できる)(?<!可能な)(?<!状態の)怪異が(1体も|一体も)?(い|存在し)ない"
    r"|(no|without (a|any)) monsters?\b"
    r"|괴이가\s?(하나도\s?)?없)")
"""What the battle-phase engine does not place: other phases and turns, a monster just played,
magical girls, card targets, a player with no monster."""
MOMENT = re.compile(r"(宣言した(瞬間|時点で|とたん)|瞬間に|선언(한|하는)\s?(순간|즉시)"
                    r"|\b(the moment|as soon as|right when|immediately when|the instant) "
                    r"(i|you|we|they|it|my|the)\b)")
"""At which moment something happens ("the moment I declare"): a timing, not a yes/no."""
OPP_NO_MONSTER = re.compile(r"\b(my |the )?opponent (has|controls|with)\b[^.?]{0,30}?"
                            r"\bno monsters?\b(?! (in|that|which|with))"
                            r"|\bno monsters? on (my |the )?opponent's (side|field|battlefield)\b")
"""The opponent has no monster: an attack on the player, which the probe plays (the ja 「相手の
戦場に怪異はいません」)."""
PASSIVE_TARGET = re.compile(r"(\bbe (attacked|targeted)\b"
                            r"|\bbe chosen\b(?! (as|to be) (the |an )?attack(ing|er)\b"
                            r"| to (attack|declare)\b)"
                            r"|攻撃され(る|ます)か"
                            r"|攻撃目標に(でき|選べ|選択|する)|공격받을\s?수"
                            r"|공격\s?목표로\s?(선택|삼을))")
HAS_KEYWORD = re.compile(r"\bif (it|the monster|my monster|that monster) has\b"
                         r"|\b(has|have|with) (the |a )?(?!(an?|the|any|one|no|some|its|that"
                         r"|this|other|another)\b)\w+ (ability|keyword)\b")
""""If it has Vigilance": an ability named by a word the reader does not know."""
MODELLED_QUOTE = re.compile(r"(バトル終了時|バトルフェイズ|攻撃宣言|攻撃力|防御力|攻撃できない|穢す"
                            r"|배틀\s?(종료|페이즈)|공격\s?선언|공격력|방어력|공격할\s?수\s?없|더럽히"
                            r"|end of (the )?battle|battle phase|attack declaration|\batk\b|\bdef\b"
                            r"|cannot attack|corrupt)", re.IGNORECASE)
""""「バトル終了時まで攻撃力+1000」": quoted rule text the families read (not a card name)."""
PASSIVE_ME = re.compile(r"(攻撃され(まし)?た(?!\s?(怪異|カード|プレイヤー))"
                        r"|攻撃を受け(まし)?た?(?!\s?(怪異|カード))"
                        r"|공격(을)?\s?받았(?!\s?(던\s?)?괴이)"
                        r"|" + _ME_ATTACKED + ")")
""""I was attacked" (not "the attacked monster"): the questioner is the attacked player."""
TARGET_STATE = re.compile(TARGET + r"\s?(は|が|is|was|가|는)?\s?(レスト|リカバー|リバース"
                          r"|레스트|리커버|리버스|rested|recovered|reversed)"
                          r"(?!\s?(状態)?(に|へ|로))")
""""The attacked monster is rested": its state as the question states it (not a change)."""
OPP_ORBS = re.compile(r"(相手の\s?オーブ|상대의?\s?오브|opponent's orbs?|opponent has \w+ orbs?)")


REPORTED = re.compile(r"(と言って(い)?(ます|る)|と主張|라고\s?(합니다|해요|하는데|주장)"
                      r"|\b(they|he|she|my opponent|the opponent) "
                      r"(say|says|said|claim|claims|claimed)\b)")
"""Someone else's claim about what a card does: the card's text is still not given."""


SOME_MONSTERS = re.compile(r"(怪異(が|を)?(何体か|数体|複数)|(何体か|数体|複数)の怪異"
                           r"|괴이(가|를)?\s?(몇\s?체|여러)|(몇\s?체|여러\s?체?)의?\s?괴이"
                           r"|\b(a few|several|some|multiple) (\w+ ){0,2}"
                           r"(monsters|servants|kaii)\b)")
"""Several monsters of an unsaid number (「何体か」, "a few Recovered Servants")."""


LABELLED = re.compile(r"(?P<s>リカバー|レスト|リバース)状態の怪異(?P<l>[a-zA-Z])(?![a-zA-Z])"
                      r"|\b(monster|servant|kaii) (?P<l2>[a-z])\b(,? \(?| in (the )?| is )"
                      r"(?P<s2>recovered|rested|reversed|recover|rest|reverse)\b", re.IGNORECASE)
"""Opposing monsters named by letters with their states (「リバース状態の怪異A」)."""
LABEL_TARGET = re.compile(r"(?<![a-zA-Z])(?P<l>[a-zA-Z])を攻撃目標"
                          r"|\b(choose|pick|select|target) (?P<l3>[a-z]) (rather than|instead of"
                          r"|over|as)\b"
                          r"|\b(target|attack|choose|pick|select) (the )?(monster|servant) "
                          r"(?P<l2>[a-z])\b", re.IGNORECASE)


def _guards(reading: Reading, text: str, lang: str) -> None:
    """What no family places: a quoted name with unknown text; "the opponent's orbs" when
    the questioner is the attacked player; an attack count with monsters not ready."""
    for m in QUOTED.finditer(text):
        name = next(g for g in m.groups() if g)
        # a label for card text the question itself describes ("corrupts two orbs … 'X'")
        described = any(k in reading.facts for k in ("A.corrupt", "A.forbid", "A.cost",
                                                      "T.untargetable")) \
            and not REPORTED.search(text)  # "they say its ability means…": a claim, not text
        keyword = bool(re.fullmatch(r"(double|triple|quadruple) corrupt", name))
        if not ((MODELLED_QUOTE.search(name) and not keyword) or described) \
                and say("card", lang, name) not in reading.missing:
            reading.missing.append(say("card", lang, name))
    two = TWO_STATES.search(text)
    labels = {(m.group("l") or m.group("l2")).upper(): STATE_OF[(m.group("s") or m.group("s2"))
                                                                 .lower()]
              for m in LABELLED.finditer(text)}
    asked_label = LABEL_TARGET.search(asked_part(text))
    label = (asked_label.group("l") or asked_label.group("l2") or asked_label.group("l3")).upper() \
        if asked_label else ""
    if reading.kind == "can" and len(labels) >= 2 and label in labels and OPPONENT.search(text):
        # 「リバース状態の怪異Aとリカバー状態の怪異B…Bを攻撃目標に選べますか」: the named one is the
        # target the probe places (803.3b lets any opposing monster be chosen)
        reading.facts["T.state"] = labels[label]
        for act in reading.actions:
            act["target"], act["monster"] = "T", True
        two = None
    if two and MY_SIDE_BEFORE.search(re.split(r"[。.?？!！]", text[:two.start()])[-1]):
        two = None  # "I control one reversed and one recovered monster": both are mine
    if two and re.match(r"\s?(は|も|가|는|도)?\s?(い(ない|ません)|없)", text[two.end():]):
        two = None  # 「…の怪異とリバース状態の怪異はいません」: neither is there
    if two and _state_of(two, "a") != _state_of(two, "b") and "reverse" in (
            _state_of(two, "a"), _state_of(two, "b")):
        picked = [m for m in PICKED_TARGET.finditer(asked_part(text))
                  if not re.match(r"\s?ではなく", asked_part(text)[m.end():])]
        word = (picked[0].group(1) or picked[0].group("en")) if len(picked) == 1 else ""
        if reading.kind == "can" and STATE_OF.get(word) in (
                _state_of(two, "a"), _state_of(two, "b")) and STATE_OF[word] != "reverse":
            # 「リバース状態の方ではなく、リカバー状態の怪異を攻撃目標に選べますか」: the one asked
            # about is the target the probe places (803.3b lets any opposing monster be chosen)
            reading.facts["T.state"] = STATE_OF[word]
            if not re.search(r"(自分|私)の[^。?？]{0,8}(リカバー|レスト|リバース)"
                             r"|(リカバー|レスト|リバース)状態の(自分|私)の"
                             r"|\bmy (recovered|rested|reversed)\b", text, re.I):
                reading.facts.pop("A.state", None)  # a state word of theirs, not the attacker's
            for act in reading.actions:
                act["target"], act["monster"] = "T", True
        elif reading.kind == "can" and reading.actions and all(
                a.get("kind") == "attack" and a.get("target") == "P2" for a in reading.actions) \
                and ASKS_PLAYER.search(asked_part(text)):
            # "one reversed and one recovered Servant: can I attack the player?": 803.3b turns
            # on the reversed one alone, which the probe places
            reading.facts["T.state"] = "reverse"
        else:
            # "one reversed monster and one rested monster": the probe places one target
            reading.missing.append(say("keyword", lang, two.group(0)))
    if reading.facts.get("T.untargetable") and (_monster_count(text) or 0) >= 2:
        # 「リバース状態の怪異が2体…1体は攻撃目標に選ばれない」: the other one may still shield
        # the player (803.3b); the probe places one monster
        reading.missing.append(_ask_words("others", lang))
    if reading.kind == "winner" and THIS_TURN.search(asked_part(text)) and \
            _monster_count(text) is None and (reading.facts.get("P2.orbs") or 0) >= 1:
        # "can I win this turn?" with Orbs left: every attack the phase allows counts (805.5),
        # and how many monsters can attack is not said
        reading.missing.append(_ask_words("attacks", lang))
    many = max(_monster_count(text, mine_only=True) or 0, 2 if ATTACKS_MADE.search(text) else 0,
               2 if SOME_MONSTERS.search(text) else 0) or None
    if many and many > 1 and reading.kind in ("value", "corrupted", "winner", "orbs-are",
                                               "escape", "judged"):
        reading.missing.append(_ask_words("attacks", lang))  # the probe plays one attack
    if reading.kind == "triggers" and OWNED_ABILITY.search(text):
        reading.missing.append(say("effect", lang))  # a source that may leave the battlefield
    if re.search(r"(ターンに(1|一)(回|度)|턴에\s?(1|한)\s?번|once (per|a|each) (turn|battle))",
                 text):
        reading.missing.append(say("effect", lang))  # a use limit the probe does not play
    defender = bool(DEFENDER_ME.search(text)) or (
        bool(PASSIVE_ME.search(text)) and not MY_MONSTER_ATTACKED.search(text))
    if reading.kind == "value" and OWN_ORBS_Q.search(text) and not defender:
        reading.missing.append(_ask_words("whose", lang))  # the probe reads the attacked side
    if defender and not MY_MONSTER_ATTACKED.search(text):
        for act in reading.actions:  # "the opponent's monster attacks me": I am the target
            act["target"], act["monster"] = "P2", False
    moment = MOMENT.search(asked_part(text))  # 「宣言した時点でオーブは0でした」 tells a state
    if moment and reading.kind in ("winner", "other", "corrupted", "judged"):
        # "do I win the moment I declare?": when, not whether (804.5 decides at judgement)
        reading.missing.append(say("keyword", lang, moment.group(0)))
    if OUTSIDE.search(OPP_NO_MONSTER.sub(" ", text)):
        reading.missing.append(_ask_words("outside", lang))
    asked = max(text.find(asked_part(text)), 0)  # the asking sentence, not a told one:
    passive = PASSIVE_TARGET.search(text, asked)
    # 「…攻撃目標に選べる状態です。…相手プレイヤーを直接攻撃できますか？」 asks about the player
    own = any(a.get("target") == "own" for a in reading.actions)  # 803.3b: one's own monster
    if reading.kind == "can" and passive and "A.state" in reading.facts and not own \
            and not re.search(
            r"((プレイヤー|本人)を(直接)?攻撃目標|(플레이어|본인)를\s?(직접\s?)?공격\s?목표"
            r"|player (directly )?as (the |an |its |my )?(attack )?target)", text):
        # not 「相手プレイヤーを攻撃目標に選べますか」: there the player is the one chosen
        # "can my reversed monster be attacked?": the state is the target's
        reading.facts.setdefault("T.state", reading.facts.pop("A.state"))
        player = re.search(r"((プレイヤー|本人)(を|が)|(플레이어|본인)(를|가)|\bplayer\b"
                           r"|\bopponent directly\b|\b(himself|herself|themselves)\b)",
                           text[:passive.start()][-12:])
        for act in reading.actions:  # unless the player is what would be chosen (803.3b)
            if not player:
                act["target"], act["monster"] = "T", True
    if HAS_KEYWORD.search(text):
        reading.missing.append(say("effect", lang))
    if re.search(r"(バトルに勝|배틀에서\s?이기|wins? the battle)", text):
        reading.missing.append(_ask_words("continue", lang))  # a battle is not won (804)
    state = TARGET_STATE.search(text)
    if state and "T.state" not in reading.facts:
        word = next(g for g in state.groups() if g and g in STATE_OF)
        reading.facts["T.state"] = STATE_OF[word]
    if PASSIVE_ME.search(text) and OPP_ORBS.search(text):
        reading.missing.append(_ask_words("whose", lang))
    if reading.kind == "attacks" and (
            re.search(r"(レスト|リバース|레스트|리버스|\brest(ed)?\b|\brevers)", text)
            or EFFECT_WORDS.search(NO_EFFECT.sub(" ", text)) or forbidden(text)):
        reading.missing.append(say("effect", lang))


PICKED_TARGET = re.compile(r"(リカバー|レスト|リバース)(状態)?の(?:怪異の)?(ほう|方)?(の怪異|怪異)?"
                           r"(を|に)\s?"
                           r"(攻撃目標|攻撃)(?!\S{0,3}ではなく)"
                           r"|\b(?:choose|select|target|attack|pick)\s(?:the\s)?(?P<en>recovered|rested"
                           r"|reversed|recover|rest|reverse)(?:-state|-position)?\s"
                           r"(?:one|monster|servant)\b(?!\sfirst)")
ASKS_PLAYER = re.compile(r"(プレイヤー|플레이어|\bplayer\b|\bdirectly\b|相手を(直接)?攻撃"
                         r"|상대를\s?(직접\s?)?공격|\battack (my |the )?opponent\b(?!'s)"
                         r"|\b(choose|select|pick|target) (my |the |your )?opponent\b(?!'s))", re.I)
"""The opponent player named as the asked target."""
"""The one of two monsters a can-question picks as its target (「レスト状態のほうを攻撃」)."""
REDIRECT_Q = re.compile(r"(攻撃目標(は|が)(変わ|変更)|攻撃" + _S + r"{0,12}(に|へ)向かい"
                        r"|攻撃先(は|が)変わ"
                        r"|공격\s?목표가?\s?(바뀝|바뀌|변경)|공격은?" + _S + r"{0,12}(에게|로)\s?향"
                        r"|\b(does|will) the (attack )?target change|target (change|switch)(es)?\?"
                        r"|\b(does|will) (the|my|their|that) attack (go|move|switch|turn|hit|reach"
                        r"|redirect|shift|carry)(s)?( over| on| through)? (to|onto|into) (the "
                        r"|my |my opponent |the opponent )?"
                        r"(opponent|player|caster)"
                        r"|\b(does|will) the attack (go|move|switch|turn|hit|reach) "
                        r"|プレイヤーへの攻撃(に|と)(なり|なる|切り替わ|変わ)"
                        r"|プレイヤーへの攻撃(として|と)(扱われ|扱う|みなされ)"
                        r"|플레이어(에\s?대한|에게)\s?공격(으로|이)\s?(취급|간주)"
                        r"|\b(treated|counted) as an attack on the (opponent|player)"
                        r"|플레이어(에\s?대한|에게로?의?)\s?공격(으로|이)\s?(바뀌|되|전환)"
                        r"|\b(become|becomes|turn into|turns into) an attack on the "
                        r"(opponent|player))")
""""Does the attack target change / does the attack go to the player?"."""
RESTORED_Q = re.compile(r"((穢された|穢れた)オーブ" + _S + r"{0,12}(戻り|元に戻|回復)"
                        r"|더럽혀진\s?오브" + _S + r"{0,12}(돌아|되돌|회복)"
                        r"|corrupted orbs?" + _S + r"{0,24}(returned|restored|uncorrupted|come back"
                        r"|comes back|undone|cleansed))")
""""Does the corrupted orb come back (after the attacker is destroyed)?"."""
IF_CLAUSE = re.compile(r"\b(if|when|after|once) [^?,]+")
COND_END = re.compile(r"(すれば|したら|されたら|した場合(でも|に|は)?|された場合(でも|に|は)?"
                      r"|なら|しても|[가-힣]면(?=\s)|했을\s?때|되어도|해도)")


def _condition(last: str) -> str:
    """The premise inside the asked sentence: before its last ja/ko conditional ending, or
    an English if/when/after clause."""
    ends = list(COND_END.finditer(last))
    if ends:
        return last[:ends[-1].end()]
    m = IF_CLAUSE.search(last)
    return m.group(0) if m else ""
""""… if the attacked monster leaves the battlefield?": an English premise after the ask."""
WIN_EXTRA = re.compile(r"\b(do|does|will|would) [^?]{0,60}\b(wins?|loses?) the game\?")
""""Does attacking a player with 0 orbs win the game?" (the subject can be a long phrase)."""
JUDGED_EXTRA = re.compile(r"(バトル判定(は|が)(行われ|発生|起こ)"
                          r"|배틀\s?판정(은|이)\s?(일어|발생|진행)"
                          r"|(does|will|is) (there )?(a |the )?battle judge?ment "
                          r"(happen|take place|occur|still happen)"
                          r"|battle judge?ment (happens?|takes place|occurs)\?)")
ALLOWED = re.compile(r"\b(is|are) ([\w-]+ ){0,3}(allowed|permitted|able) to\b")
OTHER_REVERSED = re.compile(
    r"(相手が(自分の|自身の)?怪異を" + _S + r"{0,6}リバース(状態)?に"
    r"|상대가\s?(자신의|자기)\s?괴이를\s?" + _S + r"{0,6}리버스"
    r"|(opponent|they) (switch|switches|switched|turn|turns|turned|flip|flips|flipped) "
    r"(one of )?(their|its|his|her) (own )?(\w+ )?monsters? (in)?to (the )?revers)")
""""The opponent switches one of their (other) monsters to reverse"."""
BEFORE_DECL = re.compile(r"(攻撃宣言の?(前|まえ)|攻撃宣言する前|공격\s?선언\s?(전|前)"
                         r"|before (the |my |i declare |declaring )(an |the )?attack)")
AFTER_DECL = re.compile(r"(攻撃宣言(の|した)?(後|あと)|攻撃宣言後|공격\s?선언\s?(후|뒤|한\s?뒤)"
                        r"|after (the |my )?(attack )?declar|after declaring|after i declare)")
MISSING_REVERSE = {"ja": "どの怪異がリバースになったか", "ko": "어느 괴이가 리버스가 되었는지",
                   "en": "which monster was switched to reverse"}


def _other_reversed(reading: Reading, text: str, lang: str) -> None:
    """Another opposing monster reversed before (803.2) or after (803.6) the declaration."""
    if not OTHER_REVERSED.search(text) or reading.facts.get("events"):
        return
    before, after = BEFORE_DECL.search(text), AFTER_DECL.search(text)
    if bool(before) == bool(after):
        return  # when it happened decides it (803.3b is checked at the choice only)
    reading.facts["events"] = ["switch R reverse"]
    reading.facts["events_at"] = "803.2" if before else "803.6"
    reading.facts["other"] = True
    reading.missing = [m for m in reading.missing if m != MISSING_REVERSE[lang]]
    for act in reading.actions:
        if PLAYER_TARGET_WORDS.search(text):
            act["target"], act["monster"] = "P2", False


LAST_ORB_TOLD = re.compile(r"(最後の(1つの)?オーブを穢し|마지막\s?오브를\s?더럽혔"
                           r"|\bcorrupted (my opponent's|their|the opponent's|the) last orb\b)",
                           re.I)
"""An attack told to have corrupted the opponent's last Orb."""
AT_THIS_POINT = re.compile(r"(この時点で|その時点で|이\s?시점에|\bat this point\b|\bright now\b"
                           r"|\bimmediately\b|\bthen and there\b)", re.I)
"""A question about the moment right after a told event."""


def _orb_event(reading: Reading, told: str) -> str | None:
    """"I add an orb in the priority after the declaration", "their orbs drop to 0"."""
    if LAST_ORB_TOLD.search(told) and AT_THIS_POINT.search(told):
        return None  # the told attack itself corrupted it (804.5): no event before it
    if ORB_UP.search(told):
        return "orbs P2 +1"
    if ORB_UP_TO_ONE.search(told) and reading.facts.get("P2.orbs") == 0:
        return "orbs P2 +1"
    if ORB_DOWN_ONE.search(told):
        return "orbs P2 -1"
    for sentence in SENTENCE_SPLIT.split(told):
        if CORRUPT_ONE_BY_EFFECT.search(sentence) and PRIORITY_WINDOW.search(sentence) and \
                not re.search(r"(判定|판정|judge?ment)", sentence):
            return "orbs P2 -1"  # "in the 803.6 window my card corrupted that Orb"
    if ORB_TO_ZERO.search(told) and isinstance(reading.facts.get("P2.orbs"), int):
        return f"orbs P2 -{reading.facts['P2.orbs']}" if reading.facts["P2.orbs"] else None
    return None


def _control_is_ownership(text: str, events: list[str]) -> bool:
    """"The opponent controls a reversed monster": control as ownership, not a change."""
    return (bool(OWNERSHIP_CONTROL.search(text)) and not re.search(CONTROL, text)
            and not any(e.startswith("control") for e in events))


def _drop(reading: Reading, lang: str, keys: set[str]) -> None:
    """Remove the missing entries a family accounts for."""
    gone = {say("effect", lang)} if "effect" in keys else set()
    gone |= {say("keyword", lang, k) for k in keys if k != "effect"}
    reading.missing = [m for m in reading.missing if m not in gone]


DECLINE = re.compile(
    r"(攻撃(させ|を行わ|をさせ|を?せ|をし|し)(ず|ないで|ないまま)|攻撃(しない|させない)(で|まま|という)"
    r"|攻撃(しない|させない)ことは|攻撃(しない|させない)ことを(選|選択)|攻撃宣言(を)?(せず|しない)"
    r"|バトルフェイズを(終え|終了|終わら|抜け)"
    r"|공격(하지|시키지|을\s?하지)\s?않|배틀\s?페이즈를\s?(끝내|종료|마치)"
    r"|공격\s?선언(을)?\s?하지\s?않"
    r"|\b(not|never) (to )?(attack|declare)\b|\bwithout (attacking|declaring)\b"
    r"|\bend (my|the|their|his|her) battle phase\b|\b(keep|hold) (it|them|\w+|\w+ \w+) back\b"
    r"|\b(decline|refuse|pass) (to attack|on attacking)\b|\bskip (attacking|the attack)\b"
    r"|\bchoose not to\b)")
"""Declining to attack: 803.3 chooses an attacker whenever one can be chosen, and 805.5 returns
to 803 while a recovered monster that may attack remains."""
ATTACKED_BEFORE = re.compile(
    r"(1体目|一体目|最初の(怪異|攻撃|バトル)|攻撃(が|を)?(終わ|終え|済ん|し)(った|た)(あと|後)"
    r"|첫\s?(번째|배틀|공격)|공격(이|을)?\s?(끝난|마친|한)\s?(후|뒤|다음)"
    r"|\bfirst (one|monster|servant|attack|battle)\b|\bafter (it|one|the first|my first)[^.?]{0,20}"
    r"attack|\balready attacked\b|\bhas attacked\b)")
"""An attack told before the declined one: the phase is back at 803 after it (805.5)."""
ASKS_ATTACK = re.compile(r"(を[^。?？、]{0,6}攻撃(でき|可能|して(も)?(いい|よい|構わ))"
                         r"|(을|를)\s?(바로\s?|직접\s?)?공격할\s?수"
                         r"|\bcan (i|we|you|they|it|my \w+) (\w+ )?"
                         r"(attack|declare an attack on)\b)")
"""「この怪異を攻撃せずに、相手プレイヤーを攻撃できますか」: an attack asked, beside the one not
made (not a declined attack)."""


PRIORITY_FIRST_Q = re.compile(
    r"(最初に優先権|優先権を最初に|先に優先権|優先権を先に|優先権(を|が)(与えられ|得|もら|持)[^。?？]{0,12}"
    r"(のは|は)?(どちら|誰|どっち)|(どちら|誰|どっち)[^。?？]{0,16}(に|が)[^。?？]{0,8}優先権"
    r"|(먼저|처음(에|으로)?)\s?우선권|우선권을?\s?(먼저|처음)|(누가|누구|어느\s?플레이어)[^.?]{0,20}우선권"
    r"|\b(which player|who)\b[^.?]{0,50}\b(gets?|got|receives?|received|is given|was given|has"
    r"|had|holds?)\b[^.?]{0,12}\bpriority\b"
    r"|\bpriority\b[^.?]{0,30}\b(first|to whom|goes to)\b)", re.IGNORECASE)
"""Who is given priority first in a step's 優先権処理 (802.2, 803.2, 803.6, 804.6, 805.2)."""
PRIORITY_STEP = (
    (re.compile(r"(バトルフェイズ開始|배틀\s?페이즈\s?개시|start of the battle phase"
                r"|battle phase start)", re.I), "802.2"),
    (re.compile(r"(選(ん|び)|宣言(した)?後|レストした後|선택한\s?(뒤|후)|선언\s?(뒤|후)"
                r"|after (the |my |their )?(attack )?declar"
                r"|after (the )?(attacker|attacking monster)[^.?]{0,40}(chosen|declared|rested)"
                r"|were chosen|was chosen|is chosen)", re.I),
     "803.6"),
    (re.compile(r"(攻撃宣言ステップ|공격\s?선언\s?스텝|attack declaration step)", re.I), "803.2"),
    (re.compile(r"(バトル判定|배틀\s?판정|battle judg)", re.I), "804.6"),
    (re.compile(r"(バトル終了|배틀\s?종료|battle end)", re.I), "805.2"),
)
"""The step whose 優先権処理 is asked, by its words (the first match wins)."""
WHO_ASKED = re.compile(r"(どちら|どっち|誰|누가|누구|어느\s?(플레이어|쪽|편)|\bwhich player\b"
                       r"|\bwho\b|\bwhom\b|\bwhich side\b)", re.IGNORECASE)
ATTACKER_SIDE = re.compile(r"(攻撃(している|した|する)?側|공격(하는|한)\s?(쪽|측|편)|공격\s?측"
                           r"|\battacking (player|side)\b)", re.IGNORECASE)
"""The players named as the attacking and the attacked side: the answer names them so."""
PERSONAL = re.compile(r"(自分|私|相手|僕|俺|(?<![가-힣])(내|나|제|저)\s|상대|\b(my|i|me|mine"
                      r"|opponent|you|your)\b)", re.IGNORECASE)


def _priority_first(reading: Reading, text: str, last: str, lang: str) -> str | None:
    """"Which player gets priority first after the attacker and target are chosen?": the
    turn player, in every step's 優先権処理 (803.6 …); the trace of a played battle says so.
    Asked of "me" or "the opponent", the answer is a person, which the reader leaves alone."""
    if not WHO_ASKED.search(last):
        # 「非ターンプレイヤーが先に優先権を得ますか」: a yes/no about one player, not read
        reading.missing.append(_ask_words("whose", lang))
        return None
    if PERSONAL.search(text) or reading.lettered:
        reading.missing.append(_ask_words("whose", lang))
        return None
    step = next((clause for pattern, clause in PRIORITY_STEP if pattern.search(text)), "803.6")
    reading.facts["priority_at"] = step
    side = ATTACKER_SIDE.search(text)
    if side:  # "the attacking player or the defending player?": named as the options are
        reading.facts["priority_words"] = "side" if re.search(r"\bside\b", side.group(0)) \
            else "player"
    _drop(reading, lang, {"優先権"})
    reading.actions[:] = [{"kind": "attack", "target": "P2", "monster": False}]
    return "priority-first"


def _decline(reading: Reading, text: str, lang: str) -> str | None:
    """"Can I end the battle phase without attacking with my recovered monster?"."""
    if reading.facts.get("events") or reading.facts.get("first_turn"):
        reading.missing.append(_ask_words("event", lang))
        return None
    if STATE_WORD.search(text) and "A.state" not in reading.facts:
        reading.missing.append(_ask_words("state of", lang))  # "all my monsters are rested"
        return None
    if ATTACKED_BEFORE.search(text):
        reading.facts["decline.after"] = True
    reading.actions[:] = [{"kind": "decline", "target": "P2", "monster": False}]
    return "decline"


def _family_kind(reading: Reading, text: str, last: str, lang: str) -> str | None:
    """The family the asked sentence belongs to, with its facts; None leaves the reading."""
    events = reading.facts.get("events", [])
    scope = text if PRONOUN_BACK.search(last) else last  # 「…使いたい。それはできますか」
    if reading.kind == "can" and USE_VERB.search(scope) and TRIGGER_WORD.search(text) and (
            BEFORE_REL.search(scope) or AFTER_REL.search(scope)) and not events:
        return _window(reading, text, scope, lang)
    if PRIORITY_FIRST_Q.search(last):
        return _priority_first(reading, text, last, lang)
    if TRIGGER_Q.search(last) or TRIGGER_COUNT_Q.search(last):
        return _triggers(reading, text, last, lang)
    if REDIRECT_Q.search(last) and events:
        return "redirect"
    if RESTORED_Q.search(last):
        return "restored"
    if HOW_MANY_ATTACKS.search(last) and re.search(r"(攻撃|공격|attack)", last):
        if re.search(r"(勝利するには|勝つには|必要|이기려면|필요|\bto win\b|\bneed(ed)?\b)", last):
            reading.missing.append(_ask_words("attacks", lang))  # attacks over several turns
            return None
        n = _monster_count(text)
        if n is None or events or reading.facts.get("first_turn"):
            reading.missing.append(_ask_words("attacks", lang))
            return None
        if not RECOVERED_STATE.search(text) and ON_FIELD.search(text):
            # 803.3a: only a recovered monster can be chosen to attack — five monsters whose
            # states are not given are not five attacks
            reading.missing.append(_ask_words("states", lang))
            return None
        reading.facts["attackers"] = n
        return "attacks"
    if reading.kind == "can" and BARE_CAN.fullmatch(last.strip()) and DECLINE.search(text):
        last = text  # "…I'd rather not attack and just end my battle phase. Can I?"
    if reading.kind == "can" and DECLINE.search(last) and not ASKS_ATTACK.search(last):
        return _decline(reading, text, lang)
    if reading.kind == "can" and (AGAIN.search(last) or AFTER_BATTLE_ATTACK.search(last)
                                  or TWICE.search(last)) and not STILL_READY.search(text):
        return _again(reading, text, lang)
    if UNTIL_BATTLE_END.search(text) and STILL_Q.search(last):
        return _still(reading, text, lang)
    if COMPARE.search(last) and NO_COMPARE.search(last):
        return None  # "does it end without any comparison?": asked the other way, not read
    if COMPARE.search(last) and not WHICH.search(last) and reading.kind in ("other", "can") \
            and not re.search(r"(破壊|倒せ|倒す|파괴|부수|부숴|뚫|destroy|\bbreak|\bkill)", last):
        asked = "def" if re.search(r"(防御力|방어력|\bdef\b|defen[cs]e)", last) else \
            "atk" if re.search(r"(攻撃力|공격력|\batk\b|attack power)", last) else None
        if asked is None:
            return None
        if PLAYER_TARGET_WORDS.search(text):
            return None
        reading.facts["asks.stat"] = asked
        if asked == "atk" and (reading.facts.get("T.state") == "reverse"
                               or "switch T reverse" in events):
            reading.missing.append(_ask_words("which", lang))  # whose ATK: unclear under 804.4
            return None
        for act in reading.actions:  # 804.3/804.4 compare only when a monster is attacked
            act["target"], act["monster"] = "T", True
        return "compared"
    if STAYS_RESTED.search(last) and reading.facts.get("A.cost") \
            and reading.facts.get("P1.hand") == 0 and not events:
        # 803.4: an attack whose needed action cannot be done is not made, and the game goes
        # back to the choice of the attacker — is the monster still rested?
        reading.facts["asks.state"] = "rest"
        if reading.facts.get("A.state") == "rest":
            del reading.facts["A.state"]  # 「レストのまま？」: the state asked, not a premise
        return "state-after"
    become = BECOME_STATE.search(last)
    if become and re.search(TARGET, last):
        return None  # the attacked monster's state: nothing in 804 changes it
    if become and re.search(ATTACKER + r"|攻撃した|攻撃すると|攻撃したら|공격하면"
                            r"|\b(when|after) it attacks\b", last) and not events:
        word = next(g for g in become.groups() if g and g in STATE_OF)
        reading.facts["asks.state"] = STATE_OF[word]
        return "state-after"
    orbs_are = ORBS_ARE.search(last)
    if orbs_are and re.search(r"(穢され|穢した|더럽혀|corrupted)", last):
        return None  # the corrupted orbs, not the ones left
    if orbs_are and reading.kind in ("other", "can", "what"):
        raw = next(g for g in orbs_are.groups() if g and g.isdigit())
        reading.facts["asks.orbs"] = int(raw)
        return "orbs-are"
    if ESCAPE.search(last):
        return "escape"
    if reading.kind in ("can", "other") and CORRUPT_CAN.search(last):
        reading.facts["orbs.exist"] = True  # "can it corrupt an orb?": the opponent has one
        return "corrupted"
    if reading.facts.get("events_at") == "803.2":
        return None  # before the declaration: the asked attack is judged as declared
    if reading.kind == "judged" and not events:
        reading.missing.append(_ask_words("continue", lang))  # what stopped it is not placed
        return None
    if reading.kind == "can" and (events or CONTINUE_Q.search(last)):
        if CONTINUE_Q.search(last) and events:
            return "judged"  # "can the attack go on?": was the battle judged (804.1/804.2)
        reading.missing.append(_ask_words("continue", lang))
    return None


TRIGGER_Q = re.compile(r"(誘発(します|する|され(ます|る))か|発動(します|する)か"
                       r"|誘発条件(は|も)[^。?？]{0,6}(発生|満たされ)(する|します|る)(?![^。?？]{0,3}(時点|とき|時|際|瞬間))"
                       r"|유발\s?조건(은|도)\s?[^.?]{0,6}(발생|충족)(?![^.?]{0,4}(시점|때|순간))"
                       r"|(?<!when )(?<!moment )(?<!as )(?<!once )(?<!the moment )"
                       r"\b(the )?['\"‘“]?[\w ]{0,24}['\"’”]? trigger condition (still )?"
                       r"(occurs?|is met|happens?|arises?)\b"
                       r"(?=[^.?]{0,12}(—|-|,)?\s?(correct|right|true)\b)"
                       r"|유발(합니까|하나요|됩니까|되나요|되는가)|\btriggers?\?"
                       r"|\b(does|will|do)\b[^.?]{0,80}\btrigger\b[^.?]{0,40}\?"
                       r"|\bis (it|the ability) triggered\b"
                       r"|誘発(する|の)?能力(は|が|も)?[^。?？]{0,8}(誘発|発動|起き|起こ)(します|する|ます|る)"
                       r"(か|[、,]?\s?で合|[、,]?\s?よね|って本当)"
                       r"|유발\s?능력(은|이|도)?\s?[^.?]{0,8}(발동|유발)(하나요|합니까|되나요|하는\s?거\s?맞)"
                       r"|\b(abilities|ability|triggers?) that triggers? [^?]{0,50}\b(still )?"
                       r"(happen|go off|trigger)\b[^.?]{0,12}\?)")
TRIGGER_COUNT_Q = re.compile(r"(何回(誘発|発動)|몇\s?번\s?유발|how (many times|often) (does|will) "
                             r"(it|the ability|that ability) trigger)")
TIMINGS = (
    (re.compile(r"(バトルフェイズ開始時|배틀\s?페이즈\s?(개시|시작)\s?시"
                r"|(start|beginning) of (the )?battle phase)"), "battle_phase_start", "802.1"),
    (re.compile(r"(攻撃宣言ステップ開始時|공격\s?선언\s?스텝\s?(개시|시작)\s?시"
                r"|(start|beginning) of (the |an )?attack declaration step)"), "attack_step_start",
     "803.1"),
    (re.compile(r"(バトル終了時(?!まで)|배틀\s?종료\s?시(?!까지)|end[\s-]of[\s-](the[\s-])?battle"
                r"(?![\s-]phase))"), "battle_end", "805.1"),
    (re.compile(r"(バトルフェイズ終了時|배틀\s?페이즈\s?종료\s?시|end of (the )?battle phase)"),
     "battle_phase_end", "806.1"),
)
"""Trigger conditions (誘発条件) the battle phase raises, with the clause that raises each."""
TWICE = re.compile(r"(2回攻撃|二回攻撃|2度攻撃|두\s?번\s?공격|attack twice|two attacks)")
ALLOW_TRIGGER_COUNT = False
"""Trigger counts are played (see the tests) but not stated: the verdict would be a phrase."""
ATTACKS_MADE = re.compile(r"((\d|二|三)\s?回攻撃|(두|세|\d)\s?번\s?공격|attack(ed|s)? (twice|three "
                          r"times)|(?<!ATK )(?<!atk )\b(two|three|[2-9]) attacks\b"
                          r"|攻撃し[^。?？]{0,30}(次に|続けて|その後)[^。?？]{0,30}攻撃"
                          r"|공격하고[^.?]{0,30}(다음|이어서|그\s?후)[^.?]{0,30}공격"
                          r"|\battack[^.?]{0,60}\b(then|and next|followed by)\b[^.?]{0,40}"
                          r"\b(another|second|an? ordinary|a normal|with)\b)")
"""Two or more attacks told or asked ("attack twice", 「攻撃し、次に…で攻撃」)."""


ACTOR_CAN = re.compile(r"\b(can|may|could) (i|we|you)\b(?! (still )?(see|expect|count|say)\b)"
                       r"|(私|自分)(は|が)?[^。?？]{0,20}(でき|使え|発動|行え)"
                       r"|(제가|내가)\s?[^.?]{0,20}수\s?있")
"""The asker as the one who may act ("can I…", 「私は…できますか」)."""


PRONOUN_BACK = re.compile(r"((それ|これ)(は|を|が|で|って)|그게|그것(은|을|이)|이게"
                          r"|\b(do|manage) (that|it|this)\b)")
"""The asked sentence points back at the act told before it."""
USE_VERB = re.compile(r"(使|発動|起動|プレイ|사용|발동|쓸\s?수|쓰(고|는|려|면|기)|써(서|도)"
                      r"|\b(use|cast|activate|play)\b)")
TRIGGER_WORD = re.compile(r"(誘発|유발|\btrigger)")
BEFORE_REL = re.compile(r"(より前|より先|の前|前に|전에|\bbefore\b)")
AFTER_REL = re.compile(r"((処理|解決)(した|して|し終えた|が終わった)(あと|後)|の(あと|後)に"
                       r"|(처리|해결)(한|된)\s?(뒤|후)|\bafter\b)")
IN_BATTLE = re.compile(r"(バトルフェイズ(の中|中|に入って|内|開始ステップ)"
                       r"|배틀\s?페이즈\s?(중|안|에\s?들어|(개시|시작)\s?스텝)"
                       r"|\b(in|during|within|inside) the battle phase\b"
                       r"|\bbattle phase start step\b|\bonce (the |my )?battle phase (starts|begins"
                       r"|has (started|begun))\b"
                       r"|\bafter (entering|i enter|we enter) the battle phase"
                       r"|\bafter the battle phase (has )?(started|begun|begins|starts)\b)")
"""The asker's act placed inside the battle phase (not the main phase before it)."""


def _of_trigger(text: str, rel: re.Match[str]) -> bool:
    """Whether an "after" word is said of the trigger ("after the 'start of the attack
    declaration step' triggers", 「誘発を処理したあと」), not of entering the phase."""
    if re.search(r"(誘発|유발)[^。?？.]{0,4}$", text[:rel.start()]):
        return True
    ahead = text[rel.end():rel.end() + 60]
    return any(pattern.match(ahead.lstrip(" '\"‘“「『the")) or pattern.search(ahead[:24])
               for pattern, _, _ in TIMINGS)


def _window(reading: Reading, text: str, last: str, lang: str) -> str | None:
    """"Can I use an ability before / after the 'start of the battle phase' trigger?": whether
    a 優先権処理 (where players act) comes before / after that trigger window; the probe plays
    the phase and the trace's order answers (802.1 → 802.2, 803.1 → 803.2, …)."""
    found = [(event, clause) for pattern, event, clause in TIMINGS if pattern.search(text)]
    if len(found) != 1:
        reading.missing.append(_ask_words("when", lang))
        return None
    after = next((m for m in AFTER_REL.finditer(last) if _of_trigger(last, m)), None)
    if after is None and not BEFORE_REL.search(last):
        reading.missing.append(_ask_words("when", lang))  # "after" said of something else
        return None
    if after is None and found[0][0] == "battle_phase_start" and not IN_BATTLE.search(text):
        # before the battle phase begins is the main phase (outside 800–806)
        reading.missing.append(_ask_words("outside", lang))
        return None
    reading.facts["trigger"] = found[0]
    reading.facts["window"] = "after" if after else "before"
    _drop(reading, lang, {m.group(0) for m in USE_VERB.finditer(last)} | {
        m.group(0) for m in re.finditer(r"(使(う|え|用)|\bcan i\b)", last)})
    return "window"


def _triggers(reading: Reading, text: str, last: str, lang: str) -> str | None:
    """"Does an 'at the end of battle' ability trigger …?" / "how many times …?"."""
    actor = ACTOR_CAN.search(last)
    if reading.kind == "can" and actor:
        # "Can I cast it before the 'start of the battle phase' trigger?": the player's act
        # around the trigger is asked, not whether it triggers
        reading.missing.append(say("keyword", lang, actor.group(0).strip()))
        return None
    found = [(event, clause) for pattern, event, clause in TIMINGS if pattern.search(text)]
    if len(found) != 1:
        reading.missing.append(_ask_words("when", lang))
        return None
    reading.facts["trigger"] = found[0]
    if TRIGGER_COUNT_Q.search(last) and not ALLOW_TRIGGER_COUNT:
        # official answers word this as a phrase ("once per battle"), not a bare number
        reading.missing.append(_ask_words("phrase", lang))
        return None
    if TRIGGER_COUNT_Q.search(last):
        made = ATTACKS_MADE.search(text)
        raw = next((g for g in made.groups()[1:] if g and g[0] in "23二三두세tw"), None) \
            if made else None
        n = {"二": 2, "三": 3, "두": 2, "세": 3, "twice": 2, "two": 2, "three": 3}.get(
            raw or "", int(raw) if raw and raw.isdigit() else 0) if raw else _monster_count(text)
        if not n or reading.facts.get("events"):
            reading.missing.append(_ask_words("attacks", lang))
            return None
        reading.facts["attackers"] = n
        reading.facts["trigger.count"] = True
    elif TRIGGER_AGAIN.search(last):
        # "back at the attack declaration step, does it trigger again?": a second attack is
        # played (805.5 → 803) and the ability must have triggered twice
        reading.facts["attackers"] = 2
        reading.facts["trigger.count"] = reading.facts["trigger.again"] = True
    return "triggers"


BARE_CAN = re.compile(r"((それは|これは)?(でき|可能で)(ます|る)か[？?]?"
                      r"|(can|may) (i|we)( do (that|it|so))?\s*[?？]?"
                      r"|가능(한가요|할까요|합니까)[?？]?|(그게|이게)?\s?될까요[?？]?)",
                      re.IGNORECASE)
"""A question that only asks "can I?" about the sentence before it."""
THIS_TURN = re.compile(r"(このターン(中|内|の間|のうち)?に|このターンで"
                       r"|이번\s?턴(에|안에|중에|내에)|\bthis turn\b)", re.IGNORECASE)
"""A win asked over the whole turn, not one attack."""
TRIGGER_AGAIN = re.compile(r"(もう一度|もう1度|再び|再度|改めて|다시|또\s?한\s?번|한\s?번\s?더"
                           r"|\bagain\b|\ba second time\b|\bonce more\b)", re.IGNORECASE)
"""A trigger asked to happen again (a second time in the same battle phase)."""


_STATE_WORDS = r"(リバース|レスト|リカバー|리버스|레스트|리커버|revers\w*|rest\w*|recover\w*)"
TWO_STATES = re.compile(
    rf"(?P<a>{_STATE_WORDS})(状態)?の怪異(（[^）]{{0,30}}）|\([^)]{{0,30}}\))?"
    rf"((が|は)?(\d+|一|二|三)体)?(と|、|や)[^。?？]{{0,16}}?"
    rf"(?P<b>{_STATE_WORDS})(状態)?の怪異"
    rf"|(?P<a2>{_STATE_WORDS})\s?상태(인|의)?\s?괴이(와|과|\s?하나와|\s?1체와)\s?[^.?]{{0,8}}?"
    rf"(?P<b2>{_STATE_WORDS})\s?상태"
    rf"|\b(?P<a3>{_STATE_WORDS})[\w\s-]{{0,12}}\b(monster|servant|kaii)s?\b"
    rf"(\s?\([^)]{{0,40}}\))?[^.?]{{0,12}}?\band\b"
    rf"(?! no\b| not\b)[^.?]{{0,16}}?\b(?P<b3>{_STATE_WORDS})\b[\w\s-]{{0,12}}"
    rf"\b(monster|servant|kaii)(?!\w)(?![^.?]{{0,4}}\b(is|are) not\b)"
    rf"|\b(monster|servant|kaii)s? in (the )?(?P<a4>{_STATE_WORDS})( position| state)?\b"
    rf"[^.?]{{0,12}}?\band\b(?! no\b| not\b)[^.?]{{0,16}}?\b(?P<b4>{_STATE_WORDS})\b"
    rf"[\w\s-]{{0,12}}\b(monster|servant|kaii)(?!\w)"
    rf"|\bone\b[^.?]{{0,30}}?\bin (the )?(?P<a5>{_STATE_WORDS})( position| state)?\b[^.?]{{0,40}}?"
    rf"\band one\b[^.?]{{0,12}}?\bin (the )?(?P<b5>{_STATE_WORDS})"
    rf"|\bone (?P<a6>{_STATE_WORDS})\b[^.?]{{0,12}}?,? and one (?P<b6>{_STATE_WORDS})\b"
    rf"|\bone (monster |servant )?in (the )?(?P<a7>{_STATE_WORDS})( state| position)?,? (and )?"
    rf"one (monster |servant )?in (the )?(?P<b7>{_STATE_WORDS})\b")
"""Two monsters in different states ("one reversed monster and one rested monster")."""


def _state_of(match: re.Match[str], side: str) -> str:
    """reverse / rest / recover of one side of a TWO_STATES match."""
    word = next(g for g in (match.group(side + n) for n in ("", "2", "3", "4", "5", "6", "7"))
                if g)
    for key, state in (("リバース", "reverse"), ("리버스", "reverse"), ("revers", "reverse"),
                       ("レスト", "rest"), ("레스트", "rest"), ("rest", "rest")):
        if word.startswith(key):
            return state
    return "recover"


def _monster_count(text: str, mine_only: bool = False) -> int | None:
    """How many attack-ready monsters the question names ("1体の怪異", "two monsters");
    `mine_only` skips counts in a sentence about the opponent's side ("They've got … two
    monsters, both rested")."""
    if re.search(r"(各怪異|それぞれの怪異|각\s?괴이|each monster|^(1体の)?怪異は|^괴이는"
                 r"|^(a|one) monster\b)", text.strip()):
        return 1
    found = [c for c in re.finditer(r"(\d|一|二|三|四|한|두|세|네)\s?(体|체)"
                                    r"|\b(a|one|two|three|four|\d) (of (my|the|their) )?"
                                    r"([\w-]+ )?(monsters?\b|怪異)"
                                    r"|(한|두|세|네)\s?(마리|체)?\s?(의\s?)?괴이", text)
             if not re.match(r"\s?(も|도)\s?(おらず|いない|いません|없)", text[c.end():])
             and not (mine_only and _theirs(text, c.start()))]
    words = {"一": 1, "二": 2, "三": 3, "四": 4, "a": 1, "one": 1, "two": 2, "three": 3,
             "four": 4, "한": 1, "두": 2, "세": 3, "네": 4}
    counts = []  # 「怪異は1体もおらず」 is none, not one (skipped above)
    for m in found:
        raw = next(g for g in m.groups() if g)
        n = int(raw) if raw.isdigit() else words.get(raw)
        if n and 1 <= n <= 9:
            counts.append(n)
    # 「相手の怪異が1体…自分は怪異を2体」: the largest count, so several attackers are not missed
    return max(counts) if counts else None


THEIR_SIDE = re.compile(r"(相手|상대|\bopponent|\btheir\b|\bthey\b|\bthey've\b)")
MY_SIDE = re.compile(r"(自分|私|내|제|나는|\bmy\b|\bi\b|\bi've\b|\bmine\b)")


def _theirs(text: str, at: int) -> bool:
    """The sentence up to `at` names the opponent and not me after it."""
    lead = re.split(r"[。.?？!！]", text[:at])[-1]
    their = [m.end() for m in THEIR_SIDE.finditer(lead)]
    mine = [m.end() for m in MY_SIDE.finditer(lead)]
    return bool(their) and (not mine or max(mine) < max(their))


ANOTHER_MONSTER = re.compile(r"(もう1体|もう一体|2体目|二体目"
                             r"|(別|他|ほか)の(リカバー状態の)?怪異"
                             r"|또\s?다른\s?괴이|다른\s?괴이|한\s?체\s?더"
                             r"|\banother (recovered |ready )?(monster|servant|kaii)\b"
                             r"|\b(a )?(second|different|other) (recovered )?"
                             r"(monster|servant|kaii)\b)")
"""Another monster attacks after the first battle: no "again" for the same one."""


SEVERAL_OWN = re.compile(r"((1|一)体目|(2|二|3|三)体(い|の怪異)|첫\s?번째\s?괴이"
                         r"|怪異(1|一)体の(バトル|攻撃)|괴이\s?(1|한)\s?(체|마리)의\s?(배틀|공격)"
                         r"|\bone of (my|the) (monsters|servants)\b"
                         r"|괴이가?\s?(2|두|3|세)\s?(체|마리)"
                         r"|\b(my |the )?first (one|monster|servant)\b"
                         r"|\b(two|three|2|3) (monsters|servants)\b)", re.IGNORECASE)
"""Several of the asker's monsters named: "another attack" may be another monster's."""


def _again(reading: Reading, text: str, lang: str) -> str | None:
    """"Can it attack again?": what made the monster ready again, placed on the board."""
    if not re.search(r"(怪異|괴이|\bmonster|\bit\b|それ|그것)", text):
        reading.missing.append(_ask_words("state of", lang))  # "can I attack again?": with what?
        return None
    if SEVERAL_OWN.search(text) and not re.search(r"(その怪異|그\s?괴이|\b(it|that monster|"
                                                  r"the same monster)\b)", text) and not \
            re.search(r"(リカバー|리커버|recover)", text):
        # 「1体目の怪異のバトルが終わりました。もう一度攻撃宣言をできますか」: another monster may
        # attack (805.5) — whether one is recovered is not said
        reading.missing.append(_ask_words("states", lang))
        return None
    if ANOTHER_MONSTER.search(text):
        if not re.search(r"(リカバー|리커버|recover)", text):
            reading.missing.append(_ask_words("state of", lang))  # is the new one ready?
        return None  # 「もう1体の怪異で」: a new attacker, not the same one again (805.5)
    text = NO_RECOVER.sub(" ", text)  # "nothing has put it back into recover state"
    if forbidden(text) and UNTIL_BATTLE_END.search(text):
        reading.facts["again"] = "ban-ends"
        reading.facts.pop("A.forbid", None)
    elif re.search(RECOVERED + r"|リカバー|리커버|recover", text):
        reading.facts["again"] = ("phase-end" if PHASE_END.search(text)
                                  else "battle-end" if BATTLE_END.search(text)
                                  else "during" if DURING_BATTLE.search(text) else None)
        if reading.facts["again"] is None:
            reading.missing.append(_ask_words("when", lang))
            return None
    elif EFFECT_WORDS.search(NO_EFFECT.sub(" ", text)) or reading.facts.get("events"):
        # something happened the family does not place: the probes would answer the first
        # attack, not the one asked about
        reading.missing.append(_ask_words("event", lang))
        return None
    else:
        reading.facts["again"] = "none"  # nothing readies it: it stays rested (803.4)
    reading.facts.pop("events", None)
    reading.facts.pop("A.state", None)
    return "again"


ATTACKED_THEN = re.compile(r"((その|この)(後|あと)|それから|続いて|그\s?(뒤|후|다음)(에)?|이어서"
                           r"|\bthen\b|\bafter that\b|\bafterwards\b)[^。.?？]{0,30}"
                           r"(攻撃し(た|まし)|攻撃を宣言|공격했|공격을\s?선언|\battacked\b"
                           r"|\bdeclared (an |the |its )?attack)")
"""A new attack told after the battle end step: 「その後その2体目で攻撃しました」."""
LATER_ATTACK = re.compile(r"(再び攻撃|もう一度攻撃|次の攻撃|次のバトル|後で[^。?？]{0,8}攻撃"
                          r"|(2|二|２)回目の(バトル|攻撃)|두\s?번째\s?(배틀|공격)"
                          r"|다시\s?공격|다음\s?(공격|배틀)|\b(attacks?|attacking) again\b"
                          r"|\bnext (attack|battle)\b"
                          r"|\blater\b[^.?]{0,30}\battack"
                          r"|\b(attacks?|attacking|battles?) (next|later|afterwards|after that)\b"
                          r"|\b(its|the|a) (second|next|later) (attack|battle)\b"
                          r"|\bwhen (it|that (monster|servant|kaii|one)|the (monster|servant|kaii)"
                          r"|[a-z]\d?) (then |later |next )?(attacks|is attacking"
                          r"|declares (an|its) attack)\b"
                          r"|その怪異(が|で)攻撃(する|した)(とき|時|際)|그\s?괴이(가|로)\s?공격할\s?때"
                          r"|攻撃宣言ステップに戻|공격\s?선언\s?스텝으로\s?돌아"
                          r"|\b(go|goes|going|went|return|returns|returning|get|gets) back to the "
                          r"attack declaration step\b)")
"""The question asks about a later attack (after this battle ended, 805.3a)."""


def _still(reading: Reading, text: str, lang: str) -> str | None:
    """"Is the until-end-of-battle effect still in force at …?": when is asked."""
    last_part = text
    asked = [p for p in SENTENCE_SPLIT.split(text) if p.strip()][-1:] or [text]
    if LATER_ATTACK.search(asked[0]):
        # 「後で再び攻撃するとき、まだ適用されていますか」: after this battle's 805.3a
        reading.facts["still.at"] = "after"
        reading.facts.pop("events", None)
        return "still"
    given = BATTLE_END_TIMING.search(text)
    if given and ATTACKED_THEN.search(text, given.end()):
        # "in the battle end step (805.2) I gave it +2…; then I attacked with it": the asked
        # attack is a new battle, after 805.3a ended the effect
        reading.facts["still.at"] = "after"
        reading.facts.pop("events", None)
        return "still"
    if AFTER_BATTLE_TIMING.search(asked[0]) and not BATTLE_END_TIMING.search(asked[0]):
        last_part = asked[0]  # "at 'end of battle phase'…, still?": the asked moment is later
    if BATTLE_END_TIMING.search(last_part) and not AFTER_BATTLE_TIMING.search(last_part):
        reading.facts["still.at"] = "805.2"
    elif AFTER_BATTLE_TIMING.search(last_part) and not BATTLE_END_TIMING.search(last_part):
        reading.facts["still.at"] = "after"
    else:
        reading.missing.append(_ask_words("when", lang))
        return None
    reading.facts.pop("events", None)
    return "still"


def _ask_words(key: str, lang: str) -> str:
    return {
        "others": {"ja": "攻撃目標に選べない1体のほかの相手の怪異（2体以上いる）",
                   "ko": "공격 목표로 고를 수 없는 1체 외의 상대 괴이(2체 이상 있음)",
                   "en": "the opponent's other monsters (one is said to be untargetable; there "
                         "are more)"},
        "attacks": {"ja": "攻撃する怪異の数（何回攻撃するか）",
                    "ko": "공격하는 괴이의 수(몇 번 공격하는지)",
                    "en": "how many monsters attack (how many attacks are made)"},
        "continue": {"ja": "攻撃宣言の後で何が問われているか", "ko": "공격 선언 뒤에 무엇을 묻는지",
                     "en": "what is asked after the attack declaration"},
        "event": {"ja": "攻撃中に起きたこと（盤面に置けなかった出来事）",
                  "ko": "공격 중에 일어난 일(판면에 놓지 못한 사건)",
                  "en": "what happened during the attack (an event the reader could not place)"},
        "outside": {"ja": "バトルフェイズの外の処理・このゲームの他の規則（抜粋に無い）",
                    "ko": "배틀 페이즈 밖의 처리·이 게임의 다른 규칙(발췌에 없음)",
                    "en": "play outside the battle phase or other rules (not in the excerpt)"},
        "phrase": {"ja": "回数を述べる答え方（数ではなく文で答える問い）",
                   "ko": "횟수를 말하는 답(숫자가 아닌 문장으로 답하는 질문)",
                   "en": "an answer in words (how often, not a bare number)"},
        "whose": {"ja": "攻撃された側のオーブの数", "ko": "공격받은 쪽의 오브 수",
                  "en": "the attacked player's Orbs"},
        "state of": {"ja": "その状態の怪異がどれか（攻撃する怪異か攻撃目標か）",
                     "ko": "그 상태인 괴이가 어느 쪽인지(공격하는 괴이인지 공격 목표인지)",
                     "en": "which monster is in that state (the attacker or the target)"},
        "which": {"ja": "どの怪異の状態が変わったか", "ko": "어느 괴이의 상태가 바뀌었는지",
                  "en": "which monster's state changed"},
        "states": {"ja": "怪異の状態（リカバー状態の怪異だけが攻撃できる）",
                   "ko": "괴이의 상태(리커버 상태인 괴이만 공격할 수 있음)",
                   "en": "the monsters' states (only recovered monsters can attack)"},
        "when": {"ja": "いつの時点か", "ko": "어느 시점인지", "en": "at which point in the battle"},
    }[key][lang]
