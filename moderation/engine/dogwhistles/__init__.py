"""Dogwhistle judge: coded language from the glossary lexicon, its context and sensitive topics."""

from moderation.engine.dogwhistles.judge import check_dogwhistle, warm_up

__all__ = ["check_dogwhistle", "warm_up"]
