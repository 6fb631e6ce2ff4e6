"""What the loop rule stops on the committed real-model runs, and that it cuts no response that reaches an answer.

For every response of the committed samples (lm-eval ``--log_samples`` files, .jsonl or .jsonl.xz) it applies
``dellabels.traces.loops.loop_cut`` and scores the full and the cut response with the task's own judge (the
benchmark registry's). Per run it prints: responses; responses with a final answer and, of those, the ones the cut
reaches before their answer (the answer read or any metric changes; the rule must cut none); runaway responses
and how many the rule stops (it must stop all); and what the stops save. A *runaway* is a response with no final
answer that writes 3 or more steps (``STEP_HEADER``s) past its story's last line. Saved text is counted in
characters, with characters / 4 as a token estimate (``--tokens server`` counts the model's own tokens through
deltom's llama-server, catalogue models only). ``--stories`` also prints, for the Hi-ToM and ToMi data the test
environment names, how many stories tell an event (or run of events) back to back, and how often at most: a right
trace repeats a step only that often, so the rule's ``REPEATS`` must exceed it.

    .venv/bin/python bench/loop_share.py                 # every committed samples folder, characters
    .venv/bin/python bench/loop_share.py --stories       # and the datasets' stories ($DELTOM_HITOM_PATH, $DELTOM_TOMI_PATH)
    .venv/bin/python bench/loop_share.py --tokens server # the models' own tokens (deltom models build first)
"""
from __future__ import annotations

import argparse
import json
import lzma
import os
import re
import sys
import urllib.request
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dellabels.traces.answers import extract_final_answer  # noqa: E402
from dellabels.traces.loops import LONGEST_BLOCK, REPEATS, loop_cut, most_copies, story_lines  # noqa: E402
from dellabels.traces.markers import STEP_HEADER  # noqa: E402
from dellabels.traces.thinking import reading_text  # noqa: E402
from harness_ext.benchmarks.registry import leaf  # noqa: E402


def sample_files(paths: list[Path]) -> list[Path]:
    found = []
    for path in paths:
        found += sorted(path.rglob("samples_*.jsonl*")) if path.is_dir() else [path]
    return found


def records(path: Path):
    opener = lzma.open if path.suffix == ".xz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def task_of(path: Path) -> str:
    name = path.name.split(".jsonl")[0][len("samples_"):]
    return name.rsplit("_", 1)[0]  # lm-eval appends the run's timestamp


def scores(judge, doc: dict, text: str) -> dict:
    got = judge(doc, text)
    return dict(got) if isinstance(got, dict) else {"acc": float(bool(got))}


class Counter:
    """Tokens of a text: the model's tokenizer through a running llama-server, else characters."""

    def __init__(self, url: str = "") -> None:
        self.url = url

    def __call__(self, text: str) -> int:
        if not self.url or not text:
            return len(text)
        body = json.dumps({"content": text}).encode()
        req = urllib.request.Request(f"{self.url}/tokenize", data=body, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=120) as resp:
            return len(json.loads(resp.read())["tokens"])


def events(story: str) -> list[str]:
    """A story's events as a trace restates them: its non-empty lines without their numbers."""
    return [" ".join(re.sub(r"^\s*\d+\s+", "", line).split()) for line in story.splitlines() if line.strip()]


def runaway(text: str, story: str) -> bool:
    """No final answer, and 3 or more steps past the story's last line."""
    steps = len(STEP_HEADER.findall(reading_text(text)))
    return extract_final_answer(text) is None and steps >= (story_lines(story) or 0) + 3


def measure(files: list[Path], count: Counter, repeats: int, longest: int) -> dict:
    out = defaultdict(int)
    changed: list[str] = []
    for path in files:
        found = leaf(task_of(path))
        if found is None:
            raise SystemExit(f"{path}: task {task_of(path)!r} is not a deltom leaf")
        for record in records(path):
            for text in (r[0] if isinstance(r, list) else r for r in record["resps"]):
                story = record["doc"].get("story", "")
                cut = loop_cut(text, repeats, longest, story_lines(story))
                answer = extract_final_answer(text)
                wild = runaway(text, story)
                out["responses"] += 1
                out["answered"] += answer is not None
                out["runaway"] += wild
                out["tokens"] += count(text)
                if cut is None:
                    continue
                kept = text[:cut]
                out["stopped"] += 1
                out["runaway_stopped"] += wild
                out["saved"] += count(text) - count(kept)
                full, short = scores(found.benchmark.judge, record["doc"], text), \
                    scores(found.benchmark.judge, record["doc"], kept)
                if answer is not None:
                    lost = extract_final_answer(kept) != answer or full != short
                    out["answered_cut"] += lost
                    out["answered_cut_after"] += not lost
                    if lost:
                        changed.append(f"{path.name} doc {record['doc_id']}: {full} -> {short}")
    return {**out, "changed_examples": changed[:5]}


def story_repeats(stories: list[str], longest: int) -> tuple[int, int]:
    """How many stories tell an event, or a run of up to ``longest`` events, back to back, and the most copies."""
    told, most = 0, 1
    for story in stories:
        copies = most_copies(events(story), longest)
        told += copies > 1
        most = max(most, copies)
    return told, most


def dataset_stories() -> dict[str, list[str]]:
    """The Hi-ToM and ToMi stories of the data the environment names (every ToMi split)."""
    from harness_ext.benchmarks.hitom import hitom_records
    from harness_ext.benchmarks.tomi import tomi_docs

    found: dict[str, list[str]] = {}
    if os.environ.get("DELTOM_HITOM_PATH"):
        found["Hi-ToM"] = [r["story"] for r in hitom_records(os.environ["DELTOM_HITOM_PATH"])]
    if os.environ.get("DELTOM_TOMI_PATH"):
        found["ToMi"] = [d["story"] for split in ("train", "val", "test")
                         for d in tomi_docs(os.environ["DELTOM_TOMI_PATH"], split)]
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="samples files or folders (default: every committed "
                        "samples folder under results/)")
    parser.add_argument("--repeats", type=int, default=REPEATS)
    parser.add_argument("--longest-block", type=int, default=LONGEST_BLOCK)
    parser.add_argument("--tokens", choices=("characters", "server"), default="characters")
    parser.add_argument("--stories", action="store_true", help="also count the datasets' repeated events")
    args = parser.parse_args(argv)
    folders = args.paths or sorted(p for p in (ROOT / "results").rglob("samples") if p.is_dir())
    groups: dict[str, list[Path]] = defaultdict(list)
    for file in sample_files(folders):
        groups[file.parent.name].append(file)  # <run>/samples/<model>/samples_*.jsonl.xz
    unit = "characters (tokens ~ characters / 4)" if args.tokens == "characters" else "tokens"
    print(f"rule: a block of 1-{args.longest_block} lines, step numbers masked, {args.repeats} times in a row; "
          f"counted in {unit}")
    print("| model | run | responses | with a final answer | answered, cut before the answer | answered, cut "
          "after it | runaway | runaway stopped | other stopped | generated | saved | share |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for model, files in sorted(groups.items()):
        for run in sorted({f.parent.parent.parent.name for f in files}):
            chosen = [f for f in files if f.parent.parent.parent.name == run]
            with _counter(args.tokens, model) as count:
                got = defaultdict(int, measure(chosen, count, args.repeats, args.longest_block))
            share = 100 * got["saved"] / got["tokens"] if got["tokens"] else 0.0
            print(f"| {model} | {run} | {got['responses']} | {got['answered']} | {got['answered_cut']} | "
                  f"{got['answered_cut_after']} | {got['runaway']} | {got['runaway_stopped']} | "
                  f"{got['stopped'] - got['runaway_stopped']} | {got['tokens']:,} | {got['saved']:,} | "
                  f"{share:.1f}% |", flush=True)
            for line in got["changed_examples"]:
                print(f"  cut before its answer: {line}")
    if args.stories:
        for name, stories in dataset_stories().items():
            told, most = story_repeats(stories, args.longest_block)
            print(f"{name}: {len(stories)} stories, {told} tell an event (or run of events) back to back, "
                  f"at most {most} times in a row (REPEATS {args.repeats})")
    return 0


class _counter:
    """A ``Counter`` for ``model``: its tokenizer served by deltom's llama build while the block runs."""

    def __init__(self, kind: str, model: str) -> None:
        self.kind, self.model, self.stack = kind, model, None

    def __enter__(self) -> Counter:
        if self.kind != "server":
            return Counter()
        import contextlib

        from deltom.models.catalog import load_catalog, models_root
        from deltom.models.llama_build import build, build_root
        from deltom.models.llama_probe import choose
        from deltom.models.serve import ServerOptions, served

        spec = load_catalog(None).get(self.model)
        if spec is None:
            return Counter()
        gguf = models_root(None) / spec.file
        choice = choose(build(build_root()), gguf, spec.sha256, say=lambda line: print(line, file=sys.stderr))
        self.stack = contextlib.ExitStack()
        server = self.stack.enter_context(served(ServerOptions(gguf, spec.name, ctx=512, binary=choice.server),
                                                 build_root() / "logs" / "tokenize.log"))
        return Counter(f"http://{server.host}:{server.port}")

    def __exit__(self, *exc) -> None:
        if self.stack is not None:
            self.stack.close()


if __name__ == "__main__":
    raise SystemExit(main())
