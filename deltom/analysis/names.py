"""Model names for the tables, from the run itself, and paths as committed files may show them.

A run names its model in lm-eval's ``config``: ``model_args`` (``pretrained=`` of a local or
hub model, ``model=`` of an endpoint) and ``model`` (the loader: ``hf``, ``vllm``, ``dummy``, a
registered model). The table shows the last part of the first (``Qwen2.5-0.5B-Instruct``), else
the second; lm-eval's own ``model_name`` is a random id when ``pretrained`` is absent, so it
comes last. Two inputs of one name are told apart by their loader, then their run's time stamp,
then a number. Paths are shown relative to the repository or ``~``: a committed table must not
carry the home folder or the checkout of the machine that made it.
"""
from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path
from typing import Optional, Sequence

MODEL_KEYS = ("pretrained", "model", "path", "engine")  # lm-eval's own order, adapters aside
REPOSITORY = Path(__file__).resolve().parents[2]
_STAMP = re.compile(r"^results_(.+?)(?:\.\d+)?\.json$")


def model_args(config: dict) -> dict:
    """lm-eval's ``model_args`` as a dict (it is a ``k=v,k=v`` string on the command line)."""
    args = config.get("model_args")
    if isinstance(args, str):
        return dict(part.split("=", 1) for part in args.split(",") if "=" in part)
    return args if isinstance(args, dict) else {}


def short_model_name(payload: dict) -> Optional[str]:
    """The model a results JSON names: the basename of ``pretrained=`` / ``model=``, else ``config.model``, else
    lm-eval's ``model_name`` (its basename)."""
    config = payload.get("config") if isinstance(payload.get("config"), dict) else {}
    args = model_args(config)
    named = next((str(args[k]) for k in MODEL_KEYS if args.get(k)), None)
    for candidate in (named, config.get("model"), payload.get("model_name")):
        if isinstance(candidate, str) and candidate.strip().rstrip("/"):
            return candidate.strip().rstrip("/").rsplit("/", 1)[-1]
    return None


def stamp_of(source: str) -> str:
    """The run's time stamp of an lm-eval results file (``results_<stamp>.json``), else the file's stem."""
    match = _STAMP.match(Path(source).name)
    return match.group(1) if match else Path(source).stem


def unique_names(results: Sequence) -> list:
    """``results`` (``ModelResult``) with the names that runs of one benchmark share made unique: ``name (loader)``,
    ``name (stamp)``, then ``name #k``."""
    names = [r.name for r in results]
    by_benchmark: dict[str, list[int]] = {}
    for i, r in enumerate(results):
        if not r.reported:
            by_benchmark.setdefault(r.benchmark, []).append(i)
    for members in by_benchmark.values():
        for tell in (lambda r: r.loader, lambda r: stamp_of(r.source)):
            for name in {names[i] for i in members}:
                same = [i for i in members if names[i] == name]
                if len(same) > 1 and len({tell(results[i]) for i in same}) == len(same) and \
                        all(tell(results[i]) for i in same):
                    for i in same:
                        names[i] = f"{name} ({tell(results[i])})"
        for name in {names[i] for i in members}:
            same = [i for i in members if names[i] == name]
            for k, i in enumerate(same[1:], start=2):
                names[i] = f"{name} #{k}"
    return [r if r.name == name else replace(r, name=name) for r, name in zip(results, names)]


def portable(path: str | Path) -> str:
    """``path`` relative to the repository, else under ``~``, else as given: what a committed file may show."""
    text = str(path)
    if not os.path.isabs(text):
        return text
    given = Path(text)
    for root, shown in ((REPOSITORY, "."), (Path.home(), "~")):
        if given == root:
            return shown
        if given.is_relative_to(root):
            relative = given.relative_to(root).as_posix()
            return relative if shown == "." else f"~/{relative}"
    return text


def portable_text(text: str) -> str:
    """Every absolute path under the repository or ``~`` in ``text`` made ``portable`` (the repository first: it
    may lie under ``~``)."""
    for root, shown in ((str(REPOSITORY), "."), (str(Path.home()), "~")):
        if root not in ("/", ""):
            text = text.replace(root + "/", "" if shown == "." else "~/")
            text = re.sub(re.escape(root) + r"(?![\w.\-])", shown, text)  # the folder itself, not /rootfs
    return text
