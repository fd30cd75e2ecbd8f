"""What a batch run scores with: the text column, checks, article and topic lists (plain, picklable values)."""

from dataclasses import dataclass
from pathlib import Path

CHECKS = ("toxicity", "spam", "relevance", "dogwhistle", "commentscore")


class BatchError(Exception):
    """A problem with the run's input or options, reported to the user as one line."""


@dataclass(frozen=True)
class BatchConfig:
    """Everything a scorer needs; sent once to each worker process or Ray actor."""

    text_column: str = "comment"
    checks: tuple[str, ...] = CHECKS
    article_text: str = ""
    banned_topics: tuple[str, ...] = ()
    sensitive_topics: tuple[str, ...] = ()
    embeddings_cache: str | None = None
    chunk_rows: int = 256

    def fingerprint(self) -> dict:
        """What decides the output, so a resumed run can tell it is continuing the same job."""
        return {"text_column": self.text_column, "checks": list(self.checks), "article": self.article_text,
                "banned_topics": list(self.banned_topics), "sensitive_topics": list(self.sensitive_topics),
                "chunk_rows": self.chunk_rows}


def parse_checks(value: str) -> tuple[str, ...]:
    """`toxicity,spam` → ('toxicity', 'spam'); unknown names are an error naming the known ones."""
    names = tuple(dict.fromkeys(n.strip().lower() for n in value.split(",") if n.strip()))
    unknown = [n for n in names if n not in CHECKS]
    if unknown or not names:
        raise BatchError(f"--checks: unknown {', '.join(unknown) or '(none given)'}; choose from {', '.join(CHECKS)}")
    return names


def read_list(path: str | None) -> tuple[str, ...]:
    """A topic list file: one topic per line; blank lines and lines starting with # are skipped."""
    if not path:
        return ()
    lines = _read_text(path, "topic list").splitlines()
    return tuple(dict.fromkeys(t.strip() for t in lines if t.strip() and not t.lstrip().startswith("#")))


def read_article(path: str | None) -> str:
    """The article's text (UTF-8 text or Markdown file)."""
    return _read_text(path, "article").strip() if path else ""


def _read_text(path: str, what: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BatchError(f"cannot read the {what} file {path}: {exc}") from exc
