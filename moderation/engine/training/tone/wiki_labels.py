"""Hand labels of the civil Wikipedia train sentences the tone threshold's guard counts (keys only, never text)."""

import hashlib
from collections import Counter
from pathlib import Path

LABELS_PATH = Path(__file__).with_name("wiki_guard_labels.tsv")


def key(text: str) -> str:
    """The label file's key of a sentence: its SHA-1's first 12 hex digits (the file never holds dataset text)."""
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def read_labels(path: Path = LABELS_PATH) -> dict[str, tuple[str, str]]:
    """key → (first reader's label, second reader's label), each T (negative tone) or C (civil)."""
    labels = {}
    for line in path.read_text().splitlines():
        if line and not line.startswith("#"):
            k, first, second = line.split("\t")
            labels[k] = (first, second)
    return labels


def consensus(pair: tuple[str, str]) -> str:
    """T when both readers read negative tone, C when both read it civil, D (disputed) otherwise."""
    return pair[0] if pair[0] == pair[1] else "D"


def relabelled(rows: list[dict], labels: dict[str, tuple[str, str]]) -> list[dict]:
    """The Wikipedia rows by their readers' consensus: tone → a positive, civil → kept civil, disputed → dropped
    (neither a clean negative for the guard nor a clean positive); rows of other kinds unchanged."""
    out = []
    for row in rows:
        if row["kind"] != "wiki":
            out.append(row)
            continue
        verdict = consensus(labels[key(row["text"])])
        if verdict != "D":
            out.append({**row, "negative": verdict == "T"})
    return out


def agreement(labels: dict[str, tuple[str, str]]) -> dict[str, float]:
    """Counts of the consensus verdicts and the readers' raw agreement."""
    counts = Counter(consensus(pair) for pair in labels.values())
    return {**counts, "agreement": sum(a == b for a, b in labels.values()) / max(1, len(labels))}
