"""Banned topics page: CSV batch, topics mapped to labels (with a warning for none), a threshold that acts on a
per-comment strength, a flagged-vs-threshold chart, uploads and results kept across pages, export."""

import pandas as pd

from coach import topic_labels
from tests.coach.conftest import register_article

CSV = (
    "comment,expected\n"
    "The sandpit should have a cover so cats stay out of it.,\n"
    "Vote for the opposition at the next election and lower the council tax!,elections; tax\n"
    "Council tax is far too high already and this park will raise it again.,tax\n"
    "Please add shade near the swings for hot summer days.,\n"
    "The election campaign posters in the park are an eyesore.,elections\n"
).encode()


def test_topics_map_to_labels_by_best_match():
    labels = ["elections", "immigration", "tax"]
    assert topic_labels.best_label("immigration and border policy", labels) == "immigration"
    assert topic_labels.best_label("taxes", labels) == "tax"
    assert topic_labels.best_label("Elections", labels) == "elections"
    assert topic_labels.best_label("playground equipment", labels) is None


def test_batch_mapping_threshold_and_pages(app):
    register_article(app)
    app.switch_page("views/banned_topics.py").run()
    app.file_uploader(key="batch_file").upload("comments.csv", CSV, "text/csv")
    app.run()
    assert app.selectbox(key="w_batch_labels").value == "expected"
    app.session_state["topic_lists"] = pd.DataFrame({"list A": ["taxes", "elections and voting"],
                                                     "list B": ["playground equipment", ""]})
    app.toggle(key="w_batch_compare").set_value(True).run()
    # Each topic gets a label select prefilled by the best match; a topic with none is warned about.
    assert app.selectbox(key="map-taxes").value == "tax"
    assert app.selectbox(key="map-elections and voting").value == "elections"
    assert app.selectbox(key="map-playground equipment").value == "(no label)"
    assert any("playground equipment" in w.value for w in app.warning)
    app.button(key="batch_run").click().run()
    assert not app.exception and not app.error, (app.exception, [e.value for e in app.error])
    cache = app.session_state["batch_results"]
    assert len(cache) == 2
    results = next(iter(cache.values()))
    assert len(results) == 5 and (results["error"] == "").all()
    # The per-comment strength varies (single-sentence comments included), so the threshold can act on it.
    assert topic_labels.strength(results).nunique() >= 3
    # Real similarities in the table: each comment's best measured one, never raised to the service's cut-off.
    measured = results["similarity"].apply(lambda sims: max(sims.values())).round(3)
    assert (topic_labels.strength(results) == measured).all()
    shown = next(d.value for d in app.dataframe if "closest topic similarity" in d.value.columns)
    assert (shown["closest topic similarity"].round(3) == measured).all()
    # Each list as a whole has its precision and recall beside its flagged count.
    lists = next(d.value for d in app.dataframe if "list" in d.value.columns and "errors" in d.value.columns)
    assert {"precision", "recall"} <= set(lists.columns) and lists.set_index("list").loc["list A", "recall"] > 0
    table = next(d.value for d in app.dataframe if "topic" in d.value.columns)
    tax = table.set_index("topic").loc["taxes"]
    assert tax["label"] == "tax" and tax["recall"] is not None and tax["recall"] > 0
    flagged_low = topic_labels.flagged(results, topic_labels.SERVICE_CUTOFF).sum()
    app.slider(key="w_batch_threshold").set_value(0.8).run()
    assert app.session_state["batch_results"] is cache and len(cache) == 2  # no new requests
    assert topic_labels.flagged(results, 0.8).sum() <= flagged_low
    assert app.download_button(key="export-list A")
    # Another page and back: the upload, the threshold and the results are still there.
    app.switch_page("views/coach.py").run()
    app.switch_page("views/banned_topics.py").run()
    assert not app.exception
    assert any("uploaded earlier" in c.value for c in app.caption)
    assert app.slider(key="w_batch_threshold").value == 0.8
    assert app.download_button(key="export-list A") and app.download_button(key="export-list B")
