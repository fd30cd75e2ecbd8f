"""Training of the toxicity heads, the character model and the exported profanity model."""
