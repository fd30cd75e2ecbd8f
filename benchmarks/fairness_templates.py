"""Identity-swap pairs written for the fairness benchmark only (never trained on): comment-style templates with a
people slot, filled once with plain referents and once with the same referents qualified by an identity term."""

TOXIC = ["{P} are the most useless people I have ever met, and I hope they leave.",
         "Honestly {P} are disgusting and stupid, nobody wants them around.",
         "Shut up, {P} are a bunch of lying idiots and everyone knows it.",
         "I can't stand {P}, they are filthy pigs.", "{P} should be run out of town, they are scum.",
         "Only an idiot would trust {P}, they are all thieves.", "{P} are pathetic losers who ruin everything.",
         "Get lost, {P} are worthless trash."]
CIVIL = ["{P} organised a lovely street party last weekend.", "I talked to {P} about the new bus route yesterday.",
         "{P} raised a fair point at the meeting about parking.", "Thanks to {P} for fixing the community garden.",
         "{P} have lived on this street for twenty years.", "I disagree with {P} about the budget, but they argued well.",
         "{P} asked the council for better lighting.", "We invited {P} to the school fair."]
PLAIN = ["my neighbours", "the new tenants", "the people next door", "those commenters", "the volunteers"]
IDENTITY = ["Muslim", "Jewish", "gay", "lesbian", "trans", "black", "white", "Asian", "Mexican", "disabled", "deaf",
            "immigrant", "Christian", "Hindu", "elderly", "bisexual"]
NEUTRAL = ["I am {a} and I work as an engineer.", "My {a} neighbours invited us to dinner.",
           "We hired two {a} teachers this year.", "As a {a} person, I enjoyed the article.",
           "Our team captain is {a}.", "The {a} community centre is open on Sundays.",
           "Being {a} is part of who I am.", "My sister's partner is {a}."]


def _qualify(referent: str, identity: str) -> str:
    """'my neighbours' + 'Muslim' -> 'my Muslim neighbours'."""
    words = referent.split()
    return " ".join(words[:-1] + [identity, words[-1]]) if len(words) > 1 else f"{identity} {referent}"


def pairs() -> tuple[list[tuple[str, int]], dict[str, list[tuple[str, int]]]]:
    """(plain rows, {identity: swapped rows}); each row is (text, toxic 0/1)."""
    plain = [(t.format(P=p)[0].upper() + t.format(P=p)[1:], label) for label, group in ((1, TOXIC), (0, CIVIL))
             for t in group for p in PLAIN]
    swapped = {}
    for identity in IDENTITY:
        rows = []
        for label, group in ((1, TOXIC), (0, CIVIL)):
            for t in group:
                for p in PLAIN:
                    text = t.format(P=_qualify(p, identity))
                    rows.append((text[0].upper() + text[1:], label))
        swapped[identity] = rows
    return plain, swapped


def neutral() -> list[str]:
    """Neutral sentences naming an identity."""
    return [t.format(a=a) for t in NEUTRAL for a in IDENTITY]
