"""Sentence sets written for the feedback benchmark (bench_feedback.py), each split by template hash."""
