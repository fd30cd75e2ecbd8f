"""Suggestions on held-out rude drafts (issue 26): the share given one that keeps the point and passes every judge.

Usage: .venv/bin/python -m benchmarks.bench_suggestions [--show] [--dev | --validation]
The drafts (benchmarks/sets/data/rude_heldout*.tsv) were written by hand for issue 26 (see DATA below for which were
read before which change); nothing trains on them. A suggestion keeps the point when every word or phrase of the row's `keep` column is in it (a word by
its stem, so "closing" keeps "closed"); it passes every judge when the draft with it in place has no objectionable,
tone or fallacy finding, no coded language and toxicity under 0.5; it is broken when the gate's grammar checks (the rules and
the parse's, rewrite/edits.py) would refuse any of the alternatives a card offers (it never should: the gate runs before anything is offered).
"""

import csv
import sys
from pathlib import Path

from moderation import engine
from moderation.engine.rewrite.edits import edit_problems
from moderation.engine.rewrite.grammar import grammar_problems
from moderation.engine.rewrite.verify import stem

SETS = Path(__file__).parent / "sets" / "data"
# Set 1 was read once before the gate was tuned and then shaped some of its rules; set 2 was written after and
# measured once, then its misses suggested shapes too (both are dev figures now); set 3 was written last, measured
# once, then its misses suggested a few broader word lists (a dev figure now too); set 4 was written last, measured
# once, and nothing was changed after reading it. Set 5 was written and measured once before the change to offer up
# to three suggestions (issue 26), and nothing was tuned on it after; in round 2 it was read and is dev too. Set 6
# was written for round 2 and committed before anything ran on it, measured once before and once after the round's
# changes (benchmarks/CHOICES.md); reading that after run found three broken suggestions, whose general fixes followed,
# so set 6 has been read now and is dev. Set 7 (40 drafts in registers the earlier sets under-represent: condescension,
# forum and tech talk, health, schools, sport) was written blind for round 3, committed with its criterion before
# anything ran on it, and measured once before and once after that round's changes; reading that run found four broken
# suggestions (older than the round) whose general fixes followed, so set 7 has been read too: a next round needs a
# new blind set. Set 8 (40 drafts in registers set 7 lacked: vocatives, appositive insults, adjectives of contempt,
# tagged-on jabs, rude questions, shouting, lowercase text-speak, letters to the editor, party-political jabs, reviews)
# was written blind for issue 41's suggestion redesign and committed before anything ran on it; its counts were
# measured once before any change (benchmarks/CHOICES.md), its drafts not read: the validation set.
DATA = {"1": SETS / "rude_heldout.tsv", "2": SETS / "rude_heldout_2.tsv", "3": SETS / "rude_heldout_3.tsv",
        "4": SETS / "rude_heldout_4.tsv", "5": SETS / "rude_heldout_5.tsv", "6": SETS / "rude_heldout_6.tsv",
        "7": SETS / "rude_heldout_7.tsv", "8": SETS / "rude_heldout_8.tsv"}
VALIDATION = {"8"}


def _kept(keep: str, text: str) -> bool:
    """Every |-separated item of `keep` is in `text` (phrases as written, single words by stem)."""
    lowered, stems = text.lower(), {stem(w) for w in text.lower().replace("’", "'").split()}
    return all((item.lower() in lowered) if (" " in item or not item.isalpha()) else
               (item.lower() in lowered or stem(item) in {stem(w.strip(".,;:!?'")) for w in lowered.split()} or
                stem(item) in stems) for item in keep.split("|"))


def _clean(text: str) -> bool:
    """No finding of any judge on `text`."""
    score = engine.score_comment(text, None)
    coded = engine.check_dogwhistle(text)
    return (not (score.objectionable_phrases or score.negative_tone_phrases or score.logical_fallacies)
            and not coded.detection.dogwhistles_detected and score.toxicity_score < 0.5)


def run(which: str = "2", show: bool = False) -> dict:
    """Counts over held-out set `which`; with `show`, every draft before → after."""
    rows = list(csv.DictReader(DATA[which].open(encoding="utf-8"), delimiter="\t"))
    good = broken = offered = flagged = several = offered_alternatives = 0
    for row in rows:
        draft = row["text"]
        score = engine.score_comment(draft, None)
        cards = [*score.objectionable_phrases, *score.negative_tone_phrases, *score.logical_fallacies]
        after = draft
        for card in cards:  # every sentence's suggestion in place, as a writer accepting them all would have it
            if card.suggested_rewrite and card.rewrite_replaces in after:
                after = after.replace(card.rewrite_replaces, card.suggested_rewrite, 1)
        suggestions = [c.suggested_rewrite for c in cards if c.suggested_rewrite]
        # Every alternative a card offers (issue 26: up to three, the first is suggested_rewrite): none may be broken.
        alternatives = [(c.rewrite_replaces, a) for c in cards for a in (c.suggested_rewrites or [c.suggested_rewrite]) if a]
        flagged += bool(cards)  # a draft no judge flags gets no card, so nothing to suggest (a detector's miss)
        offered += bool(suggestions)
        several += any(len(c.suggested_rewrites) > 1 for c in cards)
        offered_alternatives += len(alternatives)
        broken += any(grammar_problems(a) or edit_problems(b, a) for b, a in alternatives)
        ok = bool(suggestions) and _kept(row["keep"], after) and _clean(after)
        good += ok
        if show:
            print(f"{'OK ' if ok else '-- '}{draft}\n    → {after if suggestions else '(no suggestion)'}")
            for before, alternative in alternatives[1:] if len(alternatives) > 1 else ():
                print(f"      or {before} → {alternative}")
    return {"drafts": len(rows), "with a finding": flagged, "offered": offered,
            "keeps the point and passes every judge": good, "share": round(good / len(rows), 3),
            "share of those with a finding": round(good / max(1, flagged), 3), "broken offered": broken,
            "with 2+ alternatives": several, "alternatives offered": offered_alternatives}


if __name__ == "__main__":
    # --dev / --validation pick a side (default both); validation is only to be run when a round says so.
    sides = {"--dev": set(DATA) - VALIDATION, "--validation": VALIDATION}
    chosen = set().union(*(sides[a] for a in sys.argv if a in sides)) or set(DATA)
    for which in sorted(chosen):
        print(f"set {which}{' (validation)' if which in VALIDATION else ''}:", run(which, show="--show" in sys.argv))
