"""The HTTP layer: parses requests into schemas, checks key and plan, maps errors; never judges."""
