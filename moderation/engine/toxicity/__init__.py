"""Toxicity judge: attribute probabilities (TOXICITY, INSULT, THREAT …), the hate flag and offending phrases."""

from moderation.engine.toxicity.judge import ToxicityScores, hate, offending_phrases, scores, sentence_scores, toxicity, warm_up

__all__ = ["ToxicityScores", "hate", "offending_phrases", "scores", "sentence_scores", "toxicity", "warm_up"]
