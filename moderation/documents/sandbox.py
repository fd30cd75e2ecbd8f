"""Text extraction in a child process with CPU-time, memory and wall-clock limits, so a crafted document is
stopped, not waited for: a thread cannot be stopped from outside, a process can (issue 42)."""

import json
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from moderation.documents.model import Document, FetchError, UnsupportedMediaType

READY_TIMEOUT_S = 20.0  # a child still importing the extractors (about a second; more on a loaded machine)
_ROOT = str(Path(__file__).resolve().parents[2])  # the folder that holds the moderation package


@dataclass(frozen=True)
class Limits:
    """What one extraction may use: seconds (CPU and wall clock), memory above the child's start, text length."""

    seconds: float = 2.0
    memory_bytes: int = 256 * 1024 * 1024
    max_chars: int | None = None


class _Spares:
    """Children started ahead of need, each for one job: the extractors' import is paid before the request."""

    def __init__(self, spares: int = 1):
        self.spares = spares
        self._idle: list[subprocess.Popen] = []
        self._lock = threading.Lock()

    def take(self) -> subprocess.Popen:
        """A started child (a new one when none is idle), with a spare started in its place."""
        with self._lock:
            child = self._idle.pop() if self._idle else _start()
        self.fill()
        return child

    def fill(self) -> None:
        """Start spares until `spares` are idle."""
        with self._lock:
            while len(self._idle) < self.spares:
                self._idle.append(_start())


def _start() -> subprocess.Popen:
    """A new child importing the extractors; its stderr is dropped (a crafted document must not reach the logs)."""
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [_ROOT, os.environ.get("PYTHONPATH")])))
    return subprocess.Popen([sys.executable, "-m", "moderation.documents.extract_worker"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=environment, cwd=_ROOT,
                            start_new_session=True)


_spares = _Spares()


def warm_up() -> None:
    """Start the spare child now instead of at the first request."""
    _spares.fill()


def extract(function_name: str, args: tuple, limits: Limits) -> Document:
    """sources.<function_name>(*args, max_chars=…) in a limited child: its Document, or its FetchError /
    UnsupportedMediaType; a FetchError naming the limit when the child runs out of time or memory."""
    child = _ready_child()
    try:
        job = pickle.dumps((function_name, args, limits.seconds, limits.memory_bytes, limits.max_chars))
        child.stdin.write(struct.pack(">Q", len(job)) + job)
        child.stdin.flush()
        deadline = time.monotonic() + limits.seconds
        header = _read(child, 8, deadline)
        payload = _read(child, struct.unpack(">Q", header)[0], deadline) if len(header) == 8 else b""
    except (BrokenPipeError, OSError):
        payload = b""
    finally:
        _end(child)
    if not payload:
        raise _stopped(child.returncode, limits)
    return _unpacked(json.loads(payload), limits)


def _ready_child() -> subprocess.Popen:
    """A child that has imported the extractors (a spare that died while idle is replaced once)."""
    for _attempt in range(2):
        child = _spares.take()
        if _read(child, 1, time.monotonic() + READY_TIMEOUT_S) == b"R":
            return child
        _end(child)
    raise FetchError("the document reader could not start; retry", "unreadable")


def _end(child: subprocess.Popen) -> None:
    """Kill and reap a child, closing its pipes."""
    child.kill()
    child.wait()
    for stream in (child.stdin, child.stdout):
        stream.close()


def _read(child: subprocess.Popen, size: int, deadline: float) -> bytes:
    """Up to `size` bytes from the child, fewer when it ends or the deadline passes."""
    descriptor, data = child.stdout.fileno(), bytearray()
    while len(data) < size:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([descriptor], [], [], remaining)[0]:
            break
        chunk = os.read(descriptor, min(size - len(data), 1 << 20))
        if not chunk:
            break
        data += chunk
    return bytes(data)


def _stopped(returncode: int | None, limits: Limits) -> FetchError:
    """Why a child gave no answer: out of time (still running when killed, or SIGXCPU) or out of memory."""
    if returncode in (None, -signal.SIGKILL, -signal.SIGXCPU):
        return FetchError(f"reading the document took longer than {limits.seconds:g} s "
                          "(MODERATION_EXTRACT_SECONDS); it is too large or too complex to read", "too_large")
    return FetchError(f"reading the document needed more than {limits.memory_bytes // 2**20} MB "
                      "(MODERATION_EXTRACT_MEMORY_MB); it is too large or too complex to read", "too_large")


def _unpacked(answer: dict, limits: Limits) -> Document:
    """The child's answer as a Document or the exception it stands for."""
    if "document" in answer:
        text, title, content_type = (str(value) for value in answer["document"])
        return Document(text=text, title=title, content_type=content_type)
    if "fetch_error" in answer:
        message, reason = (str(value) for value in answer["fetch_error"])
        raise FetchError(message, reason)
    if "unsupported" in answer:
        raise UnsupportedMediaType(str(answer["unsupported"]))
    raise _stopped(1, limits)
