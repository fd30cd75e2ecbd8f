"""Rewriting: the Rewriter interface and the deterministic rule-based implementation used by default."""

from moderation.engine.rewrite.base import Issue, Rewriter
from moderation.engine.rewrite.rules import RuleRewriter, apply_rewrite, default_rewriter

__all__ = ["Issue", "Rewriter", "RuleRewriter", "apply_rewrite", "default_rewriter"]
