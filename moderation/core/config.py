"""Service settings from the environment (prefix MODERATION_) or a .env file."""

import secrets
from functools import lru_cache
from pathlib import Path

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
    max_comment_chars: int = 20_000
    max_article_chars: int = 2_000_000
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
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{(self.data_dir / 'moderation.db').resolve()}"

    @property
    def resolved_secret(self) -> str:
        """The key-hashing secret: from settings, else read from (or created in) the data folder."""
        if self.secret:
            return self.secret
        path = self.data_dir / "secret.key"
        if not path.exists():
            self.data_dir.mkdir(parents=True, exist_ok=True)
            path.write_text(secrets.token_hex(32))
            path.chmod(0o600)
        return path.read_text().strip()


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process's settings (read once)."""
    return Settings()
