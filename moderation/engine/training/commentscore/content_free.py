"""Choose the content-free judge (issue 25 item 5, round 2): which short comments mean a test post, placeholder or
greeting; writes commentscore/data/content_free.json (prototypes by kind and the cosine threshold).

Two variants over the comment vector are compared out of fold (5 folds by core.splits.fold) by recall of the written
positives at the same alarm rule (benchmarks/CHOICES.md, round 2): the best cosine to the positives of the other
folds, and a logistic regression. The cosine won (0.712 vs 0.627), so the judge is the cosine to every positive.
Positives: content-free posts written for training by kind, round 1's prototypes among them
(data/content_free_train.tsv). Negatives: the short engaged comments written beside them, and real text no
benchmark validates on: civil Wikipedia comments (TOXICITY < 0.1) of twelve words or fewer and the 3-12-word sentences
of the longer ones, outside both Wikipedia validation parts (core.splits on the id, and the odd ids bench_commentscore
holds back), and iSarcasmEval tweets of twelve words or fewer outside its validation part. The threshold lets at most
ALARM of the real negatives through (they are no prototypes, so no fold is needed for the shipped one). Run:
`python -m moderation.engine.training.commentscore.content_free`."""

import json
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression

from moderation.engine.core.splits import fold, is_validation
from moderation.engine.training.common import embed_comments_cached
from moderation.engine.training.sentences_io import read_tsv

HERE = Path(__file__).resolve().parent
WRITTEN = HERE / "data" / "content_free_train.tsv"
OUT = HERE.parents[1] / "commentscore" / "data" / "content_free.json"
MAX_WORDS = 12  # the judge reads comments this short only (effort.CONTENT_FREE_MAX_WORDS)
ALARM = 0.005  # share of real short negatives allowed above the threshold, out of fold: half the 1% guard
C = 1.0  # a priori; balanced classes (about a hundred positives against thousands of negatives)
FOLDS = 5


def real_negatives(data_dir: Path) -> list[str]:
    """Short real text outside every validation part: civil Wikipedia comments and sentences, iSarcasmEval tweets."""
    from moderation.engine.core.text import sentences

    wiki = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    wiki = wiki[(wiki["TOXICITY@6"] < 0.1) & ~wiki["id"].astype(str).map(is_validation)
                & wiki["id"].map(lambda i: int(str(i)[-1], 16) % 2 == 0)]
    out = []
    for text in wiki["comment_text"].astype(str):
        if len(text.split()) <= MAX_WORDS:
            out.append(text)
        else:
            out += [s.text for s in sentences(text) if 3 <= len(s.text.split()) <= MAX_WORDS]
    tweets = pd.read_csv(data_dir / "tone" / "isarcasm_train.csv").dropna(subset=["tweet"])["tweet"].astype(str)
    out += [t for t in tweets if len(t.split()) <= MAX_WORDS and not is_validation(t)]
    return list(dict.fromkeys(out))


def training_set(data_dir: Path) -> tuple[list[str], np.ndarray, np.ndarray]:
    """(texts, labels, real): 1 content-free, 0 engaged or real; `real` marks the real negatives (the threshold's basis)."""
    written = read_tsv(WRITTEN)
    positives = [r["text"] for r in written if r["label"] == "content_free"]
    engaged = [r["text"] for r in written if r["label"] == "engaged"]
    real = real_negatives(data_dir)
    texts = positives + engaged + real
    y = np.array([1] * len(positives) + [0] * (len(engaged) + len(real)))
    return texts, y, np.array([False] * (len(positives) + len(engaged)) + [True] * len(real))


def fit(x: np.ndarray, y: np.ndarray) -> LogisticRegression:
    return LogisticRegression(C=C, class_weight="balanced", max_iter=3000).fit(x, y)


def threshold_under(scores: np.ndarray, alarm: float = ALARM) -> float:
    """The lowest threshold with at most `alarm` of `scores` at or above it."""
    ranked = np.sort(scores)[::-1]
    allowed = int(np.floor(alarm * len(ranked)))
    return float(ranked[allowed]) + 1e-6


def out_of_fold(texts: list[str], x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Out-of-fold scores of the classifier and of the cosine variant (the other folds' positives as prototypes)."""
    folds = np.array([fold(t, FOLDS) for t in texts])
    classifier, cosine = np.zeros(len(texts)), np.zeros(len(texts))
    for k in range(FOLDS):
        held, rest = folds == k, folds != k
        classifier[held] = fit(x[rest], y[rest]).predict_proba(x[held])[:, 1]
        prototypes = x[rest & (y == 1)]
        cosine[held] = (x[held] @ prototypes.T).max(axis=1)
    return classifier, cosine


def main(data_dir: Path) -> dict:
    """Compare the two variants out of fold, then write the prototypes by kind and the cosine threshold."""
    texts, y, real = training_set(data_dir)
    x = embed_comments_cached(texts)
    figures = {"positives": int(y.sum()), "negatives": int((y == 0).sum()), "real negatives": int(real.sum())}
    for name, scores in zip(("classifier", "cosine"), out_of_fold(texts, x, y)):
        t = threshold_under(scores[real])
        figures[name] = {"threshold": round(t, 4), "recall of written positives": round(float((scores[y == 1] >= t).mean()), 3),
                         "written engaged above": int((scores[(y == 0) & ~real] >= t).sum())}
    threshold = threshold_under((x[real] @ x[y == 1].T).max(axis=1))
    kinds: dict[str, list[str]] = {}
    for r in read_tsv(WRITTEN):
        if r["label"] == "content_free":
            kinds.setdefault(r["kind"], []).append(r["text"])
    OUT.write_text(json.dumps({
        "_about": "Posts that say nothing about the article, by kind: test posts, placeholders, greetings, checks that "
                  "the comment box works, keyboard mashes, introductions. A comment of twelve words or fewer whose "
                  "vector has a cosine of at least `threshold` with one of these is low effort whatever its wording "
                  "(commentscore/effort.py). Written by hand for issue 25 item 5; chosen by "
                  "python -m moderation.engine.training.commentscore.content_free.",
        "threshold": round(threshold, 4),
        "chosen_on": f"at most {ALARM:.1%} of {int(real.sum())} short real texts outside every validation part above "
                     "it (civil Wikipedia comments and sentences, iSarcasmEval tweets)",
        "prototypes": kinds}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    figures["shipped threshold"] = round(threshold, 4)
    print(json.dumps(figures, indent=1), flush=True)
    return figures


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as _data_dir
    main(_data_dir())
