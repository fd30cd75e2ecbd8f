"""ModerationClient: one method per service operation, typed answers, typed errors, bounded 429 retry."""

import time
from collections.abc import Callable
from typing import Any, TypeVar
from uuid import UUID

import httpx
from pydantic import BaseModel

from moderation.client.errors import ClientError, Unreachable, error_for
from moderation.schemas.account import InitTopicResponse, UserCheckResponse
from moderation.schemas.batch import BatchRelevanceResult
from moderation.schemas.checks import CommentRelevanceResult, DogwhistleResult, LlmDetectResult, SpamDetectionResult
from moderation.schemas.compat import AnalyzeResponse, SuggestResponse
from moderation.schemas.findings import CommentScore
from moderation.schemas.megacall import MegaCallResult
from moderation.schemas.requests import MegaCallRequest

T = TypeVar("T", bound=BaseModel)

API_PREFIX = "/v0.2/"


class ModerationClient:
    """Calls a moderation service over HTTP with the account's email and API key."""

    def __init__(self, base_url: str, email: str, api_key: str, timeout: float = 30.0,
                 max_retries: int = 3, max_retry_wait: float = 10.0, sleep: Callable[[float], None] = time.sleep):
        self.base_url = base_url.rstrip("/")
        self.email = email
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        self._sleep = sleep  # replaceable so callers (and tests) control how waiting happens
        # The key travels in a header only, never in a URL.
        self._http = httpx.Client(base_url=self.base_url + API_PREFIX, timeout=timeout,
                                  headers={"X-User-Email": email, "X-API-Key": api_key})

    def close(self) -> None:
        """Close the connection pool."""
        self._http.close()

    def __enter__(self) -> "ModerationClient":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # --- transport -----------------------------------------------------------------------------

    def _send(self, method: str, path: str, body: dict | None = None) -> httpx.Response:
        """Send one request, retrying 429 answers after their Retry-After (bounded), mapping errors."""
        attempt = 0
        while True:
            try:
                response = self._http.request(method, path, json=body)
            except httpx.TimeoutException as exc:
                raise Unreachable(0, "Timeout", f"{self.base_url} did not answer in time ({exc})") from exc
            except httpx.TransportError as exc:
                raise Unreachable(0, "ConnectionError", f"Could not connect to {self.base_url} ({exc})") from exc
            if response.status_code == 429 and attempt < self.max_retries:
                error = error_for(response)
                wait = error.retry_after if error.retry_after is not None else 2.0 ** attempt
                self._sleep(min(wait, self.max_retry_wait))
                attempt += 1
                continue
            if response.status_code >= 400:
                raise error_for(response)
            return response

    def _call(self, path: str, body: dict[str, Any], model: type[T]) -> T:
        response = self._send("POST", path, _without_none(body))
        return _parse(response, model)

    # --- account and articles ------------------------------------------------------------------

    def usercheck(self) -> UserCheckResponse:
        """Account status, plan, allowed operations and expiry."""
        return _parse(self._send("GET", "usercheck"), UserCheckResponse)

    def init_topic(self, text: str | None = None, url: str | None = None,
                   topic_description: str | None = None) -> UUID:
        """Register an article (from text or a URL) and return its id."""
        return self.register_article(text, url, topic_description).article_id

    def register_article(self, text: str | None = None, url: str | None = None,
                         topic_description: str | None = None) -> InitTopicResponse:
        """Register an article (from text or a URL); the answer has its id and the title the service found."""
        body = {"text": text, "url": url, "topic_description": topic_description}
        return self._call("inittopic", body, InitTopicResponse)

    # --- evaluations ---------------------------------------------------------------------------

    def antispam(self, comment: str, article_context_id: UUID | str | None = None,
                 draft: bool = False) -> SpamDetectionResult:
        """Spam verdict (`draft`: a check of a draft, not remembered as a post)."""
        body = {"comment": comment, "article_context_id": _id(article_context_id), "draft": draft or None}
        return self._call("antispam", body, SpamDetectionResult)

    def commentscore(self, comment: str, article_context_id: UUID | str, reply_to_comment: str | None = None,
                     tolerances: dict | None = None) -> CommentScore:
        """Findings, 1–5 score and toxicity."""
        body = {"comment": comment, "article_context_id": _id(article_context_id),
                "reply_to_comment": reply_to_comment, "tolerances": tolerances}
        return self._call("commentscore", body, CommentScore)

    def relevance(self, comment: str, article_context_id: UUID | str,
                  banned_topics: list[str] | None = None) -> CommentRelevanceResult:
        """On-topic verdict and banned-topic share."""
        body = {"comment": comment, "article_context_id": _id(article_context_id),
                "banned_topics": list(banned_topics or [])}
        return self._call("commentrelevance", body, CommentRelevanceResult)

    def relevance_batch(self, comments: list[str], article_context_id: UUID | str,
                        banned_topics: list[str] | None = None) -> BatchRelevanceResult:
        """commentrelevance for many comments in one request (at most the server's cap; 400 names it),
        each with its best sentence similarity per banned topic."""
        body = {"comments": list(comments), "article_context_id": _id(article_context_id),
                "banned_topics": list(banned_topics or [])}
        return self._call("batch/relevance", body, BatchRelevanceResult)

    def dogwhistle(self, comment: str, article_context_id: UUID | str | None = None,
                   sensitive_topics: list[str] | None = None,
                   dogwhistle_examples: list[str] | None = None) -> DogwhistleResult:
        """Coded-language detection."""
        body = {"comment": comment, "article_context_id": _id(article_context_id),
                "sensitive_topics": list(sensitive_topics or []),
                "dogwhistle_examples": list(dogwhistle_examples or [])}
        return self._call("dogwhistle", body, DogwhistleResult)

    def llmdetect(self, comment: str) -> LlmDetectResult:
        """Machine-written-text likeness."""
        return self._call("llmdetect", {"comment": comment}, LlmDetectResult)

    def megacall(self, **request: Any) -> MegaCallResult:
        """Several checks in one call; keyword arguments are the fields of `MegaCallRequest`."""
        body = MegaCallRequest.model_validate(request).model_dump(mode="json", exclude_none=True)
        return self._call("megacall", body, MegaCallResult)

    # --- external toxicity API -----------------------------------------------------------------

    def analyze(self, request: dict[str, Any]) -> AnalyzeResponse:
        """analyse in the external API's format (`comment.text`, `requestedAttributes`, …)."""
        return _parse(self._send("POST", "external-compat/analyse", request), AnalyzeResponse)

    def suggest_score(self, text: str, attribute: str, value: float,
                      client_token: str | None = None) -> SuggestResponse:
        """Send a corrected score for one attribute of a comment."""
        body = {"comment": {"text": text},
                "attributeScores": {attribute: {"summaryScore": {"value": value, "type": "PROBABILITY"}}},
                "clientToken": client_token}
        return self._call("external-compat/suggestscore", body, SuggestResponse)


def _id(value: UUID | str | None) -> str | None:
    return str(value) if value is not None else None


def _without_none(body: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in body.items() if value is not None}


def _parse(response: httpx.Response, model: type[T]) -> T:
    """Validate a 2xx answer into its schema; an answer that does not fit is a server error."""
    try:
        return model.model_validate(response.json())
    except ValueError as exc:
        raise ClientError(response.status_code, "InvalidResponse",
                          f"The service answered with data this client cannot read: {exc}") from exc
