"""Shared-prompt scoring (hf): the prefix-tree plan, equality with the one-pass path, and the context check."""
import json
import random

import pytest

from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.traces.synth import synthesize_trace
from pbm.backends import TraceInput, load_backend
from pbm.backends.shared_prompt import plan_prefix_tree, supports_prefix_cache
from pbm.conversation import trace_conversation
from pbm.scoring import score_traces
from pbm.tiny import TinyConfig, build_tiny_model

TINY = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=2)


def distinct_tokens(sequences):
    """Tokens of the prefix tree of ``sequences``: every distinct (prefix, token) once."""
    return len({tuple(s[: i + 1]) for s in sequences for i in range(len(s))})


def check_plan(sequences, nodes, leaves):
    """Every token of every sequence is covered once by its path of nodes and its leaf."""
    for index, node in enumerate(nodes):
        assert node.parent < index and node.end > node.start
        assert node.start == (nodes[node.parent].end if node.parent >= 0 else 0)
        run = sequences[node.members[0]][node.start: node.end]
        assert all(sequences[m][node.start: node.end] == run for m in node.members)
        assert all(set(node.members) >= set(nodes[c].members) for c in range(len(nodes)) if nodes[c].parent == index)
    for leaf in leaves:
        assert leaf.start == (nodes[leaf.parent].end if leaf.parent >= 0 else 0) < len(sequences[leaf.index])
        assert leaf.parent == -1 or leaf.index in nodes[leaf.parent].members
    leafed = [leaf.index for leaf in leaves]
    assert len(leafed) == len(set(leafed))
    for index, seq in enumerate(sequences):
        if index not in leafed and seq:  # entirely inside a node: the deepest node holding it ends where it ends
            assert max(n.end for n in nodes if index in n.members) == len(seq)


def test_plan_is_the_prefix_tree():
    rng = random.Random(0)
    prompt = [rng.randrange(50) for _ in range(40)]
    sequences = [prompt + [rng.randrange(3) for _ in range(rng.randrange(0, 12))] for _ in range(30)]
    sequences += [sequences[3], list(prompt), prompt[:10], [], [7, 7, 7], sequences[5] + [1, 2]]
    nodes, leaves = plan_prefix_tree(sequences, min_saved=1)
    check_plan(sequences, nodes, leaves)
    run = sum(n.end - n.start for n in nodes) + sum(len(sequences[leaf.index]) - leaf.start for leaf in leaves)
    assert run == distinct_tokens(sequences)  # min_saved=1: every distinct token exactly once
    assert nodes[0].start == 0 and nodes[0].end == 10  # prompt[:10] is shared by all but [7, 7, 7] and []
    # a larger threshold drops small nodes: more tokens run, never fewer than the floor, never more than all
    coarse_nodes, coarse_leaves = plan_prefix_tree(sequences, min_saved=100)
    check_plan(sequences, coarse_nodes, coarse_leaves)
    coarse = (sum(n.end - n.start for n in coarse_nodes)
              + sum(len(sequences[leaf.index]) - leaf.start for leaf in coarse_leaves))
    assert distinct_tokens(sequences) <= coarse <= sum(map(len, sequences)) and len(coarse_nodes) < len(nodes)


@pytest.fixture(scope="module")
def items():
    """Gold-like and erroneous synthetic traces of every question of two stories, plus one very long trace."""
    out = []
    for record in generate(2, seed=5, lengths=(1,), progress=False):
        story = HiToMStory(record["story"])
        for q in record["questions"]:
            for n in range(6):
                trace = synthesize_trace(story, q["question"], random.Random(f"{q['question']}-{n}"))
                out.append(TraceInput(record["story"], q["question"], trace, record["choices"]))
    first = out[0]
    steps = first.trace.split("Final Answer")[0].rstrip()
    long_trace = "\n".join([steps] + [f"## Step {k} ##\nNo effect on beliefs." for k in range(10, 70)])
    out.append(TraceInput(first.story, first.question, long_trace + "\n\nFinal Answer: [x]", first.choices))
    return list(dict.fromkeys(out))


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, items):
    stories = sorted({i.story for i in items})
    return str(build_tiny_model(tmp_path_factory.mktemp("tiny") / "pbm", stories, TINY))


def test_shared_prompt_scores_equal_one_pass(model_dir, items):
    one_pass = load_backend("hf", model_dir, progress=False, shared_prefix=False)
    shared = load_backend("hf", model_dir, progress=False)
    assert shared.shared_prefix and supports_prefix_cache(shared.model, shared.device)
    empty = TraceInput(items[0].story, items[0].question, "")
    batch = items + [empty]
    expected = score_traces(one_pass, batch)
    got = score_traces(shared, batch)
    assert got[-1].step_scores == [] == expected[-1].step_scores  # no step, no model call
    assert max(len(r.step_scores) for r in got) > 60  # the long trace
    diffs = [abs(a - b) for x, y in zip(got, expected) for a, b in zip(x.step_scores, y.step_scores)]
    assert [len(r.step_scores) for r in got] == [len(r.step_scores) for r in expected]
    assert max(diffs) <= 1e-4 and len(diffs) > 500
    assert shared.stats.forward_passes == one_pass.stats.forward_passes == len(items)
    assert shared.stats.prompt_tokens * 3 < one_pass.stats.prompt_tokens  # the prompts ran once per group


def test_duplicates_and_prefixes_read_inside_shared_nodes(model_dir, items):
    """Sequences equal to, or a prefix of, another get their reads from the shared node's own pass."""
    one_pass = load_backend("hf", model_dir, progress=False, shared_prefix=False)
    shared = load_backend("hf", model_dir, progress=False, leaf_batch=3)
    encoded = [shared.encode(trace_conversation(i.story, i.question, i.trace, i.choices)[0]) for i in items[:8]]
    sequences = [e.input_ids for e in encoded]
    reads = [e.read_positions for e in encoded]
    cut = reads[1][2] + 2  # sequence 1 up to just after its third read position
    sequences += [sequences[0], sequences[1][:cut], sequences[2]]
    reads += [reads[0], [p for p in reads[1] if p < cut], reads[2]]
    expected = one_pass.score_encoded(sequences, reads)
    got = shared.score_encoded(sequences, reads)
    assert got[8] == got[0] and got[10] == got[2]
    assert max(abs(a - b) for x, y in zip(got, expected) for a, b in zip(x, y)) <= 1e-4
    assert [len(x) for x in got] == [len(y) for y in expected]


@pytest.fixture(scope="module")
def short_model(tmp_path_factory, model_dir, items):
    """The same PBM with max_position_embeddings between the normal conversations and the long one."""
    import shutil

    backend = load_backend("hf", model_dir, progress=False)
    lengths = [len(backend.encode(trace_conversation(i.story, i.question, i.trace, i.choices)[0]).input_ids)
               for i in items]
    limit = (max(lengths[:-1]) + lengths[-1]) // 2
    out = tmp_path_factory.mktemp("short") / "pbm"
    shutil.copytree(model_dir, out)
    config = json.loads((out / "config.json").read_text())
    (out / "config.json").write_text(json.dumps({**config, "max_position_embeddings": limit}))
    return str(out), limit, lengths[-1]


def test_conversation_longer_than_the_context_is_an_error_naming_its_doc(short_model, items):
    model, limit, length = short_model
    backend = load_backend("hf", model, progress=False)
    results = score_traces(backend, items[:3] + items[-1:])
    assert all(r.error is None and r.step_scores for r in results[:3])
    assert results[-1].step_scores == [] and "max_position_embeddings" in results[-1].error
    assert f"is {length} tokens" in results[-1].error and f"{limit} positions" in results[-1].error
    assert items[-1].question in results[-1].error


def test_pbm_score_reports_the_too_long_record(tmp_path, short_model, items):
    from pbm.cli import main

    source = tmp_path / "traces.jsonl"
    source.write_text("".join(json.dumps({"story": i.story, "question": i.question, "trace": i.trace}) + "\n"
                              for i in (items[0], items[-1])))
    out = tmp_path / "scores.jsonl"
    code = main(["score", "--pbm-backend", "hf", "--pbm", short_model[0], "--input", str(source), "--out", str(out),
                 "--no-cache"])
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert code != 0 and "error" not in rows[0] and "line 2" in rows[1]["error"]
    assert "max_position_embeddings" in rows[1]["error"]
