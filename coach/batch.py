"""Banned-topic batches: read a CSV, run relevance through the batch endpoint, filter and score the results."""

import io
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed

import pandas as pd

from moderation.client import ClientError, ModerationClient, RateLimited

WORKERS = 2  # batches in flight: the service embeds each batch on its own, so two keep two cores busy
CHUNK = 50  # comments per request: well under the service's cap, and the progress bar still moves
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
    """Relevance of every comment against `topics`: batches of CHUNK comments per request (the service embeds
    each batch together), `workers` requests in flight; a failed batch's error is kept on each of its rows."""
    rows: list[dict] = [{} for _ in comments]
    starts = range(0, len(comments), CHUNK)

    def one(start: int) -> tuple[int, list[dict]]:
        part = comments[start:start + CHUNK]
        try:
            answer = _patiently(lambda: client.relevance_batch(part, article_id, topics))
        except ClientError as exc:
            return start, [{"error": exc.message or str(exc)} for _ in part]
        return start, [_row(item) for item in answer.results]

    done = 0
    with ThreadPoolExecutor(max_workers=workers) as pool:
        for future in as_completed([pool.submit(one, s) for s in starts]):
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
