"""The coded-combination frames read their meanings from data/frames.json: every kind and code has its sentence."""

import re
from pathlib import Path

from moderation.engine.dogwhistles import frames


def test_every_frame_kind_used_has_category_meaning_and_why():
    used = set(re.findall(r'_hit\(m, "(\w+)"\)', Path(frames.__file__).read_text()))
    assert used == set(frames._SAY["frames"])
    for kind in used:
        assert set(frames._SAY["frames"][kind]) == {"category", "meaning", "why"}
        assert all(frames._SAY["frames"][kind].values())


def test_numeric_codes_read_their_own_meaning():
    hits = frames.numeric_codes("1488 for our people, and 6mwe")
    assert [h.meaning for h in hits] == [frames._SAY["numbers"]["1488"], frames._SAY["numbers"]["6mwe"]]
    assert hits[0].why == frames._SAY["number_why"]


def test_a_replacement_frame_reports_its_data_entry():
    (hit,) = frames.replacement("They say white people are being replaced.")
    assert (hit.category, hit.meaning) == (frames._SAY["frames"]["replacement"]["category"],
                                           frames._SAY["frames"]["replacement"]["meaning"])
    assert hit.text == "white people are being replaced"
