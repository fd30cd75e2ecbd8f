"""`python -m moderation.documents.extract_worker`: one extraction in a process of its own, under limits.

Started ahead of need by the sandbox (the extractors import in about a second); it writes one ready byte, reads one
job (a length-prefixed pickle from the service, which is trusted), sets its CPU-time and memory limits, extracts,
answers one length-prefixed JSON object (never a pickle: the service must not trust what a crafted document made of
this process) and exits.
"""

import json
import math
import os
import pickle
import resource
import struct
import sys

from moderation.documents import sources
from moderation.documents.model import FetchError, UnsupportedMediaType

FUNCTIONS = {"document_from_bytes": sources.document_from_bytes, "document_from_text": sources.document_from_text}


def set_limits(seconds: float, memory_bytes: int) -> None:
    """CPU seconds from now (SIGXCPU at the soft limit, SIGKILL a second later) and address space above now."""
    used = sum(os.times()[:2])
    cpu = math.ceil(used + seconds)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    with open("/proc/self/statm") as statm:
        size = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    resource.setrlimit(resource.RLIMIT_AS, (size + memory_bytes, size + memory_bytes))


def answer_for(function_name: str, args: tuple, max_chars: int | None) -> dict:
    """The extraction's result as plain JSON-able values."""
    try:
        document = FUNCTIONS[function_name](*args, max_chars=max_chars)
        return {"document": [document.text, document.title, document.content_type]}
    except FetchError as error:
        return {"fetch_error": [error.message, error.reason]}
    except UnsupportedMediaType as error:
        return {"unsupported": error.content_type}
    except MemoryError:
        return {"memory": True}
    except RecursionError:
        return {"fetch_error": ["the document is nested too deeply to read", "unreadable"]}


def main() -> None:
    """Ready byte, one job, one answer."""
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    stdout.write(b"R")
    stdout.flush()
    header = stdin.read(8)
    if len(header) < 8:
        return  # the service closed the pipe: nothing to do
    function_name, args, seconds, memory_bytes, max_chars = pickle.loads(stdin.read(struct.unpack(">Q", header)[0]))
    set_limits(seconds, memory_bytes)
    try:
        payload = json.dumps(answer_for(function_name, args, max_chars), ensure_ascii=False).encode("utf-8")
    except MemoryError:
        payload = b'{"memory": true}'
    stdout.write(struct.pack(">Q", len(payload)) + payload)
    stdout.flush()


if __name__ == "__main__":
    main()
