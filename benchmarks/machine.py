"""The CPU a speed figure was measured on (absolute times move 2–4× between CPUs, issue 30)."""

import platform
from pathlib import Path

_CPUINFO = Path("/proc/cpuinfo")


def cpu() -> str:
    """The CPU's model name, its core count and whether it has int8 dot-product (VNNI) instructions."""
    lines = _CPUINFO.read_text().splitlines() if _CPUINFO.exists() else []
    name = next((line.split(":", 1)[1].strip() for line in lines if line.startswith("model name")), platform.machine())
    flags = set(next((line.split(":", 1)[1].split() for line in lines if line.startswith("flags")), []))
    vnni = ("AVX-512 VNNI" if "avx512_vnni" in flags else "AVX-VNNI" if "avx_vnni" in flags
            else "AVX2 without VNNI" if "avx2" in flags else "no AVX2")
    cores = sum(1 for line in lines if line.startswith("processor")) or "?"
    return f"{name}, {cores} cores, {vnni}"
