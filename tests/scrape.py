"""Reading /metrics in tests, with prometheus-client's own parser."""

import httpx
from prometheus_client.parser import text_string_to_metric_families


def parse(text: str) -> dict[tuple[str, tuple], float]:
    """Every sample of a text exposition as {(name, sorted labels): value}."""
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(text) for sample in family.samples}


def scrape(base_url: str, headers: dict | None = None, path: str = "/metrics") -> dict[tuple[str, tuple], float]:
    """GET the metrics (200 and Prometheus's text type expected) and parse them."""
    response = httpx.get(f"{base_url}{path}", headers=headers or {}, timeout=30)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain")
    return parse(response.text)


def value(samples: dict, name: str, **labels: str) -> float:
    """One sample's value (0 when absent: a labelled series appears only once it was used)."""
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)
