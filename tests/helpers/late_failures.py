"""`deltom-eval` with one fault injected after generation started (the late-failure tests, ``tests/deltom/cli/test_late_failures.py``).

Run as ``python tests/helpers/late_failures.py <deltom-eval arguments>``, with one of:

* ``LATE_FAIL_SEARCH_AFTER=k``: the k+1-th batch of a beam search / DVTS raises (a PBM out of memory midway);
* ``LATE_FAIL_VERIFY_LINE=text``: the DEL verifier raises on every doc whose story holds ``text``, although the
  data check before generation read it (a verifier that fails on one doc only after all generation).
"""
from __future__ import annotations

import os
import sys


def inject() -> None:
    after = os.environ.get("LATE_FAIL_SEARCH_AFTER")
    if after is not None:
        from harness_ext.search.settings import SearchTotals

        original, calls = SearchTotals.run, []

        def run(self, *args, **kwargs):
            calls.append(1)
            if len(calls) > int(after):
                raise RuntimeError("CUDA out of memory while scoring (injected)")
            return original(self, *args, **kwargs)

        SearchTotals.run = run
    line = os.environ.get("LATE_FAIL_VERIFY_LINE")
    if line:
        import harness_ext.benchmarks.hitom as hitom

        original_verify = hitom.verify

        def verify(story, *args, **kwargs):
            if line in story:
                raise ValueError(f"story line: cannot read {line!r} (injected)")
            return original_verify(story, *args, **kwargs)

        hitom.verify = verify


if __name__ == "__main__":
    inject()
    from deltom.cli.deltom_eval import main

    main(sys.argv[1:])
