"""commentscore: LOGIC dev typing, LogicClimate, false alarms on civil comments, low-effort agreement, latency."""

import os
import time
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, f1_score
from scipy.stats import spearmanr
from sklearn.model_selection import StratifiedKFold

from moderation.engine import commentscore, toxicity
from moderation.engine.commentscore import effort
from moderation.engine.core.embedder import get_embedder
from moderation.engine.fallacies.model import get_model
from moderation.engine.training.common import SEED, embed_cached
from moderation.engine.core.analysis import Analysis
from moderation.schemas.findings import ModerationTolerances


def _logic_dev(folder: Path) -> tuple[float, float, float]:
    """Macro-F1, accuracy of the committed type classifier (trained on LOGIC train) on LOGIC dev; gate recall."""
    dev = pd.read_csv(folder / "edu_dev.csv").dropna()
    model = get_model()
    x = embed_cached(dev["text"].tolist())
    predicted = np.array(model.labels)[model.type_probabilities(dev["text"].tolist(), x).argmax(axis=1)]
    recall = float((model.gate_probability(x) >= model.clear).mean())
    return f1_score(dev["label"], predicted, average="macro"), accuracy_score(dev["label"], predicted), recall


def _climate(folder: Path) -> tuple[float, float, float]:
    """LogicClimate: 5-fold cross-validated macro-F1 and accuracy of the same recipe; macro-F1 of the LOGIC model."""
    climate = pd.read_csv(folder / "climate_train.csv").dropna()
    texts, labels = climate["text"].tolist(), climate["label"].to_numpy()
    x = embed_cached(texts)
    predicted = np.empty(len(texts), dtype=object)
    for train, test in StratifiedKFold(5, shuffle=True, random_state=SEED).split(texts, labels):
        emb = LogisticRegression(C=4, max_iter=3000, class_weight="balanced").fit(x[train], labels[train])
        tfidf = TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True, max_features=12000)
        words = LogisticRegression(C=4, max_iter=3000, class_weight="balanced")
        words.fit(tfidf.fit_transform([texts[i] for i in train]), labels[train])
        probs = 0.6 * words.predict_proba(tfidf.transform([texts[i] for i in test])) + 0.4 * emb.predict_proba(x[test])
        predicted[test] = emb.classes_[probs.argmax(axis=1)]
    model = get_model()
    transfer = np.array(model.labels)[model.type_probabilities(texts, x).argmax(axis=1)]
    return (f1_score(labels, predicted, average="macro"), accuracy_score(labels, predicted),
            f1_score(labels, transfer, average="macro"))


def _civil_alarms(frame: pd.DataFrame) -> tuple[dict[str, float], int, list[float]]:
    """Share of held-out civil comments (odd ids, TOXICITY@6 < 0.1) with any finding of each kind; latencies."""
    civil = frame[(frame["TOXICITY@6"] < 0.1) & frame["id"].map(lambda i: int(str(i)[-1], 16) % 2 == 1)]
    counts = {"logical fallacy": 0, "objectionable phrase": 0, "negative tone": 0, "low effort": 0, "any": 0}
    latencies, own = [], []
    embedder = get_embedder()
    tolerances = ModerationTolerances()
    for text in civil["comment_text"]:
        embedder._cache.clear()  # measure with the embedding included, as for a new comment
        analysis = Analysis(text)
        started = time.perf_counter()
        analysis.sentence_embeddings  # noqa: B018 - shared with the other judges of a request
        toxicity.toxicity(analysis)  # shared with the attribute scores
        shared = time.perf_counter()
        result = commentscore.score_comment(analysis, None, None, tolerances)
        done = time.perf_counter()
        latencies.append((done - started) * 1000)
        own.append((done - shared) * 1000)
        flags = {"logical fallacy": bool(result.logical_fallacies),
                 "objectionable phrase": bool(result.objectionable_phrases),
                 "negative tone": bool(result.negative_tone_phrases), "low effort": result.appears_low_effort}
        for kind, flag in flags.items():
            counts[kind] += flag
        counts["any"] += any(flags.values())
    return {k: v / len(civil) for k, v in counts.items()}, len(civil), (latencies, own)


def _low_effort_agreement(frame: pd.DataFrame) -> tuple[float, float, float, float, float]:
    """appears_low_effort vs UNSUBSTANTIAL >= 0.5 (accuracy, precision, recall, base rate); Spearman of the probability."""
    truth = (frame["UNSUBSTANTIAL"] >= 0.5).to_numpy()
    analyses = [Analysis(t) for t in frame["comment_text"]]
    ours = np.array([effort.appears_low_effort(a) for a in analyses])
    rho = spearmanr([effort.low_effort_probability(a) for a in analyses], frame["UNSUBSTANTIAL"]).statistic
    tp = float((truth & ours).sum())
    return (float((truth == ours).mean()), tp / max(1, ours.sum()), tp / max(1, truth.sum()), float(truth.mean()),
            float(rho))


def run(data_dir: Path) -> str:
    """Print the figures and return the markdown section."""
    folder = data_dir / "fallacies"
    dev_f1, dev_acc, gate_recall = _logic_dev(folder)
    cl_f1, cl_acc, cl_transfer = _climate(folder)
    frame = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    alarms, n_civil, (latencies, own) = _civil_alarms(frame)
    le_acc, le_prec, le_rec, le_base, le_rho = _low_effort_agreement(frame)
    p50, p99 = np.percentile(latencies, 50), np.percentile(latencies, 99)
    own50, own99 = np.percentile(own, 50), np.percentile(own, 99)
    load = os.getloadavg()[0]
    lines = [
        "## commentscore",
        "",
        "| measure | value | target |",
        "|---|---|---|",
        f"| LOGIC dev macro-F1 (13 types; trained on LOGIC train) | {dev_f1 * 100:.1f} | ≥ 55 |",
        f"| LOGIC dev accuracy | {dev_acc * 100:.1f} | |",
        f"| LOGIC dev fallacy-gate recall (clear threshold) | {gate_recall * 100:.1f}% | |",
        f"| LogicClimate 5-fold CV macro-F1 / accuracy | {cl_f1 * 100:.1f} / {cl_acc * 100:.1f} | |",
        f"| LogicClimate macro-F1 of the LOGIC-trained model | {cl_transfer * 100:.1f} | |",
    ]
    lines += [f"| civil comments with {'any finding' if kind == 'any' else ('an ' if kind[0] in 'aeiou' else 'a ') + kind + ' finding'} (n={n_civil}) | {share * 100:.1f}% | "
              f"{'≤ 10%' if kind == 'logical fallacy' else ''} |" for kind, share in alarms.items()]
    lines += [
        f"| appears_low_effort vs UNSUBSTANTIAL ≥ 0.5: accuracy / precision / recall (base rate {le_base * 100:.1f}%)"
        f" | {le_acc * 100:.1f} / {le_prec * 100:.1f} / {le_rec * 100:.1f} | |",
        f"| Spearman of low_effort_probability with UNSUBSTANTIAL | {le_rho:.3f} | |",
        f"| commentscore latency p50 / p99 (ms, embedding and toxicity included; load average {load:.1f}) "
        f"| {p50:.1f} / {p99:.1f} | p50 ≤ 20 |",
        f"| of which commentscore's own work p50 / p99 (ms) | {own50:.1f} / {own99:.1f} | |",
        "",
        "Civil comments: the odd-id half of the external API's Wikipedia sample with TOXICITY@6 < 0.1 "
        "(the even half was used as gate negatives in training). Low-effort agreement is on the whole sample.",
    ]
    section = "\n".join(lines)
    print(section)
    return section
