"""An httpx transport whose every socket operation ends at one deadline (connect, TLS, headers and body).

httpx's timeouts count per read, so a server trickling one byte a second never trips them; here each
read, write and handshake gets only the seconds left before the fetch's deadline.
"""

import ssl
import time
from typing import Any

import httpcore
import httpx
from httpcore._backends.sync import SyncBackend


def _left(deadline: float, timeout: float | None, error: type[Exception]) -> float:
    """The smaller of the operation's own timeout and the time left; `error` once none is left."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise error("the fetch deadline passed")
    return left if timeout is None else min(timeout, left)


class DeadlineStream(httpcore.NetworkStream):
    """A socket stream whose operations all stop at the deadline."""

    def __init__(self, inner: httpcore.NetworkStream, deadline: float):
        self._inner, self._deadline = inner, deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, _left(self._deadline, timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _left(self._deadline, timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, ssl_context: ssl.SSLContext, server_hostname: str | None = None,
                  timeout: float | None = None) -> httpcore.NetworkStream:
        left = _left(self._deadline, timeout, httpcore.ConnectTimeout)
        return DeadlineStream(self._inner.start_tls(ssl_context, server_hostname, left), self._deadline)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class DeadlineBackend(httpcore.NetworkBackend):
    """Plain blocking sockets, wrapped so they keep the deadline."""

    def __init__(self, deadline: float):
        self._backend, self._deadline = SyncBackend(), deadline

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options=None) -> httpcore.NetworkStream:
        left = _left(self._deadline, timeout, httpcore.ConnectTimeout)
        stream = self._backend.connect_tcp(host, port, left, local_address, socket_options)
        return DeadlineStream(stream, self._deadline)

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)


def deadline_transport(ssl_context: ssl.SSLContext, deadline: float) -> httpx.HTTPTransport:
    """An HTTP/1.1 transport (no proxies from the environment) whose sockets keep the deadline."""
    transport = httpx.HTTPTransport(verify=ssl_context, trust_env=False)
    # httpx has no public hook for the network backend; its pool is rebuilt with the same TLS context.
    transport._pool = httpcore.ConnectionPool(ssl_context=ssl_context, network_backend=DeadlineBackend(deadline))
    return transport
