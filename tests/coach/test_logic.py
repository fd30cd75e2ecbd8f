"""UI-free coach logic: locating findings, highlight HTML and escaping, rewrites, history, spans, lists."""

import pytest

from coach.compat import span_findings, utf16_to_index
from coach.findings import Finding, findings_of, locate
from coach.highlight import escape_text, highlighted_html, segments
from coach.history import chart_frame, history_frame, history_table, revision_row
from coach.rewrite import apply_rewrite
from coach.sentences import split_sentences
from coach.state import parse_list, title_of
from moderation.schemas.checks import DogwhistleDetails, DogwhistleDetection, DogwhistleResult
from moderation.schemas.compat import AttributeScore, Score, SpanScore
from moderation.schemas.findings import CommentScore, LogicalFallacy, ObjectionablePhrase
from moderation.schemas.megacall import MegaCallResult

DRAFT = "Your plan is dumb. Everyone knows cyclists never pay road tax, you clown."


def _result() -> MegaCallResult:
    score = CommentScore(
        objectionable_phrases=[ObjectionablePhrase(quoted_objectionable_phrase="you clown", explanation="An insult.",
                                                   suggested_rewrite="I disagree")],
        logical_fallacies=[LogicalFallacy(fallacy_name="appeal to popularity", explanation="Popularity is no proof.",
                                          quoted_logical_fallacy_example="Everyone knows",
                                          suggested_rewrite="I believe")],
        appears_low_effort=False, overall_score=2, toxicity_score=0.6, toxicity_explanation="Insulting.")
    dog = DogwhistleResult(detection=DogwhistleDetection(reasoning="Coded.", dogwhistles_detected=True, confidence=0.7),
                           details=DogwhistleDetails(dogwhistle_terms=["road tax"], categories=["misinformation"],
                                                     subtlety_level=0.5, harm_potential=0.3))
    return MegaCallResult(comment_score=score, dogwhistle_check=dog)


def test_findings_are_located_in_reading_order():
    found = findings_of(DRAFT, _result())
    assert [f.kind for f in found] == ["objectionable", "dogwhistle", "fallacy"]  # most severe first
    assert all(DRAFT[f.start:f.end] == f.quote for f in found)


def test_locate_falls_back_to_case_and_space_insensitive_match():
    assert locate("Hello   World again", "hello world") == (0, 13)
    assert locate("abc", "zzz") == (-1, -1)


def test_highlight_marks_each_finding_with_its_explanation():
    html = highlighted_html(DRAFT, findings_of(DRAFT, _result()))
    assert html.count("<mark") == 3
    assert 'title="Objectionable (insult): An insult."' in html
    assert ">you clown</mark>" in html


def test_overlapping_findings_share_segments():
    text = "abcdefgh"
    found = [Finding("tone", "abcdef", "x", start=0, end=6), Finding("objectionable", "def", "y", start=3, end=6)]
    pieces = segments(text, found)
    assert [(p.start, p.end, len(p.findings)) for p in pieces] == [(0, 3, 1), (3, 6, 2), (6, 8, 0)]


def test_escaping_neutralises_html_and_markdown():
    text = "<script>alert(1)</script> **bold** _x_ $5 :smile:\nnext"
    escaped = escape_text(text)
    assert "<script" not in escaped and "&lt;script&gt;" in escaped
    assert "**" not in escaped and "&#42;&#42;bold&#42;&#42;" in escaped
    assert "_x_" not in escaped and "$" not in escaped and ":smile:" not in escaped
    assert escaped.endswith("<br>next")


def test_quote_with_html_is_escaped_inside_the_mark():
    text = "I say <b>hi</b> to you"
    html = highlighted_html(text, [Finding("tone", "<b>hi</b>", 'says "x"', start=6, end=15)])
    assert ">&lt;b&gt;hi&lt;/b&gt;</mark>" in html and "<b>" not in html
    assert 'says &quot;x&quot;' in html


def test_apply_rewrite_replaces_exactly_that_occurrence():
    draft = "bad idea. Truly a bad idea."
    second = Finding("tone", "bad idea", "x", rewrite="weak idea", start=18, end=26)
    assert apply_rewrite(draft, second) == "bad idea. Truly a weak idea."
    moved = Finding("tone", "bad idea", "x", rewrite="weak idea", start=30, end=38)
    assert apply_rewrite(draft, moved) == "weak idea. Truly a bad idea."  # position stale: first occurrence
    with pytest.raises(ValueError):
        apply_rewrite("nothing here", second)


def test_history_rows_and_chart():
    result = _result()
    rows = [revision_row(1, DRAFT, result, findings_of(DRAFT, result))]
    frame = history_frame(rows)
    assert frame.loc[0, "score"] == 2 and frame.loc[0, "findings"] == 3 and frame.loc[0, "Objectionable"] == 1
    assert "Negative tone" not in frame.columns  # only kinds that occurred, so the table fits
    assert set(chart_frame(rows)["measure"]) == {"score", "findings"}
    unscored = dict(rows[0], score=None, toxicity=None)  # a draft in another language has no comment score
    shown = history_table([rows[0], unscored])
    assert shown.loc[1, "score"] == "—" and shown.loc[1, "toxicity"] == "—" and shown.loc[0, "score"] == 2


def test_utf16_spans_map_to_python_offsets():
    text = "hi 😀 you idiot"
    assert utf16_to_index(text)[5] == 4  # the emoji takes two code units
    scores = AttributeScore(summaryScore=Score(value=0.9),
                            spanScores=[SpanScore(begin=6, end=15, score=Score(value=0.9)),
                                        SpanScore(begin=0, end=2, score=Score(value=0.01))])
    [found] = span_findings(text, "INSULT", scores)
    assert text[found.start:found.end] == "you idiot"


def test_lists_titles_and_sentences():
    assert parse_list("a, b\n\nc\na") == ["a", "b", "c"]
    assert title_of("\n# My title\nbody", None) == "My title"
    assert split_sentences("One. Two!\nThree?") == ["One.", "Two!", "Three?"]


def test_sentence_rewrite_replaces_the_sentence_holding_the_quote():
    draft = "Nice swings. You are an idiot if you think this is a good idea. See you."
    sentence = "You are an idiot if you think this is a good idea."
    finding = Finding("objectionable", "idiot", "x", rewrite="If you think this is a good idea.", start=24, end=29,
                      replaces=sentence)
    assert apply_rewrite(draft, finding) == "Nice swings. If you think this is a good idea. See you."
    phrase = Finding("objectionable", "idiot", "x", rewrite="friend", start=24, end=29)
    assert apply_rewrite(draft, phrase) == "Nice swings. You are an friend if you think this is a good idea. See you."
    twice = "You are an idiot. Yes. You are an idiot."
    second = Finding("objectionable", "idiot", "x", rewrite="I disagree.", start=34, end=39, replaces="You are an idiot.")
    assert apply_rewrite(twice, second) == "You are an idiot. Yes. I disagree."
    edited = Finding("objectionable", "idiot", "x", rewrite="I disagree.", start=24, end=29, replaces="Gone sentence.")
    with pytest.raises(ValueError):
        apply_rewrite(draft, edited)


def test_markdown_escape_for_labels():
    from coach.highlight import md_escape
    assert md_escape("**x** [a](b) $1") == "\\*\\*x\\*\\* \\[a\\]\\(b\\) \\$1"


def test_history_axis_counts_in_whole_numbers():
    """A history whose every figure is 0 had its axis labelled "0.000000"."""
    import pandas as pd

    from components.charts import history_spec
    frame = pd.DataFrame({"revision": [1, 2], "measure": ["findings", "findings"], "value": [0, 0]})
    axis = history_spec(frame).to_dict()["encoding"]["y"]["axis"]
    assert axis["format"] == "d" and axis["tickMinStep"] == 1
