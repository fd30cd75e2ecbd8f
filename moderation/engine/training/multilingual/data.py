"""Rows for the multilingual heads: the English toxicity sources (carried across languages by the multilingual
encoder), the real comments in German, Brazilian Portuguese and French, and the sentences written for the project
in Spanish, French, German, Portuguese and Italian. Every source keeps its fixed validation part out of training.

Multilingual HateCheck is a test suite: it is read only by benchmarks/bench_multilingual.py, never here.
"""

from pathlib import Path

import numpy as np
import pandas as pd

from moderation.engine.core.splits import is_validation
from moderation.engine.training.multilingual.templates import templated
from moderation.engine.training.sentences_io import read_tsv
from moderation.engine.training.toxicity import data as english

ATTRIBUTES = ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT", "SEXUALLY_EXPLICIT")
WRITTEN = Path(__file__).resolve().parent / "data" / "written.tsv"
# CPU caps set a priori (multilingual-e5 embeds a few comments per second on the shared, busy 2-core machine): English train rows
# carried across, and ToLD-Br's train and validation parts (the other sources are used whole).
ENGLISH_ROWS = 4000
TOLDBR_TRAIN_ROWS = 3000
TOLDBR_VALIDATION_ROWS = 1500
SEED = 1234


def _frame(texts, source: str, language: str, labels: dict[str, object], keys=None) -> pd.DataFrame:
    frame = pd.DataFrame({"text": [str(t) for t in texts], "source": source, "language": language})
    frame["validation"] = [is_validation(str(k)) for k in (keys if keys is not None else frame["text"])]
    for name in ATTRIBUTES:
        frame[name] = labels.get(name, np.nan)
    return frame


def english_rows(data_dir: Path) -> pd.DataFrame:
    """The English toxicity training table (its own split: 'test' rows are its validation part)."""
    table = english.training_table(data_dir)
    table = table[table["split"] != "test"].sample(n=ENGLISH_ROWS, random_state=SEED).sort_index()
    frame = pd.DataFrame({"text": table["text"], "source": "en-" + table["source"], "language": "en",
                          "validation": table["split"] == "test"})
    for name in ATTRIBUTES:
        frame[name] = table[name]
    return frame


def germeval(data_dir: Path) -> pd.DataFrame:
    """GermEval 2018: OFFENSE is toxic; its fine classes are insults, profanity and abuse (degrading, often of
    groups: read as a half-weight identity attack)."""
    raw = pd.read_csv(data_dir / "multilingual" / "germeval2018_de.csv")
    fine = raw["fine"].astype(str)
    return _frame(raw["text"], "germeval", "de", {
        "TOXICITY": (raw["coarse"] == "OFFENSE").astype(float).to_numpy(),
        "INSULT": np.where(fine == "INSULT", 1.0, np.where(fine == "OTHER", 0.0, np.nan)),
        "PROFANITY": np.where(fine == "PROFANITY", 1.0, np.where(fine == "OTHER", 0.0, np.nan)),
        "IDENTITY_ATTACK": np.where(fine == "ABUSE", 0.5, np.where(fine == "OTHER", 0.0, np.nan))})


def toldbr(data_dir: Path) -> pd.DataFrame:
    """ToLD-Br: the share of three annotators who saw each kind; group-based kinds are identity attacks."""
    raw = pd.read_csv(data_dir / "multilingual" / "toldbr_pt.csv")
    share = raw[["homophobia", "obscene", "insult", "racism", "misogyny", "xenophobia"]].astype(float) / 3.0
    groups = share[["homophobia", "racism", "misogyny", "xenophobia"]].max(axis=1)
    frame = _frame(raw["text"], "toldbr", "pt", {
        "TOXICITY": share.max(axis=1).to_numpy(), "INSULT": share["insult"].to_numpy(),
        "PROFANITY": share["obscene"].to_numpy(), "IDENTITY_ATTACK": groups.to_numpy()})
    train = frame[~frame["validation"]].sample(n=TOLDBR_TRAIN_ROWS, random_state=SEED)
    held = frame[frame["validation"]].sample(n=TOLDBR_VALIDATION_ROWS, random_state=SEED)
    return pd.concat([train, held]).sort_index()


def mlma(data_dir: Path) -> pd.DataFrame:
    """MLMA French tweets (collected about groups): hateful is an identity attack, abusive/offensive/disrespectful
    toxic, normal clean; fearful alone is left unlabelled for toxicity."""
    raw = pd.read_csv(data_dir / "multilingual" / "mlma_fr.csv")
    kinds = raw["sentiment"].astype(str).str.split("_")
    hostile = kinds.map(lambda k: bool({"abusive", "offensive", "disrespectful", "hateful"} & set(k)))
    normal = kinds.map(lambda k: set(k) == {"normal"})
    hateful = kinds.map(lambda k: "hateful" in k)
    toxicity = np.where(hostile, 1.0, np.where(normal, 0.0, np.nan))
    return _frame(raw["tweet"], "mlma", "fr", {
        "TOXICITY": toxicity, "IDENTITY_ATTACK": np.where(hateful, 1.0, np.where(hostile | normal, 0.0, np.nan)),
        "INSULT": np.where(normal, 0.0, np.nan)})


def written() -> pd.DataFrame:
    """Sentences written for the project in five languages, each with its attribute labels (blank: not said)."""
    rows = read_tsv(WRITTEN)
    frame = pd.DataFrame({"text": [r["text"] for r in rows], "source": "written",
                          "language": [r["language"] for r in rows]})
    frame["validation"] = [is_validation(r["text"]) for r in rows]
    for name in ATTRIBUTES:
        frame[name] = [float(r[name]) if r.get(name, "") != "" else np.nan for r in rows]
    return frame


ENGLISH_NON_THREATS = 600  # abusive EDOS posts that threaten no one, beside its threats (a priori)


def english_threats(data_dir: Path) -> pd.DataFrame:
    """Real English threats for the THREAT head to carry across languages (issue 39, round 2): EDOS's threats with
    as many abusive posts that threaten no one, and the Jigsaw sample, each with its own validation part."""
    from moderation.engine.training.finetune import data as finetune

    edos = finetune.edos(data_dir)
    threats = edos[edos["THREAT"] == 1]
    abusive = edos[(edos["THREAT"] == 0) & (edos["TOXICITY"] >= 0.6)]
    abusive = abusive.sample(n=min(ENGLISH_NON_THREATS, len(abusive)), random_state=SEED)
    rows = pd.concat([threats, abusive, finetune.jigsaw(data_dir)], ignore_index=True)
    frame = pd.DataFrame({"text": rows["text"], "source": "en-" + rows["source"], "language": "en",
                          "validation": rows["split"].isin(["validation", "test"]).to_numpy()})
    for name in ATTRIBUTES:
        frame[name] = rows[name].to_numpy(float) if name in rows else np.nan
    return frame


def real_comments(data_dir: Path) -> pd.DataFrame:
    """The three real multilingual sources."""
    return pd.concat([germeval(data_dir), toldbr(data_dir), mlma(data_dir)], ignore_index=True)


def training_table(data_dir: Path) -> pd.DataFrame:
    """Every source stacked (with each row's validation flag)."""
    return pd.concat([english_rows(data_dir), english_threats(data_dir), real_comments(data_dir), written(),
                      templated(ATTRIBUTES)], ignore_index=True)
