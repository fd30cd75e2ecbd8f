"""Hand-written vocabularies and sentences of a judge, read from the JSON files in its package's data/ folder."""

import json
from pathlib import Path


def read_json(module_file: str, name: str) -> dict:
    """`data/<name>` beside `module_file`, without its "_about" header note (which says what the file is)."""
    path = Path(module_file).resolve().parent / "data" / name
    content = json.loads(path.read_text(encoding="utf-8"))
    return {key: value for key, value in content.items() if key != "_about"}


def warm_up_text(name: str) -> str:
    """The start-up text of one judge or probe (core/data/warm_up.json)."""
    return read_json(__file__, "warm_up.json")[name]
