"""Two `serve` replicas on one PostgreSQL with one secret, behind HAProxy with deploy/haproxy.cfg (docs/deploying.md):
keys and articles are shared, a plan limit is exact across both, and killing one (kill -9) mid-burst loses no request
that the client retries."""

import os
import secrets
import shutil
import signal
import subprocess
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.scrape import scrape, value
from tests.served import ROOT, cli, free_port, serve_env, start_serve, stop

DATABASE_URL = os.environ.get("MODERATION_TEST_DATABASE_URL", "")
HAPROXY = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")  # root's PATH may lack sbin
pytestmark = [
    pytest.mark.skipif(not DATABASE_URL.startswith("postgresql"),
                       reason="replicas share a PostgreSQL: set MODERATION_TEST_DATABASE_URL (eval \"$(bash "
                              ".ci/postgres.sh)\"; .ci/run does)"),
    pytest.mark.skipif(HAPROXY is None,
                       reason="haproxy is not installed (apt-get install haproxy; .ci/run installs it)"),
    pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() != 0,
                       reason="deploy/haproxy.cfg drops to the haproxy user, which needs root (as in CI)"),
]
RETRIED = {502, 503, 504}  # what the proxy answers when a replica went away under a request
ARTICLE = "The city council will vote on protected bike lanes downtown next month, after a survey of cyclists."


class Cluster:
    """Two replicas and the proxy in front of them."""

    def __init__(self, folder):
        secret = secrets.token_hex(32)  # one MODERATION_SECRET for every replica: keys hash the same everywhere
        self.replicas, self.envs, self.urls = [], [], []
        ports = [free_port(), free_port()]
        for index, port in enumerate(ports, 1):
            env = serve_env(folder / f"replica{index}", DATABASE_URL)  # own data folder: only the database is shared
            env.update(MODERATION_SECRET=secret, MODERATION_FORWARDED_ALLOW_IPS="127.0.0.1",
                       MODERATION_DOCS_ENABLED="false")
            process, url = start_serve(env, folder / f"replica{index}.log", workers=1, port=port)
            self.replicas.append(process)
            self.envs.append(env)
            self.urls.append(url)
        proxy_port = free_port()
        proxy_env = {**os.environ, "MODERATION_PROXY_BIND": f"127.0.0.1:{proxy_port}",
                     "MODERATION_REPLICA_1": f"127.0.0.1:{ports[0]}", "MODERATION_REPLICA_2": f"127.0.0.1:{ports[1]}"}
        self.proxy_log = open(folder / "haproxy.log", "w")
        self.proxy = subprocess.Popen([HAPROXY, "-db", "-f", str(ROOT / "deploy" / "haproxy.cfg")], env=proxy_env,
                                      stdout=self.proxy_log, stderr=subprocess.STDOUT)
        self.url = f"http://127.0.0.1:{proxy_port}"

    def account(self, plan: str = "Professional") -> dict[str, str]:
        created = cli(self.envs[0], "accounts", "create", "--email", f"r-{uuid.uuid4().hex[:8]}@example.test",
                      "--plan", plan)
        return {"X-User-Email": created["email"], "X-API-Key": created["api_key"]}

    def wait_until_proxied(self, headers: dict[str, str]) -> None:
        deadline = time.monotonic() + 60
        while True:
            assert self.proxy.poll() is None, (self.proxy_log.flush(), self.proxy_log.name)
            try:
                if httpx.get(f"{self.url}/v0.2/usercheck", headers=headers, timeout=10).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "the proxy did not pass requests on"
            time.sleep(0.2)

    def stop(self) -> None:
        self.proxy.terminate()
        self.proxy.wait(timeout=30)
        self.proxy_log.close()
        for process in self.replicas:
            stop(process)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    cluster = Cluster(tmp_path_factory.mktemp("replicas"))
    try:
        cluster.wait_until_proxied(cluster.account())
        yield cluster
    finally:
        cluster.stop()


def test_keys_and_articles_are_shared_by_the_replicas(cluster):
    headers = cluster.account()
    first, second = cluster.urls
    registered = httpx.post(f"{first}/v0.2/inittopic", headers=headers, json={"text": ARTICLE}, timeout=60)
    assert registered.status_code == 200, registered.text
    article_id = registered.json()["article_id"]
    body = {"comment": "Protected lanes make cycling safer for kids.", "article_context_id": article_id}
    for base_url in (second, cluster.url):  # the other replica, and whichever the proxy picks
        answer = httpx.post(f"{base_url}/v0.2/commentrelevance", headers=headers, json=body, timeout=60)
        assert answer.status_code == 200, answer.text


def test_a_plan_limit_is_exact_across_replicas(cluster):
    plan = f"Limit20 {uuid.uuid4().hex[:6]}"
    cli(cluster.envs[0], "plans", "define", plan, "--operations", "antispam", "--requests-per-minute", "20")
    headers = cluster.account(plan)
    before = [scrape(url) for url in cluster.urls]

    def call(_):
        with httpx.Client(headers=headers, timeout=60) as http:
            return http.post(f"{cluster.url}/v0.2/antispam", json={"comment": "See you at the meeting."}).status_code

    with ThreadPoolExecutor(8) as pool:
        statuses = list(pool.map(call, range(40)))
    assert statuses.count(200) == 20 and statuses.count(429) == 20, statuses
    served = []
    for url, earlier in zip(cluster.urls, before, strict=True):
        now = scrape(url)
        served.append({status: value(now, "moderation_http_requests_total", route="/v0.2/antispam", method="POST",
                                     status=status) - value(earlier, "moderation_http_requests_total",
                                                            route="/v0.2/antispam", method="POST", status=status)
                       for status in ("200", "429")})
    assert all(counts["200"] + counts["429"] > 0 for counts in served), served  # both replicas took a share
    assert sum(counts["200"] for counts in served) == 20, served


def test_the_proxy_passes_request_ids_and_keeps_health_and_metrics_private(cluster):
    headers = cluster.account()
    sent = f"client-{uuid.uuid4().hex}"
    echoed = httpx.get(f"{cluster.url}/v0.2/usercheck", headers={**headers, "X-Request-ID": sent}, timeout=30)
    assert echoed.headers["x-request-id"] == sent
    made = httpx.get(f"{cluster.url}/v0.2/usercheck", headers=headers, timeout=30).headers["x-request-id"]
    assert len(made) == 36 and made.count("-") == 4  # the proxy's uuid(), passed to the replica and back
    for path in ("/metrics", "/readyz", "/healthz"):
        assert httpx.get(f"{cluster.url}{path}", timeout=30).status_code == 404
    assert httpx.get(f"{cluster.urls[0]}/readyz", timeout=30).status_code == 200


def test_killing_one_replica_loses_no_request_the_client_retries(cluster):
    """Last in the module: it kills replica 1."""
    headers = cluster.account()
    acknowledged: list[str] = []
    retries = []
    lock = threading.Lock()
    killed = threading.Event()

    def register(index: int) -> str:
        for attempt in range(20):
            try:
                answer = httpx.post(f"{cluster.url}/v0.2/inittopic", headers=headers, timeout=60,
                                    json={"text": f"{ARTICLE} Item {index}."})
            except httpx.TransportError:
                answer = None
            if answer is not None and answer.status_code == 200:
                with lock:
                    acknowledged.append(answer.json()["article_id"])
                return answer.json()["article_id"]
            assert answer is None or answer.status_code in RETRIED, answer.text
            with lock:
                retries.append(index)
            time.sleep(0.2 * (attempt + 1))
        raise AssertionError(f"request {index} failed 20 times")

    def killer() -> None:
        while len(acknowledged) < 8:
            time.sleep(0.01)
        cluster.replicas[0].send_signal(signal.SIGKILL)
        killed.set()

    threading.Thread(target=killer, daemon=True).start()
    with ThreadPoolExecutor(4) as pool:
        ids = list(pool.map(register, range(40)))
    assert killed.is_set() and cluster.replicas[0].wait(timeout=30) == -signal.SIGKILL
    assert len(ids) == 40 and len(set(ids)) == 40
    for article_id in ids:  # every acknowledged article is there, served now by the replica left
        answer = httpx.post(f"{cluster.url}/v0.2/commentrelevance", headers=headers, timeout=60,
                            json={"comment": "Bike lanes downtown are overdue.", "article_context_id": article_id})
        assert answer.status_code == 200, answer.text
    print(f"retried after the kill: {len(retries)} request(s)")
