"""The external API's attribute table: toxicity heads, spam, effort and bridging approximations per attribute name."""

from moderation.engine.attributes.judge import SUPPORTED, score_attributes, warm_up

__all__ = ["SUPPORTED", "score_attributes", "warm_up"]
