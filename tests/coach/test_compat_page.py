"""Compat scores page: attribute bars, span highlights, a correction through suggestscore."""

from tests.coach.conftest import html_of


def test_scores_spans_and_correction(app):
    app.switch_page("views/compat_scores.py").run()
    app.text_area(key="compat_text").input("The swings look great. You are a pathetic idiot though.")
    app.multiselect(key="compat_attrs").set_value(["TOXICITY", "INSULT"])
    app.button(key="compat_score").click().run()
    assert not app.exception and not app.error, (app.exception, [e.value for e in app.error])
    text, response = app.session_state["compat_result"]
    assert set(response.attributeScores) <= {"TOXICITY", "INSULT"} and response.attributeScores
    app.selectbox(key="compat_span_attr").set_value("INSULT").run()
    assert 'class="finding finding-span"' in html_of(app)
    app.slider(key="compat_fix_value").set_value(0.95)
    app.button(key="compat_send").click().run()
    assert "Correction sent" in app.success[0].value
