"""Coded combinations: number codes at a sentence's end, counts and labels left alone, media-ownership hints."""

from moderation.engine.dogwhistles.frames import conspiracy_frames, numeric_codes, who_owns


def test_number_code_before_a_greeting_or_a_full_stop_is_a_code():
    assert [h.text for h in numeric_codes("88 to every one of our folk out there.")] == ["88"]
    assert [h.text for h in numeric_codes("Remember your heritage and the 14 words.")] == ["14 words"]


def test_counts_labels_and_decimals_are_not_codes():
    assert numeric_codes("Our people took bus 88 to the coast.") == []
    assert numeric_codes("Our nation's debt grew 14.5 percent.") == []
    assert numeric_codes("White paint for 14 rooms in the heritage hotel.") == []


def test_who_owns_the_media_hint():
    assert [h.category for h in who_owns("Check who really owns the news channels and it all fits.")] == ["antisemitic"]
    assert who_owns("Who owns the bakery on the corner?") == []


def test_plain_criticism_of_bankers_is_not_code():
    assert conspiracy_frames("Bankers always profit from a housing crash.", set()) == []
    assert conspiracy_frames("Those financiers call the shots in every capital.", set()) != []
