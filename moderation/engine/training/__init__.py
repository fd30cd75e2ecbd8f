"""Offline training, one subpackage per judge: each `<judge>/train.py` reads ../shared/data and writes the
judge's artifacts into `engine/<judge>/models/`. Runtime code never imports this package."""
