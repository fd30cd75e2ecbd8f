"""On-topic calibration and accuracy on constructed article/comment pairs.

No labelled comment-on-article set is available, so pairs are built from topical collections in
../shared/data: "articles" of climate passages (LogicClimate) and of ToxiGen statements about one group;
on-topic comments are one sentence of a held-out passage/statement on the same subject, off-topic
comments come from other subjects (other groups, YouTube comments, the LOGIC set, Wikipedia talk).
The benchmark reports AUC and accuracy of the committed constants and fits the logistic mapping again
(printing the constants to copy into relevance.py when the fit moves).
"""

import random
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, roc_auc_score

from benchmarks.prose import prose
from moderation.engine import relevance
from moderation.engine.relevance.judge import on_topic_result
from moderation.engine.core import text as textlib
from moderation.engine.core.splits import is_validation
from moderation.engine.training.common import SEED
from moderation.engine.core.analysis import Analysis
from moderation.engine.training.sentences_io import read_tsv

SHORT_REPLIES = Path(__file__).resolve().parent / "sets" / "data" / "deixis_short_replies.tsv"

# Groups whose subjects overlap are not used as each other's off-topic comments.
_OVERLAPS = [{"lgbtq", "bisexual"}, {"mexican", "latino", "immigrant"}, {"muslim", "middle_east"},
             {"asian", "chinese"}, {"mental_disability", "physical_disability"}]


def _first_sentence(passage: str) -> str:
    spans = textlib.sentences(passage)
    return spans[0].text if spans else passage


def _pairs(data_dir: Path, rng: random.Random) -> list[tuple[str, str, int]]:
    """(article text, comment, on-topic label) triples."""
    climate = [str(t) for t in pd.read_csv(data_dir / "fallacies" / "climate_train.csv")["text"]]
    logic = [str(t) for t in pd.read_csv(data_dir / "fallacies" / "edu_train.csv")["text"]]
    youtube = pd.read_csv(data_dir / "spam" / "youtube_comments.csv")
    chatter = [str(t) for t in youtube[youtube["CLASS"] == 0]["CONTENT"] if "<" not in str(t)]
    toxigen = pd.read_csv(data_dir / "toxicity" / "toxigen_statements.csv")
    others = logic + chatter
    triples = []
    rng.shuffle(climate)
    for start in range(0, min(len(climate), 400) - 8, 8):
        article = " ".join(climate[start:start + 6])
        triples.append((article, _first_sentence(climate[start + 6]), 1))
        triples.append((article, _first_sentence(climate[start + 7]), 1))
        triples.append((article, rng.choice(others), 0))
        triples.append((article, rng.choice(others), 0))
    groups = {g: [str(t) for t in rows["text"]] for g, rows in toxigen.groupby("group")}
    for group, statements in groups.items():
        if len(statements) < 16:
            continue
        statements = statements[:]
        rng.shuffle(statements)
        article = ". ".join(s.rstrip(".") for s in statements[:10]) + "."
        unrelated = [s for g, rows in groups.items() if g != group
                     and not any(group in o and g in o for o in _OVERLAPS) for s in rows]
        for comment in statements[10:22]:
            triples.append((article, comment, 1))
            triples.append((article, rng.choice(unrelated), 0))
            triples.append((article, rng.choice(others), 0))
    return triples


def short_replies() -> dict[str, tuple[int, int]]:
    """The written short replies under their article (validation only): per label, (read on topic, count) by the
    whole on-topic verdict, pointing included."""
    rows = read_tsv(SHORT_REPLIES)
    article = relevance.build_article(next(r["text"] for r in rows if r["label"] == "article"))
    out: dict[str, tuple[int, int]] = {}
    for row in rows:
        if row["label"] != "article":
            on, n = out.get(row["label"], (0, 0))
            out[row["label"]] = (on + on_topic_result(Analysis(row["text"]), article, None, []).on_topic, n + 1)
    return out


def run(data_dir: Path) -> str:
    """Measure the committed on-topic calibration and refit it on the constructed pairs."""
    rng = random.Random(SEED)
    triples = _pairs(data_dir, rng)
    articles: dict[str, object] = {}
    features, labels = [], []
    for article_text, comment, label in triples:
        if article_text not in articles:
            articles[article_text] = relevance.build_article(article_text)
        analysis = Analysis(comment)
        similarity, _, _, (names, words) = relevance.topic_evidence(analysis, articles[article_text])
        features.append((similarity, min(len(names), 2), min(len(words), 2), len(analysis.words)))
        labels.append(label)
    x, y = np.array(features), np.array(labels)
    held = np.array([is_validation(comment) for _, comment, _ in triples])
    committed = np.array([relevance.on_topic_probability(s, int(n), int(w), int(c)) for s, n, w, c in x])
    dev_accuracy, dev_auc = accuracy_score(y[~held], committed[~held] >= 0.5), roc_auc_score(y[~held], committed[~held])
    accuracy, auc = accuracy_score(y[held], committed[held] >= 0.5), roc_auc_score(y[held], committed[held])
    refit = LogisticRegression(C=10.0).fit(x[~held, :3], y[~held])  # a refit looks at dev pairs only
    slope, entity, word = refit.coef_[0]
    centre = -refit.intercept_[0] / slope
    refit_accuracy = accuracy_score(y[held], refit.predict(x[held, :3]))
    # The whole verdict, as the API gives it: the calibration above and a short reply's pointing at the article.
    verdicts = np.array([on_topic_result(Analysis(comment), articles[text], None, []).on_topic
                         for text, comment, _ in triples])
    verdict_dev, verdict_val = accuracy_score(y[~held], verdicts[~held]), accuracy_score(y[held], verdicts[held])
    replies = short_replies()
    print(f"pairs={len(y)} on-topic={int(y.sum())} committed: dev accuracy={dev_accuracy:.3f} AUC={dev_auc:.3f}; "
          f"validation accuracy={accuracy:.3f} AUC={auc:.3f}")
    print(f"refit: ON_TOPIC_SLOPE={slope:.1f} ON_TOPIC_CENTRE={centre:.3f} NAME_WEIGHT={entity:.2f} WORD_WEIGHT={word:.2f} "
          f"(accuracy {refit_accuracy:.3f})")
    return "\n".join([
        "## Relevance (on-topic)", "",
        prose("relevance_pairs"), "",
        prose("relevance_split"), "",
        "| pairs (dev / validation) | accuracy, committed constants (dev / validation) | AUC (dev / validation) "
        "| refit on dev: slope / centre / name / word weight (validation accuracy) |",
        "|---|---|---|---|",
        f"| {int((~held).sum())} / {int(held.sum())} | {dev_accuracy:.3f} / {accuracy:.3f} | {dev_auc:.3f} / {auc:.3f} "
        f"| {slope:.1f} / {centre:.3f} / {entity:.2f} / {word:.2f} ({refit_accuracy:.3f}) |", "",
        "| the whole on-topic verdict (short replies' pointing at the article included) | dev | validation |",
        "|---|---|---|",
        f"| accuracy on the pairs above | {verdict_dev:.3f} | {verdict_val:.3f} |",
        f"| written short replies, off topic read on topic (`deixis_short_replies.tsv`) | — | "
        f"{replies['off'][0]} of {replies['off'][1]} |",
        f"| written short replies, on topic read on topic | — | {replies['on'][0]} of {replies['on'][1]} |",
    ])
