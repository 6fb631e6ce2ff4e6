"""One prefill, one decode batch: the samples equal transformers' own decoding, seed by seed."""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from dellabels.io.shared_sampling import PrefixKV, SampleSettings, sample_shared, top_p_filter  # noqa: E402
from tests.helpers.tiny_lm import build_tiny_lm  # noqa: E402

PROMPT = "Here is a story that unfolds in chronological order.\n1 Amelia, Chloe and Liam entered the TV_room.\n"


@pytest.fixture(scope="module")
def lm(tmp_path_factory):
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = build_tiny_lm(tmp_path_factory.mktemp("tiny"))
    return AutoModelForCausalLM.from_pretrained(path).eval(), AutoTokenizer.from_pretrained(path)


def ids_of(tokenizer, text):
    return tokenizer(text, add_special_tokens=False)["input_ids"]


def test_greedy_equals_generate(lm):
    model, tokenizer = lm
    ids = ids_of(tokenizer, PROMPT)
    settings = SampleSettings(temperature=0.0, max_new_tokens=12)
    ours = sample_shared(model, tokenizer, ids, [0, 1, 2], settings)
    with torch.no_grad():
        out = model.generate(torch.tensor([ids]), do_sample=False, max_new_tokens=12, min_new_tokens=12,
                             pad_token_id=tokenizer.pad_token_id)
    theirs = tokenizer.decode(out[0, len(ids):], skip_special_tokens=True)
    assert ours == [theirs] * 3


def test_a_sample_depends_on_its_seed_only(lm):
    model, tokenizer = lm
    ids = ids_of(tokenizer, PROMPT)
    settings = SampleSettings(temperature=1.0, top_p=0.95, max_new_tokens=10)
    group = sample_shared(model, tokenizer, ids, [5, 6, 7, 8], settings)
    alone = [sample_shared(model, tokenizer, ids, [seed], settings)[0] for seed in (5, 6, 7, 8)]
    assert group == alone
    assert len(set(group)) > 1  # the seeds differ, so the random tiny LM's samples do


def test_kept_prefix_gives_the_same_samples(lm):
    model, tokenizer = lm
    settings = SampleSettings(temperature=1.0, max_new_tokens=8)
    first, second = ids_of(tokenizer, PROMPT + "2 The celery"), ids_of(tokenizer, PROMPT + "2 Owen")
    prefix = PrefixKV()
    sample_shared(model, tokenizer, first, [1], settings, prefix)
    assert prefix.shared(second) >= 16  # the story's opening is not run again
    with_prefix = sample_shared(model, tokenizer, second, [3, 4], settings, prefix)
    assert with_prefix == sample_shared(model, tokenizer, second, [3, 4], settings)


def test_rows_end_at_stop_strings_and_done(lm):
    model, tokenizer = lm
    ids = ids_of(tokenizer, PROMPT)
    free = sample_shared(model, tokenizer, ids, [9], SampleSettings(temperature=1.0, max_new_tokens=20))[0]
    stop = next(ch for ch in free[3:] if ch.strip())
    cut = sample_shared(model, tokenizer, ids, [9], SampleSettings(temperature=1.0, max_new_tokens=20,
                                                                   stop=(stop,)))[0]
    assert stop not in cut and free.startswith(cut)
    calls = []
    sample_shared(model, tokenizer, ids, [9], SampleSettings(temperature=1.0, max_new_tokens=20),
                  done=lambda text: calls.append(text) or True)
    assert all(text in free for text in calls)


def test_top_p_keeps_the_smallest_mass():
    logits = torch.log(torch.tensor([[0.5, 0.3, 0.15, 0.05]]))
    kept = torch.isfinite(top_p_filter(logits, 0.75))
    assert kept.tolist() == [[True, True, False, False]]
    assert torch.isfinite(top_p_filter(logits, 0.1)).sum() == 1  # the top token is always kept
