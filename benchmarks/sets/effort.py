"""Low-effort set: content-free comments (test posts, one-word reactions, bare agreement, generic praise) and
short comments that engage with an article's point (which must not be called low effort)."""

from moderation.engine.training.generated import fill, split_of

SLOTS = {
    "react": ["wow", "nice", "cool", "lol", "omg", "yikes", "oof", "meh", "hmm", "ugh", "whoa", "yay"],
    "agree": ["agreed", "I agree", "totally agree", "same", "exactly", "yes", "100%", "true", "this"],
    "thing": ["the tram fares", "the bike lanes", "the rent cap", "the new library hours", "the school merger",
              "the parking fees", "the flood barrier", "the bus cuts"],
    "effect": ["hurt night-shift workers", "push shoppers to the mall", "save the council money", "cut traffic on Main Street",
               "raise rents near the station", "help families with young kids"],
}
EMPTY = [
    "This is a test comment", "Test comment, please ignore.", "Just testing the comments.", "testing testing 123",
    "Test post", "Checking if comments work.", "hello world", "First!", "{react}", "{react}!!", "{react} {react}",
    "{agree}", "{agree}.", "{agree}, {react}", "+1", "Great post, thanks!", "Nice article.", "Interesting read.",
    "ok", "Bump.", "Another test comment here.", "Is this thing on?", "Sample comment for the demo.",
    "{react}, just {react}.", "lol same", "This is just a test.", "Ignore this comment.", "Trying out the new comment box.",
]
ENGAGED = [
    "{thing} will {effect}.", "I think {thing} will {effect}.", "Won't {thing} {effect}?", "{thing} could {effect}, sadly.",
    "Agreed, {thing} will {effect}.", "Wow, {thing} might actually {effect}.", "I doubt {thing} will {effect}.",
    "Nobody asked us about {thing}.", "Test the water first: {thing} may {effect}.", "{thing} helped my street.",
    "Why did nobody check how {thing} would {effect}?", "Good point, {thing} will {effect}.",
]


def effort_set(per_template: int = 6) -> list[dict]:
    """Rows {text, empty (bool), split}."""
    rows = [{"text": t, "empty": True, "split": split_of(tpl)} for t, tpl in fill(EMPTY, SLOTS, per_template)]
    rows += [{"text": t, "empty": False, "split": split_of(tpl)} for t, tpl in fill(ENGAGED, SLOTS, per_template)]
    return rows
