"""The article of the latency benchmarks and German sentences for the worst-case inputs, from the slot pools in
benchmarks/sets/data/latency.tsv (the comments are new text: fresh_text.py), and the benchmarks' few fixed texts
(sets/data/fixed_texts.tsv: a warm-up comment, the article's title, a neighbour's comment, a prose line)."""

from pathlib import Path

from moderation.engine.training.sentences_io import read_tsv, slots

_DATA = Path(__file__).resolve().parent / "sets" / "data"
_POOLS = slots(_DATA / "latency.tsv")
ARTICLE = _POOLS["article"][0]
GERMAN = _POOLS["german"]  # sentences for the worst-case inputs on the multilingual path
FIXED = {row["name"]: row["text"] for row in read_tsv(_DATA / "fixed_texts.tsv")}
