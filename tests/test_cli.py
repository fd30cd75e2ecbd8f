"""The command line, run as a subprocess with its own data folder: one JSON line per command."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def run(tmp_path):
    """Run `python -m moderation ARGS` with a fresh data folder; returns (code, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MODERATION_")}
    env["MODERATION_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    if os.environ.get("MODERATION_TEST_DATABASE_URL"):
        env["MODERATION_DATABASE_URL"] = os.environ["MODERATION_TEST_DATABASE_URL"]

    def invoke(*args: str) -> tuple[int, str, str]:
        done = subprocess.run([sys.executable, "-m", "moderation", *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120)
        return done.returncode, done.stdout, done.stderr

    invoke.env = env
    return invoke


def _one_json_line(text: str) -> dict:
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    return json.loads(lines[0])


def test_account_lifecycle(run, tmp_path):
    email = f"cli-{uuid.uuid4().hex[:8]}@example.test"
    code, out, err = run("accounts", "create", "--email", email, "--plan", "Personal", "--expires", "2031-02-03")
    assert code == 0, err
    created = _one_json_line(out)
    assert created["email"] == email and created["plan_name"] == "Personal"
    assert created["expires"].startswith("2031-02-03T00:00:00") and len(created["api_key"]) >= 43
    assert created["api_key"] not in err
    assert (tmp_path / "data" / "secret.key").exists() or os.environ.get("MODERATION_TEST_DATABASE_URL")

    code, out, err = run("accounts", "rotate-key", "--email", email)
    rotated = _one_json_line(out)
    assert code == 0 and set(rotated) == {"email", "api_key"} and rotated["api_key"] != created["api_key"]

    code, out, _ = run("accounts", "deactivate", "--email", email)
    assert code == 0 and _one_json_line(out)["status"] == "CANCELED"

    code, out, _ = run("accounts", "list")
    listed = {a["email"]: a for a in _one_json_line(out)["accounts"]}
    assert listed[email]["status"] == "CANCELED" and "api_key" not in listed[email]
    assert created["api_key"] not in out and rotated["api_key"] not in out


def test_plans_list(run_here):
    code, out, _ = run_here("plans", "list")
    plans = {p["name"]: p for p in _one_json_line(out)["plans"]}
    assert code == 0 and set(plans) >= {"Professional", "Personal", "Anti-Spam Only"}
    assert plans["Anti-Spam Only"]["operations"] == ["antispam"]
    assert "external-compat" in plans["Professional"]["operations"]


@pytest.fixture
def run_here(tmp_path, monkeypatch, capsys):
    """Run the command line in this process (fast) with a fresh data folder; returns (code, stdout, stderr)."""
    from moderation import cli
    from moderation.core.config import get_settings
    for name in [k for k in os.environ if k.startswith("MODERATION_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("MODERATION_DATA_DIR", str(tmp_path / "data"))
    if os.environ.get("MODERATION_TEST_DATABASE_URL"):
        monkeypatch.setenv("MODERATION_DATABASE_URL", os.environ["MODERATION_TEST_DATABASE_URL"])
    monkeypatch.chdir(tmp_path)
    get_settings.cache_clear()

    def invoke(*args: str) -> tuple[int, str, str]:
        code = cli.main(list(args))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    yield invoke
    get_settings.cache_clear()


@pytest.mark.parametrize("args, words", [
    (["accounts", "create", "--email", "x@example.test", "--plan", "Gold"], "unknown plan"),
    (["accounts", "create", "--email", "x@example.test", "--plan", "Personal", "--expires", "soon"], "ISO 8601"),
    (["accounts", "create", "--email", "not-an-address", "--plan", "Personal"], "not an email"),
    (["accounts", "rotate-key", "--email", "ghost@example.test"], "no account"),
    (["accounts", "set-status", "--email", "ghost@example.test", "--status", "ACTIVE"], "no account"),
    (["accounts", "create", "--plan", "Personal"], "--email"),
    (["accounts", "explode"], "invalid choice"),
    ([], "required"),
])
def test_errors_are_json_on_stderr(run_here, args, words):
    code, out, err = run_here(*args)
    assert code != 0 and out == ""
    assert words in _one_json_line(err)["error"]


def test_duplicate_account_is_refused(run_here):
    email = f"dup-{uuid.uuid4().hex[:8]}@example.test"
    assert run_here("accounts", "create", "--email", email, "--plan", "Personal")[0] == 0
    code, _out, err = run_here("accounts", "create", "--email", email, "--plan", "Personal")
    assert code != 0 and "already exists" in _one_json_line(err)["error"]


def test_set_status(run_here):
    email = f"st-{uuid.uuid4().hex[:8]}@example.test"
    run_here("accounts", "create", "--email", email, "--plan", "Personal")
    code, out, _ = run_here("accounts", "set-status", "--email", email, "--status", "PAUSED")
    assert code == 0 and _one_json_line(out)["status"] == "PAUSED"


def test_serve_answers_http(run, tmp_path):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "moderation", "serve", "--port", str(port)], cwd=tmp_path,
                               env=run.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                response = httpx.get(f"http://127.0.0.1:{port}/openapi.json", timeout=5)
                break
            except httpx.TransportError:
                assert process.poll() is None and time.monotonic() < deadline, "server did not start"
                time.sleep(0.3)
        assert response.status_code == 200 and "/v0.2/usercheck" in response.json()["paths"]
        assert httpx.get(f"http://127.0.0.1:{port}/v0.2/usercheck", timeout=5).status_code == 401
    finally:
        process.send_signal(signal.SIGINT)
        try:
            output = process.communicate(timeout=20)[0]
        except subprocess.TimeoutExpired:
            process.kill()
            output = process.communicate()[0]
    assert "GET /v0.2/usercheck 401" in output  # the service's own access log
    if not os.environ.get("MODERATION_TEST_DATABASE_URL"):  # serve runs under umask 077: the WAL files too
        files = list((tmp_path / "data").glob("moderation.db*"))
        assert files and all(p.stat().st_mode & 0o777 == 0o600 for p in files), files


def test_defined_plan_survives_restart_and_is_used(run_here):
    name = f"Newsroom {uuid.uuid4().hex[:6]}"
    code, out, err = run_here("plans", "define", name, "--operations", "antispam,megacall", "relevance",
                              "--requests-per-minute", "7")
    assert code == 0, err
    assert _one_json_line(out) == {"name": name, "operations": ["antispam", "relevance", "megacall"],
                                   "requests_per_minute": 7}
    # Each command opens a new engine over the same database and re-seeds the built-ins: a restart.
    code, out, _ = run_here("plans", "define", name, "--operations", "antispam", "--requests-per-minute", "9")
    plans = {p["name"]: p for p in _one_json_line(run_here("plans", "list")[1])["plans"]}
    assert plans[name] == {"name": name, "operations": ["antispam"], "requests_per_minute": 9}

    email = f"sp-{uuid.uuid4().hex[:8]}@example.test"
    run_here("accounts", "create", "--email", email, "--plan", "Personal")
    code, out, _ = run_here("accounts", "set-plan", "--email", email, "--plan", name)
    assert code == 0 and _one_json_line(out)["plan_name"] == name
    assert _one_json_line(out)["allowed_endpoints"] == ["antispam"]

    code, out, err = run_here("plans", "delete", name)
    assert code == 1 and out == "" and "used by 1 account" in _one_json_line(err)["error"]
    assert "set-plan" in _one_json_line(err)["error"]
    run_here("accounts", "set-plan", "--email", email, "--plan", "Personal")
    code, out, _ = run_here("plans", "delete", name)
    assert code == 0 and _one_json_line(out) == {"deleted": name}
    assert name not in {p["name"] for p in _one_json_line(run_here("plans", "list")[1])["plans"]}


@pytest.mark.parametrize("args, words", [
    (["plans", "define", "Odd", "--operations", "teleport", "--requests-per-minute", "5"], "unknown operations"),
    (["plans", "define", "Odd", "--operations", "antispam", "--requests-per-minute", "0"], "at least 1"),
    (["plans", "define", "x" * 101, "--operations", "antispam", "--requests-per-minute", "5"], "100 characters"),
    (["plans", "delete", "No Such Plan"], "unknown plan"),
    (["accounts", "set-plan", "--email", "ghost@example.test", "--plan", "Personal"], "no account"),
])
def test_plan_errors_are_json(run_here, args, words):
    code, out, err = run_here(*args)
    assert code == 1 and out == "" and words in _one_json_line(err)["error"]


def _mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


def test_secret_and_database_files_are_owner_only(run, tmp_path):
    """The secret is created 0600 in one step; the database and its WAL files are 0600 too."""
    code, _out, err = run("accounts", "create", "--email", f"modes-{uuid.uuid4().hex[:8]}@example.test",
                          "--plan", "Personal")
    assert code == 0, err
    data = tmp_path / "data"
    assert _mode(data / "secret.key") == 0o600 and len((data / "secret.key").read_text()) == 64
    assert _mode(data) == 0o700
    assert not [p for p in data.iterdir() if p.name.startswith(".secret.key")]  # no temporary left behind
    if not os.environ.get("MODERATION_TEST_DATABASE_URL"):
        files = [p for p in data.iterdir() if p.name.startswith("moderation.db")]
        assert files and all(_mode(p) == 0o600 for p in files), {p.name: oct(_mode(p)) for p in files}


def test_secret_file_is_never_replaced(tmp_path):
    from moderation.core.config import write_private
    target = tmp_path / "secret.key"
    write_private(target, "first")
    write_private(target, "second")  # a second process racing to create it keeps the first secret
    assert target.read_text() == "first" and _mode(target) == 0o600


@pytest.mark.parametrize("allowed, expected", [
    (None, {"proxy_headers": False}),
    (" 10.0.0.5, 10.0.0.6 ", {"proxy_headers": True, "forwarded_allow_ips": "10.0.0.5,10.0.0.6"}),
])
def test_serve_trusts_forwarded_headers_only_from_configured_proxies(run_here, monkeypatch, allowed, expected):
    """uvicorn alone trusts X-Forwarded-For from 127.0.0.1; serve passes the setting (default: trust none)."""
    import uvicorn
    seen = {}
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: seen.update(kwargs))
    monkeypatch.setenv("MODERATION_BIND_HOST", "127.0.0.1")  # serve sets it; restored after the test
    if allowed is not None:
        monkeypatch.setenv("MODERATION_FORWARDED_ALLOW_IPS", allowed)
    code, _out, err = run_here("serve", "--port", "8123", "--workers", "1")
    assert code == 0, err
    assert {name: seen.get(name) for name in expected} == expected
    if allowed is None:
        assert "forwarded_allow_ips" not in seen


def test_migrate_applies_the_migrations_once_and_says_the_revision(run_here):
    from moderation.store.db import MIGRATIONS_DIR
    head = max(path.name.split("_", 1)[0] for path in (MIGRATIONS_DIR / "versions").glob("[0-9]*.py"))
    for _ in range(2):  # the second run finds nothing to do
        code, out, _err = run_here("migrate")
        assert code == 0 and _one_json_line(out) == {"revision": head}
