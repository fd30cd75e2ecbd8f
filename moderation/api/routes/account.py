"""GET /v0.2/usercheck: is the account active, on which plan, what it may call, until when."""

from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from moderation.accounts.plans import operations_of
from moderation.accounts.service import effective_status, iso, plan_of
from moderation.api.deps import Caller, current_account, get_session
from moderation.api.errors import error_responses
from moderation.schemas.account import UserCheckResponse
from moderation.store.models import Account

router = APIRouter(tags=["account"])


@router.get("/v0.2/usercheck", response_model=UserCheckResponse, response_model_exclude_none=False,
            responses=error_responses(401, 429, 500),
            summary="Check the account behind the credentials",
            description="Answers for any valid credentials, also when the account is not active "
                        "(then `active` is false and `status` says why). Limited per client address "
                        "(`USERCHECK_PER_MINUTE`), not by the plan.")
def user_check(auth: tuple[Caller, Account] = Depends(current_account),
               session: Session = Depends(get_session)) -> UserCheckResponse:
    _caller, account = auth
    status = effective_status(account)
    plan = plan_of(session, account)
    return UserCheckResponse(active=status == "ACTIVE", status=status, plan_name=plan.name,
                             allowed_endpoints=operations_of(plan), expires=iso(account.expires))
