"""Lazy package faces: a package's ``__init__`` names its public API (``__all__``) and where each name lives,
and loads a name's module on first use, so ``import pbm`` (or any ``pbm.*`` module) stays cheap and no
package face imports a module that imports the package back."""
from __future__ import annotations

from importlib import import_module
from typing import Any, Callable, Mapping


def lazy_face(package: str, homes: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package``: ``homes`` maps each public name to its module (a name that is
    itself a submodule maps to ``package.name``)."""

    def getattr_(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = import_module(home)
        value = module if home == f"{package}.{name}" else getattr(module, name)
        vars(import_module(package))[name] = value  # later lookups skip this function
        return value

    def dir_() -> list[str]:
        return sorted(set(vars(import_module(package))) | set(homes))

    return getattr_, dir_
