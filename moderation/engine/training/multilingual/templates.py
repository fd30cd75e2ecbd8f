"""Sentences generated from the templates written in each language (data/templates.tsv) and their group slots
(data/slots.tsv): contempt, dehumanisation, exclusion and threats at a group, and the same groups named neutrally,
praised, defended against hate, or in a denial of hatred."""

from pathlib import Path

import numpy as np
import pandas as pd

from moderation.engine.core.splits import is_validation
from moderation.engine.training.sentences_io import read_tsv

DATA = Path(__file__).resolve().parent / "data"
LABELS = ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT")


def _capitalised(text: str) -> str:
    return text[0].upper() + text[1:] if text else text


def templated(attributes: tuple[str, ...]) -> pd.DataFrame:
    """Every template filled with every group of its language; split by template (a template's sentences are all
    train or all validation, so validation measures templates never seen)."""
    groups: dict[str, list[str]] = {}
    for row in read_tsv(DATA / "slots.tsv"):
        groups.setdefault(row["language"], []).append(row["value"])
    rows = []
    for template in read_tsv(DATA / "templates.tsv"):
        held = is_validation(template["template"])
        for group in groups[template["language"]]:
            text = _capitalised(template["template"].replace("{group}", group))
            rows.append({"text": text, "source": "templates", "language": template["language"], "validation": held,
                         **{name: float(template[name]) if name in LABELS else np.nan for name in attributes}})
    return pd.DataFrame(rows)
