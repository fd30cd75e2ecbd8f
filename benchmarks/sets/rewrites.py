"""Rude drafts with a clear point: an insult, sarcasm, dismissal, condescension or a common fallacy wrapped
around a claim a reader could answer. A good rewrite keeps the claim and drops the rest."""

from moderation.engine.training.generated import fill, split_of

SLOTS = {
    "point": ["these lanes will hurt the bakery", "the tram is late every morning", "the rent cap will push landlords out",
              "the budget ignores the night buses", "the school merger will mean bigger classes",
              "the new car park will fill up by nine"],
    "thing": ["the parking scheme", "the last road closure", "the old tram timetable", "the recycling trial",
              "the stadium deal"],
    "topic": ["bike lanes", "the tram", "the rent cap", "the school merger", "parking"],
    "insult": ["idiots", "morons", "clowns", "fools"],
    "worse": ["ban cars entirely", "close every shop on Main Street", "tax every driver in town"],
}
DRAFTS = [
    "You'd have to be blind not to see {point}.",
    "Anyone with half a brain can see {point}.",
    "Only a fool would deny that {point}.",
    "Wake up, people: {point}.",
    "Let me explain this slowly so you can follow: {point}.",
    "Try to keep up, {point}.",
    "Sure, because {thing} worked so well last time.",
    "I'm sure {thing} will fix everything.",
    "Nobody asked for your stupid opinion about {topic}.",
    "Shut up, nobody asked for your opinion on {topic}.",
    "You're an idiot if you believe {thing} will help.",
    "Oh great, another genius plan for {topic}.",
    "What a surprise, {thing} failed again.",
    "Everyone knows {point}.",
    "Everyone is complaining about {topic}, so the council must be wrong.",
    "If we allow {topic}, next they'll {worse}.",
    "The council are {insult}, and {point}.",
    "{point}, you {insult}.",
    "This is the dumbest plan for {topic} I have ever seen, run by a bunch of {insult}.",
    "The mayor is a liar and anyone who supports {thing} is a moron.",
    "He is a crook who cheated on his taxes, so {thing} is obviously wrong.",
    "My two neighbours hate {topic}, so everyone hates {topic}.",
]


def rewrite_set(per_template: int = 3) -> list[dict]:
    """Rows {text, template, split}."""
    return [{"text": t, "template": tpl, "split": split_of(tpl)} for t, tpl in fill(DRAFTS, SLOTS, per_template)]
