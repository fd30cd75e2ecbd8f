"""Accounts, plans, API keys and rate limits."""
