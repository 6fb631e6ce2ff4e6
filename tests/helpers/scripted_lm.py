"""`deltom-eval` with a scripted lm-eval model whose samples are DEL-synthesised Hi-ToM traces.

A random tiny LM never states a final answer, so its Best-of-N rows are all 0.
This model (``--model deltom-scripted``) answers every request with
``dellabels.traces.synth.synthesize_trace`` (correct traces with injected belief and
format errors) or, every fifth sample, a trace without an answer; the k-th
sample of a doc depends only on (seed, task, doc, k), so a run with
``--n 2`` sees the first two samples of a run with ``--n 4``.

Run as ``python tests/helpers/scripted_lm.py <deltom-eval arguments>``.
"""
from __future__ import annotations

import random
import re
import sys
from collections import Counter

from lm_eval.api.model import LM
from lm_eval.api.registry import register_model

RATES = {"update_absent": 0.4, "stale_belief": 0.4, "chain_swapped": 0.3, "trust_flipped": 0.3,
         "wrong_container": 0.3, "format_slip": 0.3}


class NumberedSamplesLM(LM):
    """A generate_until-only lm-eval model answering each request from its doc and its sample number k
    (0, 1, ... per ``sample_key``), so the samples of a doc are reproducible whatever the batching."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: Counter = Counter()

    def sample_key(self, req) -> tuple:
        """What the sample numbers count over: (task, doc) by default."""
        return req.task_name, req.doc_id

    def respond(self, req, k: int) -> str:
        raise NotImplementedError

    def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:
        out = []
        for req in requests:
            key = self.sample_key(req)
            k, self.calls[key] = self.calls[key], self.calls[key] + 1
            out.append(self.respond(req, k))
        return out

    def loglikelihood(self, requests, disable_tqdm: bool = False):
        raise NotImplementedError(f"{type(self).__name__}: generate_until only")

    def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
        raise NotImplementedError(f"{type(self).__name__}: generate_until only")


@register_model("deltom-scripted")
class ScriptedLM(NumberedSamplesLM):
    def __init__(self, seed: int = 0, key: str = "doc_id", **_config) -> None:
        super().__init__()
        self.seed, self.key = int(seed), str(key)

    def sample_key(self, req) -> tuple:
        # the same samples for every N: hitom_del_bon_n2_order_0 draws as hitom_del_bon_order_0. key=content: by the
        # doc itself, for runs that select docs with --samples (lm-eval numbers a selection's docs from 0)
        doc = (req.doc["story"], req.doc["question"]) if self.key == "content" else req.doc_id
        return re.sub(r"_bon_n\d+_", "_bon_", req.task_name), doc

    def respond(self, req, k: int) -> str:
        from dellabels.hitom.world import HiToMStory
        from dellabels.traces.synth import synthesize_trace

        if k % 5 == 4:
            return "I am not sure where it is."
        rng = random.Random(f"{self.seed}:{self.sample_key(req)}:{k}")
        return synthesize_trace(HiToMStory(req.doc["story"]), req.doc["question"], rng, RATES)


if __name__ == "__main__":
    from deltom.cli.deltom_eval import main

    main(sys.argv[1:])
