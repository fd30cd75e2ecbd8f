"""Candidate rewrites of one sentence for all the findings in it, best first, each with the point it must keep.

Order: fallacy shapes (recast around the conclusion), sentence shapes (the point sits in a known place; shapes.py,
plain_shapes.py), clause rewriting (drop the clauses that attack people, judge things in plain words), the
word-level rules (rules.py), then other wordings of each (variants.py). The caller verifies each candidate and offers the first that passes;
when none does, the sentence without the attack's whole phrase as the parse finds it (`parsed_candidates`, attack.py).
"""

import re

from moderation.engine.core.types import Issue
from moderation.engine.rewrite.attack import without_attack
from moderation.engine.rewrite.base import Rewriter
from moderation.engine.rewrite.clauses import clause_rewrite, judged_plainly
from moderation.engine.rewrite.fallacy_shapes import fallacy_rewrite, softened_sweep
from moderation.engine.rewrite.rules import RuleRewriter, without_certainty_tag
from moderation.engine.rewrite.plain_shapes import PLAIN_SHAPES
from moderation.engine.rewrite.shapes import shape_rewrites
from moderation.engine.rewrite.variants import variants
from moderation.schemas.findings import ModerationCategory

_NO_GOOD_FAITH = (ModerationCategory.THREAT, ModerationCategory.SEXUAL_CONTENT)
# Tone and fallacy quotes are whole sentences, where "hurt the bakery" is no violent wish.
_PHRASES = (ModerationCategory.INSULT, ModerationCategory.HARASSMENT, ModerationCategory.IDENTITY_ATTACK,
            ModerationCategory.PROFANITY)
_VIOLENT = re.compile(r"\b(?:kill|die|hang|shoot|stab|burn|hurt|beat|rape|murder)\w*\b", re.I)


def has_good_faith_version(issues: list[Issue]) -> bool:
    """Threats, sexual content, violent wishes and extreme findings have none."""
    return not any(i.category in _NO_GOOD_FAITH or i.severity >= 4 or (i.category in _PHRASES and _VIOLENT.search(i.quote))
                   for i in issues)


# The act that picks out the person attacked ("whoever drew up", "anyone who voted for") is not part of the point.
_ATTACKED_PERSON = re.compile(r"\b(?:whoever|(?:anyone|anybody|everyone|people|those) who) \w+(?: up| out| for| in)?\b", re.I)


def _without(sentence: str, quotes: list[str]) -> str:
    sentence = without_certainty_tag(_ATTACKED_PERSON.sub(" ", sentence))  # "…, it's obvious" is no point
    for quote in quotes:
        sentence = re.sub(re.escape(quote), " ", sentence, flags=re.I)
    return sentence


def point_of(sentence: str, issues: list[Issue]) -> str:
    """The words that carry the sentence's point: its clauses that do not attack people, without the quotes."""
    clauses = clause_rewrite(sentence)
    return _without(clauses[1] if clauses else sentence, [i.quote for i in issues if i.quote != sentence])


def _sarcastic(issue: Issue) -> bool:
    """A tone finding whose sentence says the opposite of what it means."""
    return issue.category is ModerationCategory.DISMISSIVE_TONE and issue.label == "sarcasm"


_PUT_DOWNS = (ModerationCategory.INSULT, ModerationCategory.HARASSMENT)


def _attack_quotes(sentence: str, issues: list[Issue]) -> list[str]:
    """The words in `sentence` that put a person down (insults; a put-down's cue when the tone finding quotes its whole
    sentence), for the parse to find their phrase; none beside an attack on a group, a swear word or sarcasm, which
    no phrase removal mends (on 300 new real comments, the parse's candidate for such sentences passed 0 of 60 times)."""
    if any(_sarcastic(i) or i.category not in (*_PUT_DOWNS, ModerationCategory.DISMISSIVE_TONE) for i in issues):
        return []
    quotes = [i.quote for i in issues if i.category in _PUT_DOWNS]
    quotes += [i.slots.get("cue") or i.quote for i in issues if i.category is ModerationCategory.DISMISSIVE_TONE]
    return [q for q in quotes if q and q.strip() != sentence.strip() and q in sentence]


def parsed_candidates(sentence: str, issues: list[Issue]) -> list[tuple[str, str]]:
    """The sentence without the attack's whole phrase as its dependency parse finds it (a vocative, an appositive, an
    adjective of contempt, a jab clause): tried when no candidate of `candidates` passed, since a parse costs a few
    milliseconds. What the parse kept is the point: the rest was the attack's phrase. (The caller has checked that the
    findings have a good-faith version, as for `candidates`.)"""
    attacked = _attack_quotes(sentence, issues)
    removed = without_attack(sentence, attacked) if attacked else ""
    return [(removed, removed)] if removed else []


def candidates(sentence: str, offset: int, issues: list[Issue], rewriter: Rewriter | None = None) -> list[tuple[str, str]]:
    """(rewrite, point) pairs for `sentence` (which starts at `offset` in the comment) and its findings."""
    if not issues or not has_good_faith_version(issues):
        return []
    out: list[tuple[str, str]] = []
    for issue in issues:
        if issue.category is ModerationCategory.LOGICAL_FALLACY:
            found = fallacy_rewrite(sentence, issue.label, issue.slots)
            if found:
                out.append(found)
    out += shape_rewrites(sentence) + shape_rewrites(sentence, PLAIN_SHAPES)
    # Put-downs the detectors quoted inside a longer sentence ("Stop whining about the parking, the shops …").
    drop = tuple(i.slots.get("cue") or i.quote for i in issues
                 if i.category is ModerationCategory.DISMISSIVE_TONE and (i.slots.get("cue") or i.quote != sentence)
                 and not judged_plainly(i.quote))
    # An attack on a group is a clause of its own: it goes whole ("Muslims don't belong here, and X" → "X").
    drop += tuple(i.quote for i in issues if i.category is ModerationCategory.IDENTITY_ATTACK and i.quote != sentence)
    # A sarcastic sentence means the opposite of its words: dropping its marker ("…, said no one ever") or keeping
    # its other clauses would state what the writer mocks. Only the shapes above restate it.
    clauses = None if any(_sarcastic(i) for i in issues) else clause_rewrite(sentence, drop)
    if clauses:
        out.append(clauses)
    # The word-level rules, applied for every finding in turn (last first, so offsets stay valid).
    rules = rewriter or RuleRewriter()
    text = sentence
    for issue in sorted(issues, key=lambda i: -i.start):
        shifted = Issue(issue.start - offset, issue.end - offset, issue.quote, issue.category, issue.label,
                        issue.severity, issue.score, issue.slots)
        new = rules.rewrite(text, shifted) if text else ""
        if new or issue.category is not ModerationCategory.LOGICAL_FALLACY:
            text = new  # a fallacy without a word-level rule leaves the sentence to the other findings' rules
    if text and text != sentence:
        out.append((text, _without(sentence, [i.quote for i in issues if i.quote != sentence])))
    # Other wordings of each (a sweep as the writer's experience or softened, a kept contempt word said plainly),
    # after all the candidates they come from: the gate tries them only when the plainer wordings are refused.
    # A softened wording keeps its source's point softened the same way ("never" → "rarely"), and only it: a "rarely"
    # the word-level rules put in place of a "never" the point holds still drops the claim.
    out += [(other, softened_sweep(point) if other == softened_sweep(text) else point)
            for text, point in out for other in variants(text)]
    return list(dict.fromkeys(out))
