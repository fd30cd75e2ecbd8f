"""Coded-language set: coded ideas in everyday words, number codes and conspiracy framing (positives), and
everyday uses of the same words (homographs: "bankers", "globalisation", "Route 88", "follow the money").
Templates and slots: benchmarks/sets/data/ (set "coded", labels coded / benign)."""

from benchmarks.sets.templates import filled


def coded_set(per_template: int = 4) -> list[dict]:
    """Rows {text, coded (bool), split}."""
    return [{"text": t, "coded": label == "coded", "split": split} for t, label, split in filled("coded", per_template)]
