"""Diagnostic only (no choice made on it): which threshold rule binds with the sincere grammar rows, seed 1234."""
import numpy as np
from sklearn.model_selection import GroupKFold
from moderation.engine.training.common import embed_cached, data_dir
from moderation.engine.training.tone import train as tone
from moderation.engine.training.tone.augment import augmented
from moderation.engine.training.tone.compose_augment import composed
from moderation.engine.training.tone.domain_augment import domain_augmented
from moderation.engine.training.tone.grammar_augment import grammar_augmented
from moderation.engine.training.tone.more_augment import more_augmented
from moderation.engine.training.tone.sentences import tone_set
tone.HIDDEN, tone.STYLE_WEIGHT = 64, 0.3
data = tone.rows(data_dir()) + augmented() + more_augmented() + domain_augmented() + composed() + grammar_augmented(8)
data = [r for r in data if r["split"] == "train"]
texts = [r["text"] for r in data]
x = embed_cached(texts); lg = tone.attribute_logits(texts); lg = (lg - lg.mean(0)) / (lg.std(0) + 1e-6)
y = np.array([r["negative"] for r in data], dtype=int)
groups = [r["template"] for r in data]
ours = np.array([r["kind"] != "wiki" for r in data])
gram = np.array([r["template"].startswith("aug5:") for r in data])
ts = {r["template"] for r in tone_set()}
target = np.array([r["template"] in ts and r["kind"] in ("civil", "complaint") for r in data])
aimed = np.array([r["template"] in ts and r["negative"] for r in data])
oof = np.zeros(len(data)); idx = np.arange(len(data))
for fit, held in GroupKFold(5).split(idx, y, groups):
    oof[held] = tone._fit(x, texts, y, fit, lg, seed=1234).predict(x[held], [texts[i] for i in held], lg[held])
a, b = tone._threshold(oof[(y == 0) & ours]), tone._threshold(oof[target], tone.TARGET_TONESET_ALARM)
c = tone._threshold(oof[(y == 0) & ours & ~gram])
print(f"our-civil rule {a:.3f}, tone-set rule {b:.3f}, our-civil rule without grammar negatives {c:.3f}")
for t in (a, b, c, 0.748):
    print(f"at {t:.3f}: aimed recall {(oof[aimed] >= t).mean():.3f}, grammar negatives firing {(oof[gram & (y == 0)] >= t).mean():.3f}, tone-set civil firing {(oof[target] >= t).mean():.3f}")
