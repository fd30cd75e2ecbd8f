"""Fallacy judge: logical fallacies from cue patterns and a trained classifier, with their explanations."""

from moderation.engine.fallacies.cues import DISPLAY_NAME
from moderation.engine.fallacies.explain import explain_fallacy
from moderation.engine.fallacies.judge import classify_type, fallacy_issues, whole_comment_judged, warm_up

__all__ = ["DISPLAY_NAME", "classify_type", "explain_fallacy", "fallacy_issues", "whole_comment_judged", "warm_up"]
