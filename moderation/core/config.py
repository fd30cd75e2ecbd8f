"""Service settings from the environment (prefix MODERATION_) or a .env file."""

import os
import secrets
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Every knob of the service; defaults suit a single machine."""

    model_config = SettingsConfigDict(env_prefix="MODERATION_", env_file=".env", extra="ignore")

    data_dir: Path = Field(Path("data"), description="Folder for the SQLite file and the generated secret")
    database_url: str | None = Field(None, description="SQLAlchemy URL; default sqlite:///<data_dir>/moderation.db")
    secret: str | None = Field(None, description="HMAC key for API-key hashes; generated and persisted when unset")
    fetch_allow_private: bool = Field(False, description="Allow fetching loopback/private addresses (local testing only)")
    fetch_connect_timeout: float = 5.0
    fetch_total_timeout: float = 20.0
    fetch_max_bytes: int = 10 * 1024 * 1024
    fetch_max_redirects: int = 5
    max_body_bytes: int = 1024 * 1024
    body_read_timeout: float = Field(30.0, description="Seconds a request may take to send its whole body (408 after)")
    max_comment_chars: int = 20_000
    max_comment_sentences: int = Field(400, description="Sentences (or lines) per comment the engine judges")
    max_list_items: int = Field(100, description="Items in a list field (banned_topics, sensitive_topics, …)")
    max_topic_chars: int = Field(200, description="Characters per topic or language tag")
    max_example_chars: int = Field(1000, description="Characters per dogwhistle example")
    max_context_comments: int = Field(20, description="Comments in context_comments")
    max_description_chars: int = Field(2000, description="Characters in an inittopic topic_description")
    max_html_bytes: int = Field(5 * 1024 * 1024, description="HTML bytes handed to the extractor (refused above)")
    # Topic documents (issue 42): fetches on their own threads, extraction in a limited child process.
    fetch_threads: int = Field(8, ge=1, description="Threads per worker for URL fetches (their own pool)")
    fetch_per_account: int = Field(2, ge=1, description="URL fetches one account may run at once per worker")
    extract_seconds: float = Field(2.0, gt=0, description="CPU and wall-clock seconds to read one document's text")
    extract_memory_mb: int = Field(256, ge=32, description="MB of memory one extraction may add to its process")
    extract_concurrency: int = Field(2, ge=1, description="Extractions at once per worker (one per account)")
    trusted_hosts: str = Field("", description="Comma-separated Host names accepted besides loopback and the bind "
                                                "address; '*' accepts any")
    docs_enabled: bool = Field(True, description="Serve /docs (Swagger UI, local assets) and /openapi.json")
    bind_host: str = Field("127.0.0.1", description="The address `serve` binds to (set by the command line)")
    max_article_chars: int = 2_000_000
    max_article_embed_chars: int = Field(20_000, ge=1, description="Characters of an article chunked and embedded "
                                         "at inittopic (the whole text is stored); bounds its time")
    engine_budget_seconds: float = Field(3.0, ge=0, description="Seconds of engine work per request; 503 with "
                                         "Retry-After beyond (0: no budget)")
    judge_per_account: int = Field(2, ge=1, description="Requests of one account judged at once per worker; more "
                                   "wait their turn (within their time budget) without holding a thread")
    worker_threads: int = Field(40, ge=1, description="Threads per worker process for blocking work (anyio's limit)")
    db_pool_timeout: float = Field(2.0, gt=0, description="Seconds to wait for a database connection before a 503")
    usercheck_per_minute: int = Field(60, ge=0, description="usercheck calls per account per minute (0: off)")
    auth_failures_per_minute: int = Field(30, ge=0, description="Failed logins per client address per minute (0: off)")
    auth_failures_per_account_per_minute: int = Field(30, ge=0, description="Failed logins per email per minute "
                                                      "(0: off)")
    forwarded_allow_ips: str = Field("", description="Comma-separated proxy addresses whose X-Forwarded-For and "
                                     "X-Forwarded-Proto `serve` trusts ('*': any); empty: none")
    batch_max_comments: int = 250  # per batch/relevance request; larger archives: `batch score` (docs/batch.md)
    batch_max_sentences: int = Field(400, ge=1, description="Sentences in all the comments of one batch request")
    batch_max_chars: int = Field(40_000, ge=1, description="Characters in all the comments of one batch request")
    batch_sentences_per_unit: int = Field(4, ge=1, description="Sentences of a batch request that count as one request "
                                          "against the plan's limit and one unit of usage (a typical comment's)")
    # Operations (docs/deploying.md): logs, metrics, shutdown.
    log_format: Literal["text", "json"] = Field("text", description="`serve`'s log lines: text, or one JSON object "
                                                "per line (time, level, route, status, duration, request id)")
    metrics_enabled: bool = Field(True, description="Serve Prometheus metrics at /metrics")
    metrics_token: SecretStr | None = Field(None, description="When set, /metrics needs `Authorization: Bearer "
                                            "<token>` (never logged)")
    metrics_bind: str | None = Field(None, description="host:port where `serve` exposes the metrics instead of on "
                                     "the service's port (e.g. 127.0.0.1:9100); /metrics then answers 404")
    shutdown_timeout: float = Field(30.0, gt=0, description="Seconds `serve` lets requests in flight finish after "
                                    "SIGTERM before cancelling them")
    readiness_db_timeout: float = Field(2.0, gt=0, description="Seconds /readyz waits for the database to answer")
    keep_alive_timeout: float = Field(75.0, gt=0, description="Seconds an idle client connection stays open: longer "
                                      "than a proxy's or a long-lived client's reuse, so a reused connection is never "
                                      "found closed (uvicorn's own 5 s broke Google's client between calls)")
    # Optional generative backend for rewrites (an OpenAI-compatible chat-completions endpoint); off when unset.
    llm_base_url: str | None = Field(None, description="e.g. http://127.0.0.1:8080/v1 (llama.cpp server, Ollama, vLLM)")
    llm_model: str | None = Field(None, description="Model name sent with each request")
    llm_api_key: SecretStr | None = Field(None, description="Bearer key, if the endpoint needs one (never logged)")
    llm_timeout: float = Field(15.0, description="Seconds per request; a slower answer is dropped for the offline one")
    llm_max_concurrency: int = Field(2, description="Requests in flight at once; more wait, then fall back")
    llm_explanations: bool = Field(False, description="Also ask the backend for the explanation of each rewritten finding")

    @property
    def resolved_database_url(self) -> str:
        """The database URL, defaulting to a SQLite file in the data folder."""
        if self.database_url:
            return self.database_url
        self.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        return f"sqlite:///{(self.data_dir / 'moderation.db').resolve()}"

    @property
    def proxy_options(self) -> dict:
        """uvicorn's proxy settings: X-Forwarded-For/-Proto honoured only from FORWARDED_ALLOW_IPS (none by default;
        uvicorn on its own trusts 127.0.0.1, letting anything behind a local proxy choose its address)."""
        proxies = ",".join(part.strip() for part in self.forwarded_allow_ips.split(",") if part.strip())
        if not proxies:
            return {"proxy_headers": False}
        return {"proxy_headers": True, "forwarded_allow_ips": proxies}

    @property
    def resolved_secret(self) -> str:
        """The key-hashing secret: from settings, else read from (or created in) the data folder."""
        if self.secret:
            return self.secret
        path = self.data_dir / "secret.key"
        if not path.exists():
            self.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
            write_private(path, secrets.token_hex(32))
        return path.read_text().strip()


def write_private(path: Path, text: str) -> None:
    """Write a file readable by its owner only, atomically: never visible with wider modes or half written."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(descriptor, "w") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.link(temporary, path)  # fails if another process created the secret first; theirs wins
    except FileExistsError:
        pass
    finally:
        temporary.unlink(missing_ok=True)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process's settings (read once)."""
    return Settings()
