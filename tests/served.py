"""A real `python -m moderation serve` process on loopback, and the command line over the same data."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT_S = 240  # every worker loads the models; 2 cores are shared with other work


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve_env(data_dir: Path, database_url: str | None = None) -> dict[str, str]:
    """The environment of a service with its own data folder (and database, when given)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MODERATION_")}
    env["MODERATION_DATA_DIR"] = str(data_dir)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    if database_url:
        env["MODERATION_DATABASE_URL"] = database_url
    return env


def cli(env: dict[str, str], *args: str) -> dict:
    """Run one command line command; its JSON answer."""
    done = subprocess.run([sys.executable, "-m", "moderation", *args], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def start_serve(env: dict[str, str], log_path: Path, workers: int = 1,
                port: int | None = None) -> tuple[subprocess.Popen, str]:
    """Start `serve --workers N` and wait until every worker is ready; (process, base URL)."""
    port = port or free_port()
    with open(log_path, "w") as log:
        process = subprocess.Popen([sys.executable, "-m", "moderation", "serve", "--host", "127.0.0.1",
                                    "--port", str(port), "--workers", str(workers)],
                                   env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while log_path.read_text().count("moderation service ready") < workers:
            assert process.poll() is None, log_path.read_text()[-3000:]
            assert time.monotonic() < deadline, "serve did not come up"
            time.sleep(0.3)
        httpx.get(f"{base_url}/readyz", timeout=30).raise_for_status()
    except BaseException:
        stop(process)
        raise
    return process, base_url


def stop(process: subprocess.Popen) -> None:
    """Stop a serve process (SIGINT, then SIGKILL after 30 s)."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@contextmanager
def serving(env: dict[str, str], log_path: Path, workers: int = 1) -> Iterator[str]:
    """Start `serve --workers N`, wait until every worker is ready, yield the base URL, stop it."""
    process, base_url = start_serve(env, log_path, workers)
    try:
        yield base_url
    finally:
        stop(process)
