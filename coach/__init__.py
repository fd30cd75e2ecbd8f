"""UI-free logic of the comment coach: findings, highlights, rewrites, batches, history, demo content."""
