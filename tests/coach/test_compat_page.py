"""Compat scores page: attribute bars with sensible ticks, span highlights, a correction starting at the score."""

from components.charts import value_axis
from tests.coach.conftest import html_of


def test_score_axis_has_distinct_ticks():
    axis = value_axis((0, 1)).to_dict()
    assert axis["values"] == [0, 0.2, 0.4, 0.6, 0.8, 1.0]
    labels = [format(v, ".1f") for v in axis["values"]]
    assert len(set(labels)) == len(labels)


def test_span_colour_follows_the_score():
    from coach.span_colours import span_colour, spans_html
    assert span_colour(0.96) != span_colour(0.30)
    strong, weak = (float(span_colour(v).rsplit(",", 1)[1].rstrip(")")) for v in (0.96, 0.30))
    assert strong > weak + 0.5
    html = spans_html("Fine. You idiot.", [(6, 15, 0.96)], "INSULT")
    assert 'data-score="0.96"' in html and ">0.96</sup>" in html and "Fine. " in html


def test_scores_spans_and_correction(app):
    app.switch_page("views/compat_scores.py").run()
    app.text_area(key="w_compat_text").input("The swings look great. You are a pathetic idiot though.")
    app.button_group(key="w_compat_attrs").set_value(["TOXICITY", "INSULT", "ATTACK_ON_AUTHOR"])
    app.button(key="compat_score").click().run()
    assert not app.exception and not app.error, (app.exception, [e.value for e in app.error])
    text, response = app.session_state["compat_result"]
    assert set(response.attributeScores) <= {"TOXICITY", "INSULT", "ATTACK_ON_AUTHOR"} and response.attributeScores
    app.selectbox(key="compat_span_attr").set_value("INSULT").run()
    page = html_of(app)
    assert 'class="span-score"' in page and 'class="span-value"' in page  # coloured by score, the value written
    # Leaving the page and coming back keeps the comment and the chosen attributes (issue 26 item 10).
    app.switch_page("views/article.py").run()
    app.switch_page("views/compat_scores.py").run()
    assert app.button_group(key="w_compat_attrs").value == ["TOXICITY", "INSULT", "ATTACK_ON_AUTHOR"]
    assert app.text_area(key="w_compat_text").value.startswith("The swings look great.")
    app.selectbox(key="compat_fix_attr").set_value("INSULT").run()
    slider = next(s for s in app.slider if s.key.startswith("compat_fix_value"))
    assert slider.value == round(response.attributeScores["INSULT"].summaryScore.value, 2) > 0.5
    app.button(key="compat_send").click().run()
    assert f"INSULT = {slider.value:.2f}" in app.success[0].value
    next(s for s in app.slider if s.key.startswith("compat_fix_value")).set_value(0.3).run()
    app.button(key="compat_send").click().run()
    assert "INSULT = 0.30" in app.success[0].value
