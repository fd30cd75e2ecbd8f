"""The bar of the contempt reader (commentscore/said_of_people.py), chosen on dev only: per bar, the civil dev
comments with an insult card and with any card, the dev comments the external API scores INSULT >= 0.5 with an
insult card, and the rude drafts of sets 1-7 with any card. Usage: python -m benchmarks.contempt_bar"""

import csv

import pandas as pd

from benchmarks.bench_suggestions import DATA, VALIDATION
from moderation.engine import commentscore
from moderation.engine.commentscore import said_of_people
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.splits import is_validation
from moderation.engine.training.common import data_dir
from moderation.schemas.findings import ModerationCategory, ModerationTolerances

BARS = (float("inf"), 0.5, 0.6, 0.7, 0.8)  # inf: the reader off (today)


def _cards(text: str) -> tuple[bool, bool]:
    """(an insult card, any card) for one comment."""
    found = commentscore.score_comment(Analysis(text), None, None, ModerationTolerances())
    insult = any(p.category is ModerationCategory.INSULT for p in found.objectionable_phrases)
    return insult, bool(found.objectionable_phrases or found.negative_tone_phrases or found.logical_fallacies
                        or found.appears_low_effort)


def main() -> None:
    frame = pd.read_csv(data_dir() / "perspective" / "wikipedia_scored_sample.csv")
    dev = frame[~frame["id"].astype(str).map(is_validation)]
    # bench_commentscore's dev half: civil (TOXICITY@6 < 0.1), even ids, its first 300
    civil = frame[(frame["TOXICITY@6"] < 0.1) & frame["id"].map(lambda i: int(str(i)[-1], 16) % 2 == 0)].head(300)
    insulting = dev[dev["INSULT"] >= 0.5]
    drafts = [row["text"] for which in sorted(set(DATA) - VALIDATION)
              for row in csv.DictReader(DATA[which].open(encoding="utf-8"), delimiter="\t")]
    print("| bar | civil dev: insult card / any card (n=%d) | API INSULT >= 0.5, dev: insult card (n=%d) | "
          "sets 1-7: any card (n=%d) |" % (len(civil), len(insulting), len(drafts)))
    for bar in BARS:
        said_of_people.BAR = bar
        c = [_cards(t) for t in civil["comment_text"]]
        i = [_cards(t)[0] for t in insulting["comment_text"]]
        d = [_cards(t)[1] for t in drafts]
        print(f"| {bar} | {sum(x for x, _ in c)} / {sum(y for _, y in c)} | {sum(i)} ({sum(i) / len(i):.1%}) | "
              f"{sum(d)} |", flush=True)


if __name__ == "__main__":
    main()
