"""How much of the committed real-model runs' generation is spent looping, and what cutting loops would change.

For every response of the committed samples (lm-eval ``--log_samples`` files, .jsonl or .jsonl.xz) it applies
``dellabels.traces.loops.loop_cut`` and scores the full and the cut response with the task's own judge (the
benchmark registry's): responses that loop, generated tokens after the cut, and responses whose final answer or
any metric the cut would change (the rule must change none). Tokens are counted by the model's own tokenizer
through deltom's llama-server (``--tokens server``; catalogue models only), else as words.

    .venv/bin/python bench/loop_share.py                       # every committed samples folder, words
    .venv/bin/python bench/loop_share.py --tokens server       # the models' own tokens (deltom models build first)
"""
from __future__ import annotations

import argparse
import json
import lzma
import sys
import urllib.request
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dellabels.traces.answers import extract_final_answer  # noqa: E402
from dellabels.traces.loops import LONGEST_BLOCK, REPEATS, loop_cut  # noqa: E402
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
    """Tokens of a text: the model's tokenizer through a running llama-server, else words."""

    def __init__(self, url: str = "") -> None:
        self.url = url

    def __call__(self, text: str) -> int:
        if not self.url or not text:
            return len(text.split())
        body = json.dumps({"content": text}).encode()
        req = urllib.request.Request(f"{self.url}/tokenize", data=body, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=120) as resp:
            return len(json.loads(resp.read())["tokens"])


def measure(files: list[Path], count: Counter, repeats: int, longest: int) -> dict:
    out = defaultdict(int)
    changed: list[str] = []
    for path in files:
        found = leaf(task_of(path))
        if found is None:
            raise SystemExit(f"{path}: task {task_of(path)!r} is not a deltom leaf")
        for record in records(path):
            for text in (r[0] if isinstance(r, list) else r for r in record["resps"]):
                cut = loop_cut(text, repeats, longest)
                tokens = count(text)
                answered = extract_final_answer(text) is not None
                out["responses"] += 1
                out["tokens"] += tokens
                out["answered"] += answered
                if cut is None:
                    continue
                kept = text[:cut]
                out["looping"] += 1
                out["looping_answered"] += answered
                out["tokens_after_cut"] += tokens - count(kept)
                full, short = scores(found.benchmark.judge, record["doc"], text), \
                    scores(found.benchmark.judge, record["doc"], kept)
                if extract_final_answer(text) != extract_final_answer(kept) or full != short:
                    out["changed"] += 1
                    changed.append(f"{path.name} doc {record['doc_id']}: {full} -> {short}")
    return {**{k: out[k] for k in ("responses", "tokens", "answered", "looping", "looping_answered", "tokens_after_cut", "changed")}, "changed_examples": changed[:5]}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="samples files or folders (default: every committed "
                        "samples folder under results/)")
    parser.add_argument("--repeats", type=int, default=REPEATS)
    parser.add_argument("--longest-block", type=int, default=LONGEST_BLOCK)
    parser.add_argument("--tokens", choices=("words", "server"), default="words")
    args = parser.parse_args(argv)
    folders = args.paths or sorted(p for p in (ROOT / "results").rglob("samples") if p.is_dir())
    groups: dict[str, list[Path]] = defaultdict(list)
    for file in sample_files(folders):
        groups[file.parent.name].append(file)  # <run>/samples/<model>/samples_*.jsonl.xz
    print(f"rule: a block of 1-{args.longest_block} lines repeated {args.repeats} times in a row; "
          f"tokens: {args.tokens}")
    print("| model | samples | responses | with a final answer | looping | looping with an answer | tokens | "
          "tokens after the cut | share | changed by the cut |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for model, files in sorted(groups.items()):
        for run in sorted({f.parent.parent.parent.name for f in files}):
            chosen = [f for f in files if f.parent.parent.parent.name == run]
            with _counter(args.tokens, model) as count:
                got = measure(chosen, count, args.repeats, args.longest_block)
            share = 100 * got["tokens_after_cut"] / got["tokens"] if got["tokens"] else 0.0
            print(f"| {model} | {run} | {got['responses']} | {got['answered']} | {got['looping']} | "
                  f"{got['looping_answered']} | {got['tokens']} | {got['tokens_after_cut']} | {share:.1f}% | "
                  f"{got['changed']} |", flush=True)
            for line in got["changed_examples"]:
                print(f"  changed: {line}")
    return 0


class _counter:
    """A ``Counter`` for ``model``: its tokenizer served by deltom's llama build while the block runs."""

    def __init__(self, kind: str, model: str) -> None:
        self.kind, self.model, self.stack = kind, model, None

    def __enter__(self) -> Counter:
        if self.kind != "server":
            return Counter()
        import contextlib

        from deltom.models.catalog import cache_root, load_catalog
        from deltom.models.llama_build import build, build_root
        from deltom.models.llama_probe import choose
        from deltom.models.serve import ServerOptions, served

        spec = load_catalog(None).get(self.model)
        if spec is None:
            return Counter()
        gguf = cache_root(None) / spec.file
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
