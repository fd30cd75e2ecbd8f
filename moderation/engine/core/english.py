"""Whether a word is English as spaCy's small English pipeline knows it: its rule lemmatiser's tables (WordNet's base
forms by part of speech, suffix rules, irregular forms), read once from the installed package (no download).

The toxicity normaliser repairs obfuscated words towards the words its rules read; a word of English is no
obfuscation ("setback" is not a misspelt slur, "racists" not "rapists").
"""

from functools import lru_cache
from pathlib import Path

from moderation.engine.core.parse import PACKAGE

_PARTS = ("noun", "verb", "adj", "adv")


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, frozenset[str]], dict[str, tuple[tuple[str, str], ...]], dict[str, tuple[str, ...]]]:
    """(base forms by part of speech, suffix rules by part of speech, irregular forms of every part → base forms)."""
    from spacy.lookups import Lookups
    from spacy.util import get_package_path

    # The lemmatiser's tables read from the package's files: no second pipeline beside the parse's.
    folder = next(Path(get_package_path(PACKAGE)).glob(f"{PACKAGE}-*")) / "lemmatizer" / "lookups"
    lookups = Lookups().from_disk(folder)
    index, rules, exc = (lookups.get_table(name) for name in ("lemma_index", "lemma_rules", "lemma_exc"))
    bases = {part: frozenset(index[part]) for part in _PARTS}
    suffixes = {part: tuple((old, new) for old, new in rules.get(part, ())) for part in _PARTS}
    irregular: dict[str, tuple[str, ...]] = {}
    for part in _PARTS:
        for word, bases_of in (exc[part].items() if part in exc else ()):
            irregular[word] = irregular.get(word, ()) + tuple(bases_of)
    return bases, suffixes, irregular


def lemmas(word: str, parts: tuple[str, ...] = _PARTS) -> frozenset[str]:
    """The base forms a lower-case word is or reduces to by the lemmatiser's rules of `parts` and its irregular forms
    ("setbacks" → {"setback"}, "glassed" → {"glass"}, "dumbest" → {"dumb"}); empty when it is no word of English."""
    bases, suffixes, irregular = _tables()
    found = set(irregular.get(word, ()))
    for part in parts:
        if word in bases[part]:
            found.add(word)
        found.update(word[:len(word) - len(old)] + new for old, new in suffixes[part]
                     if old and word.endswith(old) and word[:len(word) - len(old)] + new in bases[part])
    return frozenset(found)


def is_english(word: str) -> bool:
    """Whether a lower-case word is an English base form or an inflection of one."""
    return bool(lemmas(word))


def is_noun(word: str) -> bool:
    """Whether a lower-case word is an English noun or a noun's plural ("jealousy", "printers"; not "gabby")."""
    nouns = _tables()[0]["noun"]
    return any(base in nouns for base in lemmas(word, ("noun",)))
