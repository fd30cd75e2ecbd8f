"""Worst-case topic documents, bodies and corrections within the limits (issue 42), against a real `serve` on
loopback: each request's time and status, another account's small request meanwhile, the service's memory and
how much one request grows the database.

`python -m benchmarks.worst_case_documents [--workers N]`; targets: each answered (or refused with a 4xx) within
3 s, the other account within 1 s, the service's processes within +200 MB of their start (the extraction child,
limited on its own, apart), the database grown by at most 4 times the request's size plus one stored article's
fixed cost (8 KB: its row, its two 384-float vectors, SQLite's page rounding). A URL's size is the larger of the
document fetched and the text read from it (a 3 KB compressed PDF can hold 60 KB of text, which the article is).
Wall-clock: run it once, on a quiet machine.
"""

import argparse
import json
import os
import sqlite3
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx

from benchmarks import crafted_documents as crafted
from benchmarks.bench_worst_case import BUDGET_S, NEIGHBOUR_BUDGET_S, _account, _neighbour
from benchmarks.machine import cpu
from moderation.engine import supported_attributes
from tests.served import cli, serve_env, start_serve, stop

MEMORY_BUDGET_MB, GROWTH_FACTOR, ARTICLE_BYTES = 200.0, 4.0, 8_192
DOCUMENTS = {  # path: (what, body, content type), served from loopback
    "/runs.pdf": ("PDF drawing 60,000 text runs", crafted.pdf_of_text_runs, "application/pdf"),
    "/runs-120k.pdf": ("PDF drawing 120,000 text runs", lambda: crafted.pdf_of_text_runs(120_000), "application/pdf"),
    "/pages.pdf": ("PDF of 100 pages sharing one heavy page", crafted.pdf_of_pages, "application/pdf"),
    "/links.html": ("HTML of 150,000 links (3.3 MB)", crafted.html_of_links, "text/html"),
    "/big.md": ("Markdown, 8.9 MB", crafted.large_markdown, "text/markdown"),
    "/big.txt": ("plain text, 9 MB", crafted.large_text, "text/plain"),
    "/small.md": ("ordinary Markdown article", lambda: b"# Bike lanes\n\nThe city adds *protected* lanes.\n",
                  "text/markdown"),
}


def cases() -> list[tuple[str, str, dict]]:
    """(what, path, JSON body) of every request, URL documents first."""
    rows = [(what, "/v0.2/inittopic", {"url": path}) for path, (what, _make, _type) in DOCUMENTS.items()]
    context = [{"text": "c" * 9_000} for _ in range(100)]
    suggest = {"comment": {"text": "A fair remark."}, "languages": ["en"],
               "attributeScores": {name: {"summaryScore": {"value": 0.1}} for name in sorted(supported_attributes())}}
    rows += [
        ("pasted '[' x 1,000,000", "/v0.2/inittopic", {"text": "[" * 1_000_000}),
        ("pasted '[a](' x 225,000 (Markdown, slow to parse)", "/v0.2/inittopic", {"text": crafted.pasted_brackets()}),
        ("pasted '# T' + '<div ' + '<' x 900,000", "/v0.2/inittopic", {"text": "# T\n\n<div " + "<" * 900_000}),
        ("1 MB megacall body (context comments)", "/v0.2/megacall",
         {"comment": "Fine words.", "context_comments": ["word " * 10_000] * 20}),
        ("compat HTML '<a ' x 6,800", "/v0.2/external-compat/analyse",
         {"comment": {"text": "<a " * 6_800, "type": "HTML"}, "requestedAttributes": {"TOXICITY": {}}}),
        ("suggestscore: 48 attributes, 100 context entries of 9 KB", "/v0.2/external-compat/suggestscore",
         {**suggest, "context": {"entries": context}}),
        ("suggestscore: 48 attributes, 20 context entries of 9 KB", "/v0.2/external-compat/suggestscore",
         {**suggest, "context": {"entries": context[:20]}}),
    ]
    return rows


def _content_server() -> ThreadingHTTPServer:
    """A loopback server answering every DOCUMENTS path."""
    bodies = {path: (make(), content_type) for path, (_what, make, content_type) in DOCUMENTS.items()}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server's naming
            data, content_type = bodies.get(self.path, (b"not found", "text/plain"))
            self.send_response(200 if self.path in bodies else 404)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *_args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.bodies = bodies
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def service_mb(pid: int) -> float:
    """Resident memory of the service's processes (serve and its workers), extraction children left out, and so is
    a child caught between fork and exec (its parent's command line: it would count the parent's pages twice)."""
    total, todo = 0, [(pid, b"")]
    while todo:
        current, parent_cmdline = todo.pop()
        try:
            cmdline = Path(f"/proc/{current}/cmdline").read_bytes()
            for task in Path(f"/proc/{current}/task").glob("*/children"):
                todo += [(int(child), cmdline) for child in task.read_text().split()]
            if b"extract_worker" in cmdline or cmdline == parent_cmdline:
                continue
            lines = Path(f"/proc/{current}/status").read_text().splitlines()
        except OSError:
            continue
        total += next((int(line.split()[1]) for line in lines if line.startswith("VmRSS:")), 0)
    return total / 1024


def database_bytes(path: Path) -> int:
    """Bytes the SQLite database uses (pages in use, the WAL's included)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as connection:
        pages, free, size = (connection.execute(f"PRAGMA {name}").fetchone()[0]
                             for name in ("page_count", "freelist_count", "page_size"))
    return (pages - free) * size


def _peak_memory(pid: int, stop_event: threading.Event, out: list[float]) -> None:
    while not stop_event.is_set():
        out.append(service_mb(pid))
        time.sleep(0.05)


def measure(workers: int = 1) -> list[dict]:
    """One row per case: what, path, status, seconds, other account's slowest, memory over the start, DB growth."""
    rows, content = [], _content_server()
    try:
        with tempfile.TemporaryDirectory() as folder:
            env = {**serve_env(Path(folder) / "data"), "MODERATION_FETCH_ALLOW_PRIVATE": "true"}
            cli(env, "plans", "define", "WorstCase", "--operations", "antispam,commentscore,relevance,dogwhistle,"
                "llmdetect,megacall,external-compat", "--requests-per-minute", "1000000")
            mine, other = _account(env, "documents"), _account(env, "neighbour")
            process, base_url = start_serve(env, Path(folder) / "serve.log", workers)
            database = Path(folder) / "data" / "moderation.db"
            try:
                with httpx.Client(base_url=base_url, headers=mine, timeout=120) as http:
                    http.post("/v0.2/antispam", data={"comment": "Warm up.", "draft": "true"})
                    start_mb = service_mb(process.pid)
                    for what, path, body in cases():
                        size = len(json.dumps(body))
                        if path == "/v0.2/inittopic" and "url" in body:
                            size = len(content.bodies[body["url"]][0])  # the document is the request's size here
                            body = {"url": f"http://127.0.0.1:{content.server_address[1]}{body['url']}"}
                        time.sleep(1.0)  # the spare document reader of the last case imports its extractors
                        rows.append(_one(http, base_url, other, process.pid, database, start_mb, what, path, body,
                                         size))
                        row = rows[-1]
                        print(f"{what:52} {row['status']!s:>5} {row['seconds']:6.2f} s  other ≤ {row['other']:.2f} s  "
                              f"memory +{row['memory']:.0f} MB  db +{row['growth']:,} B ({row['factor']:.2f} × size beyond 8 KB)",
                              flush=True)
            finally:
                stop(process)
    finally:
        content.shutdown()
    return rows


def stored_text_bytes(path: Path, after_rowid: int) -> int:
    """UTF-8 bytes of the article text stored after `after_rowid` (what a fetched document was read as)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as connection:
        return connection.execute("SELECT coalesce(sum(length(CAST(text AS BLOB))), 0) FROM articles WHERE rowid > ?",
                                  (after_rowid,)).fetchone()[0]


def last_article(path: Path) -> int:
    """The newest article's rowid (0 when none)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as connection:
        return connection.execute("SELECT coalesce(max(rowid), 0) FROM articles").fetchone()[0]


def _one(http, base_url, other, pid, database, start_mb, what, path, body, size) -> dict:
    """Send one case (`size` bytes: its body, or the document it names) while another account checks a small
    comment and the memory is sampled."""
    before, newest = database_bytes(database), last_article(database)
    stop_event, slowest, memory = threading.Event(), [], []
    helpers = [threading.Thread(target=_neighbour, args=(base_url, other, stop_event, slowest)),
               threading.Thread(target=_peak_memory, args=(pid, stop_event, memory))]
    for helper in helpers:
        helper.start()
    started = time.perf_counter()
    try:
        status = http.post(path, json=body).status_code
    except httpx.HTTPError as error:
        status = type(error).__name__
    seconds = time.perf_counter() - started
    stop_event.set()
    for helper in helpers:
        helper.join()
    growth = max(0, database_bytes(database) - before)
    if "url" in body:  # a fetched document: the text read from it is the article, whatever its compressed size
        size = max(size, stored_text_bytes(database, newest))
    return {"what": what, "path": path, "status": status, "seconds": seconds, "other": max(slowest, default=0.0),
            "memory": max(memory, default=start_mb) - start_mb, "growth": growth, "size": size,
            "factor": max(0, growth - ARTICLE_BYTES) / size}


def within(row: dict) -> bool:
    """Every target of one row."""
    answered = isinstance(row["status"], int) and (row["status"] == 200 or 400 <= row["status"] < 500)
    return (answered and row["seconds"] <= BUDGET_S and row["other"] <= NEIGHBOUR_BUDGET_S
            and row["memory"] <= MEMORY_BUDGET_MB and row["factor"] <= GROWTH_FACTOR)


def report(workers: int = 1) -> str:
    """The markdown section."""
    rows = measure(workers)
    lines = ["## Worst-case documents, bodies and corrections over HTTP (worst_case_documents)", "",
             f"A real `serve --workers {workers}` on loopback ({cpu()}); URL documents served from loopback, each "
             "request within the service's limits while another account repeats a small antispam check. Targets: "
             "answered or refused with a 4xx within 3 s, the other account ≤ 1 s, the service's processes ≤ +200 MB "
             "(the extraction child, limited to +256 MB on its own, apart), the database grown by ≤ 4 × the request "
             "(its body, or the document it names: the larger of its bytes and the text read from it) beyond one "
             "article's fixed 8 KB (its row, two vectors, page rounding). One second between cases: the spare "
             "document reader started for the next case imports its extractors (about 0.8 s).", "",
             "| case | endpoint | status | seconds | other account's slowest | memory | request size "
             "| database growth (beyond 8 KB, × size) |",
             "|---|---|---|---|---|---|---|---|"]
    lines += [f"| {r['what']} | `{r['path']}` | {r['status']} | {r['seconds']:.2f} | {r['other']:.2f} | "
              f"+{r['memory']:.0f} MB | {r['size']:,} B | {r['growth']:,} B ({r['factor']:.2f} ×) |" for r in rows]
    lines += ["", f"{sum(map(within, rows))} of {len(rows)} cases within every target."]
    return "\n".join(lines)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=1, help="serve --workers (default 1: the worst case)")
    print(report(parser.parse_args().workers))
