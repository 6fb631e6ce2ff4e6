"""The judge backend (``pbm.backends.judge``): an LLM judge's named first wrong step as step scores, through
``deltom rescore --pbm-backend judge`` against a stand-in judge on the loopback."""
import json
import re

import pytest

from dellabels.traces.first_error import first_wrong_step
from dellabels.traces.worlds import read_world, world_answer
from deltom.cli.deltom import main
from helpers.bon_fixtures import write_hand_samples
from helpers.judge_server import JudgeServer
from pbm import scorer
from pbm.backends.judge import render_steps

pytestmark = pytest.mark.usefixtures("fresh_pbm_scores")
_PROMPT = re.compile(r"<Story>\n(.*?)\n\n<Question>\n(.*?)\n\n.*<solution>\n(.*)\n</solution>", re.DOTALL)


def oracle(prompt: str) -> str:
    """What the DEL verifier names as the first wrong step of the prompt's trace (a perfect judge)."""
    story, question, tagged = _PROMPT.search(prompt).groups()
    steps = re.findall(r"<step_\d+>\n(.*?)\n</step_\d+>", tagged, re.DOTALL)
    assert render_steps(steps) == tagged
    body = "\n\n".join(f"## Step {k} ##\n{s}" for k, s in enumerate(steps[:-1], 1))
    final = "" if steps[-1] == "(no final answer)" else steps[-1]
    gold = world_answer(*read_world(story, question))[-1] or "Null"
    return f"\\boxed{{{first_wrong_step(story, question, body + chr(10) * 2 + final, gold)[0]}}}"


def summary(capsys, tmp_path, *args) -> dict:
    out = tmp_path / "s.json"
    assert main(["rescore", str(tmp_path / "run"), *args, "--out", str(out)]) == 0, capsys.readouterr().err
    return json.loads(out.read_text())


def test_rescore_with_a_judge_ranks_by_the_step_it_names(tmp_path, capsys):
    write_hand_samples(tmp_path / "run")
    with JudgeServer("judge-m", oracle) as server:
        judged = summary(capsys, tmp_path, "--pbm-backend", "judge", "--pbm", "judge-m", "--pbm-url", server.url)
        asked = len(server.requests)
        assert asked == 6  # each distinct trace with a step once (the hand samples: 3 per doc)
        again = summary(capsys, tmp_path, "--pbm-backend", "judge", "--pbm", "judge-m", "--pbm-url", server.url)
        assert len(server.requests) == asked and again["average"] == judged["average"]  # cached
    oracle_rows = summary(capsys, tmp_path, "--pbm-backend", "del")
    assert judged["pbm"]["backend"] == "judge" and judged["pbm"]["pbm_id"].startswith("judge:judge-m:")
    # a perfect judge keeps, like the DEL verifier, a trace with no wrong step whenever there is one
    assert judged["average"]["pbm_vanilla_min"] == oracle_rows["average"]["pbm_vanilla_min"]


def test_a_judge_the_server_does_not_serve_is_one_line(tmp_path, capsys):
    write_hand_samples(tmp_path / "run")
    with JudgeServer("judge-m", oracle) as server:
        code = main(["rescore", str(tmp_path / "run"), "--pbm-backend", "judge", "--pbm", "other", "--pbm-url",
                     server.url])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and "not 'other'" in err[-1] and "Traceback" not in "\n".join(err)


def test_another_judge_server_under_the_same_name_is_asked_again(tmp_path, capsys, fresh_pbm_scores):
    write_hand_samples(tmp_path / "run")
    with JudgeServer("judge-m", oracle) as one, JudgeServer("judge-m", lambda prompt: "\\boxed{-1}") as two:
        first = summary(capsys, tmp_path, "--pbm-backend", "judge", "--pbm", "judge-m", "--pbm-url", one.url)
        with scorer.scoring():  # another command: the on-disk caches only
            second = summary(capsys, tmp_path, "--pbm-backend", "judge", "--pbm", "judge-m", "--pbm-url", two.url)
        assert len(one.requests) == len(two.requests) == 6  # neither the replies nor the step scores are shared
    assert first["pbm"]["pbm_id"] != second["pbm"]["pbm_id"] and two.url in second["pbm"]["pbm_id"]
