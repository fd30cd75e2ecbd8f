"""Machine-written-text judge: likeness from quoted stylistic signals."""

from moderation.engine.llmdetect.judge import detect_llm, warm_up

__all__ = ["detect_llm", "warm_up"]
