"""When a threat rule's violent words are no threat: a clause that describes what was done to a person, a contest,
a punishment. Read only on a sentence a threat rule matched (the parse costs about a millisecond)."""

import re

from moderation.engine.core import regex_store
from moderation.engine.core.parse import Word, words_near
from moderation.engine.toxicity.hits import RuleHit
from moderation.engine.toxicity.lexicon import entries, lexicon
from moderation.engine.toxicity.people import noun
from moderation.engine.toxicity.vocabulary import listed, participle

# A clause that says what was done to a person ("the woman who was stabbed", "the man robbed outside the bank")
# describes them; unless a modal or "to" makes it a wish or a call ("a man who should be shot").
_DESCRIBING = ("relcl", "acl")
_WISHING = frozenset(lexicon()["wishing_auxiliaries"])
_WRITER = frozenset({"i", "we"})


# A verb of violence that is also a contest's ("we'll destroy them on Saturday, 3-0"), read so only where the sentence
# names a contest; "kill", "murder", "shoot" … are never a contest's.
_CONTEST_VERB = frozenset(lexicon()["contest_verbs"])
_CONTEST = regex_store.compile(rf"\b(?:{listed('contest_cues')})\b(?!\s+over\b)|\b\d{{1,2}}\s*[-–]\s*\d{{1,2}}\b(?!\s*(?:%|years?|people|months?|days?))")
# A contest at "them" ("Can we beat them this time?", "let's smash them!"): the pronoun, then the clause's end or a word
# a contest goes on with, and no body part after "in" or "on" ("smash them in the face"). Read right after the verb.
_CONTEST_VERB_AT_THEM = frozenset(entries("contest_verbs_at_them"))
_AT_THEM = regex_store.compile(rf"(?<!\s)\s++(?:them|us|'em|em)(?:\s*+(?=[,.!?;]|$)|\s++(?!(?:in|on)\s++(?:the|their|his|her|your|my)"
                               rf"\s++(?:{listed('harmed_body_parts')})\b)(?:{listed('contest_goes_on')})\b)")
# "beat the … out of"; "rot in prison". Read right after the verb, never from inside a whitespace run (linear).
_ASSAULT = regex_store.compile(rf"(?<!\s)\s++(?:the\s++)?(?:{listed('assault_objects')})\s+out\s+of\b")
_PUNISHMENT = regex_store.compile(rf"(?<!\s)\s++in\s++(?:{listed('punishment_places')})\b")


# "shoot her a text", "beat him to it": a person, then what makes the verb a message or a race. Read right after the
# verb, never from inside a whitespace run.
_PRONOUN = r"(?:him|her|them|me|us|you|'em)"
_PERSON_AFTER = rf"(?<!\s)\s++{_PRONOUN}\s++"
_MESSAGE = regex_store.compile(rf"(?:{_PERSON_AFTER}|(?<!\s)\s++)(?:a|an)\s++(?:(?:[\w'-]+\s++){{0,2}}?(?:{listed('kinds_of_message')})\b"
                               rf"|(?:quick\s++)?[\"“'‘])")
_SHOOT_FORMS = frozenset({"shoot", "shoots", "shooting", "shot"})
# One's shot taken ("shoot your shot").
_SHOT = regex_store.compile(r"(?<!\s)\s++(?:your|ur|my|his|her|their|our|a)\s++shot\b")
# "To" after a blow's person that makes the verb another ("beat her to it", "beat them to the title", "kick him to the
# curb"): "it", or "the" and a noun other than where a body falls ("to the floor" keeps the blow, as does a purpose).
TO_A_PLACE = rf"to\s++(?:it|the\s++(?!{listed('where_a_body_falls')}(?![\w-]))[\w-]+)(?![\w-])"
_RACE = regex_store.compile(rf"{_PERSON_AFTER}{TO_A_PLACE}")
# A person cut out of a life or off ("cut that so-called friend out of your life", "cut my own brother off").
_CUT_PERSON = (rf"(?:that|this|the|a|an|another|my|your|his|her|their|our)\s++(?:[\w-]+\s++){{0,2}}?{noun()}\s++"
               rf"(?:off\b|out\s++of\s++(?:your|my|his|her|their|our)\s++li(?:fe|ves)\b)")
# A relationship ended with someone ("end things with him", "end what you had with her").
_ENDED_WITH = (r"(?:it|things|everything|this|that|what\s++(?:you|we|they|i)\s++(?:had|have))\s++with\s++"
               r"(?:him|her|them|you|me|us|(?:your|my|his|her|their)\s++[\w-]+)\b")
# A violent verb as a phrasal verb ("break up with him", "cut her off", "cut down on", "hang out with her", "hurt your
# feelings", "kill the mood", "die a virgin"): read right after the verb, never from inside a whitespace run.
_PHRASAL = {
    "break": regex_store.compile(rf"(?<!\s)\s++(?:(?:(?:it|things|this|that)\s++)?(?:up|off|down)\b|free\b|away\b|even\b|through\b|(?:(?:your|his|her|their|my|our|the|a|"
                                 rf"any|every|some|no)\s++)?(?:{listed('broken_not_bodily')})\b)"),
    "end": regex_store.compile(rf"(?<!\s)\s++(?:up\b|{_ENDED_WITH})"),
    "cut": regex_store.compile(rf"(?<!\s)\s++(?:{_PRONOUN}\s++(?:off|out|some\s++slack)\b|off\s++(?:all\s++)?(?:contact|ties|"
                               rf"communication)\b|ties\b|in\b|down\b|{_CUT_PERSON})"),
    "hang": regex_store.compile(r"(?<!\s)\s++(?:out|around|about|with|on|in\s++there|tight|loose)\b"),
    "hurt": regex_store.compile(rf"(?<!\s)\s++(?:(?:your|his|her|their|my|our|anyone's|someone's|people's|the)\s++)?"
                                rf"(?:{listed('hurt_not_bodily')})\b"),
    "kill": regex_store.compile(rf"(?<!\s)\s++(?:(?:(?:the|your|my|his|her|our|their|a|any|all|some)\s++)?"
                                rf"(?:{listed('killed_not_living')})\b|{listed('killed_to_have')}\b|{_PRONOUN}\s++with\s++kindness\b)"),
    "die": regex_store.compile(rf"(?<!\s)\s++(?:{listed('lonely_ends')})(?![\w-])"),
    "swing": regex_store.compile(r"(?<!\s)\s++(?:by|at|round|around|back|over|through|into|in|on|out|low|high)\b"),
}
# A photograph or a take ("shot for the magazine cover", "shot in black and white"), read right after "shot".
_PHOTOGRAPHED = regex_store.compile(rf"(?<!\s)\s++{listed('photographed_after_shot')}\b")
# A blow's participle in an idiom ("kicked out of the club", "slapped with a fine"), read from the participle on.
_BLOW_IDIOM = regex_store.compile(rf"(?:{listed('blows_not_violence')})(?![\w-])")
_PHRASAL_FORMS = {form: stem for stem in _PHRASAL for form in (stem, stem + "s", stem + "ing", stem + "ting")
                  if stem != "die"} | {form: "die" for form in ("die", "dies", "died", "dying")}
# A lonely end foretold ("you'll die alone", "going to die a virgin"), not a command ("leave town and die alone") nor
# deserved ("people like her deserve to die alone" wishes a death): read right before "die".
_FORETOLD = regex_store.compile(r"(?:(?<![\w'])(?:will|would|shall|may|might|could|gonna|going\s++to)|'ll|'d)\s++$")
# Read right before the verb (a bounded look back): the proverb ("sticks and stones may break your bones") and "brow
# beat" (to browbeat).
_BEFORE = {"break": regex_store.compile(r"sticks\s++and\s++stones\s++(?:[\w']+\s++){0,2}$"),
           "beat": regex_store.compile(r"(?<![\w-])brow[\s-]*+$")}


def not_violence(text: str, verb: str, verb_end: int) -> str:
    """Why a threat family's violent verb is no violence here ("" when it is): a contest, a race, a message, a
    photograph, rotting in prison, a phrasal verb ("break up with him", "die a virgin"), a blow's idiom ("kicked out of
    the club") or an idiom read before the verb (sticks and stones, "brow beat").
    (A threat at a group named in the sentence is never a contest's: the caller asks for the contest only when none
    is named.)"""
    words = verb.split()
    verb, first, last = " ".join(words), words[0], words[-1]
    shooting = first in _SHOOT_FORMS or last in _SHOOT_FORMS  # "shoot", "shoot him"
    if shooting and _MESSAGE.match(text, verb_end):
        return "message"
    if shooting and _SHOT.match(text, verb_end):
        return "phrasal"
    if verb.endswith("shot") and _PHOTOGRAPHED.match(text, verb_end):
        return "photograph"
    done = participle(verb) or verb  # "be beaten 3-0" as "beaten"
    if _BLOW_IDIOM.match(done + text[verb_end:verb_end + 40]):
        return "phrasal"
    if verb == "beat" and _RACE.match(text, verb_end):
        return "race"
    if done in _CONTEST_VERB and _CONTEST.search(text) and not _ASSAULT.match(text, verb_end):
        return "contest"
    if last in _CONTEST_VERB_AT_THEM and _AT_THEM.match(text, verb_end):
        return "contest"
    if verb in ("rot", "rots", "die", "dies") and _PUNISHMENT.match(text, verb_end):
        return "punishment"
    # The verb is the family's last word ("going to die"), its first where the family takes its object too ("break
    # your bones").
    if ((stem := _PHRASAL_FORMS.get(last)) and _PHRASAL[stem].match(text, verb_end)
            and (stem != "die" or _FORETOLD.search(text, max(0, verb_end - 60), verb_end - len(last)))):
        return "phrasal"
    start = verb_end - len(verb)
    if (before := _BEFORE.get(_PHRASAL_FORMS.get(first, ""))) and before.search(text, max(0, start - 40), start):
        return "phrasal"
    return ""


def described(sentence: str, hit_: RuleHit) -> bool:
    """Whether a threat hit's violent words (its last word) stand in a clause that describes a person."""
    parsed, offset = words_near(sentence, hit_.start, hit_.end)
    word = next((w for w in reversed(parsed) if w.idx + offset < hit_.end and not w.punct), None)
    if word is None:
        return False
    seen = 0
    while word.dep in ("prt", "conj", "xcomp", "agent", "pobj", "prep") and seen < 6:
        word, seen = parsed[word.head], seen + 1  # "beaten up", "robbed and beaten", "want to kill", "hit by"
    if word.dep not in _DESCRIBING:
        return False
    return not _wished(parsed, word)


def _wished(parsed: tuple[Word, ...], verb: Word) -> bool:
    """A modal, "to" or "deserve" on the describing clause's verb, or the writer as its subject ("a man that I could
    choke"): it wishes, calls for or means what it names."""
    return verb.text.lower() in _WISHING or any(
        w.head == verb.i and (w.dep in ("aux", "auxpass") and w.text.lower() in _WISHING
                              or w.dep == "nsubj" and w.text.lower() in _WRITER) for w in parsed)
