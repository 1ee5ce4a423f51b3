"""What kind of question is asked, in ja/ko/en: can-I, how-much, who-wins, what-happens."""

from __future__ import annotations

import re

from judge.answer.extract.values import asks_values

CAN = re.compile(
    r"(できますか|できるか|できる[？?]|(使え|行え|選べ|払え)る[？?]|(使用できる|(?<![送取破切残守減配])られる)[？?]|できない|選べ(る|ます)か|行え(る|ます)か|使え(る|ます)か"
    r"|(引け|置け|出せ|戻せ|動かせ|移せ|打て|取れ)(る|ます)(か|の(です)?か|[？?])|[てで](も)?いい[？?]"
    r"|[てで]もよい(か|ですか|でしょうか)|[てで]も(いい|かまいません|構いません)か|[てで]もいい(です|でしょう)か|可能(か|ですか)|(?<![送取破切残守減配])られ(る|ます)か"
    r"|(できる|選べる|行える|使える|可能|(?<![送取破切残守減配])られる)(の)?でしょうか|가능할까요"
    r"|am i able to|\bable to\b"
    r"|수\s?있(나요|습니까|어요|을까요|는가|나|어\s*[?？]|니|음|냐|을까|는지)"
    r"|(?<!불)가능(\s*[?？]|해\s*[?？]|함|한가|할까)"
    r"|(?<!무효화)(?<!무효)(?<!파괴)(?<!해제)(?<!해결)(?<!적용)(?<!취소)"
    r"(?<!장이)(?<!장이\s)(?<!개가)(?<!개가\s)(?<![0-9]이)(?<![0-9]이\s)(?<![0-9]가)(?<![0-9]가\s)"
    r"(되나요|됩니까)"
    r"|(?<!불)가능(한가요|합니까|한지)|해도\s?되|(?<!않아)(?<!안\s해)(?<!안해)(?<!없어)(?<!말아)도\s?(돼요|돼\s*[?？]|될까요|되죠|되지요)"
    r"|^\s*(can|may|could|is it (possible|legal|allowed)|am i allowed)\b"
    r"|(^|[.!?]\s*)(legal|allowed|is (that|this) (legal|allowed|ok|okay))\s*\?"
    r"|(^|[.!?]\s*)(was|is) (that|this|it|the|his|her|their) ?(declaration|choice|play|move"
    r"|action)? (legal|allowed|permitted)\s*\?"
    r"|(宣言|選択)(は|が)認められ(る|ます|た)(か|の)|(선언|선택)(은|는|이)\s?인정(되|됐|됩)"
    r"|\b(am i|are we|is (he|she|it|the player)|are they) (allowed|permitted|able) to\b"
    r"|\bis it (possible|legal|allowed) (to|for)\b"
    r"|\b(can|may|could) (i|we|you|they|he|she|it|the|a|an|my|your|their|this|that|both|each"
    r"|either|all|every|one|any|these|those|his|her|our|its)\b)",
    re.IGNORECASE)
VALUE = re.compile(
    r"(いくつ|何点|何ダメージ|どれだけ|どれくらい|いくら|何枚|何個|何になり|残りは|値は"
    r"|몇|얼마|how (much|many)"
    r"|what (is|was) (the|my|their|his|her|(player )?[ab]'s)? ?\w+ (now|left|after)"
    r"|how (low|high|far|close|small|large|big) (can|could|will|would|does|do)\b"
    r"|what (is|was|will be|becomes|became|does|did) (the |my |their |his |her |that |this "
    r"|your )?"
    r"(opponent'?s |player'?s |(player )?[ab]'s )?(current |remaining )?(?!(result|outcome)\b)"
    r"\w+( become)?"
    r"( now| left| then"
    r"| afterwards| after that| after this| after it resolves| after (it|that) is resolved)?\?"
    r"|what'?s (the |my |their |his |her |that |this |your )?"
    r"(opponent'?s |player'?s )?(?!(result|outcome)\b)\w+"
    r"( now| left| then| afterwards?| after that)?\?"
    r"|how much .* left"
    r"|\bwhere (does|will|would) (that|this|it) leave (me|my|the|their|his|her|your)\b"
    r"|what('?s| is| was| will be) (the |my |their |his |her |your )?(opponent'?s |defender'?s "
    r"|attacker'?s |player'?s )?"
    r"(vigor|focus|life|aura|flare|dust|distance|hand size|orb count)"
    r" (when|at|after|once|by|following|before)\b"
    r"|what will (the |my |their |his |her |your )?(opponent'?s )?"
    r"(vigor|focus|life|aura|flare|dust|distance|hand size) be\b"
    r"|what (is|will be|becomes) (the |my |their |his |her )?(opponent's )?market price"
    r"( now| then| after)?\?)",
    re.IGNORECASE)
WIN = re.compile(
    r"(勝利(します|する|できます|できる)?か|勝ちますか|勝つか|敗北(します|する)か|負けますか"
    r"|(誰|どちら|どっち)の(勝ち|勝利|負け|敗北)"
    r"|(誰|どちら|どっち)(の(プレイヤー|方|側))?が(勝つ|勝ち|負ける|負け)"
    r"|(勝ち|負け|勝利|敗北)(に|と)なり(ます|ますか)?|(勝利|敗北)でしょうか"
    r"|勝敗(は|が)\s?(どうなり|どうなる|どう決まり|どう決まる)|승패(는|가)\s?어떻게\s?(되|됩|돼)"
    r"|勝て(ます|る)(か|の(です)?か|[？?])|勝利(でき|出来)(る|ます)[？?]"
    r"|승리(합니까|하나요|할까요|할\s?수\s?있)|이기(나요|나|ㅂ니까)|이길\s?수\s?있|패배(합니까|하나요)|(?<![가-힣])지나요"
    r"|(?<![가-힣])지게\s?(되나요|됩니까|되나|돼요|될까요)"
    r"|(?<![가-힣])지는\s?(건가요|겁니까|거예요|건지요?|것인가요)|패배하는\s?(건가요|겁니까|거예요)"
    r"|\b(can|could) (i|we|you|they|he|she|the \w+) (still |then |now |even )?win\b"
    r"|\b(can|could|will|would|does|do) (this|that|the|my|their) (\w+ )?attack win (me|us|you"
    r"|them|him|her) the (game|duel)\b"
    r"|\b(do|does|will|would) ([\w']+ ){1,5}(win|lose)\b|\bwho (wins|won|is the winner"
    r"|takes the (game|win)|gets the win)\b"
    r"|\b(have|has|did) (i|we|they|he|she|(the |my )?(opponent|player)) (lost|won|lose|win)\b)",
    re.IGNORECASE)
BOUNDARY = re.compile(r"[。.?？!！]")
LOSE = re.compile(r"(敗北|負け|패배|(?<![가-힣])지나요|(?<![가-힣])지게\s?(되|돼|될)"
                  r"|(?<![가-힣])지는\s?(건|겁|거|것)|\blose\b)",
                  re.IGNORECASE)
WHAT = re.compile(r"(どうなり|どうなる|どうなっ(て(い|る|お)|た)|어떻게\s?(되|됩|돼)|what happens"
                  r"|what becomes|結果は\s*[?？]|결과는\s*[?？]"
                  r"|\bwhat('?s| is) the (result|outcome)\b)",
                  re.IGNORECASE)


ASIDE = re.compile(r"\s*[（(][^()（）?？]{1,60}[)）](?=\s*[?？])")
"""An aside closing the question ("what is their Focus (ignoring effects)?")."""


def question_kind(text: str) -> str:
    """"winner", "value", "what", "can" or "other" (checked in that order).

    >>> question_kind("この攻撃で勝利しますか？"), question_kind("Can I choose Advance?")
    ('winner', 'can')
    >>> question_kind("After the start phase, what is their Focus (ignoring effects)?")
    'value'
    """
    asked = ASIDE.sub("", asked_part(text))
    win, value = WIN.search(asked), VALUE.search(asked)
    if win and not (value and value.start() < win.start() and LOSE.search(win.group(0))
                    and not BOUNDARY.search(asked[value.end():win.start()])):
        return "winner"  # not "How much Life do I lose?": a how-much before a 'lose'
    if win or value or TOPIC_VALUE.search(asked) or asks_values(asked):
        return "value"  # 「付与札に置かれる桜花結晶は？」: a number asked by its noun alone
    if WHAT.search(text):  # before CAN: "어떻게 됩니까" is "what happens", not "is it OK"
        return "what"
    if CAN.search(text):
        return "can"
    if CONFIRM.search(text) and CAN_STATEMENT.search(text):
        # 「〜は行えないという理解で合っていますか」: a can-statement to confirm
        return "can"
    span = tagged_statement(text)
    if span is not None and CAN_STATEMENT.search(text[span[0]:span[1]]) and \
            len(CAN_STATEMENT.findall(text)) == 1:
        # "…so I can't attack, right?": the tagged can-statement is confirmed (not "I can draw
        # but can't attack, right?" nor a belief told before it: one can-verb in all)
        return "can"
    return "other"


SENTENCE = re.compile(r"[^。.!！?？]*[。.!！?？]+|[^。.!！?？]+$")
QUESTION_MARK = re.compile(r"[?？]")
BARE_CONFIRM = re.compile(
    r"^\s*(is (that|this|it) (right|correct|true|so)|am i (right|correct)|right|correct|true"
    r"|(is|are|was|were) (he|she|they|[ab]|my opponent|the opponent) (right|correct)"
    r"|(本当|正しい|合って(い)?ます)(です)?か|それで(合って|正しい)[^。?？]{0,6}|맞(나요|습니까|아요|죠)"
    r"|그런가요)\s*[?？]\s*$", re.IGNORECASE)
"""A question that only asks to confirm the sentence before it."""


def asked_part(text: str) -> str:
    """The sentences that ask (those ending in "?"; all of the text if none does): a count or
    a win told in a statement (「前進を何回かしました。」, "몇 번 했어요.") is not what is asked.

    >>> asked_part("전진을 몇 번 했어요. 공격이 맞나요?")
    ' 공격이 맞나요?'
    """
    if not QUESTION_MARK.search(text):
        return text
    return "".join(s for s in SENTENCE.findall(text) if QUESTION_MARK.search(s))


CAN_STATEMENT = re.compile(r"((でき|行え|使え|選べ|払え)(る|ない|ません|なく)|可能|不可能"
                           r"|수\s?(있|없)|(?<![가-힣])못\s?(하|해|합|했)|(것도|것은|건|거)\s?안\s?(되|된|돼)"
                           r"|\b(can|can't|cannot|may)\b)", re.IGNORECASE)
"""The can-verb of a statement a confirmation question asks about."""


LOSS_VERB = re.compile(r"(減(る|り|ら|っ)|失(う|い|わ)|取り除(か|き|く)|줄(어|었|까|나)|잃|감소"
                       r"|빠(지|져|집|질)|\blose\b|\blost\b|\bremoved\b|\btaken (off|away|out)\b"
                       r"|\bdecrease|go(es)? down|\bdrops?\b"
                       r"|\bmov(e|es|ed) (out )?(from|of)\b"
                       r"|\bleav(e|es|ing) (my|the|their|your|his|her)\b"
                       r"|\b(go|goes|went|come|comes|are sent|is sent|get sent|gets sent)"
                       r" (out )?(from|of|off)\b"
                       r"|から[^。?？]{0,16}(移動|移り|移さ|送られ|取り除)"
                       r"|에서[^.?]{0,16}(이동|옮겨))", re.IGNORECASE)
"""A loss, or tokens moving out of the zone asked about ("how many move from my Aura…")."""
DAMAGE_TAKEN = re.compile(r"\bhow much (life |aura )?damage (do|does|will|would) (i|we|you|they"
                          r"|he|she|the \w+) (take|suffer|receive)\b"
                          r"|(ライフ|オーラ)に\s?(何|いくつ)\s?ダメージ"
                          r"|(ライフ|オーラ)への?ダメージ(は|を)?\s?(何点|いくつ)[^。?？]{0,4}受け"
                          r"|(라이프|오라)(에|로)?\s?(대미지|데미지)를?\s?(얼마나|몇)",
                          re.IGNORECASE)
"""An amount of damage taken, asked (the zone's loss, not its value after)."""
LOSS_NOUN = re.compile(
    r"(から|より)\s?(減る|減った|取り除かれる|取り除く|失われる|出ていく|なくなる|移動する)"
    r"[^。?？]{0,4}(桜花結晶|結晶|数|個数|量)"
    r"|에서\s?(빠지는|빠져나가는|줄어드는|나가는|제거되는|사라지는|옮겨지는)"
    r"\s?(벚꽃\s?결정|결정|수|개수|양)"
    r"|\bhow many (sakura )?(tokens|crystals|petals|cherry blossoms?) (leave|come off"
    r"|are (taken|removed|lost) from|go out of)\b", re.IGNORECASE)
"""A loss asked by the noun it counts: the loss verb comes before the how-many word."""
GAIN_NOUN = re.compile(
    r"(に|へ)\s?(移動する|移る|移される|置かれる|入る|送られる)[^。?？]{0,4}(桜花結晶|結晶|数|個数)"
    r"|(로|에)\s?(이동하는|옮겨지는|들어가는|들어오는|놓이는)\s?(벚꽃\s?결정|결정|수|개수)"
    r"|\bhow many (sakura )?(tokens|crystals|petals|cherry blossoms?) (move|go|are moved|come"
    r"|are sent|get sent|are put|land) (in)?to\b", re.IGNORECASE)
"""A gain asked by the noun it counts: 「フレアに移動する桜花結晶はいくつ」, "how many tokens move
into my Flare?"."""
GAIN_VERB = re.compile(r"(増え|増加|得(る|ら|ま)|늘(어|었|까|나)|얻|증가|\bgain|\bincrease"
                       r"|go(es)? up|\brises?\b)", re.IGNORECASE)


def asked_change(sentence: str) -> str | None:
    """"loss" / "gain" when a how-much sentence asks by how much a value changes ("ライフは
    いくつ減りますか", "how much Life do I lose") rather than what it becomes.

    >>> asked_change("ライフはいくつ減りますか？"), asked_change("How much Life is left?")
    ('loss', None)
    """
    how = VALUE.search(sentence)
    if how is None:
        return None
    if DAMAGE_TAKEN.search(sentence):
        return "loss"  # "how much Life damage do I take?": what the zone loses
    if LOSS_NOUN.search(sentence):
        return "loss"  # 「ライフから減る桜花結晶はいくつ」, "how many tokens leave my Life?"
    if GAIN_NOUN.search(sentence) and not re.search(
            r"(ライフ|オーラ|ダスト|間合|フレア|라이프|오라|더스트|간격|플레어)(から|에서)"
            r"|\bfrom (my |the |their |his |her |your )?(life|aura|dust|distance|flare)\b",
            sentence, re.IGNORECASE):
        return "gain"  # 「フレアに移動する桜花結晶はいくつ」: what the zone receives
    rest = sentence[how.end():]
    loss, gain = LOSS_VERB.search(rest), GAIN_VERB.search(rest)
    if bool(loss) == bool(gain):
        return None
    return "loss" if loss else "gain"


COUNT = re.compile(r"(何回|何度|何枚|何体|何個|何点|いくつ|몇|얼마"
                   r"|how (many|much|often)|\bnumber of\b"
                   r"|\bthe (most|maximum|max) (attacks|times|cards|damage)\b)", re.IGNORECASE)
TOPIC_VALUE = re.compile(r"(桜花結晶|結晶|枚数|個数|回数|オーラ|ライフ|フレア|集中力"
                         r"|ダスト|間合|納)"
                         r"(の数)?(は)"
                         r"\s*[?？]\s*$"
                         r"|(벚꽃\s?결정|결정|장수|개수|횟수|오라|라이프|플레어|집중력|더스트|간격|봉납)"
                         r"(의\s?수)?(은|는)\s*[?？]\s*$")
"""A count asked by its noun and a question mark: 「前進後のオーラは？」."""
WHAT_VALUE = re.compile(r"\bwhat('?s| is| will be)\b[^?]*\b(damage|range|value|total)\b"
                        r"|(ダメージ|대미지|데미지)(は|는|은)\s*[?？]\s*$|" + TOPIC_VALUE.pattern,
                        re.IGNORECASE)
"""An amount asked without a how-much word: "what's its aura damage?", 「최종 오라 대미지는?」."""
HOW_MANY = re.compile(r"(何回|何度|何枚|何体|何個|何点|いくつ|몇\s?(번|장|개|체|명)"
                      r"|\bhow (many|often)\b)", re.IGNORECASE)
"""A count asked for: never answered by yes/no (unlike "does it count toward the number of…")."""
COUNT_AS = re.compile(r"\d+\s?(枚|장)\s?(と|으로|로)\s?(数え|カウント|세|카운트)"
                      r"|\bcounts? as \d+\b|\bas \d+ cards\b", re.IGNORECASE)
"""A count asked in yes/no form ("does it count as 2 cards?", 「合計2枚と数えるか」): the count
answers it."""
WHICH = re.compile(r"(どちら(?!か|も)|どっち(?!か|も)|どれ(が|を)"
                   r"|どの(カード|怪異|プレイヤー|札|キャラ|ステップ|フェイズ|フェーズ|タイミング|時点"
                   r"|段階|順番|順序)|誰(が|を|です|でしょう|\s*[?？])|どれ(です|でしょう|か\s*[?？]|\s*[?？])"
                   r"|어느\s?(쪽|카드|것|괴이|플레이어|단계|스텝|페이즈|시점|영역|존)"
                   r"|어떤\s?(쪽|카드|것|단계|스텝|영역)|어디(에서|로|에|서)(?!도|든)"
                   r"|누가|누구"
                   r"|何ターン目|(?<![そあこどや])いつ(?!でも|も|つ)|何回目|몇\s?번째|언제"
                   r"|(^|[.?!]\s+)(which|who)\b|\b(is|are|was|were|be) which\b"
                   r"|[,;:]\s+which (of|one|ones)\b"
                   r"|[,;:]\s+(which|what) [\w\s()'-]{0,40}\b(can|could|may|do|does|should|must"
                   r"|will) (i|we|you|they|he|she|it)\b[^?]*\?"
                   r"|(^|[.?!,]\s+)(what|which|whom?) (can|could|may|must|should|do|does|will) "
                   r"(i|we|you|they|he|she|it|the \w+|my \w+|[a-z]) (choose|select|pick|target"
                   r"|attack|declare)"
                   r"|\b(at|in|on) (exactly |precisely )?what (point|moment|time|step|timing)\b"
                   r"|\b(exactly|precisely) when\b|\bwhen exactly\b"
                   r"|(^|[.?!]\s+)when (does|do|is|are|will|would|can|should|did)\b"
                   r"|(^|[.?!]\s+)(on|in|at|from|by|during|after|before) (which|what) "
                   r"(turn|phase|step|point|time)\b)", re.IGNORECASE)
"""A which/who question: a yes/no never answers it ("which card goes to the graveyard?")."""
YES_NO = ("yes", "no")


def verdict_fits(question: str, verdict: str) -> bool:
    """Whether a verdict has the form the question asks for: no bare yes/no to a how-much
    question, no bare number to a question that asks no count.

    >>> verdict_fits("How much Life do I lose?", "no"), verdict_fits("Can I advance?", "2")
    (False, False)
    >>> verdict_fits("何回攻撃できますか？", "1"), verdict_fits("Do I win?", "yes")
    (True, True)
    >>> verdict_fits("破壊できるのは何体ですか？", "yes")
    False
    """
    from judge.answer.lang import normalize

    text = normalize(question)
    if verdict.strip().lower() in YES_NO:
        # "何体破壊できますか / how many can I choose?": a count, asked with a can-verb;
        # "How do I take the damage?": a manner, which no yes/no answers
        return (question_kind(text) != "value" and not HOW_MANY.search(text)
                and not MANNER.search(asked_part(text)) and not LOOK.search(asked_part(text))
                and not WHICH.search(text) and not WHAT_VALUE.search(asked_part(text)))
    if re.fullmatch(r"-?\d+", verdict.strip()):
        text = ASIDE.sub("", text)  # "what is their Focus (ignoring effects)?"
        return bool(COUNT.search(text) or VALUE.search(text) or WHAT_VALUE.search(text)
                    or COUNT_AS.search(text))
    return True


LOOK = re.compile(r"(を見(て|れ|る|ても)|の中身を(確認|見)|を覗|를\s?(봐도|볼\s?수|확인할\s?수)"
                  r"|\b(can|may|could) (i|we|you|they|he|she) (look at|see|peek at|check|inspect"
                  r"|reveal|view)\b)", re.IGNORECASE)
"""Looking at hidden cards (「裏向きのオーブの中身を見てもいいですか」): no played action
answers it."""
MANNER = re.compile(r"(どのように|どのよう|どうやって|どういう(風|ふう)に|どんな(風|ふう)に"
                    r"|어떻게(?!\s?(되|됩|돼))|어떤\s?(식|방법)으로"
                    r"|\bhow (do|does|did|will|would|should|is|are|was|were|must)\b)",
                    re.IGNORECASE)
"""A question of manner ("How do I take the damage?", 「どのように受けますか」): not a yes/no."""
CONFIRM = re.compile(
    r"([―—–-]*\s?そう(です|だ|でしょう)?よね\s*[?？]"
    r"|(という|って)(理解|認識|解釈|こと)で(合|あ|正|良|よ|いい|問題|大丈夫)"
    r"|(、|,)?\s?(という|って)こと(です|でしょう|なん(です|でしょう))?か?\s*[?？]"
    r"|(と|って)\s?([^\s。、,?？てと]{1,10}(から|に)\s?)?(聞き|聞い|言われ|教わり|教わっ)(まし)?た"
    r"[。、,\s]*(が|けど)?[。、,\s]*(それで|これで|それは|これは)?"
    r"\s?(合って|あって|合い|正し(?!いルール|くは|い(処理|裁定|答え|手順))|本当)"
    r"|(는|은|인|한|된|던)\s?(거|것|게)[,、]?\s?(맞(죠|지요|나요|습니까|아요|지|는지)|옳)"
    r"|([、,]|[―—–]+)\s?で(OK|おk|オッケー|いい|良い|よい|合って(い)?(ます|る)?|あって(い)?(ます|る)?|大丈夫|正解)"
    r"(ですか|でしょうか|だよね|ですよね|よね|か|\s*[?？])"
    r"|と(考えて|理解して|思って|解釈して)(合|あ|正|良|よ|いい|問題|大丈夫)"
    r"|と\s?((私|僕|俺|自分|わたし)(は|が)\s?)?(考え|理解し|思っ|解釈し|認識し|言っ|主張し)て(い)?(る|ます|た"
    r"|ました)?"
    r"((が|けど|けれど(も)?)[。、,\s]*|[。、,\s]+)(それで|これで|それは|これは)?\s?"
    r"(合って|あって|合い|正し(?!いルール|くは|い(処理|裁定|答え|手順)))"
    r"|と(思う|思います|考える|考えます|言う|言います)(が|けど)?[。、,\s]+(合って|あって|合い|正し(?!いルール|くは|い(処理|裁定|答え|手順)))"
    r"|と(思い込|思いこ|勘違いし|判断し|考え|思っ)(み|んで|て)(?:(?!という|って|と(考え|思|理解))[^？?])"
    r"{0,60}?"
    r"(認識|判断|理解|考え|主張|解釈)(は|が|で)?\s?(正し|合)"
    r"|(다|라)고\s?(생각|착각|판단|믿)(하고|해서|했고)[^?]{0,60}?(인식|판단|이해|생각)(이|은|는)?\s?"
    r"(맞|옳)"
    # 「…しないって友達は言うんですが、合ってますか」: a claim and who made it
    r"|(と|って)\s?([^\s。、,?？]{1,8}(は|が)\s?)(言う|言います|言って(い)?(る|ます)|主張して(い)?(る|ます))"
    r"(んです|のです|んだ)?(が|けど|けれど)[。、,\s]*(それで|これで|それは|これは)?\s?"
    r"(合って|あって|合い|正し(?!いルール|くは|い(処理|裁定|答え|手順))|本当)"
    r"|(다|라)['\"’”」』]?\s?고\s?([가-힣]{1,6}(이|가|은|는)\s)?(말|주장|생각|이해)(합니다|해요|하는데"
    r"|했는데|한다|했다"
    r"|하고\s?있(어요|습니다)?)"
    r"[.,]?\s*(맞|옳)"
    r"|で(合って|正しい|あってい)(ます|る)"
    r"|(이해|생각|해석)(하면|하는\s?게|하는\s?것이|해도)\s?(맞|옳|되)"
    r"|(이해|생각|해석)(했는데|하는데|합니다만)\s?(맞|옳)"
    r"|(다|라)고\s?([가-힣]{1,8}(한테서|에게서|한테|에게|께)\s?)?(들었|배웠)(는데|어요|습니다)"
    r"[.,\s]*(그게\s?)?(맞|사실|진짜)"
    r"|(다|라)고\s?(보면|봐도)\s?(되|맞|될)"
    r"|\b(am i right|is it (right|true|correct)|do i understand (it |this )?(right|correctly)"
    r"|is it (the case|true) that"
    r"|is my understanding (right|correct)|have i got (it|this) right)\b)", re.IGNORECASE)
"""A question that asks to confirm a stated understanding (「〜という理解で合っていますか」)."""
NEGATED = re.compile(r"(ない|ません|ずに(済|す)|(?<!対応)不可(?!避)|できず|なくな"
                     r"|(なし|無し)[、,]?\s*$"
                     r"|못|수\s?없|않|없|불가능"
                     r"|(?<![가-힣])안\s[가-힣]{1,8}(다|요)?\s*[?？.]?\s*$"
                     r"|\b(can't|cannot|can not|not|never"
                     r"|isn't|aren't|doesn't|don't|won't|no longer|neither|none|nothing|nobody"
                     r"|impossible|unable"
                     r"|no one)\b|^\s*no\b)", re.IGNORECASE)
SUBORDINATE = re.compile(r"\s*(since|because|if|when|whenever|as|after|before|although|though"
                         r"|even|not even|unless|while|once|in|on|at|during|with|without|by)\b",
                         re.IGNORECASE)
"""An English clause that conditions or qualifies the stated claim rather than making it."""
CLAUSE_CUT = re.compile(r"[、,，;；]|\band\b|\bbut\b|だけで|고\s|(?<=[으니])니\s|니까\s"
                        r"|(?<=[아어])서\s")


NEGATIVE_Q = re.compile(
    r"((でき|行え|使え|選べ|払え|置け|引け|受け|戻せ|出せ|(?<!なければ)(?<!なくては)(?<!ねば)なら|され|れ)"
    r"ない(の|ん)(です|でしょう)?か"
    r"|(でき|行え|使え|選べ)ないのか"
    r"|(でき|行え|使え|選べ|払え|置け|引け|受け|戻せ|出せ|され|れ)(ない(です|んです|のです|んだ|のだ)?"
    r"|ません)よね"
    r"|(行わ|使わ|起こら|発生し|解決さ|適用さ|移動し|入ら|戻ら|残ら|受けら|でき)ない(ん|の)ですよね"
    r"|(?:[えせてねべめ]|(?<!い)[けれ])ない(ん|の)(です|だ)よね|ない(はず)(です|だ)?よね"
    r"|(され|でき|れ)なくな(ります|る)(よね|か|の(です)?か|(ん|の)ですよね)"
    r"|(?<!なければ)(?<!なくては)(?<!ねば)(?<!なきゃ)(?<!なくちゃ)ならない(ん|の)?(です)?よね"
    r"|(なし|無し)[、,]?\s?(だ|です)よね|(?<!なければ)(?<!なくては)(?<!なら)(?<!いけ)(?<!しか)(?<!得)(?<!ほか)"
    r"(?<!他)(?<!方が)(?<!うが)ない[、,]\s?(です)?よね"
    r"|(?<!なければ)(?<!なくては)(?<!なきゃ)(?<!なら)(?<!いけ)(?<!しか)(?<!得)(?<!ほか)(?<!他)"
    r"(?<!方が)(?<!うが)(?<!じゃ)(?<!では)(?<!少)(?<!足り)"
    r"ない(んだ|のだ|んです|のです|です)?よね"
    r"|(?<!じゃ)(?<!では)(?<!い)(?<!なら)(?<!いけ)ない(ん|の)じゃ(ない|ありません)(の|です|でしょう)?か?"
    r"|(?<!じゃ)(?<!では)(?<!い)(?<!なら)(?<!いけ)ない(ん|の)では(ない|ありません)(の|です|でしょう)?か?)"
    r"[?？]?\s*$"
    r"|(수\s?없(나요|습니까|는\s?건가요|는\s?거예요|어요|죠|지요|겠죠)"
    r"|지\s?않(는|은)\s?(거|것)\s?(죠|지요|이죠|이지요|맞죠|맞지요|아닌가요|아닙니까|아니에요)"
    r"|지\s?않죠"
    r"|(?<![가-힣])안\s?[가-힣]{1,4}(는|은)\s?(거|것)\s?(죠|지요|이죠|이지요|맞죠|맞지요)"
    r"|없는\s?(거|것)\s?(죠|지요|이죠|이지요|맞죠|맞지요)"
    r"|못\s?(하|쓰|받|고르)(나요|습니까)"
    r"|수\s?없게\s?(되나요|됩니까|되는가|되니|돼요))"
    r"[?？]?\s*$")
"""A question asked in the negative (「前進できないのですか？」): in Japanese and Korean its
yes/no answers the negated statement ("yes, it cannot")."""
PLAIN_NEGATIVE_Q = re.compile(
    r"((でき|行え|使え|選べ|払え|置け|引け|受け|戻せ|出せ|満たせ|満たさ|(?<!なければ)(?<!なくては)(?<!ねば)なら|され|れ)"
    r"ない(の|ん)(です|でしょう)?か|(でき|行え|使え|選べ)ないのか"
    r"|(でき|行え|使え|選べ|払え|置け|引け|受け|戻せ|出せ)ない(の|ん)?(?=[?？])"
    r"|(?<![가-힣])안\s?(?!되)[가-힣]{1,4}(나요|습니까)"
    r"|수\s?없(나요|습니까|는\s?건가요|는\s?거예요|어요)|못\s?(하|쓰|받|고르)(나요|습니까)"
    r"|불가능(한가요|합니까|한\s?건가요))[?？。]?\s*$")
"""A plain negative question, not a tag (「…ないよね」) nor "does it become impossible?": whose
yes/no answers the statement and whose the fact differs by asker (writers of the same question
record both), so, as in English, no yes/no is stated."""
NEGATIVE_Q_EN = re.compile(r"^\s*(can't|cannot|can i not|isn't|doesn't|don't|won't|aren't)\b"
                           r"|^\s*(do|does|did|is|are|can|must|should) (i|you|we|it|they) not\b"
                           r"|[.!]\s*(can't|cannot|isn't|doesn't|don't|won't|aren't) (i|we|it|they"
                           r"|the|my|you)\b"
                           r"|[,;]\s*(can't|cannot|isn't|doesn't|don't|won't|aren't) (i|we|it|they"
                           r"|the|my|you)\b(?!\s*[?？]\s*$)"
                           r"|\b(can't|cannot|isn't|doesn't|don't|won't|aren't|not|never)\b[^?]{0,80},"
                           r"\s*(can|does|do|is|are|will|would|did|was|were|could|has|have) (it|i"
                           r"|they|we|he|she|you|there)\s*[?？]\s*$", re.IGNORECASE)
""""Can't I…?", "…, can't I use it before…?", "it can't be broken, can it?": English answers
it either way (no verdict); ", isn't it?" closing a statement is a tag, not a negative
question."""


def negative_question(question: str) -> str | None:
    """"flip" for a ja/ko tag question on a negated statement or one asking whether an action
    becomes impossible, "unclear" for a plain negative question (ja, ko or English), else None.

    >>> negative_question("前進できないですよね？"), negative_question("前進できないのですか？")
    ('flip', 'unclear')
    >>> negative_question("Can't I advance?")
    'unclear'
    """
    from judge.answer.lang import normalize

    text = normalize(question)
    asked = asked_part(text).strip().lstrip("\"'”’」』)） ")  # (a quote closed before it)
    if PLAIN_NEGATIVE_Q.search(asked):
        return "unclear"
    if NEGATIVE_Q.search(asked):
        return "flip"
    if NEGATIVE_Q_EN.search(asked):
        return "unclear"
    return None


EXCLUSIVE = re.compile(r"(だけ|のみ|しか|に限(り|る|られ)|뿐|밖에"
                       r"|\bonly\b|\bjust one\b|\bat most\b)", re.IGNORECASE)


def confirms_exclusive(question: str) -> bool:
    """A stated understanding with "only" in it ("is it the case that only one attack…?"): one
    played action does not test a claim about every other one."""
    from judge.answer.lang import normalize

    text = normalize(question)
    m = CONFIRM.search(text)
    if m is None:
        return False
    # the claim itself (the statement's last clause), not the reasoning before it
    # (「〜だけなので、後攻は…行える」)
    statement = text[m.end():] if re.match(r"[a-z]", m.group(0), re.IGNORECASE) \
        else text[:m.start()]
    clauses = [c for c in CLAUSE_CUT.split(statement) if c and c.strip()]
    if re.search(r"(だけ|のみ)(で|であり|であって)[、,]|뿐이고|\bonly\b[^.?]{0,40}, and\b",
                 statement):
        return True  # 「…はリバース状態のものだけで、…できない」: the "only" is the claim's own
    return bool(EXCLUSIVE.search(clauses[-1] if clauses else statement))


CONTRAST = re.compile(r"(?:だが|けど|けれど(?:も)?|(?<=[るいだた])が)[、,]|지만[\s,]"
                      r"|[,;]?\s\b(?:but|whereas|while)\b",
                      re.IGNORECASE)


STEP_MOVE = re.compile(r"((ステップ|フェイズ|フェーズ)(に|へ)(進|移|入)"
                       r"|(스텝|페이즈)(으로|로)\s?(넘어|진행|이동|들어)"
                       r"|\b(moves?|goes|go|proceeds?|skips?|jumps?)( on| straight| ahead| right)?"
                       r" to the [\w -]{0,30}(step|phase)\b)", re.IGNORECASE)
"""A claim that the game moves to a step or phase: not an action the probes play."""


def confirms_step_move(question: str) -> bool:
    """A stated understanding that the game moves on to a step (「…バトルフェイズ終了ステップに
    進む、と理解しています」): whether an action is legal does not test it.

    >>> confirms_step_move("終わったら終了ステップに進む、と理解しています。正しいですか？")
    True
    >>> confirms_step_move("攻撃できる、と理解しています。正しいですか？")
    False
    """
    from judge.answer.lang import normalize

    text = normalize(question)
    m = CONFIRM.search(text)
    if m is None:
        return False
    after = text[m.end():]
    english = bool(re.match(r"[a-z]", m.group(0), re.IGNORECASE))
    statement = after if english and re.search(r"\w{3}", after) else text[:m.start()]
    sentences = [c for c in re.split(r"[。!！?？]|\.\s", statement) if re.search(r"\w", c)]
    claim = (sentences[0] if english and statement is after else sentences[-1]) \
        if sentences else statement
    return bool(STEP_MOVE.search(claim))


REFUSED_CALL = re.compile(
    r"(ジャッジ|審判|判定員)(は|が)[^。?？]{0,40}(止めさせ|止めた|差し止め|認めなかった|却下し|許さなかった"
    r"|無効にし|巻き戻し)"
    r"|(저지|심판)(는|가|께서)?\s?[^.?]{0,40}(막았|중지시|멈추게|불허|인정하지\s?않았|무효로\s?했|되돌렸)"
    r"|\bthe (judge|official|referee)\b[^.?]{0,40}\b(stopped|disallowed|refused|denied|blocked"
    r"|rewound|did not allow|didn't allow|forbade|voided)\b", re.IGNORECASE)
RIGHT_Q = re.compile(r"(正し(かった|い)|妥当|合って|맞았|맞(나요|습니까)|옳(았|은)"
                     r"|\b(correct|right|proper|justified)\b)", re.IGNORECASE)


def confirms_refusal(question: str) -> bool:
    """"The judge stopped the attack. Was that correct?": the played action is the one refused,
    so its yes/no answers the question the other way round — not stated (what was stopped is not
    checked against what was played)."""
    from judge.answer.lang import normalize

    text = normalize(question)
    return bool(REFUSED_CALL.search(text) and RIGHT_Q.search(asked_part(text)))


WAIT_UNTIL = re.compile(r"(まで(待た|待つ|進ま|行か)(ない|なければ|なきゃ|ねば|なくては|必要)"
                        r"|(까지|때까지)\s?(가야|기다려야|진행해야|넘어가야)"
                        r"|\b(have|has|need|needs|must) (to )?wait (until|till|for)\b"
                        r"|\bnot (happen |apply |count )?until\b"
                        r"|\bonly (happen|apply|count|take effect)s? (at|when|once)\b)",
                        re.IGNORECASE)
"""「…まで待たないといけませんか」, 「…까지 가야 승리 처리되는 거예요?」: WHEN something happens,
asked yes / no — the played outcome says whether, not at which step."""


def asks_wait_until(question: str) -> bool:
    """Whether the question asks if something must wait until a later step or phase."""
    from judge.answer.lang import normalize

    return bool(WAIT_UNTIL.search(asked_part(normalize(question))))


def confirms_two_claims(question: str) -> bool:
    """A stated understanding made of two contrasted rule claims (「ドローできないのは先攻だけ
    だが、攻撃できないのは私も同じだ」と理解しています): one played action tests one of them.

    >>> confirms_two_claims("「前進はできないが、後退はできる」という理解で合っていますか？")
    True
    >>> confirms_two_claims("間合は3だが、攻撃できるという理解で合っていますか？")
    False
    """
    from judge.answer.lang import normalize

    text = normalize(question)
    m = CONFIRM.search(text)
    if m is None:
        return False
    english = bool(re.match(r"[a-z]", m.group(0), re.IGNORECASE))
    statement = text[m.end():] if english else text[:m.start()]
    sentences = [c for c in re.split(r"[。!！?？]" if not english else r"[!?]", statement)
                 if re.search(r"\w", c)]
    claim = (sentences[0] if english else sentences[-1]) if sentences else statement
    claims = [c for c in CONTRAST.split(claim) if CAN_STATEMENT.search(c) or EXCLUSIVE.search(c)]
    return len(claims) >= 2


SPEAKER_FRAME = re.compile(
    r"\b(is|was) (he|she|a|b|player a|player b|my (buddy|friend|opponent)|the opponent)"
    r" (right|correct)\b|\b(a|b)'s claim (is |was )?(right|correct)\b"
    r"|(言い分|主張|言っていること|言うこと|意見)(で|は|が|って)?\s?(合|正し)"
    r"|(?<=[」』])\s?(と|って)(言って|言い張って|主張して|言われて|判断し|考えて|思って)(い)?"
    r"(ます|る|た|ました)?[。、,\s]*"
    r"(それは|これは)?(本当|正しい|合って)"
    r"|(?<=[」』'\"])\s?(라고|고)\s?(하는데|합니다|해요|하네요|하던데|우기는데|판단했(습니다|어요|는데)"
    r"|생각했(습니다|어요|는데))[.,\s]*(그게\s?)?(사실|맞|진짜)"
    r"|(말|주장|의견)(이|은|는)?\s?(맞|옳)"
    r"|(異議|抗議|指摘|アピール)(は|が)?\s?(通る|通っ|認められ|正し|妥当)"
    r"|(이의|항의|어필)(가|는|이)?\s?(받아들여|인정|맞|옳|타당)"
    r"|\b(objection|appeal|protest) (should have |should |would have )?(stood|stand|been upheld"
    r"|be upheld|held|hold)\b", re.IGNORECASE)
"""A question whether a player's quoted claim holds (「Bの主張は正しかったですか」, "Is A
right?", 「Bの異議は通るべきだったか」)."""
CLAIM_QUOTE = re.compile(r"[「『“\"]([^」』”\"]{2,120})[」』”\"]"
                         r"|(?:(?<=\s)|^|(?<=:))'(.{2,120}?)'(?![a-z])", re.IGNORECASE)


def speaker_claim(text: str) -> str | None:
    """The quoted claim a speaker frame asks about (the last quote before the frame)."""
    frame = SPEAKER_FRAME.search(text)
    if frame is None:
        return None
    quotes = [m for m in CLAIM_QUOTE.finditer(text[:frame.start()])]
    if not quotes:
        return None
    last = quotes[-1]
    return (last.group(1) or last.group(2) or "").strip(" .。")


NO_NEED = re.compile(r"\b(don't|doesn't|do not|does not|didn't|did not) (have|need) to\b"
                     r"|\bneed(n't| not)\b|\bnot (required|necessary|obliged)\b", re.IGNORECASE)
TAIL_TAG = re.compile(r"([,—–]|[.!]\s)\s*(right|correct|yes|true|isn't it|is that (right|correct"
                      r"|true)|is this (right|correct)|am i (right|correct)|ok|okay)\s*\?"
                      r"\s*['’\"”」』]?\s*[.。]?\s*$",
                      re.IGNORECASE)
"""An English statement closed by a tag ("…doesn't apply then, right?")."""


def tagged_statement(text: str) -> tuple[int, int] | None:
    """The span of the English claim a tail tag asks to confirm ("…so I can't attack. OK?"):
    a belief, not a fact of the position; None if no tag closes the text."""
    tag = TAIL_TAG.search(text)
    if tag is None:
        return None
    start = max((m.end() for m in re.finditer(r"[.!?]", text[:tag.start()])), default=0)
    # its last clause ("an effect says it can't attack, so it can't attack, right?": the
    # effect is a fact; what follows "so" is the belief)
    cut = max((m.end() for m in re.finditer(r"[,;:—–]|\b(so|and|but|then|therefore|hence)\b",
                                             text[start:tag.start()], re.IGNORECASE)), default=0)
    return start + cut, tag.start()


VERBLESS_START = re.compile(r"\s*(i|you|we|he|she|it|they|there)\b", re.IGNORECASE)
VERBISH = re.compile(r"\b(is|are|was|were|be|been|am|can|can't|cannot|could|do|does|did|don't"
                     r"|doesn't|didn't|has|have|had|will|won't|would|should|must|may|might"
                     r"|stays|remains|goes|comes|happens|applies|works|counts|triggers|resolves"
                     r"|ends|lasts|moves|returns|gets|keeps|loses|gains|takes|wins"
                     r"|\w+ed)\b", re.IGNORECASE)


def _joined(sentence: str) -> list[str]:
    """The sentence's clauses, an English verbless tail after "and" joined back to the clause
    before ("…skips the +1 Vigor and the two-card draw": one claim, its verb in the first part;
    not "…isn't used in a standard action, so … the 全力化 part works too")."""
    pieces = re.split(f"({CLAUSE_CUT.pattern})", sentence)
    out: list[str] = []
    sep = ""
    for i, piece in enumerate(pieces):
        if i % 2:
            sep = piece or ""
            continue
        if not piece or not piece.strip():
            continue
        if out and sep.strip().lower() == "and" and not VERBLESS_START.match(piece) \
                and not VERBISH.search(piece):
            out[-1] = f"{out[-1]} and {piece}"
        else:
            out.append(piece)
    return out


def confirms_negation(question: str) -> bool:
    """Whether the question asks to confirm a NEGATED statement ("am I right that I can't…?",
    「〜できないという理解で合っていますか」): the simulated yes/no is then the answer to the
    statement, and "it cannot" confirms it.

    >>> confirms_negation("基本動作はできないという理解で合っていますか？")
    True
    >>> confirms_negation("Am I right that I can advance?"), confirms_negation("Can I advance?")
    (False, False)
    >>> confirms_negation("So the 全力化 part doesn't apply then, right?")
    True
    """
    from judge.answer.lang import normalize

    text = normalize(question)
    claim = speaker_claim(text)
    if claim is not None:  # "A: 'It doesn't work.' Is A right?": the quoted claim is confirmed
        parts = [c for c in CLAUSE_CUT.split(claim) if c and c.strip()]
        main = [c for c in parts if not SUBORDINATE.match(c)]
        return bool(main and NEGATED.search(main[-1]))
    tag = TAIL_TAG.search(text)
    span = tagged_statement(text)
    if span is not None and CAN_STATEMENT.search(text[span[0]:span[1]]) and \
            len(CAN_STATEMENT.findall(text)) == 1:
        # "…, but because of Terminal I can't do any more basic actions, right?": the tagged
        # can-statement (question_kind's "can") is the claim, its lead phrase or not
        claim = text[span[0]:span[1]]
        return bool(NEGATED.search(claim) and not NO_NEED.search(claim))
    if tag is not None:  # "The 全力化 part doesn't apply then, right?": the statement precedes
        sentence = [c for c in re.split(r"[.!?]", text[:tag.start()]) if c.strip()][-1:]
        joined = _joined(sentence[0] if sentence else "")
        main = [c for c in joined if not SUBORDINATE.match(c)] or joined[-1:]
        # (not "I don't have to turn it face down, right?": the readers ask the need itself)
        return bool(main and NEGATED.search(main[-1]) and not NO_NEED.search(main[-1]))
    m = CONFIRM.search(text)
    if m is None:
        return False
    if re.match(r"[a-z]", m.group(0), re.IGNORECASE):  # English: the statement follows
        statement = re.sub(r"^\s*that\b", "", text[m.end():], flags=re.IGNORECASE)
        # its last clause, or its main one: the first that is not a condition or an aside
        # ("that I cannot use it at all, even through a card's effect?")
        parts = [c for c in CLAUSE_CUT.split(statement) if c and c.strip()]
        main = [c for c in parts if not SUBORDINATE.match(c)]
        last = (parts or [statement])[-1]
        if SUBORDINATE.match(last) and main:
            last = main[0]
        elif len(main) >= 2 and NEGATED.search(main[0]) and not re.match(
                r"\s*(i|you|we|he|she|it|they|the|my|your|their|this|that|there|a|an)\b", last,
                re.IGNORECASE):
            last = main[0]  # "that I cannot choose the player and win that way": one negated verb
    else:  # Japanese / Korean: the statement comes before the frame
        statement = text[:m.start()]
        # its last clause, not an earlier sentence (「…禁止されていない…。「もう一度できる」と」)
        last = [c for c in re.split(r"[。!！?？]|(?<=[가-힣])\.\s", statement)
                if re.search(r"\w", c)][-1:] or [statement]  # (a Korean sentence ends in ".")
        last = CLAUSE_CUT.split(last[0])[-1] or last[0][-12:]
        # 「集中力が増やせないので畏縮は残る」: a reason before the claim is not the claim
        last = JA_REASON.split(last)[-1] or last
    return bool(NEGATED.search(last))



JA_REASON = re.compile(r"(?:ので|のに|ため(?:に)?|(?<=[いるたいだ])から|(?:な|だ)けど|けれど(?:も)?"
                       r"|때문에|므로|(?<=[어아해여])도\s)")
"""A Japanese/Korean reason or concession joined before a claim."""


ALTERNATIVE = re.compile(
    r"(それとも|あるいは[^。?？]{1,40}(か|の)[？?]|か[、,][^。?？]{1,40}か[？?]\s*$"
    r"|아니면|혹은[^.?]{1,40}[?]"
    r"|[,;] or (do|does|did|is|are|was|were|can|could|will|would|should|must|am|has|have|"
    r"it|they|i|we|you|the|my|their|does it|is it)\b"
    r"|\bor (do|does|is|are|will|would|can|must) (i|we|you|they|it|he|she|the|my)\b"
    r"|[,;] or (only|just|not until|instead|rather|else|later|earlier|first|after|before|"
    r"when|once|at)\b)",
    re.IGNORECASE)
"""An alternative question ("does nothing happen, or do I take 2 damage?", 「…か、それとも
…か？」): a yes or no does not answer it."""


def alternative_question(question: str) -> bool:
    """A question offering two alternatives.

    >>> alternative_question("何も起きないのか、それともライフに2ダメージを受けるのか？")
    True
    >>> alternative_question("Can I attack whether or not it is reversed?")
    False
    """
    from judge.answer.lang import normalize

    asked = asked_part(normalize(question))
    return bool(ALTERNATIVE.search(asked)) and not re.search(r"\bor not\b", asked)


_ZONES = (r"(ライフ|オーラ|フレア|ダスト|間合|集中力|手札|山札|捨て札|伏せ札|オーブ|畏縮"
          r"|라이프|오라|플레어|더스트|간격|집중력|손패|패산|버림패|덮음패|오브|위축)")
TWO_PARTS = re.compile(
    r"(いくつ|何枚|何個|何点)[^。?？]{0,4}(で(?!す|しょ)|、|,)[^。?？]{0,30}"
    r"(いくつ|どう|何|ますか|ですか|[?？])"
    r"|(얼마나|몇)\s?[^.?]{0,10}(고|며)\s?,?\s?[^.?]{0,16}(무엇|뭐가|뭐|얼마|몇)"
    + r"|" + _ZONES + r"(の(枚数|数|値))?\s?(と|や|、|・)\s?" + _ZONES
    + r"\s?((は|が|の(値|数))[^。?？]{0,8}(いくつ|何|どう)|は\s*[?？])"
    r"|(몇|얼마)\s?(이고|이며|고|,)[^.?]{0,30}(몇|얼마|어떻게|나요|까요|가요|습니까)"
    + r"|" + _ZONES + r"(\s?장수)?\s?(와|과|이랑|랑|하고|,|·|・)\s?" + _ZONES
    + r"(\s?장수)?\s?((은|는|이|가)?\s?(각각\s?)?(몇|얼마|어떻게)|(은|는)\s*[?？])"
    r"|(それぞれ|各々)\s?(いくつ|何)|각각\s?(몇|얼마)"
    # 「引くことと、攻撃することは、それぞれできるか」: each part has its own yes / no
    r"|(それぞれ|各々)\s?(でき|可能|認め|許さ|有効|正し|合法)|각각\s?(가능|할\s?수|인정|허용|유효|맞)"
    r"|\b(is|are|was|were) (each|both) (of (them|these|those) )?(allowed|legal|permitted|valid"
    r"|correct)\b"
    r"|こと(と|、)(?!(は|も)?\s?関係)[^。?？]{1,60}こと(は|も)?\s?(でき|可能)"
    r"|것과,?\s(?!(는\s)?상관)[^.?]{1,60}것(이|은|도)\s?(가능|돼|될|할\s?수)"
    r"|(それぞれ|各)の?プレイヤーの[^。?？]{0,10}(いくつ|何)|각\s?플레이어의?\s?[^.?]{0,10}(몇|얼마)"
    r"|\b(how (much|many)|what)\b[^?]{0,40}\beach player\b"
    r"|(双方|両方|お互い|両者)の[^。?？]{0,10}(いくつ|何)|(양쪽|서로|둘\s?다|양측)의?\s?[^.?]{0,10}(몇|얼마)"
    r"|\bwhat (are|were|will be|do) (the |our )?(two|both)\b|\bboth (of our |players' )\w+"
    r"|\bhow (much|many)\b[^?]{0,50}\band (am|is|are|do|does|did|can|will|what|how)\b"
    r"|(どこ|どう|いくつ|何(?!の(効果|能力|影響)|も|か)|(?<![そあこどや])いつ|誰|どちら|どれ)"
    r"[^。?？、,]{0,12}[、,][^。?？]{0,30}"
    r"(どこ|どう|いくつ|何|(?<![そあこどや])いつ|誰|どちら|どれ)"
    r"|(어디|어떻게|몇|얼마|언제|누가)[^.?,]{0,12}(고|며|,)\s[^.?]{0,30}(어디|어떻게|몇|얼마|언제)"
    r"|\b(where|when|who|which|what|how)\b[^?]{0,40}, and (how|what|where|which|who|when)\b"
    r"|,? and,? (if so|if it is|if it does|if i can|if yes),? (do|does|did|is|are|was|will"
    r"|can|would|what|how|where|which)\b"
    r"|(どこ|どう|いくつ|何|誰|どちら|どれ)[^。?？、]{0,10}(行き|なり|なって|して|あり|置かれ)、"
    r"[^。?？]{2,40}(ますか|ですか|か)\s*[?？]"
    r"|(어디|어떻게|몇|누가)[^.?,]{0,12}(가고|되고|하고|이고|놓이고),?\s[^.?]{2,40}(나요|까요|습니까)"
    r"|\b(where|how|who|which)\b[^?]{0,40}, and (does|do|did|is|are|was|will|can|would|am)\b"
    r"|\bwhat (happens|becomes|is|are|will be)\b[^?]{0,40}, and (do|does|did|is|are|was|will|can"
    r"|would|am)\b"
    r"|\bhow many\b[^?]{0,40}\bin (my |the |their )?(hand|deck|discard( pile)?|face-?down pile)"
    r" and (in )?(my |the |their )?(hand|deck|discard( pile)?|face-?down pile)\b"
    r"|^\s*(can|may|do|does|is|are|will) (i|it|they|we|you|the|both|my|their|his|her|this"
    r"|that|these|those|each|a|an)\b[^?]{0,60},? and (then |if not,? |otherwise,? )?"
    r"(what|how|where|which|who|when)\b"
    r"|[、,]\s?(それから|それと(?!は|も)|あと(?!で|に|は|から|[0-9０-９一二三]|回)|ついでに|および)[^。?？]{0,30}(か|かどうか)\s?(を|も)?\s?"
    r"(教えて|知りたい|[?？])"
    r"|[,]\s?(그리고|또)\s[^.?]{0,30}(는지|인지)\s?(도|를)?\s?(알려|궁금)"
    r"|\b(what(?! happens)|which|where|how)\b[^?]{0,60}\s(—|–|;)\s*(can|does|do|is|are|will|may) "
    r"(i|it|they|we|you|the|that|this)\b"
    r"|(^\s*|[,.;:]\s*)(can|may|do|does|is|will) (i|it|its|they|we|you|the|my|their|this|that"
    r"|his|her|your)\b[^?]{0,60}, and "
    r"(does|do|is|are|will|can|would|may) (it|its|i|they|we|you|the|that|this|my|their)\b"
    r"|\bwhat (are|were|will be) (my|the|their|his|her|your) \w+ and (my |the |their )?\w+"
    r"|\b(life|aura|flare|dust|distance|vigor|focus|hand|deck|flinch) and (my |the |their )?"
    r"(life|aura|flare|dust|distance|vigor|focus|hand|deck|flinch)\b[^?]{0,20}\?",
    re.IGNORECASE)
"""Two values asked at once (「集中力はいくつで、畏縮はどうなっていますか」, "What are my Life and
Flare?"): one number answers half of it."""
REPEAT = re.compile(r"((できるだけ|可能な限り|できる限り)[^。?？]{0,12}(繰り返|何回|何度|続け)"
                    r"|繰り返(す|し)と|할\s?수\s?있는\s?만큼|최대한[^.?]{0,8}반복|반복하면"
                    r"|\bas many times as\b|\brepeatedly\b|\bover and over\b"
                    r"|(2|二|２)回(続けて|連続)|(続けて|連続で|連続して)(2|二|２)回"
                    r"|연속(으로|해서)?\s?(2|두)\s?번|(2|두)\s?번\s?연속"
                    r"|\btwice in a row\b|\b(two|2) times in a row\b"
                    r"|\ball (two|three|four|five|[2-9]) times\b|[2-9２-９二三四五]回とも"
                    r"|(두|세|네|다섯|[2-9])\s?번\s?(다|모두)"
                    r"|\bkeep (doing|using|performing|withdrawing|advancing))", re.IGNORECASE)
"""An action repeated as often as possible: the probes play it once."""


def asks_two_parts(question: str) -> bool:
    """Two things asked in one sentence, or an action repeated "as many times as I can".

    >>> asks_two_parts("開始フェイズが終わったとき、集中力はいくつで、畏縮はどうなっていますか？")
    True
    >>> asks_two_parts("What are my Life and Flare after the reshuffle?")
    True
    >>> asks_two_parts("What happens to it, and do its After Attack effects resolve?")
    True
    >>> asks_two_parts("オーラはいくつになりますか？")
    False
    """
    from judge.answer.lang import normalize

    text = normalize(question)
    return bool(TWO_PARTS.search(asked_part(text)) or REPEAT.search(text)
                or _two_questions(text))


YES_NO_END = re.compile(r"(ますか|ませんか|ですか|るか|えるか|けるか|れるか|ますか)\s*[。?？]\s*$"
                        r"|(나요|습니까|까요|인가요|는가요|한가요)\s*[.?？]\s*$"
                        r"|^\s*(do|does|did|is|are|was|will|can|may|could|would)\b.*\?\s*$",
                        re.IGNORECASE)
FRAME_Q = re.compile(r"(合って|正しい|本当|大丈夫|良い|いい|よろしい|問題(ない|ありません)"
                     r"|どうですか"
                     r"|でしょうか|맞나요|맞습니까|괜찮|정말|\bright\b|\bcorrect\b|\btrue\b|\bok(ay)?\b"
                     r"|\bsure\b|\bsomething\b|\bmissing\b|\bwrong\b)", re.IGNORECASE)
"""A question about the asking itself ("Is that right?"), not a second rules question."""


def _two_questions(text: str) -> bool:
    """The last two sentences are both yes/no questions about the play (「結晶は移動しますか。
    カードは引けますか。」): one verdict answers only half."""
    sentences = [s.strip() for s in SENTENCE.findall(text) if s.strip()]
    if len(sentences) < 2:
        return False
    first, second = sentences[-2], sentences[-1]
    return all(YES_NO_END.search(s) and len(s) > 8 and not FRAME_Q.search(s)
               for s in (first, second))
