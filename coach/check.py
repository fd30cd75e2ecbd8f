"""One coach check: a megacall over the draft, its findings located, and a row in the revision history."""

from collections.abc import MutableMapping
from dataclasses import dataclass, field

from coach.articles import with_article
from coach.findings import Finding, findings_of
from coach.history import revision_row
from coach.sentences import banned_sentences
from coach.settings import draft_article
from moderation.client import ModerationClient
from moderation.schemas.megacall import MegaCallResult

ARTICLE_CHECKS = ("run_comment_score", "run_relevance_check", "run_dogwhistle_check")


@dataclass
class CheckOutcome:
    """What one check produced."""

    draft: str
    result: MegaCallResult
    findings: list[Finding]
    notices: list[str] = field(default_factory=list)


def run_check(client: ModerationClient, state: MutableMapping, draft: str, flags: dict[str, bool],
              reply_to: str = "", banned_topics: list[str] = (), sensitive_topics: list[str] = ()) -> CheckOutcome:
    """Run one megacall with the chosen checks, locate findings, and record the revision."""
    if not draft.strip():
        raise ValueError("Write a draft first.")
    if not any(flags.values()):
        raise ValueError("Choose at least one check.")
    notices: list[str] = []

    def call(article_id: str | None) -> tuple[MegaCallResult, str | None]:
        if article_id is None and any(flags.get(name) for name in ARTICLE_CHECKS):
            raise ValueError("Register an article first (Article page): the comment score, relevance and "
                             "dogwhistle checks read the comment against it.")
        result = client.megacall(comment=draft, article_context_id=article_id, reply_to_comment=reply_to or None,
                                 banned_topics=list(banned_topics), sensitive_topics=list(sensitive_topics), draft=True,
                                 **flags)  # a draft: never remembered as a post
        return result, article_id

    result, article_id = with_article(client, state, call, notices)
    relevance = result.relevance_check
    located_banned = []
    if relevance and relevance.banned_topics.banned_topics and article_id:
        record = draft_article(state)
        located_banned = banned_sentences(client, article_id, draft, relevance.banned_topics.banned_topics,
                                          record.title if record else "")
    found = findings_of(draft, result, located_banned)
    add_revision(state, article_id, revision_row(0, draft, result, found))
    outcome = CheckOutcome(draft, result, found, notices)
    state["last_result"] = outcome
    return outcome


def add_revision(state: MutableMapping, article_id: str | None, row: dict) -> None:
    """Add a checked version to the revision history, which belongs to one draft (a new draft empties it:
    coach/scope.py) on one article (checked against another article, it starts again)."""
    if state.get("revisions_article") != article_id:
        state["revisions"], state["revisions_article"] = [], article_id
    state["revisions"] = state["revisions"] + [row | {"revision": len(state["revisions"]) + 1}]
