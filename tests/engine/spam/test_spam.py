"""The spam judge on sentences written for these tests (committed model, no ../shared)."""

import pytest

from moderation import engine
from moderation.engine.spam import simhash
from moderation.engine.spam import spam_probability

ORDINARY = "I think the council made the right call on the bridge, although the budget still looks too high to me."


def test_link_money_and_shouting_is_spam():
    result = engine.check_spam("WIN A FREE TABLET TODAY!!! Claim your $500 voucher at http://bit.ly/x9TabWin now")
    assert result.is_spam
    assert result.confidence >= 0.8
    assert "link" in result.reasoning and "promotional" in result.reasoning


def test_ordinary_opinion_is_not_spam():
    result = engine.check_spam(ORDINARY)
    assert not result.is_spam and not result.suspected_spam
    assert result.confidence >= 0.8
    assert result.suggestion == ""


def test_civil_mention_of_a_website_is_not_spam():
    result = engine.check_spam("The city published the full bridge budget on its website, riverton.gov, if anyone "
                               "wants to check the figures before the meeting.")
    assert not result.is_spam


def test_channel_self_promotion_is_spam():
    result = engine.check_spam("Nice track! Check out my channel, I upload covers every Friday, please subscribe")
    assert result.is_spam
    assert "promotes" in result.reasoning


def test_contact_details_are_named():
    result = engine.check_spam("Cheap loans approved in one hour, message me on WhatsApp +44 7700 900456 today")
    assert result.is_spam
    assert "contact details" in result.reasoning


def test_repost_is_flagged_through_recent_fingerprints():
    first = engine.check_spam(ORDINARY)
    again = engine.check_spam(ORDINARY + "!", recent_fingerprints=[engine.fingerprint(ORDINARY)])
    assert not first.is_spam
    assert again.is_spam
    assert "posted recently" in again.reasoning
    unrelated = engine.check_spam(ORDINARY, recent_fingerprints=[engine.fingerprint("My dog loves long walks by the sea.")])
    assert not unrelated.is_spam


def test_spam_probability_orders_spam_above_ham():
    spammy = spam_probability(engine.analyse("FREE followers!!! visit www.getfans-now.xyz and earn $$$ fast"))
    plain = spam_probability(engine.analyse(ORDINARY))
    assert 0.0 <= plain < 0.2 < 0.8 < spammy <= 1.0


def test_fingerprint_is_stable_signed_and_tolerates_small_edits():
    value = engine.fingerprint(ORDINARY)
    assert value == engine.fingerprint(ORDINARY)
    assert -(2 ** 63) <= value < 2 ** 63
    edited = ORDINARY.replace("the right call", "the RIGHT call").replace("me.", "me!!")
    assert simhash.hamming(value, engine.fingerprint(edited)) <= 3
    one_word = ORDINARY.replace("still looks", "still looks far")
    assert simhash.hamming(value, engine.fingerprint(one_word)) <= 10
    other = engine.fingerprint("The goalkeeper saved two penalties and the crowd went wild at the end of the match.")
    assert simhash.hamming(value, other) > 16


@pytest.mark.parametrize("text", ["", "   ", "!!!"])
def test_degenerate_texts_do_not_crash(text):
    assert engine.fingerprint(text) == 0
    if text.strip():
        assert engine.check_spam(text).confidence >= 0.0


def test_engagement_bait_is_spam_and_named():
    result = engine.check_spam("Like this comment if you are reading this on a rainy Sunday")
    assert result.is_spam
    assert "like the comment" in result.reasoning
    assert "likes" in result.suggestion


def test_email_domain_is_not_counted_as_a_link():
    from moderation.engine.spam.signals import signals

    found = {s.name: s for s in signals("Write to help@riverton.gov about the bridge lighting.")}
    assert found["link"].value == 0.0
    assert found["contact"].evidence == "help@riverton.gov"


@pytest.mark.parametrize("text, link", [
    ("Cheap tickets at www.cheap-swim.example.com, today only.", "www.cheap-swim.example.com"),
    ("Read it (https://example.org/report?page=2).", "https://example.org/report?page=2"),
    ("Everything is on example.com/offers.", "example.com/offers"),
])
def test_a_link_is_quoted_without_the_punctuation_after_it(text, link):
    from moderation.engine.spam.signals import signals

    found = {s.name: s for s in signals(text)}
    assert found["link"].value == 1 and found["link"].evidence == link


def test_article_given_keeps_an_on_topic_comment_clean():
    article = engine.build_article("Riverton council approved a new footbridge over the Calder river. It will cost "
                                   "4.2 million pounds and open next spring.", title="Riverton footbridge approved")
    result = engine.check_spam("The footbridge over the Calder is overdue, though the cost seems high.", article)
    assert not result.is_spam and not result.suspected_spam


def test_missing_model_fails_clearly(tmp_path):
    from moderation.engine.spam.model import SpamModel

    with pytest.raises(FileNotFoundError, match="training spam"):
        SpamModel.load(tmp_path / "absent.npz")


def test_civic_talk_about_money_is_not_called_promotional():
    from moderation.engine import check_spam
    assert "promotional" not in check_spam("They are wasting our money on these lanes.").reasoning
    assert "promotional" in check_spam("Win free money now, click here http://win.example.biz").reasoning


# Hard negatives written for these tests: comments that talk about the channel, music, links or money the way
# viewers do, with nothing to sell and nowhere to send the reader.
FAN_TALK = [
    "I've watched this channel since I was twelve and this is still my favourite video.",
    "Listen to the bass line at the two minute mark, it gives me chills every time.",
    "My little sister learned the whole dance from this and performed it at her school show.",
    "The band said in an interview that the album cost them almost nothing to record.",
]


@pytest.mark.parametrize("text", FAN_TALK)
def test_fan_talk_about_the_channel_or_music_is_not_spam(text):
    assert not engine.check_spam(text).is_spam, text


def test_nearest_is_the_smallest_hamming_distance_over_signed_and_unsigned_fingerprints():
    """One numpy pass gives what comparing one by one gives, whatever the stored sign."""
    import random
    rng = random.Random(11)
    for trial in range(60):
        value = rng.randrange(0, 1 << 64) if trial % 2 else rng.randrange(-(1 << 63), 1 << 63)
        others = [rng.randrange(-(1 << 63), 1 << 63) for _ in range(rng.randrange(1, 40))]
        others.append(simhash.to_signed((value & ((1 << 64) - 1)) ^ (1 << rng.randrange(64))))  # one bit away
        assert simhash.nearest(value, others) == min(simhash.hamming(value, other) for other in others) == 1
    assert simhash.nearest(5, []) is None
