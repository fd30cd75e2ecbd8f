"""English names of the languages an explanation may name (data/names.json)."""

from moderation.engine.core.datafile import read_json

_NAMES: dict[str, str] = read_json(__file__, "names.json")["names"]


def language_name(code: str) -> str:
    """The language's English name (the code itself for one the list lacks)."""
    return _NAMES.get(code, code)
