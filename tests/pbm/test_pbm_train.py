"""PBM training with trl: trained positions == scored positions, the loss falls; the bench layout."""
import json
import math

import pytest

from dellabels.hitom.story_generator import generate
from dellabels.pbm_data import build_examples, split_by_story, write_splits
from dellabels.traces.jobs import jobs_from_stories
from dellabels.traces.sources import SyntheticSource
from pbm.backends import load_backend
from pbm.evaluate import bench, classification_report, format_table
from pbm.conversation import IGNORE_INDEX, encode_conversation, with_placeholders
from pbm.tiny import TinyConfig, build_tiny_model
from pbm.train import build_trainer, read_conversations, train_pbm

TINY = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory):
    """`dellabels pbm-data` output for 4 generated stories with synthetic traces."""
    records = list(generate(4, seed=5, lengths=(1,), progress=False))
    source = SyntheticSource(seed=2)
    rows = [{"story": j.story, "question": j.question, "trace": source(j), "story_id": j.story_id}
            for j in jobs_from_stories(records, 1)]
    examples, _ = build_examples(rows)
    out = tmp_path_factory.mktemp("pbmdata")
    write_splits(split_by_story(examples, {"train": 1.0}, seed=0, test_examples=5), str(out))  # 1 story held out
    return out


@pytest.fixture(scope="module")
def base_dir(tmp_path_factory, data_dir):
    rows = read_conversations(data_dir / "train.rlhflow.jsonl")
    corpus = [t["content"] for r in rows for t in r["conversations"] if t["role"] == "user"]
    return str(build_tiny_model(tmp_path_factory.mktemp("base") / "tiny", corpus, TINY))


def _mean_label_nll(backend, rows) -> float:
    """Mean -log P(label | prefix) over all label tokens, read the way scoring reads them."""
    import torch

    total, count = 0.0, 0
    for row in rows:
        encoded = encode_conversation(backend.tokenizer, row["conversations"])
        with torch.no_grad():
            logits = backend.model(input_ids=torch.tensor([encoded.input_ids])).logits[0]
        logp = logits.log_softmax(-1)
        for read, label in zip(encoded.read_positions, encoded.label_ids):
            total -= logp[read, label].item()
            count += 1
    return total / count


def test_trained_positions_are_the_scored_positions(data_dir, base_dir, tmp_path):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    rows = read_conversations(data_dir / "train.rlhflow.jsonl")
    tokenizer, model = AutoTokenizer.from_pretrained(base_dir), AutoModelForCausalLM.from_pretrained(base_dir)
    trainer = build_trainer(model, tokenizer, rows, str(tmp_path / "ckpt"), "cpu", max_steps=1)
    scorer = load_backend("hf", base_dir, progress=False)
    prepared = trainer.train_dataset  # what SFTTrainer will feed the model, after its own preparation
    assert len(prepared) == len(rows)
    by_ids = {tuple(r["input_ids"]): r["labels"] for r in prepared}
    for row in rows:
        truth = encode_conversation(tokenizer, row["conversations"])
        labels = by_ids[tuple(truth.input_ids)]
        trained = [i for i, label in enumerate(labels) if label != IGNORE_INDEX]
        scored = scorer.encode(row["conversations"])  # "+" placeholders, as Best-of-N scores
        assert trained == scored.label_positions  # the loss is exactly on the tokens scoring reads
        assert [labels[i] for i in trained] == truth.label_ids
        assert [t["content"] == "+" for t in row["conversations"] if t["role"] == "assistant"] == \
            [i == scorer.plus_id for i in truth.label_ids]
        differ = [i for i, (a, b) in enumerate(zip(truth.input_ids, scored.input_ids)) if a != b]
        assert set(differ) <= set(trained) and len(truth.input_ids) == len(scored.input_ids)
    # and the causal shift: the model's own loss on these labels is the NLL at the positions scoring reads
    row = rows[0]
    truth = encode_conversation(tokenizer, row["conversations"])
    with torch.no_grad():
        loss = model(input_ids=torch.tensor([truth.input_ids]), labels=torch.tensor([by_ids[tuple(truth.input_ids)]])).loss
    assert loss.item() == pytest.approx(_mean_label_nll(scorer, [row]), rel=1e-4)


def test_a_few_training_steps_lower_the_loss(data_dir, base_dir, tmp_path):
    rows = read_conversations(data_dir / "train.rlhflow.jsonl")
    before = _mean_label_nll(load_backend("hf", base_dir, progress=False), rows)
    out = tmp_path / "pbm"
    report = train_pbm(str(data_dir), base_dir, str(out), "cpu", seed=0, max_steps=6, learning_rate=1e-2,
                       gradient_accumulation_steps=2, logging_steps=1)
    trained = load_backend("hf", str(out), progress=False)
    after = _mean_label_nll(trained, rows)
    assert after < before - 1.0, (before, after)  # from ~log(vocab) towards the +/- prior
    assert report["steps"] == 6 and report["last_logged_loss"] < report["first_logged_loss"]
    assert json.loads((out / "pbm_train.json").read_text())["train_conversations"] == len(rows)
    assert trained.tokenizer.chat_template == load_backend("hf", base_dir, progress=False).tokenizer.chat_template


def test_classification_report_on_a_hand_fixture():
    labels = [[True, True, False], [True, False], [False]]
    scores = [[0.9, 0.4, 0.2], [0.6, 0.7], [0.5]]
    report = classification_report(labels, scores, [0, 0, 3])
    # order 0: +,+,- predicted +,-,- -> 2/3 right; +,- predicted +,+ -> 1/2; order 3: - predicted + -> 0/1
    assert report["accuracy"] == {0: pytest.approx(3 / 5), 3: 0.0}
    assert report["average"] == pytest.approx(0.3)
    # "-" predicted at 2 steps (0.4 wrong, 0.2 right); gold "-" at 3 steps
    assert report["minus_precision"] == 0.5 and report["minus_recall"] == pytest.approx(1 / 3)
    assert report["auc"] == pytest.approx(6 / 9)  # "+" scores .9 .4 .6 against "-" scores .2 .7 .5


def test_bench_prints_the_table4_layout(data_dir, base_dir):
    rows = read_conversations(data_dir / "test.rlhflow.jsonl")
    report = bench(load_backend("hf", base_dir, progress=False), rows)
    lines = format_table(report, "tiny").splitlines()
    assert lines[0].split() == ["PBM", "0-th", "1-th", "2-th", "3-th", "4-th", "Avg."]
    assert lines[1].split()[0] == "tiny" and len(lines[1].split()) == 7
    cells = [float(c) for c in lines[1].split()[1:]]
    assert all(0 <= c <= 100 for c in cells)
    assert cells[-1] == pytest.approx(sum(cells[:-1]) / 5, abs=0.1)
    assert lines[2].startswith("'-' class: precision") and "recall" in lines[2]
    assert sum(report["steps"].values()) == sum(len(r["conversations"]) // 2 for r in rows)
    assert not math.isnan(report["average"])


def test_placeholder_context_trains_on_the_exact_scored_sequence(data_dir, base_dir):
    from transformers import AutoTokenizer

    from pbm.train import tokenize_conversations

    rows = read_conversations(data_dir / "train.rlhflow.jsonl")[:3]
    tokenizer = AutoTokenizer.from_pretrained(base_dir)
    shown = tokenize_conversations(tokenizer, rows, "placeholders")
    paper = tokenize_conversations(tokenizer, rows, "labels")
    for row, a, b in zip(rows, shown, paper):
        scored = encode_conversation(tokenizer, with_placeholders(row["conversations"]))
        assert a["input_ids"] == scored.input_ids and a["labels"] == b["labels"]
    with pytest.raises(ValueError):
        tokenize_conversations(tokenizer, rows, "gold")


def test_build_default_pipeline_and_reuse(tmp_path):
    from pbm.default import Recipe, build_default

    recipe = Recipe(stories=3, test_examples=5, epochs=1, model=TINY)
    path, info = build_default(tmp_path / "default", recipe)
    assert not info["reused"] and (path / "config.json").is_file() and (path / "tokenizer.json").is_file()
    assert (path / "data" / "test.rlhflow.jsonl").is_file() and not (path / "work").exists()
    assert info["train"]["context"] == "placeholders" and info["train"]["steps"] >= 1
    again_path, again = build_default(tmp_path / "default", recipe)
    assert again_path == path and again["reused"]  # the cache keeps it
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    with pytest.raises(ValueError, match="not a default-PBM build"):
        build_default(tmp_path / "mine", recipe)
    assert (tmp_path / "mine" / "notes.txt").read_text() == "keep me"


def test_phrase_tokenizer_files_do_not_depend_on_the_hash_seed():
    """The miniature's tokenizer.json is the same in every process (it was not: entities of equal length came in
    set order, which PYTHONHASHSEED changes, so two builds of one recipe wrote different files)."""
    import os
    import subprocess
    import sys

    script = ("from pbm.tiny import hitom_words, train_tokenizer; "
              "print(train_tokenizer(['Anne moved the apple to the red_box.'], 300, hitom_words())"
              ".backend_tokenizer.to_str())")
    outputs = {subprocess.run([sys.executable, "-c", script], env={**os.environ, "PYTHONHASHSEED": seed},
                              capture_output=True, text=True, check=True).stdout for seed in ("1", "2", "3")}
    assert len(outputs) == 1


def test_training_shows_its_progress_bar_whatever_the_library_log_level(data_dir, base_dir, tmp_path):
    """transformers turns the trainer's bar off when its logger is quieter than WARN; a library (lm-eval's logging
    setup, a quiet caller) may set that: minutes of training with no output. The bar is on unless asked off."""
    import logging

    from transformers import AutoModelForCausalLM, AutoTokenizer
    from transformers.trainer_callback import ProgressCallback

    rows = read_conversations(data_dir / "train.rlhflow.jsonl")
    tokenizer, model = AutoTokenizer.from_pretrained(base_dir), AutoModelForCausalLM.from_pretrained(base_dir)
    library = logging.getLogger("transformers")
    level = library.level
    library.setLevel(logging.ERROR)
    try:
        trainer = build_trainer(model, tokenizer, rows, str(tmp_path / "ckpt"), "cpu", max_steps=1)
    finally:
        library.setLevel(level)
    assert not trainer.args.disable_tqdm
    assert any(isinstance(c, ProgressCallback) for c in trainer.callback_handler.callbacks)
