"""Self-hosted comment moderation service speaking the v0.2 comment-evaluation interface."""

__version__ = "0.1.0"
