"""Local batch run: chunks of rows scored by a process pool, each finished chunk written at once, tqdm on stderr."""

import multiprocessing
import os
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

import pyarrow as pa
from tqdm import tqdm

from moderation.batch.columns import output_fields
from moderation.batch.config import BatchConfig
from moderation.batch.io import ChunkStore, count_rows, read_table
from moderation.batch.tables import texts_of, with_columns

_scorer = None  # one per worker process: the models load once, at the worker's start


def _start_worker(config: BatchConfig) -> None:
    global _scorer
    from moderation.batch.scorer import Scorer
    _scorer = Scorer(config)


def _score(index: int, texts: list[str | None]) -> tuple[int, dict[str, list], tuple[int, int]]:
    """A chunk's output columns, and the (hits, lookups) of the sentence cache while scoring it."""
    from moderation.engine import sentence_cache_counts

    hits, lookups = sentence_cache_counts()
    values = _scorer.output_columns(texts)
    after = sentence_cache_counts()
    return index, values, (after[0] - hits, after[1] - lookups)


def _job(input_path: str, table: pa.Table, config: BatchConfig) -> dict:
    stat = Path(input_path).stat()
    return {"input": str(Path(input_path).resolve()), "input_bytes": stat.st_size, "rows": table.num_rows,
            **config.fingerprint()}


def run_local(input_path: str, output: str, config: BatchConfig, workers: int | None = None,
              progress: bool = True) -> dict:
    """Score INPUT into OUTPUT; chunks already written by an earlier, interrupted run are skipped."""
    if Path(output).exists() and not Path(output + ".parts").exists():
        rows = count_rows(output)  # finished by an earlier run: nothing left to score
        return {"output": output, "rows": rows, "scored": 0, "skipped": rows}
    started = time.perf_counter()
    table = read_table(input_path, config.text_column)
    size = config.chunk_rows
    chunks = -(-table.num_rows // size)
    store = ChunkStore(output, _job(input_path, table, config))
    store.open()
    todo = [i for i in range(chunks) if not store.done(i)]
    skipped = table.num_rows - sum(min(size, table.num_rows - i * size) for i in todo)
    workers = max(1, min(workers or os.cpu_count() or 1, len(todo) or 1))
    bar = tqdm(total=table.num_rows, initial=skipped, unit="rows", file=sys.stderr, disable=not progress)
    texts = texts_of(table, config.text_column)  # read once here: workers get plain strings, not Arrow tables
    fields = output_fields(config.checks)

    cache = [0, 0]  # sentence-cache hits and lookups over every chunk scored by this run

    def write(index: int, values: dict[str, list], counts: tuple[int, int] = (0, 0)) -> None:
        store.write(index, with_columns(table.slice(index * size, size), fields, values))
        bar.update(min(size, table.num_rows - index * size))
        cache[0], cache[1] = cache[0] + counts[0], cache[1] + counts[1]

    try:
        if workers == 1:
            _start_worker(config)
            for i in todo:
                write(*_score(i, texts[i * size:(i + 1) * size]))
        else:
            _run_pool(texts, todo, config, workers, write)
    finally:
        bar.close()
    empty = pa.schema(list(table.schema) + output_fields(config.checks)).empty_table()
    rows = store.finish(output, chunks, empty)
    return {"output": output, "rows": rows, "scored": rows - skipped, "skipped": skipped, "workers": workers,
            "seconds": round(time.perf_counter() - started, 2),
            "sentence_cache": {"hits": cache[0], "lookups": cache[1]}}


def _run_pool(texts: list[str | None], todo: list[int], config: BatchConfig, workers: int, write) -> None:
    """One chunk per worker in flight, each written as soon as it returns: an interruption loses at most one
    chunk per worker (handing out a chunk costs milliseconds next to the seconds of scoring it)."""
    size = config.chunk_rows
    # spawn: a fresh interpreter per worker, so no onnxruntime state or threads are inherited through fork
    context = multiprocessing.get_context("spawn")
    pending = iter(todo)
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker, initargs=(config,)) as pool:
        running = set()
        for _ in range(workers):
            index = next(pending, None)
            if index is not None:
                running.add(pool.submit(_score, index, texts[index * size:(index + 1) * size]))
        while running:
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                write(*future.result())
                following = next(pending, None)
                if following is not None:
                    running.add(pool.submit(_score, following, texts[following * size:(following + 1) * size]))
