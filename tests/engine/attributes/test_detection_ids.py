"""Tokens of letters and digits together (ids, hashes, order numbers) are in no language: they never decide one."""

import pytest

from moderation import engine

# Ids that, left in, tipped this English sentence to a confident Esperanto or a leaning Russian or Korean (CI, session 53).
IDS = ["9a59c95b", "e22a0dd1", "d174cc9d"]


@pytest.mark.parametrize("token", IDS)
def test_an_id_in_an_english_sentence_leaves_it_english(token):
    alone = engine.detect_language("The pier cafe reopens in May.")
    guess = engine.detect_language(f"The pier cafe {token} reopens in May.")
    assert guess.language == "en" and guess.confident
    assert guess.probability == pytest.approx(alone.probability, abs=1e-4)


def test_words_with_accents_and_plain_numbers_still_count():
    """Only mixed letter-and-digit tokens are left out: "2024" and "día" are not ids."""
    from moderation.engine.language.detect import _CODE

    assert _CODE.sub("_", "El día 3 de 2024, pedido A12B, x9.") == "El día 3 de 2024, pedido _, _."
