"""The committed dogwhistle lexicon (built by training/dogwhistles/train.py) and its surface-form matcher."""

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

MODELS_DIR = Path(__file__).resolve().parent / "models"
LEXICON_PATH = MODELS_DIR / "lexicon.json"
VECTORS_PATH = MODELS_DIR / "vectors.npz"

# Any word in triple parentheses is the antisemitic "echo" marker, whatever the word: up to 40 characters that
# start and end with non-space (no newline inside), spaces around them. The spaces are taken possessively, so a
# long run after "(((" is read once instead of once per way to split it.
_ECHO = re.compile(r"\(\(\(\s*+[^()\s][^()\n]{0,39}?\s*+\)\)\)")
_ECHO_TERM = "triple parentheses"
_TOKEN = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Entry:
    """One coded term: what it signals and to whom."""

    term: str
    category: str
    type: str
    register: str  # formal | informal
    meaning: str  # the covert meaning, in the project's own words
    row: int  # row of its coded-reading vector


@dataclass(frozen=True)
class FormMatch:
    """A surface form found in the comment; `text == comment[start:end]`."""

    entry: Entry
    start: int
    end: int
    text: str
    ambiguity: float  # 0 = only ever code, 1 = an everyday word that needs context
    benign_row: int  # row of the form's ordinary-reading vector, -1 when it has none
    baseline: float  # coded-minus-ordinary similarity of neutral sentences that mention the form


@dataclass(frozen=True)
class _Form:
    entry: Entry
    form: str
    ambiguity: float
    case_sensitive: bool
    benign_row: int
    baseline: float


class Lexicon:
    """Loaded once per process: entries, form index, one combined regular expression, vectors."""

    def __init__(self, lexicon_path: Path = LEXICON_PATH, vectors_path: Path = VECTORS_PATH) -> None:
        if not lexicon_path.exists():
            raise FileNotFoundError(f"{lexicon_path} is missing: run `python -m moderation.engine.training dogwhistles`")
        data = json.loads(lexicon_path.read_text(encoding="utf-8"))
        vectors = np.load(vectors_path)
        self.coded_vectors = vectors["coded"].astype(np.float32)
        self.benign_vectors = vectors["benign"].astype(np.float32)
        self.entries: list[Entry] = []
        self._forms: dict[str, list[_Form]] = {}
        for row, raw in enumerate(data["entries"]):
            entry = Entry(raw["term"], raw["category"], raw["type"], raw["register"], raw["meaning"], row)
            self.entries.append(entry)
            for f in raw["forms"]:
                key = _normalise(f["form"]).lower()
                self._forms.setdefault(key, []).append(
                    _Form(entry, f["form"], f["ambiguity"], f["case_sensitive"], f["benign_row"], f["baseline"]))
        self._echo_entry = next((e for e in self.entries if e.term == _ECHO_TERM), None)
        # One small pattern per form, indexed by its first word: a comment only tries the forms whose first
        # word it contains (one big alternation of ~1000 forms costs tens of milliseconds per comment).
        self._by_token: dict[str, list[tuple[str, re.Pattern]]] = {}
        self._always: list[tuple[str, re.Pattern]] = []
        for key in self._forms:
            compiled = (key, re.compile(_bounded(key), re.IGNORECASE))
            tokens = _TOKEN.findall(key)
            if tokens:
                self._by_token.setdefault(tokens[0], []).append(compiled)
            else:
                self._always.append(compiled)

    @property
    def categories(self) -> list[str]:
        """Every category named by the lexicon."""
        return sorted({e.category for e in self.entries})

    def find(self, text: str) -> list[FormMatch]:
        """Every surface form in the text (non-overlapping, longest first), with verbatim spans."""
        normalised = _normalise(text)
        candidates = list(self._always)
        for token in set(_TOKEN.findall(normalised.lower())):
            candidates.extend(self._by_token.get(token, ()))
        spans: list[tuple[int, int, str]] = []
        for key, pattern in candidates:
            spans.extend((m.start(), m.end(), key) for m in pattern.finditer(normalised))
        found: list[FormMatch] = []
        taken_until = -1
        for start, end, key in sorted(spans, key=lambda s: (s[0], -(s[1] - s[0]))):
            if start < taken_until:
                continue  # inside a longer form found first, as one alternation would have done
            taken_until = end
            matched = normalised[start:end]
            for form in self._forms.get(key, []):
                if form.case_sensitive and matched != _normalise(form.form):
                    continue
                found.append(FormMatch(form.entry, start, end, text[start:end], form.ambiguity, form.benign_row,
                                       form.baseline))
        if self._echo_entry is not None:
            taken = {(m.start, m.end) for m in found}
            for match in _ECHO.finditer(text):
                if match.span() not in taken:
                    found.append(FormMatch(self._echo_entry, match.start(), match.end(), match.group(), 0.0, -1, 0.0))
        return sorted(found, key=lambda m: (m.start, m.entry.row))


def _normalise(text: str) -> str:
    """Same-length normalisation (curly apostrophes and quotes), so offsets stay exact."""
    return text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')


def _bounded(form: str) -> str:
    """A form as a pattern that matches whole words only (hashtags and emoji need no word boundary)."""
    pattern = re.escape(form)
    if form[:1].isalnum() or form[:1] == "#":
        pattern = r"(?<![\w#@])" + pattern
    if form[-1:].isalnum():
        pattern += r"(?![\w])"
    return pattern


@lru_cache(maxsize=1)
def get_lexicon() -> Lexicon:
    """The process-wide lexicon."""
    return Lexicon()
