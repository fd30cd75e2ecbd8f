"""Banned-topic batches: read a CSV, run relevance through the batch endpoint, filter and score the results."""

import io
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed

import numpy as np
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


def flagged(results: pd.DataFrame, threshold: float) -> pd.Series:
    """Rows on a banned topic at or above the threshold share (vectorised; no requests)."""
    has_topic = results["banned"].str.len().fillna(0) > 0
    return has_topic & (results["quantity"] >= threshold)


def with_threshold(results: pd.DataFrame, threshold: float) -> pd.DataFrame:
    """The results table for display: a `flagged` column and topics as text."""
    shown = results.copy()
    shown["flagged"] = flagged(results, threshold)
    shown["banned topics"] = results["banned"].str.join("; ")
    return shown[["comment", "flagged", "banned topics", "quantity", "on_topic", "confidence", "reasoning", "error"]]


def topic_counts(results: pd.DataFrame, topics: list[str], threshold: float) -> pd.DataFrame:
    """How many flagged comments name each topic (every topic listed, zeros included)."""
    hits = results.loc[flagged(results, threshold), "banned"].explode().dropna()
    counts = hits.value_counts().reindex(topics, fill_value=0)
    return counts.rename_axis("topic").reset_index(name="comments")


def _label_matrix(labels: pd.Series, topics: list[str]) -> pd.DataFrame:
    """Expected labels ("a; b", case-insensitive) as a boolean row × topic matrix."""
    lowered = labels.fillna("").astype(str).str.lower().str.split(SEPARATORS, regex=True)
    sets = lowered.apply(lambda parts: {p.strip() for p in parts if p.strip()})
    return pd.DataFrame({t: sets.apply(lambda s, t=t.lower(): t in s) for t in topics}, index=labels.index)


def precision_recall(results: pd.DataFrame, labels: pd.Series, topics: list[str], threshold: float) -> pd.DataFrame:
    """Per topic: true/false positives, false negatives, precision and recall at the threshold."""
    expected = _label_matrix(labels.reset_index(drop=True), topics)
    is_flagged = flagged(results, threshold).to_numpy()
    predicted_sets = results["banned"].apply(lambda items: {i.lower() for i in items})
    rows = []
    for topic in topics:
        predicted = is_flagged & predicted_sets.apply(lambda s, t=topic.lower(): t in s).to_numpy()
        truth = expected[topic].to_numpy()
        tp, fp, fn = int(np.sum(predicted & truth)), int(np.sum(predicted & ~truth)), int(np.sum(~predicted & truth))
        rows.append({"topic": topic, "true positives": tp, "false positives": fp, "false negatives": fn,
                     "precision": round(tp / (tp + fp), 3) if tp + fp else None,
                     "recall": round(tp / (tp + fn), 3) if tp + fn else None})
    return pd.DataFrame(rows)


def export_csv(results: pd.DataFrame, threshold: float) -> bytes:
    """The thresholded results as CSV bytes."""
    return with_threshold(results, threshold).to_csv(index=False).encode("utf-8")
