"""Which int8 kernel this CPU runs the encoder with, chosen once per process at start-up.

The shipped graphs store their int8 weights unsigned (training/encoder/exact.py): onnxruntime then widens both
operands before multiplying, exact on every CPU, but it cannot use the CPU's int8 dot-product instructions. On CPUs
with them (AVX-512 VNNI, AVX-VNNI) signed weights take the u8 × s8 dot-product kernel, which sums in 32 bits: the
same integer sums, so the same outputs bit for bit, in about a third less time (bench_latency's kernels table).
Without them that kernel adds pairs of products in 16 bits and saturates, so signed weights stay off there. The
choice is confirmed at start-up: both kinds run a few probe texts and must agree bit for bit, else unsigned.
MODERATION_INT8_WEIGHTS: auto (default), unsigned, or signed (forced, skipping the probe)."""

import os
from collections.abc import Callable
from pathlib import Path

import numpy as np

from moderation.engine.core.datafile import warm_up_text

_CPUINFO = Path("/proc/cpuinfo")
# Ordinary text, a long run of one token and a text of rare pieces: the shapes that once showed the saturation.
PROBES = (warm_up_text("kernel_probe"), "no " * 120, "ZZZZ QQQQ ###### 8888888 ¿¿¿ ŋŋŋ xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")


def has_dot_product() -> bool:
    """Whether this CPU has int8 dot-product instructions with 32-bit sums (AVX-512 VNNI or AVX-VNNI)."""
    text = _CPUINFO.read_text() if _CPUINFO.exists() else ""
    flags = next((line.split(":", 1)[1].split() for line in text.splitlines() if line.startswith("flags")), [])
    return "avx512_vnni" in flags or "avx_vnni" in flags


def _outputs(session, tokenizer, text: str) -> list[np.ndarray]:
    ids = np.array([tokenizer.encode(text).ids], dtype=np.int64)
    feeds = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
    if "token_type_ids" in {i.name for i in session.get_inputs()}:
        feeds["token_type_ids"] = np.zeros_like(ids)
    return session.run(None, feeds)


def pick(make: Callable[[bool], object], probe: Callable[[object], list[list[np.ndarray]]]) -> tuple[bool, object | None]:
    """(whether to run signed weights, the session chosen) by the setting, the CPU and `probe`'s outputs of both
    sessions, which must agree bit for bit; `make(signed)` builds a session. (False, None) when no session was
    needed to choose."""
    if not may_sign():
        return False, None
    signed = make(True)
    if weights_setting() == "signed":
        return True, signed
    unsigned = make(False)
    return (True, signed) if agree(probe(unsigned), probe(signed)) else (False, unsigned)


def agree(first: list[list[np.ndarray]], second: list[list[np.ndarray]]) -> bool:
    """Whether two sessions' outputs on the probes are the same, bit for bit."""
    return all(all(np.array_equal(a, b) for a, b in zip(mine, theirs, strict=True))
               for mine, theirs in zip(first, second, strict=True))


def weights_setting() -> str:
    """MODERATION_INT8_WEIGHTS: auto (signed where the probe agrees on a CPU with the dot-product kernel), unsigned or
    signed."""
    setting = os.environ.get("MODERATION_INT8_WEIGHTS", "auto").strip().lower()
    if setting not in {"auto", "unsigned", "signed"}:
        raise ValueError(f"MODERATION_INT8_WEIGHTS={setting!r}: use auto, unsigned or signed")
    return setting


def may_sign() -> bool:
    """Whether signed weights are worth a probe here: forced, or `auto` on a CPU with the dot-product kernel."""
    setting = weights_setting()
    return setting == "signed" or setting == "auto" and has_dot_product()


def choose(path: Path, tokenizer, options) -> tuple[bool, object | None]:
    """Whether this process runs the int8 graph at `path` with signed weights (see the module's docstring), and the
    session the choice already made with `options` (None when none was needed to choose)."""
    import onnx

    from moderation.engine.core.graft import built, has_unsigned_weights, open_session, per_row_scales

    if not may_sign():
        return False, None
    model = onnx.load(str(path))
    if not has_unsigned_weights(model):
        return False, None
    per_row = per_row_scales(model)
    return pick(lambda signed: open_session(built(model, signed=True) if signed else str(path), options, per_row),
                lambda session: [_outputs(session, tokenizer, text) for text in PROBES])
