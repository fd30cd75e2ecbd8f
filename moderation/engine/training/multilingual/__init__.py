"""Training of the multilingual judge (moderation/engine/multilingual): heads over multilingual-e5-small vectors."""
