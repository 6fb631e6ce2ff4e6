"""deltom-hf: lm-eval's hf model with a question's samples drawn from one prefill, each sample by its own seed."""
from __future__ import annotations

import pytest

pytest.importorskip("torch")

from lm_eval.api.instance import Instance  # noqa: E402

from harness_ext.bon.shared_hf import SharedPrefillHF, settings_of  # noqa: E402
from tests.helpers.tiny_lm import build_tiny_lm  # noqa: E402

CONTEXT = "Here is a story that unfolds in chronological order.\n1 Amelia, Chloe and Liam entered the TV_room.\n"
SAMPLED = {"until": ["\n\n"], "do_sample": True, "temperature": 1.0, "top_p": 0.9, "max_gen_toks": 10}


def request(context: str, gen_kwargs: dict, idx: int = 0) -> Instance:
    return Instance(request_type="generate_until", doc={}, arguments=(context, dict(gen_kwargs)), idx=idx)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return str(build_tiny_lm(tmp_path_factory.mktemp("tiny")))


def test_the_kth_sample_of_a_question_is_the_sample_of_seed_plus_k(tiny):
    group = SharedPrefillHF(pretrained=tiny, seed=0, device="cpu").generate_until([request(CONTEXT, SAMPLED)] * 4,
                                                                    disable_tqdm=True)
    assert len(group) == 4 and len(set(group)) > 1
    for k in range(4):
        alone = SharedPrefillHF(pretrained=tiny, seed=k, device="cpu").generate_until([request(CONTEXT, SAMPLED)],
                                                                         disable_tqdm=True)
        assert alone == [group[k]]


def test_greedy_answers_equal_the_stock_hf_model(tiny):
    from lm_eval.models.huggingface import HFLM

    greedy = {"until": ["\n\n"], "do_sample": False, "max_gen_toks": 10}
    asks = [request(CONTEXT, greedy), request(CONTEXT + "2 The celery", greedy, 1)]
    ours = SharedPrefillHF(pretrained=tiny, device="cpu").generate_until(asks, disable_tqdm=True)
    assert ours == HFLM(pretrained=tiny, device="cpu").generate_until(asks, disable_tqdm=True)


def test_settings_follow_lm_evals_generation_kwargs():
    settings = settings_of({"until": ["Q:"], "do_sample": True, "temperature": 0.6, "top_p": 0.95,
                            "max_gen_toks": 64}, 256, "<eos>")
    assert (settings.temperature, settings.top_p, settings.max_new_tokens) == (0.6, 0.95, 64)
    assert set(settings.stop) == {"Q:", "<eos>"}
    assert settings_of({"do_sample": False}, 256, "<eos>").temperature == 0.0


def test_samples_drawn_in_two_worker_processes_are_the_samples_drawn_here(tiny):
    asks = [request(CONTEXT, SAMPLED)] * 3 + [request(CONTEXT + "2 The celery", SAMPLED, 1)] * 3
    here = SharedPrefillHF(pretrained=tiny, seed=5, device="cpu").generate_until(asks, disable_tqdm=True)
    workers = SharedPrefillHF(pretrained=tiny, seed=5, device="cpu", workers=2).generate_until(asks, disable_tqdm=True)
    assert workers == here and len(set(here)) > 1


@pytest.mark.parametrize("workers", [0, -1])
def test_workers_below_one_are_refused(tiny, workers):
    with pytest.raises(ValueError, match="workers must be at least 1"):
        SharedPrefillHF(pretrained=tiny, device="cpu", workers=workers)
