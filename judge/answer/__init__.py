"""Answers: a question in ja/ko/en → retrieved clauses + a simulated position → a cited verdict.

>>> from judge.answer.lang import detect_language
>>> detect_language("前進できますか？")
'ja'
"""
