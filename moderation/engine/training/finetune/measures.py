"""The fine-tuned encoder's figures, dev (rows of the train part) and validation side by side: threats at the bar
that flags at most 2% of civil Wikipedia train comments and at most 2% of abusive train comments that threaten no one
(EDOS, Jigsaw; round 3: round 2's civil-only bar flagged abuse as threats), toxicity against the external API,
identity attacks, sarcasm at the bar that cards 5% of plain train tweets, and how close the embedding stays to the
runtime's vectors."""

import numpy as np
import pandas as pd

from moderation.engine.training.finetune.data import HEADS

CIVIL = 0.1  # the external API's TOXICITY@6 under which a Wikipedia comment is civil
CIVIL_FLAGS = 0.02  # share of civil train comments a threat bar may flag
PLAIN_CARDS = 0.05  # share of non-sarcastic train tweets a sarcasm bar may card


def _auc(labels, scores) -> float:
    from sklearn.metrics import roc_auc_score
    labels = np.asarray(labels)
    return float(roc_auc_score(labels, scores)) if 0 < labels.sum() < len(labels) else float("nan")


def _bar(scores: np.ndarray, share: float) -> float:
    """The lowest score that flags at most `share` of `scores`."""
    return float(np.quantile(scores, 1 - share)) if len(scores) else float("inf")


def report(frame: pd.DataFrame, logits: np.ndarray, cosines: np.ndarray, civil_api: np.ndarray,
           extra: dict[str, tuple[np.ndarray, np.ndarray]]) -> dict:
    """Figures from the rows of `frame` (with `split`), their head logits and embedding cosines to the runtime's;
    `civil_api` is the API's TOXICITY@6 (NaN outside Wikipedia); `extra`: named (labels, THREAT logits) sets."""
    from scipy.stats import spearmanr

    col = {h: i for i, h in enumerate(HEADS)}
    threat = logits[:, col["THREAT"]]
    out: dict = {}
    is_source = {s: (frame["source"] == s).to_numpy() for s in frame["source"].unique()}
    civil = (frame["source"] == "wikipedia").to_numpy() & (civil_api < CIVIL)
    train = (frame["split"] == "train").to_numpy()
    abusive = (frame["source"].isin(["edos", "jigsaw"]).to_numpy() & (frame["THREAT"].fillna(1) < 0.5).to_numpy()
               & ((frame["TOXICITY"].fillna(0) >= 0.5) | (frame["IDENTITY_ATTACK"].fillna(0) >= 0.5)).to_numpy())
    bar = max(_bar(threat[civil & train], CIVIL_FLAGS), _bar(threat[abusive & train], CIVIL_FLAGS))
    out["threat_bar_logit"] = bar
    for split in ("train", "validation"):
        part = (frame["split"] == split).to_numpy()
        figures = {}
        for source in ("edos", "jigsaw", "wikipedia"):
            rows = part & is_source[source] & frame["THREAT"].notna().to_numpy()
            labels = frame["THREAT"].to_numpy()[rows] >= 0.5
            figures[f"threat_auc_{source}"] = _auc(labels, threat[rows])
            figures[f"threat_recall_{source}"] = float((threat[rows][labels] >= bar).mean()) if labels.any() else None
            figures[f"threat_flags_non_threat_{source}"] = float((threat[rows][~labels] >= bar).mean())
        figures["civil_wikipedia_flagged"] = float((threat[part & civil] >= bar).mean())
        wiki = part & is_source["wikipedia"]
        figures["toxicity_spearman_wikipedia"] = float(spearmanr(logits[wiki, col["TOXICITY"]],
                                                                 frame["TOXICITY"].to_numpy()[wiki]).statistic)
        for source in ("toxigen", "stormfront"):
            rows = part & is_source[source]
            figures[f"identity_auc_{source}"] = _auc(frame["IDENTITY_ATTACK"].to_numpy()[rows] >= 0.5,
                                                     logits[rows, col["IDENTITY_ATTACK"]])
        rows = part & is_source["isarcasm"]
        sarcastic = frame["SARCASM"].to_numpy()[rows] >= 0.5
        figures["sarcasm_auc"] = _auc(sarcastic, logits[rows, col["SARCASM"]])
        out[split] = figures
        out[split]["embedding_cosine_mean"] = float(cosines[part].mean())
        out[split]["embedding_cosine_p05"] = float(np.quantile(cosines[part], 0.05))
    sarcasm = logits[:, col["SARCASM"]]
    plain = train & is_source["isarcasm"] & (frame["SARCASM"].to_numpy() < 0.5)
    sarcasm_bar = _bar(sarcasm[plain], PLAIN_CARDS)
    out["sarcasm_bar_logit"] = sarcasm_bar
    for split in ("train", "validation"):
        rows = (frame["split"] == split).to_numpy() & is_source["isarcasm"]
        truth, said = frame["SARCASM"].to_numpy()[rows] >= 0.5, sarcasm[rows] >= sarcasm_bar
        precision = (truth & said).sum() / max(said.sum(), 1)
        recall = (truth & said).sum() / max(truth.sum(), 1)
        out[split]["sarcasm_f1"] = float(2 * precision * recall / max(precision + recall, 1e-9))
        out[split]["sarcasm_plain_carded"] = float(said[~truth].mean())
    for name, (labels, scores) in extra.items():
        labels = np.asarray(labels, dtype=bool)
        out["validation"][f"{name}_recall"] = float((scores[labels] >= bar).mean())
        out["validation"][f"{name}_negatives_flagged"] = float((scores[~labels] >= bar).mean())
        out["validation"][f"{name}_auc"] = _auc(labels, scores)
    return out
