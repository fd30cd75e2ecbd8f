"""Offline training: each `train_*.py` module reads ../shared/data and writes artifacts into engine/models/."""
