"""What `serve` does for metrics before its workers start: the shared folder, and the optional separate listener."""

import os
import shutil
import tempfile
from pathlib import Path

from moderation.core.metrics import MULTIPROC_ENV, exposition_registry


def prepare_multiprocess_dir() -> tuple[Path, bool]:
    """The workers' metrics folder, emptied (values of an earlier run would be added in), and set in the
    environment the workers inherit; (folder, whether we made it and so remove it at exit)."""
    configured = os.environ.get(MULTIPROC_ENV)
    if configured:
        folder = Path(configured)
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        for stale in folder.glob("*.db"):
            stale.unlink()
        return folder, False
    folder = Path(tempfile.mkdtemp(prefix="moderation-metrics-"))
    os.environ[MULTIPROC_ENV] = str(folder)
    return folder, True


def remove_dir(folder: Path) -> None:
    """Remove a metrics folder `serve` made, and its name from the environment."""
    shutil.rmtree(folder, ignore_errors=True)
    if os.environ.get(MULTIPROC_ENV) == str(folder):
        del os.environ[MULTIPROC_ENV]


def parse_bind(bind: str) -> tuple[str, int]:
    """'host:port' ('[::1]:9100' for IPv6) as (host, port); ValueError when malformed."""
    host, _, port = bind.strip().rpartition(":")
    if not host or not port.isdigit():
        raise ValueError(f"MODERATION_METRICS_BIND must be host:port, got {bind!r}")
    return host.strip("[]"), int(port)


def start_metrics_listener(bind: str) -> None:
    """Serve the metrics of every worker at http://bind/metrics from this (the supervising) process."""
    from prometheus_client import start_http_server
    host, port = parse_bind(bind)
    start_http_server(port, addr=host, registry=exposition_registry())
