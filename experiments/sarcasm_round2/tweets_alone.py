"""A top fit on the train-part tweets alone, longer schedules; AUC per epoch on the calibration tweets."""
import numpy as np, torch
torch.set_num_threads(1)
from sklearn.metrics import roc_auc_score
from moderation.engine.training.common import data_dir, SEED
from moderation.engine.training.tone import finetune, tweets
from moderation.engine.training.toxicity.finetune_encoder import predict
f = tweets._frame(data_dir()); cal = f[f["bucket"].isin(tweets.CALIBRATION)]
rows = tweets.rows(data_dir())
texts = cal["tweet"].tolist() + [r["text"] for r in rows]
y_cal = (cal["sarcastic"] == 1).to_numpy()
states, offsets, _ = finetune.states_of(texts)
y = np.array([0] * len(cal) + [int(r["negative"]) for r in rows])
cal_idx = np.arange(len(cal))
def report(k, model):
    p = predict(model, states, offsets, cal_idx)[:, 0]
    t5 = np.sort(p[~y_cal])[int(np.ceil(0.95 * (~y_cal).sum())) - 1]
    pred = p > t5; tp = (pred & y_cal).sum(); prec = tp / max(1, pred.sum()); rec = tp / y_cal.sum()
    print(f"epoch {k}: AUC {roc_auc_score(y_cal, p):.3f} recall@5% {rec:.3f} F1 {2*prec*rec/max(1e-9,prec+rec):.3f}", flush=True)
    model.train()
finetune.fit_top(states, offsets, y, np.arange(len(cal), len(texts)), 1e-4, 6, SEED, on_epoch=report)
