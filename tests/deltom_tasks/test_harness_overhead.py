"""The acc-only twin of hitom_del that ``bench/harness_overhead.py`` writes loads in stock lm-eval and differs from
the shipped task only in its scoring: the same documents, prompt and generation settings, no VerifyFilter, acc alone."""
import importlib.util

import pytest

from deltom_tasks import TASKS_DIR
from helpers.paths import REPO

BENCH = REPO / "bench" / "harness_overhead.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("harness_overhead_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_plain_twin_loads_and_scores_acc_only(bench, hitom_path, tmp_path):
    from lm_eval.tasks import TaskManager

    names = bench.write_plain_tasks(tmp_path)
    manager = TaskManager(include_path=[str(TASKS_DIR), str(tmp_path)], include_defaults=False,
                          metadata={"hitom_path": str(hitom_path)})
    loaded = manager.load([bench.PLAIN, *bench.LEAVES])["tasks"]
    assert names == [f"plain_{leaf}" for leaf in bench.LEAVES]
    for leaf in bench.LEAVES:
        plain, shipped = loaded[f"plain_{leaf}"], loaded[leaf]
        assert plain.config.generation_kwargs == shipped.config.generation_kwargs
        assert plain.config.dataset_kwargs == shipped.config.dataset_kwargs
        assert plain.config.filter_list is None and shipped.config.filter_list
        assert [m["metric"] for m in plain.config.metric_list] == ["acc"]
        docs = plain.eval_docs
        assert list(docs) == list(shipped.eval_docs)
        assert plain.doc_to_text(docs[0]) == shipped.doc_to_text(docs[0])
        right = f"Final Answer: [{docs[0]['answer']}]"
        assert plain.process_results(docs[0], [right]) == {"acc": 1.0}
        assert plain.process_results(docs[0], ["no answer"]) == {"acc": 0.0}
