"""A stock-lm_eval model answering ToMi docs with the engine's gold trace, or with that trace and a wrong answer.

Sample k of doc d gets the gold trace (``dellabels.tomi.example.gold_trace``, the DEL gold) when d + k is
even, else the same steps with the final answer ``WRONG`` (no container of any story): so a plain run
(k = 0) alternates right and wrong docs, and every Best-of-N doc has both. Expected per response:
gold: ``acc`` 1, ``trace_acc`` 1, ``step_acc`` 1, ``lucky`` 0, ``acc_tomi`` 1 iff the doc's two golds agree;
wrong: ``acc`` 0, ``acc_tomi`` 0, ``trace_acc`` 0, ``step_acc`` 1, ``lucky`` 0.

``python tests/helpers/tomi_replay.py <lm_eval arguments>`` runs stock lm_eval's command line with
``--model deltom-tomi-replay`` registered (``--model_args gold_only=true``: the gold trace for every sample).
"""
from __future__ import annotations

import sys

from dellabels.tomi.example import gold_trace

WRONG = "silver_suitcase"


def replay(story: str, question: str, right: bool) -> str:
    """The gold trace, or (``right`` False) the gold steps with the final answer ``WRONG``."""
    trace = gold_trace(story, question)
    return trace if right else trace.rsplit("Final Answer:", 1)[0] + f"Final Answer: [{WRONG}]"


def is_right(doc_id: int, sample: int) -> bool:
    """Whether sample ``sample`` of doc ``doc_id`` is the gold trace."""
    return (doc_id + sample) % 2 == 0


def _register() -> None:
    from lm_eval.api.registry import register_model

    from helpers.scripted_lm import NumberedSamplesLM

    @register_model("deltom-tomi-replay")
    class ToMiReplayLM(NumberedSamplesLM):
        def __init__(self, gold_only: str = "false", **_config) -> None:
            super().__init__()
            self.gold_only = str(gold_only).lower() in ("1", "true", "yes")  # --model_args gold_only=true

        def respond(self, req, k: int) -> str:
            return replay(req.doc["story"], req.doc["question"], self.gold_only or is_right(req.doc_id, k))


if __name__ == "__main__":
    from lm_eval.__main__ import cli_evaluate

    _register()
    sys.argv = ["lm_eval", *sys.argv[1:]]
    cli_evaluate()
