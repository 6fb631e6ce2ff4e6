"""`deltom import-reference`: the DEL-ToM reference code's candidates and step-score files, hand-written here
in its formats (bon_generation.py, PBM_evaluation.py), become samples that rescore, curves and table read."""
import json
import random

import pytest

from helpers.bon_fixtures import (DOC_A, DOC_B, EXPECTED_N2, EXPECTED_N4, EXPECTED_PROCESS_N2,
                                  EXPECTED_PROCESS_N4, SAMPLES_A, SAMPLES_B,
                                  SCORES_A, SCORES_B, rounded)
from deltom.cli.deltom import main
from deltom.analysis.reference_import import parse_prompt_file, reference_steps

pytestmark = pytest.mark.usefixtures("fresh_pbm_scores")
ORIGINAL = "/data/DEL-ToM/Hi-ToM_dataset"  # where the reference ran; only the tail of the path matters
NOTE = "Note: You should assume the following. (1) An agent witnesses everything and every movements before exiting."


def prompt_file(doc: dict) -> str:
    """A Hi-ToM prompt file as the reference's --data_path holds them."""
    return ("Read the following story and answer the multiple-choice question. Think step-by-step.\nStory:\n"
            f"{doc['story']}\nQuestion: {doc['question']}\nAnswer: {doc['answer']}\nChoices: {doc['choices']}\n\n{NOTE}\n")


def write_reference_run(tmp_path, scores=((SCORES_A, SCORES_B))):
    """Prompt files, a ToM_BoN_candidates file (docs A, B) and a step-score file in the reference's formats."""
    data = tmp_path / "hitom_prompts"
    lines = []
    for doc, order, samples in ((DOC_A, 0, SAMPLES_A), (DOC_B, 1, SAMPLES_B)):
        rel = f"Tell/CoT/length_1/sample_3/order_{order}.txt"
        (data / rel).parent.mkdir(parents=True, exist_ok=True)
        (data / rel).write_text(prompt_file(doc))
        lines.append({"path": f"{ORIGINAL}/{rel}", "question": doc["question"], "answer": doc["answer"],
                      "answers": samples})
    candidates = tmp_path / "ToM_BoN_candidates_Qwen_Qwen3_4B_n4.jsonl"
    candidates.write_text("".join(json.dumps(line) + "\n" for line in lines))
    rows = [{"problem_idx": p, "trace_idx": t, "step_idx": s, "score": v, "generated": "+"}
            for p, traces in enumerate(scores) for t, steps in enumerate(traces) for s, v in enumerate(steps)]
    random.Random(0).shuffle(rows)  # the reference appends in batch order; nothing may depend on it
    step_scores = tmp_path / "PBM_scores.jsonl"
    step_scores.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return candidates, step_scores, data


def test_reference_steps_are_its_step_blocks():
    assert [reference_steps(t) for t in SAMPLES_A] == [5, 5, 5, 0]
    assert reference_steps("## Step 1 ##\nx\n\nFinal Answer: [a]\n## Step 2 ##\ny") == 2  # its regex, not ours


def test_prompt_file_is_parsed_as_the_story_and_question():
    parsed = parse_prompt_file(prompt_file(DOC_A))
    assert parsed == {"story": DOC_A["story"], "question": DOC_A["question"], "choices": DOC_A["choices"],
                      "answer": DOC_A["answer"]}


def test_import_with_step_scores_gives_every_row(tmp_path, capsys):
    candidates, scores, data = write_reference_run(tmp_path)
    out = tmp_path / "imported"
    assert main(["import-reference", str(candidates), "--scores", str(scores), "--data-dir", str(data),
                 "--out", str(out)]) == 0
    summary = json.loads((out / "summary.json").read_text())
    pbm = summary.pop("pbm")
    assert pbm["backend"] == "reference-scores" and pbm["fingerprint"].startswith("sha256:")
    # the reference's scores equal the DEL verifier's here, so every row is the hand-computed one
    assert rounded(summary.pop("process")) == rounded(EXPECTED_PROCESS_N4)  # the recorded scores are the DEL labels
    summary.pop("interval_95"), summary.pop("interval_method")  # one story: no interval (tests/deltom/report/test_rescore.py)
    assert summary == EXPECTED_N4
    assert "| maj@4 | 100.0 | 0.0 | 50.0 |" in capsys.readouterr().out
    files = sorted(p.name for p in out.glob("samples_*.jsonl"))
    assert [f.rsplit("_", 1)[0] for f in files] == ["samples_hitom_del_bon_n4_order_0", "samples_hitom_del_bon_n4_order_1"]
    record = json.loads((out / files[0]).read_text().splitlines()[0])
    assert record["doc"]["story"] == DOC_A["story"] and record["resps"] == [SAMPLES_A]
    assert record["imported_from"]["line"] == 1 and "<Trace>" in record["arguments"]["gen_args_0"]["arg_0"]

    # the imported samples are a sample set like any lm-eval run: rescore and table read them
    assert main(["rescore", str(out), "--pbm-backend", "del", "--out", str(tmp_path / "del.json")]) == 0
    rescored = json.loads((tmp_path / "del.json").read_text())
    assert rounded(rescored.pop("process")) == rounded(EXPECTED_PROCESS_N4)
    rescored.pop("interval_95"), rescored.pop("interval_method")
    assert rescored.pop("quality")["garbage"] is False
    assert rescored.pop("pbm")["backend"] == "del" and rescored.pop("cut_in_think") == 0 and rescored == EXPECTED_N4
    assert main(["table", str(out / "summary.json"), "--out", str(tmp_path / "table")]) == 0
    assert "reference-scores sha256:" in (tmp_path / "table" / "table.md").read_text()


def test_import_first_n_traces(tmp_path):
    candidates, scores, data = write_reference_run(tmp_path)
    out = tmp_path / "n2"
    assert main(["import-reference", str(candidates), "--scores", str(scores), "--data-dir", str(data),
                 "--out", str(out), "--n", "2"]) == 0
    summary = json.loads((out / "summary.json").read_text())
    summary.pop("pbm")
    assert rounded(summary.pop("process")) == rounded(EXPECTED_PROCESS_N2)
    summary.pop("interval_95"), summary.pop("interval_method")
    assert summary == EXPECTED_N2 and len(list(out.glob("samples_hitom_del_bon_n2_order_*.jsonl"))) == 2


def _import_error(args, capsys) -> str:
    assert main(["import-reference", *map(str, args)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("deltom import-reference: error: ") and "Traceback" not in err and "\n" not in err
    return err


def test_scores_of_other_candidates_are_refused(tmp_path, capsys):
    wrong = ([s[:4] for s in SCORES_A], SCORES_B)  # four step scores for five-step traces
    candidates, scores, data = write_reference_run(tmp_path, wrong)
    err = _import_error([candidates, "--scores", scores, "--data-dir", data, "--out", tmp_path / "o"], capsys)
    assert "candidates line 1, trace 0 has 5 step block(s) but scores for steps [0, 1, 2, 3]" in err
    partial = ([s for s in SCORES_A[:2]], SCORES_B)  # the reference scored only the first 2 traces
    candidates, scores, data = write_reference_run(tmp_path, partial)
    err = _import_error([candidates, "--scores", scores, "--data-dir", data, "--out", tmp_path / "o"], capsys)
    assert "no scores for trace 2 of the question on candidates line 1" in err and "--n" in err


def test_bad_candidates_name_the_line(tmp_path, capsys):
    candidates, _, data = write_reference_run(tmp_path)
    lines = candidates.read_text().splitlines()
    broken = json.loads(lines[1])
    del broken["answers"]
    candidates.write_text(lines[0] + "\n" + json.dumps(broken) + "\n")
    err = _import_error([candidates, "--data-dir", data, "--out", tmp_path / "o"], capsys)
    assert f"{candidates} line 2: missing field 'answers'" in err
    moved = json.loads(lines[0])
    moved["path"] = "/somewhere/story_1.txt"
    candidates.write_text(json.dumps(moved) + "\n")
    err = _import_error([candidates, "--data-dir", data, "--out", tmp_path / "o"], capsys)
    assert "line 1: path '/somewhere/story_1.txt' does not end in <Tell|No_Tell>/CoT" in err


def test_stories_from_hitom_data(tmp_path, hitom_path, capsys):
    """Without --data-dir the story is the Hi-ToM_data.json record of the path (sample folders count from 1)."""
    from dellabels.hitom.explain import gold_trace
    from dellabels.hitom.world import HiToMStory
    from harness_ext.benchmarks.hitom import load_docs

    docs = load_docs(str(hitom_path), story_length=1)
    pick = [d for d in docs if d["deception"] and d["question_order"] == 3][5]
    # two Tell order-0 records share question and answer: only the sample folder tells them apart
    twins = [d for d in docs if d["deception"] and d["question_order"] == 0
             and d["question"] == "Where is the tangerine really?" and d["answer"] == "red_basket"]
    assert len(twins) == 2
    lines = []
    for doc in (pick, twins[1]):
        trace = gold_trace(HiToMStory(doc["story"]), doc["question"])
        path = f"{ORIGINAL}/Tell/CoT/length_1/sample_{doc['sample_id'] + 1}/order_{doc['question_order']}.txt"
        lines.append({"path": path, "question": doc["question"], "answer": doc["answer"], "answers": [trace, trace]})
    candidates = tmp_path / "cands.jsonl"
    candidates.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = tmp_path / "imported"
    assert main(["import-reference", str(candidates), "--hitom-path", str(hitom_path), "--out", str(out)]) == 0
    got = {json.loads(f.read_text())["doc"]["question_order"]: json.loads(f.read_text())["doc"]
           for f in out.glob("samples_hitom_del_bon_n2_order_*.jsonl")}
    assert got[3]["story"] == pick["story"] and got[0]["story"] == twins[1]["story"] != twins[0]["story"]
    assert main(["rescore", str(out), "--pbm-backend", "del"]) == 0
    assert "| ori | 100.0 | 100.0 | 100.0 |" in capsys.readouterr().out  # gold traces: the stories are the right ones

    lines[0]["path"] = lines[0]["path"].replace(f"sample_{pick['sample_id'] + 1}/", "sample_99/")
    lines[1]["path"] = lines[1]["path"].replace(f"sample_{twins[1]['sample_id'] + 1}/", "sample_99/")
    candidates.write_text("".join(json.dumps(line) + "\n" for line in lines))
    err = _import_error([candidates, "--hitom-path", hitom_path, "--out", out], capsys)
    assert "line 2: 2 Hi-ToM record(s) match Tell/CoT/length_1/sample_99/order_0.txt" in err  # line 1 fell back


def test_without_stories_the_error_says_where_to_get_them(tmp_path, monkeypatch, capsys):
    candidates, _, _ = write_reference_run(tmp_path)
    monkeypatch.delenv("DELTOM_HITOM_PATH", raising=False)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    err = _import_error([candidates, "--out", tmp_path / "o"], capsys)
    assert "pass --hitom-path (or set DELTOM_HITOM_PATH), or the prompt files with --data-dir" in err
