"""Latency per judge (p50/p99 over generated comments) and of every check on a 60-word comment as the
megacall runs them (one shared analysis, judges side by side in worker threads)."""

import importlib.util
import random
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from moderation import engine
from moderation.engine.training.common import SEED

_OPENINGS = ["Honestly,", "I think", "To be fair,", "From what I can see,", "My neighbour says", "Frankly,",
             "As a cyclist,", "Looking at the plans,", "In my view,", "Having lived here for years,"]
_SUBJECTS = ["the new footbridge", "the council's budget", "the lighting consultation", "the contractor",
             "the loss of the riverside trees", "the mayor's promise", "the shared deck for bikes",
             "the spring opening date", "the walk to the station", "the cost overrun"]
_CLAIMS = ["looks like money well spent", "was handled badly from the start", "deserves a second look",
           "will help families on the east bank", "ignores what residents asked for", "is better than nothing",
           "could have been cheaper", "makes the town feel connected", "needs clearer answers", "is a pleasant surprise"]
_TAILS = ["because the old crossing was dangerous.", "but nobody asked the people who live nearby.",
          "and I hope they publish the figures.", "though the timing is odd.", "so let's see how it works out.",
          "which is what we were promised.", "unless the costs keep rising.", "and the school run will be easier."]
ARTICLE = ("Riverton council has approved a new footbridge across the Calder river. The bridge will cost 4.2 million "
           "pounds and is expected to open next spring. Mayor Linda Okafor said the crossing would cut walking times "
           "to the station by twenty minutes. Some residents have objected to the loss of trees on the east bank. "
           "The contractor says construction will begin in March. Cyclists will share the deck with pedestrians.")


def _sentence(rng: random.Random) -> str:
    return f"{rng.choice(_OPENINGS)} {rng.choice(_SUBJECTS)} {rng.choice(_CLAIMS)} {rng.choice(_TAILS)}"


def _comments(rng: random.Random, count: int, words: int) -> list[str]:
    """Distinct comments of about `words` words (distinct so that no cache hides the work)."""
    seen: set[str] = set()
    while len(seen) < count:
        parts: list[str] = []
        while sum(len(p.split()) for p in parts) < words:
            parts.append(_sentence(rng))
        seen.add(" ".join(parts))
    return sorted(seen)


def _judges(article) -> dict[str, Callable[[str], object]]:
    """Every judge whose module exists yet, as a one-argument call."""
    available = {name: importlib.util.find_spec(f"moderation.engine.{name}") is not None
                 for name in ("spam", "relevance", "dogwhistles", "llmdetect", "commentscore", "attributes")}
    calls: dict[str, Callable[[str], object]] = {}
    if available["spam"]:
        calls["spam"] = lambda c: engine.check_spam(c, article, [123456789, -987654321])
    if available["relevance"]:
        calls["relevance"] = lambda c: engine.check_relevance(c, article, ["politics", "religion"])
    if available["dogwhistles"]:
        calls["dogwhistle"] = lambda c: engine.check_dogwhistle(c, article)
    if available["llmdetect"]:
        calls["llm_detect"] = engine.detect_llm
    if available["commentscore"]:
        calls["comment_score"] = lambda c: engine.score_comment(c, article)
    if available["attributes"]:
        calls["attributes"] = lambda c: engine.score_attributes(c, sorted(engine.supported_attributes()), True)
    return calls


def _timed(function: Callable[[], object]) -> float:
    started = time.perf_counter()
    function()
    return (time.perf_counter() - started) * 1000


def _share(comment: str) -> None:
    """Segment and embed the comment once, as the megacall route does before starting the judges."""
    analysis = engine.analyse(comment)
    analysis.sentence_embeddings  # noqa: B018 - computed and cached here
    analysis.embedding  # noqa: B018


def _percentiles(values: list[float]) -> tuple[float, float]:
    return float(np.percentile(values, 50)), float(np.percentile(values, 99))


def run(data_dir: Path) -> str:  # noqa: ARG001 - latency needs no data set
    """Time each judge over 200 comments (analysis included), then the megacall-like run on 60-word comments."""
    rng = random.Random(SEED)
    article = engine.build_article(ARTICLE, title="Riverton approves new footbridge over the Calder")
    judges, broken = {}, {}
    for name, call in _judges(article).items():  # first calls load models and lexicons
        try:
            call("A first comment to load everything.")
            judges[name] = call
        except Exception as error:  # noqa: BLE001 - a judge still being built must not stop the others' figures
            broken[name] = f"{type(error).__name__}: {error}"
            print(f"{name:<14} skipped ({broken[name]})", flush=True)
    rows = []
    for name, call in judges.items():
        times = [_timed(lambda c=c: call(c)) for c in _comments(rng, 200, 25)]
        prepared = _comments(rng, 100, 25)
        for comment in prepared:  # the judge's own work, as in a megacall where the analysis is shared
            _share(comment)
        own = [_timed(lambda c=c: call(c)) for c in prepared]
        p50, p99 = _percentiles(times)
        own50, own99 = _percentiles(own)
        rows.append((name, p50, p99, own50, own99))
        print(f"{name:<14} p50={p50:6.1f} ms  p99={p99:6.1f} ms  (analysis shared: p50={own50:.1f} p99={own99:.1f})",
              flush=True)
    long_comments = _comments(rng, 60, 60)
    sequential, concurrent = [], []
    with ThreadPoolExecutor(max_workers=len(judges) or 1) as pool:
        for comment in long_comments[:30]:
            sequential.append(_timed(lambda c=comment: [call(c) for call in judges.values()]))
        for comment in long_comments[30:]:
            def megacall(c: str = comment) -> None:
                _share(c)
                list(pool.map(lambda call: call(c), judges.values()))
            concurrent.append(_timed(megacall))
    seq50, seq99 = _percentiles(sequential)
    con50, con99 = _percentiles(concurrent)
    print(f"all judges, 60 words, one after another: p50={seq50:.1f} ms p99={seq99:.1f} ms", flush=True)
    print(f"all judges, 60 words, megacall-style threads: p50={con50:.1f} ms p99={con99:.1f} ms", flush=True)
    missing = sorted({"spam", "relevance", "dogwhistle", "llm_detect", "comment_score", "attributes"} - set(judges))
    missing = [f"{name} ({broken[name]})" if name in broken else name for name in missing]
    lines = ["## Latency", "", "200 generated comments of ~25 words per judge (analysis and embedding "
             "included, nothing cached); 30 + 30 comments of ~60 words for the combined run. Shared 2-core machine: "
             "other work running at the same time inflates the figures.", "",
             "| judge | p50 ms | p99 ms | p50 ms, analysis shared | p99 ms, analysis shared |", "|---|---|---|---|---|"]
    lines += [f"| {name} | {p50:.1f} | {p99:.1f} | {o50:.1f} | {o99:.1f} |" for name, p50, p99, o50, o99 in rows]
    lines += [f"| all judges, 60 words, sequential | {seq50:.1f} | {seq99:.1f} | | |",
              f"| all judges, 60 words, megacall (shared analysis, threads) | {con50:.1f} | {con99:.1f} | | |",
              "", "Target: megacall p50 ≤ 30 ms." + (f" Judges not measured (absent or failing to load): {', '.join(missing)}." if missing else "")]
    return "\n".join(lines)
