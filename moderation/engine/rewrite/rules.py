"""The deterministic rule-based rewriter: drop the attack and keep the argument, soften, de-sarcasm.

Each rule is explainable: an insult or swear word is removed (a bare "you are an idiot" becomes a
statement about the idea), sarcasm and dismissal markers are removed or replaced by a warmer phrase,
absolutes are softened ("all" → "some", "always" → "often"), commands become suggestions, and a few
fallacy shapes are recast ("so you're saying X?" → "Do you mean that X?"). Threats and the most
extreme findings get no rewrite: there is no good-faith version of them.
"""

import re

from moderation.engine.core.types import Issue
from moderation.engine.rewrite.verify import FINITE as _FINITE, INSULT_NOUN
from moderation.engine.rewrite.words import plain_verdict
from moderation.schemas.findings import ModerationCategory

_PERSON_ATTACK = re.compile(r"\b(?:you(?:'re|’re| are)|ur|u r|you|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)) "
                            r"(?:such |a |an |just |really |so |the |total |complete |absolute |utter |fucking |bloody )*$",
                            re.I)
# (Not after "there": "there was a pig loose" has no subject to judge, so no "misguided" goes in.)
_COPULA = re.compile(r"(?<!\bthere )(?<!\bThere )\b(is|are|was|were|'s|'re)\s+(?:such |a |an |just |really |so |the |total |complete |"
                     r"absolute |utter |fucking |bloody )*$", re.I)
# "is a selfish <insult>": the trait stays as the judgement once the name goes ("is selfish"), the article with it.
_COPULA_TRAIT = re.compile(r"\b(is|are|was|were|'s|'re)\s+(?:such an?|an?|such)\s+((?:(?:lazy|greedy|entitled|arrogant|smug|"
                           r"rude|nasty|petty|bitter|spoilt|spoiled|pompous|clueless|incompetent|dishonest|corrupt|"
                           r"cowardly|spineless|two-faced|\w+(?:ish|ous|less|ive|ent|ant))\s+)+)$", re.I)
_PERSON_SUBJECT = re.compile(r"\b(?:you|he|she|they|people|who|everyone|them|those|these|folks|guys|idiots?)\W*$", re.I)
# The conjunction that joined a removed put-down to the rest ("a crook and a coward" without "coward"). Written to
# start only where a whitespace run starts and never give a space back (`\s*,?\s+` retried every split of a long
# run from every position in it: cubic); it finds the same match as `\s*,?\s+(?:and|or)\s+(?:…)*$`.
_CONJUNCT = re.compile(r"(?<!\s)(?:\s*+,\s++|\s++)(?:and|or)\s++(?:such |a |an |the |just |total |complete |absolute |"
                       r"utter )*+$", re.I)
# Warmer replacements that are clauses of their own, and the places a clause can start.
_CLAUSE_WARMER = re.compile(r"^(?:I|here)\b", re.I)
# A jab that dismisses what someone said ("What nonsense", "rubbish"): "I disagree" says that plainly.
_DISMISSES_A_CLAIM = re.compile(r"\b(?:nonsense|rubbish|garbage|rot|tosh|drivel|lies|bs|bull\w*|wrong|load of)\b", re.I)
_CLAUSE_START = re.compile(r"(?:[.!?;:,–—-]|\b(?:and|but|so))\s*$", re.I)
_WHAT_THE = re.compile(r"\b(what|who|where|why|how) the\s*$", re.I)
_LEADING_FILLER = re.compile(r"^[\s,;:–—-]*(?:and|but|so|lol|haha)?[\s,;:–—-]*", re.I)
# Replacements that keep the verb agreement ("everyone knows" → "many people knows" would not).
_ABSOLUTES = ((r"\b(?<!are )(?<!is )all (?=[a-z]+s\b)", "some "), (r"\balways\b", "often"), (r"\bnever\b", "rarely"),
              (r"\bobviously\b", ""), (r"\bclearly\b", ""), (r"\btotally\b", ""), (r"\bcompletely\b", ""))
# Wishing death or violence on someone has no good-faith version, whatever the judge called it.
_VIOLENT = re.compile(r"\b(?:kill|die|hang|shoot|stab|burn|hurt|beat|rape|murder)\w*\b", re.I)
_COMMANDS = ((r"^(?:just )?stop\b", "Please consider stopping"), (r"^you (?:need|have) to\b", "It might help to"),
             (r"^you must\b", "It might help to"), (r"^shut up(?: and)?\b", "Please"))
_SARCASM = re.compile(r"(?<!\s)\s*+(?:/s\b|\blol\b|\blmao\b|\brofl\b|🙄|😂|🤡)", re.I)  # (?<!\s): one try per run
_EMPTY = re.compile(r"^[\W_]*$")
_CONTENT = re.compile(r"[A-Za-z]{3,}")
# After a contempt word said of people as a verdict ("is useless and …", "just thick or …", "delusional."), not before
# the noun it describes ("this useless council": the word simply goes).
_ENDS_VERDICT = re.compile(r"(?<!\s)\s*+(?:[.!?;:,)]|$|(?:and|or|but|because|since|so|if|when|for)\b)", re.I)
_INTENSIFIER = re.compile(r"\b(?:so|just|completely|totally|utterly|absolutely|really|clearly|simply|too|truly|plain|"
                          r"downright|incredibly|ridiculously|hopelessly|bloody)\s+$", re.I)
# A noun after the removed word ("a pathetic puppet of the owners"): the word was attributive. (?<!\s)\s++: one try
# per run of whitespace, so a search stays linear.
_NOUN_AFTER = re.compile(r"(?<!\s)\s++(?!(?:and|or|but|because|since|so|if|when|for|to|who|whom|that|which|about|as|than|in|on|at|"
                         r"with|by|from|of|like|again|too|anyway)\b)[a-z][\w'-]*\b(?!\s+(?:is|are|was|were)\b)", re.I)
# "what kind of <name>" before the verb: the name goes with its question words.
_WHAT_KIND = re.compile(r"\bwhat (?:kind|sort|type) of\s+(?:(?:absolute|complete|total|utter|bloody|stupid|dumb|"
                        r"pathetic|useless|lazy|little|clueless)\s+)*$", re.I)
# What follows a removed word when it was the clause's last (matched at 0; the lookbehind keeps a search linear).
_ENDS_CLAUSE = re.compile(r"(?<!\s)\s*+(?:[.!?;:,]|$)")


def tidy(sentence: str) -> str:
    """Collapse the gaps a removal leaves and restore a capital letter and end punctuation."""
    s = re.sub(r"\s{2,}", " ", sentence)
    s = re.sub(r"(?<!\s)\s++([,.!?;:])", r"\1", s)
    s = re.sub(r"([,;:])\s*([,.!?;:])", r"\2", s)
    s = re.sub(r"^[\s,;:.!?–—-]+", "", s).strip()
    s = re.sub(r"^and\s+", "", s, flags=re.I)  # the clause before it was removed
    s = re.sub(r"\b(a|an|the)\s+([.,!?;:]|$)", r"\2", s, flags=re.I).strip()
    if not s or _EMPTY.match(s):
        return ""
    s = s[0].upper() + s[1:]
    if s[-1] not in ".!?":
        s += "."
    return s


def _remove(sentence: str, quote: str, replacement: str = "") -> str:
    at = sentence.lower().find(quote.lower())
    if at < 0:
        return sentence
    before, after = sentence[:at], sentence[at + len(quote):]
    before = _WHAT_THE.sub(r"\1 ", before)  # "what the hell is this" → "what is this"
    if not replacement and _PERSON_ATTACK.search(before):
        # "you are an <insult>" says nothing about the idea: state the disagreement instead.
        before = _PERSON_ATTACK.sub("", before)
        replacement = "I think this is mistaken" if not _CONTENT.search(before + after) else ""
    elif not replacement and re.match(r"(?<!\s)\s++(?:who|whom|whose)\b", after):
        return sentence  # "are a bunch of clowns who …": the clause hangs on the name, so no word-level rewrite
    elif not replacement and (trait := _COPULA_TRAIT.search(before)) and _ENDS_CLAUSE.match(after):
        before = before[:trait.start()] + f"{trait.group(1)} {trait.group(2).strip()}"
    elif not replacement and _COPULA.search(before) and re.match(r"\s+[a-z]+ing\b", after):
        before = re.sub(r"\b(?:an?|such|just|total|complete|absolute|utter)\s+$", "", before)  # "are holding …" is the claim
    elif not replacement and (plain := plain_verdict(quote)) and _ENDS_VERDICT.match(after) and re.search(r"\w\s*$", before):
        # "the committee is useless and …", "is the mayor just thick or …": the complaint said plainly ("failing")
        # in the contempt word's place, its intensifier dropped ("just mistaken" would still sneer). Said of someone
        # only: a bare "Pathetic, the ambulance took …" is a jab to drop, not a verdict to restate.
        before, replacement = _INTENSIFIER.sub("", before), plain
    elif not replacement and (copula := _COPULA.search(before)) and not _NOUN_AFTER.match(after):
        # "the plan is stupid" / "they are morons": keep the judgement, drop the put-down. (Not before the noun the
        # word describes: "is a pathetic puppet of …" keeps its article and loses the word.)
        person = _PERSON_SUBJECT.search(before[:copula.start()])
        before = before[:copula.end(1)] + " "
        replacement = "mistaken" if person else "misguided"
    elif not replacement and (kind := _WHAT_KIND.search(before)) and re.fullmatch(rf"(?:[\w-]+ )*{INSULT_NOUN}", quote, re.I):
        # "what kind of idiot schedules …?" asks who does it: "who schedules …?" (a name only: in "what kind of
        # clueless management lets …" the adjective simply goes)
        before = before[:kind.start()] + ("Who" if before[kind.start()].isupper() else "who")
    elif not replacement and _CONJUNCT.search(before) and _ENDS_CLAUSE.match(after):
        before = _CONJUNCT.sub("", before)  # the put-down was the last conjunct: its "and" goes with it
    if replacement and (article := re.search(r"\b(an?)\s+$", before, re.I)):
        # "an idiotic idea" → "a misguided idea": the article agrees with the word now after it
        fitting = "an" if re.match(r"[aeio]|u(?!ni|s[eu])|hou|hon", replacement, re.I) else "a"
        before = before[:article.start(1)] + (fitting.capitalize() if article.group(1)[0].isupper() else fitting) + " "
    return before + replacement + after


def _has_verb(clause: str) -> bool:
    """A finite verb in `clause`, not counting the word after a determiner ("the minutes" is a noun)."""
    nouns_out = re.sub(r"\b(?:the|a|an|my|your|our|their|his|her|these|those|this|that)\s+[\w'-]+", " ", clause, flags=re.I)
    return bool(_FINITE.search(nouns_out))


def soften(sentence: str) -> str:
    """Soften absolutes and turn commands into suggestions."""
    out = sentence
    for pattern, repl in _ABSOLUTES:
        out = re.sub(pattern, repl, out, flags=re.I)
    for pattern, repl in _COMMANDS:
        out = re.sub(pattern, repl, out, flags=re.I)
    return tidy(_SARCASM.sub("", out))


# A closing tag that shuts the question ("…, there is no other option", "…, it's obvious"): a rewrite that offers
# options or an opinion would contradict it, so it goes.
_CERTAINTY_TAG = re.compile(r"(?:,|(?<![\s,]))\s*+(?:there(?:'s|’s| is) no (?:other )?(?:option|choice|alternative|way around it|middle ground)|"
                            r"there are no other (?:options|choices|alternatives)|simple as that|end of story|"
                            r"it(?:'s|’s| is) (?:that simple|obvious|a fact)|full stop|period|no question about it)\s*+$", re.I)


def without_certainty_tag(text: str) -> str:
    """`text` without a closing certainty tag, its end punctuation kept."""
    body = text.rstrip(".!? ")
    return _CERTAINTY_TAG.sub("", body) + text[len(body):].strip()


def _fallacy(sentence: str, issue: Issue) -> str:
    s = issue.slots
    if s.get("y") and _CERTAINTY_TAG.search(s["y"]):
        s = {**s, "y": without_certainty_tag(s["y"]), "cue": without_certainty_tag(s.get("cue", "").rstrip(".!? "))}
        sentence = without_certainty_tag(sentence)
    if issue.label == "ad populum" and s.get("y") and re.match(r"(?:everyone|everybody) knows", s.get("cue", ""), re.I):
        if s["y"].strip().lower() in ("it", "this", "that"):
            # "X, and everyone knows it": the appeal is a tag after the claim; the claim stands without it.
            tag = re.escape(s["cue"]) + (r"\s*" + re.escape(s["y"].strip()) if not s["cue"].endswith(s["y"].strip()) else "")
            return tidy(re.sub(rf",?\s*(?:and\s+)?{tag}", "", sentence))
        return tidy(sentence.replace(s["cue"], "I think " + re.sub(r"^\s*that\s+", "", s["y"].strip())))
    if issue.label == "false dilemma" and s.get("x") and s.get("y") and s.get("cue_word"):
        options = f"I see two main possibilities, though there may be others: {s['x']}, or {s['y']}"
        return tidy(sentence.replace(s["cue"], options))
    if issue.label == "slippery slope" and s.get("x") and s.get("y"):
        hedged = re.sub(r"\bwill\b", "could", s["y"].strip())
        if hedged != s["y"].strip():
            start = sentence.find(s["y"])
            # The cue captured the connector ("next thing you know"): it goes, "I worry that" takes its place.
            step = sentence.rfind(s["step"], 0, start) if s.get("step") and start > 0 else -1
            if step >= 0:
                return tidy(sentence[:step] + "I worry that " + hedged + sentence[start + len(s["y"]):])
    if issue.label == "whataboutism" and s.get("y"):
        # "I'd also like to ask about Y" needs no verb to agree with Y ("the consultants … also deserves" would not).
        return tidy(f"That is worth answering; separately, I'd also like to ask about {s['y'].rstrip('?')}.")
    if issue.label == "faulty generalization" and s.get("x"):
        softened = soften(sentence)
        return softened if softened != tidy(sentence) else ""
    return ""  # the commenter's intent is not clear enough to put words in their mouth


class RuleRewriter:
    """Deterministic rewrites of the sentence that holds a finding ("" when none is offered)."""

    def rewrite(self, text: str, finding: Issue) -> str:
        """Rewrite `text` (the sentence containing the finding)."""
        whole_sentence = finding.category in (ModerationCategory.LOGICAL_FALLACY, ModerationCategory.DISMISSIVE_TONE)
        if (finding.category in (ModerationCategory.THREAT, ModerationCategory.SEXUAL_CONTENT) or finding.severity >= 4
                or (_VIOLENT.search(finding.quote) and not whole_sentence)):  # "hurt the bakery" is no violent wish
            return ""
        if finding.category is ModerationCategory.LOGICAL_FALLACY:
            return _fallacy(text, finding)
        if finding.category is ModerationCategory.DISMISSIVE_TONE:
            if re.search(r"\bbecause$", finding.quote.strip(" ,"), re.I):
                return ""  # "Sure, because X will fix it": without the "Sure," it claims X will; the shapes restate it
            warmer = finding.slots.get("warmer", "")
            at = text.lower().find(finding.quote.lower())
            if _CLAUSE_WARMER.match(warmer) and at > 0 and not _CLAUSE_START.search(text[:at]):
                warmer = ""  # "I disagree" replaces a whole remark, not a word inside a phrase ("This pathetic excuse")
            if _CLAUSE_WARMER.match(warmer) and at >= 0 and not _DISMISSES_A_CLAIM.search(finding.quote) \
                    and re.match(r"\s*[,;:]\s*\w", text[at + len(finding.quote):]):
                # "Pathetic, the ambulance took 50 minutes": the jab judged the fact after it, which no one claimed
                # against the writer, so "I disagree, the ambulance took …" disagrees with nothing; the fact stands alone.
                warmer = ""
            rest = text[at + len(finding.quote):] if at >= 0 else ""
            if _CLAUSE_WARMER.match(warmer) and at > 0 and not rest.strip(" .!?"):
                warmer = ""  # "…, pathetic." tagged on at the end: it goes ("…, I disagree." would splice a clause on)
            if warmer.lower().startswith("here") and at >= 0 and not re.match(r"\s*(?:[,;:.!?]|$)", rest):
                return ""  # the command goes on ("Read a book sometime, …"): replacing or dropping it leaves a stub
            if warmer.endswith(":") and at >= 0 and text.rstrip().endswith("?") and re.search(r"\beven\b", finding.quote):
                # "Did you even read what the inspector wrote?" asks a real question once the jab word goes
                return soften(text[:at] + re.sub(r"\beven\s+", "", finding.quote) + text[at + len(finding.quote):])
            if warmer.endswith(":") and at >= 0 and not _has_verb(re.split(r"[,;.!?]", text[at + len(finding.quote):])[0]):
                return ""  # "I read it differently: past the headline?": the warmer needs a claim after it
            removed = _LEADING_FILLER.sub("", _remove(text, finding.quote, warmer))
            if not removed and re.search(r"/s\b", text):
                return ""  # a whole sentence marked "/s" means the opposite: dropping the marker would state it
            return soften(removed or text)
        out = _remove(text, finding.quote)
        out = re.sub(r"\b(?:such|an?|the|this|that|your)\s+(?=[,.!?;:]|$)", "", out, flags=re.I)
        return soften(out)


_DEFAULT = RuleRewriter()


def default_rewriter() -> RuleRewriter:
    """The rewriter used when no other is configured."""
    return _DEFAULT


def apply_rewrite(comment: str, sentence_start: int, sentence_end: int, rewritten: str) -> str:
    """The comment with one sentence replaced by its rewrite (an empty rewrite drops the sentence)."""
    return (comment[:sentence_start] + rewritten + comment[sentence_end:]).strip()
