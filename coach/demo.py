"""The demo: an article and comments written for it, each showing one kind of finding."""

from dataclasses import dataclass, field

DEMO_ARTICLE_TITLE = "Harbour Street to get a protected bike lane"

DEMO_ARTICLE = """# Harbour Street to get a protected bike lane

The town council voted six to three on Tuesday to convert one of the two car lanes on Harbour Street
into a protected bike lane, separated from traffic by a low concrete kerb and planters.

Work is planned to start in March and last about eleven weeks. During construction, buses will be
diverted along Mill Road, and the weekly farmers' market will move to the school car park.

Supporters on the council pointed to the rising number of people who cycle to the ferry terminal and
to two collisions involving cyclists at the Quay Lane junction last year. Opponents said shop owners
had not been consulted properly and worried that deliveries and parking would become harder.

The project is expected to cost 1.4 million, two thirds of it paid by a regional transport grant.
The council will hold an open meeting at the library on 12 February to present the final design
and answer questions from residents and businesses.
"""

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


DEMO_COMMENTS = [
    DemoComment(
        "Rude reply", "objectionable phrases, a negative tone and a low score, with rewrites",
        "Only an idiot would vote for this stupid lane. The councillors are clueless morons and "
        "whatever, nobody cares what you think anyway.",
        reply_to="I think the bike lane will make the junction much safer for my kids."),
    DemoComment(
        "Weak argument", "logical fallacies: a personal attack instead of an argument, and a slippery slope",
        "You can't trust anything the mayor says about safety because he is a terrible person who can't even "
        "park his own car. If we allow one bike lane, next they will ban cars from the whole town and "
        "every shop will close."),
    DemoComment(
        "Spam", "a spam verdict with its reasoning",
        "BEST DEALS!!! Buy cheap e-bikes now at www.cheap-ebikes-deal.example.com - 90% OFF, limited offer, "
        "click here http://bit.ly/xyz and use code WIN500 for free shipping!!!"),
    DemoComment(
        "Off-topic and banned topic", "relevance and a banned topic, with the sentences highlighted",
        # No sentence about the lane or the town (a mention of either counts toward the article): off-topic as a whole.
        "Honestly the real story is the election next year: the party in government will lose because their "
        "tax policy is a disaster. Did anyone else watch the football on Saturday?",
        banned_topics=["party politics and elections", "taxes"]),
    DemoComment(
        "Coded language", "dogwhistle terms with their categories",
        "Funny how the globalists who control the banks always find grant money for projects like this. "
        "We know who is really behind it, the same people as always.",
        sensitive_topics=["antisemitism", "conspiracy theories"]),
    DemoComment(
        "Machine-written", "machine-text likeness with its signals",
        "It is important to note that the Harbour Street bike lane represents a multifaceted initiative. "
        "Furthermore, it underscores the council's commitment to sustainable mobility. Additionally, it is "
        "crucial to consider the diverse perspectives of stakeholders. Moreover, it is worth highlighting that such "
        "initiatives can serve as a catalyst for broader positive change across the wider region. In conclusion, "
        "while there are valid concerns, the project ultimately fosters a more vibrant and inclusive community."),
    DemoComment(
        "Constructive", "a good comment: high score, few or no findings",
        "I cycle to the ferry every day, so I welcome this. I do hope the council talks to the shop owners "
        "about delivery times before March, so the market and the deliveries can both keep working."),
]


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
