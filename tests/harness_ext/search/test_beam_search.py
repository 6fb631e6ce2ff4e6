"""PBM beam search: the pure search with fake models (hand-computed), with the exact DEL
verifier as PBM, the transformers generator on a tiny local LM, and `deltom-eval --model
hf-pbm-beam` end to end."""
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.world import HiToMStory
from dellabels.traces.answers import extract_final_answer, parse_choices
from dellabels.traces.sampling import Sampling
from harness_ext.search.beam import PBMStepScorer, beam_search
from harness_ext.search.config import SearchConfig
from harness_ext.search.steps import Problem, cut_step, step_end

SCORES = {"good": 0.9, "ok": 0.6, "bad": 0.1}


def block(n, loc, final=False):
    return f"## Step {n} ##\nline {n}\nX is in [{loc}]" + (f"\n\nFinal Answer: [{loc}]" if final else "")


class ScriptGenerator:
    """Continuations from a function of (prompt, trace so far); records every call."""

    def __init__(self, script, completion="\nFinal Answer: [done]\n<Story> junk"):
        self.script, self.completion = script, completion
        self.expand_calls, self.complete_calls, self.samplings = [], [], []
        self.tokenizer = None

    def expand(self, prefixes, n, seed, sampling):
        self.expand_calls.append((list(prefixes), n, seed))
        self.samplings.append(sampling)
        outs = []
        for prefix in prefixes:
            # The trace starts after the prompt's last '<Trace>' ('<trace>': appendix variant) line.
            prompt, trace = re.fullmatch(r"(.*<[Tt]race>\n)(.*)", prefix, re.S).groups()
            outs.append(self.script(prompt, trace)[:n])
        return outs

    def complete(self, prefixes, seed, sampling):
        self.complete_calls.append((list(prefixes), seed))
        return [self.completion for _ in prefixes]


class TableScorer:
    """Step score = SCORES of the bracketed word of each step."""

    def __init__(self):
        self.calls = 0

    def score(self, problems, traces):
        self.calls += 1
        return [[SCORES[w] for w in re.findall(r"X is in \[(\w+)\]", t)] for t in traces]


def steps_so_far(trace):
    return len(re.findall(r"## Step \d+ ##", trace))


def three_way(final_at=None):
    """Every prefix gets bad, good, ok as its next step (with a final answer at depth ``final_at``)."""
    return lambda prompt, trace: [block(steps_so_far(trace) + 1, w, steps_so_far(trace) + 1 == final_at)
                                  for w in ("bad", "good", "ok")]


def problem(name="p", **kw):
    return Problem(f"prompt {name}\n<trace>\n", "story", "question", **kw)


def words(text):
    return re.findall(r"X is in \[(\w+)\]", text)


@pytest.mark.parametrize("rule,expected", [("last", ["good", "good"]), ("min", ["good", "good"])])
def test_top_k_by_rule_stops_at_final_answer(rule, expected):
    gen, scorer = ScriptGenerator(three_way(final_at=3)), TableScorer()
    config = SearchConfig(beams=2, expansions=3, max_depth=10, rule=rule, seed=5)
    (result,) = beam_search([problem()], gen, scorer, config, progress=False)
    assert words(result.text)[:2] == expected and result.fallback is None
    assert extract_final_answer(result.text) == "good" and result.depth == 3
    assert len(gen.expand_calls) == 3 and scorer.calls == 3  # stopped at the final answer, not max_depth
    assert [n for _, n, _ in gen.expand_calls] == [3, 3, 3]
    assert len({seed for _, _, seed in gen.expand_calls}) == 3  # a fresh seed per depth


def test_ranking_rule_and_tie_order_decide_kept_beams():
    # depth 2 from kept [good, ok]: last ties good-good / ok-good at 0.9 -> parent order;
    # min keeps good-good (0.9) then good-ok (0.6, first of the three 0.6 paths)
    for rule, second in (("last", ["ok", "good"]), ("min", ["good", "ok"])):
        gen = ScriptGenerator(three_way())
        beam_search([problem()], gen, TableScorer(), SearchConfig(beams=2, expansions=3, max_depth=3, rule=rule),
                    progress=False)
        depth3_prefixes = gen.expand_calls[2][0]
        assert [words(p) for p in depth3_prefixes] == [["good", "good"], second]


def test_batched_across_docs_and_early_finishers_leave_the_batch():
    def script(prompt, trace):
        n = steps_so_far(trace) + 1
        return [block(n, "good", final="prompt A" in prompt), block(n, "ok", final="prompt A" in prompt)]

    gen = ScriptGenerator(script)
    results = beam_search([problem("A"), problem("B")], gen, TableScorer(),
                          SearchConfig(beams=2, expansions=2, max_depth=4), progress=False)
    sizes = [len(prefixes) for prefixes, _, _ in gen.expand_calls]
    assert sizes == [4, 2, 2, 2]  # depth 1: 2 root copies x 2 docs; then only B's 2 beams
    assert all("prompt B" in p for prefixes, _, _ in gen.expand_calls[1:] for p in prefixes)
    assert results[0].fallback is None and results[0].depth == 1 and extract_final_answer(results[0].text) == "good"
    assert results[1].fallback == "finish" and results[1].depth == 4


def test_max_depth_finishes_best_beam_with_one_completion():
    gen = ScriptGenerator(three_way(), completion="\n\nFinal Answer: [good]\n<Story>\nnext example")
    config = SearchConfig(beams=2, expansions=3, max_depth=5, finish=Sampling(stop=("\n<Story>",)))
    (result,) = beam_search([problem(max_depth=2)], gen, TableScorer(), config, progress=False)
    assert len(gen.expand_calls) == 2 and result.depth == 2 and result.fallback == "finish"
    assert words(result.text) == ["good", "good"] and result.text.endswith("Final Answer: [good]")
    (prefixes, _), = gen.complete_calls  # the best beam's prompt + trace, continued once
    assert [p + "\n\nFinal Answer: [good]" for p in prefixes] == ["prompt p\n<trace>\n" + result.text]


def test_no_valid_step_falls_back_to_a_sampled_trace(caplog):
    gen = ScriptGenerator(lambda prompt, trace: ["I think it is in the box.", "  ", "Step? no"])
    with caplog.at_level("WARNING"):
        (result,) = beam_search([problem()], gen, TableScorer(), SearchConfig(beams=2, expansions=3), progress=False)
    assert result.fallback == "sample" and result.step_scores == [] and result.depth == 1
    assert gen.complete_calls[0][0] == ["prompt p\n<trace>\n"]
    assert result.text == gen.completion
    assert "1 of 1 problems fell back" in caplog.text


def test_overshooting_continuations_are_cut_to_one_step_and_invalid_ones_dropped():
    def script(prompt, trace):
        n = steps_so_far(trace) + 1
        return [block(n, "good") + "\n\n" + block(n + 1, "bad"),  # two steps: cut after the first
                f"## Step {n} ##\n",  # an empty step: invalid
                block(n, "ok") + "\nSTOP" + block(n, "bad")]  # a request stop string
    gen = ScriptGenerator(script)
    config = SearchConfig(beams=2, expansions=3, max_depth=2, step=Sampling(stop=("\nSTOP",)))
    beam_search([problem()], gen, TableScorer(), config, progress=False)
    assert [words(p) for p in gen.expand_calls[1][0]] == [["good"], ["ok"]]


def test_deterministic_and_seed_reaches_generator():
    runs = []
    for seed in (3, 3, 4):
        gen = ScriptGenerator(three_way(final_at=2))
        beam_search([problem()], gen, TableScorer(), SearchConfig(beams=2, expansions=2, seed=seed), progress=False)
        runs.append(gen.expand_calls)
    assert runs[0] == runs[1] and [c[2] for c in runs[0]] != [c[2] for c in runs[2]]


def test_step_end_and_cut():
    assert step_end("## Step 1 ##\na [x]\n\n## Step 2 ##\nb") == len("## Step 1 ##\na [x]\n\n")
    assert step_end("Sure.\n## Step 1 ##\na [x]\n") is None  # a preamble is part of the block
    done = "## Step 3 ##\na [box]\n\nFinal Answer: [box]"
    assert step_end(done + "\nmore") == step_end(done + " is my answer\n") - len(" is my answer") == len(done)
    assert step_end("Final Answer: [your choice]\n") is None  # the prompt's placeholder is no answer
    assert cut_step("## Step 1 ##\na\n<Story> b", ("\n<Story>",)) == "## Step 1 ##\na"
    with pytest.raises(ValueError):
        SearchConfig(rule="median")


def test_del_verifier_guides_the_search_to_the_gold_trace(hitom_path):
    """Exact PBM (backend del): each step offers a wrong belief first and the gold one second."""
    from harness_ext.benchmarks.hitom import doc_to_text, load_docs

    doc = load_docs(str(hitom_path), story_length=1, question_order=2)[0]
    gold = gold_trace(HiToMStory(doc["story"]), doc["question"])
    gold_blocks = gold.split("\n\n")  # step blocks, then "Final Answer: [x]"
    containers = list(parse_choices(doc["choices"]).values())

    def script(prompt, trace):
        k = steps_so_far(trace)
        right = gold_blocks[k] + ("\n\n" + gold_blocks[-1] if k == len(gold_blocks) - 2 else "")
        stated = re.findall(r"\[([^\]]+)\]", gold_blocks[k])[-1]
        other = next(c for c in containers if c != stated)
        return [right.replace(f"[{stated}]", f"[{other}]"), right]

    prob = Problem(doc_to_text(doc), doc["story"], doc["question"], doc["choices"], max_depth=len(gold_blocks) + 2)
    config = SearchConfig(beams=1, expansions=2, rule="min")
    (result,) = beam_search([prob], ScriptGenerator(script), PBMStepScorer("del", use_cache=False), config,
                            progress=False)
    assert result.text == gold and result.fallback is None and set(result.step_scores) == {1.0}

    class Inverted(PBMStepScorer):  # a PBM that prefers wrong steps finds the wrong trace
        def score(self, problems, traces):
            return [[1.0 - s for s in row] for row in super().score(problems, traces)]

    (wrong,) = beam_search([prob], ScriptGenerator(script), Inverted("del", use_cache=False), config, progress=False)
    assert extract_final_answer(wrong.text) != extract_final_answer(gold)


def test_lm_eval_model_groups_requests_and_reads_their_generation_settings(hitom_path):
    from lm_eval.api.instance import Instance
    from lm_eval.api.registry import get_model

    from harness_ext.benchmarks.hitom import doc_to_text, load_docs
    from harness_ext.search import lm_eval_models as beam_model

    assert get_model("hf-pbm-beam") is beam_model.HFPBMBeamLM
    assert get_model("vllm-pbm-beam") is beam_model.VLLMPBMBeamLM
    docs = load_docs(str(hitom_path), story_length=1, question_order=1)[:3]
    kwargs = [{"until": ["\n<Story>"], "max_gen_toks": 64, "do_sample": True, "temperature": 0.6, "top_p": 0.95},
              {"until": ["\n<Story>"], "max_gen_toks": 2048, "do_sample": False}]
    requests = [Instance("generate_until", doc, (doc_to_text(doc), kwargs[i % 2]), i, ("hitom_del_order_1", i, 1))
                for i, doc in enumerate(docs)]
    gen = ScriptGenerator(three_way(final_at=2))
    lm = beam_model.PBMBeamLM(gen, pbm_backend="del", beams=2, expansions=3, batch_size=2, pbm_cache=False)
    out = lm.generate_until(requests, disable_tqdm=True)
    assert len(out) == 3 and all(extract_final_answer(t) in SCORES for t in out)
    assert [len(prefixes) for prefixes, _, _ in gen.expand_calls] == [4, 4, 2, 2]  # docs 0+2 together, then doc 1
    assert [doc["question"] in gen.expand_calls[0][0][2] for doc in docs] == [False, False, True]
    sampled, greedy = gen.samplings[0], gen.samplings[2]
    assert (sampled.temperature, sampled.top_p, sampled.max_tokens, sampled.stop) == (0.6, 0.95, 64, ("\n<Story>",))
    assert (greedy.temperature, greedy.max_tokens) == (0.0, 256)
    assert lm.get_model_info()["pbm_beam_fallbacks"] == {"none": 3}
    with pytest.raises(NotImplementedError, match="generate_until"):
        lm.loglikelihood(requests)
    bad = Instance("generate_until", {"text": "x"}, ("ctx", kwargs[0]), 0, ("other_task", 7, 1))
    with pytest.raises(ValueError, match="'other_task' doc 7"):
        lm.generate_until([bad])
    with pytest.raises(ValueError, match="unknown model_args beam_width"):  # SearchConfig.build checks the names
        beam_model.PBMBeamLM(gen, pbm_backend="del", beam_width=3)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from dellabels.traces.prompt import PROMPT_FILE
    from helpers.tiny_lm import build_tiny_lm

    return build_tiny_lm(tmp_path_factory.mktemp("beam") / "tiny", corpus=[PROMPT_FILE.read_text(encoding="utf-8")])


def test_hf_generatorstop_criterion_and_search_on_tiny_lm(tiny_model, hitom_path):
    import torch

    from harness_ext.benchmarks.hitom import doc_to_text, load_docs
    from harness_ext.search.step_samplers import STEP_END_CHARS, HFStepSampler, stop_criterion, trigger_table

    gen = HFStepSampler(str(tiny_model), device="cpu", dtype="float32", batch_size=4)
    tok = gen.tokenizer
    prompt = tok("prompt <trace>\n", return_tensors="pt")["input_ids"]
    everywhere = torch.ones(len(tok), dtype=torch.bool)  # decode at every token
    stop = stop_criterion(tok, prompt.shape[1], ("\n<Story>",), True, everywhere)
    rows = ["## Step 1 ##\nOwen thinks [Null]\n\n## Step 2 ##", "## Step 1 ##\nOwen thinks [Null]\n",
            "## Step 1 ##\nx\n<Story>"]
    ids = [torch.cat([prompt[0], tok(r, return_tensors="pt")["input_ids"][0]]) for r in rows]
    width = max(len(i) for i in ids)  # right-padded with pad tokens, which decoding skips
    batch = torch.stack([torch.cat([i, torch.full((width - len(i),), tok.pad_token_id)]) for i in ids])
    assert stop(batch, None).tolist() == [True, False, True]
    assert not stop_criterion(tok, prompt.shape[1], (), True, everywhere)(ids[1][None], None).item()
    table = trigger_table(tok, len(tok), STEP_END_CHARS)
    assert table[tok.convert_tokens_to_ids("]")] and not table[tok.convert_tokens_to_ids("#")]

    doc = load_docs(str(hitom_path), story_length=1, question_order=0)[0]
    prefixes = [doc_to_text(doc)] * 2
    sampling = Sampling(temperature=1.0, top_p=1.0, max_tokens=12)
    first = gen.expand(prefixes, 3, seed=1, sampling=sampling)
    assert [len(outs) for outs in first] == [3, 3] and all(isinstance(t, str) for o in first for t in o)
    assert gen.expand(prefixes, 3, seed=1, sampling=sampling) == first  # seeded
    assert gen.expand(prefixes[:1], 2, seed=0, sampling=Sampling(temperature=0, max_tokens=8))[0][0] == \
        gen.expand(prefixes[:1], 2, seed=9, sampling=Sampling(temperature=0, max_tokens=8))[0][1]  # greedy

    prob = Problem(doc_to_text(doc), doc["story"], doc["question"], doc["choices"], max_depth=2)
    config = SearchConfig(beams=2, expansions=2, step=Sampling(max_tokens=16), finish=Sampling(max_tokens=16))
    (result,) = beam_search([prob], gen, PBMStepScorer("del", use_cache=False), config, progress=False)
    assert isinstance(result.text, str)
    assert result.fallback in (None, "finish", "sample")  # a random LM rarely writes a valid step


STORY = ("1 Anne and Sally entered the kitchen.\n2 The ball is in the red_box.\n3 Sally exited the kitchen.\n"
         "4 Anne moved the ball to the blue_basket.")
QUESTION = "Where does Sally think the ball is?"


def oracle_lm(model_dir, tokenizer, options, gold_weight=3.0):
    """The tiny Llama's interface with oracle next-token logits: only tokens that keep the trace a
    prefix of some path (block k is options[k][0] = gold or options[k][1] = wrong, blocks
    separated by blank lines) are allowed; gold-consistent tokens are ``gold_weight`` times likelier."""
    import math

    import torch
    from transformers import LlamaForCausalLM
    from transformers.modeling_outputs import CausalLMOutputWithPast

    pieces = tokenizer.batch_decode([[i] for i in range(len(tokenizer))])

    def state(trace):  # None: off every path; else (block index, partial block text)
        parts = trace.split("\n\n")
        if len(parts) > len(options) or any(p not in options[k] for k, p in enumerate(parts[:-1])):
            return None
        k, last = len(parts) - 1, parts[-1]
        if any(o.startswith(last) for o in options[k]) or (last.endswith("\n") and last[:-1] in options[k][:2]
                                                               and k + 1 < len(options)):
            return k, last
        return None

    class Oracle(LlamaForCausalLM):
        def forward(self, input_ids=None, **kwargs):  # no network pass: the logits are the oracle's
            logits = torch.full((input_ids.shape[0], 1, len(pieces)), -1e4)
            for row, ids in enumerate(input_ids):
                # After the prompt's last '<Trace>' line ('<trace>' in the appendix variant).
                trace = re.split(r"<[Tt]race>\n", tokenizer.decode(ids, skip_special_tokens=True))[-1]
                if state(trace) == (len(options) - 1, options[-1][0]) or trace.endswith(options[-1][1]):
                    logits[row, 0, tokenizer.eos_token_id] = 0.0
                    continue
                for token, piece in enumerate(pieces):
                    nxt = state(trace + piece) if piece else None
                    if nxt is not None:
                        gold = options[nxt[0]][0].startswith(nxt[1].rstrip("\n"))
                        logits[row, 0, token] = math.log(gold_weight) if gold else 0.0
            return CausalLMOutputWithPast(logits=logits)

    model = Oracle.from_pretrained(model_dir)
    model.generation_config.use_cache = False  # forward then sees the whole sequence
    return model.eval()


def test_hf_generator_writes_valid_steps_and_del_pbm_picks_the_gold_path(tiny_model):
    """The real transformers path (left-padded batches, n samples per prompt, the step stop)
    with an LM that can only write gold or wrong belief steps."""
    from dellabels.traces.prompt import render_prompt
    from harness_ext.search.step_samplers import HFStepSampler

    gold = gold_trace(HiToMStory(STORY), QUESTION)
    blocks = gold.split("\n\n")
    wrong = [re.sub(r"\[(Null|red_box)\]", "[blue_basket]", b) for b in blocks]
    gen = HFStepSampler(str(tiny_model), device="cpu", dtype="float32", batch_size=8)
    gen.model = oracle_lm(tiny_model, gen.tokenizer, list(zip(blocks, wrong)))

    seen: list[list[float]] = []

    class Recording(PBMStepScorer):
        def score(self, problems, traces):
            rows = super().score(problems, traces)
            seen.extend(rows)
            return rows

    prob = Problem(render_prompt(STORY, QUESTION), STORY, QUESTION, "A. red_box, B. blue_basket", max_depth=8)
    config = SearchConfig(beams=2, expansions=4, rule="min", seed=0, step=Sampling(1.0, 1.0, 160, ("\n<Story>",)))
    (result,) = beam_search([prob], gen, Recording("del", use_cache=False), config, progress=False)
    assert result.text == gold and result.fallback is None and result.step_scores == [1.0] * 4
    assert result.depth == 4  # 4 steps, the final answer came with the last one
    assert any(0.0 in row for row in seen) and any(row == [1.0] for row in seen)  # wrong steps were sampled


def test_deltom_eval_hf_pbm_beam_end_to_end(tiny_model, hitom_path, tmp_path):
    script = Path(sys.executable).parent / "deltom-eval"
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "deltom.cli.deltom_eval"]
    out = tmp_path / "out"
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
               DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(tmp_path / "cache"), OMP_NUM_THREADS="1",
               TOKENIZERS_PARALLELISM="false")
    env.pop("DELTOM_PBM_BACKEND", None)
    proc = subprocess.run(
        cmd + ["--model", "hf-pbm-beam", "--model_args",
               f"pretrained={tiny_model},pbm_backend=del,beams=2,expansions=2,max_depth=3,dtype=float32",
               "--tasks", "hitom_del_order_0", "--limit", "1", "--gen_kwargs", "max_gen_toks=24",
               "--device", "cpu", "--output_path", str(out), "--log_samples", "--seed", "0"],
        env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    (results_file,) = out.rglob("results_*.json")
    results = json.loads(results_file.read_text())
    assert results["results"]["hitom_del_order_0"]["acc,none"] in (0.0, 1.0)
    assert sum(results["config"]["pbm_beam_fallbacks"].values()) == 1
    (samples_file,) = out.rglob("samples_hitom_del_order_0_*.jsonl")
    (sample,) = [json.loads(line) for line in samples_file.read_text().splitlines()]
    assert isinstance(sample["resps"][0][0], str)


def test_a_request_without_sampling_settings_samples_as_sampling_says():
    """The search's fallback top_p was 1.0 where ``Sampling`` (and the task templates) say 0.95."""
    default = Sampling()
    config = SearchConfig().for_request({"until": ["\n<Story>"], "max_gen_toks": 512})
    assert (config.step.temperature, config.step.top_p) == (default.temperature, default.top_p)
    assert config.step.max_tokens == SearchConfig().max_step_tokens and config.finish.max_tokens == 512
    assert config.step.stop == config.finish.stop == ("\n<Story>",)
    greedy = SearchConfig(top_p=0.5).for_request({"do_sample": False})
    assert (greedy.step.temperature, greedy.step.top_p) == (0.0, 0.5)  # the search's own setting first
