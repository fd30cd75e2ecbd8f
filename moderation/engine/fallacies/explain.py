"""Explanations for fallacy findings that cite the quote's own words, not a pasted definition."""

import re

from moderation.engine.fallacies.cues import DISPLAY_NAME
from moderation.engine.core.types import Issue

_ALL_WORDS = re.compile(r"\b(?:all|every|everyone|everybody|always|never|nobody|no one|none|only|must|nothing)\b", re.I)
_PERSON_WORDS = re.compile(r"\b(?:you(?:'re| are)|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)) (?:just |only |a |an )*"
                           r"([\w-]+(?: [\w-]+)?)", re.I)
_CAUSE_WORDS = re.compile(r"\b(?:because|since|caused|causes|leads? to|led to|after|ever since|so|therefore|thus)\b", re.I)
_EMOTION_WORDS = re.compile(r"\b(?:children|kids|families|die|dying|death|suffer\w*|fear|afraid|heart|tragic|"
                            r"horrible|terrible|innocent|victims?|shame)\b", re.I)
_AUTHORITY_WORDS = re.compile(r"\b(?:experts?|scientists?|doctors?|professors?|studies|celebrit\w+|famous \w+|"
                              r"[A-Z][a-z]+ [A-Z][a-z]+)\b")

# Who the claim rests on: the subject of "said"/"says"/"according to" ("A Nobel prize winning economist said …").
_SPEAKER = re.compile(r"(?:^|\b(?i:according to) )(?P<who>(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur|[Ss]ome|[Oo]ne|\w+'s) (?:(?!\b(?:is|are|was|were|and|but|so|that)\b)[\w' -]){2,50}?|[A-Z][\w.]+(?: [A-Z][\w.]+)*)"
                      r"(?: (?:said|says|told us|claims?|claimed|thinks|believes|agrees|recommends|wrote)\b|[,.])")


_SO = re.compile(r"^(?P<p>.{6,}?),? (?:and )?(?:so|therefore|thus|hence|which means|that means|which proves|"
                 r"that proves) (?:that )?(?P<c>.{4,}?)[.!?]*$", re.I | re.S)
# Tried only where a whitespace run starts, and never giving a space back: linear in a long run.
_CLAUSE_BREAK = re.compile(r"(?<!\s)(?:\s*+[:;]\s++|\s++[–—-]\s++)")
_BECAUSE = re.compile(r"^(?P<c>.{4,}?),? (?:because|since) (?P<p>.{4,}?)[.!?]*$", re.I | re.S)


def premise_conclusion(quote: str) -> tuple[str, str]:
    """The stated reason and the claim drawn from it ("A, so B" / "B because A"), or empty strings."""
    for regex in (_SO, _BECAUSE):
        match = regex.match(quote.strip())
        if match:
            # Only the clauses next to the connective: "The real story is X: they will lose because Y" draws
            # "they will lose" from Y, not the whole lead-in.
            premise, conclusion = _CLAUSE_BREAK.split(match.group("p")), _CLAUSE_BREAK.split(match.group("c"))
            near = (premise[-1], conclusion[0]) if regex is _SO else (premise[0], conclusion[-1])
            return _lower_first(near[0].strip(" ,")), near[1].strip(" ,")
    return "", ""


def _lower_first(text: str) -> str:
    """Lower-case a sentence-initial capital, keeping "I" and acronyms."""
    first = text.split(" ", 1)[0]
    return text if first == "I" or first.startswith("I'") or (len(first) > 1 and first.isupper()) else text[:1].lower() + text[1:]


def _link(quote: str) -> str:
    """' — it draws “B” from “A”' when the quote states both, else ''."""
    premise, conclusion = premise_conclusion(quote)
    return f" (it draws “{excerpt(conclusion, 10)}” from “{excerpt(premise, 10)}”)" if premise and conclusion else ""


def _clause(text: str) -> str:
    """A cited clause: trimmed of surrounding spaces, commas and end punctuation, and cut to 12 words."""
    return excerpt(text.strip(" ,;:.!?"), 12)


def excerpt(quote: str, words: int = 12) -> str:
    """The quote itself, or its first `words` words followed by an ellipsis."""
    parts = quote.split()
    return quote if len(parts) <= words else " ".join(parts[:words]) + " …"


def _first(regex: re.Pattern[str], text: str, group: int = 0) -> str:
    match = regex.search(text)
    return match.group(group) if match else ""


def explain_fallacy(issue: Issue) -> str:
    """Why this quote is this fallacy, and how to make the point without it."""
    q, s = issue.quote, issue.slots
    said = f"“{excerpt(q)}”"
    label = issue.label
    if label == "ad hominem":
        tag = s.get("tag") or _first(_PERSON_WORDS, q, 1)
        move = f"the label “{tag.strip(' ,')}”" if tag else "the remark about the person"
        return (f"In {said}, {move} targets the person rather than what they argued; "
                f"whether their point holds does not depend on who they are. Say which part of their argument "
                f"is wrong and why.")
    if label == "slippery slope":
        x, y = s.get("x"), s.get("y")
        if x and y:
            return (f"{said} predicts that “{_clause(y)}” will follow from the first step (“{_clause(x)}”) without "
                    f"showing the steps in between. Argue about the effects of that first step, or give evidence for each "
                    f"step.")
        return (f"{said} predicts a chain of worse and worse outcomes without showing why each step follows. "
                f"Say what concrete effect you expect from this decision and why.")
    if label == "false dilemma":
        x, y = s.get("x"), s.get("y")
        pair = f"“{_clause(x)}” or “{_clause(y)}”" if x and y else "two options"
        return (f"{said} offers only {pair}, as if nothing else were possible. Acknowledge the middle ground "
                f"or other options, then argue for the one you prefer.")
    if label == "ad populum":
        return (f"{said} treats how many people believe or do something as proof{_link(q)}; popularity is not "
                f"evidence. Give the reason those people are right instead.")
    if label == "fallacy of credibility":
        who = _clause(s.get("who", "")) or _first(_SPEAKER, q, 1) or _first(_AUTHORITY_WORDS, q)
        source = f"“{who}”" if who else "who said it"  # a placeholder is not put in quotes: quotes cite the comment
        return (f"{said} rests the claim on {source} rather than on the evidence{_link(q)}; an authority can be wrong, "
                f"or speak outside their field. Cite what they found or why it holds.")
    if label == "whataboutism":
        y = s.get("y")
        other = f"“{_clause(y)}”" if y else "what the other side did"
        return (f"{said} answers a criticism by pointing at {other}, which leaves the original point unanswered. "
                f"Address the criticism first; raise the other issue separately if it matters.")
    if label == "fallacy of extension":
        y = s.get("y")
        claim = f"“{_clause(y)}”" if y else "a more extreme claim"
        return (f"{said} answers {claim}, an exaggerated version of what was actually said, which is easier to "
                f"knock down. Restate their actual position fairly and respond to that.")
    if label == "appeal to emotion":
        hook = _first(_EMOTION_WORDS, q) or s.get("cue", "")
        via = f" (“{hook}”)" if hook else ""
        return (f"{said} leans on feelings{via} instead of reasons{_link(q)}; strong feelings do not show that the claim "
                f"is true. Keep the concern, and add the facts that support it.")
    if label == "faulty generalization":
        premise, conclusion = premise_conclusion(q)
        # The whole premise clause ("my cousin got a parking ticket"), not just its subject, names the few cases.
        case = excerpt(premise, 10) if premise else _clause(s.get("x", ""))
        claim = _clause(s["y"]) if s.get("y") else (excerpt(conclusion, 10) if conclusion else "")
        if case and claim:
            return (f"{said} draws the general claim “{claim}” from “{case}”; one or a few cases cannot show what is "
                    f"true of everyone. Limit the claim to what you have seen, or point to broader evidence.")
        # A group named in the slots is what the conclusion is about; a bare "always" or "nobody" is not a thing to
        # draw a conclusion about ("about “always”" read as broken), so it is cited as the sweeping word it is.
        word = _first(_ALL_WORDS, q)
        claim = (f"draws a conclusion about “{_clause(s['x'])}”" if s.get("x") else
                 f"makes a sweeping claim (“{word}”)" if word else "makes a sweeping claim")
        return (f"{said} {claim} from too few cases. Limit the claim to what you have seen (“some”, “in my "
                f"experience”) or point to broader evidence.")
    if label == "false causality":
        x, y = s.get("x"), s.get("y")
        if x and y:
            return (f"{said} assumes that “{_clause(x)}” caused “{_clause(y)}” because one came after the other; timing "
                    f"alone does not show cause. Mention other possible causes or evidence of the link.")
        premise, conclusion = premise_conclusion(q)
        if premise and conclusion:
            return (f"{said} concludes “{excerpt(conclusion, 10)}” from “{excerpt(premise, 10)}”; that one thing "
                    f"came with or after another does not show it caused it. Give the evidence for the link, or "
                    f"soften it to a possibility.")
        link = _first(_CAUSE_WORDS, q)
        via = f" (“{link}”)" if link else ""
        return (f"{said} asserts a cause{via} without showing it; things that happen together need not "
                f"cause each other. Give the evidence for the link, or soften it to a possibility.")
    if label == "circular reasoning":
        return (f"{said} uses its conclusion as its own support{_link(q)}, so it gives a reader no new reason to agree. "
                f"Add an independent reason or piece of evidence.")
    if label == "no true scotsman":
        group = f"“{_clause(s['x'])}”" if s.get("x") else "member of that group"
        return (f"{said} redefines who counts as a real {group} to dismiss a counter-example. Deal with the "
                f"example instead of excluding it.")
    if label == "appeal to ignorance":
        y = _clause(s.get("y", ""))
        conclusion = f" “{y}”" if y else ""
        return (f"{said} concludes{conclusion} only because nobody has shown the opposite; a lack of proof "
                f"against a claim is not proof for it. Give positive evidence for the claim.")
    if label == "equivocation":
        return (f"{said} seems to shift the meaning of a key word part-way through, so the conclusion does not "
                f"follow. Say which meaning you intend and use it throughout.")
    if label == "fallacy of relevance" and s.get("y"):
        return (f"{said} turns to “{_clause(s['y'])}”, which does not answer the question being discussed"
                f"{' (“' + _clause(s['x']) + '”)' if s.get('x') else ''}. Answer that question first; raise the other matter "
                f"separately if it is important.")
    if label == "fallacy of relevance":
        return (f"{said} moves to a point that does not bear on the question being discussed. Connect it to the "
                f"original question, or answer that question directly.")
    if label == "fallacy of logic":
        return (f"In {said} the conclusion does not follow from the premises as stated{_link(q)}. Spell out the missing "
                f"step, or check whether the reasoning runs the wrong way round.")
    if label == "intentional":
        return (f"{said} frames the evidence selectively or shifts the burden of proof{_link(q)}, which can mislead a "
                f"reader. Present the strongest evidence on both sides and let it carry the point.")
    return f"{said} reads as a {DISPLAY_NAME.get(label, label)}; state the reason behind the claim directly."
