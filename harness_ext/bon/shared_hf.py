"""lm-eval model ``deltom-hf``: lm-eval's ``hf`` model where the N samples of one question share one prefill.

A Best-of-N task asks each prompt N times (``repeats``). lm-eval's ``hf`` model batches them as N copies: the
prompt is run N times and the batch decodes until its longest row ends. Here the k-th sample of a prompt gets the
seed ``seed + k`` (model_args ``seed``, default 0: ``harness_ext.bon.served_models.seeded_requests``, as the served
models do), the samples of one prompt are drawn by ``dellabels.io.shared_sampling``: one prefill (the one-shot
prefix the prompt shares with the previous one is not run again), one decode batch that a row leaves when it ends.
A sample depends on its prompt and seed only, not on the other samples or on ``--batch_size``::

    deltom-eval --model deltom-hf --model_args pretrained=PATH,seed=0 --tasks hitom_del_bon --n 16

``workers=K`` (default 1) samples the questions in K worker processes of one torch thread each
(``dellabels.io.sampling_workers``): on a CPU a small model keeps K cores busy that way, where threads do not.

Only ``generate_until`` differs from ``hf``; log-likelihood requests are ``hf``'s own.
"""
from __future__ import annotations

from typing import Any, Iterable, Iterator

from lm_eval.api.registry import register_model
from lm_eval.models.huggingface import HFLM
from lm_eval.models.utils import handle_stop_sequences, normalize_gen_kwargs
from tqdm import tqdm

from dellabels.io.sampling_workers import SamplingWorkers
from dellabels.io.shared_sampling import PrefixKV, SampleSettings, sample_in_worker, sample_shared
from harness_ext.bon.served_models import sample_groups, seeded_requests


def settings_of(gen_kwargs: dict, default_max: int, eos: str) -> SampleSettings:
    """lm-eval's generation kwargs of a request as ``SampleSettings`` (greedy when ``do_sample`` is false)."""
    kwargs = normalize_gen_kwargs(gen_kwargs, default_max)
    until = handle_stop_sequences(kwargs.get("until"), eos=eos)
    temperature = float(kwargs.get("temperature", 1.0)) if kwargs.get("do_sample") else 0.0
    return SampleSettings(temperature=temperature, top_p=float(kwargs.get("top_p", 1.0) or 1.0),
                          max_new_tokens=int(kwargs["max_gen_toks"]), stop=tuple(s for s in until if s))


@register_model("deltom-hf")
class SharedPrefillHF(HFLM):
    """``hf`` with the samples of one prompt drawn together from one prefill, each with its own seed."""

    def __init__(self, *args: Any, seed: int | str = 0, workers: int | str = 1, **kwargs: Any) -> None:
        self.workers = int(workers)
        if self.workers < 1:
            raise ValueError(f"deltom-hf: workers must be at least 1, got {workers}")
        pretrained = kwargs.get("pretrained")
        if self.workers > 1 and (not isinstance(pretrained, str) or kwargs.get("tokenizer")):
            raise ValueError("deltom-hf: workers > 1 needs pretrained=<a model name or path> and no tokenizer "
                             "of its own (each worker loads the model and its tokenizer from pretrained)")
        super().__init__(*args, **kwargs)
        self.base_seed = int(seed)
        self.prefix = PrefixKV()
        self.where = (pretrained, None if kwargs.get("dtype") is None else str(kwargs["dtype"]))

    def _sampled(self, groups: Iterable[tuple]) -> Iterator[list[str]]:
        """The texts of each (prompt ids, seeds, settings), in order: here, or in the worker processes."""
        if self.workers == 1:
            for ids, seeds, settings in groups:
                yield sample_shared(self.model, self.tokenizer, ids, seeds, settings, self.prefix)
            return
        path, dtype = self.where
        with SamplingWorkers(path, self.workers, dtype) as pool:
            yield from pool.imap(sample_in_worker, groups)

    def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:
        seeded = seeded_requests(list(requests), self.base_seed)
        eos = self.tok_decode(self.eot_token_id, skip_special_tokens=False)
        out: list[str] = []
        bar = tqdm(total=len(seeded), desc="samples (one prefill per question)", disable=disable_tqdm or self.rank != 0)
        groups = list(sample_groups(seeded, len(seeded)))
        asked = []
        for group in groups:
            context, gen_kwargs = group[0].args[:2]
            settings = settings_of(gen_kwargs, self.max_gen_toks, eos)
            ids = self.tok_encode(context, left_truncate_len=self.max_length - settings.max_new_tokens)
            asked.append((ids, [r.args[1]["seed"] for r in group], settings))
        for group, texts in zip(groups, self._sampled(asked)):
            for request, text in zip(group, texts):
                self.cache_hook.add_partial("generate_until", request.args[:2], text)
            out.extend(texts)
            bar.update(len(group))
        bar.close()
        return out
