"""A leaderboard's text-free scores (``scores/<model>/``): a later table, without the run's samples, recomputes the
same story-clustered intervals from them; they hold no story, prompt or response."""
import json

from helpers.bon_fixtures import DOC_A, write_samples
from deltom.cli.deltom import main

STAMP = "2025-01-02T03-04-05.000006"
STORIES = 12


def plain_run(folder, right) -> "object":
    """A plain hitom_del run at orders 0 and 1, each of ``STORIES`` stories asked at both orders; ``right(story,
    order)`` says whether its answer is right. Returns the results JSON."""
    results, configs, n_samples = {}, {}, {}
    for order in (0, 1):
        task = f"hitom_del_order_{order}"
        values = [float(right(s, order)) for s in range(STORIES)]
        records = [{"doc_id": s, "doc": dict(DOC_A, story=f"{DOC_A['story']}\nStory number {s}."), "target": "x",
                    "arguments": {"gen_args_0": {"arg_0": "PROMPT " + DOC_A["story"]}}, "resps": [[DOC_A["story"]]],
                    "filtered_resps": [DOC_A["story"]], "filter": "none", "metrics": ["acc", "trace_acc"],
                    "acc": values[s], "trace_acc": 0.0, "doc_hash": f"h{s}"} for s in range(STORIES)]
        write_samples(folder, task, records, STAMP)
        results[task] = {"acc,none": sum(values) / STORIES, "trace_acc,none": 0.0}
        configs[task] = {"generation_kwargs": {"max_gen_toks": 64}}
        n_samples[task] = {"original": 40, "effective": STORIES}
    path = folder / f"results_{STAMP}.json"
    path.write_text(json.dumps({"results": results, "configs": configs, "n-samples": n_samples,
                                "model_name": "tiny", "lm_eval_version": "0.4.13", "git_hash": "abc1234"}))
    return path


def detail(out) -> dict:
    rows = json.loads((out / "leaderboard.json").read_text())["boards"][0]["rows"]
    return {row["name"]: row for row in rows}


def test_a_table_from_committed_scores_has_the_samples_intervals_and_no_text(tmp_path):
    first, other = tmp_path / "a", tmp_path / "b"
    a = plain_run(first, lambda s, order: s % 2 == 0)  # a story read right is right at both orders: clustered
    b = plain_run(other, lambda s, order: s % 3 == 0)
    out = tmp_path / "t1"
    assert main(["table", str(a), str(b), "--samples", str(first), str(other), "--names", "m1", "m2",
                 "--layout", "leaderboard", "--seed", "0", "--out", str(out)]) == 0
    scores = sorted((out / "scores").rglob("scores_*.jsonl"))
    assert [p.relative_to(out).parts[:2] for p in scores] == [("scores", "m1")] * 2 + [("scores", "m2")] * 2
    text = "".join(p.read_text() for p in scores)
    assert "Story number" not in text and "PROMPT" not in text and DOC_A["story"].splitlines()[0] not in text
    record = json.loads(scores[0].read_text().splitlines()[0])
    assert set(record) == {"doc_id", "filter", "metrics", "acc", "trace_acc", "doc_hash", "cluster"}
    assert record["cluster"].startswith("story ")

    # the samples are gone (another machine): the committed results and scores make the same table
    committed = {m: (next((out / "lm_eval" / m).glob("results_*.json")), out / "scores" / m) for m in ("m1", "m2")}
    again = tmp_path / "t2"
    assert main(["table", str(committed["m1"][0]), str(committed["m2"][0]), "--samples", str(committed["m1"][1]),
                 str(committed["m2"][1]), "--names", "m1", "m2", "--layout", "leaderboard", "--seed", "0",
                 "--out", str(again)]) == 0
    before, after = detail(out), detail(again)
    for name in ("m1", "m2"):
        assert after[name]["columns"] == before[name]["columns"]
        assert "cluster bootstrap over stories" in after[name]["interval_method"]
    assert sorted(p.name for p in (again / "scores" / "m1").iterdir()) == sorted(p.name for p in scores[:2])
    assert "m1 (results_" in (again / "samples.sha256").read_text()
