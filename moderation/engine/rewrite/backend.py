"""The generative rewriter built from the settings, once per process (None when not configured)."""

from functools import lru_cache

from moderation.core.config import get_settings
from moderation.engine.rewrite.generative import ChatRewriter


@lru_cache(maxsize=1)
def configured() -> ChatRewriter | None:
    """A ChatRewriter when MODERATION_LLM_BASE_URL and MODERATION_LLM_MODEL are set, else None."""
    settings = get_settings()
    if not settings.llm_base_url or not settings.llm_model:
        return None
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    return ChatRewriter(settings.llm_base_url, settings.llm_model, key, settings.llm_timeout,
                        settings.llm_max_concurrency, settings.llm_explanations)
