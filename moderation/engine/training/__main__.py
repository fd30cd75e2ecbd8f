"""Retrain every model from ../shared/data, reproducibly: `python -m moderation.engine.training [name ...]`."""

import importlib
import sys
import time

from moderation.engine import training
from moderation.engine.training.common import data_dir, seed_everything, selected_modules

# Trained apart, with options of their own, and not installed by a full run: the fine-tuned encoder of issue 38
# (its model card gives the command of each round).
EXPERIMENTS = ("finetune",)


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
    named = [name for name in EXPERIMENTS if name in argv]
    if named:
        print(f"{named[0]} is an experiment with its own options: python -m moderation.engine.training.{named[0]}.train "
              "--help", file=sys.stderr)
        return 2
    source = data_dir()
    if not source.is_dir():
        print(f"no training data at {source} (set MODERATION_SHARED_DATA)", file=sys.stderr)
        return 2
    wanted = [name for name in selected_modules(training, "", argv, packages=True) if name not in EXPERIMENTS]
    for name in training_order(wanted):
        seed_everything()
        started = time.time()
        print(f"== {name}", flush=True)
        importlib.import_module(f"moderation.engine.training.{name}.train").main(source)
        print(f"== {name} done in {time.time() - started:.1f}s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
