"""Whether the runtime blends the fine-tuned attribute logits (grafted encoder loaded and a blend weight above 0):
some known misses of the linear heads are fixed by them, so those tests expect failure only when they are off."""


def tuned_logits_in_use() -> bool:
    """True when the toxicity judge reads the grafted encoder's logits."""
    from moderation.engine.core.embedder import get_embedder
    from moderation.engine.toxicity.blend import BLEND
    return BLEND.active and get_embedder().has_logits
