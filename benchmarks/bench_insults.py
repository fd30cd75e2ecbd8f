"""Insults on real comments, dev and validation columns (the Wikipedia sample split by `core.splits` on the id):
our INSULT's Spearman with the external API's, comments it scores INSULT ≥ 0.5 that get an insult card, and civil
comments (TOXICITY@6 < 0.1) that get one."""

from pathlib import Path

import pandas as pd
from scipy.stats import spearmanr

from moderation.engine import commentscore
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.splits import is_validation
from moderation.engine.toxicity import judge
from moderation.schemas.findings import ModerationCategory, ModerationTolerances

_INSULTING, _CIVIL = 0.5, 0.1  # the external API's INSULT above which a comment insults; TOXICITY@6 under which it is civil


def _column(frame: pd.DataFrame) -> dict[str, float]:
    """The three figures over one part of the sample."""
    ours, cards = [], []
    for text in frame["comment_text"]:
        analysis = Analysis(text)
        ours.append(judge.scores(analysis).comment("INSULT"))
        result = commentscore.score_comment(analysis, None, None, ModerationTolerances())
        cards.append(any(p.category is ModerationCategory.INSULT for p in result.objectionable_phrases))
    frame = frame.assign(ours=ours, card=cards)
    insulting, civil = frame[frame["INSULT"] >= _INSULTING], frame[frame["TOXICITY@6"] < _CIVIL]
    return {"rho": float(spearmanr(frame["ours"], frame["INSULT"]).statistic), "recall": float(insulting["card"].mean()),
            "n_insulting": len(insulting), "civil": float(civil["card"].mean()), "n_civil": len(civil)}


def run(data_dir: Path) -> str:
    """Print and return the insult figures as a markdown section."""
    frame = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    held = frame["id"].astype(str).map(is_validation)
    dev, val = _column(frame[~held]), _column(frame[held])
    lines = ["## Insults on real comments", "",
             "`python -m benchmarks insults`: the external API's Wikipedia sample, split by `core.splits` on the id.", "",
             "| measure | dev | validation |", "|---|---|---|",
             f"| INSULT Spearman with the external API's | {dev['rho']:.3f} | {val['rho']:.3f} |",
             f"| comments the API scores INSULT ≥ 0.5 with an insult card (n={dev['n_insulting']} / {val['n_insulting']}) "
             f"| {dev['recall'] * 100:.1f}% | {val['recall'] * 100:.1f}% |",
             f"| civil comments (TOXICITY@6 < 0.1) with an insult card (n={dev['n_civil']} / {val['n_civil']}) "
             f"| {dev['civil'] * 100:.2f}% | {val['civil'] * 100:.2f}% |"]
    section = "\n".join(lines)
    print(section)
    return section
