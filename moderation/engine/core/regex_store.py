"""Large regular expressions compiled once per install: their compiled code is kept on disk between processes.

Python's `re` parses a pattern's text and generates its code in pure Python, then hands the code to `_sre.compile`.
For the engine's largest patterns (the threat families' idioms and person slots, hundreds of kilobytes of regex) the
first step is most of a cold start, so a pattern of `LARGE` characters or more is compiled once, its code stored in a
file named by a hash of its text, flags and the Python build, and later processes hand the stored code to `_sre`
directly. A file that is missing, unreadable, for another text or refused by `_sre`'s own code check is ignored and
rewritten; any failure, or the store turned off (`MODERATION_PATTERN_CACHE_DIR` empty), compiles as `re` does.
"""

import hashlib
import logging
import marshal
import os
import re
import sys
import tempfile
import zlib
from array import array
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

LARGE = 4000  # characters; smaller patterns compile in under a millisecond
_ENV = "MODERATION_PATTERN_CACHE_DIR"

try:  # the internals `re.compile` itself uses (Python 3.11+); elsewhere every pattern compiles as `re` does
    import _sre
    from re import _compiler, _parser
    _FORMAT = f"{sys.version}|{sys.implementation.cache_tag}|{_sre.MAGIC}|{_sre.CODESIZE}"
except (ImportError, AttributeError):  # pragma: no cover - other interpreters
    _sre = _compiler = _parser = None
    _FORMAT = ""


@lru_cache(maxsize=1)
def directory() -> Path | None:
    """The store's folder for this Python build, or None when the store is off."""
    configured = os.environ.get(_ENV)
    if configured is not None and not configured.strip():
        return None
    if _sre is None:
        return None
    base = Path(configured).expanduser() if configured else (
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "moderation" / "patterns")
    return base / hashlib.sha256(_FORMAT.encode()).hexdigest()[:16]


def _key(pattern: str, flags: int) -> str:
    """The file name of a pattern's compiled code."""
    return hashlib.sha256(f"{int(flags)}\0{pattern}".encode()).hexdigest()


def compile(pattern: str, flags: int = 0) -> re.Pattern:  # noqa: A001 - the name `re` gives it
    """`re.compile(pattern, flags)`, from the store when the pattern is large and its code is there."""
    folder = directory()
    if folder is None or len(pattern) < LARGE:
        return re.compile(pattern, flags)
    key = _key(pattern, flags)
    path = folder / key
    loaded = _load(path, pattern, key)
    if loaded is not None:
        return loaded
    compiled, entry = _compile(pattern, flags, key)
    _save(folder, path, entry)
    return compiled


def _compile(pattern: str, flags: int, key: str) -> tuple[re.Pattern, tuple]:
    """A pattern compiled as `re` does, and the entry that rebuilds it."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    entry = (key, int(flags | parsed.state.flags), array("I", code).tobytes(), parsed.state.groups - 1,
             groupindex, tuple(indexgroup))
    return _build(pattern, entry), entry


def _build(pattern: str, entry: tuple) -> re.Pattern:
    """The pattern object `_sre` makes of a stored entry (it checks the code itself)."""
    _, flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(pattern, flags, array("I", code).tolist(), groups, groupindex, indexgroup)


def _load(path: Path, pattern: str, key: str) -> re.Pattern | None:
    """The stored pattern, or None when its file is missing, damaged or for another text."""
    try:
        entry = marshal.loads(zlib.decompress(path.read_bytes()))
        if not isinstance(entry, tuple) or len(entry) != 6 or entry[0] != key:
            raise ValueError("not this pattern's entry")
        return _build(pattern, entry)
    except FileNotFoundError:
        return None
    except Exception as error:  # a damaged or foreign file: compiled again and rewritten
        log.warning("ignoring the stored pattern %s: %s", path.name[:12], error)
        return None


def _save(folder: Path, path: Path, entry: tuple) -> None:
    """Write an entry atomically; a store that cannot be written is left alone."""
    temporary = None
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".", delete=False) as handle:
            temporary = handle.name
            handle.write(zlib.compress(marshal.dumps(entry), 1))
        os.replace(temporary, path)
    except OSError as error:
        log.info("pattern store not written (%s): %s", folder, error)
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
