"""Dogwhistle judge on hateful templates filled with coded terms, false alarms on human comments, llmdetect spread."""

import csv
import time
from pathlib import Path

import numpy as np

from benchmarks.prose import prose
from moderation.engine.core.analysis import analyse
from moderation.engine.core.splits import is_validation
from moderation.engine.dogwhistles import check_dogwhistle
from moderation.engine.llmdetect import detect_llm

_WIKI_CLEAN = 0.1  # the external API's TOXICITY@6 below which a comment counts as clean


def _toxicity_scorer():
    """Our toxicity judge when the attributes module exists (built concurrently), else None."""
    try:
        from moderation.engine import score_attributes
        score_attributes("A short check sentence.", ["TOXICITY"])
    except (ImportError, FileNotFoundError, KeyError, ValueError) as error:
        print(f"  toxicity judge not available ({error.__class__.__name__}: {error}); skipping its column")
        return None
    return lambda text: score_attributes(text, ["TOXICITY"])["TOXICITY"].score


def _templates(data_dir: Path) -> list[dict[str, str]]:
    with (data_dir / "hatecheck" / "perspective_scores_by_term.csv").open(encoding="utf-8", newline="") as handle:
        return [row for row in csv.DictReader(handle) if row["Term Category"] == "dogwhistle"]


def _wiki_clean(data_dir: Path) -> list[str]:
    with (data_dir / "perspective" / "wikipedia_scored_sample.csv").open(encoding="utf-8", newline="") as handle:
        return [row["comment_text"] for row in csv.DictReader(handle) if float(row["TOXICITY@6"]) < _WIKI_CLEAN]


def run(data_dir: Path) -> str:
    """Print the figures and return the markdown section."""
    rows = _templates(data_dir)
    toxicity = _toxicity_scorer()
    ours, tox, api, per_persona, per_function, missed = [], [], [], {}, {}, {}
    started = time.perf_counter()
    for row in rows:
        hit = check_dogwhistle(analyse(row["Text"]), None, [], []).detection.dogwhistles_detected
        ours.append(hit)
        api.append(float(row["TOXICITY"]) >= 0.5)
        if toxicity is not None:
            tox.append(toxicity(row["Text"]) >= 0.5)
        per_persona.setdefault(row["Persona"], []).append(hit)
        per_function.setdefault(row["functionality"], []).append(hit)
        if not hit:
            missed[row["Term"]] = missed.get(row["Term"], 0) + 1
    per_row_ms = 1000 * (time.perf_counter() - started) / max(1, len(rows))
    either = [a or b for a, b in zip(ours, tox)] if tox else []
    clean = _wiki_clean(data_dir)
    alarms, likelihoods = [], []
    for text in clean:
        analysis = analyse(text)
        alarms.append(check_dogwhistle(analysis, None, [], []).detection.dogwhistles_detected)
        likelihoods.append(detect_llm(analysis).llm_likelihood)
    quantiles = np.percentile(likelihoods, [50, 90, 99]) if likelihoods else [0, 0, 0]
    high = float(np.mean(np.array(likelihoods) >= 0.5)) if likelihoods else 0.0

    def pct(values: list[bool]) -> str:
        return f"{100 * np.mean(values):.1f}%" if values else "n/a"

    held = [is_validation(row["Term"]) for row in rows]

    def both(values: list[bool]) -> str:
        """dev (terms in the train part of the fixed split) | validation (the held-back terms)."""
        if not values:
            return "n/a | n/a"
        return (f"{pct([v for v, h in zip(values, held) if not h])} | {pct([v for v, h in zip(values, held) if h])}")

    lines = [
        "## Dogwhistles and machine-text likeness",
        "",
        prose("dogwhistles_target", rows=len(rows)),
        "",
        prose("dogwhistles_columns"), "",
        "| flagged by | all | dev terms | validation terms |",
        "|---|---|---|---|",
        f"| our dogwhistle judge | {pct(ours)} | {both(ours)} |",
        f"| our TOXICITY ≥ 0.5 | {pct(tox)} | {both(tox)} |",
        f"| either of ours | {pct(either)} | {both(either)} |",
        f"| external API TOXICITY ≥ 0.5 (from the file) | {pct(api)} | {both(api)} |",
        "",
        "| persona | flagged |", "|---|---|",
        *[f"| {name} | {pct(v)} |" for name, v in sorted(per_persona.items())],
        "",
        "| functionality | flagged |", "|---|---|",
        *[f"| {name} | {pct(v)} |" for name, v in sorted(per_function.items())],
        "",
        "Most missed terms: " + (", ".join(f"{t} ({n})" for t, n in sorted(missed.items(), key=lambda x: -x[1])[:8])
                                 or "none") + ".",
        "",
        f"False alarms: the dogwhistle judge fires on {pct(alarms)} of {len(clean)} Wikipedia talk comments the "
        f"external API scores as clean (TOXICITY@6 < {_WIKI_CLEAN}).",
        "",
        f"llmdetect on those human comments: likelihood p50 {quantiles[0]:.3f}, p90 {quantiles[1]:.3f}, "
        f"p99 {quantiles[2]:.3f}; {100 * high:.1f}% score ≥ 0.5.",
        "",
        f"Dogwhistle judge time per template: {per_row_ms:.1f} ms (including sentence embedding).",
    ]
    section = "\n".join(lines)
    print(section)
    return section
