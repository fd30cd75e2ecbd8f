"""One router per resource; `moderation.main` includes each module's `router`."""

ROUTE_MODULES = ("account", "topics", "evaluations", "megacall", "compat", "commentanalyzer", "discovery", "batch",
                 "operations")
