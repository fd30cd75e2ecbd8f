"""The flat output columns of each check, with fixed Arrow types so every chunk has the same schema."""

import pyarrow as pa

from moderation.schemas.checks import CommentRelevanceResult, DogwhistleResult, SpamDetectionResult
from moderation.schemas.findings import CommentScore

LIST_SEPARATOR = ";"

COLUMNS: dict[str, dict[str, pa.DataType]] = {
    "toxicity": {"toxicity": pa.float64()},
    "spam": {"is_spam": pa.bool_(), "spam_confidence": pa.float64()},
    "relevance": {"on_topic": pa.bool_(), "on_topic_confidence": pa.float64(), "banned_topics": pa.string(),
                  "banned_share": pa.float64(), "banned_confidence": pa.float64()},
    "dogwhistle": {"dogwhistle_detected": pa.bool_(), "dogwhistle_confidence": pa.float64(),
                   "dogwhistles": pa.string(), "dogwhistle_categories": pa.string()},
    "commentscore": {"comment_score": pa.int64(), "low_effort": pa.bool_(), "fallacies": pa.string(),
                     "objectionable_phrases": pa.int64()},
}
ERROR_COLUMN = "error"


def output_fields(checks: tuple[str, ...]) -> list[pa.Field]:
    """The added columns, in check order, then `error` (empty when the row was scored)."""
    fields = [pa.field(name, kind) for check in checks for name, kind in COLUMNS[check].items()]
    return fields + [pa.field(ERROR_COLUMN, pa.string())]


def _joined(items) -> str:
    return LIST_SEPARATOR.join(items)


def toxicity(score: float) -> dict:
    return {"toxicity": round(score, 4)}


def spam(result: SpamDetectionResult) -> dict:
    return {"is_spam": result.is_spam, "spam_confidence": result.confidence}


def relevance(result: CommentRelevanceResult, has_article: bool) -> dict:
    """Without an article the on-topic columns stay empty: there is nothing to be on topic with."""
    banned = result.banned_topics
    return {"on_topic": result.on_topic.on_topic if has_article else None,
            "on_topic_confidence": result.on_topic.confidence if has_article else None,
            "banned_topics": _joined(banned.banned_topics), "banned_share": banned.quantity_on_banned_topics,
            "banned_confidence": banned.confidence}


def dogwhistle(result: DogwhistleResult) -> dict:
    details = result.details
    return {"dogwhistle_detected": result.detection.dogwhistles_detected,
            "dogwhistle_confidence": result.detection.confidence,
            "dogwhistles": _joined(details.dogwhistle_terms) if details else "",
            "dogwhistle_categories": _joined(details.categories) if details else ""}


def commentscore(result: CommentScore) -> dict:
    return {"comment_score": result.overall_score, "low_effort": result.appears_low_effort,
            "fallacies": _joined(dict.fromkeys(f.fallacy_name for f in result.logical_fallacies)),
            "objectionable_phrases": len(result.objectionable_phrases)}
