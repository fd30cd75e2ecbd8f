"""Calibration tweets (buckets 3-4): the shipped tone top vs the refit one, int8 grafts, whole tweets."""
import numpy as np, onnxruntime as ort
from sklearn.metrics import roc_auc_score
from moderation.engine.core.embedder import GRAFTED_PATH, session_options
from moderation.engine.training.toxicity.encoder_export import run_one
from moderation.engine.training.common import data_dir
from moderation.engine.training.tone.tweets import _frame, CALIBRATION
f = _frame(data_dir()); f = f[f["bucket"].isin(CALIBRATION)]
texts, y = f["tweet"].tolist(), (f["sarcastic"] == 1).to_numpy()
for name, path in (("shipped", GRAFTED_PATH), ("refit", "/tmp/h3/newtop/encoder.onnx")):
    s = ort.InferenceSession(str(path), sess_options=session_options())
    p = np.array([float(run_one(s, t, ["tone_logit"])[0][0, 0]) for t in texts])
    t5 = np.sort(p[~y])[int(np.ceil(0.95 * (~y).sum())) - 1]
    pred = p > t5
    tp = (pred & y).sum(); prec = tp / max(1, pred.sum()); rec = tp / y.sum()
    print(name, f"AUC {roc_auc_score(y, p):.3f}  at 5% plain: recall {rec:.3f} precision {prec:.3f} F1 {2*prec*rec/max(1e-9,prec+rec):.3f}", flush=True)
