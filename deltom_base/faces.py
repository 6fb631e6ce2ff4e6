"""Lazy package faces: a package's ``__init__`` names its public API (``__all__``) and where each name lives,
and loads a name's module on first use, so ``import pbm`` (or any ``pbm.*`` module) stays cheap and no
package face imports a module that imports the package back."""
from __future__ import annotations

from importlib import import_module
from typing import Any, Callable, Iterable, Mapping, Optional


def lazy_face(package: str, public: Iterable[str], homes: Optional[Mapping[str, str]] = None
              ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package``: every name of ``public`` is the module ``homes`` names for it, or,
    without one, the package's own submodule of that name."""
    homes = dict(homes or {})
    names = {name: homes.get(name, f"{package}.{name}") for name in public}

    def getattr_(name: str) -> Any:
        home = names.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = import_module(home)
        value = module if home == f"{package}.{name}" else getattr(module, name)
        vars(import_module(package))[name] = value  # later lookups skip this function
        return value

    def dir_() -> list[str]:
        return sorted(set(vars(import_module(package))) | set(names))

    return getattr_, dir_
