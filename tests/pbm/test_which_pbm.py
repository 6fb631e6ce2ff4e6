"""Which PBM a run uses is decided by one function (``pbm.spec.which_pbm``) for every caller; loaded PBMs are a
bounded cache; what scoring cost is counted once, by the backends, and read by the run record."""
import pytest

from pbm import scorer
from pbm.backends.base import Backend, TraceInput
from pbm.spec import BACKEND_ENV, MODEL_ENV, which_pbm

CASES = [  # (explicit backend, model), (env backend, model), (task yaml backend, model), pinned -> chosen
    ((None, None), (None, None), (None, None), False, ("hf", "default")),
    ((None, None), (None, None), ("hf", "/yaml"), False, ("hf", "/yaml")),
    ((None, None), ("vllm", "/env"), ("hf", "/yaml"), False, ("vllm", "/env")),
    (("per-prefix", "/flag"), ("vllm", "/env"), ("hf", "/yaml"), False, ("per-prefix", "/flag")),
    (("hf", None), (None, "/env"), ("hf", "/yaml"), False, ("hf", "/env")),
    ((None, None), ("del", "/env"), ("hf", "/yaml"), False, ("del", None)),
    ((None, None), ("vllm", "/env"), ("del", None), True, ("del", None)),  # the oracle rows: pinned
]


@pytest.mark.parametrize("explicit, env, task, pinned, chosen", CASES)
def test_one_rule_picks_the_pbm(monkeypatch, explicit, env, task, pinned, chosen):
    for name, value in zip((BACKEND_ENV, MODEL_ENV), env):
        monkeypatch.delenv(name, raising=False) if value is None else monkeypatch.setenv(name, value)
    assert which_pbm(*explicit, task_backend=task[0], task_model=task[1], pinned=pinned) == chosen


def test_best_of_n_rows_and_search_model_args_follow_the_same_rule(monkeypatch):
    from harness_ext.bon.filters import PBMRerankFilter
    from harness_ext.search.model_args import beam_pbm

    monkeypatch.setenv(BACKEND_ENV, "del")
    assert (PBMRerankFilter(backend="hf", model="default").backend, beam_pbm(None, None)[0]) == ("del", "del")
    assert PBMRerankFilter(backend="del", env_override=False).backend == "del"
    monkeypatch.setenv(BACKEND_ENV, "hf")
    assert beam_pbm("del", None) == ("del", None)  # a model_arg is explicit: it beats the environment


class Counting(Backend):
    """A backend that scores every step 0.5 and records whether it was closed."""

    name = "counting"

    def __init__(self, path):
        super().__init__()
        self.path, self.closed = path, False

    def score_items(self, items):
        return [[0.5] for _ in items]

    def close(self):
        self.closed = True


@pytest.fixture
def counting(monkeypatch, fresh_pbm_scores):
    made = []

    def load(name, path, **options):
        made.append(Counting(path))
        return made[-1]

    monkeypatch.setattr(scorer, "load_backend", load)  # where the scorer looks it up
    monkeypatch.setattr(scorer, "check", lambda name, model: {"path": model})
    fresh_pbm_scores.max_loaded = 2
    yield made


def test_at_most_max_loaded_pbms_stay_loaded_the_oldest_closed(counting):
    for model in ("/a", "/b", "/a", "/c"):
        scorer.backend("hf", model)
    assert [b.path for b in counting] == ["/a", "/b", "/c"]
    assert [b.closed for b in counting] == [False, True, False]  # /a was used again, so /b went first
    assert scorer.loaded_pbm_id("hf", "/b") is None and scorer.loaded_pbm_id("hf", "/a") == "counting"


def test_cost_counts_every_scored_trace_once_closed_backends_included(counting):
    docs = [({"story": "s" * 10, "question": "q" * 5}, "1. x\nFinal Answer: [a]")]
    before = scorer.cost()
    scorer.step_scores("hf", "/a", docs)
    scorer.step_scores("hf", "/a", docs)  # memoised: no second scoring
    scorer.score("hf", "/b", [TraceInput("s" * 10, "q" * 5, "1. y\nFinal Answer: [b]")], use_cache=False)
    scorer.backend("hf", "/c")  # closes /a
    spent = scorer.cost().minus(before)
    assert spent.traces == 2 and spent.scored_chars == 2 * (10 + 5 + len("1. x\nFinal Answer: [a]"))
    assert spent.seconds > 0


def test_the_run_record_reads_the_cost_without_swapping_the_scorer():
    from deltom.cli.eval_outputs import recording

    score, step_scores = scorer.score, scorer.step_scores
    with recording():
        assert scorer.score is score and scorer.step_scores is step_scores


def test_pbm_score_takes_its_model_by_the_same_rule(monkeypatch):
    import argparse

    import pbm.cli as cli

    monkeypatch.setenv(MODEL_ENV, "/env/pbm")
    monkeypatch.setattr(cli, "resolve_model", lambda model: f"resolved:{model}")  # where pbm.cli looks it up
    args = argparse.Namespace(pbm_backend="hf", pbm=None)
    assert cli.chosen_model(args) == "resolved:/env/pbm"
    assert cli.chosen_model(argparse.Namespace(pbm_backend="hf", pbm="/flag")) == "resolved:/flag"
    assert cli.chosen_model(argparse.Namespace(pbm_backend="del", pbm="/flag")) is None
