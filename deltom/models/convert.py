"""Dequantise a GGUF file once into a plain transformers folder for ``lm_eval --model hf``.

transformers loads a GGUF file but refuses ``save_pretrained`` on the result ("quantized with gguf and is not
serializable"), so the model is rebuilt from its config and given the dequantised state dict before saving.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from deltom_base.errors import ModelsError

STAMP = "deltom_convert.json"
DTYPES = ("float32", "bfloat16", "float16")


def converted(out: Path, sha256: str, dtype: str) -> bool:
    """True when ``out`` already holds this GGUF file's conversion at ``dtype``."""
    try:
        stamp = json.loads((out / STAMP).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return False
    return stamp.get("sha256") == sha256 and stamp.get("dtype") == dtype and (out / "config.json").is_file()


def convert_gguf(gguf: Path, out: Path, sha256: str, dtype: str = "float32") -> Path:
    """Write the dequantised model and its tokenizer to ``out`` (nothing is done when already there)."""
    if dtype not in DTYPES:
        raise ModelsError(f"--dtype must be one of {', '.join(DTYPES)}, got {dtype!r}")
    if converted(out, sha256, dtype):
        return out
    try:
        import gguf as _gguf_package  # noqa: F401  (transformers' GGUF loader needs it; not the argument)
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer
    except ImportError as err:
        raise ModelsError(f"converting needs the {err.name!r} package: "
                          "pip install -e '.[gguf]' (or pip install gguf)") from None
    if not gguf.is_file():
        raise ModelsError(f"{gguf}: no such GGUF file (run `deltom models fetch` first)")
    folder, name = str(gguf.parent), gguf.name
    loaded = AutoModelForCausalLM.from_pretrained(folder, gguf_file=name, dtype=torch.float32)
    config = loaded.config
    for key in ("quantization_config", "gguf_file"):
        if hasattr(config, key):
            delattr(config, key)
    fresh = AutoModelForCausalLM.from_config(config, dtype=getattr(torch, dtype))
    missing, unexpected = fresh.load_state_dict(loaded.state_dict(), strict=False)
    tied = bool(getattr(config, "tie_word_embeddings", False))
    missing = [k for k in missing if not (tied and k.startswith("lm_head"))]
    if missing or unexpected:
        raise ModelsError(f"{gguf.name}: dequantised weights do not fit the rebuilt model "
                          f"(missing {missing[:3]}, unexpected {unexpected[:3]})")
    if tied:
        fresh.tie_weights()
    del loaded
    partial = out.with_name(out.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    fresh.save_pretrained(partial)
    AutoTokenizer.from_pretrained(folder, gguf_file=name).save_pretrained(partial)
    (partial / STAMP).write_text(json.dumps({"gguf": name, "sha256": sha256, "dtype": dtype}, indent=1) + "\n",
                                 encoding="utf-8")
    shutil.rmtree(out, ignore_errors=True)
    partial.rename(out)
    return out
