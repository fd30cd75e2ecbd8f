"""Derogation rules: groups compared to vermin or filth, negative traits ascribed to all of a group, hatred or
disgust for a group, groups denied worth or rights, implicit demeaning, hostile commands, slurs, insults aimed at the
reader, and the disclaimer ("I'm not racist, but …"). Patterns run on the normalised sentence."""

import re
from functools import lru_cache

from moderation.engine.core import regex_store
from moderation.engine.core.english import is_noun, lemmas
from moderation.engine.core.parse import Word, words
from moderation.engine.toxicity.lexicon import lexicon, word_regex
from moderation.engine.toxicity.people import compiled as person_words
from moderation.engine.toxicity.vocabulary import B as b, E as e, GAP as gap, fragments, listed

_FEELING = (rf"(?:makes? me|made me|making me)\s+(?:so\s+|really\s+|very\s+|feel\s+)*{listed('sickened')}"
            rf"|(?:fills?|filled) me with\s+(?:so much\s+)?{listed('revulsion')}|makes? my {listed('body_reactions')}"
            r"|(?:make|makes|made) me (?:boil|seethe|rage|shake) with (?:anger|rage|fury|disgust)"
            r"|(?:are|is)?\s*(?:pissing|pisses|piss) me off|getting on my nerves")
# Telling someone to leave for the country they or their family came from: an attack on origin, no group named.
GO_BACK = regex_store.compile(r"\b(?:go|get|send (?:them|him|her|you)) back (?:to )?where (?:you|they|he|she) (?:came|come|belongs?) from\b"
                              r"|\bgo back to (?:your|their) (?:own )?(?:country|countries)\b")
# "I'm not racist, but …" before a claim about a group: the disclaimer announces the generalisation that follows.
DISCLAIMER = regex_store.compile(rf"\b(?:i'm|i am|im)\s+not\s+(?:a\s+|being\s+)?(?P<w>{listed('disclaimer_adjectives')})\b"
                                 r"[\s,.…-]*but\b")
# The group a disclaimer's adjective ("sexist") implies when the sentence names none.
DISCLAIMED_GROUP = {k: v for k, v in lexicon()["disclaimed_groups"].items() if not k.startswith("_")}
THOSE_PEOPLE = regex_store.compile(r"\b(?:these|those|such) people\b|\btheir kind\b|\byou people\b|\bpeople like (?:that|them|those)\b"
                                   r"|\b(?:that|this) lot\b|\b(?:these|those) ones\b")
# Harmless senses of words that are also slurs (cigarette, embankment, odd, garden tool...): a regex of cues per word.
_HOMONYM_CUES = {k: v for k, v in lexicon()["slur_homonym_cues"].items() if not k.startswith("_")}


_NOT_WARNED = r"(?<!'ll )(?<!will )(?<!could )(?<!might )(?<!may )(?<!can )(?<!going to )"


# What stands before a slur as contempt that a thing may be said to be too ("winter is such a b—").
CONTEMPT_OF_THINGS = frozenset({"such a", "just a"})
_THING_TAGS = frozenset({"NN", "NNS"})


def said_of_a_thing(source: str, start: int, end: int) -> bool:
    """Whether the parse reads the words at source[start:end] as what a thing is said to be: the attribute of a clause
    whose subject is a common noun English knows as a noun and no person, role, body of people or group ("Winter",
    "this printer", "Jealousy"), or a gerund ("Moving house"). A proper noun, an adjective ("Gabby"), a pronoun or a
    person word is never a thing."""
    parsed = words(source)
    slur = next((w for w in parsed if start <= w.idx < end), None)
    if slur is None or slur.dep not in ("attr", "acomp"):
        return False
    subject = next((w for w in parsed if w.head == slur.head and w.dep in ("nsubj", "csubj") and w.i != slur.i), None)
    return subject is not None and thing_subject(subject)


def thing_subject(subject: Word) -> bool:
    """Whether a clause's subject (a parsed word) is a thing: a clause or a gerund ("Moving house is such a …",
    "Getting an appointment …"), or a common noun English knows as a noun and, in every form the lemmatiser gives it,
    no person, role, body of people or group ("Winter", "this printer"; not "moms", "voters")."""
    if subject.dep == "csubj" or subject.tag == "VBG":
        return True
    word = subject.text.lower()
    forms = {word} | lemmas(word, ("noun",))
    return (subject.tag in _THING_TAGS and is_noun(word) and not any(person_words().fullmatch(f) for f in forms)
            and not patterns()["group"].fullmatch(word))


def homonym_context(text: str, term: str) -> bool:
    """True when the sentence reads the slur-like `term` in its harmless sense."""
    pattern = _HOMONYM_CUES.get(term)
    return bool(pattern and re.search(pattern, text))


# Where a call to put people out may start: a clause's start (a command) or a caller and a modal ("let's", "we need
# to", "someone should"), a softener after it ("just", "please").
_EXCLUSION_CALL = (rf"(?:(?:^|(?<=[,;:!?.…])|(?<=\band ))\s*+|{b}(?:let's|lets|let\s++us|time\s++to){e}\s++"
                   rf"|{b}(?:we|you|someone|somebody){e}\s++(?:really\s++|just\s++|all\s++|simply\s++)?"
                   rf"{listed('exclusion_call_modals')}\s++)(?:just\s++|please\s++|now\s++|simply\s++)?")
# The words between such a verb and its group ("kick every immigrant out", "deport the lot of them").
_EXCLUDED_DETERMINERS = r"(?:(?:all|every|each|the|these|those|of|lot|last|one|single)\s++){0,4}?"
_BANNED_FROM = r"from\s++(?:entering|coming|(?:the|our|this)\s++country)"


@lru_cache(maxsize=1)
def patterns() -> dict[str, re.Pattern]:
    """The derogation, slur and insult patterns, compiled once."""
    f = fragments()
    group, aim, pronoun = f["group"], f["aim"], f["pronoun"]
    dehum, neg, hate_verb, feelings = f["dehum"], f["neg"], f["hate_verb"], f["feelings"]
    return {
        "group": regex_store.compile(rf"{b}(?:{group}){e}"),
        "pronoun": regex_store.compile(rf"{b}{pronoun}{e}"),
        "dehum": regex_store.compile(rf"{b}(?P<g>{aim}){e}{gap}{b}(?P<k>{dehum}){e}|{b}(?P<k2>{dehum}){e}\s+(?:like\s+)?(?P<g2>{group}){e}"
                                     rf"|{b}(?:nothing but|no better than|just|bunch of|pack of|like)\s+(?:a\s+|an\s+|"
                                     rf"common\s+|some\s+|filthy\s+|dirty\s+)*(?P<g3>{f['group_adjective']})\s+(?P<k3>{dehum}){e}"),
        "attribute": regex_store.compile(rf"{b}(?P<g>{aim}){e}{gap}{b}(?:are|is|'re|be|being|were|was|act|acts|seem|look|all|"
                                         rf"so|such|always|inherently|naturally|typically|nature){e}{gap}{b}(?P<k>{neg}){e}"
                                         rf"|{b}(?:typical of|only|it's in|in the nature of|that's what you get from|"
                                         rf"what do you expect from|nothing worse than|nothing more (?:disgusting|pathetic|"
                                         rf"revolting) than)\s+(?:a\s+|an\s+|the\s+)?(?P<g2>{aim}){e}(?:{gap}{b}(?P<k2>{neg}){e})?"
                                         rf"|{b}(?P<k3>{neg}){e}\s+(?P<g3>{group}){e}"),
        "emotion": regex_store.compile(rf"{b}(?P<k>{hate_verb}){e}{gap}{b}(?P<g>{aim}){e}|"
                                       rf"{b}(?P<g2>{aim}){e}{gap}{b}(?P<k2>{feelings}|{_FEELING}){e}"
                                       rf"|{b}(?P<k4>{listed('contempt_nouns')}\s+(?:that\s+)?(?:i|we)\s+(?:feel|have|hold)\s+"
                                       rf"(?:for|towards?)){e}\s+(?:all\s+|those\s+|these\s+|the\s+)?(?P<g4>{aim}){e}"
                                       rf"|{b}(?P<k3>{listed('curses_on_groups')}){e}\s+(?:all\s+|those\s+|these\s+|the\s+|you\s+|"
                                       rf"of\s+)*(?P<g3>{group}){e}"),
        "hostile_command": regex_store.compile(rf"{b}(?P<g>{aim}){e}{gap}{b}(?P<k>{listed('hostile_commands')}){e}"
                                     rf"|{b}(?P<k2>never trust|don't trust|do not trust|can't trust)\\s+(?:a|an|any|the)?[^.!?;]{{0,35}}?(?P<g2>{group}){e}"),
        # A call to put a group out of a place: a command opening a clause or after "let's", "we need to", "someone
        # should"; the passive after a modal; the group then "out!" or "go home" as a slogan. The group is the object,
        # so "send the kids back to school" and "throw out the old rules" name none.
        "exclusion": regex_store.compile(
            rf"{_EXCLUSION_CALL}(?P<k>{listed('exclusion_verbs_out')})\s++{_EXCLUDED_DETERMINERS}(?P<g>{aim}){e}"
            rf"(?:\s++all)?\s++(?:back|home|out|away){e}"
            rf"|{_EXCLUSION_CALL}(?:(?P<k2>{listed('exclusion_verbs')})\s++{_EXCLUDED_DETERMINERS}(?P<g2>{aim}){e}"
            rf"|(?P<k4>ban)\s++(?:all\s++)?(?P<g4>{group}){e}\s++{_BANNED_FROM})"
            rf"|{b}(?P<g3>{aim}){e}(?:\s++all)?\s++{listed('exclusion_call_modals')}\s++(?:all\s++)?"
            rf"(?:be\s++(?P<k3>{listed('exclusion_participles')}|banned\s++{_BANNED_FROM})|(?P<k5>go\s++(?:back\s++)?home)){e}"
            rf"|^(?P<g5>{group}){e}\s++(?P<k6>out|go\s++home)(?=\s*+(?:[!.]|$))"),
        "no_member": regex_store.compile(rf"{b}(?:no|not a single|not one|never a)\s+(?P<g>{group}){e}\s+(?P<k>(?:can|could|"
                                         rf"will|should|is|was|deserves|has ever|would ever)\b[^.!?;]{{0,30}}?{b}"
                                         rf"{listed('member_worth')}){e}"),
        "negated_positive": regex_store.compile(rf"{b}(?P<g>{group}){e}{gap}{b}(?P<k>(?:lives?|life|opinions?|feelings|rights|"
                                                rf"existence)\s++(?:(?:are|is|do|does)\s*+)?(?:not|n't|never)\s+(?:worth|"
                                                rf"matter|count)(?!\s+(?:any\s+)?(?:less|else|more))|(?:lives?|life)\s+(?:are|"
                                                rf"is)\s+worth\s+(?:absolutely\s+)?nothing|(?:are|is|can|could|will|"
                                                rf"shall)\s*(?:not|never|n't)\s+(?:be\s+)?(?:as\s+)?(?:truly\s+|really\s+|"
                                                rf"ever\s+|fully\s+)?{f['positive']}|(?:are|is)\s+(?:not|never)\s+(?:worthy|"
                                                rf"fit)|(?:should|must)(?:\s+(?:not|never)|n't)\s+(?:have|be (?:given|"
                                                rf"allowed)|exist|vote|breed|be treated)|(?:don't|do not|never|doesn't|"
                                                rf"does not) deserve\s+(?:rights|respect|to live|to exist|anything|dignity|"
                                                rf"compassion|to be (?:treated|respected|heard|free|equal|alive|here))|"
                                                rf"(?:do not|don't|doesn't|does not|should not|shouldn't|never|will never|"
                                                rf"won't)\s+(?:matter|count|be important|be valued|be respected|be protected|"
                                                rf"be trusted|be equal)|(?:have|has|had) no (?:value|worth|place|rights|"
                                                rf"future|purpose)|(?:is|are)\s+(?:not|n't)\s+worth\s+(?:anything|a thing|"
                                                rf"shit|a damn|living|saving)(?!\s+(?:less|else))|(?:have|"
                                                rf"has) no right to (?:be alive|live|exist|be here|breathe|vote|speak)|"
                                                rf"(?:aren't|are not|isn't|is not|ain't)\s+worth\s+(?:shit|anything|a thing|"
                                                rf"a damn|a penny|much|saving|living)(?!\s+(?:any\s+)?(?:less|else|more))|"
                                                rf"(?:are|is)\s+worth\s+(?:absolutely\s+)?(?:nothing|less than)){e}"
                                                rf"|{b}(?P<k2>(?:no|zero|never any|not any|not an ounce of)\s+"
                                                rf"{listed('withheld_regard')}(?:\s+at all)?|(?:rights|respect|dignity|freedom|"
                                                rf"equality)[^.!?;]{{0,25}}?(?:should not|shouldn't|must not|do not|don't|"
                                                rf"never)\s+(?:apply|be (?:given|extended))|no (?:space|place|room|home|"
                                                rf"future)\b[^.!?;]{{0,30}}?\bfor|no (?:\w+\s+)?(?:is|are) (?:as|"
                                                rf"more) \w+ than|not (?:\w+\s+)?(?:is|are) (?:as|more) \w+ than){e}{gap}{b}(?P<g2>{group}){e}"),
        "implicit": regex_store.compile(rf"{b}(?P<k>(?:rather|prefer)[^.!?;]{{0,40}}than){e}{gap}{b}(?P<g>{group}){e}|"
                                        rf"{b}(?P<g2>{group}){e}{gap}{b}(?P<k2>{listed('demeaning_claims')}){e}"
                             rf"|{b}(?P<k3>test[^.!?;]{{0,30}}?on|too many|get (?:these|those|all)|keep (?:these|"
                             rf"those)|ban all|no more|send (?:these|those|all|them)|{listed('compared_things')}\b"
                             rf"[^.!?;]{{0,50}}?(?:than|and)|(?:no|any|the) difference between){e}\s+(?:about\s+|all\s+of\s+|the\s+|these\s+|those\s+|"
                             rf"all\s+|you\s+|that of\s+|those of\s+|a\s+|an\s+|any\s+|dead\s+|one\s+)*(?P<g3>{group}){e}"),
        # A command said after a warning's modal warns ("you'll kill yourself on that ladder"), it does not insult.
        "insult": regex_store.compile(rf"{b}(?:you|you're|youre|ur|u|ya){e}(?:\s+(?:are|r|is|"
                                      rf"'re))?[^.!?;]{{0,30}}?{b}(?P<k>{f['insults']}){e}|"
                                      rf"{b}(?P<k2>{f['insults']}){e}\s+(?:like\s+)?(?:you|u){e}|{b}{_NOT_WARNED}(?P<k3>{f['commands']}){e}"),
        "insult_word": regex_store.compile(rf"{b}(?:{f['insults']}|{f['commands']}){e}"),
        "slur": regex_store.compile(rf"{b}(?P<k>{f['slur']}){e}"),
        "hostile": regex_store.compile(rf"{b}(?:{dehum}|{neg}|{hate_verb}|{f['violent']}|only natural|nothing but|typical|"
                                       rf"bunch of|just a|like you|such a){e}"),
        "profanity": word_regex("profanity"),
        "sexual": word_regex("sexual"),
    }
