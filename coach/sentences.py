"""Which sentences of a draft are about a banned topic (every sentence asked of the service in one request)."""

import re

from moderation.client import ClientError, ModerationClient

MAX_SENTENCES = 12
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def split_sentences(text: str) -> list[str]:
    """Sentences of the draft, verbatim (so they can be found again in it)."""
    return [part.strip() for part in _SENTENCE_END.split(text) if part and part.strip()]


def banned_sentences(client: ModerationClient, article_id: str, draft: str,
                     topics: list[str]) -> list[tuple[str, list[str]]]:
    """(sentence, topics) for each sentence the service finds on one of `topics` (a whole-draft verdict is
    only narrowed to sentences when the draft has several; a one-sentence draft is that sentence)."""
    sentences = split_sentences(draft)
    if not topics or not sentences:
        return []
    if len(sentences) == 1:
        return [(sentences[0], topics)]
    try:  # every sentence in one request
        answer = client.relevance_batch(sentences[:MAX_SENTENCES], article_id, topics)
    except ClientError:
        return []  # sentences that cannot be checked are simply not highlighted
    verdicts = [item.banned_topics.banned_topics for item in answer.results]
    return [(sentence, found) for sentence, found in zip(sentences, verdicts) if found]


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
