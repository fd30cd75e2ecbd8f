"""Placeholder router for the evaluations endpoints (filled in shortly)."""

from fastapi import APIRouter

router = APIRouter()
