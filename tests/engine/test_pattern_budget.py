"""Every regular expression the engine compiles stays within a CPU budget on adversarial 20,000-character inputs.

A subprocess wraps `re._compile` (which `re.compile` and the module-level `re.search`, `re.sub` … all go through)
before importing every runtime module under moderation/engine and running one warm-up analysis through the
facade, so lazily built patterns are caught too; it prints each (pattern, flags) compiled from engine code. This
test then runs each pattern's `finditer` over generated worst cases (whitespace and newline runs, repeated words,
the pattern's own words, punctuation runs, one long token, "88 " and "(((" floods). A SIGPROF timer stops a
pattern that overruns, so a catastrophic one costs its budget, not hours. Run as a script it prints the catalogue.
"""

import json
import pkgutil
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LENGTH = 20_000
# CPU seconds per pattern and input: a linear pattern takes at most ~40 ms on 20,000 characters, one that rescans
# from every position (quadratic) 0.3 s or more, a cubic one hours.
BUDGET = 0.1
_OWN_WORDS = re.compile(r"[A-Za-z][a-z']+")
WARM_UP = (
    "You are an idiot and a moron, lol. Everyone knows the plan is stupid, end of story.",
    "If we allow bike lanes, next thing you know cars will be banned and the city will die.",
    "Buy cheap followers now at http://spam.example.com — call 555-0100! Click here for free crypto.",
    "Moreover, it is important to note that, in conclusion, this multifaceted issue — delve into it — matters.",
    "They are globalist elites, remember the 14 words and 1488. 88. (((them))) dindu",
    "What about the mayor's own car? Either we ban cars or the planet burns. So you're saying we should do nothing?",
    "I will kill you. Those people are vermin and should be shot. Shut up and go back where you came from.",
    # one comment per language the multilingual threat rules read, so their lists compile here too
    "Ojalá alguien le pegue un tiro a ese concejal; sé dónde vive y ayer mató el tiempo en el bar.",
    "J'espère qu'on le pendra, je sais où tu habites et je vais te tuer, personne ne mérite ça.",
    "Ich hoffe, jemand bringt den Stadtrat um; wir wissen, wo du wohnst, und die Zeit totschlagen hilft nicht.",
    "Tomara que alguém taque fogo na câmara com o prefeito lá dentro, eu sei onde você mora.",
    "Spero che qualcuno ammazzi quel giudice, so dove abiti e non torni a casa stasera.",
)


def _engine_modules() -> list[str]:
    """Every runtime module under moderation/engine (training code never runs in the service)."""
    import moderation.engine as engine
    names = ["moderation.engine"]
    for info in pkgutil.walk_packages(engine.__path__, "moderation.engine."):
        if ".training" not in info.name:
            names.append(info.name)
    return names


def collect() -> list[tuple[str, int, str]]:
    """(pattern, flags, file:line) of every str pattern compiled from runtime engine code, imports and a warm-up
    included."""
    engine_dir = str(ROOT / "moderation" / "engine")
    training_dir = str(ROOT / "moderation" / "engine" / "training")
    seen: dict[tuple[str, int], str] = {}
    original = re._compile

    def recording(pattern, flags):
        if isinstance(pattern, str):
            frame = sys._getframe(1)
            while frame is not None and frame.f_code.co_filename == re.__file__:
                frame = frame.f_back  # re.compile / re.search / re.sub … → the caller
            where = frame.f_code.co_filename if frame is not None else ""
            if where.startswith(engine_dir) and not where.startswith(training_dir):
                seen.setdefault((pattern, int(flags)), f"{where[len(str(ROOT)) + 1:]}:{frame.f_lineno}")
        return original(pattern, flags)

    re._compile = recording
    import importlib
    for name in _engine_modules():
        importlib.import_module(name)
    from moderation import engine
    article = engine.build_article("Our city is adding protected bike lanes downtown. Shop owners worry about "
                                   "deliveries and parking on Main Street.")
    for comment in WARM_UP:
        engine.score_comment(comment, article)
        engine.check_spam(comment, article)
        engine.check_relevance(comment, article, ["immigration", "crypto"])
        engine.check_dogwhistle(comment, article, ["race"])
        engine.detect_llm(comment)
        engine.score_attributes(comment, sorted(engine.supported_attributes()), spans=True)
    re._compile = original
    return [(pattern, flags, where) for (pattern, flags), where in seen.items()]


def _fill(unit: str, length: int = LENGTH) -> str:
    return (unit * (length // max(len(unit), 1) + 1))[:length]


def adversarial(pattern: str) -> list[str]:
    """Worst cases for one pattern: generic floods plus the pattern's own words repeated and in sequence."""
    texts = ["a" + " " * (LENGTH - 2) + "b", "x" + "\n" * (LENGTH - 2) + "y", _fill(" \n\t"),
             "You are an idiot and" + " " * (LENGTH - 28) + "a moron.", _fill("and the a "), _fill("I will kill you "),
             _fill("88 ") + "white", "(((" + " " * (LENGTH - 4) + "x", _fill("((( "), _fill("!?"), _fill(". "),
             _fill(", -—"), "a" * LENGTH, _fill("'\" "),
             _fill("a."), _fill("a-"), _fill("1."), _fill("a'"), _fill("a,"), _fill("A.")]  # one token of many parts
    words = list(dict.fromkeys(w.lower() for w in _OWN_WORDS.findall(pattern)))
    for number, word in enumerate(words[:5]):
        texts.append(_fill(word + " "))
        if number < 2:
            texts.append(_fill(word) + " x")
    if words:
        texts.append(_fill(" ".join(words) + " "))
        texts.append(_fill(", ".join(words) + ", "))
    return texts


class _Overrun(Exception):
    pass


def _raise(signum, frame):
    raise _Overrun


def slowest(pattern: str, flags: int) -> tuple[float, str]:
    """CPU time of finditer over the pattern's slowest adversarial input, and that input's start; stops at the
    first input over budget (a SIGPROF timer interrupts the match), so a catastrophic pattern costs ~BUDGET."""
    compiled = re.compile(pattern, flags)
    previous = signal.signal(signal.SIGPROF, _raise)
    worst = (0.0, "")
    try:
        for text in adversarial(pattern):
            # This thread's CPU only: a background thread an earlier test left running (in-process servers, thread
            # pools) is not the pattern's cost; counted with the process's time, it failed a linear pattern once in CI.
            start = time.thread_time()
            signal.setitimer(signal.ITIMER_PROF, BUDGET * 1.5)
            try:
                for _ in compiled.finditer(text):
                    pass
            except _Overrun:
                pass
            signal.setitimer(signal.ITIMER_PROF, 0)
            worst = max(worst, (time.thread_time() - start, text[:24]))
            if worst[0] > BUDGET:
                break
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)
    return worst


@pytest.fixture(scope="module")
def catalogue() -> list[tuple[str, int, str]]:
    done = subprocess.run([sys.executable, __file__], capture_output=True, text=True, cwd=ROOT, timeout=240,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
                               "MODERATION_PATTERN_CACHE_DIR": ""})  # every pattern through `re`, none from the store
    assert done.returncode == 0, done.stderr[-2000:]
    return [(pattern, flags, where) for pattern, flags, where in json.loads(done.stdout)]


def test_the_catalogue_holds_the_engine_patterns(catalogue):
    """The recorder sees module-level, facade-time and module-function (re.sub) patterns, and no training code."""
    patterns = {pattern for pattern, _, _ in catalogue}
    assert not any("/training/" in where or not where.startswith("moderation/engine/") for _, _, where in catalogue)
    assert len(patterns) > 200
    assert any("(?:and|or)" in p for p in patterns)  # rewrite/rules.py _CONJUNCT, compiled at import
    assert r"\s{2,}" in patterns  # rewrite/rules.py _tidy's re.sub, compiled only when a rewrite runs
    from moderation.engine.core.regex_store import LARGE  # imported here: the engine compiles as it loads
    assert sum(len(p) >= LARGE for p in patterns) > 20  # the threat families' largest, which the store would keep


def test_the_budget_catches_a_backtracking_pattern():
    """The measure fails the pattern issue 31 found, and passes its possessive rewrite."""
    assert slowest(r"\s*,?\s+(?:and|or)\s+(?:a |the )*$", re.I)[0] > BUDGET
    assert slowest(r"(?<!\s)(?:\s*+,\s++|\s++)(?:and|or)\s++(?:a |the )*+$", re.I)[0] < BUDGET


def test_every_engine_pattern_within_budget(catalogue):
    slow = []
    for pattern, flags, where in catalogue:
        spent, text = slowest(pattern, flags)
        if spent > BUDGET:
            slow.append(f"{spent:.2f}s on {text!r}…  {where}  {pattern[:120]!r}")
    assert not slow, f"{len(slow)} patterns over {BUDGET}s CPU on a {LENGTH:,}-character input:\n" + "\n".join(slow)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    json.dump(collect(), sys.stdout)
