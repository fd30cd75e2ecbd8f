"""Spam judge: a trained combiner over an embedding score and hand-written signals, plus near-duplicate memory."""

from moderation.engine.spam.judge import check_spam, fingerprint, spam_probability, warm_up

__all__ = ["check_spam", "fingerprint", "spam_probability", "warm_up"]
