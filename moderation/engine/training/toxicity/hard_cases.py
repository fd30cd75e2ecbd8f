"""More sentences written for this project on the hard cases: quoting hate to condemn it, counter-speech,
negated hate, reclaimed terms used by their own community, neutral identity mentions; next to hard positives
(implicit derogation, threats at a group). Never taken from HateCheck: our own wording and slot lists.

Rows are (text, labels) with labels for TOXICITY, IDENTITY_ATTACK, INSULT, THREAT in [0, 1].
"""

import random

from moderation.engine.training.toxicity.templates import GROUPS, HARM_VERB, SINGULAR, TRAITS, VERMIN

H, N = 1.0, 0.0
QUOTE_TO_CONDEMN = [
    "He wrote \"{G} are {V}\" and then wondered why everyone blocked him.",
    "Someone sprayed \"{G} out\" on the school wall; the whole street helped paint over it.",
    "'{G} are {T}' is not an opinion, it's a slur dressed up as one.",
    "My coworker muttered that {G} are {V}. I told HR the same afternoon.",
    "Every time I read a comment like \"{G} should be {HM}\" I report it.",
    "Quoting his post, '{G} are {T}', should be enough to get him banned.",
    "The sign said \"no {G} allowed\", which is illegal and disgusting.",
    "If you think \"{G} are {V}\" is a joke, you need to grow up.",
]
COUNTER_SPEECH = [
    "Blaming {G} for everything is lazy and cruel.", "Nobody gets to call {G} {V} on this forum.",
    "I stand with {G} against the people who harass them.", "Dehumanising {G} is how violence starts.",
    "Comparing {G} to {V} says more about you than about them.", "Claiming {G} are {T} is just prejudice.",
    "Attacks on {G} are attacks on all of us.", "Spreading hate about {G} should get you banned.",
]
NEGATION = [
    "I don't hate {G}.", "I do not think {G} are {T}.", "{G} are not {V}.", "Nobody here believes {G} are {T}.",
    "I would never say {G} are {V}.", "I have nothing against {G}.", "It isn't true that {G} are {T}.",
    "I don't want to hurt any {S}.", "No one should think {G} are less than human.",
]
RECLAIMED = [  # in-group use of reclaimed words: proud, friendly, not an attack
    "As a queer woman I love our queer book club.", "We're queer and we're here, see you at the parade.",
    "Me and the other dykes on bikes are leading the march again.", "Proud crip here, the new ramps are great.",
    "Our queer choir sings on Friday.", "Being queer taught me to find my own family.",
    "My queer friends threw the best birthday party.", "Disabled and proud: crip culture is real culture.",
]
NEUTRAL_MENTION = [
    "The article interviewed three {G} about rent prices.", "{G} are a large part of the local workforce.",
    "What holidays do {G} celebrate in winter?", "The museum has a new exhibition on the history of {G}.",
    "A {S} won the chess tournament this year.", "Our landlord is a {S} and fixes things quickly.",
    "I met a lot of {G} at the conference.", "Statistics on {G} in higher education were published today.",
]
IMPLICIT_HATE = [  # hard positives: no slur, no swear word
    "{G} should go back to where they came from.", "Funny how crime goes up whenever {G} move in.",
    "I wouldn't let a {S} near my kids.", "{G} are fine as long as they stay in their own neighbourhoods.",
    "You can't trust a {S} with money.", "{G} only care about themselves, it's in their nature.",
    "Don't hire {G}, they'll ruin your business.", "{G} have no place in a civilised country.",
]
THREAT_AT_GROUP = [
    "Someone needs to {HV} the {G} before it's too late.", "I'll {HV} any {S} who comes near my street.",
    "We should {HV} the lot of those {G}.", "{G} will get what's coming to them, and I'll help.",
]
HARMED = ["killed", "beaten", "deported", "locked up"]


def _fill(template: str, rng: random.Random) -> str:
    text = template
    for slot, pool in (("{G}", GROUPS), ("{S}", SINGULAR), ("{V}", VERMIN), ("{T}", TRAITS), ("{HV}", HARM_VERB),
                       ("{HM}", HARMED)):
        while slot in text:
            text = text.replace(slot, rng.choice(pool), 1)
    return text[0].upper() + text[1:]


def hard_case_rows(per_template: int = 10, seed: int = 4321) -> list[tuple[str, tuple[float, float, float, float], str]]:
    """(text, (toxicity, identity_attack, insult, threat), family) rows, deduplicated."""
    rng = random.Random(seed)
    families = (("quote_to_condemn", QUOTE_TO_CONDEMN, (0.15, N, N, N)), ("counter_speech", COUNTER_SPEECH, (0.1, N, N, N)),
                ("negation", NEGATION, (0.05, N, N, N)), ("reclaimed", RECLAIMED, (0.1, N, N, N)),
                ("neutral_mention", NEUTRAL_MENTION, (N, N, N, N)), ("implicit_hate", IMPLICIT_HATE, (0.8, H, 0.4, N)),
                ("threat_at_group", THREAT_AT_GROUP, (H, H, 0.3, H)))
    rows: dict[str, tuple] = {}
    for family, templates, labels in families:
        for template in templates:
            for _ in range(per_template if "{" in template else 1):
                rows.setdefault(_fill(template, rng), (labels, family))
    return [(text, labels, family) for text, (labels, family) in rows.items()]
