"""Benchmarks: each bench_*.py reads ../shared/data, prints its figures and returns a markdown section."""
