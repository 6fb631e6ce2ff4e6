"""Prompt parity with the DEL-ToM reference code.

The default template must render byte-identical to ``construct_prompt`` of the
reference ``bon_generation.py`` (the prompt behind the paper's Best-of-N numbers);
the paper appendix's wording stays available as the named variant 'appendix'.
The sha256 values are of renderings with the placeholder fields below.
"""
import hashlib

import pytest

from dellabels.traces.prompt import (
    DEFAULT_PROMPT,
    PROMPT_FILE,
    PROMPT_FILES,
    fill_prompt,
    load_template,
    numbered_story,
    pbm_prompt,
    prompt_variant,
    render_prompt,
)
from dellabels.traces.jobs import Job
from deltom_tasks import TASKS_DIR
from harness_ext.benchmarks import hitom, kosinski

# construct_prompt(story="STORY", question="QUESTION", answer=..., note="NOTE") of the reference.
REFERENCE_SHA256 = "40144382c47fd44c57263aa8d9c188cb18eaf63403108e1cebd0e0061f8d633d"
REFERENCE_CHARS = 5200
# generate_PBM_dataset.py: construct_prompt(story, question, answer, note="") with the story
# "1 STORY" (pbm_prompt numbers story lines, as Hi-ToM stories are).
PBM_SHA256 = "c421170ba05488d48e93acf108661b9ffa4e1e9c9f9ce5be7e349ddf0cea4e94"
# The paper appendix's wording (== shared/spec/del_oneshot_prompt.txt).
APPENDIX_SHA256 = "7fb8fcc19608273ae64acbea220d281484f33cb0876fd5f932911dbe755377e1"

STORY = "1 Ann entered the hall.\n2 The ball is in the red_box."
QUESTION = "Where is the ball really?"


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def placeholders(variant: str = DEFAULT_PROMPT) -> str:
    return fill_prompt("NOTE", "STORY", "QUESTION", variant)


def test_default_template_is_the_reference_bytes():
    text = placeholders()
    assert DEFAULT_PROMPT == "reference" and PROMPT_FILE == PROMPT_FILES["reference"]
    assert len(text) == REFERENCE_CHARS
    assert text.endswith("Final Answer: [your choice]\n\n<Trace>\n")
    assert sha256(text) == REFERENCE_SHA256


def test_appendix_variant_differs_in_exactly_the_seven_places():
    appendix = placeholders("appendix")
    assert sha256(appendix) == APPENDIX_SHA256
    assert appendix.endswith("<trace>\n")
    # The seven differences, applied to the appendix, give the reference bytes back.
    fixes = [("Chloe's belief frozen", "Chloe\u2019s belief frozen"),
             ("Owen's belief frozen", "Owen\u2019s belief frozen"),
             ("(always change) - but", "(always change) \u2014 but")]
    patched = appendix
    for old, new in fixes:
        assert patched.count(old) == 1
        patched = patched.replace(old, new)
    chain = "Owen's belief about what Liam thinks Chloe thinks"
    assert patched.count(chain) == 2
    patched = patched.replace(chain, chain.replace("'", "\u2019"))
    # After step 16's paragraph: a blank line in the appendix, two trailing spaces in the reference.
    assert patched.count("Chloe thinks.\n\nOwen thinks") == 1
    patched = patched.replace("Chloe thinks.\n\nOwen thinks", "Chloe thinks.  \nOwen thinks")
    patched = patched[: -len("<trace>\n")] + "<Trace>\n"
    assert patched == placeholders()


def test_pbm_prompt_is_the_reference_with_an_empty_note():
    text = pbm_prompt("STORY", "QUESTION")
    assert text == fill_prompt("", "1 STORY", "QUESTION", "reference")
    assert text.endswith("<Trace>\n") and "<Note>\n\n\nIn public" in text
    assert sha256(text) == PBM_SHA256


def test_every_path_renders_the_reference_by_default():
    reference = load_template("reference")
    expected = fill_prompt(hitom.HITOM_NOTE, numbered_story(STORY), QUESTION, "reference")
    assert expected.startswith(reference.split("{note}")[0])
    assert render_prompt(STORY, QUESTION) == expected
    assert Job("j", "s", STORY, QUESTION, 0, 0).prompt == expected
    assert hitom.doc_to_text({"story": STORY, "question": QUESTION}) == expected
    kosinski_doc = {"story": STORY, "question": QUESTION}
    assert kosinski.doc_to_text(kosinski_doc) == fill_prompt(kosinski.KOSINSKI_NOTE, STORY, QUESTION, "reference")


def test_doc_variant_selects_the_template():
    doc = {"story": STORY, "question": QUESTION, "prompt_variant": "appendix"}
    assert hitom.doc_to_text(doc) == fill_prompt(hitom.HITOM_NOTE, STORY, QUESTION, "appendix")
    assert kosinski.doc_to_text(doc) == fill_prompt(kosinski.KOSINSKI_NOTE, STORY, QUESTION, "appendix")
    assert hitom.doc_to_text(doc) != hitom.doc_to_text(dict(doc, prompt_variant="reference"))


def test_unknown_variant_is_a_one_line_error():
    assert prompt_variant(None) == prompt_variant("") == "reference"
    with pytest.raises(ValueError) as err:
        prompt_variant("Appendix")
    assert str(err.value) == "unknown prompt 'Appendix'; one of reference, appendix, tomi"


@pytest.mark.parametrize("variant", [None, "appendix"])
def test_datasets_carry_the_variant(hitom_path, kosinski_path, variant):
    want = variant or "reference"
    (hitom_doc, *_) = hitom.hitom_dataset(str(hitom_path), question_order=0, prompt=variant)["test"]
    (kosinski_doc, *_) = kosinski.kosinski_dataset(str(kosinski_path), prompt=variant)["test"]
    assert hitom_doc["prompt_variant"] == kosinski_doc["prompt_variant"] == want
    assert hitom.doc_to_text(hitom_doc).endswith("<Trace>\n" if want == "reference" else "<trace>\n")
    with pytest.raises(ValueError, match="unknown prompt"):
        hitom.hitom_dataset(str(hitom_path), question_order=0, prompt="paper")


def test_lm_eval_metadata_selects_the_appendix(hitom_path, kosinski_path, monkeypatch):
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("DELTOM_PBM_BACKEND", "del")  # the _bon task's PBM rows need no model here
    rendered = {}
    for variant in (None, "appendix"):
        metadata = {"hitom_path": str(hitom_path), "kosinski_path": str(kosinski_path)}
        if variant:
            metadata["prompt"] = variant
        manager = TaskManager(include_path=str(TASKS_DIR), include_defaults=False, metadata=metadata)
        tasks = manager.load(["hitom_del_order_0", "kosinski_del_bon_false_belief"])["tasks"]
        for name, task in tasks.items():
            doc = task.eval_docs[0]
            rendered[name, variant] = task.doc_to_text(doc)
            note = hitom.HITOM_NOTE if name.startswith("hitom") else kosinski.KOSINSKI_NOTE
            assert rendered[name, variant] == fill_prompt(note, doc["story"], doc["question"], variant or "reference")
    assert len(rendered) == 4
