"""Training of the tone model (commentscore): the generated tone set and the trainer."""
