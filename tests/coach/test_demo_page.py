"""Demo page: the prepared article registers in one click and each prepared comment shows its finding."""

from coach.demo import DEMO_COMMENTS
from tests.coach.conftest import html_of


def test_each_demo_comment_shows_its_kind_of_finding(app):
    app.switch_page("views/demo.py").run()
    app.button(key="demo_register").click().run()
    assert app.session_state["active_article"]
    shown, labels = {}, {}
    for index, comment in enumerate(DEMO_COMMENTS):
        app.button(key=f"demo-{index}").click().run()
        assert not app.exception and not app.error, (comment.name, [e.value for e in app.error])
        outcome = app.session_state["last_result"]
        assert outcome.draft == comment.text
        shown[comment.name] = outcome
        labels[comment.name] = [e.label for e in app.expander]
    kinds = lambda name: {f.kind for f in shown[name].findings}  # noqa: E731
    assert "objectionable" in kinds("Rude reply")
    assert "fallacy" in kinds("Weak argument")
    assert shown["Spam"].result.spam_check.is_spam
    assert "banned" in kinds("Off-topic and banned topic")
    assert "dogwhistle" in kinds("Coded language")
    assert shown["Machine-written"].result.llm_detection.llm_likelihood >= 0.5
    good = shown["Constructive"].result.comment_score
    assert good.overall_score >= 4 and not good.objectionable_phrases
    assert "<mark" in html_of(app) or not shown["Constructive"].findings
    assert any(label.startswith("Spam: likely spam") for label in labels["Spam"])
    assert any("banned topics: " in label for label in labels["Off-topic and banned topic"])
    assert any(label == "Dogwhistles: found" for label in labels["Coded language"])
    assert any(label.startswith("Machine-text likeness: ") for label in labels["Machine-written"])
