"""The worst-case benchmark's requests stay within the service's own limits (or they would prove nothing)."""

import json

from benchmarks.worst_case_inputs import COMPAT_LIMIT, LIMIT, CASES, generated
from moderation.core.config import Settings
from moderation.engine.core.text import sentences

SETTINGS = Settings()


def test_every_request_is_within_the_limits_and_near_them():
    assert LIMIT == SETTINGS.max_comment_chars
    for name, path, body in CASES("00000000-0000-0000-0000-000000000000"):
        assert len(json.dumps(body).encode()) <= SETTINGS.max_body_bytes, name
        if path.endswith("inittopic"):
            assert len(body["text"]) > 900_000, name
        elif path.endswith("batch/relevance"):
            count = sum(len(sentences(c)) for c in body["comments"])
            assert len(body["comments"]) <= SETTINGS.batch_max_comments, name
            assert 200 <= count <= SETTINGS.batch_max_sentences, name
            assert sum(map(len, body["comments"])) <= SETTINGS.batch_max_chars, name
        elif "compat" in path:
            assert len(body["comment"]["text"].encode()) <= COMPAT_LIMIT, name
        else:
            assert 0 < len(body["comment"]) <= LIMIT, name
            assert len(sentences(body["comment"])) <= SETTINGS.max_comment_sentences, name


def test_generated_inputs_are_long_enough_to_matter():
    for name, text in generated().items():
        assert len(text) >= 9_000, name
