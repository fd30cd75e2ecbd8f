"""The multilingual judge, per language (dev / validation): TOXICITY AUC on the real comments' train and held-back
parts (GermEval 2018, ToLD-Br, MLMA), and Multilingual HateCheck (a test suite: never trained or tuned on) — hate
flag (IDENTITY_ATTACK ≥ 0.5) accuracy per language and its lowest functionality, on a fixed sample of 600 cases
per language. Scores are the runtime's (`multilingual.judge.score_attributes`: the highest of the comment's
sentences and of its whole, one encoder pass per comment); before 27 Nov they were the whole-comment vector's alone,
which gave other figures than a user sees (CHOICES.md, "Cost of other languages")."""

from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.metrics import roc_auc_score

from moderation.engine.multilingual.judge import score_attributes
from moderation.engine.multilingual.model import heads
from moderation.engine.training.multilingual import data

MHC_LANGUAGES = {"spanish": "es", "french": "fr", "german": "de", "portuguese": "pt", "italian": "it"}
MHC_SAMPLE = 600  # per language, fixed seed: the shared 2-core machine embeds a few texts per second
SEED = 1234
HATE = 0.5


@lru_cache(maxsize=None)
def _scored(text: str) -> tuple[float, ...]:
    """One comment's scores as the runtime gives them (kept: the AUC and the civil rows read the same comments)."""
    scores = score_attributes(text, heads().attributes)
    return tuple(scores[name].score for name in heads().attributes)


def _probabilities(texts: list[str]) -> np.ndarray:
    """(n, attributes) comment scores as the runtime gives them."""
    return np.array([_scored(text) for text in texts])


def _auc(frame: pd.DataFrame, attribute: str = "TOXICITY") -> float:
    rows = frame[frame[attribute].notna()]
    labels = rows[attribute].to_numpy(float) >= 0.5
    if not 0 < labels.sum() < len(labels):
        return float("nan")
    column = heads().attributes.index(attribute)
    return float(roc_auc_score(labels, _probabilities(rows["text"].tolist())[:, column]))


FLAGGED = ("TOXICITY", "IDENTITY_ATTACK", "INSULT", "THREAT")  # what the coach shows as findings


def _civil_flagged(frame: pd.DataFrame) -> float:
    """Share of the rows nobody labelled toxic that any shown attribute flags (≥ 0.5)."""
    civil = frame[frame["TOXICITY"] == 0]
    columns = [heads().attributes.index(name) for name in FLAGGED]
    return float((_probabilities(civil["text"].tolist())[:, columns] >= 0.5).any(axis=1).mean())


def real_comments(data_dir: Path) -> list[str]:
    lines = ["| source | language | n train / validation | TOXICITY AUC, train (dev) | validation | civil comments "
             "flagged, train (dev) | validation |", "|---|---|---|---|---|---|---|"]
    table = data.real_comments(data_dir)
    for source, frame in table.groupby("source", sort=False):
        dev, held = frame[~frame["validation"]], frame[frame["validation"]]
        dev_auc, val_auc = _auc(dev), _auc(held)
        dev_civil, val_civil = _civil_flagged(dev), _civil_flagged(held)
        print(f"{source:<10} AUC dev {dev_auc:.3f} validation {val_auc:.3f}; civil flagged {dev_civil:.3f} / "
              f"{val_civil:.3f}", flush=True)
        lines.append(f"| {source} | {frame['language'].iloc[0]} | {len(dev)} / {len(held)} | {dev_auc:.3f} | "
                     f"{val_auc:.3f} | {dev_civil:.1%} | {val_civil:.1%} |")
    return lines


def hatecheck(data_dir: Path) -> list[str]:
    lines = ["| language | cases | hate flag accuracy | hateful recall | non-hateful correct | lowest functionality |",
             "|---|---|---|---|---|---|"]
    column = heads().attributes.index("IDENTITY_ATTACK")
    for name, code in MHC_LANGUAGES.items():
        cases = pd.read_csv(data_dir / "multilingual_hatecheck" / f"{name}.csv").sample(n=MHC_SAMPLE, random_state=SEED)
        flagged = _probabilities(cases["test_case"].astype(str).tolist())[:, column] >= HATE
        hateful = (cases["label_gold"] == "hateful").to_numpy()
        correct = flagged == hateful
        by_function = pd.Series(correct).groupby(cases["functionality"].to_numpy()).mean()
        worst = by_function.idxmin()
        print(f"{code} accuracy {correct.mean():.3f} recall {flagged[hateful].mean():.3f} "
              f"non-hateful {1 - flagged[~hateful].mean():.3f} worst {worst} {by_function.min():.2f}", flush=True)
        lines.append(f"| {code} | {len(cases)} | {correct.mean():.1%} | {flagged[hateful].mean():.1%} | "
                     f"{1 - flagged[~hateful].mean():.1%} | {worst} {by_function.min():.0%} |")
    return lines


THREATS = Path(__file__).parent / "sets" / "data" / "threats_multilingual.tsv"  # written before issue 39's training


def threats() -> list[str]:
    """The written threat set per language: threats flagged (THREAT or TOXICITY ≥ 0.5, as the coach cards them) and
    near-misses flagged."""
    rows = pd.read_csv(THREATS, sep="\t")
    columns = [heads().attributes.index(name) for name in ("THREAT", "TOXICITY")]
    flagged = (_probabilities(rows["text"].tolist())[:, columns] >= 0.5).any(axis=1)
    lines = ["| language | threats flagged | near-misses flagged |", "|---|---|---|"]
    for code, group in rows.groupby("language", sort=False):
        mine = flagged[group.index]
        threat = group["threat"].to_numpy() == 1
        print(f"{code} threats {mine[threat].sum()}/{threat.sum()} near-misses {mine[~threat].sum()}/{(~threat).sum()}",
              flush=True)
        lines.append(f"| {code} | {mine[threat].sum()} / {threat.sum()} | {mine[~threat].sum()} / {(~threat).sum()} |")
    return lines


def run(data_dir: Path) -> str:
    """Both tables."""
    return "\n".join(["## Multilingual judge (es, fr, de, pt, it)", "",
                      "Real comments (their train parts were trained on; validation parts held back). 'Civil "
                      "flagged': comments no annotator called toxic that get a finding (TOXICITY, IDENTITY_ATTACK, "
                      "INSULT or THREAT ≥ 0.5; the heads' 0.5 was placed on the train parts so that at most 5% of "
                      "their civil comments get one):", "",
                      *real_comments(data_dir), "",
                      f"Multilingual HateCheck (test suite, {MHC_SAMPLE} cases per language, fixed sample; one column: "
                      "nothing was tuned on it):", "", *hatecheck(data_dir), "",
                      "Threats and wishes of harm written per language before the fine-tuning (issue 39), with as many "
                      "near-miss negatives (idioms, sport, games, cooking, reported or condemned violence):", "",
                      *threats()])
