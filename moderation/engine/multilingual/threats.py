"""Threats read by rules in the multilingual judge's languages, and model readings of a threat the sentence
contradicts set aside (word lists in data/threats.json; benchmarks/CHOICES.md, "Threats read by rules in other
languages").

A rule reads: violence aimed at the reader or announced by the writer; a wish, a call or a deserving followed by a
violent word in the same clause (not negated, not in a clause that describes a person); knowing where someone lives;
a place set on fire with a person inside; a veiled phrase. The THREAT head's reading is held under the flag only
where the sentence says its violence is no threat: an idiom, a report, a condemnation, a clause that describes a
victim, a game or a match."""

import re
from bisect import bisect_left, bisect_right

from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.datafile import read_json

_DATA = read_json(__file__, "threats.json")
RAISED = 0.9  # a sentence's THREAT when a rule reads a threat in it
HELD = 0.45  # the most a model reading the sentence contradicts keeps (under the 0.5 flag)
FRAME_REACH = 60  # characters from a wish or a call to its violent word (about eight words)
NEGATION_REACH = 20  # characters before a frame or a violent word a negator reaches back
ANY = "*"  # a comment of no certain language: every language's rules may read it (ANY + a best guess: see `uncertain`)
_CLAUSE_END = re.compile(r"[.!?;:]")


def whole_words(fragments: list[str]) -> re.Pattern:
    """A list of regex fragments as one whole-word, case-folded alternation (the insult rules' lists too); an empty
    list matches nothing (its empty alternation would match everywhere)."""
    if not fragments:
        return re.compile(r"(?!)")
    # The end is a word's end only when the match ends in a letter: "qu'" in "j'espère qu'on" ends at its apostrophe.
    return re.compile(rf"(?<!\w)(?:{'|'.join(fragments)})(?:(?<=\w)(?!\w)|(?<!\w))", re.IGNORECASE)


_PATTERNS = {(language, name): whole_words(fragments) for language, lists in _DATA.items()
             for name, fragments in lists.items() if fragments}


def _thrown_pattern(lists: dict[str, list[str]]) -> re.Pattern:
    """A person thrown somewhere: a verb, its person and the place (the person may come first, before a verb at the
    end: "… in den Fluss werfen"), or a verb with its pronoun attached and the place; a few words may come between."""
    verbs, persons, places = (f"(?:{'|'.join(lists[name])})" for name in ("thrown_verbs", "persons", "places"))
    forms = [rf"{verbs}\s+{persons}(?:\S+\s+){{0,4}}?{places}",
             rf"{persons}(?:\S+\s+){{0,6}}?{places}\s+(?:\S+\s+){{0,2}}?{verbs}"]
    if lists["thrown_clitic"]:
        forms.append(rf"(?:{'|'.join(lists['thrown_clitic'])})\s+(?:\S+\s+){{0,4}}?{places}")
    return whole_words(forms)


_PATTERNS.update({(language, "thrown"): _thrown_pattern(lists) for language, lists in _DATA.items()
                  if "thrown_verbs" in lists})
# A condition's conjunction and the few words that may come before its negator, ending where the negator starts.
_PATTERNS.update({(language, "condition_before"): re.compile(rf"{_PATTERNS[(language, 'conditional')].pattern}\s*$",
                                                             re.IGNORECASE)
                  for language, lists in _DATA.items() if "conditional" in lists})


def _pattern(language: str, name: str) -> re.Pattern:
    """The compiled list (all are compiled at import: the pattern budget test reads every one)."""
    return _PATTERNS[(language, name)]


def _negated(text: str, start: int, language: str) -> bool:
    """A negator in the few words before `start` (within the clause), unless it is a condition's, right after its
    conjunction ("si no borras eso te mato": the "no" is the condition's; "si me lo pides no te mato" keeps it)."""
    clause_start = max(text.rfind(mark, 0, start) for mark in ",.!?;:") + 1
    window = max(clause_start, start - NEGATION_REACH)
    negator = _pattern(language, "negation").search(text, window, start)
    if negator is None:
        return False
    return (language, "conditional") not in _PATTERNS or \
        _pattern(language, "condition_before").search(text[clause_start:negator.start()]) is None


def _framed(text: str, language: str) -> bool:
    """A wish, a call or a deserving with a violent word after it in the same clause, neither negated nor in a clause
    that describes a person. Each frame looks only at the violent words within its reach (linear in the text)."""
    violence = list(_pattern(language, "violence").finditer(text))
    if not violence:
        return False
    starts = [word.start() for word in violence]
    for frame in _pattern(language, "frames").finditer(text):
        if _negated(text, frame.start(), language):
            continue
        for word in violence[bisect_left(starts, frame.end()):bisect_right(starts, frame.end() + FRAME_REACH)]:
            between = text[frame.end():word.start()]
            if _CLAUSE_END.search(between) or _pattern(language, "describing").search(between) \
                    or _pattern(language, "negation").search(between):
                continue
            return True
    return False


def _thrown(text: str, language: str) -> bool:
    """A person thrown into water, off a height, out of a window or before a train, as a command (opening its
    clause, or after "let's" or "and") or after a wish or a call within reach in the same clause; not negated."""
    for found in _pattern(language, "thrown").finditer(text):
        if _negated(text, found.start(), language):
            continue
        clause = _CLAUSE_END.split(text[:found.start()])[-1]
        if not clause.strip(" ,¡¿-—\"'«»„“") or _pattern(language, "lets").fullmatch(clause.strip()):
            return True
        if any(len(clause) - frame.end() <= FRAME_REACH and not _negated(clause, frame.start(), language)
               for frame in _pattern(language, "frames").finditer(clause)):
            return True
    return False


def _inside(text: str, language: str) -> bool:
    """Fire wished or called on a place with a person in it."""
    fire = _pattern(language, "fire").search(text)
    return fire is not None and _pattern(language, "inside").search(text, fire.end()) is not None \
        and not _negated(text, fire.start(), language)


def _without_idioms(text: str, language: str) -> str:
    """`text` with its everyday violent idioms ("kill time", "die laughing") blanked, offsets kept."""
    return _pattern(language, "idioms").sub(lambda m: " " * len(m.group()), text)


# A comment the detector leans to English without confidence is read by every language's rules to decide whether
# it is undetermined (engine.detect_language), then again by the judge that reads it: the second reading is a lookup.
@bytes_cache(1024 * 1024)
def reading(sentence: str, language: str) -> str:
    """Which rule reads a threat in `sentence` ("" when none does, or the language has no rules)."""
    if language not in _DATA:
        return ""
    sentence = _without_idioms(sentence, language)
    for family in ("you", "own", "intimidation"):
        found = _pattern(language, family).search(sentence)
        if found is not None and not _negated(sentence, found.start(), language):
            return family
    if _pattern(language, "veiled").search(sentence):
        return "veiled"
    if _inside(sentence, language):
        return "inside"
    if _thrown(sentence, language):
        return "thrown"
    return "frame" if _framed(sentence, language) else ""


def unsupported(sentence: str, language: str) -> bool:
    """Whether the sentence contradicts a model reading of a threat: it is about a game, a match, a recipe or
    surgery; or its violent words are only in everyday idioms ("kill time") or in the past tenses that report ("the
    man who killed her"), or each is reported, condemned or negated. A sentence with no violent word the lists know
    is left to the model (a threat in other words is still a threat)."""
    if language not in _DATA:
        return False
    if _pattern(language, "contexts").search(sentence):
        return True
    if not (_pattern(language, "violence").search(sentence) or _pattern(language, "past").search(sentence)):
        return False
    sentence = _without_idioms(sentence, language)
    reported = _pattern(language, "reported")
    past = [(m.start(), m.end()) for m in _pattern(language, "past").finditer(sentence)]
    return all(_negated(sentence, w.start(), language)
               or any(a <= w.start() < b for a, b in past)
               or reported.search(sentence[max(0, w.start() - 25):w.start()]) is not None
               for w in _pattern(language, "violence").finditer(sentence))


def uncertain(best_guess: str) -> str:
    """The `language` to pass for a comment of no certain language whose likeliest is `best_guess`."""
    return ANY + best_guess


def threat_readings(sentences: list[str], model: list[float], language: str | None) -> tuple[list[float], bool]:
    """Each sentence's THREAT after the rules (raised where one reads a threat, held under the flag where the
    sentence contradicts the model's reading), and whether any reading was held. With `language` uncertain(…)
    every language's rules may raise a reading and only the likeliest language's may hold one."""
    if language is not None and language.startswith(ANY):
        languages, language = tuple(_DATA), language[len(ANY):]
    elif language in _DATA:
        languages = (language,)
    else:
        return list(model), False
    hold = language in _DATA
    out, held = [], False
    for text, value in zip(sentences, model):
        if any(reading(text, code) for code in languages):
            out.append(max(value, RAISED))
        elif hold and value > HELD and unsupported(text, language):
            out.append(HELD)
            held = True
        else:
            out.append(value)
    return out, held
