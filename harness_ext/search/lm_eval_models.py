"""lm-eval models ``hf-pbm-beam`` and ``vllm-pbm-beam``: PBM-guided step-level beam search.

Registered when this module is imported (``deltom-eval`` does it after ``lm_eval.models``)::
    deltom-eval --model hf-pbm-beam --tasks hitom_del --batch_size 8 \\
        --model_args pretrained=Qwen/Qwen3-4B,pbm_backend=hf,pbm=joooelw/ToM-PBM-8B,beams=4,expansions=4

model_args: the fields of ``harness_ext.search.config``'s typed config objects, each with its type, default and
meaning: ``SearchConfig`` (the PBM, ``beams`` k, ``expansions`` b, ``rule``, sampling, ``search`` beam or dvts,
``select``, ``lookahead``, caches) and the generator's (``HFGeneratorConfig`` / ``VLLMGeneratorConfig``:
``pretrained``, dtype, batching); see ``harness_ext.search.settings``. Each response is logged with its search record (kept paths,
step scores, per-round candidates / invalid steps / tokens: ``harness_ext.search.tree.SearchedText``);
the results JSON's config sums them over docs. lm-eval's own options: ``--device``
(hf-pbm-beam; cuda falls back to cpu without a GPU) and ``--batch_size N``, the number
of docs searched together (one generator call per depth for all of them).

Per request: ``until`` stops both steps and completions; ``max_gen_toks`` caps a step
and is the budget of the fallback completion (``harness_ext.search.beam``). Docs must
have ``story`` and ``question`` fields (the ``hitom_del*`` / ``kosinski_del*`` tasks).
Only ``generate_until`` exists: a PBM beam search has no log-likelihood.
"""
from __future__ import annotations

import logging
from collections import Counter
from typing import Any, Optional

from lm_eval.api.model import LM
from lm_eval.api.registry import register_model
from tqdm import tqdm

from dellabels.io.jsonl import Unanswered
from deltom_base.errors import PBMConfigError
from deltom_base.plumbing import install_one_line_errors
from harness_ext.run_state import current_run
from harness_ext.search.beam import PBMStepScorer
from harness_ext.search.checkpoint import SearchCheckpoint, request_key
from harness_ext.search.config import SearchConfig, generator_config, valid_args
from harness_ext.search.model_args import beam_pbm, check_one_search, pbm_arg, reject_unknown
from harness_ext.search.settings import SearchTotals
from harness_ext.search.step_samplers import HFStepSampler, VLLMStepSampler
from harness_ext.search.steps import Problem
from harness_ext.search.tree import SearchedText
from pbm import scorer
from pbm.backends.base import model_fingerprint
from pbm.spec import check

log = logging.getLogger(__name__)
DEFAULT_DOCS_PER_BATCH = 8  # for --batch_size auto


def _docs_per_batch(batch_size: Any) -> int:
    if batch_size in (None, "", "auto") or str(batch_size).startswith("auto"):
        return DEFAULT_DOCS_PER_BATCH
    try:
        value = int(batch_size)
    except (TypeError, ValueError):
        raise ValueError(f"--batch_size must be an integer (docs searched together) or auto, got {batch_size!r}") from None
    if value < 1:
        raise ValueError(f"--batch_size must be >= 1, got {value}")
    return value


def problem_of(request, max_depth: Optional[int]) -> Problem:
    """The search problem of an lm-eval ``generate_until`` request (its doc gives story and question)."""
    context = request.args[0]
    doc = request.doc if isinstance(request.doc, dict) else {}
    if not isinstance(doc.get("story"), str) or not isinstance(doc.get("question"), str):
        raise ValueError(f"PBM beam search needs docs with 'story' and 'question' fields (hitom_del*, kosinski_del* "
                         f"tasks); task {request.task_name!r} doc {request.doc_id} has fields {sorted(doc)}")
    return doc_problem(context, doc, max_depth)


def doc_problem(prompt: str, doc: dict, max_depth: Optional[int] = None) -> Problem:
    """The search problem of a doc with ``story`` and ``question``; max depth: the story's lines + 2 by default."""
    lines = sum(1 for line in doc["story"].splitlines() if line.strip())
    choices = doc.get("choices") if isinstance(doc.get("choices"), str) else None
    return Problem(prompt, doc["story"], doc["question"], choices, max_depth or lines + 2)


class PBMBeamLM(LM):
    """Beam search over any ``StepSampler``; subclasses build the generator."""

    def __init__(self, generator, config: Optional[SearchConfig] = None, **model_args: Any) -> None:
        """``config``, or the search's model_args by name (the fields of ``SearchConfig``; others are refused)."""
        super().__init__()
        install_one_line_errors()  # a bad model_arg or PBM under stock lm_eval: one line, no traceback
        reject_unknown(getattr(self, "MODEL_NAME", "pbm-beam"), model_args, valid_args())
        self.config = config = config or SearchConfig.of(model_args)
        self.generator, self.tokenizer = generator, generator.tokenizer
        backend, model = beam_pbm(config.pbm_backend, pbm_arg({"pbm": config.pbm}))
        self.scorer = PBMStepScorer(backend, model, use_cache=bool(config.pbm_cache))
        self.docs_per_batch = _docs_per_batch(config.batch_size)
        self.fallbacks: Counter = Counter()
        self.search_rounds = 0  # depths searched, summed over docs (the cost record's search rounds)
        self.totals = SearchTotals()
        self.resumed = 0  # docs taken from the search checkpoint (``harness_ext.search.checkpoint``)
        self.unanswered = 0  # docs left unsearched after a failure

    def checkpoint(self) -> Optional[SearchCheckpoint]:
        """Where searched docs are kept (None with ``search_cache=false``): keyed by the LM's and the PBM's weights
        and every search setting, so only a rerun of the same search reads it; none for a generator of unknown
        weights (no ``lm_identity``: one built by hand)."""
        if not self.config.search_cache or getattr(self, "lm_identity", None) is None:
            return None

        name, model = self.scorer.backend_name, self.scorer.model
        identity = {"lm": getattr(self, "lm_identity", None), "pbm": check(name, model, **scorer.served_for(name)),
                    "search": self.config.identity()}
        return SearchCheckpoint(identity)

    def set_cache_hook(self, cache_hook) -> None:
        """lm-eval's ``--use_cache`` hook; a cached ``Unanswered`` (a greedy run that failed) is dropped so a rerun
        searches that doc instead of reading the failure back."""
        super().set_cache_hook(cache_hook)
        db = getattr(cache_hook, "dbdict", None)
        if db is not None:
            stale = [key for key, value in db.items() if isinstance(value, Unanswered)]
            for key in stale:
                del db[key]
            if stale:
                db.commit()

    def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:
        for request in requests:
            check_one_search(getattr(self, "MODEL_NAME", "pbm-beam"), request.task_name, request.repeats)
        problems = [problem_of(request, self.config.max_depth) for request in requests]  # every doc checked before a search
        keys = [request_key(request.args) for request in requests]
        checkpoint = self.checkpoint()
        saved = checkpoint.load() if checkpoint is not None else {}
        out: list[Optional[str]] = [None] * len(requests)
        groups: dict[str, list[int]] = {}
        for index, request in enumerate(requests):
            if keys[index] in saved:
                self._take(requests[index], saved[keys[index]], out, index)
                self.totals.tally([saved[keys[index]]])
                self.resumed += 1
            else:
                groups.setdefault(repr(sorted(request.args[1].items())), []).append(index)
        if self.resumed:
            log.info("PBM search: %d of %d docs taken from %s (searched before; search_cache=false searches them "
                     "again)", self.resumed, len(requests), checkpoint.path)
        bar = tqdm(total=len(requests), initial=self.resumed, desc="PBM beam search (docs)", disable=disable_tqdm)
        failure: Optional[str] = None
        for indices in groups.values():
            config = self.config.for_request(requests[indices[0]].args[1])
            for start in range(0, len(indices), self.docs_per_batch):
                chunk = indices[start: start + self.docs_per_batch]
                if failure is None:
                    try:
                        results = self.totals.run([problems[i] for i in chunk], self.generator, self.scorer, config)
                    except Exception as err:  # noqa: BLE001 (the docs searched so far must survive any failure)
                        failure = f"{type(err).__name__}: {' '.join(str(err).split())[:300]}"
                        self._failed(failure, len(requests), checkpoint)
                if failure is not None:
                    for i in chunk:
                        out[i] = Unanswered(failure)
                    self.unanswered += len(chunk)
                    continue
                if checkpoint is not None:
                    checkpoint.save((keys[i], result) for i, result in zip(chunk, results))
                for i, result in zip(chunk, results):
                    self._take(requests[i], result, out, i)
                bar.update(len(chunk))
        bar.close()
        fell_back = self.fallbacks["finish"] + self.fallbacks["sample"]
        if fell_back:
            log.warning("PBM beam search so far: %d of %d docs fell back (%s)", fell_back,
                        sum(self.fallbacks.values()), dict(self.fallbacks))
        return [text if text is not None else "" for text in out]

    def _take(self, request, result, out: list, index: int) -> None:
        """One doc's search result into the answers, the totals and lm-eval's cache."""
        out[index] = SearchedText(result.text, result.record)  # logged with its search tree
        self.fallbacks[result.fallback or "none"] += 1
        self.search_rounds += result.depth
        self.cache_hook.add_partial("generate_until", request.args, result.text)

    def _failed(self, reason: str, total: int, checkpoint: Optional[SearchCheckpoint]) -> None:
        searched = sum(self.fallbacks.values())
        kept = f"kept in {checkpoint.path} and the samples" if checkpoint is not None else "in the samples only " \
            "(search_cache=false)"
        current_run().search_failures[(self.scorer.backend_name, self.scorer.model)] = {
            "reason": reason, "searched": searched, "total": total,
            "checkpoint": None if checkpoint is None else str(checkpoint.path)}
        log.error("PBM search failed after %d of %d docs (%s); the searched docs are %s, the rest are unanswered "
                  "(NaN): rerun the same command to search only those", searched, total, reason, kept)

    def loglikelihood(self, requests, disable_tqdm: bool = False):
        raise NotImplementedError("PBM beam search models only support generate_until tasks (such as hitom_del); "
                                  "use --model hf or vllm for log-likelihood tasks")

    def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
        raise NotImplementedError("PBM beam search models only support generate_until tasks (such as hitom_del); "
                                  "use --model hf or vllm for log-likelihood tasks")

    def get_model_info(self) -> dict:
        """Added to the results JSON's config: how many docs needed a fallback, the search rounds, and the PBM
        that scored (``pbm.spec.check`` record: path and fingerprint; ``pbm_id``: the loaded weights and dtype)."""
        try:
            name = self.scorer.backend_name
            record = check(name, self.scorer.model, **scorer.served_for(name))
        except PBMConfigError as err:  # it scored, so this is rare: say why instead of a record
            record = {"backend": self.scorer.backend_name, "model": self.scorer.model, "error": str(err)}
        record["pbm_id"] = scorer.loaded_pbm_id(self.scorer.backend_name, self.scorer.model)
        return {"pbm_beam_fallbacks": dict(self.fallbacks), "pbm_backend": self.scorer.backend_name,
                "pbm_model": self.scorer.model, "pbm": record, "search_rounds": self.search_rounds,
                "search_resumed": self.resumed, "search_unanswered": self.unanswered, **self.totals.info(self.config)}

    @property
    def tokenizer_name(self) -> str:
        return str(getattr(self.tokenizer, "name_or_path", "")).replace("/", "__")

    def chat_template(self, chat_template: bool | str = False) -> Optional[str]:
        return (getattr(self.tokenizer, "chat_template", None) or "") if chat_template else None

    def apply_chat_template(self, chat_history: list[dict[str, str]], add_generation_prompt: bool = True) -> str:
        thinking = self.config.enable_thinking
        extra = {} if thinking is None else {"enable_thinking": bool(thinking)}
        return self.tokenizer.apply_chat_template(chat_history, tokenize=False, add_generation_prompt=add_generation_prompt,
                                                  continue_final_message=not add_generation_prompt, **extra)


@register_model("hf-pbm-beam")
class HFPBMBeamLM(PBMBeamLM):
    """PBM beam search with a transformers LM (``harness_ext.search.step_samplers.HFStepSampler``)."""

    def __init__(self, **model_args: Any) -> None:
        """model_args: the fields of ``SearchConfig`` and ``HFGeneratorConfig`` (``harness_ext.search.config``)."""
        config = SearchConfig.build("hf-pbm-beam", model_args)  # every model_arg checked before the LM loads
        lm = generator_config("hf-pbm-beam", model_args)
        generator = HFStepSampler(str(lm.pretrained), device=lm.device, dtype=lm.dtype,
                                  batch_size=int(lm.gen_batch_size), trust_remote_code=bool(lm.trust_remote_code))
        self.lm_identity = {"model": "hf", "weights": model_fingerprint(str(lm.pretrained)), "dtype": str(lm.dtype)}
        super().__init__(generator, config)


@register_model("vllm-pbm-beam")
class VLLMPBMBeamLM(PBMBeamLM):
    """PBM beam search with vLLM (``harness_ext.search.step_samplers.VLLMStepSampler``; no automated test)."""

    def __init__(self, **model_args: Any) -> None:
        """model_args: the fields of ``SearchConfig`` and ``VLLMGeneratorConfig`` (``harness_ext.search.config``)."""
        search = SearchConfig.build("vllm-pbm-beam", model_args)  # every model_arg checked before the LM loads
        lm = generator_config("vllm-pbm-beam", model_args)
        generator = VLLMStepSampler(str(lm.pretrained), dtype=lm.dtype, tensor_parallel_size=int(lm.tensor_parallel_size),
                                    gpu_memory_utilization=float(lm.gpu_memory_utilization),
                                    max_model_len=lm.max_model_len, seed=int(search.seed),
                                    trust_remote_code=bool(lm.trust_remote_code))
        self.lm_identity = {"model": "vllm", "weights": model_fingerprint(str(lm.pretrained)), "dtype": str(lm.dtype)}
        super().__init__(generator, search)
