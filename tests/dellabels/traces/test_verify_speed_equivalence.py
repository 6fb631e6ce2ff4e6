"""``verify`` outputs are unchanged by the verification speed-ups.

``VERIFY_BEFORE_SPEEDUPS`` is the sha256 of every ``verify(...).to_json()`` over the corpus below,
computed with ``dellabels.traces`` as it was before the one-parse ``verify``. The corpus: 55
generated stories (lengths 1-3, ``dellabels generate`` seed 11, kept in ``STORIES_FILE`` so that
generator changes leave it alone), every question of each, and per question the DEL gold trace,
DEL-synthesised traces, the crafted kinds of ``tests/helpers/crafted_traces.py`` and gold traces
rewritten by random mutations (``<think>`` blocks, other step headers, numbered / paraphrased /
foreign / merged restatements, swapped, dropped or repeated steps, missing brackets, loose or
lettered locations and answers, prose, non-ASCII text), against golds that agree or disagree
with DEL, with string, list or no choices. ``CORPUS`` is the sha256 of the corpus itself: when
only it fails, a corpus ingredient changed (``craft``, ``gold_trace``, ``synthesize_trace``):
recompute both constants with the old ``dellabels.traces``.

Each intended change of these outputs re-snapshots both constants and is listed, with the rows it changes, in
CHANGELOG.md ("Verifier outputs").
"""
import gzip
import hashlib
import json
import random
import re


import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.grammar import Enter, parse_question
from dellabels.hitom.world import HiToMStory
from dellabels.traces.prompt import PROMPT_FILE
from dellabels.traces.synth import synthesize_trace
from dellabels.traces.verify import story_of, verify
from helpers.crafted_traces import craft
from helpers.paths import FIXTURES, REPO

CORPUS = "f604cc9e6a37e3c442bff2181924a6227f0d3cac1f891a8f014e599337f180f3"
VERIFY_BEFORE_SPEEDUPS = "ebb9a6764b1795eeee4df1f02bc0923c8ef784015e2bcdc58fdf7cffcdaedd59"
STORIES_FILE = FIXTURES / "verify_speed_stories.json.gz"
KINDS = ("verified", "wrong_middle_belief", "skipped_line", "other_agent", "merged_lines", "extra_step",
         "wrong_final", "no_final", "think_then_verified")  # crafted kinds in the snapshot (new ones stay out)
_STEP = re.compile(r"(?m)^(?=## Step \d+ ##)")
DEMO = json.loads((REPO / "dellabels" / "data" / "demo_story.json").read_text())


def _blocks(trace: str) -> tuple[list[str], str]:
    body, _, final = trace.rpartition("Final Answer:")
    return [b.strip() for b in _STEP.split(body) if b.strip()], "Final Answer:" + final


def _lines(block: str) -> list[str]:
    return block.split("\n")


def _mutate(trace: str, story: HiToMStory, rng: random.Random) -> str:
    """One to three random rewrites of ``trace`` (a gold trace) of the kinds a model makes."""
    blocks, final = _blocks(trace)
    texts = [line.text for line in story.lines]
    containers = sorted(c for cs in story.containers.values() for c in cs)
    head = ""
    for _ in range(rng.randint(1, 3)):
        k = rng.randrange(len(blocks))
        parts = _lines(blocks[k])
        kind = rng.randrange(24)
        if kind == 0:
            head = f"<think>Let me see. Final Answer: [{rng.choice(containers)}]</think>\n"
        elif kind == 1:
            return f"<think>{trace}</think>\nI cannot tell."
        elif kind == 2:
            final += "\n<think>still unsure"
        elif kind == 3:
            blocks = [re.sub(r"^## Step (\d+) ##", r"**Step \1:**", b) for b in blocks]
        elif kind == 4 and k:
            blocks[k - 1] += "\n" + "\n".join(parts[1:])
            del blocks[k]
        elif kind == 5 and len(parts) > 1:
            parts[1] = f"{k + 1}. {parts[1]}"
        elif kind == 6 and isinstance(story.lines[min(k, len(texts) - 1)].sentence, Enter) and len(parts) > 1:
            parts[1] = f"Everyone entered the {story.lines[min(k, len(texts) - 1)].sentence.room}."
        elif kind == 7 and len(parts) > 1:
            parts[1] = rng.choice(texts)
        elif kind == 8 and len(parts) > 1:
            parts[1] = f"{parts[1]} {rng.choice(texts)}"
        elif kind == 9:
            blocks[k] = blocks[k].replace("[", "").replace("]", "")
        elif kind == 10:
            blocks[k] = re.sub(r"\[([^\]]+)\]", lambda m: "[" + m.group(1).replace("_", " ").title() + "]", blocks[k])
        elif kind == 11:
            blocks[k] = re.sub(r"\[([^\]]+)\]$", lambda m: f"the {m.group(1)}.", blocks[k])
        elif kind == 12 and len(blocks) > 1:
            j = rng.randrange(len(blocks))
            blocks[k], blocks[j] = blocks[j], blocks[k]
        elif kind == 13:
            blocks.insert(k, blocks[k])
        elif kind == 14 and len(blocks) > 1:
            del blocks[k]
        elif kind == 15:
            blocks.insert(k, "Let me think about who saw what.")
        elif kind == 16 and len(parts) > 1:
            parts[1] = "No change."
        elif kind == 17:
            final = "Final Answer: [" + rng.choice(["B", "your choice", "Null", "A. " + rng.choice(containers)]) + "]"
        elif kind == 18:
            final = final.replace("[", "").replace("]", "")
        elif kind == 19:
            final += "\nI hope this helps. Final answer: [" + rng.choice(containers) + "]"
        elif kind == 20 and len(parts) > 1:
            parts[1] = parts[1].replace("the", "thé", 1) + " Café."
        elif kind == 21 and len(parts) > 1:
            parts[1] = parts[1].lower().replace("_", " ")
        elif kind == 22 and len(parts) > 1:
            parts[1] = re.sub(r"\b[A-Z][a-z]+\b", lambda m: rng.choice(story.agents + ("Zoe",)), parts[1], count=1)
        elif kind == 23:
            final = ""
        if kind in (5, 6, 7, 8, 16, 20, 21, 22) and k < len(blocks) and len(parts) > 1:
            blocks[k] = "\n".join(parts)
    return head + "\n\n".join(blocks) + "\n\n" + final


def corpus(seed: int = 11) -> list[tuple[str, str, object, str, object]]:
    """(story text, question, response, gold answer, choices) rows; see the module docstring."""
    rng = random.Random(f"verify-equivalence:{seed}")
    rows = []
    for record in json.loads(gzip.decompress(STORIES_FILE.read_bytes())):
        text, story = record["story"], HiToMStory(record["story"])
        letters = record["choices"]
        names = [c.split(". ", 1)[1] for c in letters.split(", ")]
        for question in record["questions"]:
            answer = question["answer"] or "Null"
            choices = rng.choice([letters, None, names])
            golds = [answer, answer.upper().replace("_", " "), rng.choice(names)]
            if choices is not None:
                golds.append(chr(65 + names.index(answer)) if answer in names else "Z")
            gold = gold_trace(story, question["question"])
            responses: list[object] = [gold, synthesize_trace(story, question["question"], rng),
                                       synthesize_trace(story, question["question"], rng)]
            for kind in KINDS:
                try:
                    responses.append(craft(kind, text, question["question"]))
                except (StopIteration, ValueError, IndexError):
                    pass
            responses += [_mutate(gold, story, rng) for _ in range(6)]
            responses += [rng.choice([None, "", "garbage", "Final Answer: [" + answer + "]"])]
            rows += [(text, question["question"], r, rng.choice(golds), choices) for r in responses]
    one_shot = PROMPT_FILE.read_text(encoding="utf-8").split("<Trace>\n", 1)[1].split("Now it's your turn", 1)[0]
    demo = [one_shot, _mutate(one_shot, HiToMStory(DEMO["story"]), rng)] + [craft(k, DEMO["story"], DEMO["question"])
                                                                            for k in KINDS]
    return rows + [(DEMO["story"], DEMO["question"], r, DEMO["answer"], None) for r in demo]


def _digest(items) -> str:
    digest = hashlib.sha256()
    for item in items:
        digest.update(json.dumps(item, sort_keys=True).encode())
    return digest.hexdigest()


def verify_digest(rows, objects: bool = False) -> str:
    """sha256 of every row's ``verify`` JSON (story text and question text, or story and Question objects)."""
    def one(row):
        text, question, response, answer, choices = row
        if objects:
            text, question = story_of(text), parse_question(question)
        return verify(text, question, response, answer, choices).to_json()
    return _digest(one(row) for row in rows)


@pytest.fixture(scope="module")
def rows():
    return corpus()


def test_corpus_is_the_snapshot_corpus(rows):
    assert len(rows) > 5000 and _digest([list(r) for r in rows]) == CORPUS


def test_verify_equals_snapshot_from_text(rows):
    assert verify_digest(rows) == VERIFY_BEFORE_SPEEDUPS
    assert verify_digest(rows) == VERIFY_BEFORE_SPEEDUPS  # again, from warm caches


def test_verify_equals_snapshot_story_and_question_objects(rows):
    assert verify_digest(rows, objects=True) == VERIFY_BEFORE_SPEEDUPS
