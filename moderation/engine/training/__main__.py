"""Retrain every model from ../shared/data, reproducibly: `python -m moderation.engine.training [name ...]`."""

import importlib
import sys
import time

from moderation.engine import training
from moderation.engine.training.common import data_dir, seed_everything, selected_modules


def training_order(names: list[str]) -> list[str]:
    """The encoder first: every other model is trained on its embeddings. The tone model next to last: it reads the
    attribute logits of the grafted encoder that the toxicity training installs. The card thresholds (commentscore)
    after: they are chosen on every detector's output. The external API's scale (attributes) last: it maps the compat
    scores every other model gives. The rest in name order."""
    late = ("tone", "commentscore", "attributes")
    return sorted(names, key=lambda name: (name != "encoder", name in late, late.index(name) if name in late else 0,
                                           name))


def main(argv: list[str]) -> int:
    """Run each judge's training (training/<judge>/train.py main(data_dir)) in training_order (or only those named)."""
    source = data_dir()
    if not source.is_dir():
        print(f"no training data at {source} (set MODERATION_SHARED_DATA)", file=sys.stderr)
        return 2
    wanted = selected_modules(training, "", argv, packages=True)
    for name in training_order(wanted):
        seed_everything()
        started = time.time()
        print(f"== {name}", flush=True)
        importlib.import_module(f"moderation.engine.training.{name}.train").main(source)
        print(f"== {name} done in {time.time() - started:.1f}s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
