"""Banned topics page: CSV batch with progress, counts, precision/recall, threshold without requests, export."""

import pandas as pd

from tests.coach.conftest import register_article

CSV = (
    "comment,expected\n"
    "The sandpit should have a cover so cats stay out of it.,\n"
    "Vote for the opposition at the next election and lower the council tax!,elections; tax\n"
    "Council tax is far too high already and this park will raise it again.,tax\n"
    "Please add shade near the swings for hot summer days.,\n"
    "The election campaign posters in the park are an eyesore.,elections\n"
).encode()


def test_batch_relevance_counts_and_threshold(app):
    register_article(app)
    app.switch_page("views/banned_topics.py").run()
    app.file_uploader(key="batch_file").upload("comments.csv", CSV, "text/csv")
    app.run()
    assert app.selectbox(key="batch_labels").value == "expected"
    app.session_state["topic_lists"] = pd.DataFrame({"list A": ["taxes", "elections and voting"],
                                                     "list B": ["playground equipment", ""]})
    app.toggle(key="batch_compare").set_value(True)
    app.button(key="batch_run").click().run()
    assert not app.exception and not app.error, (app.exception, [e.value for e in app.error])
    cache = app.session_state["batch_results"]
    assert len(cache) == 2
    results = next(iter(cache.values()))
    assert len(results) == 5 and (results["error"] == "").all()
    tables = [d.value for d in app.dataframe]
    assert any("precision" in t.columns for t in tables)
    assert any("flagged" in t.columns and len(t) == 5 for t in tables)
    flagged_low = int(app.metric[0].value.split(" / ")[0])
    # Raising the threshold re-filters the same results: no new entries, never more flagged comments.
    app.slider(key="batch_threshold").set_value(1.0).run()
    assert app.session_state["batch_results"] is cache and len(cache) == 2
    assert int(app.metric[0].value.split(" / ")[0]) <= flagged_low
    assert app.download_button(key="export-list A")
