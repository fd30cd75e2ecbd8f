"""Plain copy: service explanations without the internal figures behind them (those go under "Details")."""

import re

# "(similarity 0.05)", "(0 of 64 bits differ)", "(toxicity 0.31)": a parenthesis of words around one number.
_FIGURE = re.compile(r"\s*\((?=[^()]*\d)(?=[^()]*[A-Za-z])[A-Za-z0-9 .%,:=/-]*\)")


def plain(text: str) -> str:
    """`text` without parenthesised internal figures."""
    return _FIGURE.sub("", text or "").strip()
