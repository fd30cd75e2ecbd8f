"""Large patterns kept compiled between processes behave exactly as `re.compile`'s, and a bad store never breaks one."""

import re

import pytest

from moderation.engine.core import regex_store

WORDS = [f"{a}{b}{c}" for a in "bcdfghjklmnprstvw" for b in "aeiou" for c in ("n", "rd", "st", "mp", "ll")]
# Groups, a lookbehind, possessive and lazy quantifiers, alternations of 425 words: > LARGE chars.
LARGE_PATTERN = (rf"(?<![\w-])(?P<first>{'|'.join(WORDS)})\s++(?:and\s++)?(?P<second>{'|'.join(WORDS)})?"
                 rf"(?:[^.!?]{{0,20}}?(?P<end>\.|!))?")
TEXTS = ["band cord mast lump", "Bell, dill and gust. Kard pest!", "tomp and nill!", "nothing here", "a" * 300,
         "ball  and dump. " * 20]


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("MODERATION_PATTERN_CACHE_DIR", str(tmp_path / "patterns"))
    regex_store.directory.cache_clear()
    yield tmp_path / "patterns"
    regex_store.directory.cache_clear()


def _readings(pattern: re.Pattern) -> list:
    return [[(m.span(), m.groupdict(), m.groups()) for m in pattern.finditer(text)] for text in TEXTS]


def _same(stored: re.Pattern, fresh: re.Pattern) -> None:
    assert (stored.pattern, stored.flags, stored.groups, dict(stored.groupindex)) == (
        fresh.pattern, fresh.flags, fresh.groups, dict(fresh.groupindex))
    assert _readings(stored) == _readings(fresh)


def test_a_large_pattern_is_stored_then_read_back_unchanged(store, monkeypatch):
    assert len(LARGE_PATTERN) >= regex_store.LARGE
    fresh = re.compile(LARGE_PATTERN, re.I)
    _same(regex_store.compile(LARGE_PATTERN, re.I), fresh)
    assert len(list(store.rglob("*"))) == 2  # the build's folder and one pattern's file
    monkeypatch.setattr(regex_store, "_compile", lambda *a: pytest.fail("compiled again instead of read"))
    _same(regex_store.compile(LARGE_PATTERN, re.I), fresh)


def test_flags_are_part_of_the_key(store):
    regex_store.compile(LARGE_PATTERN)
    regex_store.compile(LARGE_PATTERN, re.I)
    assert len([p for p in store.rglob("*") if p.is_file()]) == 2
    assert not regex_store.compile(LARGE_PATTERN).search("BARD CORD")
    assert regex_store.compile(LARGE_PATTERN, re.I).search("BARD CORD")


def test_small_patterns_never_touch_the_store(store):
    assert regex_store.compile(r"\bband\b").search("a band")
    assert not store.exists()


@pytest.mark.parametrize("damage", ["garbage", "truncated", "another pattern's entry"])
def test_a_damaged_or_foreign_file_is_compiled_again_and_rewritten(store, damage):
    regex_store.compile(LARGE_PATTERN)
    (path,) = [p for p in store.rglob("*") if p.is_file()]
    good = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"\x00not a pattern")
    elif damage == "truncated":
        path.write_bytes(good[: len(good) // 2])
    else:  # a valid entry of another text, under this text's name
        other = LARGE_PATTERN.replace("(?P<end>", "(?P<stop>")
        regex_store.compile(other)
        (other_path,) = [p for p in store.rglob("*") if p.is_file() and p != path]
        path.write_bytes(other_path.read_bytes())
    _same(regex_store.compile(LARGE_PATTERN), re.compile(LARGE_PATTERN))
    assert path.read_bytes() == good


def test_a_store_that_cannot_be_written_compiles_as_re_does(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("MODERATION_PATTERN_CACHE_DIR", str(blocker))
    regex_store.directory.cache_clear()
    try:
        _same(regex_store.compile(LARGE_PATTERN), re.compile(LARGE_PATTERN))
    finally:
        regex_store.directory.cache_clear()


def test_an_empty_setting_turns_the_store_off(tmp_path, monkeypatch):
    monkeypatch.setenv("MODERATION_PATTERN_CACHE_DIR", "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    regex_store.directory.cache_clear()
    try:
        assert regex_store.directory() is None
        _same(regex_store.compile(LARGE_PATTERN), re.compile(LARGE_PATTERN))
        assert not any(tmp_path.iterdir())
    finally:
        regex_store.directory.cache_clear()


def test_the_threat_families_largest_patterns_read_the_same_from_the_store(store):
    """The engine's own five largest patterns: stored, read back, and matched against `re`'s on threat sentences."""
    from moderation.engine.toxicity import threats

    largest = sorted(threats.patterns().values(), key=lambda p: -len(p.pattern))[:5]
    sentences = ["someone should take that mayor out for good", "i hope he gets run over by a bus",
                 "i'll knock your teeth out", "those councillors should be shot", "we should kill this proposal",
                 "she deserves a good kicking", "string him up", "give that referee a good hiding"]
    for compiled in largest:
        regex_store.compile(compiled.pattern, compiled.flags)  # stored
        stored = regex_store.compile(compiled.pattern, compiled.flags)  # read back
        assert [[m.span() for m in stored.finditer(s)] for s in sentences] == [
            [m.span() for m in compiled.finditer(s)] for s in sentences]
        assert dict(stored.groupindex) == dict(compiled.groupindex)
