"""Persistence: accounts, keys (hashes only), articles with chunk embeddings, usage, feedback, fingerprints."""
