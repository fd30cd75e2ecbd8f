"""Optional generative rewrites from an OpenAI-compatible chat-completions endpoint (llama.cpp, Ollama, vLLM…).

Off unless MODERATION_LLM_BASE_URL and MODERATION_LLM_MODEL are set. Each sentence with findings is sent with
a short prompt asking for JSON; the answer is only a candidate: the caller verifies it exactly like the
offline rewrites and drops it when it fails (or when the backend is slow, busy, down or answers nonsense).
"""

import json
import logging
import threading
from dataclasses import dataclass

import httpx

from moderation.engine.core.budget import remaining
from moderation.engine.core.types import Issue

log = logging.getLogger(__name__)

_SYSTEM = ("You help commenters say their point civilly. Rewrite the one sentence you are given so that it keeps "
           "every claim, fact and question and drops only the problems listed (insults, sarcasm, dismissive tone, "
           "fallacies). Write one or two plain, grammatical sentences in the commenter's voice. Answer only with JSON: "
           '{"rewrite": "...", "explanation": "one sentence on what was changed and why"}.')


@dataclass(frozen=True)
class Answer:
    """One backend answer: the candidate rewrite and, if given, its explanation."""

    rewrite: str
    explanation: str = ""


_BUDGET_MARGIN = 0.5  # seconds of the request's budget kept for verifying and scoring the rewrites
_LEAST_WAIT = 0.2  # below this, asking the backend is pointless


class ChatRewriter:
    """Asks the endpoint for rewrites, with a timeout and a cap on requests in flight."""

    def __init__(self, base_url: str, model: str, api_key: str | None = None, timeout: float = 15.0,
                 max_concurrency: int = 2, explanations: bool = False, transport: httpx.BaseTransport | None = None):
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(base_url=base_url.rstrip("/"), headers=headers, timeout=timeout, transport=transport)
        self._model = model
        self._timeout = timeout
        self._slots = threading.BoundedSemaphore(max(1, max_concurrency))
        self.explanations = explanations

    def _wait(self) -> float | None:
        """Seconds this request may still wait for the backend: the timeout, or less when the request's time budget
        (engine.core.budget) ends sooner, keeping a margin for the offline checks; None when too little is left."""
        left = remaining()
        if left is None:
            return self._timeout
        left -= _BUDGET_MARGIN
        return min(self._timeout, left) if left >= _LEAST_WAIT else None

    def ask(self, sentence: str, issues: list[Issue]) -> Answer | None:
        """The backend's answer for one sentence, or None (busy, slow, failed or malformed)."""
        problems = [{"kind": i.label if i.category.value == "logical_fallacy" else i.category.value, "quote": i.quote}
                    for i in issues]
        body = {"model": self._model, "temperature": 0.2, "max_tokens": 300, "response_format": {"type": "json_object"},
                "messages": [{"role": "system", "content": _SYSTEM},
                             {"role": "user", "content": json.dumps({"sentence": sentence, "problems": problems})}]}
        wait = self._wait()
        if wait is None or not self._slots.acquire(timeout=wait):
            return None  # no time left in the request's budget, or every slot busy: the offline rewrite will do
        try:
            response = self._client.post("/chat/completions", json=body, timeout=self._wait() or _LEAST_WAIT)
            response.raise_for_status()
            content = response.json()["choices"][0]["message"]["content"]
            data = json.loads(_json_part(content))
            rewrite = data.get("rewrite") if isinstance(data, dict) else None
            if not isinstance(rewrite, str) or not rewrite.strip():
                return None
            explanation = data.get("explanation") if isinstance(data.get("explanation"), str) else ""
            return Answer(rewrite.strip(), explanation.strip())
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as error:
            log.info("generative rewrite dropped: %s", type(error).__name__)  # never the key or the comment
            return None
        finally:
            self._slots.release()


def _json_part(content: str) -> str:
    """The JSON object in a reply (models sometimes wrap it in a code fence or a sentence)."""
    start, end = content.find("{"), content.rfind("}")
    if start < 0 or end <= start:
        raise ValueError("no JSON object in the reply")
    return content[start:end + 1]
