"""Plans: which operations an account may call and how often; the built-in ones are kept in the database."""

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from moderation.store.models import Plan

OPERATIONS = ("antispam", "commentscore", "relevance", "dogwhistle", "llmdetect", "megacall", "external-compat")


@dataclass(frozen=True)
class PlanSpec:
    """A plan's definition."""

    name: str
    operations: tuple[str, ...]
    requests_per_minute: int


BUILTIN_PLANS = (
    PlanSpec("Professional", OPERATIONS, 600),
    PlanSpec("Personal", OPERATIONS, 60),
    PlanSpec("Anti-Spam Only", ("antispam",), 120),
)


def operations_of(plan: Plan) -> list[str]:
    """The plan's operations, in the canonical order."""
    names = set(plan.operations.split())
    return [op for op in OPERATIONS if op in names]


def define_plan(session: Session, spec: PlanSpec) -> Plan:
    """Create or update a plan by name."""
    unknown = set(spec.operations) - set(OPERATIONS)
    if unknown:
        raise ValueError(f"unknown operations: {', '.join(sorted(unknown))}")
    if spec.requests_per_minute < 1:
        raise ValueError("requests_per_minute must be at least 1")
    plan = session.scalar(select(Plan).where(Plan.name == spec.name))
    if plan is None:
        plan = Plan(name=spec.name)
        session.add(plan)
    plan.operations = " ".join(spec.operations)
    plan.requests_per_minute = spec.requests_per_minute
    session.commit()
    return plan


def ensure_builtin_plans(session: Session) -> None:
    """Make the built-in plans match their definitions in code."""
    for spec in BUILTIN_PLANS:
        define_plan(session, spec)


def find_plan(session: Session, name: str) -> Plan | None:
    """A plan by exact name, else by case-insensitive name."""
    plan = session.scalar(select(Plan).where(Plan.name == name))
    if plan is None:
        plan = next((p for p in list_plans(session) if p.name.lower() == name.lower()), None)
    return plan


def list_plans(session: Session) -> list[Plan]:
    return list(session.scalars(select(Plan).order_by(Plan.id)))


def describe_plan(plan: Plan) -> dict:
    """A plan as plain JSON values."""
    return {"name": plan.name, "operations": operations_of(plan), "requests_per_minute": plan.requests_per_minute}
