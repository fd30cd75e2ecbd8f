"""Archive scoring: CSV/Parquet in and out, a process pool locally, Ray Data on a cluster."""
