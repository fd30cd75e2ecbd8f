"""Plans: which operations an account may call and how often; operators define them, built-ins seed them."""

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from moderation.store.models import Account, Plan

MAX_NAME_CHARS = 100  # the column's length
OPERATIONS = ("antispam", "commentscore", "relevance", "dogwhistle", "llmdetect", "megacall", "external-compat")


class PlanError(ValueError):
    """A plan request that cannot be done (unknown operation, plan in use, ...)."""


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
        raise PlanError(f"unknown operations: {', '.join(sorted(unknown))}; operations: {', '.join(OPERATIONS)}")
    if spec.requests_per_minute < 1:
        raise PlanError("requests_per_minute must be at least 1")
    if not spec.name.strip() or len(spec.name) > MAX_NAME_CHARS:
        raise PlanError(f"a plan name needs 1 to {MAX_NAME_CHARS} characters")
    plan = session.scalar(select(Plan).where(Plan.name == spec.name))
    if plan is None:
        plan = Plan(name=spec.name)
        session.add(plan)
    plan.operations = " ".join(spec.operations)
    plan.requests_per_minute = spec.requests_per_minute
    session.commit()
    return plan


def ensure_builtin_plans(session: Session) -> None:
    """Create the built-in plans that are missing; an operator's edits to existing ones are kept."""
    for spec in BUILTIN_PLANS:
        if session.scalar(select(Plan.id).where(Plan.name == spec.name)) is None:
            define_plan(session, spec)
    session.commit()  # ends the read transaction, so no connection stays checked out


def delete_plan(session: Session, name: str) -> None:
    """Delete a plan no account uses."""
    plan = find_plan(session, name)
    if plan is None:
        raise PlanError(f"unknown plan {name!r}")
    users = session.scalar(select(func.count()).select_from(Account).where(Account.plan_id == plan.id))
    if users:
        raise PlanError(f"plan {plan.name!r} is used by {users} account(s); move them first "
                        "with `accounts set-plan --email … --plan …`")
    session.delete(plan)
    session.commit()


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
