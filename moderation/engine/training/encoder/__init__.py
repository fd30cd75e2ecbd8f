"""Builds the runtime sentence encoder from the PyPI package's all-MiniLM-L6-v2."""
