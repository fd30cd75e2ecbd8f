"""Comment-score judge: the coach's feedback (fallacies, objectionable phrases, tone, effort, 1–5 score, rewrites)."""

from moderation.engine.commentscore.effort import low_effort_probability
from moderation.engine.commentscore.judge import score_comment, warm_up
from moderation.engine.commentscore.languages import judged_language, score_in_language

__all__ = ["judged_language", "low_effort_probability", "score_comment", "score_in_language", "warm_up"]
