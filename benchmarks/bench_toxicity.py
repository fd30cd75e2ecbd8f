"""Toxicity with both columns: every source's train part (dev) beside its validation part (the fixed hash split of
engine.core.splits, never trained or tuned on); HateCheck and the scored HateCheck templates are functional test
suites, never trained or tuned on, reported whole and per functionality. The design variants are compared too."""

from pathlib import Path

import numpy as np
import pandas as pd

from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import blend as blend_module
from moderation.engine.toxicity import judge
from moderation.engine.training.sentences_io import read_tsv
from moderation.engine.training.toxicity import measures

VARIANTS = {"current design (linear heads + rules)": blend_module.Blend(0.0, True),
            "fine-tuned encoder alone": blend_module.Blend(1.0, False),
            "fine-tuned encoder + rules": blend_module.Blend(1.0, True)}
if judge.BLEND.key() not in {v.key() for v in VARIANTS.values()}:
    VARIANTS[f"shipped blend (fine-tuned {judge.BLEND.hate:g} hate / {judge.BLEND.weight:g} rest + rules "
             f"{judge.BLEND.rules})"] = judge.BLEND.copy()


def hatecheck(data_dir: Path) -> str:
    """Accuracy of the hate flag and the TOXICITY ≥ 0.5 flag, whole and per functionality (shipped configuration;
    the heads-only design is printed beside it when the shipped blend differs)."""
    cases = pd.read_csv(data_dir / "hatecheck" / "cases.csv")
    items = measures.analyses(cases["test_case"].astype(str).tolist())
    hateful = (cases["label_gold"] == "hateful").to_numpy()
    if judge.BLEND.active:
        shipped = judge.BLEND.copy()
        try:
            judge.BLEND.set(blend_module.Blend(0.0, True))
            ok = (measures.scores(items)["HATE"].to_numpy() >= 0.5) == hateful
        finally:
            judge.BLEND.set(shipped)
        per = cases.assign(ok=ok).groupby("functionality")["ok"].mean()
        print(f"hatecheck (heads only, for comparison) hate flag {ok.mean():.3f} lowest {per.min():.3f}", flush=True)
    scored = measures.scores(items)
    cases["ok_hate"] = (scored["HATE"].to_numpy() >= 0.5) == hateful
    cases["ok_toxicity"] = (scored["TOXICITY"].to_numpy() >= 0.5) == hateful
    per = cases.groupby("functionality")[["ok_hate", "ok_toxicity"]].mean().sort_values("ok_hate")
    print(f"hatecheck hate flag {cases['ok_hate'].mean():.3f} toxicity flag {cases['ok_toxicity'].mean():.3f} "
          f"lowest {per['ok_hate'].min():.3f}", flush=True)
    lines = [f"HateCheck ({len(cases)} cases; a functional test suite: never trained or tuned on, so the one column "
             f"is a validation figure): hate flag (IDENTITY_ATTACK ≥ 0.5, or THREAT ≥ 0.5 with a protected group "
             f"named) **{cases['ok_hate'].mean():.1%}**, lowest functionality {per['ok_hate'].min():.1%}; general "
             f"TOXICITY ≥ 0.5 flag {cases['ok_toxicity'].mean():.1%}.", "",
             "| functionality | hate flag | TOXICITY flag |", "|---|---|---|"]
    lines += [f"| {f} | {r.ok_hate:.1%} | {r.ok_toxicity:.1%} |" for f, r in per.iterrows()]
    return "\n".join(lines)


def scored_templates(data_dir: Path) -> str:
    """Share of hateful templates (group terms, slurs, dogwhistles) flagged by us and by the external API."""
    rows = pd.read_csv(data_dir / "hatecheck" / "perspective_scores_by_term.csv")
    rows = pd.concat([g.sample(n=min(400, len(g)), random_state=1234) for _, g in rows.groupby("Term Category")],
                     ignore_index=True)
    ours = measures.scores(measures.analyses(rows["Text"].astype(str).tolist()))["TOXICITY"].to_numpy()
    rows["ours"], rows["api"] = ours >= 0.5, rows["TOXICITY"] >= 0.5
    per = rows.groupby("Term Category")[["ours", "api"]].mean()
    lines = ["Hateful HateCheck templates filled with group terms, slurs and dogwhistles (never trained on; all rows "
             "hateful; up to 400 rows per category), share flagged with TOXICITY ≥ 0.5:", "", "| term category | rows | ours | external API |",
             "|---|---|---|---|"]
    lines += [f"| {c} | {int((rows['Term Category'] == c).sum())} | {r.ours:.1%} | {r.api:.1%} |" for c, r in per.iterrows()]
    return "\n".join(lines)


def sources(data_dir: Path) -> tuple[str, dict[str, list]]:
    """Every measure, dev beside validation, for the shipped configuration and for each variant."""
    rows = measures.sample(data_dir)
    items = measures.analyses(rows["text"].tolist())
    shipped = judge.BLEND.copy()  # the loop below changes BLEND
    results = {}
    try:
        for name, variant in VARIANTS.items():
            judge.BLEND.set(variant)
            results[name] = measures.figures(rows, measures.scores(items))
    finally:
        judge.BLEND.set(shipped)
    shipped_name = next((n for n, v in VARIANTS.items() if v.key() == shipped.key()), None)
    shipped_rows = results.get(shipped_name) or measures.figures(rows, measures.scores(items))
    lines = [f"Per source, shipped configuration ({shipped_name or f'blend {shipped.key()}'}); "
             f"dev = a sample of up to {measures.DEV_SAMPLE} train rows, validation = up to "
             f"{measures.VALIDATION_SAMPLE} rows of the held-back 30%:", "",
             "| measure | dev | validation | dev − validation |", "|---|---|---|---|"]
    for name, dev, val in shipped_rows:
        lines.append(f"| {name} | {dev:.3f} | {val:.3f} | {dev - val:+.3f} |")
        print(f"{name:<52} dev={dev:.3f} validation={val:.3f}", flush=True)
    lines += ["", "Design variants (dev / validation):", "",
              "| measure | " + " | ".join(VARIANTS) + " |", "|---|" + "---|" * len(VARIANTS)]
    for k, (name, _, _) in enumerate(shipped_rows):
        lines.append(f"| {name} | " + " | ".join(f"{results[v][k][1]:.3f} / {results[v][k][2]:.3f}" for v in VARIANTS) + " |")
    means = {v: (np.nanmean([r[1] for r in results[v]]), np.nanmean([r[2] for r in results[v]])) for v in VARIANTS}
    lines.append("| **mean of the measures** | " + " | ".join(f"{d:.3f} / {m:.3f}" for d, m in means.values()) + " |")
    for v, (d, m) in means.items():
        print(f"mean of the measures, {v}: dev={d:.4f} validation={m:.4f}", flush=True)
    return "\n".join(lines), results


DATA = Path(__file__).parent / "sets" / "data"
WRITTEN_SETS = read_tsv(DATA / "hate_sets.tsv")  # the written hate sets, measured on validation only (no sentences)


def written_hate() -> str:
    """The written hate sets through the runtime (validation only: each written before its rule): hateful sentences
    flagged (IDENTITY_ATTACK ≥ 0.5) and near-misses falsely flagged, one table per set."""
    lines: list[str] = []
    for entry in WRITTEN_SETS:
        rows = read_tsv(DATA / entry["file"])
        flagged = {label: [judge.scores(Analysis(r["text"])).comment("IDENTITY_ATTACK") >= 0.5
                           for r in rows if r["label"] == label] for label in ("hate", "not")}
        lines += [f"{entry['title']} (`{entry['file']}`; IDENTITY_ATTACK ≥ 0.5):", "", "| measure | validation |",
                  "|---|---|", f"| {entry['hate_row']} (n={len(flagged['hate'])}) | {np.mean(flagged['hate']):.1%} |",
                  f"| {entry['negatives_row']} (n={len(flagged['not'])}) | {np.mean(flagged['not']):.1%} |", ""]
    return "\n".join(lines[:-1])


def run(data_dir: Path) -> str:
    """All toxicity figures as one markdown section."""
    table, _ = sources(data_dir)
    return "\n".join(["## Toxicity and compat attributes", "", table, "", hatecheck(data_dir), "",
                      scored_templates(data_dir), "", written_hate()])
