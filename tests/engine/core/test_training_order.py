"""`make train` order: the encoder before everything, the tone model after the toxicity graft it reads, the card
thresholds after every detector, the external API's scale last; the experiments only when named."""

import subprocess
import sys

from moderation.engine import training
from moderation.engine.training.__main__ import EXPERIMENTS, training_order
from moderation.engine.training.common import selected_modules


def test_the_encoder_comes_first_tone_after_toxicity_and_the_scale_last():
    order = training_order(selected_modules(training, "", [], packages=True))
    assert order[0] == "encoder"
    assert order.index("tone") > order.index("toxicity")
    assert order.index("commentscore") > order.index("tone") and order[-1] == "attributes"
    assert set(order) >= {"dogwhistles", "fallacies", "spam"}


def test_a_full_run_leaves_the_experiments_out_and_naming_one_says_how_to_run_it():
    assert "finetune" in EXPERIMENTS
    named = subprocess.run([sys.executable, "-m", "moderation.engine.training", "finetune"], capture_output=True,
                           text=True, timeout=120)
    assert named.returncode == 2 and "finetune.train --help" in named.stderr
