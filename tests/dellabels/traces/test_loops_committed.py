"""The loop rule on every committed samples file (what ``bench/loop_share.py`` prints, without the scoring): no
response that reaches a final answer is cut before it, and every runaway (no answer, 3 or more steps past its
story) is stopped but one, the miniature trace LM's that repeats bare step headers and then writes one line that
never ends (the rule reads complete lines; that model's answering responses repeat bare headers too)."""
from bench.loop_share import records, runaway, sample_files
from dellabels.traces.answers import extract_final_answer
from dellabels.traces.loops import loop_cut, story_lines
from helpers.paths import REPO


def test_no_committed_answer_is_cut_and_every_runaway_but_one_is_stopped():
    files = [f for f in sample_files(sorted(p for p in (REPO / "results").rglob("samples") if p.is_dir()))
             if "_cot_" not in f.name]  # DEL-format runs: a free-form response has no DEL-format final answer
    assert len(files) == 36  # 5 models x 5 Hi-ToM orders, 6 ToMi question kinds, the Best-of-N run's 5 orders
    responses, cut_answers, loose = 0, [], []
    for path in files:
        for record in records(path):
            story = record["doc"].get("story", "")
            for group in record["resps"]:
                for text in group if isinstance(group, list) else [group]:
                    responses += 1
                    cut = loop_cut(text, story_lines=story_lines(story))
                    answer = extract_final_answer(text)
                    if answer is not None and cut is not None and extract_final_answer(text[:cut]) != answer:
                        cut_answers.append((path.name, record["doc_id"]))
                    if runaway(text, story) and cut is None:
                        loose.append((path.parent.name, path.name.split("_2026")[0], record["doc_id"]))
    assert responses == 710  # 310 of the single runs, 50 x 8 of the Best-of-N run
    assert cut_answers == []
    assert loose == [("miniature-trace-lm", "samples_hitom_del_fresh_order_3", 9)]
