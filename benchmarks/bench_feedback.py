"""The coach's feedback on sets written for the project (benchmarks/sets, training/tone), train and validation
columns side by side (split by template hash; cues and thresholds were chosen on train only). The blind tone set
(benchmarks/sets/tone_blind.py) was written without seeing the detector or the other sets; neither of its columns
has been used for a choice.

Figures: rude drafts with a clear point that get a verified rewrite; tone recall (a tone card: above its card
threshold) on sarcastic/dismissive sentences and alarms on civil ones; low-effort accuracy; coded-language recall and homograph alarms;
banned-topic alarms on spam and unrelated comments (and recall on sentences about the topic); warnings that a thing can
kill or hurt people read as hostile; harsh words said of things read as insults;
put-downs the sentence denies; insults after a negated clause.
"""

from collections import defaultdict
from pathlib import Path

from benchmarks.sets.banned import TOPICS, banned_set, multiword_set
from benchmarks.sets.coded import coded_set
from benchmarks.sets.effort import effort_set
from benchmarks.sets.rewrites import rewrite_set
from benchmarks.sets.templates import DATA
from benchmarks.sets.tone_blind import rows as blind_rows
from moderation import engine
from moderation.engine.commentscore import cards
from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.core.analysis import Analysis
from moderation.engine.training.sentences_io import read_tsv, slots
from moderation.engine.training.tone.train import rows as tone_rows

SPLITS = ("train", "validation")
ARTICLE = slots(DATA / "slots.tsv", set="feedback")["article"][0]  # the one article every feedback check reads


class Tally:
    """Hits and totals per (measure, split)."""

    def __init__(self) -> None:
        self.hits: dict[tuple[str, str], int] = defaultdict(int)
        self.totals: dict[tuple[str, str], int] = defaultdict(int)

    def add(self, measure: str, split: str, hit: bool) -> None:
        self.hits[measure, split] += int(hit)
        self.totals[measure, split] += 1

    def cell(self, measure: str, split: str) -> str:
        total = self.totals[measure, split]
        return f"{100 * self.hits[measure, split] / total:.1f}% ({self.hits[measure, split]}/{total})" if total else "–"


def _kind(card) -> str:
    return getattr(card, "fallacy_name", "") or card.category.value


def _rewrites(tally: Tally) -> None:
    for row in rewrite_set():
        result = engine.score_comment(row["text"], None)
        cards = [*result.objectionable_phrases, *result.negative_tone_phrases, *result.logical_fallacies]
        rewrites = [c.suggested_rewrite for c in cards if c.suggested_rewrite]
        tally.add("rude drafts with a finding", row["split"], bool(cards))
        tally.add("rude drafts given a verified rewrite (target ≥ 80%)", row["split"], bool(rewrites))
        if rewrites:
            again = engine.score_comment(rewrites[0], None)
            same = {_kind(c) for c in cards} & {_kind(c) for c in [*again.objectionable_phrases,
                                                   *again.negative_tone_phrases, *again.logical_fallacies]}
            tally.add("… whose rewrite, scored alone, has none of the fixed kinds", row["split"], not same)
            tally.add("… with no two cards sharing one rewrite", row["split"], len(rewrites) == len(set(rewrites)))


def _tone_card(text: str) -> bool:
    """A tone finding confident enough to be shown as a card (commentscore/cards.py)."""
    return bool(cards.split("tone", tone_issues(Analysis(text)))[0])


def _tone(tally: Tally) -> None:
    for row in tone_rows():
        found = _tone_card(row["text"])
        if row["negative"]:
            tally.add("tone recall, sarcastic/dismissive sentences (target ≥ 80%)", row["split"], found)
        elif row["kind"] in ("civil", "complaint"):
            tally.add("tone alarms, civil disagreement and complaints (target ≤ 5%)", row["split"], found)
    # The blind set: written without seeing the detector or the sets above, and never used for a choice, so both of
    # its columns are held out (its split only keeps a part free for future choices).
    for row in blind_rows():
        found = _tone_card(row["text"])
        if row["negative"]:
            tally.add("blind set: tone recall, four kinds (target ≥ 80%)", row["split"], found)
        else:
            tally.add("blind set: tone alarms, civil disagreement, complaints, praise, questions (≤ 5%)", row["split"], found)
            if row["kind"] in ("civil", "complaint"):
                tally.add("blind set: tone alarms, civil disagreement and complaints only (≤ 5%)", row["split"], found)


def _effort(tally: Tally) -> None:
    for row in effort_set():
        result = engine.score_comment(row["text"], None)
        right = (result.appears_low_effort and result.overall_score <= 2) if row["empty"] else not result.appears_low_effort
        tally.add("low-effort accuracy (empty → flagged and score ≤ 2; engaged → not flagged)", row["split"], right)


def _coded(tally: Tally) -> None:
    for row in coded_set():
        found = engine.check_dogwhistle(row["text"], None, []).detection.dogwhistles_detected
        if row["coded"]:
            tally.add("coded-language recall (target ≥ 80%)", row["split"], found)
        else:
            tally.add("coded-language alarms on everyday homographs (target ≤ 5%)", row["split"], found)


def _banned(tally: Tally) -> None:
    article = engine.build_article(ARTICLE, title="Council approves Main Street bike lanes")
    for row in banned_set():
        banned = engine.check_relevance(row["text"], article, TOPICS).banned_topics.banned_topics
        if row["topic"]:
            tally.add("banned topic found in sentences about it", row["split"], row["topic"] in banned)
        else:
            tally.add("banned-topic alarms on spam and unrelated comments (target 0)", row["split"], bool(banned))
    for part, split in ((1, "train"), (2, "train"), (3, "validation")):
        for row in multiword_set(part):
            banned = engine.check_relevance(row["text"], article, [row["topic"]]).banned_topics.banned_topics
            if row["label"] == "about":
                tally.add("a topic of several words found in sentences about it", split, bool(banned))
            else:
                tally.add("sentences sharing one word of a topic of several words reported", split, bool(banned))


# The written sets of the coach's precision rounds (benchmarks/CHOICES.md): their files and splits (sets read while a
# round was built are train), and per label the row it counts in and what counts — an objectionable card ("card"), a
# card or the comment's toxicity at 0.5 or more ("card or high"), or both ("card and high").
_WRITTEN_SETS = (
    ((("danger_warnings.tsv", "validation"),),
     {"civil": ("warnings that a thing can kill or hurt people, flagged (target ≤ 2 of 12; 7 before their change)",
                "card or high"),
      "hostile": ("hostile sentences in the same frames (the writer's, a weapon's, a group's harm, or an insult), flagged",
                  "card or high")}),
    ((("contempt_of_things.tsv", "train"), ("contempt_of_things_2.tsv", "train"), ("contempt_of_things_3.tsv", "validation")),
     {"thing": ("harsh words said of things, carded (target ≤ 2 of 12 a set; the design stopped after three rounds)", "card"),
      "person": ("harsh words said of people in the same frames, carded", "card")}),
    ((("negated_put_downs.tsv", "train"), ("negated_put_downs_2.tsv", "validation")),
     {"not": ("put-downs the sentence denies, carded (target ≤ 2 of 12; 8 and 6 before their change)", "card"),
      "insult": ("insults beside a negation, carded", "card")}),
    ((("negation_elsewhere.tsv", "train"), ("negation_elsewhere_2.tsv", "train"), ("negation_elsewhere_3.tsv", "validation")),
     {"insult": ("insults after a negated clause, read (target ≥ 11 of 12; the design stopped after three rounds)",
                 "card and high"),
      "not": ("denials beside them, flagged", "card or high")}),
)


def _written(tally: Tally) -> None:
    """The precision rounds' written sets through the comment score, each row counted as its label says."""
    for files, labels in _WRITTEN_SETS:
        for name, split in files:
            for row in read_tsv(DATA / name):
                score = engine.score_comment(row["text"], None)
                card, high = bool(score.objectionable_phrases), score.toxicity_score >= 0.5
                measure, counts = labels[row["label"]]
                tally.add(measure, split, {"card": card, "card or high": card or high, "card and high": card and high}[counts])


def run(_data: Path | None = None) -> str:
    """Print and return the feedback figures as a markdown section."""
    tally = Tally()
    for part in (_rewrites, _tone, _effort, _coded, _banned, _written):
        part(tally)
    measures = list(dict.fromkeys(m for m, _ in tally.totals))
    lines = ["## Coach feedback (sets written for the project)", "",
             "`python -m benchmarks feedback`; split by template hash, cues and thresholds chosen on train only.", "",
             "| measure | train | validation |", "|---|---|---|"]
    for measure in measures:
        lines.append(f"| {measure} | {tally.cell(measure, 'train')} | {tally.cell(measure, 'validation')} |")
        print(f"{measure:<80} train {tally.cell(measure, 'train'):>18}  validation {tally.cell(measure, 'validation'):>18}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(run())
