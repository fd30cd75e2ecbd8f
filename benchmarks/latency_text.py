"""Generated comments and an article for the latency benchmarks (distinct texts, so no cache hides the work)."""

import random

_OPENINGS = ["Honestly,", "I think", "To be fair,", "From what I can see,", "My neighbour says", "Frankly,",
             "As a cyclist,", "Looking at the plans,", "In my view,", "Having lived here for years,"]
_SUBJECTS = ["the new footbridge", "the council's budget", "the lighting consultation", "the contractor",
             "the loss of the riverside trees", "the mayor's promise", "the shared deck for bikes",
             "the spring opening date", "the walk to the station", "the cost overrun"]
_CLAIMS = ["looks like money well spent", "was handled badly from the start", "deserves a second look",
           "will help families on the east bank", "ignores what residents asked for", "is better than nothing",
           "could have been cheaper", "makes the town feel connected", "needs clearer answers", "is a pleasant surprise"]
_TAILS = ["because the old crossing was dangerous.", "but nobody asked the people who live nearby.",
          "and I hope they publish the figures.", "though the timing is odd.", "so let's see how it works out.",
          "which is what we were promised.", "unless the costs keep rising.", "and the school run will be easier."]
ARTICLE = ("Riverton council has approved a new footbridge across the Calder river. The bridge will cost 4.2 million "
           "pounds and is expected to open next spring. Mayor Linda Okafor said the crossing would cut walking times "
           "to the station by twenty minutes. Some residents have objected to the loss of trees on the east bank. "
           "The contractor says construction will begin in March. Cyclists will share the deck with pedestrians.")


def _sentence(rng: random.Random) -> str:
    return f"{rng.choice(_OPENINGS)} {rng.choice(_SUBJECTS)} {rng.choice(_CLAIMS)} {rng.choice(_TAILS)}"


def comments(rng: random.Random, count: int, words: int) -> list[str]:
    """Distinct comments of about `words` words."""
    seen: set[str] = set()
    while len(seen) < count:
        parts: list[str] = []
        while sum(len(p.split()) for p in parts) < words:
            parts.append(_sentence(rng))
        seen.add(" ".join(parts))
    return sorted(seen)
