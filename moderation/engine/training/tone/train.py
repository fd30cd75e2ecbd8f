"""Train the tone model: sarcasm, dismissal, condescension and passive aggression vs civil sentences.

A one-hidden-layer network over the shared MiniLM sentence embeddings, averaged with a logistic regression over the
sentence's masked style (commentscore/tone_style.py), trained on the train part (by template) of the project's own
tone set, civil argued opinions written for the project, four train-only generator sets and sets written whole by
hand, one sentence at a time, by writers who never saw the detector (tone/generators.py; the sentences, templates and
slot pools are tone/data/, described in its README.md). A third small logistic regression over the grafted toxicity
encoder's per-sentence attribute logits (the same encoder run that gives the embedding) takes a tenth of the average.
A fourth part, the tone top's probability (finetune.py: MiniLM's last two layers and a head fine-tuned on these train
rows, grafted beside the toxicity top so the same encoder run gives its logit), takes TOP_WEIGHT of the whole. The
hidden size, the style weight and the threshold are chosen on out-of-fold train probabilities (folds split by
template), by recall of the written positives (the tone set's and the hand-written ones): the threshold lets at most 5%
of all our civil train sentences and at most 4% of the written civil and complaint train sentences fire (the target's
own measure, with a point of margin); the validation part is only measured. Writes commentscore/models/tone.npz.
"""

import warnings
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.exceptions import ConvergenceWarning
from sklearn.neural_network import MLPClassifier
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import GroupKFold

from moderation.engine.commentscore.tone_style import masked, tfidf

from moderation.engine.core.splits import split_of
from moderation.engine.training.common import SEED, embed_cached
from moderation.engine.training.datasets import civil_arguments, generated_arguments, wiki_civil
from moderation.engine.training.sentences_io import read_tsv
from moderation.engine.training.tone import finetune
from moderation.engine.training.tone.generators import (WRITTEN_SETS, augmented, composed, domain_augmented,
                                                        handwritten, more_augmented, tone_set)

MODEL_PATH = Path(__file__).resolve().parents[2] / "commentscore" / "models" / "tone.npz"
# The split each generated civil argument had when the committed tone model was trained (data/README.md); a sentence
# the generator makes that is not listed there (new slots) takes core.splits' split.
GENERATED_SPLITS = Path(__file__).resolve().parent / "data" / "generated_splits.tsv"
TARGET_CIVIL_ALARM = 0.05  # share of all our civil train sentences allowed above the threshold (out of fold, by template)
TARGET_TONESET_ALARM = 0.04  # the same for the tone set's civil and complaint train rows (the benchmark's measure, less 1 point)
# The civil Wikipedia train sentences (TOXICITY < 0.1), a guard against alarms on real comments. The ninth round
# tried 10% with the third round's sets (about a quarter of the sentences the model flags carry real tone or are split
# fragments, read on train); that failed its criterion, so the shipped guard stays at 5% (benchmarks/CHOICES.md).
TARGET_WIKI_ALARM = 0.05
ALPHA = 0.1  # the network's L2 penalty: 1e-3 over-fitted the templates out of fold (recall 0.62 vs 0.69 at 5% alarm)
STYLE_C = 4.0  # the masked-style model's C; its share is chosen from GRID with the hidden size
LOGIT_C, LOGIT_WEIGHT = 1.0, 0.1  # the attribute-logit model and its share (out of fold on train, averaged over seeds)
# The hand-written tone sets trained on (generators.WRITTEN_SETS), each by a writer who never saw the detector, the tone
# set or the blind set; a third round of five sets failed its criterion and is kept untrained in experiments/data/.
GRID = [(h, w) for h in (64, 128) for w in (0.3, 0.5)]  # (hidden units, style weight), chosen out of fold
TOP_WEIGHT = 0.75  # the tone top's share of the whole (tenth round (c): chosen out of fold, benchmarks/CHOICES.md)


def rows(data_dir: Path | None = None) -> list[dict]:
    """The tone set plus the project's civil argued opinions, each with its split (recorded in data files, else by
    core.splits); with `data_dir`, also sentences of the even-id half of the civil Wikipedia sample (train only; the
    benchmark uses the odd half)."""
    written = [(r["text"], r["split"]) for r in civil_arguments()]
    recorded = {r["text"]: r["split"] for r in read_tsv(GENERATED_SPLITS)}
    generated = [(t, recorded.get(t) or split_of(t)) for t in generated_arguments(300, SEED)]
    extra = [{"text": t, "kind": "civil", "negative": False, "split": split, "template": t}
             for t, split in written + generated]
    wiki = []
    if data_dir is not None and (data_dir / "perspective").is_dir():
        from moderation.engine.core.text import sentences
        wiki = [{"text": s.text, "kind": "wiki", "negative": False, "split": "train", "template": f"wiki{k}"}
                for k, c in enumerate(wiki_civil(data_dir, 0)) for s in sentences(c) if len(s.text.split()) >= 3]
    return tone_set() + extra + wiki


def training_rows(data_dir: Path | None = None, sets: tuple = WRITTEN_SETS) -> list[dict]:
    """Every row train.py fits or measures: the tone set and civil rows, the generators and the hand-written `sets`."""
    return rows(data_dir) + augmented() + more_augmented() + domain_augmented() + composed() + handwritten(sets)


def written_templates(sets: tuple = WRITTEN_SETS) -> set[str]:
    """Templates of sentences people wrote as a whole (the tone set's and the hand-written `sets`'), whose recall and
    alarms choose the model; the generators' rows only train it."""
    return {r["template"] for r in tone_set() + handwritten(sets)}


def main(data_dir: Path | None = None) -> dict:
    """Choose the hidden size and the style weight out of fold on train, fit, set the threshold, save, return figures."""
    data = training_rows(data_dir)
    train_rows = [r for r in data if r["split"] == "train"]
    top_oof = finetune.oof_top(train_rows)  # out of fold, in the folds below
    finetune.fit_and_graft(train_rows)  # fit on every train row, grafted beside the toxicity top and installed
    x = embed_cached([r["text"] for r in data])
    raw_logits, tone_logits = encoder_outputs([r["text"] for r in data])
    y = np.array([r["negative"] for r in data], dtype=int)
    train = np.array([r["split"] == "train" for r in data])
    texts = [r["text"] for r in data]
    groups = [r["template"] for r, t in zip(data, train) if t]  # folds never share a template
    train_idx = np.flatnonzero(train)
    logit_mean, logit_std = raw_logits[train].mean(axis=0), raw_logits[train].std(axis=0) + 1e-6
    logits = (raw_logits - logit_mean) / logit_std
    ours, target, aimed = masks([r for r, t in zip(data, train) if t], written_templates())
    best = None
    for hidden, weight in GRID:
        oof = (1 - TOP_WEIGHT) * out_of_fold(x, texts, y, logits, train_idx, groups, hidden, weight) + TOP_WEIGHT * top_oof
        threshold = rule_threshold(oof, y[train], ours, target)
        recall = float((oof[aimed] >= threshold).mean())
        wiki = float((oof[(y[train] == 0) & ~ours] >= threshold).mean()) if (~ours).any() else float("nan")
        print(f"hidden {hidden} style {weight}: out-of-fold recall {recall:.3f} at threshold {threshold:.3f} "
              f"(Wikipedia civil sentences {wiki:.3f}, written civil {float((oof[target] >= threshold).mean()):.3f})",
              flush=True)
        if best is None or recall > best[0]:
            best = (recall, hidden, weight, threshold, oof)
    _, hidden, style_weight, threshold, oof = best
    model = _fit(x, texts, y, train_idx, logits, hidden, style_weight)
    model.check(texts[:200])
    np.savez_compressed(MODEL_PATH, hidden_weights=model.emb.coefs_[0].astype(np.float32),
                        hidden_bias=model.emb.intercepts_[0].astype(np.float32),
                        out_weights=model.emb.coefs_[1][:, 0].astype(np.float32), out_bias=np.float32(model.emb.intercepts_[1][0]),
                        threshold=np.float32(threshold), style_vocabulary=np.array(model.vocabulary),
                        style_idf=model.vectorizer.idf_.astype(np.float32), style_coef=model.style.coef_[0].astype(np.float32),
                        style_bias=np.float32(model.style.intercept_[0]), style_weight=np.float32(style_weight),
                        logit_mean=logit_mean.astype(np.float32), logit_std=logit_std.astype(np.float32),
                        logit_coef=model.attributes.coef_[0].astype(np.float32),
                        logit_bias=np.float32(model.attributes.intercept_[0]), logit_weight=np.float32(LOGIT_WEIGHT),
                        top_weight=np.float32(TOP_WEIGHT))
    sample = train_idx[:300]
    _check_runtime(model, x[sample], [texts[i] for i in sample], logits[sample], raw_logits[sample], tone_logits[sample])
    figures = {}
    for name, mask in (("train (out of fold)", train), ("validation", ~train)):
        probs = oof if name.startswith("train") else model.predict(x[mask], [t for t, m in zip(texts, mask) if m],
                                                                   logits[mask], tone_logits[mask])
        labels = y[mask]
        figures[name] = {"recall": float((probs[labels == 1] >= threshold).mean()),
                         "civil_alarm": float((probs[labels == 0] >= threshold).mean()),
                         "n": int(mask.sum())}
    figures["written sets train (out of fold)"] = {"recall": float((oof[aimed] >= threshold).mean()),
                                               "civil_alarm": float((oof[target] >= threshold).mean()), "n": int(aimed.sum() + target.sum())}
    print(f"chosen hidden {hidden} style {style_weight} threshold {threshold:.3f}", figures)
    return figures


def masks(rows: list[dict], chosen: set[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For train rows: ours (not Wikipedia), the civil rows of every kind of the `chosen` templates (disagreement,
    complaints, sincere praise, neutral: held to the 4% alarm rule) and their positives (whose recall chooses)."""
    ours = np.array([r["kind"] != "wiki" for r in rows])
    target = np.array([r["template"] in chosen and not r["negative"] for r in rows])
    aimed = np.array([r["template"] in chosen and r["negative"] for r in rows])
    return ours, target, aimed


def rule_threshold(oof: np.ndarray, y: np.ndarray, ours: np.ndarray, target: np.ndarray,
                   wiki_alarm: float = TARGET_WIKI_ALARM) -> float:
    """The shipped threshold rule: the highest of ≤ 5% of our civil rows, ≤ 4% of the target rows and ≤ `wiki_alarm`
    of Wikipedia's civil talk sentences (train half: real comments in another register) firing."""
    return max(_threshold(oof[(y == 0) & ours]), _threshold(oof[target], TARGET_TONESET_ALARM),
               _threshold(oof[(y == 0) & ~ours], wiki_alarm) if (~ours).any() else 0.0)


def out_of_fold(x: np.ndarray, texts: list[str], y: np.ndarray, logits: np.ndarray, rows: np.ndarray, groups: list[str],
                hidden: int, style_weight: float, seed: int = SEED) -> np.ndarray:
    """Each of `rows` scored by the model fit on the other four folds (GroupKFold by `groups`: a template never
    scores itself)."""
    oof = np.zeros(len(rows))
    for fit, held in GroupKFold(5).split(rows, y[rows], groups):
        oof[held] = _fit(x, texts, y, rows[fit], logits, hidden, style_weight, seed).predict(
            x[rows[held]], [texts[i] for i in rows[held]], logits[rows[held]])
    return oof


def attribute_logits(texts: list[str]) -> np.ndarray:
    """The grafted encoder's attribute logits per text (the runtime reads them from analysis.sentence_logits)."""
    return _grafted(texts).logits.astype(np.float64)


def encoder_outputs(texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """The grafted encoder's attribute logits and tone top logit per text (analysis.sentence_logits and
    analysis.sentence_tone_logits at run time)."""
    encoded = _grafted(texts)
    if encoded.tone is None:
        raise RuntimeError("the tone model needs the grafted encoder with the tone top (core/models/encoder.onnx)")
    return encoded.logits.astype(np.float64), encoded.tone.astype(np.float64)


def _grafted(texts: list[str]):
    """The runtime encoder's outputs with logits; the toxicity graft must be installed."""
    from moderation.engine.core.embedder import get_embedder

    encoded = get_embedder().encode(texts, logits=True)
    if encoded.logits is None:
        raise RuntimeError("the tone model needs the grafted toxicity encoder (core/models/encoder.onnx)")
    return encoded


def _threshold(civil: np.ndarray, alarm: float = TARGET_CIVIL_ALARM) -> float:
    """The score above which at most `alarm` of these civil sentences fall."""
    civil = np.sort(civil)
    return float(civil[int(np.ceil((1 - alarm) * len(civil))) - 1])


class _Pair:
    """The embedding model and the masked-style model, averaged, then averaged with the attribute-logit model."""

    def __init__(self, emb: MLPClassifier, vectorizer: TfidfVectorizer, style: LogisticRegression,
                 attributes: LogisticRegression, style_weight: float):
        self.emb, self.vectorizer, self.style, self.attributes = emb, vectorizer, style, attributes
        self.style_weight = style_weight
        self.vocabulary = [t for t, _ in sorted(vectorizer.vocabulary_.items(), key=lambda kv: kv[1])]

    def predict(self, vectors: np.ndarray, texts: list[str], logits: np.ndarray,
                tone: np.ndarray | None = None) -> np.ndarray:
        """`logits` standardised (the train rows' mean and spread); with `tone`, the tone top's logits take
        TOP_WEIGHT (out of fold, its probabilities are mixed in by the caller instead)."""
        style = self.style.predict_proba(self.vectorizer.transform([masked(t) for t in texts]))[:, 1]
        pair = self.style_weight * style + (1 - self.style_weight) * self.emb.predict_proba(vectors)[:, 1]
        mixed = (1 - LOGIT_WEIGHT) * pair + LOGIT_WEIGHT * self.attributes.predict_proba(logits)[:, 1]
        if tone is None:
            return mixed
        return (1 - TOP_WEIGHT) * mixed + TOP_WEIGHT / (1 + np.exp(-tone))

    def check(self, texts: list[str]) -> None:
        """The runtime re-implementation of the TF-IDF transform must match scikit-learn's."""
        ours = tfidf(texts, {t: i for i, t in enumerate(self.vocabulary)}, self.vectorizer.idf_)
        theirs = self.vectorizer.transform([masked(t) for t in texts]).toarray()
        assert np.allclose(ours, theirs, atol=1e-6), "tone_style.tfidf disagrees with scikit-learn"


def _check_runtime(model: _Pair, vectors: np.ndarray, texts: list[str], logits: np.ndarray, raw: np.ndarray,
                   tone: np.ndarray) -> None:
    """The saved arrays, read back by commentscore/tone_model.py, must give scikit-learn's probabilities."""
    from moderation.engine.commentscore import tone_model

    tone_model._model.cache_clear()
    assert np.allclose(tone_model.probabilities(vectors, texts, raw, tone), model.predict(vectors, texts, logits, tone),
                       atol=1e-4), "tone export mismatch"


def _fit(x: np.ndarray, texts: list[str], y: np.ndarray, rows_: np.ndarray, logits: np.ndarray, hidden: int,
         style_weight: float, seed: int = SEED) -> _Pair:
    """The three models fit on `rows_` (the network with `hidden` units; the style model's share `style_weight`)."""
    with warnings.catch_warnings():  # a few epochs short of Adam's tolerance; out of fold it is what was measured
        warnings.simplefilter("ignore", ConvergenceWarning)
        emb = MLPClassifier((hidden,), alpha=ALPHA, max_iter=300, random_state=seed).fit(x[rows_], y[rows_])
    vectorizer = TfidfVectorizer(ngram_range=(1, 3), min_df=2, sublinear_tf=True, token_pattern=r"\S+", lowercase=False)
    features = vectorizer.fit_transform([masked(texts[i]) for i in rows_])
    style = LogisticRegression(C=STYLE_C, max_iter=3000, class_weight="balanced", random_state=SEED).fit(features, y[rows_])
    attributes = LogisticRegression(C=LOGIT_C, max_iter=2000, class_weight="balanced").fit(logits[rows_], y[rows_])
    return _Pair(emb, vectorizer, style, attributes, style_weight)


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as _data_dir
    main(_data_dir())
