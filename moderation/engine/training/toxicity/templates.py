"""Synthetic training sentences written for this project: hate, threats and insults next to their hard negatives
(counter-speech, quotation, negation, neutral and positive mentions of groups, non-protected targets).

Each template yields (text, labels) with labels for TOXICITY, IDENTITY_ATTACK, INSULT, THREAT in [0, 1].
"""

import random

GROUPS = ["women", "trans people", "gay men", "lesbians", "black people", "disabled people", "Muslims", "immigrants",
          "Jews", "refugees", "Asians", "Mexicans", "Hindus", "bisexual people", "Roma", "Arabs", "Catholics",
          "deaf people", "elderly people", "Sikhs", "migrants", "Latinos", "Africans", "autistic people",
          "gay people", "transgender women", "Chinese people", "Indigenous people", "Pakistanis", "Somalis"]
SINGULAR = ["woman", "trans person", "gay man", "lesbian", "black person", "disabled person", "Muslim", "immigrant",
            "Jew", "refugee", "Asian guy", "Mexican", "Hindu", "migrant", "deaf person", "Roma family"]
OTHERS = ["lawyers", "politicians", "bankers", "landlords", "referees", "tax inspectors", "estate agents",
          "telemarketers", "journalists", "influencers", "traffic wardens", "CEOs", "the cops", "tourists"]
VERMIN = ["rodents", "a swarm of locusts", "cockroaches", "leeches", "a plague", "vermin", "parasites", "animals",
          "filth", "a disease", "subhuman", "rats", "garbage", "savages", "a cancer on society", "trash", "scum",
          "pests", "maggots", "beasts"]
TRAITS = ["stupid", "disgusting", "lazy", "dishonest", "violent", "filthy", "inferior", "worthless", "primitive",
          "pathetic", "repulsive", "brainless", "criminal", "evil", "sneaky", "dirty", "useless", "vile", "ugly",
          "degenerate"]
HARM = ["killed", "shot", "wiped out", "hanged", "locked in cages", "gassed", "beaten", "burned", "exterminated",
        "driven out", "put down", "strung up"]
HARM_VERB = ["kill", "shoot", "stab", "hang", "burn", "beat", "slaughter", "strangle", "torture", "wipe out",
             "hunt down", "gut", "run over", "bury"]
INSULTS = ["a brainless fool", "an utter imbecile", "a pathetic loser", "a clueless idiot", "a worthless troll",
           "a spineless coward", "a lying hypocrite", "the dumbest person here", "a waste of oxygen", "a moron",
           "an ignorant clown", "a miserable creep", "too thick to understand anything"]

H, N = 1.0, 0.0
HATE = [
    ("{G} are {V}.", (H, H, 0.8, N)), ("Honestly, {G} are nothing more than {V}.", (H, H, 0.8, N)),
    ("{G} spread through our towns like {V}.", (H, H, 0.6, N)), ("Every single one of those {G} is {T}.", (H, H, 0.8, N)),
    ("{G} are born {T}, it's in their blood.", (H, H, 0.8, N)), ("I can't tolerate {G} at all.", (H, H, 0.5, N)),
    ("I truly despise {G}.", (H, H, 0.5, N)), ("Nothing disgusts me more than {G}.", (H, H, 0.6, N)),
    ("This country would be better without any {G}.", (H, H, 0.4, 0.4)), ("Keep {G} away from our children.", (H, H, 0.4, N)),
    ("No {S} should ever be allowed to vote.", (H, H, 0.3, N)), ("{G} don't deserve basic respect.", (H, H, 0.6, N)),
    ("The lives of {G} count for nothing.", (H, H, 0.5, N)), ("Why are {G} always so {T}?", (H, H, 0.7, N)),
    ("In my view, {G} are {T}.", (H, H, 0.8, N)), ("Let's be honest, {G} are {V}.", (H, H, 0.8, N)),
    ("{G} are {T} and everyone knows it.", (H, H, 0.8, N)), ("You {G} are all {T}.", (H, H, 0.9, N)),
    ("A {S} like you is just {V}.", (H, H, 0.9, N)), ("Being around {G} makes me want to throw up.", (H, H, 0.6, N)),
    ("{G} should not have the same rights as normal people.", (H, H, 0.4, N)),
    ("Equal rights were never meant for {G}.", (H, H, 0.3, N)), ("I have zero sympathy for any {S}.", (H, H, 0.4, N)),
    ("{G} ruin every neighbourhood they move into.", (H, H, 0.6, N)), ("{G} belong in cages, not in our streets.", (H, H, 0.7, 0.3)),
    ("Put {G} in a kennel where they belong.", (H, H, 0.7, 0.3)), ("You can always smell when {G} are around.", (H, H, 0.7, N)),
    ("Of course they are {T}. They are {G}, what did you expect.", (H, H, 0.8, N)),
    ("If someone is one of the {G}, they are probably {T}.", (H, H, 0.7, N)),
    ("I'm fed up with {G}, every one of them is {T}.", (H, H, 0.8, N)),
    ("Hiring {G} is like hiring {V}.", (H, H, 0.7, N)), ("Only {G} could be this {T}.", (H, H, 0.8, N)),
    ("Isn't it obvious that {G} are {V}?", (H, H, 0.8, N)), ("I would rather die than live next to {G}.", (H, H, 0.5, N)),
]
THREAT_GROUP = [
    ("We will {HV} every one of the {G}.", (H, H, 0.4, H)), ("Somebody should {HV} all the {G}.", (H, H, 0.4, H)),
    ("{G} deserve to be {HM}.", (H, H, 0.5, H)), ("I'm going to {HV} the first {S} I meet.", (H, H, 0.4, H)),
    ("All {G} should be {HM}.", (H, H, 0.5, H)), ("I hope someone gets rid of the {G} for good.", (H, H, 0.4, H)),
    ("It's time to {HV} these {G}.", (H, H, 0.4, H)), ("Let's round up the {G} and {HV} them.", (H, H, 0.4, H)),
    ("Things would improve once the {G} are {HM}.", (H, H, 0.5, H)),
]
THREAT_PERSON = [
    ("I'm going to {HV} you.", (H, N, 0.5, H)), ("I know where you live and I will {HV} you.", (H, N, 0.5, H)),
    ("You will regret this, I'll make you bleed.", (H, N, 0.5, H)), ("Keep talking and I'll break your jaw.", (H, N, 0.5, H)),
    ("Someone should {HV} that guy.", (H, N, 0.4, H)), ("You deserve to be {HM}.", (H, N, 0.6, H)),
]
INSULT_PERSON = [
    ("You are {I}.", (H, N, H, N)), ("Only {I} would write something like this.", (H, N, H, N)),
    ("Shut up, you're {I}.", (H, N, H, N)), ("Nobody cares what {I} like you thinks.", (H, N, H, N)),
    ("The author is {I}.", (H, N, H, N)), ("Whoever moderates this page is {I}.", (H, N, H, N)),
]
OTHER_TARGET = [
    ("{O} are {V}.", (0.9, N, 0.7, N)), ("I despise {O}.", (0.7, N, 0.5, N)), ("{O} are all {T}.", (0.8, N, 0.7, N)),
]
COUNTER = [
    ("Calling {G} {V} is vile and I won't accept it.", N), ("People who say {G} are {T} should be ashamed.", N),
    ("I'm tired of seeing {G} treated like {V}.", N), ("Hatred towards {G} has no place here.", N),
    ("Whoever wrote that {G} deserve to die needs to be reported.", N), ("She said \"{G} are {V}\" and I was shocked.", N),
    ("Posting \"all {G} are {T}\" is plain bigotry.", N), ("It is sickening that people still call for {G} to be {HM}.", N),
    ("We must speak up when {G} are insulted or attacked.", N), ("Stop spreading the lie that {G} are {T}.", N),
    ("My uncle keeps saying {G} are {V}, and it makes me furious at him.", N), ("Threats against {G} must be prosecuted.", N),
    ("Did you really just write \"{G} are {V}\"? That's disgusting.", N), ("Nobody should be {HM} for being one of the {G}.", N),
    ("The report documents attacks on {G} across the country.", N), ("I will report anyone who calls {G} {V}.", N),
]
NEGATED = [
    ("I have never hated {G}.", N), ("{G} are not {T} at all.", N), ("It is wrong to think {G} are {T}.", N),
    ("I don't despise {G}, I respect them.", N), ("No, {G} are not {V}, they are people like us.", N),
    ("There is nothing {T} about {G}.", N), ("I would never hurt a {S}.", N),
]
NEUTRAL = [
    ("My neighbours are {G}.", N), ("The panel included several {G}.", N), ("{G} have lived in this city for generations.", N),
    ("Our company hired two {G} last year.", N), ("I just finished a book written by {G} about their history.", N),
    ("The survey asked {G} about their jobs.", N), ("Many {G} attended the town meeting on Tuesday.", N),
    ("My best friend is a {S}.", N), ("The new mayor is a {S}.", N), ("I am a {S} and I work as a nurse.", N),
    ("I am proud to stand with {G}.", N), ("{G} make our community stronger.", N), ("I love spending time with {G}.", N),
    ("Supporting {G} in the workplace benefits everyone.", N), ("Are there any {G} in your football club?", N),
    ("Let's celebrate the achievements of {G}.", N), ("Which charities help {G} find housing?", N),
    ("The law protects {G} from discrimination.", N), ("{G} deserve the same respect as anyone else.", N),
]
ADJECTIVES = ["gay", "Muslim", "Jewish", "black", "trans", "lesbian", "disabled", "deaf", "Mexican", "Asian", "Hindu",
              "bisexual", "queer", "Catholic", "an immigrant", "a refugee", "autistic", "Sikh", "nonbinary", "African"]
RELATIONS = ["neighbour", "sister", "dentist", "coach", "boss", "landlord", "best friend", "teacher", "cousin", "colleague"]
NEUTRAL_ADJ = [
    ("My {R} is {A}.", N), ("My {R} is {A} and loves hiking.", N), ("Our new {R} is {A}, and very good at the job.", N),
    ("Two of my neighbours are {A} and {A}.", N), ("She is {A} and runs the bakery on Main Street.", N),
    ("He came out as {A} to his family last year.", N), ("Being {A} is just one part of who I am.", N),
    ("I'm {A} and I volunteer at the food bank.", N), ("The {A} community centre opens on Sunday.", N),
    ("Is it hard to be {A} in a small town?", N), ("My {R} is {A}, so we celebrate different holidays.", N),
]
MILD = [  # profanity or harsh words not aimed at anyone: rude but not hateful
    ("That concert was fucking amazing.", 0.35), ("Damn, this traffic is awful today.", 0.2), ("What a shitty week it has been.", 0.35),
    ("The old printer is a useless piece of junk.", 0.2), ("I'll kill for a cup of coffee right now.", 0.1),
    ("That comedian absolutely killed it last night.", 0.05), ("The mould in this flat is disgusting.", 0.1),
    ("These weeds are a plague on my garden.", 0.05), ("We were so wasted after the party.", 0.15),
    ("Holy shit, that goal was incredible.", 0.3), ("I'm going to murder this burger.", 0.05),
    ("My knee hurts like hell.", 0.15), ("This software is garbage and the update made it worse.", 0.25),
]


def _fill(template: str, rng: random.Random) -> str:
    """Fill one template's slots at random."""
    text = template
    for slot, pool in (("{G}", GROUPS), ("{S}", SINGULAR), ("{O}", OTHERS), ("{V}", VERMIN), ("{T}", TRAITS),
                       ("{HM}", HARM), ("{HV}", HARM_VERB), ("{I}", INSULTS),
                       ("{A}", ADJECTIVES), ("{R}", RELATIONS)):
        while slot in text:
            text = text.replace(slot, rng.choice(pool), 1)
    return text[0].upper() + text[1:]


def synthetic_rows(per_template: int = 12, seed: int = 1234) -> list[tuple[str, tuple[float, float, float, float]]]:
    """(text, (toxicity, identity_attack, insult, threat)) rows, deduplicated."""
    rng = random.Random(seed)
    rows: dict[str, tuple[float, float, float, float]] = {}
    for family in (HATE, THREAT_GROUP, THREAT_PERSON, INSULT_PERSON, OTHER_TARGET):
        for template, labels in family:
            for _ in range(per_template):
                rows[_fill(template, rng)] = labels
    for family, repeats in ((COUNTER, per_template), (NEGATED, per_template), (NEUTRAL, per_template * 2),
                            (NEUTRAL_ADJ, per_template * 2)):
        for template, tox in family:
            for _ in range(repeats):
                rows[_fill(template, rng)] = (tox, N, N, N)
    for text, tox in MILD:
        rows[text] = (tox, N, N, N)
    return list(rows.items())
