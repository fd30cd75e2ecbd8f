"""Banned-topic batches: read a CSV, run relevance through the batch endpoint, filter and score the results."""

import io
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed

import pandas as pd

from moderation.client import BadRequest, ClientError, ModerationClient, RateLimited, ServerError

WORKERS = 2  # batches in flight: the service embeds each batch on its own, so two keep two cores busy
CHUNK = 50  # comments per request: well under the service's cap, and the progress bar still moves
CHUNK_CHARS = 40_000  # characters per request: the service's default MODERATION_BATCH_MAX_CHARS
RATE_LIMIT_ATTEMPTS = 5  # times a row waits out Retry-After before it is reported as failed
SEPARATORS = r"\s*[;|,]\s*"
LABEL_NAMES = ("expected", "label", "labels", "expected_topics", "topic", "topics", "banned_topic")


def read_comments(data: bytes) -> pd.DataFrame:
    """The uploaded CSV as a frame with a `comment` column (blank comments dropped)."""
    try:
        frame = pd.read_csv(io.BytesIO(data), dtype=str, keep_default_na=False)
    except (pd.errors.ParserError, UnicodeDecodeError, pd.errors.EmptyDataError) as exc:
        raise ValueError(f"The file is not a readable CSV: {exc}") from exc
    columns = {c.lower().strip(): c for c in frame.columns}
    if "comment" not in columns:
        raise ValueError("The CSV needs a `comment` column; found: " + ", ".join(map(str, frame.columns)))
    frame = frame.rename(columns={columns["comment"]: "comment"})
    frame = frame[frame["comment"].str.strip() != ""].reset_index(drop=True)
    return frame


def guess_label_column(frame: pd.DataFrame) -> str | None:
    """A column that looks like expected labels, if there is one."""
    return next((c for c in frame.columns if c.lower().strip() in LABEL_NAMES), None)


def run_relevance(client: ModerationClient, article_id: str, comments: list[str], topics: list[str],
                  on_progress: Callable[[int, int], None] | None = None, workers: int = WORKERS) -> pd.DataFrame:
    """Relevance of every comment against `topics`: chunks of at most CHUNK comments and CHUNK_CHARS characters per
    request (the service embeds each chunk together), `workers` requests in flight; a chunk the service refuses is
    split until the comment it refuses stands alone, and that comment's row keeps the error."""
    rows: list[dict] = [{} for _ in comments]

    def one(start: int, end: int) -> tuple[int, list[dict]]:
        return start, _judged(client, article_id, comments[start:end], topics)

    done = 0
    with ThreadPoolExecutor(max_workers=workers) as pool:
        for future in as_completed([pool.submit(one, s, e) for s, e in chunks(comments)]):
            start, part_rows = future.result()
            rows[start:start + len(part_rows)] = part_rows
            done += len(part_rows)
            if on_progress:
                on_progress(done, len(comments))
    frame = pd.DataFrame(rows, columns=["on_topic", "banned", "quantity", "confidence", "reasoning", "similarity",
                                        "error"])
    frame.insert(0, "comment", comments)
    frame["banned"] = frame["banned"].apply(lambda v: v if isinstance(v, list) else [])
    frame["similarity"] = frame["similarity"].apply(lambda v: v if isinstance(v, dict) else {})
    frame["quantity"] = pd.to_numeric(frame["quantity"], errors="coerce").fillna(0.0)
    frame["error"] = frame["error"].fillna("")
    return frame


def chunks(comments: list[str], size: int = CHUNK, chars: int = CHUNK_CHARS) -> list[tuple[int, int]]:
    """[start, end) ranges of consecutive comments, each at most `size` comments and `chars` characters (a longer
    comment goes alone)."""
    ranges, start, length = [], 0, 0
    for index, comment in enumerate(comments):
        if index > start and (index - start == size or length + len(comment) > chars):
            ranges.append((start, index))
            start, length = index, 0
        length += len(comment)
    if start < len(comments):
        ranges.append((start, len(comments)))
    return ranges


def _judged(client: ModerationClient, article_id: str, part: list[str], topics: list[str]) -> list[dict]:
    """Rows for `part`; a refused part is halved (the service's caps on sentences, one bad comment or a request
    over the service's time budget must not cost the other comments their answer)."""
    try:
        answer = _patiently(lambda: client.relevance_batch(part, article_id, topics))
    except (BadRequest, ServerError) as exc:  # a cap, one bad comment, or the time budget (503) on a busy server
        if len(part) == 1 or (isinstance(exc, ServerError) and exc.status != 503):
            return [{"error": exc.message or str(exc)}]
        middle = len(part) // 2
        return (_judged(client, article_id, part[:middle], topics)
                + _judged(client, article_id, part[middle:], topics))
    except ClientError as exc:
        return [{"error": exc.message or str(exc)} for _ in part]
    return [_row(item) for item in answer.results]


def _row(item) -> dict:
    """One comment's answer as a results row; `similarity` maps each topic to its best sentence similarity."""
    return {"on_topic": item.on_topic.on_topic, "banned": list(item.banned_topics.banned_topics),
            "quantity": item.banned_topics.quantity_on_banned_topics, "confidence": item.banned_topics.confidence,
            "reasoning": item.banned_topics.reasoning, "similarity": dict(item.topic_similarity), "error": ""}


def _patiently(call: Callable, attempts: int = RATE_LIMIT_ATTEMPTS):
    """Run `call`, waiting out the plan's rate limit (Retry-After) a few times: big batches meet it by design."""
    for _ in range(attempts - 1):
        try:
            return call()
        except RateLimited as exc:
            time.sleep(exc.retry_after or 5.0)
    return call()
