"""The verdict banner at the top of a check: one state across every check, with the comment score beside it."""

import streamlit as st

from coach.highlight import escape_text
from coach.verdict import Verdict
from components.scores import SCORE_COLOURS, SCORE_WORDS

_STYLE = {"ready": ("#e3f4e6", "#1a7f37", "✔"), "improve": ("#fff5d6", "#8a6100", "✎"),
          "changes": ("#fde7e9", "#b4232c", "✖"), "unchecked": ("#eef1f4", "#4a5560", "?")}


def verdict_banner(verdict: Verdict, score: int | None) -> None:
    """The verdict in words; the score's praise word only when nothing else failed."""
    background, colour, icon = _STYLE[verdict.state]
    badge = ""
    if score is not None:
        praise = f" · {SCORE_WORDS.get(score, '')}" if verdict.state == "ready" else ""
        tint = SCORE_COLOURS.get(score, "#999") if verdict.state == "ready" else "#e6eaed"
        badge = (f'<span class="score-badge" data-score="{int(score)}" style="margin-left:auto;padding:4px 12px;'
                 f'border-radius:10px;background:{tint};font-weight:600;white-space:nowrap">'
                 f'Comment score {int(score)}/5{praise}</span>')
    st.html(f'<div class="verdict" data-state="{verdict.state}" role="status" style="display:flex;gap:12px;'
            f'align-items:center;flex-wrap:wrap;padding:12px 16px;border-radius:10px;background:{background};'
            f'border:1px solid {colour}33"><span style="font-size:1.15rem;font-weight:700;color:{colour}">'
            f'{icon} {escape_text(verdict.text)}</span>{badge}</div>')
