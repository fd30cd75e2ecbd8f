"""The person nouns read from WordNet: its files checked, its senses filtered, on a tiny WordNet written here."""

import pytest

from moderation.engine.training.toxicity import person_nouns as pn


def _data_noun(synsets: list[tuple[int, list[str]]]) -> bytes:
    """A data.noun of (lexicographer file, words) synsets, each offset its byte position, after a licence line."""
    out = b"  1 licence line\n"
    for kind, words in synsets:
        body = f" {kind:02d} n {len(words):02x} " + " ".join(f"{w} 0" for w in words) + " 000 | a gloss\n"
        out += f"{len(out):08d}".encode() + body.encode()
    return out


def _offsets(data: bytes) -> list[int]:
    return [int(line[:8]) for line in data.split(b"\n") if line and not line.startswith(b"  ")]


def _index(entries: dict[str, list[int]]) -> bytes:
    """An index file: lemma, pos, senses, no pointers, then the offsets (most frequent first)."""
    return "".join(f"{lemma} n {len(o)} 0 {len(o)} 0 " + " ".join(f"{x:08d}" for x in o) + "\n"
                   for lemma, o in entries.items()).encode()


def test_a_common_person_noun_is_kept_and_things_names_adjectives_and_verbs_are_not():
    data = _data_noun([(18, ["treasurer"]), (6, ["speaker"]), (18, ["speaker"]), (18, ["Aaron"]),
                       (18, ["native"]), (18, ["zymurgist"]), (18, ["clerk"]), (18, ["hire"])])
    t, sp_thing, sp_person, aaron, native, rare, clerk, hire = _offsets(data)
    files = {"data.noun": data,
             "index.noun": _index({"treasurer": [t], "speaker": [sp_person, sp_thing], "aaron": [aaron],
                                   "native": [native], "zymurgist": [rare], "clerk": [clerk], "hire": [hire]}),
             "index.adj": _index({"native": [0]}), "index.verb": _index({"hire": [0, 1]})}
    vocabulary = {"treasurer", "speaker", "aaron", "native", "clerk", "hire"}  # "zymurgist": no common word
    assert pn.person_nouns(files, vocabulary, known={"clerk"}) == ["treasurer", "treasurers"]


def test_a_file_whose_offsets_are_not_its_byte_positions_is_refused():
    data = _data_noun([(18, ["treasurer"]), (18, ["clerk"])])
    tampered = data.replace(b"treasurer", b"treasurers")  # one byte more: the next synset's offset is wrong
    with pytest.raises(ValueError, match="not WordNet"):
        pn.synset_files(tampered)


@pytest.mark.parametrize("noun, plural", [("treasurer", "treasurers"), ("alderman", "aldermen"), ("boss", "bosses"),
                                          ("deputy", "deputies"), ("envoy", "envoys")])
def test_plurals(noun, plural):
    assert pn.plural(noun) == plural
