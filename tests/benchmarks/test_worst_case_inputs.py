"""The worst-case benchmark's requests stay within the service's own limits (or they would prove nothing)."""

from benchmarks.worst_case_inputs import COMPAT_LIMIT, LIMIT, CASES, generated
from moderation.core.config import Settings


def _text(body: dict) -> str:
    return body["comment"] if isinstance(body["comment"], str) else body["comment"]["text"]


def test_every_native_comment_is_within_the_character_limit_and_near_it():
    assert LIMIT == Settings().max_comment_chars
    for name, path, body in CASES("00000000-0000-0000-0000-000000000000"):
        text = _text(body)
        if "compat" in path:
            assert len(text.encode()) <= COMPAT_LIMIT, name
        else:
            assert 0 < len(text) <= LIMIT, name


def test_generated_inputs_are_long_enough_to_matter():
    for name, text in generated().items():
        assert len(text) >= 9_000, name
