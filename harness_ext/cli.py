"""`deltom-eval`: the lm_eval CLI with deltom's task folders on the include path.

lm-eval 0.4.13 has no plugin discovery: this wrapper imports ``lm_eval.models``
first (stock models registered), then deltom's own registrations, adds
``--include_path <deltom_tasks>`` and hands over to lm_eval's CLI. Extra option:
``--repeats N`` sets the number of samples of the Best-of-N tasks (``*_bon``;
default 16) by running from a temporary copy of the task folders.

PBM trouble never costs a generation run: a PBM that cannot be used is reported
(one line naming backend and model, exit 2) while the tasks are built, before
any request; one that fails after generation leaves its rows NaN, the samples
written, and this command exits 1 with the ``deltom rescore`` line that
finishes the job (``harness_ext.bon_task``).
"""
from __future__ import annotations

import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Optional, Sequence


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


def tasks_with_repeats(repeats: int, workdir: str) -> Path:
    """A copy of deltom_tasks whose Best-of-N templates sample ``repeats`` traces."""
    from deltom_tasks import TASKS_DIR

    if repeats < 1:
        raise SystemExit("deltom-eval: --repeats must be >= 1")
    target = Path(workdir) / "deltom_tasks"
    shutil.copytree(TASKS_DIR, target, ignore=shutil.ignore_patterns("__pycache__"))
    for template in target.glob("*_bon/_*_template_yaml"):
        text = template.read_text(encoding="utf-8")
        template.write_text(re.sub(r"(?m)^repeats: \d+$", f"repeats: {repeats}", text), encoding="utf-8")
    return target


def main(argv: Optional[Sequence[str]] = None) -> None:
    import lm_eval.models  # noqa: F401  (stock models first, so ours never shadow them)
    import harness_ext.beam_model  # noqa: F401  (registers hf-pbm-beam, vllm-pbm-beam)

    from deltom_tasks import TASKS_DIR

    args = list(sys.argv[1:] if argv is None else argv)
    repeats = _pop_option(args, "--repeats")
    with tempfile.TemporaryDirectory(prefix="deltom-eval-") as tmp:
        include = tasks_with_repeats(int(repeats), tmp) if repeats else TASKS_DIR
        if "--include_path" not in " ".join(args):
            args += ["--include_path", str(include)]
        from lm_eval.__main__ import cli_evaluate

        from harness_ext.bon_task import FAILURES
        from dellabels.hitom_data import DataFileError, DataNotFoundError
        from harness_ext.pbm_spec import PBMConfigError

        sys.argv = ["deltom-eval", *args]
        try:
            cli_evaluate()
        except (PBMConfigError, DataFileError, DataNotFoundError) as err:  # one line, no traceback
            print(f"deltom-eval: error: {err}", file=sys.stderr)
            raise SystemExit(2) from None
    if FAILURES:
        raise SystemExit(rescore_hint(FAILURES, _pop_option(list(args), "--output_path")))


def rescore_hint(failures: dict, output_path: Optional[str]) -> str:
    """The one-line report of PBMs that failed after generation, with the command that finishes the job."""
    (backend, model), reason = next(iter(failures.items()))
    where = output_path or "<--output_path>"
    model_arg = f" --model {model}" if model else ""
    return (f"deltom-eval: PBM backend {backend}{', model ' + model if model else ''} failed after generation "
            f"({reason}); its rows are NaN. Samples were written if --log_samples was given: finish with "
            f"`deltom rescore {where} --backend {backend}{model_arg} --out <summary.json>`")


if __name__ == "__main__":
    main()
