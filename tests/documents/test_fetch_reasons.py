"""Every refused fetch has one fixed reason word, and fetch_document counts it in the metrics."""

import pytest

from moderation.core.config import Settings
from moderation.core.metrics import metrics
from moderation.documents import FetchError, fetch_document
from moderation.documents.encoding import check_codings
from moderation.documents.sources import document_from_bytes


def _refusals(reason: str) -> float:
    return metrics().registry.get_sample_value("moderation_fetch_refusals_total", {"reason": reason}) or 0.0


@pytest.mark.parametrize(("url", "reason"), [
    ("ftp://example.org/a.txt", "invalid_url"),
    ("", "invalid_url"),
    ("http://127.0.0.1:9/private", "private_address"),
    ("http://10.1.2.3/intranet", "private_address"),
])
def test_a_refused_url_is_counted_under_its_reason(url, reason):
    before = _refusals(reason)
    with pytest.raises(FetchError) as refused:
        fetch_document(url, Settings(fetch_allow_private=False))
    assert refused.value.reason == reason
    assert _refusals(reason) == before + 1


def test_reasons_of_bodies_that_cannot_be_read():
    with pytest.raises(FetchError) as stacked:
        check_codings(["gzip", "gzip"])
    assert stacked.value.reason == "encoding"
    with pytest.raises(FetchError) as empty:
        document_from_bytes(b"   ", "text/plain", None)
    assert empty.value.reason == "empty"
    with pytest.raises(FetchError) as lying:
        document_from_bytes(b"plain words", "application/pdf", None)
    assert lying.value.reason == "type_mismatch"
