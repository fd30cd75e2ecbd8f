"""Which sentences of a draft are about a banned topic (every sentence asked of the service in one request)."""

import re

from moderation.client import ClientError, ModerationClient

MAX_SENTENCES = 12
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def split_sentences(text: str) -> list[str]:
    """Sentences of the draft, verbatim (so they can be found again in it)."""
    return [part.strip() for part in _SENTENCE_END.split(text) if part and part.strip()]


MARGIN = 0.05  # how much closer to a banned topic than to the article's own subject a sentence must be


def _names(sentence: str, topic: str) -> bool:
    """Whether the sentence names the topic: one of its words of four letters or more, or their stems."""
    words = re.findall(r"[a-z]{4,}", sentence.lower())
    return any(w.startswith(t[:5]) or t.startswith(w[:5]) for t in re.findall(r"[a-z]{4,}", topic.lower()) for w in words)


def banned_sentences(client: ModerationClient, article_id: str, draft: str, topics: list[str],
                     subject: str = "") -> list[tuple[str, list[str]]]:
    """(sentence, topics) for each sentence the service puts on one of `topics` that also names the topic or is
    clearly closer to it than to the article's `subject` (its title): next to a bike-lane article, "I respect the
    cyclists who pushed for it" is as close to "parking" as to the article, and is no digression."""
    sentences = split_sentences(draft)
    if not topics or not sentences:
        return []
    asked = list(topics) + ([subject] if subject and subject not in topics else [])
    try:  # every sentence in one request
        answer = client.relevance_batch(sentences[:MAX_SENTENCES], article_id, asked)
    except ClientError:
        # sentences that cannot be checked are not highlighted (a one-sentence draft is the service's verdict)
        return [(sentences[0], topics)] if len(sentences) == 1 else []
    out = []
    for sentence, item in zip(sentences, answer.results):
        sims = item.topic_similarity or {}
        anchor = sims.get(subject, -1.0) if subject else -1.0
        found = [t for t in item.banned_topics.banned_topics if t in topics
                 and (_names(sentence, t) or sims.get(t, 0.0) >= anchor + MARGIN)]
        if found:
            out.append((sentence, found))
    return out


_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)", re.MULTILINE)


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """[start, end) of the sentence holding text[start:end] (trimmed), or the span itself if it crosses sentences."""
    for match in _SENTENCE.finditer(text):
        if match.start() <= start and end <= match.end():
            chunk = match.group()
            left = len(chunk) - len(chunk.lstrip())
            right = len(chunk.rstrip())
            return match.start() + left, match.start() + right
    return start, end
