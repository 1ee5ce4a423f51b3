"""The wiki commentary clauses of 002 cited beside the numbered step each one explains."""

from __future__ import annotations

from judge.engine.core import Change, Step, Trace
from judge.games.magical_girl.model import DOC

_WIKI = {
    "506.1": "801/wiki",
    "801.1": "801/wiki/バトルフェイズの流れ",
    "802.1": "802/wiki/バトルフェイズ開始時の誘発条件が発生する",
    "802.2": "802/wiki/優先権の処理を行う",
    "803.1": "802/wiki-2/攻撃宣言ステップ開始時の誘発条件が発生する",
    "803.2": "802/wiki-2/優先権の処理を行う",
    "803.3": "803/wiki/攻撃を行う怪異と攻撃目標の選択を行う",
    "803.3a": "803/wiki/攻撃を行う怪異と攻撃目標の選択を行う",
    "803.3b": "803/wiki/攻撃を行う怪異と攻撃目標の選択を行う",
    "803.4": "803/wiki/攻撃を行っている怪異",
    "803.4a": "803/wiki/攻撃を行っている怪異",
    "803.5": "803/wiki/攻撃されている怪異",
    "803.5a": "803/wiki/攻撃されている怪異",
    "803.6": "803/wiki/優先権の処理を行う",
    "804.1": "804/wiki/バトルしている怪異の有無の確認",
    "804.2": "804/wiki/攻撃を行っている怪異の状態の確認",
    "804.3": "804/wiki/攻撃を行っている怪異と攻撃されている怪異の勝敗判定(リバース状態以外)",
    "804.4": "804/wiki/攻撃を行っている怪異と攻撃されている怪異の勝敗判定(リバース状態)",
    "804.5": "804/wiki/攻撃目標を相手プレイヤーとしている場合の判定",
    "804.6": "804/wiki/優先権の処理を行う",
    "805.1": "805/wiki/バトル終了時の誘発条件が発生する",
    "805.2": "805/wiki/優先権の処理を行う",
    "805.3": "805/wiki/バトル終了時の処理を行う",
    "805.3a": "805/wiki/バトル終了時の処理を行う",
    "805.3b": "805/wiki/バトル終了時の処理を行う",
    "805.4": "805/wiki/バトルの終了",
    "805.4a": "805/wiki/バトルの終了",
    "805.5": "805/wiki/バトルフェイズ継続の確認",
    "806.1": "806/wiki/バトルフェイズ終了時の誘発条件が発生する",
    "806.2": "806/wiki/優先権の処理を行う",
}

COMMENTARY: dict[str, str] = {f"{DOC}#{n}": f"{DOC}#{slug}" for n, slug in _WIKI.items()}
"""Numbered clause uid → the commentary clause uid that explains the same step."""


class CitingTrace(Trace):
    """A Trace that cites, beside each numbered clause, the commentary that explains it."""

    def record(self, clause: str, what: str, changes: list[Change] | None = None) -> Step:
        step = super().record(clause, what, changes)
        if clause in COMMENTARY:
            step.also.append(COMMENTARY[clause])
        return step
