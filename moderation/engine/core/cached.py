"""A per-instance cached property without a lock shared by every instance.

functools.cached_property on Python 3.11 holds one lock per property for all instances of the class: while one
request's long comment computes `Analysis.encoded` (a second or more), every other request's analysis waits on that
lock. This descriptor caches in the instance's __dict__ like cached_property and locks nothing; a class that must
compute a value once under concurrency takes its own per-instance lock inside the function (as Analysis does).
"""

from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class instance_cached(Generic[T]):  # noqa: N801 - used like the decorator it replaces
    """Compute on first access, keep the value in the instance's __dict__ (later reads never reach here)."""

    def __init__(self, function: Callable[[Any], T]) -> None:
        self.function = function
        self.name = function.__name__
        self.__doc__ = function.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: Any, owner: type | None = None) -> T:
        if instance is None:
            return self  # type: ignore[return-value]
        value = self.function(instance)
        instance.__dict__[self.name] = value
        return value
