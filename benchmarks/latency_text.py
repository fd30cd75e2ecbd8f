"""The article of the latency benchmarks and German sentences for the worst-case inputs, from the slot pools in
benchmarks/sets/data/latency.tsv (the comments are new text: fresh_text.py)."""

from pathlib import Path

from moderation.engine.training.sentences_io import slots

_POOLS = slots(Path(__file__).resolve().parent / "sets" / "data" / "latency.tsv")
ARTICLE = _POOLS["article"][0]
GERMAN = _POOLS["german"]  # sentences for the worst-case inputs on the multilingual path
