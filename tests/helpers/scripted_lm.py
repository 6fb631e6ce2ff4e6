"""`deltom-eval` with a scripted lm-eval model whose samples are DEL-synthesised Hi-ToM traces.

A random tiny LM never states a final answer, so its Best-of-N rows are all 0.
This model (``--model deltom-scripted``) answers every request with
``dellabels.traces.synth.synthesize_trace`` (correct traces with injected belief and
format errors) or, every fifth sample, a trace without an answer; the k-th
sample of a doc depends only on (seed, task, doc, k), so a run with
``--repeats 2`` sees the first two samples of a run with ``--repeats 4``.

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


@register_model("deltom-scripted")
class ScriptedLM(LM):
    def __init__(self, seed: int = 0, **_config) -> None:
        super().__init__()
        self.seed, self.calls = int(seed), Counter()

    def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:
        from dellabels.hitom.world import HiToMStory
        from dellabels.traces.synth import synthesize_trace

        out = []
        for req in requests:
            # the same samples for every N: hitom_del_bon_n2_order_0 draws as hitom_del_bon_order_0
            key = (re.sub(r"_bon_n\d+_", "_bon_", req.task_name), req.doc_id)
            k, self.calls[key] = self.calls[key], self.calls[key] + 1
            rng = random.Random(f"{self.seed}:{key}:{k}")
            if k % 5 == 4:
                out.append("I am not sure where it is.")
            else:
                out.append(synthesize_trace(HiToMStory(req.doc["story"]), req.doc["question"], rng, RATES))
        return out

    def loglikelihood(self, requests, disable_tqdm: bool = False):
        raise NotImplementedError("scripted model: generate_until only")

    def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
        raise NotImplementedError("scripted model: generate_until only")


if __name__ == "__main__":
    from harness_ext.cli.deltom_eval import main

    main(sys.argv[1:])
