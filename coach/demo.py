"""The demo: an article and comments written for it (coach/demo.json), each showing one kind of finding."""

import json
from dataclasses import dataclass, field
from pathlib import Path

ALL_CHECKS = {"run_comment_score": True, "run_spam_check": True, "run_relevance_check": True,
              "run_dogwhistle_check": True, "run_llm_detect": True, "run_external": False}


@dataclass(frozen=True)
class DemoComment:
    """A prepared comment, what it is meant to show, and the settings to check it with."""

    name: str
    shows: str
    text: str
    reply_to: str = ""
    banned_topics: list[str] = field(default_factory=list)
    sensitive_topics: list[str] = field(default_factory=list)


_DATA = json.loads((Path(__file__).parent / "demo.json").read_text(encoding="utf-8"))
DEMO_ARTICLE_TITLE: str = _DATA["article_title"]
DEMO_ARTICLE: str = _DATA["article"]
DEMO_COMMENTS = [DemoComment(**comment) for comment in _DATA["comments"]]


def demo_settings(comment: DemoComment, allowed: set[str] | None, article_id: str | None = None) -> "CheckSettings":
    """The settings a demo comment is checked with (every check the plan allows, the demo article), for its own draft
    only."""
    from coach.connection import CHECKS, is_allowed
    from coach.settings import CheckSettings
    flags = {flag: on and is_allowed(allowed, CHECKS[flag][0]) for flag, on in ALL_CHECKS.items()}
    return CheckSettings(flags, comment.reply_to, list(comment.banned_topics), list(comment.sensitive_topics),
                         source=comment.name, article_id=article_id)


def shown_demo(state) -> DemoComment | None:
    """The demo comment the current draft came from (None for the writer's own draft: the Demo page does not show
    it under the demo article)."""
    settings = state.get("draft_settings")
    return next((c for c in DEMO_COMMENTS if settings and c.name == settings.source), None)
