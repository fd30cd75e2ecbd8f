"""Toxicity and compat attributes against HateCheck, the external API's Wikipedia scores, ToxiGen and identity templates.

The HateCheck decision is the hate flag (`toxicity.hate`), reported next to the general TOXICITY flag.
Held-out rule: Wikipedia, ToxiGen and template figures use only the `test` split of
moderation.engine.training.toxicity.data.split_of (md5 of id/text mod 10 in 0-2), never seen in training.
HateCheck and the scored HateCheck templates are never trained on; they are development figures (the rules
were designed while looking at HateCheck's functionality names and kinds of cases).
"""

import time
from pathlib import Path

import numpy as np
import pandas as pd
from scipy.stats import spearmanr
from sklearn.metrics import roc_auc_score

from moderation.engine.attributes import score_attributes
from moderation.engine.toxicity import hate, toxicity
from moderation.engine.training.common import embed_cached
from moderation.engine.training.toxicity.data import ATTRIBUTES, madlibs, toxigen, wikipedia
from moderation.engine.core.analysis import Analysis


def analyses(texts: list[str]) -> list[Analysis]:
    """Analyses whose embeddings come from the disk cache (the benchmark re-runs cheaply)."""
    out = [Analysis(t) for t in texts]
    sentence_texts = [s.text for a in out for s in a.sentences]
    vectors = embed_cached(sentence_texts)
    whole = embed_cached(texts)
    row = 0
    for a, vec in zip(out, whole):
        count = len(a.sentences)
        a.__dict__["sentence_embeddings"] = vectors[row:row + count]
        a.__dict__["embedding"] = vec
        row += count
    return out


def score_frame(texts: list[str], names: tuple[str, ...]) -> pd.DataFrame:
    """One row per text, one column per attribute."""
    rows = [{n: r.score for n, r in score_attributes(a, list(names), False).items()} for a in analyses(texts)]
    return pd.DataFrame(rows)


def hatecheck(data_dir: Path) -> tuple[str, pd.DataFrame]:
    """Accuracy against label_gold, overall and per functionality, of two decisions: the hate flag (HateCheck
    measures hate: `toxicity.hate` >= 0.5, i.e. IDENTITY_ATTACK >= 0.5, or THREAT >= 0.5 with a protected group
    named) and, for comparison, the general TOXICITY >= 0.5 flag (which also flags abuse of one person)."""
    cases = pd.read_csv(data_dir / "hatecheck" / "cases.csv")
    texts = analyses(cases["test_case"].astype(str).tolist())
    toxic = np.array([toxicity(a) for a in texts])
    hateful_score = np.array([hate(a) for a in texts])
    hateful = (cases["label_gold"] == "hateful").to_numpy()
    cases["ok_hate"] = (hateful_score >= 0.5) == hateful
    cases["ok_toxicity"] = (toxic >= 0.5) == hateful
    per = cases.groupby("functionality")[["ok_hate", "ok_toxicity"]].mean().sort_values("ok_hate")
    lines = [f"HateCheck (dev, {len(cases)} cases): accuracy with the hate flag (IDENTITY_ATTACK >= 0.5, or THREAT "
             f">= 0.5 with a protected group named) **{cases['ok_hate'].mean():.1%}**; with the general TOXICITY >= 0.5 "
             f"flag {cases['ok_toxicity'].mean():.1%} (it also flags abuse of individuals and non-protected groups, which "
             "HateCheck labels non-hateful).", "",
             "| functionality | hate flag | TOXICITY flag |", "|---|---|---|"]
    lines += [f"| {f} | {r.ok_hate:.1%} | {r.ok_toxicity:.1%} |" for f, r in per.iterrows()]
    return "\n".join(lines), per


def wikipedia_heldout(data_dir: Path) -> str:
    """Spearman per attribute and AUC for TOXICITY@6 >= 0.5 on the held-out Wikipedia split."""
    table = wikipedia(data_dir)
    test = table[table["split"] == "test"].reset_index(drop=True)
    scores = score_frame(test["text"].tolist(), ATTRIBUTES)
    lines = [f"External API's Wikipedia sample, held-out test split ({len(test)} comments):", "",
             "| attribute | Spearman vs API |", "|---|---|"]
    for name in ATTRIBUTES:
        rho = spearmanr(scores[name], test[name]).statistic
        lines.append(f"| {name} | {rho:.3f} |")
        print(f"wikipedia {name:20s} spearman={rho:.3f}")
    auc = roc_auc_score(test["TOXICITY"] >= 0.5, scores["TOXICITY"])
    print(f"wikipedia TOXICITY AUC={auc:.3f} (positives {int((test['TOXICITY'] >= 0.5).sum())})")
    lines += ["", f"AUC of our TOXICITY against the API's TOXICITY@6 >= 0.5: **{auc:.3f}** "
                  f"({int((test['TOXICITY'] >= 0.5).sum())} positives)."]
    return "\n".join(lines)


def toxigen_and_templates(data_dir: Path) -> str:
    """ToxiGen AUC and identity-template accuracy on their held-out splits."""
    tg = toxigen(data_dir)
    tg = tg[tg["split"] == "test"]
    tg_scores = score_frame(tg["text"].tolist(), ("TOXICITY",))["TOXICITY"]
    auc = roc_auc_score(tg["TOXICITY"].to_numpy() >= 0.5, tg_scores)
    ml = madlibs(data_dir)
    ml = ml[ml["split"] == "test"]
    ml_scores = score_frame(ml["text"].tolist(), ("TOXICITY",))["TOXICITY"].to_numpy()
    accuracy = float(np.mean((ml_scores >= 0.5) == (ml["TOXICITY"].to_numpy() >= 0.5)))
    print(f"toxigen AUC={auc:.3f} ({len(tg)}); identity templates accuracy={accuracy:.3f} ({len(ml)})")
    return (f"ToxiGen held-out AUC: **{auc:.3f}** ({len(tg)} statements). Identity-term templates (bias_madlibs) "
            f"held-out accuracy with TOXICITY >= 0.5: **{accuracy:.1%}** ({len(ml)} sentences).")


def scored_templates(data_dir: Path) -> str:
    """Share of hateful HateCheck templates (group terms, slurs, dogwhistles) flagged by us and by the API."""
    rows = pd.read_csv(data_dir / "hatecheck" / "perspective_scores_by_term.csv")
    ours = score_frame(rows["Text"].astype(str).tolist(), ("TOXICITY",))["TOXICITY"].to_numpy()
    rows["ours"] = ours >= 0.5
    rows["api"] = rows["TOXICITY"] >= 0.5
    per = rows.groupby("Term Category")[["ours", "api"]].mean()
    lines = ["Hateful templates filled with group terms, slurs and dogwhistles (all rows hateful), share flagged "
             "with TOXICITY >= 0.5:", "", "| term category | rows | ours | external API |", "|---|---|---|---|"]
    for category, r in per.iterrows():
        lines.append(f"| {category} | {int((rows['Term Category'] == category).sum())} | {r.ours:.1%} | {r.api:.1%} |")
        print(f"templates {category:10s} ours={r.ours:.3f} api={r.api:.3f}")
    return "\n".join(lines)


def latency() -> str:
    """Per-comment time of all attributes on a 60-word comment, embeddings included (fresh analysis each run)."""
    from moderation.engine.attributes import SUPPORTED
    text = ("I read the whole piece twice and I still think the council is rushing this. When my street was dug up "
            "last spring, nobody told us for weeks. Why not publish the timetable first? Honestly, whoever planned "
            "this is an idiot, but the workers themselves were polite and quick once they started.")
    names = sorted(SUPPORTED)
    times = []
    for i in range(30):
        a = Analysis(text + " " * i)  # a new text each time: nothing cached
        started = time.perf_counter()
        score_attributes(a, names, True)
        times.append((time.perf_counter() - started) * 1000)
    p50, p99 = np.percentile(times, 50), np.percentile(times, 99)
    print(f"latency all attributes with spans: p50={p50:.1f} ms p99={p99:.1f} ms")
    return f"Latency, every attribute with spans on a {len(text.split())}-word comment: p50 {p50:.1f} ms, p99 {p99:.1f} ms."


def run(data_dir: Path) -> str:
    """All toxicity figures as one markdown section."""
    hc_text, per = hatecheck(data_dir)
    print(hc_text)
    parts = ["## Toxicity and compat attributes", "", hc_text, "", wikipedia_heldout(data_dir), "",
             toxigen_and_templates(data_dir), "", scored_templates(data_dir), "", latency()]
    return "\n".join(parts)
