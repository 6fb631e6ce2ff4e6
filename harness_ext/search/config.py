"""The model_args of ``hf-pbm-beam`` / ``vllm-pbm-beam`` as documented, typed config objects (as trl's configs are).

``SearchConfig`` holds the search's own options, shared by both models; ``HFGeneratorConfig`` and
``VLLMGeneratorConfig`` hold what builds the LM that writes the steps. Every field has its type, default and
meaning (``field(metadata={"help": ...})``); ``valid_args`` (the pre-flight of ``deltom-eval`` and the models'
own check, ``harness_ext.search.model_args``) and the lm-eval models (``harness_ext.search.lm_eval_models``)
read these classes, so a new option is one field here.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Mapping, Optional

LM_EVAL_EXTRAS = ("batch_size", "max_batch_size", "device")  # what lm-eval adds to every model's arguments


def _opt(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass
class SearchConfig:
    """What a PBM search does: its PBM, its width, ranking rule, sampling, kind and caches."""

    pbm_backend: Optional[str] = _opt(None, "the PBM backend (``pbm.backend_names``); default: "
                                            "``pbm.spec.which_pbm`` ($DELTOM_PBM_BACKEND, else hf)")
    pbm: Optional[str] = _opt(None, "the PBM: a directory, a hub id or 'default'; default $DELTOM_PBM_MODEL, "
                                    "else 'default'")
    pbm_model: Optional[str] = _opt(None, "the old spelling of ``pbm`` (one deprecation line per process)")
    beams: int = _opt(4, "k: paths kept per round (beam) or independent subtrees (dvts)")
    expansions: int = _opt(4, "b: step candidates sampled per kept path and round")
    max_depth: Optional[int] = _opt(None, "rounds before the path is completed at once; default the story's "
                                          "line count + 2 (one step per line plus slack)")
    rule: str = _opt("last", "how step scores rank a path (``pbm.aggregate``): last, min, avg or prod")
    temperature: Optional[float] = _opt(None, "step sampling temperature; default the task's generation_kwargs")
    top_p: Optional[float] = _opt(None, "step sampling top_p; default the task's generation_kwargs")
    seed: int = _opt(0, "the seed of every sampled step (reproducible searches)")
    max_step_tokens: int = _opt(256, "the most tokens of one step (a task's max_gen_toks caps it too)")
    batch_size: Any = _opt(1, "lm-eval's --batch_size: docs searched together (auto: 8)")
    enable_thinking: Optional[bool] = _opt(None, "passed to the chat template (Qwen3-style thinking switch)")
    pbm_cache: bool = _opt(True, "keep step scores in the persistent score cache ($DELTOM_CACHE)")
    search: str = _opt("beam", "beam (the top ``beams`` of all candidates per round) or dvts (``beams`` "
                               "independent subtrees of width ``expansions``)")
    lookahead: int = _opt(0, "extra greedy steps used only for scoring a candidate")
    select: str = _opt("vanilla", "dvts: the selection rule among the subtrees' traces (``harness_ext.bon."
                                  "selection``: vanilla, weighted, majority)")
    search_cache: bool = _opt(True, "keep searched docs in a checkpoint, so a rerun resumes "
                                    "(``harness_ext.search.checkpoint``)")

    @classmethod
    def of(cls, args: Mapping[str, Any]) -> "SearchConfig":
        """The search options among ``args`` (a model's model_args; other names are left to the generator)."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in args.items() if k in names})


@dataclass
class HFGeneratorConfig:
    """The transformers LM of ``hf-pbm-beam`` (``harness_ext.search.step_samplers.HFStepSampler``)."""

    pretrained: str = _opt("", "the LM that writes the steps: a directory or a hub id (required)")
    device: Optional[str] = _opt(None, "cuda, cpu, ... (lm-eval's --device; cuda falls back to cpu without a GPU)")
    dtype: Optional[str] = _opt("auto", "the LM's dtype")
    gen_batch_size: int = _opt(32, "sequences per transformers generate call")
    trust_remote_code: bool = _opt(False, "transformers' trust_remote_code")


@dataclass
class VLLMGeneratorConfig:
    """The vLLM engine of ``vllm-pbm-beam`` (``harness_ext.search.step_samplers.VLLMStepSampler``)."""

    pretrained: str = _opt("", "the LM that writes the steps: a directory or a hub id (required)")
    dtype: str = _opt("auto", "the engine's dtype")
    tensor_parallel_size: int = _opt(1, "vLLM's tensor_parallel_size")
    gpu_memory_utilization: float = _opt(0.9, "vLLM's gpu_memory_utilization (leave room for a vLLM PBM)")
    max_model_len: Optional[int] = _opt(None, "vLLM's max_model_len")
    trust_remote_code: bool = _opt(False, "vLLM's trust_remote_code")


GENERATORS: dict[str, type] = {"hf-pbm-beam": HFGeneratorConfig, "vllm-pbm-beam": VLLMGeneratorConfig}


def generator_config(model: str, args: Mapping[str, Any]) -> Any:
    """The generator options of ``model`` among ``args``."""
    cls = GENERATORS[model]
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in args.items() if k in names})


def valid_args(model: Optional[str] = None) -> tuple[str, ...]:
    """Every model_arg ``model`` (an lm-eval model name; None: the search options alone) accepts, sorted."""
    classes = [SearchConfig] + ([GENERATORS[model]] if model in GENERATORS else [])
    return tuple(sorted({f.name for cls in classes for f in fields(cls)} | set(LM_EVAL_EXTRAS)))


def describe(model: str) -> str:
    """One line per model_arg of ``model``: ``name (type, default): meaning``, for docs and help."""
    lines = []
    for cls in (SearchConfig, GENERATORS[model]):
        for f in fields(cls):
            lines.append(f"{f.name} ({f.type}, default {f.default!r}): {f.metadata.get('help', '')}")
    return "\n".join(lines)
