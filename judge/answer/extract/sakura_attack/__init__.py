"""Sakura Arms attack questions: reactions (9-4 ⅰ, 9-2, 10-22), the attack's keywords
(不可避 9-4 ⅲ, 超克 10-21, 両方のダメージ 10-26, 対応不可 10-22, 打ち消されない 10-23), where
the damage can be taken (5-8-3-2), using an attack with a range (9-2-1 ⅰ), a reaction that
moves the distance or cancels the attack (9-4 ⅱ–ⅳ).

Hooked from sakura.py: `refine` reads what the base reader leaves out and returns the rules
terms it models (so they stop blocking the answer); `masked_spans` hides numbers that are not
zone counts; `owns`, `probes` and `judge` play the families this package reads as engine
positions. wording.py holds the patterns, read.py the readers, play.py the probes and findings.
"""

from judge.answer.extract.sakura_attack.play import judge, owns, probes, told_aura_damages
from judge.answer.extract.sakura_attack.read import masked_spans, refine, rules_phrase
from judge.answer.extract.sakura_attack.wording import ZONE_DAMAGE, worded_damage

__all__ = ["ZONE_DAMAGE", "judge", "masked_spans", "owns", "probes", "refine", "rules_phrase",
           "told_aura_damages", "worded_damage"]
