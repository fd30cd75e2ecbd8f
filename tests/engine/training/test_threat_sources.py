"""The real threat sources both toxicity readers learn from (issue 38): EDOS's own dev split and the Jigsaw sample's
validation part never train; a threat weighs more than a post that only abuses; the many plain posts are sampled."""

import pandas as pd

from moderation.engine.core.splits import split_of
from moderation.engine.training.toxicity import data as heads_data
from moderation.engine.training.toxicity import encoder_data


def _shared(tmp_path, plain: int = 30):
    """A tiny ../shared/data with the two files' real columns (texts are placeholders, not dataset text)."""
    folder = tmp_path / "toxicity"
    folder.mkdir()
    rows = ([("threat post %d" % i, "sexist", "1. threats, plans to harm and incitement", "train") for i in range(4)]
            + [("abusive post %d" % i, "sexist", "2. derogation", "train") for i in range(6)]
            + [("held post %d" % i, "sexist", "1. threats, plans to harm and incitement", "dev") for i in range(3)]
            + [("plain post %d" % i, "not sexist", "none", "train") for i in range(plain)])
    pd.DataFrame([{"rewire_id": f"x-{n}", "text": t, "label_sexist": s, "label_category": c, "label_vector": c,
                   "split": sp} for n, (t, s, c, sp) in enumerate(rows)]).to_csv(folder / "edos_sexism.csv", index=False)
    pd.DataFrame({"text": [f"talk comment {i}" for i in range(40)], "threat": [1] * 5 + [0] * 35,
                  "insult": [0] * 40, "identity_hate": [0] * 40, "toxic": [1] * 20 + [0] * 20}).to_csv(
        folder / "jigsaw_samples.csv", index=False)
    return tmp_path


def test_threats_weigh_more_than_abuse_and_held_back_parts_stay_back(tmp_path, monkeypatch):
    monkeypatch.setattr(encoder_data, "EDOS_CIVIL_SAMPLE", 10)
    frame = encoder_data.threat_sources(_shared(tmp_path), seed=1234)
    edos = frame[frame["source"] == "edos"]
    assert set(edos[edos["text"].str.startswith("held")]["split"]) == {"validation"}
    trained = edos[edos["split"] == "train"]
    assert set(trained[trained["THREAT"] == 1]["threat_weight"]) == {encoder_data.THREAT_WEIGHT}
    assert set(trained[trained["text"].str.startswith("abusive")]["threat_weight"]) == {1.0}
    assert (trained["text"].str.startswith("plain")).sum() == 10  # the plain posts are sampled
    jigsaw = frame[frame["source"] == "jigsaw"]
    assert list(jigsaw["split"]) == [split_of(t) for t in jigsaw["text"]]
    assert list(frame.columns[:4]) == ["text", "source", "split", "bucket"]


def test_the_heads_table_holds_edos_dev_back_as_its_test_part(tmp_path):
    frame = heads_data.real_threats(_shared(tmp_path))
    held = frame[frame["text"].str.startswith("held")]
    assert set(held["split"]) == {"test"}
    assert set(frame[~frame["text"].str.startswith("held") & (frame["source"] == "edos")]["split"]) <= {
        "train", "calibration"}
    assert frame["row_weight"].max() == encoder_data.THREAT_WEIGHT
