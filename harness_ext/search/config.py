"""The one configuration of a PBM search, built and checked in one place (as trl's configs are).

``SearchConfig`` holds every option of a search, each with its type, default (its one home) and meaning
(``field(metadata={"help": ...})``): the PBM, the sizes, the ranking rule, the sampling, the kind (beam or DVTS, the
lookahead, the DVTS selection) and the caches, plus the step and finish sampling a request resolves
(``for_request``). The model_args of ``hf-pbm-beam`` / ``vllm-pbm-beam`` are its fields and the generator's
(``HFGeneratorConfig``, ``VLLMGeneratorConfig``: what builds the LM that writes the steps). ``SearchConfig.build`` is
the one place model_args are read and checked, by ``deltom-eval``'s pre-flight and by the models before the LM
loads: unknown names (with the nearest one), whole numbers, the rule, the search kind and selection, the PBM
(resolved and checked); a config built by hand is checked too (``__post_init__``). The search loop
(``harness_ext.search.tree``), beam search and DVTS read this one type.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Mapping, Optional

from dellabels.traces.sampling import Sampling
from deltom_base.errors import BeamArgsError
from harness_ext.bon.selection import selection_names
from harness_ext.search.model_args import beam_pbm, pbm_arg, reject_unknown, whole
from harness_ext.search.steps import STEP_TOKENS
from pbm.aggregate import RULES
from pbm.scorer import served_for
from pbm.spec import BACKEND_ENV, check, check_backend

LM_EVAL_EXTRAS = ("batch_size", "max_batch_size", "device")  # what lm-eval adds to every model's arguments
SEARCHES = ("beam", "dvts")
MAX_DEPTH = 48  # rounds of a problem that names no depth of its own (a doc's: its story's lines + 2)
FINISH_TOKENS = 2048  # the token budget of a fallback completion when no request names one


def _opt(default: Any, help: str, model_arg: bool = True) -> Any:
    return field(default=default, metadata={"help": help, "model_arg": model_arg})


@dataclass(frozen=True)
class SearchConfig:
    """What a PBM search does: its PBM, its width, ranking rule, sampling, kind and caches."""

    pbm_backend: Optional[str] = _opt(None, "the PBM backend (``pbm.backend_names``); default: "
                                            "``pbm.spec.which_pbm`` ($DELTOM_PBM_BACKEND, else hf)")
    pbm: Optional[str] = _opt(None, "the PBM: a directory, a hub id or 'default'; default $DELTOM_PBM_MODEL, "
                                    "else 'default'")
    beams: int = _opt(4, "k: paths kept per round (beam) or independent subtrees (dvts)")
    expansions: int = _opt(4, "b: step candidates sampled per kept path and round")
    max_depth: Optional[int] = _opt(None, "rounds before the path is completed at once; default the story's "
                                          f"line count + 2 (one step per line plus slack), else {MAX_DEPTH}")
    rule: str = _opt("last", "how step scores rank a path (``pbm.aggregate``): last, min, avg or prod")
    temperature: Optional[float] = _opt(None, "step sampling temperature; default the task's generation_kwargs, "
                                              "else ``Sampling``'s")
    top_p: Optional[float] = _opt(None, "step sampling top_p; default the task's generation_kwargs, else "
                                        "``Sampling``'s")
    seed: int = _opt(0, "the seed of every sampled step (reproducible searches)")
    max_step_tokens: int = _opt(STEP_TOKENS, "the most tokens of one step (a task's max_gen_toks caps it too)")
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
    step: Sampling = _opt(Sampling(max_tokens=STEP_TOKENS), "the sampling of one step (a request's, "
                                                            "``for_request``)", model_arg=False)
    finish: Sampling = _opt(Sampling(max_tokens=FINISH_TOKENS), "the sampling of a fallback completion (a "
                                                                "request's, ``for_request``)", model_arg=False)

    def __post_init__(self) -> None:
        for name, low in WHOLE.items():
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < low):
                raise ValueError(f"model_arg {name} must be an integer >= {low}, got {value!r}")
        if self.rule not in RULES:
            raise ValueError(f"model_arg rule must be one of {', '.join(RULES)}, got {self.rule!r}")
        if self.search not in SEARCHES:
            raise ValueError(f"model_arg search must be one of {', '.join(SEARCHES)}, got {self.search!r}")
        if self.select not in selection_names():
            raise ValueError(f"model_arg select must be one of {', '.join(selection_names())}, got {self.select!r}")
        if self.search == "beam" and self.select != "vanilla":
            raise ValueError(f"model_arg select={self.select} chooses among DVTS subtrees: it needs search=dvts")

    @classmethod
    def of(cls, args: Mapping[str, Any], model: str = "pbm-beam") -> "SearchConfig":
        """The search options among ``args`` (a model's model_args; other names are left to the generator), whole
        numbers read as such (``beams=2.5`` refused) and every value checked: ``BeamArgsError`` naming it."""
        values = {k: v for k, v in args.items() if k in model_args(cls)}
        for name, low in WHOLE.items():
            if values.get(name) is not None:
                values[name] = whole(model, values, name, low)
        try:
            return cls(**values)
        except ValueError as err:
            raise BeamArgsError(f"--model {model}: {err}") from None

    @classmethod
    def build(cls, model: str, args: Mapping[str, Any]) -> "SearchConfig":
        """The search of lm-eval model ``model`` (``hf-pbm-beam``, ``vllm-pbm-beam``) from its model_args, every
        one checked before any model loads (``BeamArgsError`` / ``PBMConfigError``), its PBM resolved
        (``pbm.spec.which_pbm``, the run's choice included) and checked."""
        reject_unknown(model, args, valid_args(model))
        if model in GENERATORS and "pretrained" not in args:
            raise BeamArgsError(f"--model {model}: model_args need pretrained=<the LM that writes the steps>")
        for name in GENERATOR_WHOLE:
            whole(model, args, name, 1)
        config = cls.of(args, model)
        backend, pbm = beam_pbm(config.pbm_backend, pbm_arg(args))
        check_backend(backend, " (model_arg pbm_backend or $" + BACKEND_ENV + ")")
        check(backend, pbm, **served_for(backend))
        return replace(config, pbm_backend=backend, pbm=pbm)

    def for_request(self, gen_kwargs: Mapping[str, Any]) -> "SearchConfig":
        """This search with the step and finish sampling of one request: its own ``temperature`` / ``top_p`` if set,
        else the task's ``generation_kwargs`` (greedy when ``do_sample`` is false), else ``Sampling``'s; the task's
        stop strings and ``max_gen_toks`` (which caps ``max_step_tokens`` too)."""
        until = gen_kwargs.get("until") or []
        stop = tuple([until] if isinstance(until, str) else until)
        sampled = gen_kwargs.get("do_sample", True) is not False
        default = Sampling()
        temperature = float(self.temperature) if self.temperature is not None else (
            float(gen_kwargs.get("temperature", default.temperature)) if sampled else 0.0)
        top_p = float(self.top_p) if self.top_p is not None else float(gen_kwargs.get("top_p", default.top_p))
        budget = int(gen_kwargs.get("max_gen_toks", FINISH_TOKENS))
        return replace(self, step=Sampling(temperature, top_p, min(self.max_step_tokens, budget), stop),
                       finish=Sampling(temperature, top_p, budget, stop))

    def identity(self) -> dict:
        """What makes two searches the same (the search checkpoint's key): every option but the caches and the
        batch size."""
        skip = {"batch_size", "pbm_cache", "search_cache", "step", "finish"}
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in skip}


WHOLE = {"beams": 1, "expansions": 1, "max_depth": 1, "max_step_tokens": 1, "seed": 0, "lookahead": 0}
GENERATOR_WHOLE = ("gen_batch_size", "tensor_parallel_size")


def model_args(cls: type) -> set[str]:
    """The fields of a config class that are model_args (not the request's sampling)."""
    return {f.name for f in fields(cls) if f.metadata.get("model_arg", True)}


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
BEAM_MODELS = tuple(GENERATORS)  # the lm-eval models that search with a PBM


def generator_config(model: str, args: Mapping[str, Any]) -> Any:
    """The generator options of ``model`` among ``args``."""
    cls = GENERATORS[model]
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in args.items() if k in names})


def valid_args(model: Optional[str] = None) -> tuple[str, ...]:
    """Every model_arg ``model`` (an lm-eval model name; None: the search options alone) accepts, sorted."""
    classes = [SearchConfig] + ([GENERATORS[model]] if model in GENERATORS else [])
    return tuple(sorted({name for cls in classes for name in model_args(cls)} | set(LM_EVAL_EXTRAS)))


def describe(model: str) -> str:
    """One line per model_arg of ``model``: ``name (type, default): meaning``, for docs and help."""
    lines = []
    for cls in (SearchConfig, GENERATORS[model]):
        for f in fields(cls):
            if f.metadata.get("model_arg", True):
                lines.append(f"{f.name} ({f.type}, default {f.default!r}): {f.metadata.get('help', '')}")
    return "\n".join(lines)
