"""DVTS and the shared search loop (harness_ext.search.tree / dvts / settings): subtrees never see each other's
candidates, beam width 1 is greedy, invalid steps are scored and counted, lookahead ranks by the greedy future,
budgets are exact, and the search tree reaches the logged sample; scripted generators, the DEL verifier as PBM."""
import json
import lzma
import re
from dataclasses import replace

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.world import HiToMStory
from dellabels.traces.answers import extract_final_answer, parse_choices
from dellabels.traces.parse import parse_trace
from deltom_base.errors import BeamArgsError
from harness_ext.search.beam import PBMStepScorer, beam_search
from harness_ext.search.config import SearchConfig
from harness_ext.search.dvts import dvts_search
from harness_ext.search.steps import Problem
from harness_ext.search.tree import SearchedText
from helpers.paths import REPO

SCORES = {"good": 0.9, "fine": 0.8, "ok": 0.6, "bad": 0.1}
NO_BELIEF = 0.05  # what WordScorer gives a step that states no bracketed word


def block(n, word, final=False):
    return f"## Step {n} ##\nline {n}\nX is in [{word}]" + (f"\n\nFinal Answer: [{word}]" if final else "")


def n_steps(trace):
    return len(re.findall(r"## Step \d+ ##", trace))


def words(text):
    return re.findall(r"X is in \[(\w+)\]", text)


class Scripted:
    """``script(prefix index in the call, trace so far)`` -> continuations; records every call."""

    def __init__(self, script, completion="\n\nFinal Answer: [ok]"):
        self.script, self.completion, self.tokenizer = script, completion, None
        self.expand_calls, self.complete_calls = [], []

    def expand(self, prefixes, n, seed, sampling):
        self.expand_calls.append((list(prefixes), n, seed, sampling.temperature))
        return [self.script(j, re.split(r"<[Tt]race>\n", p)[-1], sampling)[:n] for j, p in enumerate(prefixes)]

    def complete(self, prefixes, seed, sampling):
        self.complete_calls.append(list(prefixes))
        return [self.completion for _ in prefixes]


class WordScorer:
    """One score per parsed step: SCORES of its bracketed word, NO_BELIEF without one."""

    def __init__(self):
        self.calls = []

    def score(self, problems, traces):
        self.calls.append(list(traces))
        return [[SCORES.get(s.raw_location, NO_BELIEF) for s in parse_trace(t).steps] for t in traces]


def problem(name="p", max_depth=None):
    return Problem(f"prompt {name}\n<trace>\n", "story", "question", max_depth=max_depth)


def test_each_subtree_keeps_its_own_best_and_never_sees_another_subtrees_candidates():
    # subtree 0 samples bad/ok, subtree 1 good/fine: DVTS keeps ok and good, beam search good and fine
    def script(j, trace, sampling):
        n = n_steps(trace) + 1
        pair = ("bad", "ok") if (j == 0 if n == 1 else words(trace)[0] in ("bad", "ok")) else ("good", "fine")
        return [block(n, w, final=n == 2) for w in pair]

    config = SearchConfig(beams=2, expansions=2, rule="last", seed=1)
    gen = Scripted(script)
    (result,) = dvts_search([problem()], gen, WordScorer(), config, progress=False)
    paths = result.record["paths"]
    assert [words(p["text"]) for p in paths] == [["ok", "ok"], ["good", "good"]]  # one path per subtree
    assert [words(p) for p in gen.expand_calls[1][0]] == [["ok"], ["good"]]  # subtree 0 kept its own best
    assert words(result.text) == ["good", "good"] and result.record["selected"] == 1
    beam_gen = Scripted(script)
    beam_search([problem()], beam_gen, WordScorer(), config, progress=False)
    assert [words(p) for p in beam_gen.expand_calls[1][0]] == [["good"], ["fine"]]  # global top 2


def test_budget_is_exact_and_equal_for_beam_search_and_dvts():
    def script(j, trace, sampling):
        n = n_steps(trace) + 1
        return [block(n, w, final=n == 3) for w in ("bad", "good", "ok")]

    config = SearchConfig(beams=2, expansions=3, seed=0)
    step_words = {w: len(block(1, w).split()) for w in ("bad", "good", "ok")}  # whitespace tokens, no tokenizer
    for search in (beam_search, dvts_search):
        scorer = WordScorer()
        (result,) = search([problem()], Scripted(script), scorer, config, progress=False)
        assert len(scorer.calls) == 3  # one PBM call per round for every subtree (pbm.scorer: shared prompts)
        rounds = result.record["rounds"]
        assert [r["candidates"] for r in rounds] == [6, 6, 6] and [r["invalid"] for r in rounds] == [0, 0, 0]
        assert rounds[0]["tokens"] == 2 * sum(step_words.values())
        budget = result.record["budget"]
        assert budget["step_candidates"] == 18 and budget["completions"] == 0
        assert budget["generated_tokens"] == sum(r["tokens"] for r in rounds)


def test_beam_width_one_is_greedy_and_del_fixes_it_with_width_two(hitom_path):
    from harness_ext.benchmarks.hitom import doc_to_text, load_docs

    doc = load_docs(str(hitom_path), story_length=1, question_order=2)[0]
    gold = gold_trace(HiToMStory(doc["story"]), doc["question"])
    gold_blocks = gold.split("\n\n")
    containers = list(parse_choices(doc["choices"]).values())

    def script(j, trace, sampling):  # the wrong belief first, the gold one second
        k = n_steps(trace)
        right = gold_blocks[k] + ("\n\n" + gold_blocks[-1] if k == len(gold_blocks) - 2 else "")
        stated = re.findall(r"\[([^\]]+)\]", gold_blocks[k])[-1]
        return [right.replace(f"[{stated}]", f"[{next(c for c in containers if c != stated)}]"), right]

    prob = Problem(doc_to_text(doc), doc["story"], doc["question"], doc["choices"], max_depth=len(gold_blocks) + 2)
    scorer = PBMStepScorer("del", use_cache=False)
    greedy = dvts_search([prob], Scripted(script), scorer, SearchConfig(beams=3, expansions=1, rule="min"),
                         progress=False)[0]
    assert all(p["text"] != gold for p in greedy.record["paths"])  # width 1: the only candidate is kept
    assert [r["candidates"] for r in greedy.record["rounds"]][0] == 3
    (found,) = dvts_search([prob], Scripted(script), scorer, SearchConfig(beams=3, expansions=2, rule="min"),
                           progress=False)
    assert found.text == gold and set(found.step_scores) == {1.0}
    assert [p["text"] for p in found.record["paths"]] == [gold] * 3


def test_invalid_steps_are_scored_counted_and_never_a_crash(hitom_path):
    def script(j, trace, sampling):
        n = n_steps(trace) + 1
        return [f"## Step {n} ##\nno belief here", "I think it is in the box.", "", block(n, "ok", final=n == 2)]

    scorer = WordScorer()
    (result,) = beam_search([problem()], Scripted(script), scorer, SearchConfig(beams=1, expansions=4), progress=False)
    assert [r["invalid"] for r in result.record["rounds"]] == [3, 3]
    assert result.text == block(1, "ok") + "\n\n" + block(2, "ok", final=True)
    framed = [t for t in scorer.calls[0] if "I think" in t]  # the search wrote the header of the out-of-format step
    assert framed == ["## Step 1 ##\nI think it is in the box.\n\n"]
    assert "## Step 1 ##\n\n\n" in scorer.calls[0]  # an empty step is scored too

    class Fond(WordScorer):  # a PBM that prefers steps without a belief keeps them: the small-model failure mode
        def score(self, problems, traces):
            return [[1.0 - s for s in row] for row in super().score(problems, traces)]

    (fooled,) = beam_search([problem(max_depth=2)], Scripted(script), Fond(), SearchConfig(beams=1, expansions=4),
                            progress=False)
    assert fooled.text.startswith("## Step 1 ##\nno belief here") and fooled.step_scores[0] == 1 - NO_BELIEF

    from harness_ext.benchmarks.hitom import doc_to_text, load_docs

    doc = load_docs(str(hitom_path), story_length=1, question_order=1)[0]
    prob = Problem(doc_to_text(doc), doc["story"], doc["question"], doc["choices"], max_depth=2)
    (checked,) = dvts_search([prob], Scripted(script), PBMStepScorer("del", use_cache=False),
                             SearchConfig(beams=2, expansions=4), progress=False)
    assert [r["invalid"] for r in checked.record["rounds"]][0] == 6  # the DEL verifier scores them 0, no error


def test_lookahead_ranks_by_the_greedy_future_and_keeps_only_the_candidate():
    # "good" leads to a bad greedy next step, "fine" to a good one; both end at step 2
    def script(j, trace, sampling):
        n = n_steps(trace) + 1
        if n == 1:
            return [block(1, "good"), block(1, "fine")]
        nxt = "bad" if words(trace) == ["good"] else "good"
        return [block(2, nxt, final=True)] * (1 if sampling.temperature == 0 else 2)

    config = SearchConfig(beams=1, expansions=2, rule="min")
    plain = beam_search([problem()], Scripted(script), WordScorer(), config, progress=False)[0]
    gen, scorer = Scripted(script), WordScorer()
    ahead = beam_search([problem()], gen, scorer, replace(config, lookahead=1), progress=False)[0]
    assert len(scorer.calls) == 2 and len(scorer.calls[0]) == 4  # candidates and their lookahead paths, one call
    assert words(plain.text) == ["good", "bad"] and words(ahead.text) == ["fine", "good"]
    assert [c[3] == 0 for c in gen.expand_calls][:2] == [False, True]  # the lookahead step is greedy
    assert ahead.record["rounds"][0]["lookahead_steps"] == 2 and ahead.record["budget"]["lookahead_steps"] == 2
    assert ahead.step_scores == [SCORES["fine"], SCORES["good"]]  # its own steps' scores, not the lookahead's


@pytest.mark.parametrize("select,answer", [("vanilla", "good"), ("weighted", "ok"), ("majority", "ok")])
def test_subtree_selection_as_in_best_of_n(select, answer):
    finals = {0: "good", 1: "ok", 2: "ok"}  # subtree j ends with finals[j] (0.9 vs 0.6 + 0.6)

    def script(j, trace, sampling):
        return [block(1, finals[j], final=True)]

    config = SearchConfig(beams=3, expansions=1, search="dvts", select=select)
    (result,) = dvts_search([problem()], Scripted(script), WordScorer(), config, progress=False)
    assert extract_final_answer(result.text) == answer and result.record["select"] == select
    with pytest.raises(ValueError, match="select must be one of"):
        SearchConfig(search="dvts", select="best")


def test_lm_eval_model_logs_the_search_tree_and_sums_invalid_steps_per_round(hitom_path):
    from lm_eval.api.instance import Instance
    from lm_eval.utils import sanitize_list

    from dellabels.io.jsonl import logged_response
    from harness_ext.benchmarks.hitom import doc_to_text, load_docs
    from harness_ext.search import lm_eval_models as search_models
    from harness_ext.search.config import SearchConfig

    docs = load_docs(str(hitom_path), story_length=1, question_order=1)[:2]
    kwargs = {"until": ["\n<Story>"], "max_gen_toks": 64, "do_sample": False}
    requests = [Instance("generate_until", doc, (doc_to_text(doc), kwargs), i, ("hitom_del_order_1", i, 1))
                for i, doc in enumerate(docs)]

    def script(j, trace, sampling):
        n = n_steps(trace) + 1
        return [block(n, "ok", final=True), "no step here"]  # both score 0 under DEL: the first is kept

    lm = search_models.PBMBeamLM(Scripted(script), pbm_backend="del", beams=2, expansions=2, search="dvts",
                                 select="majority", lookahead=1, batch_size=2, pbm_cache=False)
    out = lm.generate_until(requests, disable_tqdm=True)
    assert all(isinstance(t, SearchedText) and extract_final_answer(t) == "ok" for t in out)
    logged = json.loads(sanitize_list([out[0]])[0])  # what --log_samples writes for resps
    assert logged_response(sanitize_list([out[0]])[0]) == str.__str__(out[0])
    assert logged["search"]["search"] == "dvts" and len(logged["search"]["paths"]) == 2
    info = lm.get_model_info()
    assert info["search"] == "dvts" and info["select"] == "majority" and info["lookahead"] == 1
    assert info["search_invalid_per_round"] == [4] and info["search_candidates_per_round"] == [8]
    assert info["search_budget"]["step_candidates"] == 8 and info["search_budget"]["docs"] == 2
    assert info["search_budget"]["lookahead_steps"] == 4  # only the open (invalid) candidates look ahead
    for bad, message in (({"search": "dfs"}, "search must be one of"), ({"lookahead": "-1"}, "lookahead must be"),
                         ({"select": "weighted"}, "needs search=dvts"), ({"lookahed": "1"}, "did you mean lookahead")):
        with pytest.raises(BeamArgsError, match=message):
            SearchConfig.build("hf-pbm-beam", dict(bad, pretrained="x", pbm_backend="del"))


def test_deltom_eval_dvts_end_to_end_logs_the_tree(tmp_path, hitom_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from dellabels.traces.prompt import PROMPT_FILE
    from helpers.tiny_lm import build_tiny_lm

    tiny = build_tiny_lm(tmp_path / "tiny", corpus=[PROMPT_FILE.read_text(encoding="utf-8")])
    script = Path(sys.executable).parent / "deltom-eval"
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "deltom.cli.deltom_eval"]
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
               DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(tmp_path / "cache"), OMP_NUM_THREADS="1",
               TOKENIZERS_PARALLELISM="false")
    env.pop("DELTOM_PBM_BACKEND", None)
    args = f"pretrained={tiny},pbm_backend=del,beams=2,expansions=2,max_depth=2,dtype=float32,search=dvts,lookahead=1"

    def run(model_args, out):
        return subprocess.run(cmd + ["--model", "hf-pbm-beam", "--model_args", model_args, "--tasks",
                                     "hitom_del_order_0", "--limit", "1", "--gen_kwargs", "max_gen_toks=16",
                                     "--device", "cpu", "--output_path", str(out), "--log_samples", "--seed", "0"],
                              env=env, capture_output=True, text=True, timeout=300)

    proc = run(args, tmp_path / "out")
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    (results_file,) = (tmp_path / "out").rglob("results_*.json")
    config = json.loads(results_file.read_text())["config"]
    assert config["search"] == "dvts" and config["lookahead"] == 1 and config["search_budget"]["docs"] == 1
    assert len(config["search_invalid_per_round"]) == len(config["search_candidates_per_round"]) >= 1
    (samples_file,) = (tmp_path / "out").rglob("samples_hitom_del_order_0_*.jsonl")
    (sample,) = [json.loads(line) for line in samples_file.read_text().splitlines()]
    logged = json.loads(sample["resps"][0][0])
    assert len(logged["search"]["paths"]) == 2 and logged["search"]["budget"]["step_candidates"] >= 4
    assert json.loads(sample["filtered_resps"][0])["response"] == logged["response"]  # the filter saw the trace
    bad = run(args.replace("search=dvts", "search=dfs"), tmp_path / "bad")
    assert bad.returncode != 0 and "search must be one of beam, dvts" in bad.stderr and "Traceback" not in bad.stderr


def test_beam_search_repeats_its_best_open_paths_to_keep_the_budget():
    """Fewer distinct candidates than beams: the best open path is expanded again (search-and-learn), so every
    round still samples beams x expansions candidates."""
    def script(j, trace, sampling):
        n = n_steps(trace) + 1
        return [block(n, "good", final=n == 3)] * 2

    gen = Scripted(script)
    (result,) = beam_search([problem()], gen, WordScorer(), SearchConfig(beams=3, expansions=2), progress=False)
    assert [len(prefixes) for prefixes, *_ in gen.expand_calls] == [3, 3, 3]
    assert [r["candidates"] for r in result.record["rounds"]] == [6, 6, 6]
    assert words(result.text) == ["good"] * 3


def test_search_budget_bench_runs_the_three_methods_at_equal_budget(tmp_path, hitom_path):
    """bench/search_budget.py on its tiniest setting (the synth step sampler, the DEL verifier): every method's
    row, budgets per question, and the raw results."""
    import os
    import subprocess
    import sys

    root = REPO
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(tmp_path / "cache"))
    run = subprocess.run([sys.executable, str(root / "bench" / "search_budget.py"), "--generator", "synth",
                          "--scorer", "del", "--n", "4", "--per-order", "1", "--out", str(tmp_path / "out")],
                         env=env, capture_output=True, text=True, timeout=300, cwd=root)
    assert run.returncode == 0, run.stderr[-3000:]
    with lzma.open(tmp_path / "out" / "results.json.xz", "rt", encoding="utf-8") as handle:
        raw = json.load(handle)
    rows = {r["method"]: r for r in raw["runs"]}
    assert set(rows) == {"bon_vanilla", "bon_weighted", "majority", "beam", "dvts_vanilla", "dvts_weighted"}
    assert raw["questions"] == 5 and all(r["generated_tokens"] > 0 for r in rows.values())
    for out in rows["dvts_vanilla"]["outputs"]:  # N = 4 step candidates in every round of every question
        assert out["budget"]["step_candidates"] == 4 * len(out["record"]["rounds"])
    assert (tmp_path / "out" / "table.md").read_text().count("| del | 4 |") == 6
