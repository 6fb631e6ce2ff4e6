"""`deltom-eval`: the lm_eval CLI with deltom's task folders on the include path.

lm-eval 0.4.13 has no plugin discovery: this wrapper imports ``lm_eval.models``
first (stock models registered), then the models deltom declares as lm-eval plugins
(``harness_ext.plugins``), adds
``--include_path <deltom_tasks>`` and hands over to lm_eval's CLI.

Extra options, in deltom's vocabulary (``deltom_base.flags``):

- ``--n N``: the Best-of-N tasks (``*_bon``) with N samples per question.
- ``--pbm MODEL`` / ``--pbm-backend NAME``: the PBM of every Best-of-N row that is not
  pinned, and of the search models without their own (before ``$DELTOM_PBM_MODEL`` / ``$DELTOM_PBM_BACKEND``).
- ``--out PATH``: lm-eval's ``--output_path``.
- ``--stop-loops``: ``--model hf`` ends a sequence once its text loops (``harness_ext.bon.local_loop_stop``).

``--n`` renames them in ``--tasks`` to their variant for N
(``hitom_del_bon`` -> ``hitom_del_bon_n64``; N = 16 is the unsuffixed default),
so the task names, the ``pass@N`` / ``maj@N`` filter names and ``repeats`` of the
results all say N. The variants for N = 1, 4, 16, 64 ship in ``deltom_tasks``
(``deltom_tasks.bon_configs``); for another N they are written once into
``$DELTOM_CACHE/lm_eval_tasks/n<N>-<hash>/`` (a copy of ``deltom_tasks`` plus the
variant, named by the hash of its content and never changed afterwards), so the
``config_source`` that lm-eval records keeps pointing at the files that ran.

Options that would waste or lose a run are refused (one line, exit 2) before any
generation: a ``--limit`` that is not > 0, an ``--output_path`` whose folder cannot be
written, a task name lm-eval does not know. Results and samples are written whole
(``deltom.cli.eval_outputs``): one that could not be saved is reported in one
line naming it, exit 1, with no partial file left in its place.

A run whose answers are no result (most responses without a final answer, or every ``acc`` 0)
ends with one ``QUALITY WARNING`` line after lm-eval's tables, and its results JSON records the
reading as ``"quality"`` (``deltom.cli.eval_quality``, ``deltom.analysis.quality``).

PBM trouble never costs a generation run: a PBM that cannot be used is reported
(one line naming backend and model, exit 2) while the tasks are built, before
any request; one that fails after generation leaves its rows NaN, the samples
written, and this command exits 1 with the ``deltom rescore`` line that
finishes the job (``harness_ext.bon.task``).
"""
from __future__ import annotations

import argparse
import contextlib
import hashlib
import math
import os
import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Iterator, Optional, Sequence

from dellabels.io.outputs import check_writable_dir
from deltom.cli.eval_failures import late_failure
from deltom.cli.eval_outputs import guarded_saves, recording
from deltom.cli.eval_quality import quality_gate
from deltom.cli.lm_eval_table import row_ordered_tables
from deltom_base.errors import BeamArgsError, OutputError, PBMConfigError, UsageError, UserError, report
from deltom_base.plumbing import install
from deltom_tasks import TASKS_DIR
from deltom_tasks.bon_configs import DEFAULT_N, SHIPPED_N, expected_files, parse_task_name, with_n
from deltom_tasks.fresh import check_metadata
from harness_ext.bon.local_loop_stop import local_loop_stop
from harness_ext.bon.rows import check_family_pbms
from harness_ext.lm_eval_patches import patched
from harness_ext.plugins import load_models
from harness_ext.run_state import RunState, current_run, run_state
from harness_ext.search.config import BEAM_MODELS, SearchConfig
from harness_ext.search.model_args import check_one_search
from pbm.backend_names import backend_list
from pbm.cache import cache_root

OUTPUT_PATH = ("--output_path", "-o")
EXTRA_HELP = f"""deltom-eval: lm-eval's CLI with deltom's tasks on the include path, and these options of its own:
  --n N               Best-of-N tasks (hitom_del_bon, kosinski_del_bon, ...) with N samples per question
                      (the paper's N; the task names become *_n<N>)
  --pbm MODEL         the PBM of the Best-of-N rows: a directory, a hub id or 'default' (over $DELTOM_PBM_MODEL)
  --pbm-backend NAME  {backend_list()} (over $DELTOM_PBM_BACKEND; `pbm score --help` explains them)
  --pbm-url URL       served: the PBM's OpenAI-compatible endpoint (default $DELTOM_PBM_URL)
  --out PATH          lm-eval's --output_path
  --stop-loops        --model hf: end a sequence once its text loops (the served models below do it by default)
Models of its own: hf-pbm-beam, vllm-pbm-beam (PBM-guided search); deltom-completions, deltom-chat-completions
(a served model with one seed per sample, a looping response stopped: docs/scale.md, docs/real-models.md).
lm-eval's own options follow.
"""


def _pop_option(argv: list[str], name: str) -> Optional[str]:
    for i, arg in enumerate(argv):
        if arg == name and i + 1 < len(argv):
            value = argv[i + 1]
            del argv[i:i + 2]
            return value
        if arg.startswith(name + "="):
            del argv[i]
            return arg.split("=", 1)[1]
    return None


def _option_index(argv: list[str], names: Sequence[str]) -> Optional[tuple[int, str]]:
    """(index of the value, option spelling) of the first of ``names`` in ``argv``."""
    for i, arg in enumerate(argv):
        for name in names:
            if arg == name and i + 1 < len(argv):
                return i + 1, ""
            if arg.startswith(name + "="):
                return i, name + "="
    return None


def parse_repeats(value: str) -> int:
    """``--n`` as a positive integer, else ``UsageError``."""
    try:
        repeats = int(value)
    except ValueError:
        raise UsageError(f"--n must be a positive integer, got {value!r}") from None
    if repeats < 1:
        raise UsageError(f"--n must be >= 1, got {repeats}")
    return repeats


def tasks_for_repeats(tasks: str, repeats: int) -> str:
    """``--tasks`` with every Best-of-N task renamed to its variant for ``repeats`` samples."""
    renamed, changed = [], False
    for name in tasks.split(","):
        parsed = parse_task_name(name.strip())
        if parsed is None:
            renamed.append(name)
            continue
        if parsed[1] is not None and parsed[1] != repeats:
            raise UsageError(f"--tasks {name.strip()} names N={parsed[1]} but --n is {repeats}; "
                             f"name the default task ({with_n(name.strip(), 16)}) or drop --n")
        renamed.append(with_n(name.strip(), repeats))
        changed = True
    if not changed:
        raise UsageError(f"--n applies to the Best-of-N tasks (hitom_del_bon*, kosinski_del_bon*); "
                         f"--tasks {tasks} has none")
    return ",".join(renamed)


def _tree_digest(root: Path) -> str:
    digest = hashlib.sha256()
    for file in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(file.relative_to(root).as_posix().encode() + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()


def stable_tasks_dir(repeats: int, cache: Optional[Path] = None) -> Path:
    """A ``deltom_tasks`` folder holding the Best-of-N variants for ``repeats`` samples.

    The package's own folder when they ship; otherwise a copy with the variant added,
    under ``<cache>/lm_eval_tasks/n<N>-<hash of the content>/deltom_tasks``: written
    once (atomically), never modified, so results can point at it.
    """
    if repeats in SHIPPED_N:
        return TASKS_DIR
    if cache is None:
        cache = cache_root()
    extra = expected_files((repeats,))
    digest = hashlib.sha256(_tree_digest(TASKS_DIR).encode())
    for rel, text in sorted(extra.items()):
        digest.update(rel.encode() + b"\0" + text.encode() + b"\0")
    home = Path(cache) / "lm_eval_tasks" / f"n{repeats}-{digest.hexdigest()[:16]}"
    target = home / "deltom_tasks"
    if target.is_dir():
        return target
    home.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".n{repeats}-", dir=home.parent))
    try:
        shutil.copytree(TASKS_DIR, staging / "deltom_tasks", ignore=shutil.ignore_patterns("__pycache__"))
        for rel, text in extra.items():
            (staging / "deltom_tasks" / rel).write_text(text, encoding="utf-8")
        os.replace(staging, home)  # a concurrent run that won the race leaves the same content
    except OSError:
        if not target.is_dir():
            raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target


def option_value(argv: list[str], names: Sequence[str]) -> Optional[str]:
    """The value of the first of ``names`` in ``argv``, or None."""
    found = _option_index(argv, names)
    return None if found is None else argv[found[0]][len(found[1]):]


def resolve_vocabulary(args: list[str], run: RunState) -> Optional[str]:
    """Apply deltom's spellings in ``args`` in place and return the value of ``--n`` (None: not given).

    ``--pbm-backend`` / ``--pbm`` become the run's PBM choice (``run``, read when the tasks are built), ``--pbm-url``
    the served backend's endpoint on the run's scoring state (``run.scoring.served``), ``--out`` lm-eval's
    ``--output_path``."""
    repeats = _pop_option(args, "--n")

    run.pbm_model = _pop_option(args, "--pbm") or run.pbm_model
    run.pbm_backend = _pop_option(args, "--pbm-backend") or run.pbm_backend
    url = _pop_option(args, "--pbm-url")
    if url is not None:
        run.scoring.served = replace(run.scoring.served, url=url)
    out = _pop_option(args, "--out")
    if out is not None:
        if _option_index(args, OUTPUT_PATH) is not None:
            raise UsageError("give the output folder once: --out or lm-eval's --output_path")
        args += ["--output_path", out]
    return repeats


def check_limit(value: str) -> None:
    """``UsageError`` unless ``--limit`` is > 0 (a count, or a fraction below 1); argparse reports a non-number."""
    try:
        limit = float(value)
    except ValueError:
        return
    if not math.isfinite(limit) or limit <= 0:
        raise UsageError(f"--limit must be > 0 (a number of documents per task, or a fraction below 1), got {value}")


def check_output_path(value: str) -> None:
    """``UsageError`` unless the folder lm-eval writes into can be written (it is created).

    lm-eval takes ``--output_path`` as a folder, or as a ``.json`` file whose folder
    then holds the results and samples.
    """
    path = Path(value).expanduser()
    folder = path.parent if path.suffix == ".json" else path
    existing = next((p for p in (folder, *folder.parents) if p.exists()), None)
    if existing is not None and not existing.is_dir():
        raise UsageError(f"--output_path {value}: {existing} is a file, not a folder")
    try:
        check_writable_dir(folder)
    except OutputError as err:
        raise UsageError(f"--output_path {value}: {err}") from None


class _MetadataReader(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(message)


def check_fresh_settings(args: list[str]) -> None:
    """``--metadata`` read as lm-eval reads it (its ``MergeDictAction``: JSON or key=value pairs; unreadable: a
    ``UsageError``, where lm-eval prints a traceback) and checked against the fresh sets among ``--tasks`` before
    any model loads (``deltom_tasks.fresh.check_metadata``: a bad value, a family's fixed setting changed or a key
    no task reads is a ``FreshSettingsError``); the family's own yaml settings are checked when the task is built."""
    from lm_eval._cli.utils import MergeDictAction

    reader = _MetadataReader(add_help=False)
    reader.add_argument("--metadata", default=None, nargs="+", action=MergeDictAction)
    try:
        metadata = reader.parse_known_args(args)[0].metadata or {}
    except ValueError as err:  # lm-eval's "Invalid JSON: ..."
        raise UsageError(f"--metadata: {' '.join(str(err).split())}") from None
    check_metadata([t.strip() for t in (option_value(args, ("--tasks", "-t")) or "").split(",") if t.strip()],
                   metadata)


def check_pbms(args: list[str]) -> None:
    """``UsageError`` for a PBM or beam-search model_arg that cannot work, before any model loads: the PBM rows of
    every Best-of-N task named in ``--tasks`` (``harness_ext.bon.rows.check_family_pbms``) and, for
    ``--model hf-pbm-beam`` / ``vllm-pbm-beam``, its ``--model_args`` (``harness_ext.search.config.SearchConfig.build``) and its
    tasks (a Best-of-N task is refused: ``harness_ext.search.model_args.check_one_search``)."""
    import json

    from lm_eval.utils import simple_parse_args_string

    tasks = option_value(args, ("--tasks", "-t")) or ""
    families = sorted({parsed[0] for name in tasks.split(",") if (parsed := parse_task_name(name.strip()))})
    model = option_value(args, ("--model",))
    try:
        if model in BEAM_MODELS:
            text = option_value(args, ("--model_args", "-a")) or ""
            model_args = json.loads(text) if text.lstrip().startswith("{") else simple_parse_args_string(text)
            SearchConfig.build(model, model_args)
            for name in tasks.split(","):  # a Best-of-N task's N copies of a request: N identical searches
                if (parsed := parse_task_name(name.strip())) is not None:
                    check_one_search(model, name.strip(), parsed[1] or DEFAULT_N)
        for family in families:
            check_family_pbms(family)
    except (PBMConfigError, BeamArgsError, ValueError) as err:
        raise UsageError(str(err)) from None


def check_options(args: list[str]) -> None:
    """The pre-flight checks of ``--limit``, ``--output_path`` and the fresh sets' ``--metadata`` settings
    (``prepare_args`` then checks the PBMs and beam-search model_args of the final task names, ``check_pbms``):
    all before any model is loaded."""
    for names, checker in ((("--limit", "-L"), check_limit), (OUTPUT_PATH, check_output_path)):
        value = option_value(args, names)
        if value is not None:
            checker(value)
    check_fresh_settings(args)


@contextlib.contextmanager
def unknown_tasks_as_usage_errors() -> Iterator[None]:
    """lm-eval's task matching (``EvaluatorConfig.process_tasks``, before any request) failing as a ``UsageError``."""
    def as_usage_errors(original):
        def process_tasks(self, *args, **kwargs):
            try:
                return original(self, *args, **kwargs)
            except ValueError as err:
                raise UsageError(f"--tasks: {' '.join(str(err).split())} (`deltom-eval ls tasks` lists them)") from None
        return process_tasks

    with patched("process_tasks", as_usage_errors):
        yield


def prepare_args(args: list[str], run: Optional[RunState] = None) -> list[str]:
    """lm_eval's arguments: deltom's options resolved (``--n`` into task names, ``--pbm`` / ``--pbm-backend``
    into ``run``, the current run's record if None; ``--out`` into ``--output_path``), options checked, the include
    path added."""
    repeats_value = resolve_vocabulary(args, current_run() if run is None else run)
    check_options(args)
    include = TASKS_DIR
    if repeats_value is not None:
        repeats = parse_repeats(repeats_value)
        found = _option_index(args, ("--tasks", "-t"))
        if found is None:
            raise UsageError("--n needs --tasks with a Best-of-N task (hitom_del_bon, kosinski_del_bon, ...)")
        index, prefix = found
        args[index] = prefix + tasks_for_repeats(args[index][len(prefix):], repeats)
        include = stable_tasks_dir(repeats)
        if _option_index(args, ("--include_path",)) is not None and include != TASKS_DIR:
            raise UsageError(f"--n {repeats} (not shipped) uses its own task folder and lm-eval takes one "
                             "--include_path; drop yours, or pass a folder holding the variant "
                             f"(python -m deltom_tasks.bon_configs writes N = 1, 4, 16, 64)")
    check_pbms(args)  # after --n: the PBM rows of the task names that will run
    if _option_index(args, ("--include_path",)) is None:
        args += ["--include_path", str(include)]
    return args


def main(argv: Optional[Sequence[str]] = None) -> None:
    import lm_eval.models  # noqa: F401  (registration order: stock models first, so ours never shadow them)
    from lm_eval.__main__ import cli_evaluate

    install()  # one-line errors, lm-eval's repeated hint quiet (DELTOM_VERBOSE=1 keeps it)
    argv = list(sys.argv[1:] if argv is None else argv)
    if "-h" in argv or "--help" in argv:
        print(EXTRA_HELP)
    try:
        load_models()  # deltom's models, from the entry points it declares (harness_ext.plugins)
    except UserError as err:
        raise SystemExit(report("deltom-eval", err)) from None
    with run_state() as run:  # this run's PBM choice and late failures, handed down to the tasks lm-eval builds
        try:
            args = prepare_args(argv, run)
        except (UserError, OSError) as err:  # before any model loads: one line (deltom_base.errors)
            raise SystemExit(report("deltom-eval", err, limit=4000)) from None
        stop_loops = "--stop-loops" in args
        args = [a for a in args if a != "--stop-loops"]
        sys.argv = ["deltom-eval", *args]
        if "-h" not in args and "--help" not in args:  # lm-eval indexes its thousands of tasks first, saying nothing
            print("deltom-eval: lm-eval is reading its task index, then builds the tasks and loads the model; "
                  "its own lines and bars follow", file=sys.stderr, flush=True)
        try:
            with guarded_saves() as saves, recording(), row_ordered_tables(), unknown_tasks_as_usage_errors(), \
                    quality_gate() as gate, local_loop_stop(stop_loops):
                cli_evaluate()
        except UserError as err:  # a bad task, data file, setting or PBM met while lm-eval builds the tasks
            raise SystemExit(report("deltom-eval", err, limit=4000)) from None
    if gate.quality is not None and gate.quality.garbage:  # after lm-eval's tables: the last thing printed
        print(gate.quality.line("this run"))
    if saves.lost:
        raise SystemExit(saves.report(option_value(args, OUTPUT_PATH)))
    failed = late_failure(run, option_value(args, OUTPUT_PATH))
    if failed:
        raise SystemExit(failed)


if __name__ == "__main__":
    main()
