"""Japanese (and alternative English) keywords → the canonical English ones the engine uses."""

CANON = {
    # zones and numbers
    "オーラ": "aura", "ライフ": "life", "フレア": "flare", "集中力": "focus", "間合": "distance",
    "ダスト": "dust", "ゲーム外": "out", "自分": "my", "相手": "opp",
    "手札": "hand", "山札": "deck", "捨て札": "discard", "伏せ札": "facedown",
    "오라": "aura", "라이프": "life", "플레어": "flare", "집중력": "focus", "간격": "distance",
    "더스트": "dust", "손패": "hand", "패산": "deck", "버림패": "discard", "덮음패": "facedown",
    # flags and states
    "畏縮": "flinch", "敗北しない": "no-lose", "勝利できない": "no-win",
    "攻撃を行えない": "no-attack",
    "最初のターン": "first-turn", "終端": "terminal", "未使用": "unused", "使用済": "used",
    "開始": "start", "メイン": "main", "終了": "end", "標準": "standard", "標準行動": "standard",
    "全力": "full", "全力行動": "full",
    # cards
    "攻撃": "attack", "行動": "action", "付与": "enhance", "不定": "undefined", "切札": "special",
    "通常札": "normal",
    "対応": "reaction", "不可避": "unavoidable", "超克": "overcome",
    "対応不可": "no-reaction",
    "対応不可(通常札)": "no-reaction-normal", "対応不可(切札)": "no-reaction-special",
    "矢印を逆の向きにする": "reverse-arrows", "打ち消されない": "uncancellable",
    "両方のダメージ": "both-damage", "隙": "opening",
    "伏せ札にできない": "no-facedown", "덮음패불가": "no-facedown",
    "使用時": "use", "攻撃後": "after", "展開時": "deploy", "展開中": "ongoing", "常時": "always",
    "破棄時": "destroy", "開始フェイズ": "at-start", "終了フェイズ": "at-end",
    "相手の開始フェイズ": "at-opp-start", "相手の終了フェイズ": "at-opp-end",
    "メインフェイズの開始時": "at-main", "メインフェイズの終了時": "at-main-end",
    "ダメージ": "damage", "距離拡大近": "expand-near", "距離拡大遠": "expand-far",
    "距離縮小近": "shrink-near", "距離縮小遠": "shrink-far", "順": "forward", "逆": "reverse",
    "相場": "market", "시세": "market", "流通量": "circulation", "유통량": "circulation",
    "回収": "collect", "회수": "collect", "投資権": "invest", "투자권": "invest",
    "時価": "market-cost", "시가": "market-cost",
    "裂傷化ダメージ": "lacerated", "裂傷化消費": "lacerated-cost",
    "열상화대미지": "lacerated", "열상화소모값": "lacerated-cost", "게임 밖": "out",
    "する": "yes", "しない": "no", "成功": "hit", "失敗": "failed",
}
