"""Plain values the judges share: an article context, an offending phrase, an attribute result, a finding."""

from dataclasses import dataclass, field

import numpy as np

from moderation.schemas.findings import ModerationCategory


@dataclass
class ArticleContext:
    """A registered article: its text, title, chunks and their embeddings (stored at inittopic)."""

    text: str
    title: str = ""
    description: str = ""
    chunks: list[str] = field(default_factory=list)
    chunk_embeddings: np.ndarray = field(default_factory=lambda: np.zeros((0, 384), dtype=np.float32))
    title_embedding: np.ndarray | None = None


@dataclass(frozen=True)
class Phrase:
    """An offending phrase found by a judge; `text == comment[start:end]` always."""

    start: int
    end: int
    text: str
    kind: str  # insult | profanity | threat | identity_attack | sexual | harassment | dismissive | ...
    score: float
    reason: str = ""


@dataclass(frozen=True)
class AttributeResult:
    """One attribute's summary probability and its span scores (Python string offsets)."""

    score: float
    spans: tuple[tuple[int, int, float], ...] = ()


@dataclass(frozen=True)
class Issue:
    """One problem found in a comment: `quote == comment[start:end]` always; `label` is the detector's type."""

    start: int
    end: int
    quote: str
    category: ModerationCategory
    label: str  # e.g. "ad hominem", "insult", "dismissive", "sarcasm"
    severity: int  # 1 minor, 2 clear, 3 severe, 4 extreme
    score: float = 1.0
    slots: dict[str, str] = field(default_factory=dict, compare=False, hash=False)  # words the explanation cites
