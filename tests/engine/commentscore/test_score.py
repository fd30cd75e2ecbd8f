"""The 1–5 rubric and tolerance semantics, including the monotonicity property."""

from hypothesis import given, settings
from hypothesis import strategies as st

from moderation.engine.commentscore.score import RubricInputs, category_item_score, health, keeps_finding, quality_score
from moderation.schemas.findings import ModerationCategory, ModerationTolerances, ToleranceLevel

severities = st.lists(st.integers(1, 4), max_size=4).map(tuple)
inputs = st.builds(RubricInputs, toxicity=st.floats(0, 1), objectionable_severities=severities,
                   fallacy_severities=severities, tone_severities=severities, low_effort=st.booleans(),
                   off_topic=st.booleans(), substantive=st.booleans())


def _without_one_problem(x: RubricInputs, which: int) -> RubricInputs:
    fields = ["objectionable_severities", "fallacy_severities", "tone_severities"]
    if which < 3:
        values = getattr(x, fields[which])
        return RubricInputs(**{**x.__dict__, fields[which]: values[1:]})
    if which == 3:
        return RubricInputs(**{**x.__dict__, "low_effort": False})
    if which == 4:
        return RubricInputs(**{**x.__dict__, "off_topic": False})
    return RubricInputs(**{**x.__dict__, "toxicity": x.toxicity / 2})


@settings(max_examples=400, deadline=None)
@given(inputs, st.integers(0, 5))
def test_removing_a_problem_never_lowers_the_quality(x, which):
    assert quality_score(_without_one_problem(x, which)) >= quality_score(x)


@settings(max_examples=300, deadline=None)
@given(inputs, st.integers(0, 5), st.sampled_from(list(ToleranceLevel)[2:]))
def test_removing_a_problem_never_lowers_the_overall_score(x, which, level):
    def overall(r: RubricInputs) -> int:
        sev = {ModerationCategory.INSULT: list(r.objectionable_severities),
               ModerationCategory.LOGICAL_FALLACY: list(r.fallacy_severities),
               ModerationCategory.DISMISSIVE_TONE: list(r.tone_severities),
               ModerationCategory.LOW_EFFORT: [2] if r.low_effort else []}
        return health(quality_score(r), sev, ModerationTolerances(insult=level), r.toxicity).overall_score
    assert overall(_without_one_problem(x, which)) >= overall(x)


def test_rubric_anchors():
    assert quality_score(RubricInputs()) == 5
    assert quality_score(RubricInputs(substantive=False)) == 4
    assert quality_score(RubricInputs(low_effort=True)) == 2
    assert quality_score(RubricInputs(toxicity=0.95)) == 1
    assert quality_score(RubricInputs(fallacy_severities=(2,))) == 4
    assert quality_score(RubricInputs(objectionable_severities=(3,))) == 2


def test_item_scores_follow_the_worst_severity():
    assert category_item_score([]) == 5
    assert category_item_score([1]) == 4
    assert category_item_score([1, 3]) == 2
    assert category_item_score([4]) == 1


def test_levels_keep_the_findings_they_do_not_accept():
    assert not keeps_finding(ToleranceLevel.STANDARD, 1) and keeps_finding(ToleranceLevel.STANDARD, 2)
    assert not keeps_finding(ToleranceLevel.RELAXED, 2) and keeps_finding(ToleranceLevel.RELAXED, 3)
    assert not keeps_finding(ToleranceLevel.PERMISSIVE, 3) and keeps_finding(ToleranceLevel.PERMISSIVE, 4)
    assert keeps_finding(ToleranceLevel.STRICT, 1) and keeps_finding(ToleranceLevel.ZERO_TOLERANCE, 1)
    assert not keeps_finding(ToleranceLevel.OFF, 4)


def test_health_is_the_geometric_mean_of_quality_and_worst_item():
    h = health(4, {ModerationCategory.INSULT: [2]}, ModerationTolerances(), 0.2)
    assert h.items["insult"].score == 3 and h.items["insult"].minimum == 4 and not h.items["insult"].is_acceptable
    assert abs(h.health_score - (4 * 3) ** 0.5) < 1e-3
    assert h.overall_score == 3 and h.exceeds_tolerance


def test_off_items_are_left_out_and_quality_minimum_follows_the_level():
    tol = ModerationTolerances(logical_fallacy=ToleranceLevel.OFF, quality=ToleranceLevel.STRICT)
    h = health(3, {ModerationCategory.LOGICAL_FALLACY: [3]}, tol, 0.0)
    assert "logical_fallacy" not in h.items
    assert h.items["quality"].minimum == 4 and not h.items["quality"].is_acceptable
    clean = health(5, {}, ModerationTolerances(), 0.0)
    assert clean.overall_score == 5 and not clean.exceeds_tolerance


def test_every_item_off_leaves_no_health_score():
    off = {c.value: ToleranceLevel.OFF for c in ModerationCategory
           if c.value not in ("threat", "identity_attack", "sexual_content", "harassment")}
    tol = ModerationTolerances(**off, quality=ToleranceLevel.OFF)
    h = health(4, {}, tol, 0.0)
    assert set(h.items) == {"threat", "identity_attack", "sexual_content", "harassment"}
    assert h.health_score == 5.0


def test_a_severely_toxic_comment_exceeds_any_tolerance():
    assert health(5, {}, ModerationTolerances(), 0.95).exceeds_tolerance
