"""The encoder kernels and session settings bench_latency compares on this CPU: the runtime int8 graph one sentence
per call as this process runs it (signed weights where the CPU's dot-product kernel is exact, core/kernels.py) and
with its weights as stored (unsigned), the same graph over a comment's sentences in one batch, and its float32 twin
(weights dequantised here, in memory: never shipped) in one batch."""

import statistics
import time

import numpy as np

from benchmarks.floor import Floor
from moderation.engine.core import embedder as core_embedder
from moderation.engine.core.graft import graph_source
from moderation.engine.core.text import sentences


def float_twin(path) -> bytes:
    """The graph at `path` with every int8 weight product (DynamicQuantizeLinear → MatMulInteger → Cast → Mul)
    replaced by a float32 MatMul on the dequantised weights; serialised."""
    import onnx
    from onnx import helper, numpy_helper

    model = onnx.load(str(path))
    graph = model.graph
    made = {out: node for node in graph.node for out in node.output}
    users: dict[str, list] = {}
    for node in graph.node:
        for name in node.input:
            users.setdefault(name, []).append(node)
    values = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    values.update({n.output[0]: numpy_helper.to_array(n.attribute[0].t) for n in graph.node if n.op_type == "Constant"})
    replaced, dropped = {}, set()
    for node in graph.node:
        if node.op_type != "MatMulInteger":
            continue
        quantise, cast = made[node.input[0]], users[node.output[0]][0]
        scale = users[cast.output[0]][0]
        weight_scale = values[made[scale.input[1]].input[1]]
        weight = (values[node.input[1]].astype(np.float32) - values[node.input[3]].astype(np.float32)) * weight_scale
        graph.initializer.append(numpy_helper.from_array(weight.astype(np.float32), node.input[1] + "_float"))
        replaced[id(node)] = helper.make_node("MatMul", [quantise.input[0], node.input[1] + "_float"], [scale.output[0]])
        dropped.update({id(cast), id(scale)})
    nodes = [replaced.get(id(n), n) for n in graph.node if id(n) not in dropped]
    wanted = {o.name for o in graph.output}
    for node in reversed(nodes):  # the graph is in topological order: keep only what an output needs
        if any(out in wanted for out in node.output):
            wanted.update(node.input)
    del graph.node[:]
    graph.node.extend(n for n in nodes if any(out in wanted for out in n.output))
    return model.SerializeToString()


def _timed(call) -> tuple[float, object]:
    started = time.perf_counter()
    result = call()
    return (time.perf_counter() - started) * 1000, result


def kernel_rows(floor: Floor, texts: list[str]) -> list[str]:
    """One markdown row per kernel: median ms per comment, × floor, agreement with the shipped path."""
    import onnxruntime as ort

    shipped = core_embedder.Embedder()
    runtime_path = shipped._paths[0]
    unsigned = core_embedder.Embedder()
    unsigned.signed = False
    unsigned._session = unsigned._open(runtime_path)
    batched = core_embedder.Embedder()
    batched.one_per_run = False
    as_float = core_embedder.Embedder()
    as_float.one_per_run = False
    as_float._session = ort.InferenceSession(float_twin(runtime_path), sess_options=core_embedder.session_options(),
                                             providers=["CPUExecutionProvider"])
    kind = "signed weights, the dot-product kernel" if shipped.signed else "unsigned weights"
    floors, times = [], {f"int8, {kind}, one sentence per call (what runs here)": [],
                         "int8, unsigned weights (as stored), one sentence per call": [],
                         f"int8, {kind}, the comment's sentences in one batch": [], "float32 twin, one batch": []}
    worst = {name: [1.0, 0.0] for name in times}
    for text in texts:
        parts = [s.text for s in sentences(text)] or [text]
        floors.append(floor.ms(text))
        reference = None
        for (name, spent), model in zip(times.items(), (shipped, unsigned, batched, as_float)):
            model._cache.clear()
            ms, done = _timed(lambda m=model: m.encode(parts))
            spent.append(ms)
            reference = reference or done
            cosine = float((done.vectors * reference.vectors).sum(axis=1).min())
            change = float(np.abs(done.logits - reference.logits).max()) if done.logits is not None else 0.0
            worst[name] = [min(worst[name][0], cosine), max(worst[name][1], change)]
    floor_ms = statistics.median(floors)
    return [f"| {name} | {statistics.median(spent):.1f} | {statistics.median(spent) / floor_ms:.2f} | "
            f"{worst[name][0]:.4f} | {worst[name][1]:.3f} |" for name, spent in times.items()]


def session_rows(texts: list[str]) -> list[str]:
    """Encoder time over one comment's sentences under each candidate session setting."""
    import onnxruntime as ort
    rows = []
    for threads, mode in ((1, "sequential"), (2, "sequential"), (1, "parallel")):
        options = core_embedder.session_options()
        options.intra_op_num_threads = threads
        options.execution_mode = (ort.ExecutionMode.ORT_SEQUENTIAL if mode == "sequential"
                                  else ort.ExecutionMode.ORT_PARALLEL)
        model = core_embedder.Embedder()
        model._session = ort.InferenceSession(graph_source(model._paths[0], signed=model.signed),
                                              sess_options=options, providers=["CPUExecutionProvider"])
        spent = []
        for text in texts:
            model._cache.clear()
            spent.append(_timed(lambda: model.encode([s.text for s in sentences(text)] or [text]))[0])
        rows.append(f"| intra-op threads {threads}, {mode} | {np.percentile(spent, 50):.1f} | "
                    f"{np.percentile(spent, 99):.1f} |")
        print(rows[-1], flush=True)
    return rows
