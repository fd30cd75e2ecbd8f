"""New text for the speed benchmarks: comments in which no sentence repeats across the whole run (issue 37).

The encoder caches per sentence, so a benchmark that repeats sentences measures the cache. Sentences come first from
real English comments in ../shared/data (read at run time, shuffled by a fixed seed, each as the engine segments
it), then, once those are used up or when the data is absent, from the slot pools of sets/data/latency.tsv with a
serial number that makes each one new. One process-wide source hands each sentence out once, whichever benchmark
asks; `sentence_hits` reads the encoder's cache counters so every row can print its hit rate beside it.
"""

import random
import threading
from collections.abc import Iterator
from pathlib import Path

from moderation.engine.core.text import sentences
from moderation.engine.training.common import SEED, data_dir
from moderation.engine.training.sentences_io import slots

# Real English comments: (file under ../shared/data, text column). Validation and train parts alike: speed reads
# no label, and no judgement is chosen on these runs.
REAL = (("perspective/wikipedia_scored_sample.csv", "comment_text"), ("toxicity/edos_sexism.csv", "text"),
        ("toxicity/jigsaw_samples.csv", "text"), ("toxicity/davidson_tweets.csv", "tweet"),
        ("toxicity/stormfront_sentences.csv", "text"), ("tone/isarcasm_train.csv", "tweet"))
WORDS = (4, 40)  # a sentence's words: shorter ones are fragments, longer ones run-ons
_POOLS = slots(Path(__file__).resolve().parent / "sets" / "data" / "latency.tsv")


def _real(folder: Path, rng: random.Random) -> list[str]:
    """Every English sentence of the real comments under `folder` (none when it is absent), shuffled: the language
    detector's best guess for it is English (the Wikipedia sample holds Dutch and German talk too, which the compat
    path rightly refuses for attributes judged in English only: a 400 in the middle of a speed run)."""
    import pandas as pd

    from moderation.engine.language import detect_language

    found: list[str] = []
    for path, column in REAL:
        if not (folder / path).exists():
            continue
        for comment in pd.read_csv(folder / path, usecols=[column])[column].dropna().astype(str):
            flat = " ".join(comment.split())
            found += [s.text for s in sentences(flat) if WORDS[0] <= len(s.text.split()) <= WORDS[1]
                      and detect_language(s.text).language == "en"]
    rng.shuffle(found)
    return found


def _written(rng: random.Random) -> Iterator[str]:
    """Slot sentences without end: each carries a serial number, so none repeats."""
    serial = 0
    while True:
        serial += 1
        yield (f"{rng.choice(_POOLS['opening'])} {rng.choice(_POOLS['subject'])} {rng.choice(_POOLS['claim'])} "
               f"{rng.choice(_POOLS['tail']).rstrip('.')}, as note {serial} says.")


class FreshText:
    """Hands out sentences and comments, each sentence once per process (thread-safe)."""

    def __init__(self, folder: Path | None = None, seed: int = SEED) -> None:
        self._rng = random.Random(seed)
        self._real = iter(_real(folder if folder is not None else data_dir(), self._rng))
        self._written = _written(self._rng)
        self._seen: set[str] = set()
        self._lock = threading.Lock()
        self.real = self.written = 0  # sentences handed out from each source

    def _next(self) -> str:
        for sentence in self._real:
            if sentence not in self._seen:
                self.real += 1
                return sentence
        self.written += 1
        return next(self._written)

    def sentence(self) -> str:
        """A sentence never handed out before in this process."""
        with self._lock:
            text = self._next()
            self._seen.add(text)
            return text

    def comment(self, words: int) -> str:
        """A comment of about `words` words (at least one sentence), its sentences all new."""
        parts, length = [], 0
        while length < words:
            parts.append(self.sentence())
            length += len(parts[-1].split())
        return " ".join(_ended(p) for p in parts)

    def comments(self, count: int, words: int) -> list[str]:
        """`count` comments of about `words` words each."""
        return [self.comment(words) for _ in range(count)]

    def draft(self, count: int) -> list[str]:
        """`count` new sentences, for a draft edited sentence by sentence."""
        return [_ended(self.sentence()) for _ in range(count)]


def _ended(sentence: str) -> str:
    """The sentence with an end mark, so joined sentences stay apart as the engine segments them."""
    return sentence if sentence[-1] in ".!?…\"')" else sentence + "."


_SHARED: list[FreshText] = []
_SHARED_LOCK = threading.Lock()


def fresh() -> FreshText:
    """The process's one source of new text (made on first use)."""
    with _SHARED_LOCK:
        if not _SHARED:
            _SHARED.append(FreshText())
        return _SHARED[0]


def sentence_hits() -> tuple[int, int]:
    """(hits, lookups) of the English encoder's sentence cache in this process so far, for comments' own sentences
    (a rewrite candidate's re-check, which reads what its own request just encoded, is counted apart)."""
    from moderation.engine import sentence_cache_counts
    return sentence_cache_counts()


def hit_rate(before: tuple[int, int], after: tuple[int, int]) -> float:
    """Hits ÷ lookups between two readings (0 when nothing was looked up)."""
    lookups = after[1] - before[1]
    return (after[0] - before[0]) / lookups if lookups else 0.0


def served_hits(base_url: str) -> tuple[int, int]:
    """(hits, lookups) of a running service's sentence cache for comments' own sentences, summed over its workers,
    from its /metrics."""
    import httpx

    hits = misses = 0.0
    for line in httpx.get(f"{base_url}/metrics", timeout=30).text.splitlines():
        if line.startswith("moderation_sentence_cache_lookups_total{") and 'purpose="comment"' in line:
            value = float(line.rsplit(" ", 1)[1])
            hits, misses = (hits + value, misses) if 'result="hit"' in line else (hits, misses + value)
    return int(hits), int(hits + misses)
