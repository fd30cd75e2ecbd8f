"""Rules where rules beat a small model: threats, derogation and dehumanisation of groups, slurs, insults,
profanity, with negation, quotation and counter-speech that cancel them. Offsets are into the sentence given.

The families live beside this file (threats.py, derogation.py, counter.py), their word lists in models/lexicon.json;
every hit that raises IDENTITY_ATTACK, THREAT or INSULT is read by scope.py (negated, condemned or reported)."""

import re
from dataclasses import dataclass
from functools import lru_cache

from moderation.engine.core.cache import bytes_cache
from moderation.engine.toxicity import counter, derogation, threats
from moderation.engine.toxicity.counter import EQUAL_WORTH, SUPPORTIVE
from moderation.engine.toxicity.dangers import HARM, harms_by_things
from moderation.engine.toxicity.derogation import (CONTEMPT_OF_THINGS, DISCLAIMED_GROUP, DISCLAIMER, GO_BACK,
                                                   THOSE_PEOPLE, homonym_context, said_of_a_thing)
from moderation.engine.toxicity.expletives import threats_read_without
from moderation.engine.toxicity.hits import RuleHit, hit
from moderation.engine.toxicity.lexicon import entries, insult_spans, lexicon, slurs
from moderation.engine.toxicity.negated import held
from moderation.engine.toxicity.normalise import normalise
from moderation.engine.toxicity.people import compiled as person_words, heads_its_phrase
from moderation.engine.toxicity.reasons import FAMILY, HIT, SET_ASIDE
from moderation.engine.toxicity.scope import Scope
from moderation.engine.toxicity.targets import IDEA_CRITICISM, criticises_idea, harsh_word_turned_on_person, idea_spans
from moderation.engine.toxicity.senses import described, not_violence
from moderation.engine.toxicity.threats import (BY_AGENT, MAX_MATCHES, OWN_OR_CALLED, PREDICTION, passive_at_person,
                                                person_aimed_at, personal_threats)
from moderation.engine.toxicity.vocabulary import group_adjectives, listed, participle

__all__ = ["PRONOUN_REASON", "RuleHit", "SentenceRules", "sentence_analysis", "sentence_hits"]

PRONOUN_REASON = FAMILY["pronoun_derogation"]
# Pattern families that need a group or a pronoun in the sentence.
_NEEDS_TARGET = frozenset({"dehum", "attribute", "emotion", "negated_positive", "implicit", "hostile_command", "no_member",
                           "exclusion"})
# Families whose hateful meaning is carried by a negation ("... do not belong", "no ... can be ...").
_NEGATION_IS_THE_ATTACK = ("negated_positive", "no_member", "implicit", "hostile_command", "threat_regret")
# Threat families whose match names the person it is aimed at: a body part ("break his leg"), people inside a place,
# the person inside a euphemism ("take him out for good"), the one said to deserve violence or commanded at.
_NAMES_ITS_PERSON = ("threat_should_name", "threat_blow_own", "threat_hands", "threat_dead_wish", "threat_inside",
                     "threat_euphemism", "threat_harm", "threat_deserved", "threat_command", "threat_would",
                     "threat_self_harm", "threat_die", "threat_regret")
# Families whose own words name the person: that word must head its phrase ("kill the teacher training scheme" is not).
_READS_ITS_PERSON = ("threat_should", "threat_command", "threat_blow_own", "threat_euphemism", "threat_harm",
                     "threat_deserved", "threat_would", "threat_regret")
_SAYS_ITS_OWN_REASON = ("threat_policy", "threat_self_harm", "threat_die")
# "Them" inside an idiom after a first command: what the first command named, a person only if it names one.
_THEM = re.compile(r"(?<![\w'])(?:them|'em)(?![\w'])")
_THEM_AFTER = re.compile(r"(?<!\s)\s++(?:them|'em)(?![\w'])")  # read right after the verb, never inside a space run
_PERSON_PRONOUN = re.compile(r"(?<![\w'])(?:him|her|them|us|he|she|they)(?![\w'])")
# Person words that are pronouns: they name no one by themselves.
_PRONOUNS = frozenset(entries("person_pronouns"))
# (kind, family, strength) in the order the families run.
_FAMILIES = (("identity_attack", "dehum", 0.95), ("identity_attack", "attribute", 0.9),
             ("identity_attack", "emotion", 0.9), ("identity_attack", "negated_positive", 0.9),
             ("identity_attack", "implicit", 0.8), ("threat", "threat_do", 0.9),
             ("threat", "threat_should", 0.9), ("threat", "threat_should_name", 0.9), ("threat", "threat_hope", 0.8),
             ("threat", "threat_dead_wish", 0.9),
             ("threat", "threat_hands", 0.9), ("threat", "threat_policy", 0.9), ("threat", "threat_inside", 0.9),
             ("threat", "threat_euphemism", 0.9), ("threat", "threat_harm", 0.9), ("threat", "threat_deserved", 0.85),
             ("threat", "threat_command", 0.9), ("threat", "threat_blow_own", 0.9),
             ("threat", "threat_would", 0.85), ("threat", "threat_self_harm", 0.85), ("threat", "threat_die", 0.85),
             ("threat", "threat_regret", 0.85),
             ("insult", "insult", 0.85),
             ("identity_attack", "hostile_command", 0.85), ("identity_attack", "no_member", 0.85),
             ("identity_attack", "exclusion", 0.85))
_KEY_GROUPS = ("k", "k2", "k3", "k4", "k5", "k6", "k7")  # a pattern's key words, in the group of the alternative that matched
_READER = re.compile(r"(?<![\w'])(?:you|u|ya)(?![\w'])")
_WRITERS_OWN = re.compile(r"(?<![\w'])(?:my|our|us|me)(?![\w'])")
_MENTION = re.compile(r"\b(?:the word|the term|the slur|words like|word)\s*[\"'“‘]?$")
_ADDRESSED = re.compile(r"\b(?:you|ya|u)\b")
# An @-handle addressing the words next to it (read in the writer's text: the normaliser makes "@name" a word); the
# handle after "RT" or before a colon names the author of a retweet or a quoted tweet. At most two words between,
# none pointing elsewhere ("@x these …", "@x that …").
_HANDLE_BEFORE = re.compile(rf"(?<!\bRT )(?<!\w)@\w+,?\s+(?:(?!{listed('handle_pointers')}\b)\w+\s+){{0,2}}$",
                            re.IGNORECASE)
_HANDLE_AFTER = re.compile(r"^[\s,!.?]*@\w+(?!\w|:)")


@dataclass(frozen=True)
class SentenceRules:
    """What the rules found in one sentence: kept hits, reasons hits were cancelled, whether a group is named."""

    hits: tuple[RuleHit, ...]
    cancelled: tuple[str, ...]
    group_mentioned: bool


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    """Every family's patterns by name."""
    return {**derogation.patterns(), **threats.patterns(), **counter.patterns()}


class _Sentence:
    """One normalised sentence and what every match in it reads: its first group named, its quotes."""

    def __init__(self, sentence: str) -> None:
        self.source = sentence
        self.norm = normalise(sentence)
        self.text = self.norm.text
        self.first_group = _patterns()["group"].search(self.text)
        self.scope = Scope(self.text)


def sentence_hits(sentence: str) -> list[RuleHit]:
    """Rule hits in one sentence, after negation, quotation and counter-speech have been taken out."""
    return list(sentence_analysis(sentence).hits)


@bytes_cache(8 * 1024 * 1024)
def sentence_analysis(sentence: str) -> SentenceRules:
    """Kept hits and cancellations for one sentence (cached: the same sentence recurs across judges)."""
    s = _Sentence(sentence)
    norm, text, pats = s.norm, s.text, _patterns()
    hits: list[RuleHit] = []
    cancelled: list[str] = []
    aimed = bool(s.first_group or pats["pronoun"].search(text))
    insulting = bool(pats["insult_word"].search(text))
    ideas = idea_spans(text) if criticises_idea(text) else []
    for kind, name, score in _FAMILIES:
        if name in _NEEDS_TARGET and not aimed or name == "insult" and not insulting:
            continue  # cheap prefilters: these patterns cannot match
        for n, match in enumerate(pats[name].finditer(text)):
            if n == MAX_MATCHES:
                break
            if name == "insult" and _inside_any(match.span(_key_group(match)), ideas):
                continue  # "you know, the plan is stupid": the harsh word is said of the plan
            hits.extend(_from_match(match, kind, name, score, s, cancelled))
    hits.extend(personal_threats(norm, s.scope, hits, cancelled))
    if any(h.kind == "threat" for h in hits):
        # A regret's clause is the complement of "shame" or "pity", and deserved violence the object of "needs" or
        # "deserves" ("needs acid thrown in her face"), which the parse may read as describing.
        kept = [h for h in hits if h.kind != "threat"
                or h.reason in (HIT["veiled"], FAMILY["threat_regret"], FAMILY["threat_deserved"])
                or not described(sentence, h)]
        if len(kept) < len(hits):
            cancelled.append(SET_ASIDE["described"])  # "I hope the woman who was stabbed gets justice"
            hits = kept
    if (back := GO_BACK.search(text)) and (kept := s.scope.kept(back.start(), back.end(), 0.85, cancelled)):
        hits.append(hit(norm, back.start(), back.end(), "identity_attack", kept[0], "",
                        HIT["go_back"], kept[1]))
    hits.extend(_disclaimed(s, cancelled))
    if ((turned := harsh_word_turned_on_person(text)) and not any(h.kind == "insult" for h in hits)
            and (kept := s.scope.kept(*turned, 0.8, cancelled))):
        hits.append(hit(norm, *turned, "insult", kept[0], "", HIT["turned_on_person"], kept[1]))
    hits.extend(_slurs(s, cancelled))
    for match in pats["profanity"].finditer(text):
        hits.append(hit(norm, match.start(), match.end(), "profanity", 0.7, "", HIT["profanity"]))
    for match in pats["sexual"].finditer(text):
        hits.append(hit(norm, match.start(), match.end(), "sexual", 0.6, "", HIT["sexual"]))
    if not s.first_group and not insulting and HARM.search(sentence):
        hits = _without_dangers(sentence, hits, cancelled)
    group_named = bool(s.first_group)
    attacked = any(h.kind in ("identity_attack", "threat", "insult") for h in hits)
    if group_named and not attacked and SUPPORTIVE.search(text):
        # Warm words are no support of a group that only a slur names ("happy birthday, <slur>").
        by_slur = all(any(m.start() < g.end() and g.start() < m.end() for m in pats["slur"].finditer(text))
                      for g in pats["group"].finditer(text))
        cancelled.append(SET_ASIDE["slur_supportive" if by_slur else "supportive"])
    if not attacked and EQUAL_WORTH.search(text):
        cancelled.append(SET_ASIDE["equal_worth"])
    if not attacked and pats["negated_violence"].search(text):
        cancelled.append(SET_ASIDE["negated"])
    if not attacked and ideas:
        cancelled.append(IDEA_CRITICISM)
    if not attacked and insulting and SET_ASIDE["negated"] not in cancelled and held(sentence, insult_spans(sentence)):
        cancelled.append(SET_ASIDE["negated"])  # "our librarians aren't idiots", "nobody here is a fool"
    # A swear word between a threat's words ("needs to be fucking shot"): its threats read without it are kept too.
    hits.extend(threats_read_without(sentence, tuple(hits), sentence_analysis))
    return SentenceRules(tuple(hits), tuple(cancelled), group_named)


def _without_dangers(sentence: str, hits: list[RuleHit], cancelled: list[str]) -> list[RuleHit]:
    """A danger a thing poses is no attack ("Smoking will kill you", "Those stairs will break your neck one day"): a
    threat hit on such a verb is set aside, and a sentence with no other attack is held like negated violence."""
    if any(h.kind == "threat" for h in hits) and (sure := harms_by_things(sentence, sure=True)):
        kept = [h for h in hits if h.kind != "threat" or not any(h.start <= a and b <= h.end for a, b in sure)]
        if len(kept) < len(hits):
            cancelled.append(SET_ASIDE["danger"])
            hits = kept
    if (SET_ASIDE["danger"] not in cancelled and not any(h.kind in ("identity_attack", "threat", "insult") for h in hits)
            and harms_by_things(sentence)):
        cancelled.append(SET_ASIDE["danger"])
    return hits


def _slurs(s: _Sentence, cancelled: list[str]) -> list[RuleHit]:
    """Slurs used against someone (not mentioned, reclaimed, in a harmless sense or cancelled)."""
    pats, text, out = _patterns(), s.text, []
    hostile, of_things = None, False
    for n, match in enumerate(pats["slur"].finditer(text)):
        if n == MAX_MATCHES:
            break
        term = re.sub(r"\s+", " ", match.group())
        group, reclaimable, homonym = slurs()[term]
        if homonym and homonym_context(text, term):
            cancelled.append(SET_ASIDE["harmless_sense"])
            continue
        if _MENTION.search(text, max(0, match.start() - 40), match.start()):
            cancelled.append(SET_ASIDE["mentioned"])
            continue
        if hostile is None:  # the same for every slur of the sentence
            found = [" ".join(m.group().split()) for m in pats["hostile"].finditer(text)]
            contempt = bool(found)
            # Contempt that a thing may be said to be too ("winter is such a …"): read per slur, below.
            of_things = contempt and all(word in CONTEMPT_OF_THINGS for word in found)
            hostile = (contempt, contempt or bool(_ADDRESSED.search(text)))
        contempt, aimed = hostile
        if (of_things and (reclaimable or homonym)
                and said_of_a_thing(s.source, *s.norm.source_span(match.start(), match.end()))):
            contempt, aimed = False, bool(_ADDRESSED.search(text))
        if reclaimable and pats["reclaim"].search(text) and not contempt:
            cancelled.append("reclaimed in-group use")
            continue
        if (reclaimable or homonym) and not aimed and not _handle_addressed(s, match):
            continue  # casual use: only an attack when aimed at someone or paired with contempt
        why: list[str] = []
        if not (kept := s.scope.kept(match.start(), match.end(), 0.9, why)):
            # A negated slur is still a slur: no card, but the sentence is not held at the cancelled cap.
            cancelled.extend(SET_ASIDE["slur_negated"] if reason == SET_ASIDE["negated"] else reason for reason in why)
            continue
        out.append(hit(s.norm, match.start(), match.end(), "identity_attack", kept[0], group, f"a slur against {group}",
                       kept[1]))
    return out


def _handle_addressed(s: _Sentence, match: re.Match) -> bool:
    """Whether an @-handle next to the slur addresses it ("@x f—", "f— @x"), in the writer's own text."""
    if "@" not in s.source:
        return False
    start, end = s.norm.source_span(match.start(), match.end())
    return bool(_HANDLE_BEFORE.search(s.source[max(0, start - 80):start]) or _HANDLE_AFTER.match(s.source[end:]))


def _inside_any(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    """True when `span` lies within one of `spans`."""
    return any(start <= span[0] and span[1] <= end for start, end in spans)


def _key_group(match: re.Match) -> str | int:
    """The named group holding a match's key words (k, k2, k3, k4), or the whole match."""
    return next((k for k in _KEY_GROUPS if match.groupdict().get(k)), 0)


def _disclaimed(s: _Sentence, cancelled: list[str]) -> list[RuleHit]:
    """"I'm not racist, but these people …": a disclaimer of prejudice followed, in the same sentence, by a group named
    or pointed at (a claim about the new estate's parking after it points at no one, so it is no finding)."""
    match = DISCLAIMER.search(s.text)
    if (not match or s.scope.inside_quotes(match.start(), match.end())
            or _patterns()["reported_before"].search(s.text[:match.start()])):
        return []  # "He opened with 'I'm not racist, but' …" reports the disclaimer
    rest = s.text[match.end():]
    named = _patterns()["group"].search(rest)
    if not named and not THOSE_PEOPLE.search(rest):
        return []
    group = named.group() if named else DISCLAIMED_GROUP.get(match.group("w"), "a group of people")
    end = len(s.text.rstrip(" .!?"))
    # The disclaimer's own "not" is part of the hit: only a denial of saying it, or a report of it, takes it out.
    if not (kept := s.scope.kept(match.start(), end, 0.6, cancelled, negation_is_the_attack=True)):
        return []
    return [hit(s.norm, match.start(), end, "identity_attack", kept[0], group,
                HIT["disclaimed"].format(group=group), kept[1])]


def _named_group(found: str) -> str:
    """The group a threat's reason names: a slur's own group ("threatens women"), so no explanation repeats a slur."""
    slur = slurs().get(found.lower())
    return slur[0] if slur else found


def _names_someone(text: str) -> bool:
    """Whether `text` names a person, a role or a body by a noun ("the councillors", "my neighbours"), not a pronoun."""
    return any(found.group().lower() not in _PRONOUNS for found in person_words().finditer(text))


def _them_is_a_thing(before: str, pronouns: bool) -> bool:
    """Whether "them" after a first command or a purpose stands for a thing: the words `before` it name no person by a
    noun (nor, with `pronouns`, by "him", "her", "them", "us" …: "bring them out so we can slap them")."""
    return not _names_someone(before) and not (pronouns and _PERSON_PRONOUN.search(before))


def _doer_named(violence: str, text: str, end: int) -> bool:
    """Whether violence names who or what would do it: a passive's doer after "by" other than the writer ("be killed by
    the migrants", not "by my brothers"), or the vehicle a person is run down by ("get hit by a car")."""
    if threats.run_down(violence):
        return True
    agent = participle(" ".join(violence.split())) and BY_AGENT.match(text, end)
    return bool(agent) and not _WRITERS_OWN.search(agent.group())


def _from_match(match: re.Match, kind: str, name: str, score: float, s: _Sentence,
                cancelled: list[str]) -> list[RuleHit]:
    """Turn one pattern match into a hit on its key words (the shortest span that carries it)."""
    pats = _patterns()
    groups = {k: v for k, v in match.groupdict().items() if v}
    key = next((k for k in _KEY_GROUPS if k in groups), None)
    target = next((groups[k] for k in ("g", "g2", "g3", "g4", "g5") if k in groups), "")
    start, end = match.span()
    if not (kept := s.scope.kept(start, end, score, cancelled, negation_is_the_attack=name in _NEGATION_IS_THE_ATTACK,
                                 deniable=name.startswith("threat"))):
        return []
    score, reported = kept
    target_group = target if target and (pats["group"].fullmatch(target) or target in group_adjectives()) else ""
    if target and not target_group and pats["pronoun"].fullmatch(target):
        # "they/these/them": an attack on a group only if the sentence names one; otherwise a personal insult.
        target_group = s.first_group.group() if s.first_group else ""
        if not target_group and name == "exclusion":
            return []  # "send them back to the shop": no group named, no one excluded for who they are
        if not target_group and kind == "identity_attack":
            kind, score, name = "insult", min(score, 0.7), "pronoun_derogation"
    if name == "threat_should_name" and not threats.named_person(s.norm, s.source, match):
        return []  # "The old boiler has to be killed", "Brexit needs to be killed off"
    if name == "threat_die" and not threats.told(s.norm, s.source, match):
        return []  # "I wanted to crawl into a hole and die", "Die Stadt …"
    if ("first" in groups and (any(k.startswith("pron") for k in groups) or key and _THEM.search(groups[key]))
            and _them_is_a_thing(groups["first"], pronouns=False)):
        return []  # "take your complaints outside and shoot them down", "get the plans and tear them to pieces"
    if (name == "threat_do" and key == "k4" and _THEM_AFTER.match(s.text, match.end(key))
            and _them_is_a_thing(s.text[:match.start()], pronouns=True)):
        return []  # "buy eggs so I can beat them": "them" after a purpose is what the clause before it named
    if name.startswith("threat"):
        target_group = s.first_group.group() if s.first_group else ""
        # "we'll destroy them on Saturday, 3-0", "he deserves to rot in prison"; a phrasal verb ("kill the vibe", "cut
        # her off") is no violence whoever the sentence names.
        why = not_violence(s.text, groups[key], match.end(key)) if key else ""
        if why and (why == "phrasal" or not target_group):
            cancelled.append(SET_ASIDE[why])
            return []
        # "She will be killed by the migrants", "I worry the kids will get hit by a car": a prediction of what others or
        # an accident will do, its doer named, calls for nothing; not when it falls on the reader ("you will be shot
        # by my brothers").
        if (key and PREDICTION.search(s.text, start, match.start(key))
                and not _READER.search(s.text, start, match.start(key))
                and _doer_named(groups[key], s.text, match.end(key))):
            cancelled.append(SET_ASIDE["foretold"])
            return []
        if not target_group and name in _READS_ITS_PERSON and not heads_its_phrase(s.text, start, end):
            return []
        # A wish that a person be thrown somewhere or executed falls on the words between the wish and the violence ("I
        # hope he gets thrown off a cliff", "I hope he faces the firing squad"); wishes of death keep their own
        # family's reading.
        if name == "threat_hope" and key and threats.thrown_or_executed(groups[key]):
            target = s.text[match.start():match.start(key)]
        # A body part in the threat ("break his leg") names the person it is aimed at.
        if not target_group and not (name in _NAMES_ITS_PERSON or (key and passive_at_person(target, groups[key]))
                                     or person_aimed_at(s.text, match.start(key) if key else start,
                                                        reciprocal=not PREDICTION.search(match.group()),
                                                        roles=bool(OWN_OR_CALLED.match(match.group().lstrip())))):
            return []  # "murder this burger", "kill the lights", "cut the police budget": aimed at no one
        # Approval of violence and a call to self-harm say what they do whoever they name; other families threaten.
        kind_reason = (FAMILY[name].format(g=target_group or "someone") if name in _SAYS_ITS_OWN_REASON
                       else HIT["threat_at_group"].format(group=_named_group(target_group)) if target_group
                       else FAMILY[name])
    else:
        if kind == "identity_attack" and not target_group:
            return []
        kind_reason = FAMILY[name].format(g=target_group or "someone")
    if name == "insult" and key and pats["group"].search(s.text, start, match.start(key)):
        return []  # "calling women disgusting": the word is said of a group, the identity rules judge it
    span_start, span_end = start, end
    if name == "insult" and key:
        span_start, span_end = match.span(key)
    elif name.startswith("threat"):
        span_start = max(start, s.scope.own_clause(end))  # the threat, not the condition before it
    return [hit(s.norm, span_start, span_end, kind, score, target_group, kind_reason, reported)]
