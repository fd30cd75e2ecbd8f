"""The BLAS and OpenMP thread pools of a process that judges: one thread each unless MODERATION_BLAS_THREADS says
otherwise.

The service runs one worker process per core, and each request's checks beside its encoder run: numpy's OpenBLAS
(two copies: numpy's and scipy's) and scikit-learn's OpenMP would each start a pool of as many threads as cores in
every worker (spaCy's parser and the heads multiply through BLAS), and idle pool threads spin while they wait, taking
a core from the other worker (benchmarks/CHOICES.md, "One BLAS thread per worker"). threadpoolctl sets the limit at
run time on the libraries loaded by then, so it holds whatever imported numpy first.
"""

import os


def blas_threads() -> int:
    """MODERATION_BLAS_THREADS (1): the BLAS and OpenMP threads of each process that judges."""
    return max(1, int(os.environ.get("MODERATION_BLAS_THREADS", "1")))


def limit_threads() -> None:
    """Limit the BLAS and OpenMP pools loaded in this process to blas_threads() (the ONNX sessions keep their own
    setting: core/embedder.py)."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=blas_threads())
