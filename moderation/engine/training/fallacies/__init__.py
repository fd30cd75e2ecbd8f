"""Training of the fallacy classifier."""
