"""Reading the model_args of the PBM search models: an unknown name (``beam=2`` for ``beams=2``) is a
``BeamArgsError`` listing the valid names (and the nearest one), a whole number is read as one (``beams=2.5``
refused), the old ``pbm_model`` spelling is taken once with a deprecation line, the PBM is the run's unless the
model_args name one, and a Best-of-N task is refused (a search answers each question once).
``harness_ext.search.config.SearchConfig.build`` checks a search's model_args with these.
"""
from __future__ import annotations

import difflib
import logging
from typing import Any, Mapping, Optional

from deltom_base.errors import BeamArgsError
from deltom_base.flags import deprecation_line
from harness_ext.run_state import current_run
from pbm.spec import which_pbm

log = logging.getLogger(__name__)

_WARNED: set[str] = set()  # old model_arg spellings already reported in this process


def pbm_arg(args: Mapping[str, Any]) -> Optional[str]:
    """The ``pbm`` model_arg (the old spelling ``pbm_model`` prints one deprecation line per process)."""
    
    if args.get("pbm_model") is not None:
        if args.get("pbm") is not None:
            raise BeamArgsError("give the PBM once: model_arg pbm (pbm_model is its deprecated spelling)")
        if "pbm_model" not in _WARNED:
            _WARNED.add("pbm_model")
            log.warning(deprecation_line("model_args", "pbm_model", "pbm"))
        return str(args["pbm_model"])
    return None if args.get("pbm") is None else str(args["pbm"])


def beam_pbm(pbm_backend: Optional[str], pbm_model: Optional[str]) -> tuple[str, Optional[str]]:
    """(backend, model) a search scores with: ``pbm.spec.which_pbm`` with its model_args as the explicit choice,
    else the run's (``deltom-eval --pbm-backend`` / ``--pbm``)."""
    run = current_run()
    return which_pbm(pbm_backend or run.pbm_backend, pbm_model or run.pbm_model)


def reject_unknown(model: str, names: Any, valid: tuple[str, ...]) -> None:
    """``BeamArgsError`` naming every one of ``names`` not ``valid`` for ``model`` (and the nearest valid one)."""
    unknown = sorted(k for k in names if k not in valid)
    if unknown:
        near = [f"{k} (did you mean {m[0]}?)" if (m := difflib.get_close_matches(k, valid, n=1)) else k
                for k in unknown]
        raise BeamArgsError(f"--model {model}: unknown model_args {', '.join(near)}; valid: {', '.join(valid)}")


def whole(model: str, args: Mapping[str, Any], name: str, low: int) -> Optional[int]:
    """Model_arg ``name`` as an integer >= ``low`` (None when absent); a fraction (``beams=2.5``, which ``int``
    would silently make 2), a non-number or a smaller one is a ``BeamArgsError`` naming it."""
    value = args.get(name)
    if value is None:
        return None
    if isinstance(value, str):  # lm-eval's key=value parsing leaves "2.5" a float, a JSON --model_args a string
        for kind in (int, float):
            try:
                value = kind(value.strip())
                break
            except ValueError:
                continue
    ok = not isinstance(value, bool) and (isinstance(value, int) or (isinstance(value, float) and value.is_integer()))
    if not ok or int(value) < low:
        raise BeamArgsError(f"--model {model}: model_arg {name} must be an integer >= {low}, got {args[name]!r}")
    return int(value)


def check_one_search(model: str, task: Optional[str], n: Optional[int]) -> None:
    """``BeamArgsError`` for a task that asks ``n`` > 1 samples per question (a Best-of-N task): a search answers
    each question once (its beams compete inside it), so lm-eval's ``n`` copies of a request would be ``n``
    identical searches logged as ``n`` samples, and every Best-of-N row would be computed on them."""
    if n is not None and n > 1:
        raise BeamArgsError(f"--model {model}: task {task} asks N={n} samples per question, but a PBM search answers "
                            "each question once (its beams compete inside one search), so its N samples would be N "
                            "identical searches; run a plain task (hitom_del, kosinski_del, ...) and set the "
                            "search's width with model_arg beams")
