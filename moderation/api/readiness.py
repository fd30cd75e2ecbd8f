"""Is this worker ready for traffic: models loaded at start-up, and the database answering now."""

import anyio
from anyio import to_thread
from fastapi import FastAPI
from sqlalchemy import Engine, text


def _ping(engine: Engine) -> None:
    with engine.connect() as connection:
        connection.execute(text("SELECT 1"))


async def readiness(app: FastAPI) -> tuple[bool, dict]:
    """(ready, body): `checks` names each part's state; when not ready, `reason` says which part and why."""
    models = getattr(app.state, "models", "loading")
    checks = {"models": models, "database": "not checked"}
    if models != "loaded":
        failure = getattr(app.state, "models_failure", None)
        return False, {"status": "not ready", "reason": f"models {models}" + (f": {failure}" if failure else ""),
                       "checks": checks}
    seconds = app.state.settings.readiness_db_timeout
    try:
        with anyio.fail_after(seconds):
            await to_thread.run_sync(_ping, app.state.engine, abandon_on_cancel=True)
    except TimeoutError:
        checks["database"] = "unreachable"
        return False, {"status": "not ready", "reason": f"the database did not answer within {seconds:g} s",
                       "checks": checks}
    except Exception as exc:  # only the type: driver messages can name hosts and users
        checks["database"] = "unreachable"
        return False, {"status": "not ready", "reason": f"the database is unreachable ({type(exc).__name__})",
                       "checks": checks}
    checks["database"] = "reachable"
    return True, {"status": "ready", "checks": checks}
