"""Placeholder router for the megacall endpoints (filled in shortly)."""

from fastapi import APIRouter

router = APIRouter()
