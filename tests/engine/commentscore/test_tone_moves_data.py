"""The tone findings' sentences are data (commentscore/data/tone_moves.json): every pattern and every kind of
whole-sentence tone has what it says."""

from moderation.engine.commentscore import tone
from moderation.engine.commentscore.tone_model import MODEL_KIND
from moderation.engine.core.datafile import read_json


def test_every_kind_of_sentence_tone_has_its_move():
    kinds = set(read_json(tone.__file__, "tone_cues.json")["cues"]) | {MODEL_KIND}
    assert kinds <= set(tone._MOVES) and all(tone._MOVES[k].strip() for k in kinds)


def test_every_pattern_reads_its_move_and_replacement_from_the_data():
    said = read_json(tone.__file__, "tone_moves.json")["patterns"]
    assert [p.name for p in tone.PATTERNS] == list(said)  # one entry per pattern, in the file's order
    assert all(p.move == said[p.name]["move"] and p.warmer == said[p.name]["warmer"] for p in tone.PATTERNS)
