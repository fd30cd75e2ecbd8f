"""Threats and violent wishes judged by meaning (issue 25 item 1). A threat is flagged when the comment's THREAT is
at least 0.5, the coach gives it a threat card and scores it at most 2 ("Needs changes"); a negative (an everyday
violent idiom, a lawful call, a political wish, a warning) is a false alarm when THREAT reaches 0.5 or it gets a
threat card. Dev: the written training sentences (`training/toxicity/data/threats.tsv`); validation: the held-out
set written before any model saw it (`sets/data/threats_heldout_2.tsv`, never trained or tuned on; the first
held-out set, read once in round 2, is training data now). The real-data guard: civil Wikipedia comments (the
external API's TOXICITY@6 < 0.1) with THREAT ≥ 0.5, and comments the API scores THREAT ≥ 0.5 that reach it, split
by `core.splits` on the id."""

from pathlib import Path

import numpy as np
import pandas as pd

from benchmarks.prose import prose
from moderation.engine import commentscore
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.splits import is_validation
from moderation.engine.toxicity import judge
from moderation.engine.training.sentences_io import read_tsv
from moderation.schemas.findings import ModerationCategory, ModerationTolerances

DATA = Path(__file__).resolve().parent / "sets" / "data"
HELD_OUT = DATA / "threats_heldout_2.tsv"
# The written sets measured on validation only, in the report's order, with the wording of their two rows.
WRITTEN_SETS = read_tsv(DATA / "threat_sets.tsv")
# Issue 38's three drafts (a commenter's, under an article about a council closing a pool): each must get a card.
DRAFTS = tuple(row["text"] for row in read_tsv(DATA / "threat_drafts.tsv"))
_SEVERE = 0.8  # SEVERE_TOXICITY at which the external API's clients flag (Coral Talk's threshold)
TRAINING = (Path(__file__).resolve().parents[1] / "moderation" / "engine" / "training" / "toxicity" / "data"
            / "threats.tsv")
_FLAG = 0.5  # THREAT at which a comment is flagged as a threat
_NEEDS_CHANGES = 2  # the coach's overall score at or below which a comment "needs changes"
_CIVIL = 0.1  # the external API's TOXICITY@6 under which a Wikipedia comment is civil


def judged(text: str) -> tuple[float, bool, int]:
    """(THREAT, a threat card, the coach's overall score) of one comment."""
    analysis = Analysis(text)
    threat = judge.scores(analysis).comment("THREAT")
    result = commentscore.score_comment(analysis, None, None, ModerationTolerances())
    card = any(p.category is ModerationCategory.THREAT for p in result.objectionable_phrases)
    return threat, card, result.overall_score


def _set_figures(rows: list[dict[str, str]]) -> dict[str, tuple[float, int]]:
    """Threats flagged and negatives falsely flagged, with their counts."""
    threats, negatives = [], []
    for row in rows:
        threat, card, overall = judged(row["text"])
        if row["label"] == "threat":
            threats.append(threat >= _FLAG and card and overall <= _NEEDS_CHANGES)
        else:
            negatives.append(threat >= _FLAG or card)
    return {"threats": (float(np.mean(threats)), len(threats)),
            "negatives": (float(np.mean(negatives)), len(negatives))}


def _wiki_figures(frame: pd.DataFrame) -> dict[str, tuple[float, int]]:
    """Civil comments at THREAT ≥ 0.5, and the API's threats (THREAT ≥ 0.5) that reach it."""
    ours = np.array([judge.scores(Analysis(t)).comment("THREAT") for t in frame["comment_text"].astype(str)])
    civil = (frame["TOXICITY@6"] < _CIVIL).to_numpy()
    real = (frame["THREAT"] >= _FLAG).to_numpy()
    return {"civil": (float((ours[civil] >= _FLAG).mean()), int(civil.sum())),
            "real": (float((ours[real] >= _FLAG).mean()), int(real.sum()))}


def _real_figures(texts: list[str], threat: np.ndarray) -> dict[str, tuple[float, int]]:
    """Real labelled comments: threats at THREAT ≥ 0.5, and their non-threats at it."""
    ours = np.array([judge.scores(Analysis(t)).comment("THREAT") for t in texts])
    return {"threats": (float((ours[threat] >= _FLAG).mean()), int(threat.sum())),
            "others": (float((ours[~threat] >= _FLAG).mean()), int((~threat).sum()))}


def _severe(frame: pd.DataFrame) -> tuple[int, int]:
    """Comments at SEVERE_TOXICITY ≥ 0.8: ours, and the external API's."""
    ours = sum(judge.scores(Analysis(t)).comment("SEVERE_TOXICITY") >= _SEVERE
               for t in frame["comment_text"].astype(str))
    return int(ours), int((frame["SEVERE_TOXICITY@2"] >= _SEVERE).sum())


def run(data_dir: Path) -> str:
    """Print and return the threat figures as a markdown section."""
    dev, val = _set_figures(read_tsv(TRAINING)), _set_figures(read_tsv(HELD_OUT))
    written = [(entry, _set_figures(read_tsv(DATA / entry["file"]))) for entry in WRITTEN_SETS]
    wiki = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    held = wiki["id"].astype(str).map(is_validation)
    wdev, wval = _wiki_figures(wiki[~held]), _wiki_figures(wiki[held])
    sdev, sval = _severe(wiki[~held]), _severe(wiki[held])
    edos = pd.read_csv(data_dir / "toxicity" / "edos_sexism.csv")
    rng = np.random.default_rng(1234)
    edos_parts = []
    for split in ("train", "dev"):
        part = edos[edos["split"] == split]
        is_threat = part["label_category"].astype(str).str.startswith("1")
        # every threat, and as many of the rest as the dev split has (a sample of the train part's)
        rest = part[~is_threat].iloc[rng.permutation(int((~is_threat).sum()))[:1500]]
        both = pd.concat([part[is_threat], rest])
        edos_parts.append(_real_figures(both["text"].astype(str).tolist(),
                                        both["label_category"].astype(str).str.startswith("1").to_numpy()))
    jig = pd.read_csv(data_dir / "toxicity" / "jigsaw_samples.csv")
    jig_held = jig["text"].astype(str).map(is_validation)
    jdev, jval = (_real_figures(part["text"].astype(str).tolist(), (part["threat"] == 1).to_numpy())
                  for part in (jig[~jig_held], jig[jig_held]))
    drafts = [judged(text) for text in DRAFTS]

    def row(name: str, a: tuple[float, int], b: tuple[float, int]) -> str:
        return f"| {name} (n={a[1]} / {b[1]}) | {a[0] * 100:.1f}% | {b[0] * 100:.1f}% |"

    lines = ["## Threats judged by meaning", "",
             prose("threats"), "",
             "| measure | dev | validation |", "|---|---|---|",
             row("threats and violent wishes flagged", dev["threats"], val["threats"]),
             row("negatives sharing their words falsely flagged", dev["negatives"], val["negatives"]),
             row("civil Wikipedia comments (TOXICITY@6 < 0.1) at THREAT ≥ 0.5", wdev["civil"],
                 wval["civil"]),
             row("Wikipedia comments the API scores THREAT ≥ 0.5 at THREAT ≥ 0.5", wdev["real"], wval["real"]),
             row("EDOS threats, wishes of harm and incitement at THREAT ≥ 0.5 (train / its dev split)",
                 edos_parts[0]["threats"], edos_parts[1]["threats"]),
             row("EDOS posts that threaten no one at THREAT ≥ 0.5", edos_parts[0]["others"], edos_parts[1]["others"]),
             row("Jigsaw threats at THREAT ≥ 0.5", jdev["threats"], jval["threats"]),
             row("Jigsaw comments that threaten no one at THREAT ≥ 0.5", jdev["others"], jval["others"]),
             *[line for entry, figures in written for line in (
                 f"| {entry['threats_row']} (n={figures['threats'][1]}; validation only) | — | "
                 f"{figures['threats'][0] * 100:.1f}% |",
                 f"| {entry['negatives_row']} (n={figures['negatives'][1]}) | — | {figures['negatives'][0] * 100:.1f}% |")],
             f"| Wikipedia comments at SEVERE_TOXICITY ≥ 0.8: ours / the external API's | {sdev[0]} / {sdev[1]} | "
             f"{sval[0]} / {sval[1]} |", "",
             "Issue 38's three drafts (THREAT, a threat card, overall score):", "",
             *[f"- \"{text}\" → THREAT {t:.2f}, card {'yes' if c else 'no'}, score {o}/5"
               for text, (t, c, o) in zip(DRAFTS, drafts)]]
    section = "\n".join(lines)
    print(section)
    return section
