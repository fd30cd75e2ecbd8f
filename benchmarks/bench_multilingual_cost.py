"""What other languages cost (run on a quiet machine): language detection per comment, and the megacall with every
check on real German, French and Portuguese comments against real English ones of the same length, each also as a
ratio to the floor (benchmarks/floor.py: one pass of the registry package's graph, one thread, over the same
comment, as issue 30 defines it) measured in the same run."""

import random
import statistics
import time
from pathlib import Path

import pandas as pd

from benchmarks.bench_latency import _every_check
from benchmarks.floor import Floor
from benchmarks.fresh_text import fresh, hit_rate, sentence_hits
from benchmarks.latency_text import ARTICLE
from moderation import engine
from moderation.engine.core.splits import is_validation

SAMPLE = 40
WORDS = (20, 60)
SOURCES = {"en": ("tone/isarcasm_train.csv", "tweet"), "de": ("multilingual/germeval2018_de.csv", "text"),
           "fr": ("multilingual/mlma_fr.csv", "tweet"), "pt": ("multilingual/toldbr_pt.csv", "text")}


def _comments(data_dir: Path, path: str, column: str) -> list[str]:
    texts = [str(t) for t in pd.read_csv(data_dir / path)[column].dropna()
             if is_validation(str(t)) and WORDS[0] <= len(str(t).split()) <= WORDS[1]]
    return random.Random(1234).sample(texts, SAMPLE)


def _ms(call, text: str) -> float:
    started = time.perf_counter()
    call(text)
    return (time.perf_counter() - started) * 1000


def _megacall(checks: dict, text: str) -> None:
    """Every check, as the route runs them: the English encoder's plain layers only for a comment judged in its own
    language (its comment score is the multilingual judge's; spam, relevance and coded language read the English
    vectors), the whole graft otherwise."""
    judged = engine.judged_language(text) is not None
    engine.analyse(text).precompute(engine.Needs.EMBEDDINGS if judged else engine.Needs.TONE)
    language = engine.detect_language(text)
    for name, call in checks.items():
        call(text) if name != "external" else engine.score_attributes(
            text, ["TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT"], True,
            language=language.language if language.confident and language.language in ("es", "fr", "de", "pt", "it")
            else "en")


def run(data_dir: Path) -> str:
    """p50 per language: detection, megacall, floor and megacall ÷ floor."""
    engine.warm_up()
    checks = _every_check(engine.build_article(ARTICLE))
    floor = Floor()
    rows = ["| comments (validation parts, 20–60 words) | detection µs p50 | floor ms p50 | megacall ms p50 | "
            "megacall ÷ floor | sentence-cache hits |", "|---|---|---|---|---|---|"]
    for language, (path, column) in SOURCES.items():
        texts = _comments(data_dir, path, column)
        _megacall(checks, fresh().comment(40))  # warms this path on a text that is not measured
        detect = [_ms(engine.detect_language, t) * 1000 for t in texts]
        floors = [floor.ms(t) for t in texts]
        before = sentence_hits()
        calls = [_ms(lambda t: _megacall(checks, t), t) for t in texts]
        hits = hit_rate(before, sentence_hits())
        ratio = statistics.median(c / f for c, f in zip(calls, floors))
        print(f"{language}: detect {statistics.median(detect):.0f} us, floor {statistics.median(floors):.1f} ms, "
              f"megacall {statistics.median(calls):.1f} ms, ratio {ratio:.2f}, cache hits {hits:.1%}", flush=True)
        rows.append(f"| {language} | {statistics.median(detect):.0f} | {statistics.median(floors):.1f} | "
                    f"{statistics.median(calls):.1f} | {ratio:.2f} | {hits:.1%} |")
    return "\n".join(["## Cost of other languages (in process)", "", *rows])
