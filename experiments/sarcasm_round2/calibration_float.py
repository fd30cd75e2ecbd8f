"""Calibration tweets (buckets 3-4): the refit float top, and a top fit on the train-part tweets alone."""
import time
import numpy as np, torch
torch.set_num_threads(1)
from sklearn.metrics import roc_auc_score
from moderation.engine.training.common import data_dir, SEED
from moderation.engine.training.tone import finetune, tweets
from moderation.engine.training.toxicity.finetune_encoder import build_top, predict
from moderation.engine.training.toxicity.encoder_states import lower_states
f = tweets._frame(data_dir()); cal = f[f["bucket"].isin(tweets.CALIBRATION)]
rows = tweets.rows(data_dir())
texts = cal["tweet"].tolist() + [r["text"] for r in rows]
y_cal = (cal["sarcastic"] == 1).to_numpy()
states, offsets, _ = finetune.states_of(texts)
def report(name, p):
    t5 = np.sort(p[~y_cal])[int(np.ceil(0.95 * (~y_cal).sum())) - 1]
    pred = p > t5; tp = (pred & y_cal).sum(); prec = tp / max(1, pred.sum()); rec = tp / y_cal.sum()
    print(name, f"AUC {roc_auc_score(y_cal, p):.3f} at 5% plain: recall {rec:.3f} precision {prec:.3f} F1 {2*prec*rec/max(1e-9,prec+rec):.3f}", flush=True)
cal_idx = np.arange(len(cal))
model = build_top(finetune.TOP, outputs=1); model.load_state_dict(torch.load("/tmp/h3/newtop/top.pt")); model.eval()
report("refit float top", predict(model, states, offsets, cal_idx)[:, 0])
y = np.array([0] * len(cal) + [int(r["negative"]) for r in rows])
train_idx = np.arange(len(cal), len(texts))
started = time.time()
alone = finetune.fit_top(states, offsets, y, train_idx, finetune.LR, finetune.EPOCHS, SEED, stop=finetune.READ)
report(f"top on tweets alone ({time.time() - started:.0f}s)", predict(alone, states, offsets, cal_idx)[:, 0])
