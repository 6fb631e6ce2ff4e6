"""PBM scoring: conversation positions, one pass per distinct trace, cache, per-prefix, del, aggregations."""
import math
import random
from types import SimpleNamespace

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.traces.labeler import label_trace
from dellabels.traces.synth import synthesize_trace
from dellabels.traces.parse import parse_trace
from pbm.aggregate import aggregate, aggregate_all, aggregate_log
from pbm.backends import TraceInput, load_backend
from pbm.backends.vllm import scores_from_prompt_logprobs
from pbm.cache import ScoreCache
from pbm.conversation import (
    ConversationError, encode_conversation, label_token_ids, plus_probability, trace_conversation, with_placeholders,
)
from pbm.scoring import score_traces
from pbm.tiny import TinyConfig, build_tiny_model

TINY = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2)


@pytest.fixture(scope="module")
def stories():
    return list(generate(2, seed=3, lengths=(1,), progress=False))


@pytest.fixture(scope="module")
def items(stories):
    """Distinct gold and synthetic traces for every question of two stories."""
    out = []
    for record in stories:
        story = HiToMStory(record["story"])
        for q in record["questions"]:
            out.append(TraceInput(record["story"], q["question"], gold_trace(story, q["question"]), record["choices"]))
            trace = synthesize_trace(story, q["question"], random.Random(q["question"]))
            out.append(TraceInput(record["story"], q["question"], trace, record["choices"]))
    return list(dict.fromkeys(out))  # a synthetic trace without injected errors equals the gold one


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, stories):
    return str(build_tiny_model(tmp_path_factory.mktemp("tiny") / "pbm", [s["story"] for s in stories], TINY))


@pytest.fixture(scope="module")
def hf(model_dir):
    return load_backend("hf", model_dir, progress=False)


def test_conversation_positions_hold_one_label_token_each(hf, items):
    conversation, steps = trace_conversation(items[1].story, items[1].question, items[1].trace)
    assert [t["role"] for t in conversation] == ["user", "assistant"] * len(steps)
    assert conversation[0]["content"].endswith(f"<Trace>\n## Step 1 ##\n{steps[0]}")
    assert "Final Answer: [" in conversation[-2]["content"]
    plus, minus = label_token_ids(hf.tokenizer)
    labelled = [dict(t, content="-") if t["role"] == "assistant" and i % 4 == 1 else t for i, t in enumerate(conversation)]
    encoded = encode_conversation(hf.tokenizer, labelled)
    assert len(encoded.label_positions) == len(steps)
    assert encoded.label_ids == [minus if i % 2 == 0 else plus for i in range(len(steps))]
    text = [hf.tokenizer.decode(encoded.input_ids[:p]) for p in encoded.label_positions]
    assert all(t.endswith("<|im_start|>assistant\n") for t in text)
    assert {hf.tokenizer.decode([encoded.input_ids[p]]) for p in encoded.label_positions} == {"+", "-"}
    placeholder = encode_conversation(hf.tokenizer, with_placeholders(labelled))
    assert placeholder.label_positions == encoded.label_positions  # the label value never moves a position
    with pytest.raises(ConversationError):
        encode_conversation(hf.tokenizer, [{"role": "user", "content": "x"}, {"role": "assistant", "content": "ok"}])


def test_one_forward_pass_per_distinct_trace_and_cache(model_dir, items, tmp_path):
    backend = load_backend("hf", model_dir, progress=False, max_batch=4)
    cache = ScoreCache(tmp_path / "scores.sqlite")
    doubled = items + items[:5]  # same-trace duplicates are scored once
    results = score_traces(backend, doubled, cache)
    assert backend.stats.forward_passes == len(items) == backend.stats.distinct_traces
    assert backend.stats.traces == len(doubled)
    for item, result in zip(doubled, results):
        assert result.n_steps == len(parse_trace(item.trace).steps) == len(result.step_scores) > 0
        assert all(0.0 <= s <= 1.0 for s in result.step_scores)
    assert [r.step_scores for r in results[-5:]] == [r.step_scores for r in results[:5]]
    again = load_backend("hf", model_dir, progress=False)
    rerun = score_traces(again, items, ScoreCache(tmp_path / "scores.sqlite"))  # a new process would do the same
    assert again.stats.forward_passes == 0 and again.stats.cache_hits == len(items)
    assert [r.step_scores for r in rerun] == [r.step_scores for r in results[: len(items)]]


def test_scores_are_the_plus_minus_softmax_at_the_read_positions(hf, items):
    import torch

    batched = score_traces(hf, items[:4])
    for item, result in zip(items[:4], batched):
        encoded = hf.encode(trace_conversation(item.story, item.question, item.trace)[0])
        with torch.no_grad():
            logits = hf.model(input_ids=torch.tensor([encoded.input_ids])).logits[0]
        probs = logits.softmax(-1)
        expected = [(probs[p, hf.plus_id] / (probs[p, hf.plus_id] + probs[p, hf.minus_id])).item()
                    for p in encoded.read_positions]
        assert result.step_scores == pytest.approx(expected, abs=1e-5)  # padding in the batch changes nothing


def test_per_prefix_needs_k_passes_and_agrees_on_step_one(model_dir, hf, items):
    backend = load_backend("per-prefix", model_dir, progress=False)
    results = score_traces(backend, items[:2])
    steps = sum(r.n_steps for r in results)
    assert backend.stats.forward_passes == steps and steps > 2 * 10
    one_pass = score_traces(hf, items[:2])
    for a, b in zip(results, one_pass):
        assert len(a.step_scores) == len(b.step_scores)
        assert a.step_scores[0] == pytest.approx(b.step_scores[0], abs=1e-5)  # identical context for step 1


def test_trace_without_steps_costs_nothing_and_ranks_lowest(hf, items):
    before = hf.stats.forward_passes
    [result] = score_traces(hf, [TraceInput(items[0].story, items[0].question, "No idea. Final Answer: [red_box]")])
    assert result.step_scores == [] and result.n_steps == 0 and hf.stats.forward_passes == before
    assert all(aggregate([], rule) == 0.0 for rule in ("last", "min", "avg", "prod"))
    assert aggregate_log([], "prod") == float("-inf")


def test_del_backend_equals_the_labeler(items):
    backend = load_backend("del")
    results = score_traces(backend, items)
    assert backend.stats.forward_passes == 0
    for item, result in zip(items, results):
        labels = label_trace(HiToMStory(item.story), item.question, item.trace, item.choices)
        expected = [float(s.correct) for s in labels.steps]
        if parse_trace(item.trace, item.choices).has_final and not labels.final_correct:
            expected[-1] = 0.0
        assert result.step_scores == expected
    assert all(s == 1.0 for s in results[0].step_scores)  # a gold trace is right everywhere
    assert any(0.0 in r.step_scores for r in results)  # and synthetic errors are caught
    [bad] = score_traces(backend, [TraceInput("1 Anne baked a cake.", items[0].question, items[0].trace)])
    assert "Hi-ToM" in bad.error and "does not parse" in bad.error and bad.step_scores == []


def test_aggregations_on_hand_computed_fixtures():
    scores = [0.9, 0.5, 0.8]
    assert aggregate_all(scores) == pytest.approx({"last": 0.8, "min": 0.5, "avg": 2.2 / 3, "prod": 0.36})
    tiny = [1e-200] * 3  # the plain product underflows to 0; the log-space sum still ranks it
    assert aggregate_log(tiny, "prod") == pytest.approx(3 * math.log(1e-200))
    assert aggregate(tiny, "prod") == 0.0
    assert aggregate_log(tiny, "prod") > aggregate_log([1e-200] * 4, "prod")
    assert aggregate([0.7, 0.0], "prod") == 0.0 and aggregate([0.7, 0.0], "last") == 0.0
    with pytest.raises(ValueError):
        aggregate(scores, "median")


def test_score_formula_and_vllm_prompt_logprobs_without_vllm():
    assert plus_probability(0.0, 0.0) == 0.5
    assert plus_probability(math.log(0.3), math.log(0.1)) == pytest.approx(0.75)
    assert plus_probability(800.0, -800.0) == 1.0 and plus_probability(-800.0, 800.0) == 0.0
    lp = lambda x: SimpleNamespace(logprob=math.log(x))  # noqa: E731 - vLLM's Logprob shape
    prompt_logprobs = [None, {5: lp(0.9)}, {1: lp(0.6), 2: lp(0.2), 7: lp(0.1)}, {1: lp(0.5), 7: lp(0.3)}]
    # position 2: both present; position 3: "-" (id 2) outside the top k -> bounded by the smallest other entry
    assert scores_from_prompt_logprobs(prompt_logprobs, [2, 3], plus_id=1, minus_id=2) == pytest.approx([0.75, 0.625])
    with pytest.raises(ValueError):
        scores_from_prompt_logprobs(prompt_logprobs, [1], plus_id=1, minus_id=2)


def test_cache_key_follows_the_model_weights(model_dir, items, tmp_path):
    first = load_backend("hf", model_dir, progress=False)
    build_tiny_model(tmp_path / "other", [items[0].story], TINY, seed=1)
    second = load_backend("hf", str(tmp_path / "other"), progress=False)
    assert first.pbm_id != second.pbm_id
    cache = ScoreCache(tmp_path / "c.sqlite")
    score_traces(first, items[:1], cache)
    score_traces(second, items[:1], cache)
    assert second.stats.forward_passes == 1 and len(cache) == 2


LLAMA3_LIKE = (  # the shape of the Llama-3.1 template: bos, injected system turn, trimmed contents, eot tokens
    "{{- bos_token }}<|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: December 2023\n"
    "Today Date: 26 Jul 2024\n\n<|eot_id|>{%- for message in messages %}{{- '<|start_header_id|>' + message['role']"
    " + '<|end_header_id|>\n\n' + message['content'] | trim + '<|eot_id|>' }}{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|start_header_id|>assistant<|end_header_id|>\n\n' }}{%- endif %}"
)


def test_positions_with_a_llama3_style_template(model_dir, items):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    tokenizer.add_special_tokens({"additional_special_tokens": ["<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>"]})
    tokenizer.chat_template = LLAMA3_LIKE
    conversation, steps = trace_conversation(items[1].story, items[1].question, items[1].trace)
    encoded = encode_conversation(tokenizer, conversation)
    assert len(encoded.label_positions) == len(steps)
    header = tokenizer.convert_tokens_to_ids("<|end_header_id|>")
    for position in encoded.label_positions:
        assert tokenizer.decode([encoded.input_ids[position]]) == "+"
        assert encoded.input_ids[position + 1] == tokenizer.convert_tokens_to_ids("<|eot_id|>")
        assert header in encoded.input_ids[position - 3: position]
    assert tokenizer.decode(encoded.input_ids).startswith("<|endoftext|><|start_header_id|>system")
