"""Training of the spam combiner."""
