"""Accounts, keys, plans and rate limits against the database."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from moderation.accounts import service as accounts
from moderation.accounts.keys import hash_key
from moderation.accounts.plans import PlanError, PlanSpec, define_plan, delete_plan, ensure_builtin_plans, find_plan
from moderation.accounts.ratelimit import check_rate, note, peek, take
from tests.store.conftest import SECRET


def test_authentication_needs_both_parts_right(session, make_caller):
    caller, key = make_caller()
    assert accounts.authenticate(session, SECRET, caller.email, key)[0].id == caller.account_id
    assert accounts.authenticate(session, SECRET, caller.email.upper(), key) is not None
    for email, presented in [(caller.email, key + "x"), ("nobody@store.test", key), (caller.email, ""),
                             (caller.email, None), (None, key), ("not an email", key)]:
        assert accounts.authenticate(session, SECRET, email, presented) is None
    assert accounts.authenticate(session, "another-secret", caller.email, key) is None


def test_keys_are_random_and_stored_as_hmac(session, make_caller):
    caller, key = make_caller()
    _account, key_row = accounts.authenticate(session, SECRET, caller.email, key)
    assert key_row.key_hash == hash_key(SECRET, key) and key not in key_row.key_hash
    keys = {accounts.rotate_key(session, SECRET, caller.email) for _ in range(5)}
    assert len(keys) == 5 and all(len(k) >= 43 for k in keys)


def test_rotation_revokes_the_old_key(session, make_caller):
    caller, old_key = make_caller()
    new_key = accounts.rotate_key(session, SECRET, caller.email)
    assert accounts.authenticate(session, SECRET, caller.email, old_key) is None
    assert accounts.authenticate(session, SECRET, caller.email, new_key) is not None


def test_duplicate_email_unknown_plan_and_bad_status_are_refused(session, make_caller):
    caller, _key = make_caller()
    with pytest.raises(accounts.AccountError, match="already exists"):
        accounts.create_account(session, SECRET, caller.email, "Personal")
    with pytest.raises(accounts.AccountError, match="unknown plan"):
        accounts.create_account(session, SECRET, "new@store.test", "Gold")
    with pytest.raises(accounts.AccountError, match="unknown status"):
        accounts.set_status(session, caller.email, "SLEEPING")
    with pytest.raises(accounts.AccountError, match="no account"):
        accounts.rotate_key(session, SECRET, "ghost@store.test")


def test_expiry_turns_an_active_account_expired(session):
    soon = datetime.now(UTC) + timedelta(hours=1)
    account, _key = accounts.create_account(session, SECRET, f"exp-{soon.timestamp()}@store.test", "Personal", soon)
    assert accounts.effective_status(account) == "ACTIVE"
    assert accounts.effective_status(account, now=soon + timedelta(seconds=1)) == "EXPIRED"
    account.status = "PAUSED"
    assert accounts.effective_status(account, now=soon + timedelta(seconds=1)) == "PAUSED"


def test_builtin_plans(session):
    assert find_plan(session, "Anti-Spam Only").operations == "antispam"
    assert find_plan(session, "professional").name == "Professional"
    assert find_plan(session, "Personal").requests_per_minute < find_plan(session, "Professional").requests_per_minute
    with pytest.raises(ValueError):
        define_plan(session, PlanSpec("Broken", ("teleport",), 10))


def test_rate_limit_is_a_sliding_window_with_exact_waits(engine, make_caller):
    caller, _key = make_caller()
    start = 1_800_000_000.0
    assert check_rate(engine, caller.account_id, 2, now=start + 1) is None
    assert check_rate(engine, caller.account_id, 2, now=start + 2) is None
    assert check_rate(engine, caller.account_id, 2, now=start + 15.5) == 46  # the first slot frees at +61
    assert take(engine, f"account:{caller.account_id}", 2, now=start + 60.5) == pytest.approx(0.5)
    assert check_rate(engine, caller.account_id, 2, now=start + 61.001) is None
    assert check_rate(engine, caller.account_id, 2, now=start + 61.5) == 1  # +2 frees at +62
    other, _ = make_caller()
    assert check_rate(engine, other.account_id, 2, now=start + 15) is None


def test_no_minute_boundary_lets_twice_the_limit_through(engine, make_caller):
    """A burst at the end of one minute and another at the start of the next: one limit in all."""
    caller, _key = make_caller()
    start, limit = 1_800_000_060.0, 5  # a minute boundary, where fixed windows passed 2x
    late = [check_rate(engine, caller.account_id, limit, now=start - 0.5 + i * 0.01) for i in range(limit)]
    early = [check_rate(engine, caller.account_id, limit, now=start + 0.5 + i * 0.01) for i in range(limit)]
    assert late.count(None) == limit and early.count(None) == 0
    assert all(wait == 59 for wait in early)  # the first of the late burst ages out 59 s later
    times = [start + 10 * i for i in range(-6, 13)]  # a steady stream every 10 s over three minutes
    accepted = [t for t in times if check_rate(engine, caller.account_id, limit, now=t) is None]
    assert all(sum(t <= a < t + 60 for a in accepted) <= limit for t in accepted)


def test_rate_limit_counts_exactly_under_concurrency(engine, make_caller):
    from concurrent.futures import ThreadPoolExecutor
    caller, _key = make_caller()
    now = 1_800_000_120.0
    with ThreadPoolExecutor(max_workers=6) as pool:
        answers = list(pool.map(lambda _: check_rate(engine, caller.account_id, 50, now=now), range(60)))
    assert answers.count(None) == 50 and all(wait == 60 for wait in answers if wait is not None)


def test_a_request_of_several_units_takes_them_all_or_none(engine, make_caller):
    """A batch of N comments counts N requests: it fits only when N slots are free, and waits for the N-th."""
    caller, _key = make_caller()
    start = 1_800_000_200.0
    assert check_rate(engine, caller.account_id, 5, now=start, units=3) is None
    assert check_rate(engine, caller.account_id, 5, now=start + 10, units=1) is None
    assert check_rate(engine, caller.account_id, 5, now=start + 20, units=2) == 40  # one free; 3 leave at +60
    assert check_rate(engine, caller.account_id, 5, now=start + 20, units=1) is None  # refused units took nothing
    assert take(engine, f"account:{caller.account_id}", 5, now=start + 60.5, units=4) == pytest.approx(9.5)
    assert check_rate(engine, caller.account_id, 5, now=start + 60.5, units=3) is None  # +10 and +20 still count
    with pytest.raises(ValueError):
        take(engine, f"account:{caller.account_id}", 5, now=start + 200, units=6)


def test_failures_are_counted_without_taking_a_slot(engine):
    key, now = f"authfail:test-{uuid.uuid4().hex}", 1_800_000_300.0  # fresh key: the database may be reused
    for i in range(3):
        assert peek(engine, key, 3, now=now + i) is None
        note(engine, key, now=now + i)
    assert peek(engine, key, 3, now=now + 10) == pytest.approx(50)
    assert peek(engine, key, 3, now=now + 60.5) is None


def test_builtin_plans_are_seeded_but_never_overwritten(tmp_path):
    """An operator's edit of a built-in plan survives a restart (a new engine over the same database)."""
    from moderation.store.db import make_engine, make_session_factory, migrate
    url = f"sqlite:///{tmp_path / 'plans.db'}"
    for restart in range(2):
        engine = make_engine(url)
        migrate(engine)
        with make_session_factory(engine)() as session:
            ensure_builtin_plans(session)
            personal = find_plan(session, "Personal")
            if restart == 0:
                assert personal.requests_per_minute == 60
                define_plan(session, PlanSpec("Personal", ("antispam",), 5))
                delete_plan(session, "Anti-Spam Only")
            else:
                assert (personal.operations, personal.requests_per_minute) == ("antispam", 5)
                assert find_plan(session, "Anti-Spam Only") is not None  # missing built-ins come back
        engine.dispose()


def test_a_plan_in_use_cannot_be_deleted(session, make_caller):
    define_plan(session, PlanSpec("Short-lived", ("antispam",), 5))
    caller, _key = make_caller("Short-lived")
    with pytest.raises(PlanError, match="used by 1 account"):
        delete_plan(session, "Short-lived")
    accounts.set_plan(session, caller.email, "Personal")
    delete_plan(session, "Short-lived")
    assert find_plan(session, "Short-lived") is None
