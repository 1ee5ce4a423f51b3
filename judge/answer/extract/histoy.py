"""Hi!story questions → attack-phase positions: powers, attacks on the deck or a card, blocks.

Reads the attacker's and the other card's power (パワー5000 / 파워 5000 / 5000 power), whether
the attack goes to the deck or a card, a block, the attacked card's state (face down, rested,
active), then writes probe scenarios in the Hi!story DSL (docs/dsl-histoy.md) with the
unstated values varied (powers, deck size).
"""

from __future__ import annotations

import re
from typing import Any

from judge.answer.extract import (
    Finding,
    Probe,
    Reading,
    histoy_extra,
    histoy_turn,
    register_extractor,
)
from judge.answer.extract.common import (
    ASIDE,
    DENIED_LIST,
    OPPONENT,
    LexiconReader,
    blank_denied_lists,
    owner_before,
    quoted_names,
    winner_answer,
)
from judge.answer.extract.kinds import asked_part, question_kind
from judge.answer.extract.letters import persons, turn_letter
from judge.answer.extract.words import say
from judge.answer.lang import normalize
from judge.engine.runner import RunResult

GAME = "histoy"
BASE: dict[str, Any] = {"A.power": 3000, "B.power": 2000, "B.deck": 20}
PERTURB: tuple[tuple[str, Any], ...] = (
    ("A.power", 1000), ("A.power", 6000), ("B.power", 5000), ("B.deck", 60),
)
"""One unstated value changed at a time. The deck size varies upward (60) so an attack bigger
than the assumed 20 never answers with the assumption; an unstated deck is taken to hold at
least the attack's power in cards (recorded as an assumption in the answer's notes)."""
UNMODELLED = {"身代わり", "事変", "召喚", "セット", "セットせずに召喚", "追加のターン", "空撃ち"}
"""Terms (beside keywords) whose rules the question reader does not put on a board."""
POWER = re.compile(r"(パワー|파워|\bpower\b(?:\s+(?:has|have|been|was|is|are|becomes|became|of|at"
                   r"|also|now|reduced|lowered|set|raised|dropped|to))*)[\s-]*(\d+)"
                   r"|(\d+)\s*(の?パワー|-?\s?power)")
POWER_DELTA = re.compile(r"(?<![\d/A-Za-z])(?:[+＋−－]\s?|-)\d{3,}")
"""A power modifier ("+2000", 「−1000」): the card's power is then the base plus it."""
BOOSTED = re.compile(r"(強化(した|された|して|済み)|バフ|パワー(アップ|を上げ)"
                     r"|강화(한|된|해|했)|버프|파워를\s?(올|높)"
                     r"|\b(boost(ed|s)?|buff(ed|s)?|pumped( up)?|powered[- ]up)\b)", re.IGNORECASE)
"""A power raised by an amount the question does not give."""
NOT_BOOSTED = re.compile(r"(強化(して|されて)(い)?(ない|ません)|強化(は|も)?(なし|ない|ありません)"
                         r"|強化(された|した)後|강화(하지|되지)\s?않|강화(는|도)?\s?없|강화된\s?후"
                         r"|\bno (\w+ )?boosts?\b|\bnot boosted\b|\bunboosted\b"
                         r"|\bwithout (any )?boosts?\b|\bafter (the |its |any )?boosts?\b"
                         r"|\bboosts? (are |is )?(already )?included\b)", re.IGNORECASE)
"""A boost denied, or one the stated power already includes."""
ATTACK = re.compile(r"(攻撃|공격|\battack)")
BATTLE = re.compile(r"(バトル|배틀|\bbattle)")
"""A battle compares two cards' powers (11.7.1): a card attacked at rest or a blocker."""
SAME_POWER = re.compile(r"((パワー|파워)\s*\d+\s*(の)?\s*(カード|人物|キャラ)?\s*同士"
                        r"|(파워|パワー)\s*\d+\s*(인)?\s*(카드|인물)?\s*끼리"
                        r"|\b(two|both) (power[- ]?\d+ |\d+[- ]power )(cards|characters|people)"
                        r"|\b(two|both) (cards|characters) (with|of|at) (power )?\d+( power)?\b"
                        r"|\bpower[- ]?\d+ (cards|characters) (battle|fight|against each other)"
                        r"|\bboth (have|with|at) (power )?\d+( power)?\b)")
"""「パワー0同士」, "two power-0 cards": one power stated for both cards."""
BOTH_Q = re.compile(r"(両方|二枚とも|2枚とも|どちらも|둘\s?다|양쪽\s?모두|\bboth\b)")
ONLY_Q = re.compile(r"((方|ほう|カード|人物)だけ|(私|自分|僕|俺|こちら|相手)(の)?(方|ほう)?だけ"
                    r"|(내|제|나|저|상대)\s?(쪽|카드|것)?만|\b(only|just) (my|mine|their|the"
                    r" attacker|the attacking|the attacked|the blocker)\b)")
"""「私の方だけが負けて墓地に行く？」: that side goes and the other stays (11.1.3)."""
AT_PLAYER = re.compile(r"(直接攻撃|直接"
                       r"|プレイヤー(を|へ|に)(の)?攻撃(?!(は|が|も)?(でき|行え|不可))"
                       r"|플레이어(를|에게|한테)\s?(의\s?)?공격"
                       r"|플레이어에\s?대한\s?공격|직접\s?공격"
                       r"|\b(attacks?|attacked|attacking) (my |the |their )?(opponent|player)"
                       r"(?!'s)\b|\bdirectly\b)", re.IGNORECASE)
"""An attack said to be on the player: Hi!story has no such target (11.1)."""
TO_DECK = re.compile(r"(山札(へ|に|を)(の)?攻撃|山札への攻撃"
                     r"|(덱|패산|산패)(을|에)\s?공격|(덱|패산|산패)\s?공격"
                     r"|山札(が|は)攻撃され|(덱|패산|산패)(이|은)\s?공격(받|당)"
                     r"|山札を[^。、,]{0,16}(で|によって)攻撃"
                     r"|\bdeck (is|was|gets|got|has been) (attacked|hit|struck|targeted)\b"
                     r"|山札を(狙|目標)|(덱|패산|산패)을\s?노려|(덱|패산|산패)을\s?대상"
                     r"|山札(へ|に)の?[^。、,]{0,24}攻撃|(덱|패산|산패)(을|를|에|으로)\s?[^.,]{0,24}공격"
                     r"|攻撃(が|は)[^。、]{0,12}山札(に|へ)(通|届|入|当)"
                     r"|공격(이|은)\s?[^.,]{0,12}(덱|패산|산패)(에|으로)\s?(통|들어|닿|맞)"
                     r"|(attack(s|ed|ing)?|swings?|swung|goes|going|went|strikes?|hits?|hitting|targets?|targeting)"
                     r" (at |on |into |to |against |for |after |through to |straight to )?"
                     r"(the |my |their |his |her |the opponent's |an? |[a-z0-9]+'s )*"
                     r"(opponent'?s? )?deck"
                     r"|\bdeck (is|was|has)\b(?:(?!power|rested|face|active|person|character|card "
                     r"(?!left))[^.?]){0,30}[.]\s*[^.?]{0,20}\battack(s|ed)? it\b)", re.IGNORECASE)
NO_BLOCK = re.compile(r"(ブロック(は|も)?\s?(なし|無し|しない|せず|しなかった|しません|ありません)"
                      r"|ブロック(など|等|や)[^。?？]{0,14}(なし|無し|ませんでした|なかった|されず|せず)"
                      r"|\b(not|never|wasn't|isn't) (be |been )?blocked\b|\bunblocked\b"
                      r"|블록(은|도)?\s?(없|안\s?했|하지\s?않)"
                      r"|\bno block(er)?s?\b|\b(didn't|did not|doesn't|does not|don't) block"
                      r"|\b(nobody|no one|neither player) (blocked|blocks|block)\b"
                      r"|ブロックされ(ず|なかった|ていない|ません)|블록(되지|당하지)\s?않"
                      r"|ブロック(でき|可能)[^。?？]{0,8}(なく|ない|ありません|いない|いません|なし)"
                      r"|블록할\s?[^.?]{0,10}없|\bnothing (to|that can|which can) block( with)?\b"
                      r"|\bno (cards?|characters?|one) (that |which |who )?(can|could|able to)"
                      r" block)")
BLOCK = re.compile(r"(ブロック|ブロッカー|블록|블로커|\bblock)")
NO_SHIELD = re.compile(r"(盾マーク(を|が|は)?(持たない|持っていない|持ってない|ない|なし|無し)"
                       r"|방패\s?마크(가|는|를)?\s?(없|가지지\s?않)"
                       r"|\b(without|no|lacks?|lacking) (a |the |any )?shield mark)")
"""A card said to lack the shield mark: it cannot block (11.2.2)."""
FACE_DOWN = re.compile(r"(裏向き|ウラ|뒷면|face[- ]down)")
ACTIVE = re.compile(r"(アクティブ|액티브|\bactive\b|untapped)")
RESTED = re.compile(r"(レスト|레스트|\brested\b|tapped)")
DECK_COUNT = re.compile(r"(山札|덱|패산|산패|deck)[^。?.]{0,12}?(\d+)\s*(枚|장|cards?)"
                        r"|()(\d+)\s*(cards?)\s(left |remaining )?(in|on) "
                        r"(the |their |my |his |her |the opponent's |my opponent's )?deck")
GRAVE_Q = re.compile(r"(墓地|묘지|graveyard|destroyed|破壊|파괴)")
OPP_ATTACKS = re.compile(r"(相手が[^。?？]{0,24}で(?:(?!山札)[^。?？]){0,16}を攻撃"
                         r"(し|した|する|してきた)"
                         r"|상대가\s?[^.?]{0,24}(로|으로)\s?(?:(?!덱|패산)[^.?]){0,16}(를|을)\s?공격(하|했)"
                         r"|\b(my )?opponent (attacks|attacked|is attacking) (my|the|that|this) "
                         r"(?!deck)\w+"
                         r"|\bthe opponent'?s? attack (on|against) my (?!deck)\w+)", re.IGNORECASE)
"""The opponent attacks the asker's card (the probes play the asker's attack on the opponent;
an attack on the asker's deck is symmetric in what it counts and is played)."""
MY_DECK_ATTACKED = re.compile(
    r"(相手(が|は)[^。?？]{0,30}(私|僕|俺)の山札(を|に|へ)"
    r"|상대(가|는)[^.?]{0,30}(제|내|나의)\s?(덱|산패|패산)(을|를|에)"
    r"|\b(my )?opponent(?: \w+){0,2} (attacks|attacked|is attacking|hits|hit|swings at) my deck\b"
    r"|\bmy deck (is|was|gets|got) attacked by (my |the )?opponent)", re.IGNORECASE)
"""The opponent attacks the asker's deck: the probe is the same attack mirrored (who wins flips).
「相手は自分の山札」 is the opponent's own deck, not the asker's."""
SELF_ATTACKS = re.compile(r"((私|僕|俺)(が|は)[^。?？]{0,30}攻撃"
                          r"|(제가|내가|저는|나는)\s?[^.?]{0,30}공격"
                          r"|\bi (attack|attacked|am attacking)\b)", re.IGNORECASE)
"""The asker's own attack told too: which attack is asked about is then not clear."""
GAME_END = re.compile(r"((試合|ゲーム|対戦)(は|が)?\s?(終わ|終了|決着)"
                      r"|(게임|경기|시합)(이|가|은|는)?\s?(끝나|끝납|종료)"
                      r"|\b(end|ends|finish|finishes) the (game|match)\b"
                      r"|\bgame (end|ends|over)\b)", re.IGNORECASE)
"""Whether the game ends is asked (a win by 12.1.1 or none)."""
BY_ITSELF = re.compile(r"(自動的に|それ自体|(なった|である|になる)こと(自体)?(で|によって)"
                       r"|だけで墓地|자동(적)?으로|것만으로"
                       r"|\bautomatically\b|\bby itself\b|\bon its own\b"
                       r"|\bfor (having|being at|reaching) (0|zero)\b)", re.IGNORECASE)
"""A card going to the graveyard asked of a state itself (「パワー0になったことで自動的に墓地へ
送られますか」, 11.6.3): the probes play a battle, whose loss is another cause."""
YES_NO = re.compile(r"(か[?？]?\s*$|(나요|니까|는가)[?]?\s*$"
                    r"|^\s*(is|are|does|do|will|would|was)\b)")
WHICH = re.compile(r"(어느|どの|どちらが|どちらの|どっち|何が|何を|뭐가|뭘|무엇이|무엇을"
                   r"|\bwhich\b|\bwho\b|\bwhat\b)")
BATTLE_WIN = re.compile(r"((バトル|戦闘)(に|で)(は)?(勝|負け)"
                        r"|(배틀|전투)(에서|을)\s?(이기|이겨|이긴|지나|져|진)"
                        r"|\b(win|wins|won|lose|loses|lost) (the|this|that) "
                        r"(battle|fight|clash)\b)",
                        re.IGNORECASE)
"""A battle won or lost (11.1.3: the smaller power goes to the graveyard), not the game."""
MY_ATTACK = re.compile(r"((私|自分|僕|俺)(が|は)[^。?？]{0,30}攻撃"
                       r"|(私|自分)の[^。?？]{0,24}(カード|人物)(で|によって)[^。?？]{0,30}攻撃"
                       r"|(제가|내가|저는|나는)\s?[^.?]{0,30}공격|(내|제|나의)\s?[^.?]{0,24}(로|으로)\s?공격"
                       r"|\bi (attack|attacked|am attacking)\b|\bwith my\b)", re.IGNORECASE)
"""The asker's own attack: "do I win the battle?" is then asked of the attacker (A)."""
CHANGE_Q = re.compile(r"(減|増|줄|늘|送ら|送る|(墓地|묘지)(へ|に|로|으로)\s?(行|い|가|감|갔|갈)"
                      r"|보내(지|져|집|진)|보낸|\blose\b|\bleave\b|\b(go|goes|went|gone)\b|\bmill"
                      r"|\bmoved?\b|\bsent\b|\bput into\b|\bcomes? off\b|\btaken off\b)")
DECK_Q = re.compile(r"(山札|덱|deck)")
WHOSE = re.compile(r"(相手|自分|私|僕|あなた|攻撃(した|された|側|を受けた)|防御側|防御した|守った"
                   r"|それぞれ|各|상대"
                   r"|방어\s?측|방어한|공격받은|각각|각\s"
                   r"|(?<![가-힣])(내|제|나의|당신)(?![가-힣])"
                   r"|공격(한|받은|측)|\b(my|your|their|his|her|opponent'?s?|attacker'?s?|each"
                   r"|defending|blocking|attacking player'?s?"
                   r"|defender'?s?|attacking|attacked)\b)", re.IGNORECASE)
"""Whose cards or graveyard a count asks about; a battle's count asked of nobody's is both
sides' (11.1.3: equal powers send both)."""


EFFECT_ACTS = re.compile(r"((効果|能力)(で|によって|により)[^。?？、]{0,20}を[^。?？、]{0,8}"
                         r"(墓地へ|墓地に|手札に|手札へ|破壊|除外)"
                         r"|(효과|능력)(로|으로|에\s?의해)[^.?,]{0,20}(을|를)\s?[^.?,]{0,8}"
                         r"(묘지로|패로|파괴|제외)"
                         r"|\b(effects?|abilit(y|ies))\b[^.?]{0,12}\b(sends?|sent|destroys?|destroyed"
                         r"|returns?|returned|removes?|removed|bounces?)\b[^.?]{0,30}"
                         r"\b(graveyard|hand|field|card)\b)", re.IGNORECASE)
"""A card moved by an effect (「効果で攻撃カードを墓地へ」): not played by the attack probes."""
ATTACK_CAN = re.compile(r"(攻撃(して|し|で)[^。?？]{0,16}(送れ|でき|破壊でき)(る|ます)"
                        r"|공격(해서|하여|해)[^.?]{0,16}(수\s?있|되나요)"
                        r"|\bcan (i|we|it|my [\w-]+) attack\b)", re.IGNORECASE)
"""「攻撃して墓地に送れますか」: whether it can be attacked is asked too (its state decides)."""


class HistoyExtractor(LexiconReader):
    """The Hi!story extractor (registered as "histoy")."""

    game = GAME

    def read(self, question: str, lang: str) -> Reading:
        plain = normalize(question)
        text = persons(plain, lang)  # "A's card attacked B's deck": the asker and the opponent
        reading = Reading(GAME, lang, question_kind(text), text=text)
        if text != plain:
            reading.lettered = turn_letter(plain)
        denied = [d.span() for d in DENIED_LIST.finditer(text)]  # 「ブロックも身代わりも…なし」
        for m in self.lexicon.find(text, GAME):
            if any(a <= m.start < b for a, b in denied):
                continue
            if (m.term.kind == "keyword" or m.key in UNMODELLED) and \
                    say("keyword", lang, m.key) not in reading.missing:
                reading.missing.append(say("keyword", lang, m.key))
        for name in quoted_names(text, self.lexicon.names):
            # 「場を離れない」カード: a card's own text, which the probes do not carry
            reading.missing.append(say("card", lang, name))
        if ACTIVATE_Q.search(asked_part(text)) and re.search(r"(効果|효과|\beffect)", asked_part(
                text)) and not re.search(r"(イベント|事変|이벤트|\bevent)", text):
            # "Can that effect be activated?": an effect's activation, not an attack played
            reading.missing.append(say("effect", lang))
        acts = EFFECT_ACTS.search(text)
        if acts and not re.search(r"(\bno\b|\bwithout\b|ない|なし|없)",
                                  text[max(0, acts.start() - 12):acts.start()]):
            # "its effect sends the attacking card to the graveyard": a card moved by an effect
            # the probes do not play (10.6.5 may cancel the attack)
            reading.missing.append(say("effect", lang))
        if histoy_extra.read_extra(text, reading):
            # 「再び自分のターンになる」 and 追加のターン are what the probe plays (5.8)
            reading.missing[:] = [m for m in reading.missing if not (
                histoy_extra.EXTRA.search(normalize(m)) or histoy_extra.EFFECT.search(m))]
            return reading
        if histoy_turn.read_turn(text, reading):
            # the set probes carry セット themselves (5.2.5 / 5.5.2)
            banned = {say("keyword", lang, "セット")} | (
                {say("card", lang, n) for n in quoted_names(text, set())
                 if histoy_turn.TURN_BAN.search(n)} if reading.actions[-1]["first_turn"] else set())
            reading.missing[:] = [m for m in reading.missing if m not in banned]
            return reading
        delta = next((d for d in POWER_DELTA.finditer(text)
                      if not (re.fullmatch(r"[-−－]\s?3000", d.group(0).strip())
                              and _substitute_used(text))), None)
        boosted = None if delta else BOOSTED.search(NOT_BOOSTED.sub(" ", text))
        if boosted:
            # "a card they had boosted", 「強化したカード」: a modifier of a size not said (11.6)
            reading.missing.append(say("keyword", lang, boosted.group(0).strip()))
        if delta:
            # 「効果で+2000してから攻撃」, 「元のパワー1000、−1000されて現在0」: a modifier the
            # probes do not apply (11.6); the substitute's own −3000 (11.2.3) is played
            reading.missing.append(say("base power", lang, delta.group(0).strip()))
        powers = _powers(text)
        same = SAME_POWER.search(text)
        if same and len(powers) == 1:
            powers = powers * 2  # 「パワー0同士」: both cards have that power
            reading.evidence.append("both cards have the same power")
        if powers and powers[0] >= 0:
            reading.facts["A.power"] = powers[0]
        if len(powers) > 1:
            reading.facts["B.power"] = powers[1]
        deck = DECK_COUNT.search(text)
        if deck:
            reading.facts["B.deck"] = int(deck.group(2) or deck.group(5))
        battle = bool(BATTLE.search(text)) and not BLOCK.search(text)
        # 「山札（残り2枚）に攻撃」: an aside between the words does not break the phrase
        to_deck = TO_DECK.search(text) or TO_DECK.search(ASIDE.sub("", text))
        if not (ATTACK.search(text) or to_deck or battle):  # "hits the deck"
            return reading
        act: dict[str, Any] = {"kind": "attack", "target": "deck" if to_deck
                               else "card"}
        if to_deck and MY_DECK_ATTACKED.search(text) and not SELF_ATTACKS.search(text):
            # "my opponent attacks my deck": played mirrored (A attacks B's deck), so B is me;
            # a deck count told must then be the asker's own, the only one told
            act["mirror"] = True
            counts = list(DECK_COUNT.finditer(text))
            if len(counts) > 1 or counts and owner_before(
                    text, counts[0].start(), lang, "A") == "B":
                reading.missing.append(say("keyword", lang, "山札"))
        theirs = OPP_ATTACKS.search(text)
        if theirs:  # 「相手が…このランク2を攻撃し」: the probes play the asker's attack
            reading.missing.append(say("keyword", lang, theirs.group(0)))
        at_player = None if to_deck else AT_PLAYER.search(text)
        if at_player:
            # "I attack my opponent directly": 11.1 attacks a card or the deck, never a player
            reading.missing.append(say("keyword", lang, at_player.group(0)))
        if battle and not ATTACK.search(text):
            act["state"] = "rested"  # a battle of two cards (11.7.1): an attack on a rested one
            reading.evidence.append("a battle (11.7.1) played as an attack on a rested card")
        if BLOCK.search(blank_denied_lists(NO_BLOCK.sub(" ", text))):
            act["block"] = True  # not 「ブロックはなし」 / "no block"
            # 11.2.2: the blocker is a card with the shield mark — the probe's 衛士 is one
            if not NO_SHIELD.search(text):
                reading.missing[:] = [m for m in reading.missing
                                      if m != say("keyword", lang, "盾マーク")]
        if _substitute_used(text) and not act.get("block"):
            act["substitute"] = True  # 11.2.3: the attacking card gets −3000 for this attack
            reading.missing[:] = [m for m in reading.missing
                                  if m != say("keyword", lang, "身代わり")]
            reading.evidence.append("the defender used 身代わり (11.2.3)")
        if act["target"] == "card":
            # the state of the ATTACKED card only: 「自分の場の…アクティブのカードで攻撃」 is the
            # attacker's own (5.2.6)
            said = _target_text(text)
            act["state"] = ("down rested" if FACE_DOWN.search(said) else
                            "" if ACTIVE.search(said) else
                            "rested" if RESTED.search(said) else None)
        reading.actions.append(act)
        reading.evidence.append("attack " + " ".join(f"{k}={v}" for k, v in act.items()))
        if reading.kind == "value":
            asked = asked_part(text)
            deck_asked = bool(DECK_Q.search(asked) or re.search(r"(패산|산패)", asked))
            if not deck_asked and GRAVE_Q.search(asked) and act["target"] == "deck":
                # 「墓地へ送られるカードは何枚」 after a blocked deck attack: the graveyard's cards
                # (the milled ones and the battle's loser, 11.2.2), not the deck's loss alone
                reading.target = "both.grave" if TOTAL_Q.search(text) or not WHOSE.search(
                    asked) else "B.grave"
            else:
                reading.target = ("B.deck" if DECK_Q.search(text) or deck_asked else
                                  "both.grave" if TOTAL_Q.search(text) or (
                                      act["target"] == "card" and GRAVE_Q.search(asked)
                                      and not WHOSE.search(asked)) else "B.grave")
            if not CHANGE_Q.search(text) and reading.target not in reading.facts:
                # "how many cards are left?" needs the count before: not an assumption to make
                from judge.answer.simulate import describe_missing

                name = describe_missing([reading.target], lang)[0]
                reading.missing.append(say("start value", lang, name))
        battle_win = BATTLE_WIN.search(asked_part(text))
        if reading.kind == "winner" and battle_win:
            # "do I win the battle?": my card stays and theirs goes (11.1.3), not 12.1.1's win
            if _yes_no(text) and act["target"] == "card" and MY_ATTACK.search(text) and not (
                    theirs or OPPONENT.search(asked_part(text))):
                reading.kind = "judged"
                act["battle"] = "lost" if bool(re.search(r"(負け|지나|져|진|\blos[et]|\bloses)",
                                             battle_win.group(0))) else "won"
            else:
                reading.missing.append(say("keyword", lang, battle_win.group(0)))
        elif reading.kind == "other" and GAME_END.search(asked_part(text)):
            reading.kind = "winner"  # 「この攻撃で試合は終わりますか」: 12.1.1 decides it
        elif reading.kind == "other" and GRAVE_Q.search(asked_part(text)) and _yes_no(text):
            # (「…墓地へ送った。山札は0枚になるか」: the graveyard told, the deck asked)
            reading.kind = "destroyed"
        by_itself = BY_ITSELF.search(asked_part(text))
        if by_itself and GRAVE_Q.search(asked_part(text)):
            reading.missing.append(say("keyword", lang, by_itself.group(0)))
        return reading

    def probes(self, reading: Reading) -> list[Probe]:
        out = []
        for i, act in enumerate(reading.actions):
            if act["kind"] == "extra_turn":
                out += histoy_extra.probes(act, i)
                continue
            if act["kind"] != "attack":
                out += histoy_turn.probes(act, i)
                continue
            variants = [dict(BASE)] + [{**BASE, k: v} for k, v in PERTURB
                                       if k not in reading.facts]
            if reading.kind == "winner" and "B.deck" not in reading.facts:
                # who wins hangs on the deck size (12.1.1): try one the attack empties
                power = int(reading.facts.get("A.power", BASE["A.power"]))
                for deck in sorted({1, max(1, power // 1000)}):  # a block lessens what is milled
                    variants.append({**BASE, "B.deck": deck})
            for known, other in (("A.power", "B.power"), ("B.power", "A.power")):
                if known in reading.facts and other not in reading.facts:
                    # the other power just below, at and above the stated one (11.1.3's tie)
                    p = int(reading.facts[known])
                    variants += [{**BASE, other: v} for v in (max(0, p - 1000), p, p + 1000)]
            if act.get("target") == "card" and act.get("state") is None:
                # unstated: a can-question may hinge on it; otherwise an attackable (rested) card
                # (「攻撃して墓地に送れますか」: a can-form asks the attack too)
                asks_can = reading.kind == "can" or bool(ATTACK_CAN.search(asked_part(
                    reading.text)))
                states = ["rested", ""] if asks_can else ["rested"]
            else:
                states = [act.get("state") or ""]
            for state in states:
                for variant in variants:
                    assumed = {k: v for k, v in variant.items() if k not in reading.facts}
                    if len(states) > 1:
                        assumed["B.state"] = state or "active"
                    played = {**act, "state": state}
                    out.append(Probe(self._dsl({**variant, **reading.facts}, played), assumed, i))
        return out

    def _dsl(self, f: dict[str, Any], act: dict[str, Any]) -> str:
        lines = ["game histoy", 'title "position read from the question"',
                 f"card 侍 rank 1 power {f['A.power']} attacker",
                 f"card 衛士 rank 1 power {f['B.power']} blocker",
                 *(["card 影武者 rank 1 power 1000 substitute"] if act.get("substitute") else []),
                 f"turn A {1 if f.get('first_turn') else 3} phase attack", "A.deck 20",
                 "A.p1 侍", f"B.deck {f['B.deck']}",
                 *(["B.hand 影武者"] if act.get("substitute") else [])]
        defence = "B substitute 影武者" if act.get("substitute") else "B pass"
        if act["target"] == "card":
            lines.append(f"B.p1 衛士 {act['state']}".rstrip())
            lines += ["A attack 1 -> 1", defence]
        else:
            if act.get("block"):
                lines.append("B.p1 衛士")
            lines.append("A attack 1 -> deck")
            lines.append("B block 1" if act.get("block") else defence)
        return "\n".join(lines) + "\n"

    def judge(self, reading: Reading, probe: Probe, result: RunResult) -> Finding | None:
        act = reading.actions[probe.action]
        if act["kind"] == "extra_turn":
            return histoy_extra.judge(act, result)
        if act["kind"] != "attack":
            return histoy_turn.judge(act, result)
        refused = result.illegal
        if reading.kind == "can":
            if refused is not None:
                return Finding("no", refused.clause, refused.reason)
            return Finding("yes", _last(result), "the attack was made")
        if refused is not None:
            if "B.state" in probe.assumed:  # 「攻撃して墓地に送れますか」 at an active card:
                # not made (11.1.1), so the answer hangs on the state left unsaid
                return Finding("(the attack is not made)", refused.clause, refused.reason)
            return None
        before, after = _sides(result.board_before), _sides(result.board_after)
        if reading.kind == "value" and reading.target:
            side, zone = reading.target.split(".")
            sides = ("A", "B") if side == "both" else (side,)  # 「合計で何枚」: both graveyards
            b, a = (sum(before[p][zone] for p in sides), sum(after[p][zone] for p in sides)) \
                if all(isinstance(after[p][zone], int) for p in sides) else (0, None)
            if not isinstance(a, int):
                return None
            moved = abs(b - a) if CHANGE_Q.search(reading.text) else a
            if zone == "grave" and FIELD_CARDS_Q.search(reading.text):
                # 「墓地へ送られる場のカードは何枚」: a card sent from the hand (身代わり,
                # 11.2.3) is no field card
                moved -= sum(_count(before[p].get("hand")) - _count(after[p].get("hand"))
                             for p in sides)
            return Finding(str(moved), _last(result, zone), f"{reading.target} {b} → {a}")
        if reading.kind == "winner":
            winner = result.board_after.get("winner")
            mirror = bool(reading.actions and reading.actions[0].get("mirror"))
            me, them = ("B", "A") if mirror else ("A", "B")
            said = winner_answer(reading.text, reading.lang, winner, me=me, them=them)
            return Finding(said, _last(result), f"winner {winner}")
        if reading.kind == "judged" and act.get("battle"):
            mine_gone = after["A"]["grave"] > before["A"]["grave"]
            theirs_gone = after["B"]["grave"] > before["B"]["grave"]
            won = theirs_gone and not mine_gone
            lost = mine_gone and not theirs_gone
            yes = lost if act["battle"] == "lost" else won
            return Finding("yes" if yes else "no", _last(result, "grave"),
                           f"mine to grave: {mine_gone}, theirs: {theirs_gone}")
        if reading.kind == "destroyed":
            asked = _asked_sides(reading.text)
            gone = [p for p in asked if after[p]["grave"] > before[p]["grave"]]
            # 「両方とも墓地へ送られますか」: both must go, not either
            yes = len(gone) == 2 if BOTH_Q.search(reading.text) else bool(gone)
            last = [t for t in re.split(r"(?<=[.。!?？])\s*", reading.text.strip()) if t][-1:]
            only = ONLY_Q.search(last[0]) if last else None
            only_side: str | None = asked[0] if len(asked) == 1 else None
            if only and only_side is None:
                only_side = "B" if re.search(r"(相手|상대|their|attacked|blocker)", only.group(0)) \
                    else "A" if re.search(r"(私|自分|僕|俺|こちら|내|제|나|저|my|mine|attack)",
                                          only.group(0)) else None
            if only and only_side is not None:
                other = "B" if only_side == "A" else "A"
                mine = after[only_side]["grave"] > before[only_side]["grave"]
                # "only mine?": that side goes to the graveyard and the other does not
                yes = mine and not after[other]["grave"] > before[other]["grave"]
            return Finding("yes" if yes else "no", _last(result, "grave"), f"to grave: {gone}")
        return None


FIELD_CARDS_Q = re.compile(r"(場の(カード|人物)|場から|필드(의|에서|에 있는)\s?(카드|인물)"
                           r"|\bfield cards\b|\bcards? (on|from) the field\b)", re.I)
"""Only the cards that were on the field are counted (not a hand card sent by its cost)."""


def _count(zone: Any) -> int:
    """A zone's card count, whether the board lists the cards or gives their number."""
    return len(zone) if isinstance(zone, (list, tuple)) else int(zone or 0)


ACTIVATE_Q = re.compile(r"(発動(でき|する|します|される|されます|し(ます|た))|발동(할|하|되|됩|돼)"
                        r"|\b(be )?(activated?|triggers?|triggered)\b)", re.I)
"""An effect's activation asked (its text and timing are not on the probe's board)."""
TOTAL_Q = re.compile(r"(合計|合わせて|全部で|両方|お互い|총|합계|합쳐|모두\s?합|\bin total\b"
                     r"|\baltogether\b|\bgraveyards\b|\bboth graveyards\b)", re.I)
"""How many cards go to the graveyards IN TOTAL (both players')."""
DEFENDER_WORD = re.compile(r"(ブロッカー|ブロック|盾|相手|블로커|블록|방어|상대|\bblock|\bopponent"
                           r"|\btheir\b|\bdefend)", re.I)
ATTACKER_WORD = re.compile(r"(攻撃(した|する|して|側|中)?の?(カード|人物)|こっち|自分|私の"
                           r"|내\s|제\s|나의"
                           r"|공격(한|하는|측)|\bmy\b|\battack(er|ing)\b|\bmine\b)", re.I)


INSTRUMENT_AFTER = re.compile(r"\s*(の)?\s*(カード|人物|キャラ)?\s*で攻撃"
                              r"|\s*(카드|인물)?\s*로\s?공격"
                              r"|[- ]?power (card|character) (to attack|and attack)")
INSTRUMENT_BEFORE = re.compile(r"\battack(s|ed|ing)?\b(?:(?!block)[^.?;,]){0,40}"
                               r"\bwith (a|an|my|one)[- ]$")
"""The card an attack is made with: the attacker's power, whoever's deck it hits."""


def _powers(text: str) -> list[int]:
    """The stated powers, the attacker's first: by the words beside each one ("パワー5000の
    ブロッカー… 攻撃カードはパワー3000"), else in the order written."""
    found = [(int(m.group(2) or m.group(3)), m.start(), m.end()) for m in POWER.finditer(text)]
    roles = []
    for _, start, end in found:
        after = re.split(r"[。.?？!！]", text[end:end + 10])[0]  # not the next sentence's "my"
        near = text[max(0, start - 14):start] + " " + after
        if INSTRUMENT_AFTER.match(after) or INSTRUMENT_BEFORE.search(text[:start]):
            roles.append("I")  # 「…をパワー3000のカードで攻撃」, "attacked … with a 3000-power"
            continue
        own, other = ATTACKER_WORD.search(near), DEFENDER_WORD.search(near)
        roles.append("A" if own and not other else "B" if other and not own else "")
    if len(found) == 2 and sorted(roles) == ["", "I"]:
        # the card attacked WITH is told ("…를 내 파워 3000 카드로 공격"): the other is the
        # attacked one (an owner word alone says whose, not which role: "the opponent's … attacked")
        roles = [r or "B" for r in roles]
    roles = ["A" if r == "I" else r for r in roles]
    if len(found) == 2 and sorted(roles) == ["A", "B"]:
        return [p for p, _, _ in sorted(found, key=lambda f: roles[found.index(f)] != "A")]
    if len(found) == 1 and roles == [""] and _sentence_owner(text, found[0][1]) == "B":
        return [-1, found[0][0]]  # "my opponent's … card that has 4000 power": theirs
    return [p for p, _, _ in found]


def _sentence_owner(text: str, at: int) -> str:
    """The owner word nearest before `at` in its sentence: "B" (opponent), "A" (mine) or ""."""
    start = max((b.end() for b in re.finditer(r"[。.?？!！]", text[:at])), default=0)
    owners = [(m.start(), "B") for m in OPPONENT.finditer(text[start:at])] + [
        (m.start(), "A") for m in re.finditer(r"(自分の|私の|\bmy\b(?! opponent)|내\s|나의)",
                                              text[start:at])]
    return max(owners)[1] if owners else ""


ATTACKED = re.compile(r"(攻撃された|攻撃対象|攻撃を受けた|相手の(人物|カード)|공격받은|공격\s?대상"
                      r"|상대\s?(의\s?)?(인물|카드)|\battacked\b|\btarget\b|\bdefend"
                      r"|\bopponent'?s (card|person|character)\b|\btheir card\b)", re.I)
ATTACKER = re.compile(r"(攻撃した(自分の|私の)?(人物|カード)|攻撃している|攻撃側"
                      r"|(自分|私|僕|俺|わたし)の(人物|カード)|공격한\s?(인물|카드)|공격하는|(?<![가-힣])(제|내|나의)\s?(인물|카드)"
                      r"|\battacking\b|\battacker\b"
                      r"|\bmy (person|card)\b)", re.I)


SUBSTITUTE_USED = re.compile(
    r"(身代わり[}｝]?\s?(を|の(カード|札)を)?[^。?？]{0,12}"
    r"(使|見せ|発動|出し|出さ|墓地へ送|公開)"
    r"|(대역|희생양|대타|미가와리|身代わり)[}｝]?[^.?]{0,12}(사용|썼|보여|발동|공개)"
    r"|\b(use|used|uses|played|plays|showed|shows|revealed|reveals|play)"
    r" (a |an |the |his |her |their )?(\{?substitute\}?|decoy)"
    r"|\b(used?|played|plays?|showed|shows?|revealed|reveals?) (a |an |the |their )?card with"
    r" [\[{｛]?(substitute|身代わり|decoy)"
    r"|\b(substitute|decoy)\b[^.?]{0,20}\b(used|played|revealed|shown))")
MORE_ATTACKS = re.compile(r"(2回目|二回目|1回目|2度目|次の攻撃|別の攻撃|두\s?번째|첫\s?번째"
                          r"|\bsecond attack\b|\bfirst attack\b|\bnext attack\b)")


OWN_CARD = re.compile(r"(自分の|私の|その場|自分の場|내\s|나의|\bmy\b|\bour\b|\btheir own\b"
                      r"|剣マーク|검\s?마크|sword mark)")
"""Words that make a card state the attacker's own (剣マーク: the attack mark, 5.2.6)."""
AT_TARGET = re.compile(r"^[^。.?？]{0,10}?((を|に|へ)\s?(攻撃|アタック)|(을|를|에)\s?공격)")
INSTRUMENT_AFTER = re.compile(r"^[^。.?？]{0,10}?(で|로|으로)\s?(攻撃|공격)"
                              r"|^[^.?]{0,12}\battacks?\b"
                              r"|^[^。.?？]{0,20}(剣マーク|검\s?마크|sword mark)")


def _target_text(text: str) -> str:
    """The text with card-state words that describe the ATTACKING card blanked."""
    out = text
    for pat in (FACE_DOWN, ACTIVE, RESTED):
        for m in pat.finditer(text):
            start = max((b.end() for b in re.finditer(r"[。.?？!]", text[:m.start()])), default=0)
            before, after = text[max(start, m.start() - 20):m.start()], text[m.end():]
            theirs = OPPONENT.search(before) or AT_TARGET.match(after)
            if not theirs and (OWN_CARD.search(before) or INSTRUMENT_AFTER.match(after)):
                out = out[:m.start()] + " " * (m.end() - m.start()) + out[m.end():]
    return out


def _substitute_used(text: str) -> bool:
    """The defender used 身代わり on THE attack asked about (not on an earlier one)."""
    plain = blank_denied_lists(text)  # not 「身代わりも事変も使いませんでした」
    used = [m for m in SUBSTITUTE_USED.finditer(plain)
            if not SUBSTITUTE_DENIED.search(plain[max(0, m.start() - 24):m.start()])
            and not SUBSTITUTE_NOT_AFTER.match(plain, m.end())]
    return bool(used) and not MORE_ATTACKS.search(text)


SUBSTITUTE_DENIED = re.compile(r"(\bnot to|\bn't|\bnot|\bnever|\bwithout|\bno)\s+(\w+\s+){0,2}$",
                               re.IGNORECASE)
""""decided not to play a card with {Substitute}": the use denied before it."""
SUBSTITUTE_NOT_AFTER = re.compile(r"\s?(하지\s?않|하지\s?안|\s?안\s?했|しな|せず|しません|しなかっ"
                                  r"|ませんでした)")
"""「미가와리를 사용하지 않았습니다」, 「身代わりは使用せず」: the use denied after it."""


def _asked_sides(text: str) -> tuple[str, ...]:
    """Whose card a "does it go to the graveyard?" asks about, read from the last sentence:
    the attacked one (B), the attacker (A), or either when it names neither or both."""
    last = [s for s in re.split(r"(?<=[.。!?？])\s*", text.strip()) if s][-1:] or [text]
    attacked, attacker = ATTACKED.search(last[0]), ATTACKER.search(last[0])
    if attacked and not attacker:
        return ("B",)
    if attacker and not attacked:
        return ("A",)
    return ("A", "B")


def _sides(board: dict[str, Any]) -> dict[str, Any]:
    """The per-player part of a Hi!story board JSON (under "sides", or at the top level)."""
    return board.get("sides", board)


def _yes_no(text: str) -> bool:
    """A yes/no question (not "which card…?"), judged on its last sentence."""
    last = re.split(r"(?<=[.。!])\s*", text.strip())[-1]
    return bool(YES_NO.search(last)) and not WHICH.search(last)


def _last(result: RunResult, zone: str = "") -> str | None:
    uid = None
    for step in result.trace.walk():
        if not zone or any(c.path.endswith(zone) for c in step.changes):
            uid = step.clause
    return uid


register_extractor(GAME, HistoyExtractor())
