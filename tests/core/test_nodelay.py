"""The served HTTP protocol turns Nagle off even on sockets asyncio leaves alone (uvicorn's multi-worker socket)."""

import asyncio
import socket

from moderation.core.nodelay import NoDelayHTTPProtocol
from uvicorn.config import Config
from uvicorn.server import ServerState


def _server_side_nodelay(protocol_class, *args, **kwargs) -> int:
    """TCP_NODELAY of the server side of one loopback connection on a proto-0 listening socket."""
    seen: list[int] = []

    class Recording(protocol_class):
        def connection_made(self, transport):
            super().connection_made(transport)
            seen.append(transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))

    async def scenario() -> int:
        listening = socket.socket(socket.AF_INET)  # proto 0, as uvicorn binds it with --workers > 1
        listening.bind(("127.0.0.1", 0))
        server = await asyncio.get_running_loop().create_server(lambda: Recording(*args, **kwargs), sock=listening)
        _, writer = await asyncio.open_connection(*listening.getsockname())
        for _ in range(200):
            if seen:
                break
            await asyncio.sleep(0.01)
        writer.close()
        server.close()
        return seen[0]

    return asyncio.run(scenario())


def test_plain_asyncio_protocol_leaves_nagle_on_for_a_proto_zero_socket():
    # The situation the protocol exists for; if asyncio ever changes this, the class can go.
    assert _server_side_nodelay(asyncio.Protocol) == 0


def test_served_protocol_sets_tcp_nodelay():
    config = Config(app=lambda scope, receive, send: None, http=NoDelayHTTPProtocol)
    config.load()
    assert _server_side_nodelay(NoDelayHTTPProtocol, config=config, server_state=ServerState(), app_state={}) != 0
