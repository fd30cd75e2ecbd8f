"""Train the fallacy judge: a fallacy-vs-not gate and a 13-type classifier (LOGIC + LogicClimate).

Type classifier: logistic regression on MiniLM sentence embeddings, averaged with a logistic regression
on word 1–2-gram TF-IDF (trained on LOGIC train; LogicClimate is used for the gate and its own figure).
Gate: logistic regression on embeddings; positives are the LOGIC and LogicClimate texts, negatives are
civil sentences: the even-id half of the external API's Wikipedia sample with TOXICITY@6 < 0.1 (the odd
half is kept for the benchmark), ToxiGen neutral statements, and civil sentences and argued opinions
written for the project (civil_arguments.py).
The gate threshold is set so that at most ~5% of held-out civil comments get a fallacy.
Writes fallacies/models/model.npz (arrays) and model.json (labels, vocabulary, thresholds, figures).
"""

import json
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, f1_score

from moderation.engine.fallacies import whole_comment_judged
from moderation.engine.core.text import sentences
from moderation.engine.training.fallacies.civil_arguments import HANDWRITTEN, generated
from moderation.engine.fallacies.model import MODELS_DIR
from moderation.engine.training.common import SEED, embed_comments_cached

TFIDF_WEIGHT = 0.6  # share of the TF-IDF model in the averaged type probabilities
TARGET_CIVIL_ALARM = 0.06  # comment-level false-alarm rate the clear-fallacy threshold is set for (target ≤ 10%)
HINT_CIVIL_ALARM = 0.2  # the looser threshold for hints (kept only under strict tolerances)
WRITTEN_NEGATIVES = False  # the hand-written tone sets' civil sentences as negatives too: tried, not shipped (CHOICES)

# Ordinary civil sentences of the kind a comment section holds (written for the project).
GENERIC_CIVIL = [
    "I read the whole article and I think the second half makes a fair point.",
    "Thanks for the detailed reporting on the council meeting.",
    "My neighbourhood had the same problem with parking last year.",
    "Does anyone know when the new library opens?",
    "I disagree with the author about the timeline, the budget was approved in March.",
    "The chart in the middle of the piece is hard to read on a phone.",
    "We tried this recipe last weekend and the kids loved it.",
    "I would like to see more data on how the program performed in other cities.",
    "The bus route change has made my commute ten minutes longer.",
    "Good question, I had not thought about the maintenance costs.",
    "Here is a link to the original report if anyone wants the figures.",
    "I worked in a hospital for twelve years and staffing was always tight.",
    "The interview with the mayor was more balanced than I expected.",
    "Could the author clarify where the survey numbers come from?",
    "In my experience the train is usually on time in the mornings.",
    "I think both proposals have merit, but the second one is cheaper to run.",
    "The photos of the flood damage are striking.",
    "Congratulations to the team, that was a hard season.",
    "We need more bike lanes on the main road, it is dangerous right now.",
    "The school board should publish the minutes before the next meeting.",
    "I changed my mind after reading the section on water prices.",
    "It rained all weekend here so the festival was moved indoors.",
    "This explains the tax change better than anything else I have read.",
    "I am not sure the new rule will help small shops, but it is worth a try.",
    "My grandmother used to make this soup every winter.",
    "The article misspells the name of the bridge in the third paragraph.",
    "As a teacher, I can say the new curriculum takes time to get used to.",
    "If the vote is delayed again, residents should ask why at the next meeting.",
    "The earlier study found a smaller effect, so more research seems needed.",
    "Either way, the decision will be made by the council next month.",
]


def _wiki_civil(data_dir: Path, half: int) -> list[str]:
    """Civil Wikipedia comments (TOXICITY@6 < 0.1) whose id's last hex digit has parity `half`."""
    frame = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    civil = frame[frame["TOXICITY@6"] < 0.1]
    return [t for i, t in zip(civil["id"], civil["comment_text"]) if int(str(i)[-1], 16) % 2 == half]


def _comment_scores(gate: LogisticRegression, comments: list[str]) -> np.ndarray:
    """The highest gate probability over each comment's units (sentences, and the whole when it is short)."""
    units, owner = [], []
    for k, comment in enumerate(comments):
        spans = sentences(comment)
        for span in spans:
            units.append(span.text)
            owner.append(k)
        if whole_comment_judged(len(spans), len(comment.strip())):
            units.append(comment)
            owner.append(k)
    probs = gate.predict_proba(embed_comments_cached(units))[:, 1]
    best = np.zeros(len(comments))
    np.maximum.at(best, np.array(owner), probs)
    return best


def written_civil() -> list[str]:
    """The civil, complaint, praise and neutral sentences of the hand-written tone sets (train only): requests,
    anecdotes and plain complaints of the kind the gate must leave alone."""
    from moderation.engine.training.tone.train import handwritten

    return [r["text"] for r in handwritten() if not r["negative"]]


def gate_negatives(data_dir: Path, held_out: bool, written: bool = WRITTEN_NEGATIVES) -> list[str]:
    """The gate's negatives; `held_out` leaves out every fourth civil comment and handwritten argument (they set the
    threshold) and every fourth written civil sentence (they measure the alarms)."""
    keep = (lambda k: k % 4 != 3) if held_out else (lambda k: True)
    toxigen = pd.read_csv(data_dir / "toxicity" / "toxigen_statements.csv")
    neutral = toxigen[toxigen["label"] != "hate"]["text"].tolist()
    wiki = [s.text for k, c in enumerate(_wiki_civil(data_dir, 0)) if keep(k) for s in sentences(c)]
    mine = [a for k, a in enumerate(HANDWRITTEN) if keep(k)] + generated(300, SEED)
    return wiki + neutral + GENERIC_CIVIL + mine + ([t for k, t in enumerate(written_civil()) if keep(k)] if written else [])


def gate_calibration(data_dir: Path) -> list[str]:
    """The held-out civil comments and handwritten arguments whose comment-level alarms set the thresholds."""
    return _wiki_civil(data_dir, 0)[3::4] + HANDWRITTEN[3::4]


def fit_gate(x_pos: np.ndarray, negatives: list[str], calib: list[str]) -> tuple[LogisticRegression, float, float]:
    """The gate fit on the positives' embeddings and `negatives`, with its clear and hint thresholds on `calib`."""
    gate = LogisticRegression(C=2, max_iter=3000, class_weight="balanced", random_state=SEED)
    gate.fit(np.vstack([x_pos, embed_comments_cached(negatives)]), [1] * len(x_pos) + [0] * len(negatives))
    calib_scores = _comment_scores(gate, calib)
    return (gate, float(np.quantile(calib_scores, 1 - TARGET_CIVIL_ALARM)),
            float(np.quantile(calib_scores, 1 - HINT_CIVIL_ALARM)))


def main(data_dir: Path) -> None:
    """Train, measure on LOGIC dev, calibrate the gate and write the artifacts."""
    folder = data_dir / "fallacies"
    train = pd.read_csv(folder / "edu_train.csv").dropna()
    dev = pd.read_csv(folder / "edu_dev.csv").dropna()
    climate = pd.read_csv(folder / "climate_train.csv").dropna()
    x_train, x_dev, x_climate = (embed_comments_cached(f["text"].tolist()) for f in (train, dev, climate))

    emb_model = LogisticRegression(C=4, max_iter=3000, class_weight="balanced", random_state=SEED)
    emb_model.fit(x_train, train["label"])
    tfidf = TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True, max_features=12000)
    tfidf_model = LogisticRegression(C=4, max_iter=3000, class_weight="balanced", random_state=SEED)
    tfidf_model.fit(tfidf.fit_transform(train["text"]), train["label"])
    probs = (TFIDF_WEIGHT * tfidf_model.predict_proba(tfidf.transform(dev["text"]))
             + (1 - TFIDF_WEIGHT) * emb_model.predict_proba(x_dev))
    predicted = emb_model.classes_[probs.argmax(axis=1)]
    dev_f1 = f1_score(dev["label"], predicted, average="macro")
    dev_acc = accuracy_score(dev["label"], predicted)
    print(f"LOGIC dev: macro-F1 {dev_f1:.3f}, accuracy {dev_acc:.3f}")

    x_pos = np.vstack([x_train, x_climate])
    negatives, calib = gate_negatives(data_dir, held_out=False), gate_calibration(data_dir)
    gate, clear, hint = fit_gate(x_pos, gate_negatives(data_dir, held_out=True), calib)
    recall = float((gate.predict_proba(x_dev)[:, 1] >= clear).mean())
    print(f"gate thresholds: clear {clear:.3f}, hint {hint:.3f}; LOGIC dev recall at clear {recall:.3f}")
    # Refit on every negative now that the threshold is known.
    gate.fit(np.vstack([x_pos, embed_comments_cached(negatives)]), [1] * len(x_pos) + [0] * len(negatives))

    MODELS_DIR.mkdir(parents=True, exist_ok=True)
    vocabulary = [term for term, _ in sorted(tfidf.vocabulary_.items(), key=lambda kv: kv[1])]
    np.savez_compressed(MODELS_DIR / "model.npz", idf=tfidf.idf_, emb_coef=emb_model.coef_,
                        emb_bias=emb_model.intercept_, tfidf_coef=tfidf_model.coef_.astype(np.float32),
                        tfidf_bias=tfidf_model.intercept_, gate_coef=gate.coef_, gate_bias=gate.intercept_)
    meta = {"labels": emb_model.classes_.tolist(), "tfidf_weight": TFIDF_WEIGHT, "gate_clear": clear,
            "gate_hint": hint, "dev_macro_f1": round(dev_f1, 4), "dev_accuracy": round(dev_acc, 4),
            "dev_gate_recall": round(recall, 4), "train_rows": len(train), "climate_rows": len(climate),
            "negatives": len(negatives), "vocabulary": vocabulary}
    (MODELS_DIR / "model.json").write_text(json.dumps(meta) + "\n")
    _check_export(dev["text"].tolist()[:50], x_dev[:50], probs[:50], gate)
    print(f"wrote {MODELS_DIR / 'model.npz'}")


def _check_export(texts: list[str], embeddings: np.ndarray, expected: np.ndarray, gate: LogisticRegression) -> None:
    """The exported arrays must reproduce scikit-learn's probabilities."""
    from moderation.engine.fallacies.model import FallacyModel

    model = FallacyModel()
    assert np.allclose(model.type_probabilities(texts, embeddings), expected, atol=1e-4), "type export mismatch"
    assert np.allclose(model.gate_probability(embeddings), gate.predict_proba(embeddings)[:, 1], atol=1e-6), "gate export"
