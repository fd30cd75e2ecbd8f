"""Explanations for fallacy findings that cite the quote's own words, not a pasted definition."""

import re

from moderation.engine.core.datafile import read_json
from moderation.engine.core.types import Issue
from moderation.engine.fallacies.cues import DISPLAY_NAME

_SENTENCES = read_json(__file__, "explanations.json")
_SHARED, _LABELS = _SENTENCES["shared"], _SENTENCES["labels"]

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
    """' (it draws “B” from “A”)' when the quote states both, else ''."""
    premise, conclusion = premise_conclusion(quote)
    return (_SHARED["link"].format(conclusion=excerpt(conclusion, 10), premise=excerpt(premise, 10))
            if premise and conclusion else "")


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


def _part(sentences: dict[str, str], name: str, **words: str) -> str:
    """The label's `name` piece with `words` filled in when every word is there, else its `name`_unknown piece."""
    return sentences[name].format(**words) if all(words.values()) else sentences[f"{name}_unknown"]


def explain_fallacy(issue: Issue) -> str:
    """Why this quote is this fallacy, and how to make the point without it (the sentences: data/explanations.json)."""
    q, s = issue.quote, issue.slots
    said = f"“{excerpt(q)}”"
    label = issue.label
    say = _LABELS.get(label)
    if say is None:
        return _SHARED["other"].format(said=said, name=DISPLAY_NAME.get(label, label))
    if label == "ad hominem":
        tag = s.get("tag") or _first(_PERSON_WORDS, q, 1)
        return say["text"].format(said=said, move=_part(say, "move", tag=tag.strip(" ,") if tag else ""))
    if label == "slippery slope":
        x, y = s.get("x"), s.get("y")
        if x and y:
            return say["steps"].format(said=said, x=_clause(x), y=_clause(y))
        return say["text"].format(said=said)
    if label == "false dilemma":
        x, y = s.get("x"), s.get("y")
        pair = say["pair"].format(x=_clause(x), y=_clause(y)) if x and y else say["pair_unknown"]
        return say["text"].format(said=said, pair=pair)
    if label == "fallacy of credibility":
        who = _clause(s.get("who", "")) or _first(_SPEAKER, q, 1) or _first(_AUTHORITY_WORDS, q)
        # a placeholder is not put in quotes: quotes cite the comment
        return say["text"].format(said=said, source=_part(say, "source", who=who), link=_link(q))
    if label in ("whataboutism", "fallacy of extension"):
        y = s.get("y")
        name = "other" if label == "whataboutism" else "claim"
        return say["text"].format(said=said, **{name: _part(say, name, y=_clause(y) if y else "")})
    if label == "appeal to emotion":
        hook = _first(_EMOTION_WORDS, q) or s.get("cue", "")
        return say["text"].format(said=said, via=_part(say, "via", hook=hook), link=_link(q))
    if label == "faulty generalization":
        premise, conclusion = premise_conclusion(q)
        # The whole premise clause ("my cousin got a parking ticket"), not just its subject, names the few cases.
        case = excerpt(premise, 10) if premise else _clause(s.get("x", ""))
        claim = _clause(s["y"]) if s.get("y") else (excerpt(conclusion, 10) if conclusion else "")
        if case and claim:
            return say["cases"].format(said=said, claim=claim, case=case)
        # A group named in the slots is what the conclusion is about; a bare "always" or "nobody" is not a thing to
        # draw a conclusion about ("about “always”" read as broken), so it is cited as the sweeping word it is.
        claim = (say["about"].format(x=_clause(s["x"])) if s.get("x")
                 else _part(say, "sweeping", word=_first(_ALL_WORDS, q)))
        return say["text"].format(said=said, claim=claim)
    if label == "false causality":
        x, y = s.get("x"), s.get("y")
        if x and y:
            return say["timing"].format(said=said, x=_clause(x), y=_clause(y))
        premise, conclusion = premise_conclusion(q)
        if premise and conclusion:
            return say["drawn"].format(said=said, conclusion=excerpt(conclusion, 10), premise=excerpt(premise, 10))
        return say["text"].format(said=said, via=_part(say, "via", word=_first(_CAUSE_WORDS, q)))
    if label == "no true scotsman":
        return say["text"].format(said=said, group=_part(say, "group", x=_clause(s["x"]) if s.get("x") else ""))
    if label == "appeal to ignorance":
        return say["text"].format(said=said, conclusion=_part(say, "conclusion", y=_clause(s.get("y", ""))))
    if label == "fallacy of relevance" and s.get("y"):
        question = _part(say, "question", x=_clause(s["x"]) if s.get("x") else "")
        return say["turn"].format(said=said, y=_clause(s["y"]), question=question)
    # ad populum, circular reasoning, equivocation, fallacy of logic, intentional, relevance without its turn
    return say["text"].format(said=said, link=_link(q))
