"""Demo page: each prepared comment shows its finding, the verdict never praises a failing draft, and the draft
carries over to the Coach page."""

import json
import re

from coach.demo import DEMO_COMMENTS
from tests.coach.conftest import editor_args, html_of, register_article


def test_each_demo_comment_shows_its_kind_of_finding(app):
    app.switch_page("views/demo.py").run()
    app.button(key="demo_register").click().run()
    assert app.session_state["active_article"]
    shown, verdicts = {}, {}
    for index, comment in enumerate(DEMO_COMMENTS):
        app.button(key=f"demo-{index}").click().run()
        assert not app.exception and not app.error, (comment.name, [e.value for e in app.error])
        outcome = app.session_state["last_result"]
        assert outcome.draft == comment.text and editor_args(app)["text"] == comment.text
        shown[comment.name] = outcome
        verdicts[comment.name] = html_of(app) + json.dumps(editor_args(app)["findings"])
    kinds = lambda name: {f.kind for f in shown[name].findings}  # noqa: E731
    assert "objectionable" in kinds("Rude reply")
    assert "fallacy" in kinds("Weak argument")
    assert shown["Spam"].result.spam_check.is_spam and "spam" in kinds("Spam")
    assert {"banned", "offtopic"} <= kinds("Off-topic and banned topic")
    assert "dogwhistle" in kinds("Coded language")
    assert shown["Machine-written"].result.llm_detection.llm_likelihood >= 0.5 and "machine" in kinds("Machine-written")
    good = shown["Constructive"].result.comment_score
    assert good.overall_score >= 4 and not good.objectionable_phrases
    # One honest verdict: a failing check is never called ready or excellent, whatever the comment score.
    for name in ("Spam", "Off-topic and banned topic", "Coded language", "Rude reply"):
        assert 'data-state="changes"' in verdicts[name] and "excellent" not in verdicts[name], name
    assert 'data-state="changes"' not in verdicts["Constructive"]
    # No score badge beside "Needs changes" (issue 41 item 6: a 5/5 beside a failing check reads as approval);
    # cards speak plain words, no model internals (issue 26, 8).
    for name in ("Spam", "Off-topic and banned topic", "Machine-written"):
        assert "data-score=" not in verdicts[name], name
    assert re.search(r'data-score="[45]"', verdicts["Constructive"])
    pages = "\n".join(verdicts.values())
    for internal in ("trained on", "similarity 0.", "word frequency", "epistemic"):
        assert internal not in pages, internal


def test_demo_comment_continues_on_the_coach_page(app):
    app.switch_page("views/demo.py").run()
    app.button(key="demo_register").click().run()
    weak = next(i for i, c in enumerate(DEMO_COMMENTS) if c.name == "Weak argument")
    app.button(key=f"demo-{weak}").click().run()
    app.switch_page("views/coach.py").run()
    assert not app.exception
    args = editor_args(app)
    assert args["text"] == DEMO_COMMENTS[weak].text and args["checked"] == DEMO_COMMENTS[weak].text
    assert any(f["kind"] == "fallacy" and f["start"] >= 0 for f in args["findings"])
    app.button(key="check").click().run()  # Check works on the carried-over draft, with the demo's settings
    assert not app.warning and len(app.session_state["revisions"]) == 2
    # the demo's settings are the writer's defaults here: no note about them
    assert not any("checked with the demo's settings" in info.value for info in app.info)


def test_the_demo_keeps_the_writers_settings_and_draft(app):
    """Issue 41 item 5: a demo comment is checked with its own topics without replacing the writer's, and the
    writer's draft is not shown under the demo article."""
    register_article(app)
    app.switch_page("views/coach.py").run()
    app.text_area(key="w_banned_text").input("my banned topic").run()
    app.text_area(key="w_reply_to").input("my reply").run()
    app.session_state["draft"] = "My own draft about the swings by the lake."
    app.button(key="check").click().run()
    assert app.session_state["last_result"].draft.startswith("My own draft")
    app.switch_page("views/demo.py").run()
    app.button(key="demo_register").click().run()
    assert not app.get("component_instance")  # no editor holding the writer's draft under the demo article
    assert "My own draft" not in html_of(app)
    banned = next(i for i, c in enumerate(DEMO_COMMENTS) if c.banned_topics)
    app.button(key=f"demo-{banned}").click().run()
    assert app.session_state["last_result"].result.relevance_check.banned_topics.banned_topics  # the demo's topics
    assert app.session_state["banned_text"] == "my banned topic" and app.session_state["reply_to"] == "my reply"
    app.switch_page("views/coach.py").run()
    assert app.text_area(key="w_banned_text").value == "my banned topic"
    assert any("checked with the demo's settings" in info.value for info in app.info)
    app.button(key="own_settings").click().run()  # the writer can check the demo's draft with their own settings
    assert app.session_state["draft_settings"] is None and not app.exception


def test_the_demo_keeps_the_writers_article(app):
    """A demo comment is checked against the demo article without making it the writer's: their next own draft is
    checked against their own article (found in a three-persona walk: it was checked against the demo's and called
    off topic)."""
    own = register_article(app)
    app.switch_page("views/demo.py").run()
    app.button(key="demo_register").click().run()
    demo = next(a.article_id for a in app.session_state["articles"] if a.article_id != own)
    assert app.session_state["active_article"] == own
    app.button(key="demo-0").click().run()
    assert app.session_state["revisions_article"] == demo  # the demo draft was checked against the demo article
    app.switch_page("views/coach.py").run()
    assert any("and its article" in info.value for info in app.info)
    assert "Harbour Street" in app.caption[0].value  # the page names the article the draft is checked against
    app.session_state["draft"] = "My own draft about the swings by the lake, which need new chains before summer."
    app.button(key="check").click().run()
    assert not app.exception and app.session_state["draft_settings"] is None
    assert app.session_state["revisions_article"] == own and app.session_state["active_article"] == own
