"""Threat rules: violence the speaker means to do, calls for and wishes of violence, violence endorsed against a
group, threats at a person's body, wishes of illness and intimidation. Patterns run on the normalised sentence."""

import re
from functools import lru_cache
from typing import NamedTuple

from moderation.engine.core import regex_store
from moderation.engine.core.datafile import alternation
from moderation.engine.core.english import is_english
from moderation.engine.core.parse import word_at, words, words_near
from moderation.engine.toxicity.hits import RuleHit, hit
from moderation.engine.toxicity.lexicon import entries, lexicon
from moderation.engine.toxicity.normalise import Normalised, known_words
from moderation.engine.toxicity.people import (PERSON_WORDS, bare_plural, compiled, noun, people_in, plural, slot,
                                              subject)
from moderation.engine.toxicity.reasons import HIT, SET_ASIDE
from moderation.engine.toxicity.scope import Scope
from moderation.engine.toxicity.senses import TO_A_PLACE, not_violence
from moderation.engine.toxicity.targets import (CONDONED_HARM, DESERVED_HARM, INTIMIDATION, PAST_CALL, SEEN_HARM,
                                                 VEILED, WISH_OF_HARM)
from moderation.engine.toxicity.vocabulary import B as b, E as e, GAP as gap, fragments, listed, participle

_OWNED_THING = regex_store.compile(rf"(?<!\s)(?:'s|s'|')?\s++{listed('owned_things')}\b")
_CLAUSE_END = regex_store.compile(r"[,;:]|\s(?:so|because|since|but|which|whereas|while|when|if|unless|until|after|before|once)\s")
_RECIPROCAL = frozenset({"each other", "one another"})
# A call that only predicts ("they will …", "they're going to …"): the people it names may be doing it to each other.
PREDICTION = regex_store.compile(r"\b(?:will|'ll|are going to|is going to|going to|gonna)\b")
_NEGATED = regex_store.compile(r"\b(?:not|never|no|nobody|noone|none)\b|n't\b")
_PREDICTING = frozenset({"will", "'ll", "wo", "gonna"})  # "you'll pack up and die": a prediction, no call
_NEXT_WORD = regex_store.compile(r"(?<!\s)\s++#?(\w+)")  # the word after a bare "die" in the source, a hashtag's too
_CALLING = frozenset({"should", "must", "need", "ought", "better", "can", "could", "'d"})
_WOULD_ADVERBS = r"(?:(?:just|happily|gladly|personally|definitely|probably|seriously|literally|totally|so)\s++)*"
# Words that may open an imperative clause before a death told: "just", "please", "go (away) (and)", "hurry up and".
_CLAUSE_OPENERS = r"(?:just|please|now|then|honestly|seriously|so|hurry\s++up\s++and|go(?:\s++away)?(?:\s++and)?)"
# "Do us all a" before "favour and …": the call's whole wording is quoted, not from "favour" on.
_FAVOUR = r"(?:do\s++(?:[\w']+\s++){0,3}?a\s++(?=favou?rs?\s))?"
# Matches of one pattern looked at per sentence: a sentence of a thousand threats is no worse for the thousandth.
MAX_MATCHES = 8


# A person or a public role as the subject of a passive call ("the mayor should be shot"); roles are not looked for
# after an active verb, where a report ("they killed the president") and a verb far from its role ("beat … the judge")
# were read as threats.
_ONE = compiled(bodies=False)
# Passive violence said of one person that is no call for violence: removal from office, prison.
_NOT_VIOLENCE_FOR_ONE = frozenset(lexicon()["not_violence_for_one"])


# A body of people ("the whole board"): a passive call falls on its members only when it names violence to a body,
# not words that can also name the body's defeat ("wiped out", "removed").
_BODY = compiled(persons=False, roles=False, doers=False)
_DEFEATS = frozenset(entries("defeats_of_a_body"))


# A person thrown into water or off a height, its "be" taken by the modal's words ("should be dumped in the canal").
_THROWN = regex_store.compile(fragments()["thrown"])
# A person hit or run over by a vehicle, its "be" or "get" taken by the modal's words ("should get hit by a car").
_RUN_DOWN = regex_store.compile(fragments()["run_down"])


def run_down(violence: str) -> bool:
    """Whether `violence` has a person hit or run over by a vehicle ("get hit by a car")."""
    return bool(_RUN_DOWN.search(violence))


def thrown_or_executed(violence: str) -> bool:
    """Whether `violence` throws its subject somewhere or is an execution its subject suffers (a passive's person is
    read by the wish family, targets.WISH_OF_HARM)."""
    violence = " ".join(violence.split())
    return bool(_THROWN.search(violence) or violence in _SUFFERED)


# An execution its subject would suffer ("face the firing squad", "swing from a lamppost"): its person is its subject.
_SUFFERED = frozenset(entries("executions_suffered"))


def _done_to_subject(violence: str) -> str:
    """The participle of a passive ("be shot": "shot"), or the execution its subject suffers ("face the noose") — the
    violence falls on the subject; "" otherwise."""
    return participle(violence) or (violence if violence in _SUFFERED else "")


def passive_at_person(subject: str, violence: str) -> bool:
    """Whether a call for violence in the passive ("… should be shot") falls on its subject, a person or a body of
    people ("the whole cabinet should be tarred and feathered", not "the council should be wiped out at the polls"):
    then the subject is whom it would be done to, and no person need follow the violent words."""
    violence = " ".join(violence.split())
    return ((bool(_done_to_subject(violence)) or bool(_THROWN.match(violence)) or bool(_RUN_DOWN.match(violence)))
            and violence not in _NOT_VIOLENCE_FOR_ONE
            and bool(_ONE.search(subject) or violence not in _DEFEATS and _BODY.search(subject)))


_NOT_AFTER_A_NAME = frozenset(entries("violence_not_after_a_name"))
# The small tagger guesses at a name it does not know: a plural noun for "Jenkins", an adjective for "Okonjo". Any noun
# or adjective tag, the word capitalised and no word of English.
_NAME_TAGS = frozenset({"NNP", "NNPS", "NN", "NNS", "JJ"})


_HARM_PARTICIPLES = frozenset(entries("harm_participles"))


def _completed(participle: str, after: str) -> bool:
    """Whether the words after a participle a plan may undergo make it bodily harm ("beaten" + "to death")."""
    following = re.findall(r"[\w'-]+", after)[:3]
    return any(" ".join([participle, *following[:n]]) in _HARM_PARTICIPLES for n in range(1, len(following) + 1))


_TITLE_BEFORE = regex_store.compile(rf"(?<![\w'-]){listed('name_titles')}\.?\s++$", re.IGNORECASE)


def _after_a_title(source: str, at: int) -> bool:
    """Whether a title stands right before the word at `at` ("Mr Reed", "Councillor Baker"): a name, even if a word."""
    return bool(_TITLE_BEFORE.search(source[max(0, at - 24):at]))


def named_person(norm: Normalised, source: str, match: re.Match) -> bool:
    """Whether a `threat_should_name` match calls for violence to people named by their proper names: the words
    right before the modal (a leading word that is not one dropped: "Honestly Hollis", "Councillor Patel") are
    capitalised in the writer's text, tagged nouns (or, unknown to the tagger, adjectives) and no word of English
    unless a title stands before it ("Mr Reed"). "Brexit" is no person only to the dictionary, so the violence must
    be done to the name's bearer — a passive, or an execution its subject suffers — and be one done to a body, not what a plan undergoes (unless the words
    after it make it harm: "beaten to death")."""
    violence = " ".join(match.group("k").split())
    done = _done_to_subject(violence)
    if (not done or violence in _NOT_VIOLENCE_FOR_ONE
            or done in _NOT_AFTER_A_NAME and not _completed(done, norm.text[match.end("k"):match.end("k") + 40])):
        return False  # "CERN will destroy this world", "Merkel needs to be deported": no violence done to a person
    start, end = norm.source_span(*match.span("nm"))
    tags = {w.idx: w.tag for w in words(source)}
    named = []
    for found in reversed(list(re.finditer(r"[\w'-]+", source[start:end]))):
        word = found.group()
        if word.lower() == "and" and named:
            continue
        if not (word[0].isupper() and tags.get(start + found.start()) in _NAME_TAGS
                and (not is_english(word.lower()) or _after_a_title(source, start + found.start()))):
            break
        named.append(word)
    return bool(named)


# What a possessive owns that stands for its person: the body, another person, the life, an animal, the home or the
# belongings threats name ("your neck", "your family", "your house"); anything else is a thing ("your hair").
_POSSESSIVES = frozenset({"your", "ur", "yer", "her"})
_AS_THE_PERSON = (frozenset(w for name in ("owned_as_the_person", "harmed_body_parts", "broken_body_parts",
                                           "body_targets", "struck_body_parts", "home_places") for w in entries(name))
                  | PERSON_WORDS)


def _owned(text: str, found: re.Match) -> str | None:
    """What the word `found` owns, when the parse reads it as a possessive before a noun ("your hair": "hair")."""
    parsed, offset = words_near(text, found.start(), found.end())
    word = next((w for w in parsed if w.idx + offset == found.start()), None)
    if word is None or word.dep != "poss" or not 0 <= word.head < len(parsed):
        return None
    owned = parsed[word.head]
    return owned.text.lower() if owned.tag.startswith("NN") else None


def _owns_a_thing(text: str, found: re.Match) -> bool:
    """Whether the person word `found` is a possessive (as the parse reads it) owning a noun that does not stand for
    its person ("I'll cut your hair", "hang her coat up"), so no person is aimed at through it."""
    return found.group() in _POSSESSIVES and (owned := _owned(text, found)) is not None and owned not in _AS_THE_PERSON


# "His" and "their" are no person words, but stand for their person where they own what does ("burn his house down",
# "end their lives").
_HIS_OR_THEIR = regex_store.compile(r"(?<![\w'-])(?:his|their)(?![\w'-])")


# The same as a command's object: "his" or "their" and what stands for the person ("Torch their cars.", "Burn his house
# down."), a word between them ("his new car").
_THEIR_OWN = rf"(?:his|their)\s++(?:[\w-]+\s++)?(?:{alternation(_AS_THE_PERSON)})(?![\w'-])"


def _owns_the_person(text: str, start: int, end: int) -> bool:
    """Whether "his" or "their" in `text[start:end]` owns what stands for its person, not after a preposition that
    follows the verb's own object ("kill the bill in his office")."""
    return any(_owned(text, found) in _AS_THE_PERSON and not _after_the_object(text, start, found.start())
               for found in _HIS_OR_THEIR.finditer(text, start, end))


def person_aimed_at(text: str, start: int = 0, reciprocal: bool = True, roles: bool = False) -> bool:
    """A person or people in the clause starting at `start`, other than as the owner of a thing ("cut the police
    budget, so you …" aims at no one: the "you" belongs to the next clause); `reciprocal`: whether "each other" counts
    (not in a prediction: "the boxers will beat each other up" threatens no one); `roles`: whether roles and bodies of
    people count (in the writer's own threat or a call, never in a report: "they killed the president")."""
    end = m.start() if (m := _CLAUSE_END.search(text, start)) else len(text)
    return any(not _OWNED_THING.match(text, p.end(), end) and (reciprocal or p.group() not in _RECIPROCAL)
               and not _owns_a_thing(text, p)
               and not (roles and (_OWNER.match(text, p.end(), end) or _SENT.match(text, p.end(), end)
                                   or _BODY.fullmatch(p.group()) and _DEFEAT.match(text, start)
                                   or _after_the_object(text, start, p.start())))
               for p in people_in(text, start, end, roles=roles)) or _owns_the_person(text, start, end)


_VERB = regex_store.compile(r"[\w'-]+")
# A violent verb whose last word is a preposition ("set fire to", "get rid of"): its preposition is the verb's own.
_PREPOSITIONAL_VERB = regex_store.compile(alternation(
    [w for name in ("violent_verbs", "violent_verbs_third_person") for w in entries(name)
     if len(w.split()) > 1 and w.split()[-1] in lexicon()["object_prepositions"]],
    ordered=True) + r"(?![\w'-])")
_OBJECT_PREPOSITION = regex_store.compile(rf"(?<![\w'-]){listed('object_prepositions')}(?![\w'-])")
_COUNTED_OF = regex_store.compile(rf"(?:{listed('quantities_of_people')}|{listed('struck_body_parts')}|"
                                  rf"{listed('broken_body_parts')}|out)\s++$")
# The object is a person's own body ("beat yer ass with a whip …", "smash his face in"): the person is aimed at,
# whatever phrase follows.
_BODY_OBJECT = regex_store.compile(rf"(?<![\w'-])(?:your|yer|ur|his|her|their)\s++(?:[\w-]+\s++)?"
                                   rf"(?:{listed('harmed_body_parts')}|{listed('struck_body_parts')}|ass|arse|butt)(?![\w'-])")


def _after_the_object(text: str, start: int, at: int) -> bool:
    """Whether the person word at `at` stands in a preposition's phrase after a word of the object of the violent verb
    at `start` ("kill the bill in committee", "cut the funding for the police": a place, an occasion, an owner or a
    beneficiary), not "of" after a quantity, a body part or "out" ("the lot of them", "the legs of that councillor",
    "beat the shit out of her"), nor a preposition right after the verb ("shoot at the police"), nor after a person's
    own body as the object ("I'll beat yer ass with a belt the moment I find you")."""
    verb = _PREPOSITIONAL_VERB.match(text, start) or _VERB.match(text, start)
    after = verb.end() if verb else start
    if _BODY_OBJECT.search(text, after, at):
        return False
    for found in _OBJECT_PREPOSITION.finditer(text, after, at):
        between = text[after:found.start()]
        if not between.strip():
            continue  # right after the verb: "shoot at …"
        if found.group() == "of" and _COUNTED_OF.search(between):
            continue
        return True
    return False


# Where a role or a body of people after the verb is not whom it is aimed at: its owner ("the board's proposal"), what
# is sent to it ("shoot the council a letter"), and a body defeated ("crush the council in the vote", "beat the
# committee"), which is no violence to its members.
_OWNER = regex_store.compile(r"(?:'s|s'|')(?![\w-])")
_SENT = regex_store.compile(rf"(?<!\s)\s++(?:a|an|the|your|my|our|some)\s++(?:\w+\s++)?{listed('sent_things')}(?![\w-])")
_DEFEAT = regex_store.compile(rf"{listed('defeats_of_a_body_active')}(?![\w-])")


# Whose body an idiom of harm names ("knock your teeth out", "rearrange that councillor's face").
_WHOSE = r"(?:your|his|her|their|(?:the|that|this)\s++[\w-]+'s)"


_BURNT_TO_DEATH = r"(?:alive|at\s++the\s++stake|to\s++death)(?![\w-])"


def _idioms(name: str, person: str) -> str:
    """The lexicon list `name`'s idioms as one alternation, their person ({P}), whose body ({POSS}) and a part of the
    body ({BODY}) filled in."""
    body = listed("body_targets")
    return "|".join(e.replace("{P}", person).replace("{POSS}", _WHOSE).replace("{BODY}", body)
                    for e in entries(name))


# A death deserved as a noun ("the worst kind of death", "a slow and agonising death"), not another thing named by a
# noun after it ("the death penalty", "death benefits").
_DEATH_DESERVED = (rf"(?:(?:a|an|the)\s++)?(?:(?:{listed('cruel_deaths')}|worst|cruellest|cruelest|quick|swift|"
                   rf"kind\s++of|sort\s++of)(?:\s*+,|\s++and)?\s++){{0,4}}death(?![\w-])"
                   rf"(?!\s++{listed('death_not_deserved')}(?![\w-]))")
# What makes an idiom of violence meant: a wish before it, or a command opening the sentence.
_WISHES = (r"hope|wish|pray|praying|hoping|time to|love to see|like to see|let's|lets|how about"
           r"|(?<='d )(?:love|like) to|(?<=would )(?:love|like) to|can't wait to|cannot wait to")
# A first command before a command to violence, joined by "and" ("grab a rope and", "go round there and then"): a verb
# of fetching or going and up to six words (group "first"; a "them" after it, group "pron…", stands for a person only if
# the first command names one: "round up the councillors and shoot them", not "take your complaints … and shoot them").
_FIRST_COMMAND = (rf"(?P<first>{listed('first_commands')}\s++"
                  r"(?:(?!and\b)[\w']+[,\s]\s*+){0,6}?)and\s++(?:then\s++)?")
# A command opening the sentence before an idiom of violence, after a first command too, joined by "and" or "then"
# ("grab him and put a bullet in his head", "pin her down, then rip her head off").
_COMMANDED = (r"^\s*+(?:just\s++|go\s++(?:and\s++)?|please\s++)?"
              rf"(?:(?P<first>{listed('first_commands')}\s++(?:(?!and\b|then\b)[\w']+[,\s]\s*+){{0,6}}?)"
              r"(?:and\s++)?(?:then\s++)?(?:(?<=and )|(?<=then )))?")
# Violence called for in the progressive, right after a call's modal and "be" ("someone should be stabbing that
# landlord"); not after "will be" ("I'll be shooting her wedding").
_PROGRESSIVE_CALL = (r"(?:(?<=\bshould be )|(?<=\bmust be )|(?<=\bought to be )|(?<=\bneed to be )|(?<=\bneeds to be )"
                     rf"|(?<=\bhave to be )|(?<=\bbetter be )){listed('violent_progressives')}")
# Words that open another clause: an "and" chain after the writer's modal does not cross them ("I could see that if
# men come … and drown out …").
_OPENERS = r"(?:that|if|when|whenever|because|so|but|who|which|while|where|unless|until)"
# Between the family's subject and its modal: a few words of its own clause, no subject of another ("I worry it will
# hurt the tenants": the modal's subject is "it").
_OWN_GAP = rf"(?:(?!(?<![\w-]){listed('other_clause_subjects')}(?![\w'-]))[^.!?;]){{0,45}}?"
# The writer's urge given by something ("it makes me want to …", "her voice made me want to …"): the writer is the
# subject of the modal after it.
_MADE_ME = r"(?:makes|make|made|making)\s++(?:me|us)"
# The writer's weapon or attack dog as the doer of the writer's violence ("my gun will kill you", "our dogs are going to
# rip him to pieces"): "my" or "our", at most one word, then the thing or the animal.
_OWNED_DOER = rf"(?:my|our)\s++(?:[\w-]+\s++)??(?:{listed('wielded_things')}|{listed('attack_animals')})"
# The writer's own modal right after "I" or "we" ("I'll", "we're going to", "I am gonna").
_OWN_MODAL = (r"(?:'ll|'d|'m\s++going\s++to|'m\s++gonna|'re\s++going\s++to|'re\s++gonna|\s++(?:will|would|shall|must|"
              r"should|could|wanna|gonna|(?:am|are)\s++(?:going\s++to|gonna)|want\s++to|need\s++to|have\s++to|"
              r"ought\s++to))")

# A threat the writer makes, a call by anyone or a wish ("I'll …", "someone should …", "let's …", "I hope someone …"):
# there a role or a body of people after the violent verb is whom it is aimed at; in a report ("they killed the
# president") it is not. The modal follows its subject at once, a few adverbs or "swear I" apart ("I worry it will
# hurt landlords" is not the writer's).
OWN_OR_CALLED = regex_store.compile(
    rf"(?:let's|lets|let\s++us|why\s++not|hope|hoping|hopefully|wish|pray|praying|why\s++(?:don't|dont)\s++(?:we|you)"
    rf"|{listed('call_questions')}|{listed('call_requests')})(?![\w-])"
    rf"|(?:i|we)(?:\s++(?:{listed('wish_adverbs')}|definitely|swear(?:\s++(?:i|we))?))*+"
    rf"(?:{_OWN_MODAL}|'m|'re|\s++(?:am|are|can|has|wants|needs)(?![\w-]))"
    rf"|(?:someone|somebody)(?:'ll|'d|'s\s++got\s++to|\s++{listed('call_modals')}(?![\w-]))"
    rf"|{_MADE_ME}\s++(?:want\s++to|wanna)(?![\w-])")


def _called_by_someone(b: str, e: str, gap: str) -> str:
    """A wish, a command opening the sentence, or a modal whose subject is a person ("I'll", "someone should", "they're
    going to", "my brothers will") or the writer's weapon or dog ("my shotgun will blow your head off"), not a thing
    ("that sauce will blow your head off"), nor a generic statement
    ("someone will occasionally …": a frequency adverb right after the modal says what happens, not a call)."""
    # A person named by a determiner and a person noun ("my brothers", "the lads"), not a medical role.
    named = (rf"(?:my|our|your|his|her|their|the|those|these|that)\s++(?:[\w-]+\s++)??"
             rf"(?!{listed('medical_roles')}(?![\w-])){noun()}")
    return (rf"(?:{b}(?:{_WISHES}){e}{gap}|{b}(?:i|we|you|he|she|they|someone|somebody|people|{named}|{_OWNED_DOER}){e}(?:'ll|'d|"
            rf"(?:'re|'m|'s)?\s++(?:\w+\s++){{0,2}}?{listed('call_modals')}){e}\s++(?!{listed('generic_adverbs')}{e})"
            rf"(?:\w+\s++){{0,2}}?|{_COMMANDED})")


def _called(b: str, e: str, gap: str) -> str:
    """A wish, a command opening the sentence, or a modal or a call before it, whatever its subject."""
    return (rf"(?:{b}(?:{_WISHES}|{listed('call_modals')}|deserves to|deserve to|deserved to){e}{gap}|'ll\s++|'d\s++|{_COMMANDED})")


# A death said to the reader that is an idiom ("you're gonna die laughing"), after a "die" only.
_NO_DEATH_IDIOM = rf"(?!(?<=die)\s++{listed('death_idioms_said_to_you')}\b)"


# The reader said to be dead ("you're dead", "ur dead", "you're dead meat", "you're a dead man"): "your" and "ur" only
# where no possessive can be meant — opening a clause, and the clause ends or a time or a condition follows ("your dead
# when I find you"; not "bring out your dead") —, and not "dead" as an adverb or another idiom ("you're dead right",
# "dead set on", "you're dead to me").
_YOU_ARE_DEAD = (r"(?:(?:you(?:'re|\s++are|\s*+re)|u\s++r)\s++(?:so\s++|fucking\s++|already\s++)?"
                 rf"(?:(?:going to|gonna)\s++die{_NO_DEATH_IDIOM}|dead\s++meat"
                 r"|a\s++dead\s++(?:man|woman)"
                 rf"|dead(?!\s++{listed('dead_not_death')}\b))"
                 r"|(?:^|(?<=[,.;:!?] )|(?<=[,.;:!?])|(?<=\band )|(?<=\bor )|(?<=\bthen )|(?<=\belse ))"
                 r"(?:your|ur)\s++(?:so\s++|fucking\s++)?(?:dead\s++meat|dead(?=\s*+(?:[.!?,;:]|$)"
                 rf"|\s++{listed('after_your_dead')}\b)))")


# Between an opener of a call to self-harm and its verb: a few words of the clause, none a negation ("please try not
# to kill yourself on those steps" is a warning).
_UNNEGATED_GAP = r"(?:(?!(?<![\w'])(?:not|never)\b|n't\b)[^.!?;]){0,45}?"
# After a call to self-harm: not an idiom ("shoot yourself in the foot"), and a reflexive before an object is a
# dative, no death ("shoot yourself a reminder", "get yourself a drink").
_NOT_SELF_HARM_IDIOM = rf"(?!\s++{listed('self_harm_idioms')}\b|\s++(?:a|an|some)\s)"
# The reader's death met with indifference or relief in a condition ("nobody would miss you if you …", "the world would
# be a better place if you …"); never concern ("we would be devastated if you …").
_RELIEVED_IF = (r"(?<![\w-])(?:(?:nobody|no\s++one|no-one|noone)\s++(?:would|will|'d|'ll)\s++(?:even\s++|really\s++)?"
                rf"{listed('death_shrugged_off')}"
                r"|(?:the\s++world|everyone|everybody|we|all\s++of\s++us|the\s++rest\s++of\s++us|society)"
                r"(?:\s++[\w']+){0,2}?\s*+(?:would|will|'d|'ll)\s++(?:all\s++)?be\s++(?:a\s++)?"
                rf"(?:(?:lot|much|far|so)\s++)?{listed('relieved_comparatives')})"
                r"[^.!?;]{0,25}?\s++if\s++(?:you|u)\s++(?:just\s++|finally\s++|went\s++and\s++)?")


# The writer's wish that a person be dead or killed ("I wish you were dead", "I want him dead", "I hope they are all
# killed", "I want to see him hang", "I'd really love to see …"): "I" or "we" and a few adverbs, or the sentence's
# start, before the wish, or "hopefully"; someone else's want is a report.
_WRITER_WISHES = (rf"(?:(?:(?<![\w-])(?:i|we)(?:\s++{listed('wish_adverbs')})*+(?:\s++|(?='))"
                  r"|^\s*+(?:honestly\s++|really\s++|just\s++)?)"
                  r"(?:wish(?:ed)?|hop(?:e|ed|ing)|pray(?:ed|ing)?|(?:want(?:ed)?\s++to|wanna)\s++see|want(?:ed)?"
                  rf"|(?:'d|\s*+would)(?:\s++{listed('wish_adverbs')})*+\s++(?:like|love|rather)(?:\s++to)?"
                  r"\s++see|(?:'d|\s*+would)\s++like)\s++(?:that\s++)?|(?<![\w-])hopefully(?:\s*+,)?\s++)")
# A form of "be", "get" or "end up" between the person and the fate ("you were", "she ends up", "you're found").
_BECOMES = (r"(?:\s*+(?:'s|'re|'d\s++be|'ll\s++be)|\s++(?:is|are|was|were|be|would\s++be|will\s++be|gets?|got|"
            r"ends?\s++up|ended\s++up|winds?\s++up))(?:\s++found)?(?:\s++(?:all|already|both))?\s++")
# What may follow a person's own fate ("chokes", "burns", "bleeds out"): the clause's end, a place, a time, a manner
# or "and"; an object or a particle makes the verb another ("burns those letters", "chokes back the tears", "drowns
# out the noise"), and choking on one's words or drowning in debt is no harm.
_FATE_FOLLOWS = (rf"(?=\s*+(?:[,.!?;:]|$)|\s++{listed('fate_followers')}(?![\w-]))"
                 r"(?!\s++on\s++(?:his|her|their|your|my)\s++(?:own\s++)?words(?![\w-]))"
                 rf"(?!\s++in\s++{listed('figurative_drownings')}(?![\w-]))")


# A fall wished on a person, from a height, down the stairs or a shaft ("I hope she falls down the stairs", "I wish
# he'd fall off a cliff"); not a fall in love, asleep, from grace or down the rankings.
_FALL = (rf"falls?\s++(?:down|off|from|into)\s++(?:the|a|an|some)\s++(?:{listed('heights')}|{listed('fall_places')})"
         r"(?![\w-])")


# People named by a bare plural anywhere, a relative clause calling for violence right after it ("there are bankers
# who should be shot", "… developers, who deserved to be strung up").
_WHO_SHOULD = rf"{plural()}(?=,?\s++(?:who|that)\s++{listed('bare_plural_calls')}(?![\w-]))"


# A motion or a gathering between a call and its violence ("let's go and kill them", "let's go out and shoot …",
# "let's go down there and …", "let's all get together and …", "let's meet up tonight and …"), optional.
_GO_AND = (r"(?:(?:go\s++(?:(?:out|round|over|down|up|back)\s++)?|(?:get|band)\s++together\s++|(?:meet|team|gang)\s++up\s++)"
           r"(?:(?:there|here|tonight|later|again)\s++)?and\s++(?:just\s++|then\s++)?)?")


# The doer of a passive violence named after "by" ("… will be killed by the migrants"), not a time ("by Friday"): a
# person, a group or a body of people, up to two words after a determiner.
BY_AGENT = regex_store.compile(rf"(?<!\s)\s++(?:(?:and|&)\s++[\w-]+\s++)?by\s++(?:all\s++)?(?:(?:the|those|these|some|a|an|his|"
                               rf"her|their|our|your)\s++)?(?:[\w-]+\s++){{0,2}}?(?:{fragments()['group']}|{noun()}|them|him|her|"
                               rf"us|you|people)(?![\w-])")


# A regret that violence did not happen ("shame he didn't shoot her", "pity nobody shot him", "too bad the bullet
# missed him"): "shame", "pity" or "too bad" opens the clause, "shame on" is a rebuke. Its negation is the wish itself.
_REGRET = r"(?<![\w-])(?:shame|pity|too\s++bad)(?!\s++on\b)(?:\s++that)?\s++"
# Someone did not do it: "didn't", "never", "couldn't", "failed to"; a first act joined by "and" may come between ("didn't
# finish the job and kill him", "couldn't get to him and beat him").
_NOT_DONE = (r"(?:didn't|did\s++not|didnt|never|couldn't|could\s++not|failed\s++to|(?:was|were)n't\s++able\s++to)\s++"
             r"(?:just\s++|actually\s++|manage\s++to\s++)?(?:(?:[\w']+\s++){1,4}?and\s++(?:then\s++)?)?")
_STRUCK = rf"(?:{listed('commanded_violence')}|{listed('blows')}|{listed('commanded_blows')})"
_STRUCK_PAST = rf"(?:{listed('blows_dealt')}|{listed('killing_participles')}|ran\s++over|beat)"
_MISSILES = r"(?:bullet|shot|bomb|knife|blade|missile|car|truck|lorry|train|bus|van)"
# The person struck: a pronoun, or a determiner and at most two words before a person noun, none a preposition ("kill
# the bill in committee" strikes no committee).
_STRUCK_ONE = (r"(?:him|her|them|'em|you|u|(?:the|that|this|those|these|your|their|his|her|my|our)\s++"
               rf"(?:(?!{listed('object_prepositions')}\s)[\w-]+\s++){{0,2}}?{noun()})")


# A command's people named by "all (the) …" and a plural ("kill all politicians", "shoot all the bankers").
_ALL_THE = rf"all\s++(?:(?:the|those|these)\s++)?{plural(bodies=False, word_before=True)}"


@lru_cache(maxsize=1)
def patterns() -> dict[str, re.Pattern]:
    """The threat families' patterns, compiled once."""
    f = fragments()
    group, target, violent = f["group"], f["target"], f["violent"]
    person = slot()
    # The idioms repeat their person in each of fifty entries: the hand-written person words only (people.slot).
    euphemism, harm = (_idioms(name, slot(wordnet=False)) for name in ("killing_euphemisms", "harm_idioms"))
    return {
        "threat_do": regex_store.compile(
            rf"{b}(?:i|we|someone|somebody|they|people|everyone|you|let's|it would be best|"
            rf"it'd be best|best|better|{_MADE_ME}|{_OWNED_DOER}){e}{_OWN_GAP}{f['modal']}\s++(?:\w+\s++){{0,4}}?"
            rf"(?P<k>{violent}|{_PROGRESSIVE_CALL}){e}"
            rf"{_NO_DEATH_IDIOM}"
            # The writer's own modal, then a clause joined by "and" ("going to come to your house and hurt you"):
            # no clause opener inside it; an adverb or an oath may stand before the violent verb. The modal follows
            # its subject at once, so a run of pronouns costs one try each.
            rf"|{b}(?:i|we){_OWN_MODAL}\s++(?:(?:(?!{_OPENERS}\b|and\b)[\w']+\s++){{1,9}}+and\s++){{1,2}}?(?:then\s++)?"
            rf"(?:\w+ly\s++|fucking\s++|bloody\s++|just\s++)?(?P<k3>{violent}){e}"
            rf"|{b}(?:let's|lets|let us|why don't we|why dont we|why don't you|why dont you|why not|we should|we must|"
            rf"we need to|time to|{listed('call_questions')}|{listed('call_requests')})\s++(?:just\s++|"
            rf"finally\s++|all\s++|please\s++)*{_GO_AND}(?P<k2>{violent}){e}"
            # The writer's violence or blow as a purpose ("bring him here so I can strangle him", "hold him still so I can
            # kick him"): "can" only there.
            rf"|(?:(?<=\bso )|(?<=\bso that ))(?:i|we)\s++(?:can|could)\s++(?:just\s++|finally\s++|\w+ly\s++)?"
            rf"(?P<k4>{violent}|{listed('blows')}){e}"),
        # The article's whitespace is taken whole (possessive): a long run before no group cannot be split two ways.
        "threat_policy": regex_store.compile(
            rf"{b}(?P<k>{listed('punishments_for_groups')})\b[^.!?;]{{0,40}}?\b(?:for|to)\s+"
            rf"(?:all\s+|those\s+|these\s+|the\s+|every\s+)?(?P<g>{group}){e}"
            rf"|{b}(?P<k2>{listed('violence_gerunds')}\s++(?:(?:a|an|any|all|the|every)\s++)?)"
            rf"(?:{group}|(?:your|their|his|a)\s++{listed('family_members')})"
            rf"[^.!?;]{{0,30}}?{listed('approvals_of_violence')}{e}"
            # The approval first ("it should be legal to beat women", "nothing wrong with beating your wife").
            rf"|{b}(?P<k3>(?:{listed('approvals_before_violence')}\s++(?:(?:perfectly|totally|completely|absolutely|"
            rf"entirely|quite|sometimes|always|honestly)\s++)?{listed('approvals_of_violence_first')}\s++to\s++"
            rf"(?:{violent}|{listed('blows')})|nothing\s++wrong\s++with\s++{listed('violence_gerunds')})\s++"
            rf"(?:(?:a|an|any|all|the|every|your|their|his)\s++)?(?:[\w-]+\s++)??)"
            rf"(?P<g2>{group}|{listed('family_members')}|girl){e}"),
        # The subject may be a group, a pronoun, "the/those … <person>" ("those councillors should be shot") or a bare
        # plural right before the modal, one word before it only where its clause starts ("Politicians should be
        # shot", "Honestly, tax collectors need to be shot").
        "threat_should": regex_store.compile(
            rf"{b}(?P<g>{target}|(?:the|those|these|that|this|our|your|their)\s++(?:[\w-]+\s++)?{noun()}"
            rf"|{bare_plural()}(?=\s++{listed('bare_plural_calls')}{e})|{_WHO_SHOULD}){e}{gap}{b}"
            rf"{listed('should_modals')}{e}\s++(?:all\s++|just\s++|get\s++|be\s++|simply\s++|"
            rf"really\s++|fucking\s++)*(?P<k>{violent}|{listed('disposals')}){e}"),
        # A person called by name before the modal ("Hollis needs to be shot"): the words are checked against the
        # writer's text and the parse after the match (`named_person`). A name starts where no word character or
        # apostrophe stands before it, so a run of "a'a'a'…" is read once, not from each of its letters.
        "threat_should_name": regex_store.compile(
            rf"(?<![\w'-])(?P<nm>[a-z][\w'-]*+(?:\s++(?:and\s++)?[a-z][\w'-]*+)?)\s++{listed('should_modals')}{e}\s++"
            rf"(?:all\s++|just\s++|get\s++|be\s++|simply\s++|really\s++|fucking\s++)*(?P<k>{violent}){e}"),
        # "just" opens a wish only right before a violent word in its base form ("just die", "to just slaughter"; not
        # "she just killed", "just cut her off", "just got to say …").
        "threat_hope": regex_store.compile(
            rf"(?:{b}{listed('hope_openers')}{e}{gap}|{b}just\s++(?![\w-]+ed\b|shot\b|hung\b|beaten\b|slain\b))"
            rf"{b}(?P<k>{violent}|"
            rf"(?:(?<=\bsomeone )|(?<=\bsomebody )|(?<=\banyone )|(?<=\banybody )|(?<=\bhe )|(?<=\bshe )|(?<=\bit ))"
            rf"{listed('violent_verbs_third_person')}|{listed('hoped_fates')}){e}"),
        # After the writer's own wish, a bare plural too ("I wish bankers were dead"): only there, not as every
        # family's subject (a report read that way: "… thinking cops deserve to die").
        "threat_dead_wish": regex_store.compile(
            rf"{_WRITER_WISHES}(?:{subject()}|{plural(word_before=True)})(?:\s++all)?(?:{_BECOMES}(?:(?P<k>dead)(?!\s++{listed('dead_not_death')}\b)"
            rf"|(?P<k2>{listed('killing_participles')}){e}(?!\s++(?:down|up|out)\b))"
            rf"|\s++(?P<k3>dead)(?!\s++{listed('dead_not_death')}\b)"
            rf"|\s++(?:would\s++|will\s++)?(?P<k4>{listed('wished_fates_of_a_person')}){_FATE_FOLLOWS}"
            rf"|(?:'d\s++|'ll\s++|\s++(?:would\s++|will\s++)?)(?:(?:trips?|slips?)\s++and\s++)?(?P<k5>{_FALL})){e}"),
        "threat_hands": regex_store.compile(
            rf"{b}(?P<k>(?:die|death|suffer|bleed|pay)[^.!?;]{{0,30}}?(?:at|by) my (?:hands|hand)|{_YOU_ARE_DEAD}"
            rf"|watch your back|i know where you live|you will regret|"
            rf"you'll regret|{listed('breaking_verbs')} (?:your|that|this|those|these|their|his|"
            rf"her)[^.!?;]{{0,25}}?{listed('broken_body_parts')}|"
            rf"keep (?:attacking|hurting|beating|hunting)|(?<!\bthe )death to){e}"),
        # Violence wished on a place with people inside it ("hope someone torches the offices with him still inside");
        # a report ("they torched it last night with …") has no wish or call, and "with nobody inside" no person; a
        # question or a command calls for it too ("how about we burn …", "Burn the place down …"), never with the
        # writer inside ("while we're inside").
        "threat_inside": regex_store.compile(
            rf"(?:{b}(?:{listed('inside_openers')}|{listed('call_questions')}){e}{gap}|{_COMMANDED})"
            rf"{b}(?P<k>{listed('place_violence')}){e}(?!\s++(?:at|out)\b)[^.!?;]{{0,60}}?{b}(?:with|while)\s++"
            rf"(?!nobody|no one|none|noone|(?:we|i|us|me)(?:'re|'m|\s)|we're|i'm)"
            rf"(?:[\w'-]+\s++){{1,4}}?(?:(?:is|are|'s|'re)\s++)?(?:all\s++)?(?:still\s++)?"
            rf"{listed('still_inside')}{e}"),
        # Killing named by an idiom with its person inside ("someone should take that mayor out for good", "do him
        # in"), after a call, a wish or a modal, or as a command opening the sentence; "off" as a verb after a modal.
        "threat_euphemism": regex_store.compile(
            rf"{_called(b, e, gap)}(?P<k>{euphemism})"
            rf"|{b}(?:should|must|ought to|need to|needs to|gonna|going to|will|would|could|to){e}\s++"
            rf"(?P<k2>off\s++{person}){e}"),
        # Bodily harm named by an idiom with the person or their body inside it ("I'll knock your teeth out", "someone
        # should run him over"), framed as the killing euphemisms are; not "knock your socks off", "run you over to
        # the station".
        "threat_harm": regex_store.compile(rf"{_called_by_someone(b, e, gap)}(?P<k>{harm})"),
        # Violence a person is said to deserve or need ("he deserves a good kicking", "that councillor deserves a
        # bullet"), right after the verb; not a vote ("needs a good kicking at the next election").
        "threat_deserved": regex_store.compile(
            rf"(?:{b}(?P<g>he|she|they|you|u|ya|{person}|{bare_plural()}(?=\s++{listed('deserving_verbs')}{e})"
            rf"|{plural()},?\s++(?:who|that)(?=\s++{listed('deserving_verbs')}{e})){e}"
            rf"(?:\s++(?:on|in|at|from|of|round|around|near)\s++(?:[\w'-]+\s++){{0,4}}?[\w'-]+)?"
            # or a person described by what they did, the clause between ("whoever wrote this deserves a beating")
            rf"|{b}(?P<g2>{listed('free_relative_subjects')}){e}(?:\s++[\w'-]+){{1,6}}?)"
            rf"\s++(?:{listed('deserving_verbs')}\s++(?P<k>(?:a\s++|an\s++)?(?:{listed('blow_intensifiers')}\s++)?"
            rf"{listed('deserved_violence')}|{_idioms('deserved_harms_at_the_body', person)})"
            rf"|(?:deserves?|deserved)\s++(?P<k3>{_DEATH_DESERVED})){e}"
            rf"(?!\s++{listed('deserved_not_violence')}\b)"
            rf"(?![^.!?;]{{0,30}}?\b(?:at|in)\s++the\s++(?:ballot|polls|election|next election))"),
        # A command to violence opening a clause, a person its object ("Strangle him.", "If he lied, string him up."),
        # or after a first command joined by "and" ("get your gun and shoot him"); not "shoot her a message", "hang
        # them out to dry", "kill him with kindness", "drown them out".
        "threat_command": regex_store.compile(
            rf"(?:^|(?<=[.!?;:,] )|(?<=[.!?;:,]))(?:{_FIRST_COMMAND})?(?:just\s++|go\s++(?:and\s++)?|now\s++|then\s++|"
            rf"someone\s++|somebody\s++|please\s++)?(?P<k>(?:(?P<hang>hang)|(?!hang\s){listed('commanded_violence')})\s++"
            rf"(?:him|her|(?P<pron>them|'em)|(?:the|all)\s++lot\s++of\s++(?P<pron4>them|'em)"
            rf"|(?:all|each|every\s++(?:last\s++|single\s++)?one)\s++of\s++(?:(?P<pron5>them|'em)|(?:those|these|the)"
            rf"\s++(?:[\w-]+\s++)?{noun(bodies=False)})"
            rf"|(?:the|that|this|those|these)\s++(?:[\w-]+\s++)?{noun(bodies=False)}|{_ALL_THE}|{_THEIR_OWN})"
            rf"|string\s++(?:him|her|(?P<pron2>them|'em))\s++up"
            rf"|set\s++(?:him|her|(?P<pron3>them|'em))\s++(?:on\s++fire|alight|ablaze)"
            # "burn" at a person, alone only at the clause's end ("burn him", not "burn him a copy"); "them" (things as
            # often) only burnt alive, at the stake or to death; no plural in "-ers" ("burn the old newspapers").
            rf"|burn\s++(?:(?:him|her|(?:the|that|this|those|these)\s++(?:[\w-]+\s++)?{noun(bodies=False, doers=False)})"
            rf"(?=\s*+(?:[.!?,;:]|$)|\s++{_BURNT_TO_DEATH})"
            rf"|(?:them|'em|(?:the|all)\s++lot\s++of\s++(?:them|'em)|{_ALL_THE})(?=\s++{_BURNT_TO_DEATH})|{_THEIR_OWN})"
            # A blow, not after a comma (a narrative's list of what was done), only with nothing after its person but
            # the clause's end, a body part, a weapon, "until" or a time clause ("slap her", "kick him in the head"; not
            # "hit him up", "slap him on the back", "beat him to it"); "hit" ("hit your lawyer": contact them) only with
            # a body part, a weapon or "until".
            rf"|(?<!,)(?<!,\s)(?:(?P<hit>hit)|(?!hit\s){listed('commanded_blows')})\s++(?:him|her|(?P<pron6>them|'em)"
            rf"|(?:the|that|this|those|these|your|his|their)\s++(?:[\w-]+\s++)?{noun(bodies=False)}|{_ALL_THE})"
            rf"(?=(?(hit)(?!)|(?:\s*+(?:[.!?,;:]|$)|\s++(?:again|when|whenever|if|next\s++time)\b))"
            rf"|\s++(?:in|on)\s++(?:the|his|her|their|your)\s++{listed('struck_body_parts')}\b"
            rf"|\s++with\s++(?:a|an|the|your|his|her|my|their)\s++(?:[\w-]+\s++)?{listed('weapons')}\b"
            rf"|\s++(?:until|till|hard)\b)){e}"
            rf"(?!\s++(?:a|an|the)\s++{listed('sent_things')}\b|\s++out\b|\s++with\s++kindness)"
            # Things are hung on something ("hang them on the hallway wall"), and "them" hung up may be things ("hang
            # them up by the door"); people are hanged from something, or hung up from it or by the neck.
            rf"(?(hang)(?!\s++on\b)(?(pron)(?!\s++up\b(?!\s++(?:from|by\s++(?:the|his|her|their|its)\s++"
            rf"(?:necks?|thumbs))))))"),
        # Violence the writer says they would do or would have done, a person right after the verb ("I'd knock his
        # teeth out", "I would have punched him"); not "I'd hit him up", "I'd beat her at chess", "kick them out".
        "threat_would": regex_store.compile(
            rf"{b}(?:i|we)(?:\s++(?:personally|honestly|seriously|really|just|probably|definitely))?(?:'d|\s++would)"
            rf"(?:(?:\s++have|'ve)\s++{_WOULD_ADVERBS}(?P<k>{listed('blows_dealt')})|\s++{_WOULD_ADVERBS}"
            rf"(?P<k2>{listed('blows')}))\s++(?:the\s++(?:living\s++)?(?:hell|shit|crap|fuck|daylights)\s++out\s++of\s++)?"
            rf"{person}{e}(?!\s++(?:up|out|at|with\s++kindness)\b|\s++{TO_A_PLACE}|\s++in\s++(?!(?:the|his|her|their|your)\s++"
            rf"{listed('struck_body_parts')}\b)|\s++(?:a|an|the)\s++{listed('sent_things')}\b)"
            rf"|{b}(?:i|we)(?:'d|\s++would)\s++{_WOULD_ADVERBS}(?P<k3>knock\s++(?:his|her|their|your)\s++(?:teeth|lights|"
            rf"block)\s++(?:out|in|off)){e}"),
        # A wish of harm said as regret that it did not happen: someone did not strike a person ("shame he didn't
        # shoot her", "it's a shame the driver didn't run him over"), nobody did ("pity nobody shot that landlord"), a
        # person did not die or survived ("pity he survived the crash"), or the bullet missed them.
        "threat_regret": regex_store.compile(
            rf"{_REGRET}(?:(?:[\w'-]+\s++){{1,4}}?{_NOT_DONE}(?:(?P<k>{_STRUCK})\s++{_STRUCK_ONE}"
            rf"|(?P<k2>run)\s++{_STRUCK_ONE}\s++over)"
            rf"|(?:[\w'-]+\s++){{1,4}}?never\s++(?P<k7>{_STRUCK_PAST})\s++{_STRUCK_ONE}"
            rf"|(?:nobody|no\s++one|no-one|noone)\s++(?:ever\s++|actually\s++|just\s++)?(?P<k3>{_STRUCK_PAST})\s++"
            rf"{_STRUCK_ONE}"
            rf"|(?:he|she|(?:the|that|this)\s++(?:[\w-]+\s++)?{noun()})\s++(?:(?:didn't|did\s++not|never)\s++"
            rf"(?P<k4>die|drown|burn|choke)(?!\s++(?:down|out|off|laughing)\b)|(?P<k5>survived|pulled\s++through))"
            rf"|the\s++(?:[\w-]+\s++)?{_MISSILES}\s++(?:just\s++|narrowly\s++|only\s++)?(?P<k6>missed)\s++{_STRUCK_ONE}){e}"),
        # The writer's own blow or a call for one ("I'll slap you", "someone should slap that councillor"), with the
        # command family's limits on what follows the person (not "slap him on the back", "kick him off the team").
        "threat_blow_own": regex_store.compile(
            rf"(?:{b}(?:i|we)(?:'ll|'m\s++(?:going\s++to|gonna)|'re\s++(?:going\s++to|gonna)|\s++(?:will|wanna|"
            rf"(?:am|are)\s++(?:going\s++to|gonna)|(?:want|need)\s++to))"
            rf"|{b}(?:someone|somebody)\s++(?:should|must|needs\s++to|ought\s++to|has\s++to)|{b}(?:let's|lets|let\s++us))"
            rf"\s++{_WOULD_ADVERBS}(?P<k>(?P<hit>hit)|(?!hit\s){listed('commanded_blows')})\s++"
            rf"(?:him|her|them|'em|you|u|ya|(?:the|that|this|those|these|your|his|their)\s++(?:[\w-]+\s++){{0,2}}?"
            rf"{noun(bodies=False)})"
            rf"(?=(?(hit)(?!)|(?:\s*+(?:[.!?,;:]|$)|\s++(?:again|when|whenever|if|next\s++time|who|that)\b))"
            rf"|\s++(?:in|on)\s++(?:the|his|her|their|your)\s++{listed('struck_body_parts')}\b"
            rf"|\s++with\s++(?:a|an|the|your|his|her|my|their)\s++(?:[\w-]+\s++)?{listed('weapons')}\b"
            rf"|\s++(?:until|till|hard)\b){e}"),
        # A call or a wish that someone kill themselves ("go hang yourself", "they should just off themselves", "I hope
        # he hangs himself"); never the writer's own ("I could kill myself"), not "shoot yourself in the foot".
        "threat_self_harm": regex_store.compile(
            rf"(?:{b}{_FAVOUR}{listed('self_harm_openers')}{e}{_UNNEGATED_GAP}|^\s*+)(?<!n't )(?<!not )(?<!never )"
            rf"(?P<k>(?:{listed('self_harm_forms')}|{listed('self_harm_verbs')}(?:s|ing|ed)?)\s++"
            rf"{listed('reflexives_of_others')}){e}{_NOT_SELF_HARM_IDIOM}|{b}(?P<k2>kys){e}"
            rf"|{_RELIEVED_IF}(?P<k3>(?:{listed('self_harm_forms')}|{listed('self_harm_verbs')}(?:s|ed)?)\s++"
            rf"(?:yourself|urself|yourselves)){e}{_NOT_SELF_HARM_IDIOM}"),
        # Telling the reader to die or to kill themselves with no reflexive ("Do us a favour and die", "Go jump off a
        # bridge", "Go away and die"): in the imperative only, at a clause's start or after a call; "and die" after a
        # command the parse reads as one (`commanded`); never "die trying", "die on that hill", "I could die".
        "threat_die": regex_store.compile(
            rf"(?:(?:^|(?<=[.!?;:,] )|(?<=[.!?;:,]))(?:{_CLAUSE_OPENERS}\s++)*|{b}{_FAVOUR}{listed('death_openers')}\s++"
            rf"(?:(?:just|go|and|all)\s++)*|{b}tell\s++{person}\s++to\s++(?:(?:just|go|and)\s++)*)"
            rf"(?P<k>{_deaths_told()}){e}(?!\s++{listed('death_idioms')}{e})"
            rf"|{b}and\s++(?:just\s++)?(?P<k2>die|drop\s++dead){e}(?!\s++{listed('death_idioms')}{e})"
            # An ultimatum ("Stop reverting my edits or die", "Pay up or you die"): the bare "die" only, no prediction
            # ("or it will die") and no warning with a modal ("or you could die").
            # The whole command is the hit: its own "stop" is no word against the harm.
            rf"|(?:^|(?<=[.!?;:] ))[^.!?;:]{{0,80}}?{b}or\s++(?:else\s++)?(?:(?:you|u)\s++)?(?P<k3>die){e}"
            rf"(?!\s++{listed('death_idioms')}{e})"),
        "negated_violence": regex_store.compile(rf"{b}(?:never|not|n't|won't|wouldn't|would never|will never|could never)\s++(?:\w+\s++)?{violent}{e}"),
    }


def _deaths_told() -> str:
    """A regex fragment for a death told: an act of dying ("die", "drink bleach"), or a leap from a height or before a
    vehicle with a determiner and up to two words before it ("jump off the multi-storey car park")."""
    reflexive, placeholder = listed("reflexives_of_others"), re.escape("{R}")
    leaps = (rf"(?:{listed('leaps_from')})\s++(?:(?:a|an|the|that|this|your|some)\s++)?(?:[\w-]+\s++){{0,2}}?"
             rf"{listed('heights')}|(?:{listed('leaps_under')})\s++(?:(?:a|an|the|that|this|your|some)\s++)?"
             rf"(?:[\w-]+\s++){{0,2}}?{listed('vehicles')}")
    return rf"{listed('deaths_told')}|{leaps.replace(placeholder, reflexive)}"


def told(norm: Normalised, source: str, match: re.Match) -> bool:
    """Whether a "threat_die" match tells the reader to die: "… and die" joins a command (`commanded`); a bare "die"
    opening a clause is the verb, not part of a longer word the normaliser split, a German article before its noun
    ("Die Stadt …") or a name ("Die Antwoord")."""
    if match.group("k2"):
        return commanded(norm.text, match.start("k2"))
    if match.group("k3"):
        before = norm.text.rindex(" or ", 0, match.start("k3")) + 1
        return (not _OR_DIE_MOTTO.search(norm.text, 0, before)
                and (commanded(norm.text, match.start("k3"), more_than_the_verb=True)
                     or _opens_a_command(norm.text, match.start(), before)))
    if " ".join(match.group("k").split()) != "die":
        return True
    start, end = norm.source_span(match.start("k"), match.end("k"))
    after = _NEXT_WORD.match(source, end)
    if (source[start:end].lower() != "die" or end < len(source) and source[end].isalnum()
            or after and after.group(1)[0].isupper() and after.group(1).lower() not in known_words()):
        return False
    word = word_at(norm.text, match.start("k"))
    return word is not None and word.tag == "VB"


_COMMAND_START = regex_store.compile(rf"(?<![\w'-])(?:{_CLAUSE_OPENERS}\s++){{0,2}}+(?P<v>[a-z]++)\s++(?P<n>[\w'-]++)")


def _opens_a_command(text: str, start: int, end: int) -> bool:
    """Whether the clause `text[start:end]` is a command of two words or more by the parse's tags where its tree
    does not say so ("Quit posting about my brother", "Hand over the keys"): its first word a bare verb, or any word
    before a particle."""
    found = _COMMAND_START.match(text, start, end)
    if not found:
        return False
    verb, after = word_at(text, found.start("v")), word_at(text, found.start("n"))
    return verb is not None and (verb.tag == "VB" or after is not None and after.tag == "RP")


# A saying before "or die" ("live free or die", "ride or die"), its words opening the clause.
_OR_DIE_MOTTO = regex_store.compile(rf"(?:^|[.!?;:,]\s*+)(?:{listed('or_die_mottos')})\s++$")


def commanded(text: str, start: int, more_than_the_verb: bool = False) -> bool:
    """Whether the verb at `start` ("die" in "… and die") joins a command: following its conjunctions back, the first
    verb is a bare one with no subject but the reader ("Go away and die", "You should pack up and die"), not a report
    or the writer's own ("I wanted to crawl into a hole and die"); with `more_than_the_verb`, the command holds more
    than its verb ("Leave this town or die", not "Adapt or die")."""
    parsed = words(text)
    verb = told_at = word_at(text, start)
    seen = 0
    while verb is not None and verb.dep == "conj" and seen < 4:
        verb, seen = parsed[verb.head], seen + 1
    if more_than_the_verb and verb is not None and (verb.tag.startswith("NN") and verb.dep in ("dobj", "npadvmod")
                                                    or verb.tag == "VBG" and verb.dep == "xcomp"):
        verb = parsed[verb.head]  # "drop the case or u die", "stop undoing my edits or die": joined to a part
    if verb is None or seen == 0 or verb.tag != "VB" or verb.dep not in ("ROOT", "ccomp", "conj"):
        return False
    children = [w for w in parsed if w.head == verb.i and w.i != verb.i]
    subjects = [w.text.lower() for w in children if w.dep in ("nsubj", "nsubjpass", "expl")]
    helpers = {w.text.lower() for w in children if w.dep == "aux"}
    if any(w.dep == "neg" for w in children) or helpers & _PREDICTING:
        return False
    if more_than_the_verb and not any(w.dep not in ("cc", "conj", "punct") and w.i < told_at.i for w in children):
        return False
    return not subjects or subjects == ["you"] and bool(helpers & _CALLING)


class _Family(NamedTuple):
    """A family of personal threats: its pattern, score and reason; the group read for a negation (None: none is
    read, 0: the whole match); whether its own "never" or "nobody" is the threat, not a denial of it."""

    pattern: re.Pattern
    score: float
    reason: str
    said: str | int | None
    framed: bool


_PERSONAL = (
    _Family(WISH_OF_HARM, 0.9, HIT["wish_of_harm"], 0, False),
    _Family(DESERVED_HARM, 0.9, HIT["wish_of_harm"], 0, False),
    _Family(PAST_CALL, 0.85, HIT["wish_of_harm"], 0, False),
    _Family(SEEN_HARM, 0.9, HIT["wish_of_harm"], "n", False),  # "can't wait to see …" is eager, not negated
    _Family(CONDONED_HARM, 0.85, HIT["condoned_harm"], "k", True),  # its condition may be negated, its frame not
    _Family(INTIMIDATION, 0.85, HIT["intimidation"], 0, False),
    _Family(VEILED, 0.85, HIT["veiled"], None, True),  # "it would be a shame if nothing happened to …"
)


def personal_threats(norm: Normalised, scope: Scope, found: list[RuleHit], cancelled: list[str]) -> list[RuleHit]:
    """Wishes of illness, suffering or death at a person, harm said to be deserved or welcomed in a condition,
    intimidation (knowing where they live, waiting outside) and veiled threats ("a shame if something happened to
    …")."""
    out = []
    taken = [(h.start, h.end) for h in found if h.kind == "threat"]
    for family in _PERSONAL:
        for n, match in enumerate(family.pattern.finditer(norm.text)):
            if n == MAX_MATCHES:
                break
            if family.said is not None and _NEGATED.search(match.group(family.said)):
                cancelled.append(SET_ASIDE["negated"])
                continue  # "I hope you don't get sick", "I'll never find you"
            if why := not_violence(norm.text, match.group("k"), match.end("k")):
                cancelled.append(SET_ASIDE[why])
                continue  # "I hope they rot in jail"
            if not (kept := scope.kept(match.start(), match.end("k"), family.score, cancelled,
                                       negation_is_the_attack=family.framed, deniable=True)):
                continue  # "I never said I hope you get sick", "she wrote 'I know where you live', which is vile"
            found_hit = hit(norm, match.start(), match.end("k"), "threat", kept[0], "", family.reason, kept[1])
            if any(s < found_hit.end and found_hit.start < e for s, e in taken):
                continue
            taken.append((found_hit.start, found_hit.end))
            out.append(found_hit)
    return out
