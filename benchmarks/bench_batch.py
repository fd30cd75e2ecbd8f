"""Batch scoring speed: distinct generated comments × banned topics, relevance only, through the real command."""

import csv
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMENTS, TOPICS, TARGET_S = 10_000, 20, 60.0
BANNED = ("politics", "religion", "sports", "vaccines", "covid", "immigration", "abortion", "guns", "cryptocurrency",
          "climate change", "celebrities", "gossip", "war", "drugs", "gambling", "sex", "money", "advertising",
          "health", "taxes")
ARTICLE = ("The city council approved a plan to add protected bike lanes on four downtown streets. The lanes will "
           "replace about two hundred parking spaces. Shop owners worry about deliveries, while cyclists say the "
           "lanes will make commuting safer. Construction starts in the spring and should take six months.")
# The benchmark's own vocabulary: sentences are assembled at random, so every comment is distinct.
_OPENERS = ("Honestly", "I think", "In my view", "Frankly", "To be fair", "Personally", "As a resident",
            "From what I have seen", "Let me say", "Look")
_SUBJECTS = ("the council", "the new lane", "my neighbour", "the mayor", "every driver", "the bakery owner",
             "our street", "the bus route", "the parking plan", "this whole project", "the local school",
             "the cycling club", "my landlord", "the budget", "the vote", "the church group", "the football team",
             "the vaccine clinic", "the casino", "the tax office")
_VERBS = ("ignores", "supports", "worries about", "pays for", "argues over", "depends on", "forgets", "praises",
          "complains about", "cannot afford", "rushes", "delays", "celebrates", "questions", "welcomes")
_OBJECTS = ("safer commutes", "delivery vans", "late night noise", "rising rents", "empty shops", "school runs",
            "winter potholes", "weekend markets", "election promises", "ticket prices", "crypto adverts",
            "border checks", "the league table", "the sermon on Sunday", "booster shots", "lottery tickets",
            "tax cuts", "parking fines", "fresh paint", "the old bridge")
_ENDINGS = ("and nobody asked us", "which seems fair", "again and again", "without a plan", "for years now",
            "as usual", "more than ever", "in the rain", "before the summer", "at rush hour")


def comments(count: int, seed: int = 7) -> list[str]:
    """`count` distinct comments of two to four generated sentences."""
    rng, seen, out = random.Random(seed), set(), []
    while len(out) < count:
        text = " ".join(f"{rng.choice(_OPENERS)}, {rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} "
                        f"{rng.choice(_OBJECTS)} {rng.choice(_ENDINGS)}." for _ in range(rng.randint(2, 4)))
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _run(args: list[str]) -> tuple[float, float, dict]:
    """Wall seconds, CPU seconds (of the command and its workers) and the command's JSON summary."""
    started, cpu = time.perf_counter(), _cpu_seconds()
    done = subprocess.run([sys.executable, "-m", "moderation", "batch", "score", *args, "--quiet"],
                          capture_output=True, text=True, check=True)
    return time.perf_counter() - started, _cpu_seconds() - cpu, json.loads(done.stdout)


def run(_data_dir: Path | None = None, count: int = COMMENTS) -> str:
    """Time a cold run, then a re-score of a new topic list from the embeddings cache; a markdown section."""
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        with open(folder / "comments.csv", "w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(["id", "comment"])
            writer.writerows(enumerate(comments(count)))
        (folder / "article.txt").write_text(ARTICLE)
        (folder / "topics.txt").write_text("\n".join(BANNED[:TOPICS]))
        (folder / "topics_b.txt").write_text("\n".join(reversed(BANNED[:TOPICS])) + "\nweather\nroyal family")
        common = ["--article", str(folder / "article.txt"), "--checks", "relevance",
                  "--embeddings-cache", str(folder / "cache")]
        cold, cold_cpu, summary = _run([str(folder / "comments.csv"), "--out", str(folder / "a.parquet"),
                              "--banned-topics", str(folder / "topics.txt"), *common])
        rescore, rescore_cpu, _ = _run([str(folder / "comments.csv"), "--out", str(folder / "b.parquet"),
                           "--banned-topics", str(folder / "topics_b.txt"), *common])
    cores = os.cpu_count() or 1
    lines = ["## Batch scoring (`python -m moderation batch score`)", "",
             f"{count:,} distinct generated comments, {TOPICS} banned topics and an article, relevance only, "
             f"{summary.get('workers')} worker processes, end to end (process start to output written). "
             f"CPU seconds are the command's and its workers'; CPU / {cores} cores is the wall time an otherwise "
             "idle machine would need.", "",
             "| run | wall s | comments/s | CPU s | CPU s / cores | target |", "|---|---|---|---|---|---|",
             f"| first run (embeds every comment) | {cold:.1f} | {count / cold:.0f} | {cold_cpu:.0f} | "
             f"{cold_cpu / cores:.1f} | ≤ {TARGET_S:.0f} s |",
             f"| new topic list, from the embeddings cache | {rescore:.1f} | {count / rescore:.0f} | "
             f"{rescore_cpu:.0f} | {rescore_cpu / cores:.1f} | seconds |"]
    section = "\n".join(lines)
    print(section)
    return section


if __name__ == "__main__":
    run(None, int(sys.argv[1]) if len(sys.argv) > 1 else COMMENTS)
