"""uvicorn's worker supervisor, letting go of the listening socket as soon as it is told to stop.

With `--workers N` the supervising process keeps its own copy of the listening socket while the workers finish
their requests; the kernel would go on queueing new connections on it, to reset them at exit (a proxy answers 502
for those). Closed at once, the port refuses them, and a proxy sends them to another replica.
"""

import importlib

from uvicorn.supervisors import Multiprocess


class StopListeningMultiprocess(Multiprocess):
    """Multiprocess that closes its copy of the listening sockets on SIGTERM or SIGINT, before stopping workers."""

    def _stop_listening(self) -> None:
        for sock in self.sockets:
            sock.close()

    def handle_term(self) -> None:
        self._stop_listening()
        super().handle_term()

    def handle_int(self) -> None:
        self._stop_listening()
        super().handle_int()


def install() -> None:
    """Make uvicorn.run use it (uvicorn has no option for the supervisor class)."""
    # By module: the package's attribute `uvicorn.main` is the command-line function, not this module.
    importlib.import_module("uvicorn.main").Multiprocess = StopListeningMultiprocess
