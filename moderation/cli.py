"""Command line: `serve`, `accounts create|rotate-key|list|deactivate|set-status|set-plan`, `plans list|define|delete`,
`batch score`, `migrate`.

Every command except `serve` prints exactly one JSON line on stdout; errors are one JSON line on
stderr with a non-zero exit code, so scripts can read both.
"""

import argparse
import copy
import json
import os
import signal
import sys
from datetime import UTC, datetime

from moderation.accounts import service as accounts
from moderation.accounts.plans import OPERATIONS, PlanError, PlanSpec, define_plan, delete_plan, describe_plan, \
    ensure_builtin_plans
from moderation.batch import command as batch_command
from moderation.batch.config import BatchError
from moderation.core import supervisor
from moderation.core.config import get_settings
from moderation.core.metrics_serve import prepare_multiprocess_dir, remove_dir, start_metrics_listener
from moderation.store.db import current_revision, make_engine, make_session_factory, migrate


# Loading every model at start-up can starve a worker's health-check reply on a busy machine; uvicorn's
# default (5 s) then kills and restarts workers that are merely warming up.
WORKER_HEALTHCHECK_S = 60


class CliError(Exception):
    """A failure reported as JSON on stderr."""


class _JsonArgumentParser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse's plain-text usage errors, as JSON
        raise CliError(f"{self.prog}: {message}")


def _parse_expires(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise CliError(f"--expires must be an ISO 8601 date or time, got {value!r}") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _open_database():
    """Settings, migrated database and a session factory; the secret is created on first use."""
    settings = get_settings()
    engine = make_engine(settings.resolved_database_url)
    migrate(engine)
    sessions = make_session_factory(engine)
    with sessions() as session:
        ensure_builtin_plans(session)
    return settings, engine, sessions


def _run_accounts(args) -> dict:
    settings, engine, sessions = _open_database()
    try:
        with sessions() as session:
            if args.action == "create":
                account, key = accounts.create_account(session, settings.resolved_secret, args.email, args.plan,
                                                       _parse_expires(args.expires))
                described = accounts.describe_account(session, account)
                return {"email": account.email, "api_key": key, "plan_name": described["plan_name"],
                        "expires": described["expires"]}
            if args.action == "rotate-key":
                key = accounts.rotate_key(session, settings.resolved_secret, args.email)
                return {"email": accounts.normalize_email(args.email), "api_key": key}
            if args.action == "list":
                return {"accounts": accounts.list_accounts(session)}
            if args.action == "deactivate":
                return accounts.describe_account(session, accounts.set_status(session, args.email, "CANCELED"))
            if args.action == "set-status":
                return accounts.describe_account(session, accounts.set_status(session, args.email, args.status))
            if args.action == "set-plan":
                return accounts.describe_account(session, accounts.set_plan(session, args.email, args.plan))
            raise CliError(f"unknown accounts action {args.action!r}")
    finally:
        engine.dispose()


def _run_migrate() -> dict:
    """Apply the migrations once (before restarting replicas on new code; docs/deploying.md)."""
    _settings, engine, _sessions = _open_database()
    try:
        return {"revision": current_revision(engine)}
    finally:
        engine.dispose()


def _operations(values: list[str]) -> tuple[str, ...]:
    """`--operations a b`, `--operations a,b` or `--operations ''` (no operation)."""
    return tuple(dict.fromkeys(op.strip() for value in values for op in value.split(",") if op.strip()))


def _run_plans(args) -> dict:
    _settings, engine, sessions = _open_database()
    try:
        with sessions() as session:
            if args.action == "define":
                spec = PlanSpec(args.name, _operations(args.operations), args.requests_per_minute)
                return describe_plan(define_plan(session, spec))
            if args.action == "delete":
                delete_plan(session, args.name)
                return {"deleted": args.name}
            return {"plans": accounts.list_plan_descriptions(session)}
    finally:
        engine.dispose()


def _log_config(log_format: str = "text") -> dict:
    """uvicorn's logging, plus the service's own loggers; uvicorn's access log (it shows query strings) off;
    with `json`, every line is one JSON object (moderation.core.logjson)."""
    from uvicorn.config import LOGGING_CONFIG
    config = copy.deepcopy(LOGGING_CONFIG)
    config["loggers"]["moderation"] = {"handlers": ["default"], "level": "INFO", "propagate": False}
    # Paths and headers quoted in log lines may hold ESC or NUL, or a secret: every handler escapes and redacts.
    config.setdefault("filters", {})["escape_controls"] = {"()": "moderation.core.logsafe.EscapeControls"}
    for handler in config["handlers"].values():
        handler["filters"] = [*handler.get("filters", []), "escape_controls"]
    if log_format == "json":
        for name in config["formatters"]:
            config["formatters"][name] = {"()": "moderation.core.logjson.JsonFormatter"}
    return config


def default_workers() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _exit_after_shutdown(_signal: int, _frame) -> None:
    raise SystemExit(0)


def _serve(args) -> None:
    import uvicorn
    os.umask(0o077)  # every file the service creates (database, WAL, logs) is readable by its owner only
    if args.workers is not None and args.workers < 1:
        raise CliError("--workers must be at least 1")
    os.environ["MODERATION_BIND_HOST"] = args.host  # a trusted Host name; workers read it with their settings
    # Before anything records a metric: every worker (and this process) then writes its own file in one folder.
    metrics_dir, made_dir = prepare_multiprocess_dir()
    try:
        settings, engine, _sessions = _open_database()  # migrate once here, before any worker starts
        engine.dispose()
        settings.resolved_secret  # noqa: B018 - create the secret file now, so workers cannot race to write it
        if settings.metrics_bind:
            try:
                start_metrics_listener(settings.metrics_bind)
            except (OSError, ValueError) as exc:
                raise CliError(f"cannot serve metrics on {settings.metrics_bind}: {exc}") from None
        # uvicorn raises the signal it handled again once it has shut down: exit 0 then, so the folder is removed.
        signal.signal(signal.SIGTERM, _exit_after_shutdown)
        supervisor.install()  # with several workers, the port refuses new connections from the first SIGTERM
        # On SIGTERM uvicorn stops accepting, lets the requests in flight finish for at most shutdown_timeout
        # seconds, then runs the app's shutdown (which closes the database pool).
        uvicorn.run("moderation.main:create_app", factory=True, host=args.host, port=args.port,
                    workers=args.workers or default_workers(), access_log=False,
                    log_config=_log_config(settings.log_format), http="moderation.core.nodelay:NoDelayHTTPProtocol",
                    timeout_worker_healthcheck=WORKER_HEALTHCHECK_S,
                    timeout_graceful_shutdown=settings.shutdown_timeout,
                    timeout_keep_alive=settings.keep_alive_timeout, **settings.proxy_options)
    finally:
        if made_dir:
            remove_dir(metrics_dir)


def build_parser() -> argparse.ArgumentParser:
    parser = _JsonArgumentParser(prog="python -m moderation", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_JsonArgumentParser)

    serve = commands.add_parser("serve", help="run the HTTP service")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--workers", type=int, default=None, help="worker processes (default: the core count)")

    acc = commands.add_parser("accounts", help="manage accounts").add_subparsers(dest="action", required=True,
                                                                                 parser_class=_JsonArgumentParser)
    create = acc.add_parser("create", help="create an account; prints its key once")
    create.add_argument("--email", required=True)
    create.add_argument("--plan", required=True)
    create.add_argument("--expires", help="ISO 8601 date or time (UTC when no offset)")
    acc.add_parser("rotate-key", help="issue a new key, revoking the old").add_argument("--email", required=True)
    acc.add_parser("list", help="list accounts")
    acc.add_parser("deactivate", help="set status CANCELED").add_argument("--email", required=True)
    set_status = acc.add_parser("set-status", help="set ACTIVE, PAUSED, CANCELED or EXPIRED")
    set_status.add_argument("--email", required=True)
    set_status.add_argument("--status", required=True, choices=accounts.STATUSES)
    set_plan = acc.add_parser("set-plan", help="move an account to another plan")
    set_plan.add_argument("--email", required=True)
    set_plan.add_argument("--plan", required=True)

    plans = commands.add_parser("plans", help="list, define and delete plans")
    plans = plans.add_subparsers(dest="action", required=True, parser_class=_JsonArgumentParser)
    plans.add_parser("list", help="list plans")
    define = plans.add_parser("define", help="create a plan, or change an existing one")
    define.add_argument("name")
    define.add_argument("--operations", nargs="*", required=True, help=f"any of: {', '.join(OPERATIONS)}")
    define.add_argument("--requests-per-minute", type=int, required=True)
    plans.add_parser("delete", help="delete a plan no account uses").add_argument("name")
    commands.add_parser("migrate", help="apply the database migrations; prints the schema's revision")
    batch_command.add_parser(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit code."""
    try:
        args = build_parser().parse_args(argv)
        if args.command == "serve":
            _serve(args)
            return 0
        if args.command == "batch":
            result = batch_command.run(args)
        elif args.command == "migrate":
            result = _run_migrate()
        else:
            result = _run_accounts(args) if args.command == "accounts" else _run_plans(args)
    except (CliError, accounts.AccountError, PlanError, BatchError) as exc:
        print(json.dumps({"error": str(exc)}), file=sys.stderr)
        return 2 if isinstance(exc, CliError | BatchError) else 1
    except Exception as exc:  # database unreachable and the like: still one JSON line
        print(json.dumps({"error": f"{type(exc).__name__}: {exc}"}), file=sys.stderr)
        return 1
    print(json.dumps(result))
    return 0
