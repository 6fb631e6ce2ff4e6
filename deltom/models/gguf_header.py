"""Read the metadata of a GGUF file (architecture, name, quantisation, chat template) without any dependency."""
from __future__ import annotations

import struct
from pathlib import Path
from typing import Any, BinaryIO

from deltom_base.errors import GGUFError

# GGUF value types: struct format of the scalars; 8 = string, 9 = array
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
# llama.cpp's general.file_type numbers (LLAMA_FTYPE_*)
FILE_TYPES = {0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K",
              11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S",
              17: "Q5_K_M", 18: "Q6_K", 32: "BF16"}


def _read(f: BinaryIO, fmt: str) -> Any:
    size = struct.calcsize(fmt)
    raw = f.read(size)
    if len(raw) != size:
        raise GGUFError("truncated header")
    return struct.unpack(fmt, raw)[0]


def _string(f: BinaryIO) -> str:
    n = _read(f, "<Q")
    raw = f.read(n)
    if len(raw) != n:
        raise GGUFError("truncated string")
    return raw.decode("utf-8", errors="replace")


def _value(f: BinaryIO, kind: int, keep: bool) -> Any:
    if kind in _SCALARS:
        return _read(f, _SCALARS[kind])
    if kind == 8:
        return _string(f)
    if kind == 9:
        item, n = _read(f, "<I"), _read(f, "<Q")
        if item in _SCALARS and not keep:  # skip a long numeric array (token scores) in one seek
            f.seek(n * struct.calcsize(_SCALARS[item]), 1)
            return n
        values = [_value(f, item, keep) for _ in range(n)]
        return values if keep else n
    raise GGUFError(f"unknown value type {kind}")


def read_metadata(path: str | Path, arrays: bool = False) -> dict[str, Any]:
    """The key/value metadata of the GGUF file ``path`` (arrays as their length unless ``arrays``)."""
    with open(path, "rb") as f:
        if f.read(4) != b"GGUF":
            raise GGUFError(f"{path}: not a GGUF file (no GGUF magic)")
        version = _read(f, "<I")
        tensors, count = _read(f, "<Q"), _read(f, "<Q")
        meta: dict[str, Any] = {"gguf.version": version, "gguf.tensor_count": tensors}
        try:
            for _ in range(count):
                key = _string(f)
                meta[key] = _value(f, _read(f, "<I"), arrays)
        except GGUFError as err:
            raise GGUFError(f"{path}: {err}") from None
    return meta


def describe(path: str | Path) -> dict[str, Any]:
    """The few facts a user checks: architecture, name, size label, quantisation, context, chat template."""
    meta = read_metadata(path)
    arch = meta.get("general.architecture", "?")
    ftype = meta.get("general.file_type")
    return {"architecture": arch, "name": meta.get("general.name", "?"),
            "size_label": meta.get("general.size_label", "?"),
            "quantisation": FILE_TYPES.get(ftype, str(ftype)) if ftype is not None else "?",
            "context_length": meta.get(f"{arch}.context_length"),
            "chat_template": "tokenizer.chat_template" in meta,
            "license": meta.get("general.license", "?")}
