"""Run the benchmarks and write benchmarks/RESULTS.md: `python -m benchmarks [name ...]`."""

import importlib
import sys
import time
from pathlib import Path

import benchmarks
from moderation.engine.training.common import data_dir, seed_everything, selected_modules

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"


def main(argv: list[str]) -> int:
    """Each bench_*.py exposes run(data_dir) -> markdown section; sections go to RESULTS.md in name order."""
    source = data_dir()
    if not source.is_dir():
        print(f"no evaluation data at {source} (set MODERATION_SHARED_DATA)", file=sys.stderr)
        return 2
    wanted = selected_modules(benchmarks, "bench_", argv)
    sections = []
    for name in wanted:
        seed_everything()
        started = time.time()
        print(f"== {name}", flush=True)
        sections.append(importlib.import_module(f"benchmarks.{name}").run(source).strip())
        print(f"== {name} done in {time.time() - started:.1f}s", flush=True)
    if not argv:  # only a full run rewrites the whole file
        header = ("# Benchmark results\n\nWritten by `make benchmark` (`python -m benchmarks`) on `../shared/data`. Every "
                  "source is split by the fixed hash of `moderation/engine/core/splits.py`: **dev** = its train part, "
                  "**validation** = the held-back 30% that no choice looked at (see CHOICES.md for what was decided on "
                  "what). HateCheck and the scored HateCheck templates are never trained or tuned on. Measured on the "
                  "shared 2-core machine.\n")
        RESULTS.write_text(header + "\n\n".join(sections) + "\n")
        print(f"wrote {RESULTS}")
    else:
        print("\n\n".join(sections))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
