"""The covert ideas behind the commonest coded terms, as our own paraphrases, matched at sentence level.

A coded slogan is rarely quoted word for word; its idea is. Each idea keeps the glossary's category and a
short covert meaning, with phrasings written for the project (not the glossary's examples). A sentence
whose embedding is close enough to one of them (threshold chosen on the train half of the project's coded
set, benchmarks/sets/coded.py) is reported with that meaning; a caller's sensitive topic in the category
lowers the bar.
"""

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from moderation.engine.core.embedder import embed

THRESHOLD = 0.65  # cosine to the nearest paraphrase: the lowest with no false alarm on the train half
FOCUSED_THRESHOLD = 0.60  # when the caller marked the idea's category as sensitive (2.6% false alarms on train)


@dataclass(frozen=True)
class Idea:
    """One covert idea: its category, meaning, and how people phrase it."""

    category: str
    meaning: str
    phrasings: tuple[str, ...]


IDEAS: tuple[Idea, ...] = (
    Idea("white supremacist", "the white-supremacist “fourteen words” slogan", (
        "Securing a future for white children is our duty.",
        "Our people must survive and our white children must have a future.",
        "Protect the existence of our race and the future of white kids.",
        "White kids deserve a future and our people must go on existing.",
        "We must make sure white children still have a homeland tomorrow.",
        "Our kind has to survive, and our children need a white future.",
        "Nothing is more important than keeping our race alive for the next generation.",
        "Fight for the survival of our folk and the future of our little ones.",
    )),
    Idea("white supremacist", "white people are being deliberately replaced", (
        "They are replacing us with immigrants on purpose.",
        "White people are being bred out of their own countries.",
        "Our race is being replaced and nobody is allowed to say it.",
        "The elites are importing foreigners to replace native white populations.",
        "Demographic replacement of white people is a deliberate plan.",
        "Natives are being swapped out for newcomers and the leaders planned it.",
        "Soon we will be a minority in the land our ancestors built, and that is the goal.",
        "They open the borders on purpose so that our people disappear.",
        "The replacement of Europeans is happening by design, not by accident.",
    )),
    Idea("antisemitic", "Jewish people secretly control money and politics", (
        "A small group of bankers secretly controls the world's money.",
        "The globalists pull the strings of every government.",
        "International financiers run our politicians like puppets.",
        "They control the banks, the media and the government.",
        "The same few families own the central banks and decide every war.",
        "The people who really run the country were never elected by anyone.",
        "A handful of rich families decide which politicians win.",
        "Every war and every crash is profitable for the same shadowy financiers.",
        "A few banking dynasties secretly own every government.",
        "Notice how the same powerful group is behind every major decision.",
        "Whoever controls the money controls the nation, and we know who that is.",
    )),
    Idea("antisemitic", "Jewish people control the media", (
        "The media is owned by a certain group that pushes its agenda.",
        "Look at who owns Hollywood and the news networks.",
        "Every major newspaper is run by the same tribe.",
        "Check who owns the newspapers and everything makes sense.",
        "Ask yourself who owns the news channels and the studios.",
        "The press only prints what its owners, a certain group, allow.",
        "Find out who controls the newspapers and you will understand the coverage.",
    )),
    Idea("antisemitic", "Jewish people are disloyal to their country", (
        "They are loyal to another country, not to ours.",
        "Those dual citizens put a foreign nation first.",
        "Their real allegiance is to another state, not to the country they live in.",
        "You can't trust them, they always serve a foreign power.",
        "They will always choose their own people abroad over this nation.",
    )),
    Idea("racist", "Black people are criminals (the “13%” statistic)", (
        "They are thirteen percent of the population but commit half of the crime.",
        "Certain groups commit most of the violent crime, just look at the statistics.",
        "Crime in those neighbourhoods is a cultural problem with those people.",
        "The crime figures show which group is the problem, everyone knows it.",
        "Violence follows that community wherever it settles.",
        "Look at the arrest statistics by race and stop pretending.",
    )),
    Idea("racist", "minorities are lazy and live on welfare", (
        "Those people just live off welfare and food stamps.",
        "They would rather collect handouts than work.",
        "Entitlement programs reward people who refuse to work, and we all know who they are.",
        "Those people expect free money and never lift a finger.",
        "A certain group lives on benefits while the rest of us pay.",
        "They breed on welfare and let taxpayers foot the bill.",
    )),
    Idea("racist", "Black families are dysfunctional", (
        "Their neighbourhoods are full of fatherless kids and baby mamas.",
        "The real problem in the inner city is absent fathers and broken families.",
        "Their communities are falling apart because the dads never stick around.",
        "Single mothers and missing fathers are why those areas are the way they are.",
    )),
    Idea("white supremacist", "a coming race war and violence against opponents", (
        "The day of reckoning is coming for the traitors.",
        "When the race war starts, they will regret it.",
        "Some people deserve a free helicopter ride.",
    )),
    Idea("anti-Latino", "Latino immigrants are invaders", (
        "An invasion of illegals is pouring across the southern border.",
        "They are invading our country and taking over our towns.",
        "Hordes of migrants are overrunning our borders.",
        "This is not immigration, it is an invasion of our land.",
        "Foreign invaders are flooding into our cities.",
    )),
    Idea("anti-LGBTQ", "LGBTQ people are predators grooming children", (
        "They want to groom our children in the schools.",
        "Those people are coming for our kids with their agenda.",
        "They want to get at our children through the classrooms.",
        "Keep your kids away from those people and their propaganda.",
        "Teachers pushing that ideology are grooming the next generation.",
    )),
    Idea("Islamophobic", "Muslims are taking over and imposing religious law", (
        "Sharia law is creeping into our towns.",
        "They will outbreed us and impose their religion on everyone.",
        "Soon their religious law will rule our neighbourhoods.",
        "They are slowly taking over and will force their faith on all of us.",
        "Mosques everywhere, and one day sharia courts too.",
    )),
)


@lru_cache(maxsize=1)
def _vectors() -> tuple[np.ndarray, np.ndarray]:
    """Phrasing vectors and, for each, the index of its idea."""
    texts = [p for idea in IDEAS for p in idea.phrasings]
    owners = np.array([k for k, idea in enumerate(IDEAS) for _ in idea.phrasings])
    return embed(texts), owners


def nearest(sentence_vectors: np.ndarray) -> list[tuple[int, float]]:
    """For each sentence vector: (index of the nearest idea, cosine)."""
    if len(sentence_vectors) == 0:
        return []
    vectors, owners = _vectors()
    sims = sentence_vectors @ vectors.T
    best = sims.argmax(axis=1)
    return [(int(owners[b]), float(sims[i, b])) for i, b in enumerate(best)]


def idea_hits(sentence_vectors: np.ndarray, focused: set[str]) -> list[tuple[int, Idea, float]]:
    """(sentence index, idea, similarity) for sentences close enough to an idea."""
    out = []
    for i, (k, sim) in enumerate(nearest(sentence_vectors)):
        idea = IDEAS[k]
        if sim >= (FOCUSED_THRESHOLD if idea.category in focused else THRESHOLD):
            out.append((i, idea, sim))
    return out


def warm_up() -> None:
    """Embed the phrasings."""
    _vectors()
