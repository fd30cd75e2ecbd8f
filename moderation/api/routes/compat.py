"""Placeholder router for the compat endpoints (filled in shortly)."""

from fastapi import APIRouter

router = APIRouter()
