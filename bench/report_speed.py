"""Size and load time of the HTML run report (`deltom report`) of a large synthetic Best-of-N run.

Usage: .venv/bin/python bench/report_speed.py [--questions 200] [--n 16] [--seed 0] [--keep DIR]
       .venv/bin/python bench/report_speed.py --page deltom_out/miniature/report.html   # a built report
Needs DELTOM_HITOM_PATH (real Hi-ToM stories) and, for the browser figures, chromium + chromium-driver.

The run: --questions Hi-ToM questions spread over orders 0-4, --n samples each, written as lm-eval
--log_samples files (rows ori, maj@N, del_oracle and two PBM rows with random step scores). Each sample
is the DEL gold trace with seeded damage (a wrong belief, a skipped step, a wrong final answer). Printed:
the time to build the report, its size, and in headless Chromium the time from navigation start to the
page being usable (question list drawn and filterable), the load event, and the time to draw one
question's grid on a click (median of 5).
"""
import argparse
import json
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from dellabels.hitom.explain import gold_trace  # noqa: E402
from dellabels.traces.verify import story_of  # noqa: E402
from harness_ext.benchmarks.hitom import load_docs  # noqa: E402
from deltom.pages.run_report import build_report  # noqa: E402

STAMP = "2026-01-01T00-00-00.000000"
BRACKET = re.compile(r"\[[^\[\]]*\](\s*)$")


def damaged(trace: str, containers: list[str], rng: random.Random) -> str:
    """``trace`` with a seeded kind of damage (or none)."""
    blocks = trace.split("\n\n")
    steps, final = blocks[:-1], blocks[-1]
    kind = rng.choice(["none", "belief", "belief", "skip", "final"])
    k = rng.randrange(len(steps)) if steps else 0
    if kind == "belief" and steps:
        steps[k] = BRACKET.sub(f"[{rng.choice(containers)}]\\1", steps[k].rstrip())
    elif kind == "skip" and len(steps) > 1:
        del steps[k]
    elif kind == "final":
        final = f"Final Answer: [{rng.choice(containers)}]"
    return "\n\n".join([*steps, final])


def write_run(folder: Path, questions: int, n: int, seed: int) -> None:
    rng = random.Random(seed)
    group = f"hitom_del_bon_n{n}"
    for order in range(5):
        docs = load_docs(question_order=order)
        docs = rng.sample(docs, min(len(docs), questions // 5))
        lines = []
        for doc_id, doc in enumerate(docs):
            story = story_of(doc["story"])
            containers = sorted(set(re.findall(r"\b\w+_\w+\b", doc["story"])))
            gold = gold_trace(story, doc["question"])
            resps = [damaged(gold, containers, rng) for _ in range(n)]
            steps = [[round(rng.random(), 4) for _ in text.split("## Step")[1:]] for text in resps]
            base = {"doc_id": doc_id, "doc": doc, "target": doc["answer"], "resps": [resps]}
            lines.append({**base, "filter": "ori", "filtered_resps": [resps]})
            for row in ("maj@%d" % n, "del_oracle", "pbm_weighted_min", "pbm_vanilla_min"):
                index = rng.randrange(n)
                kept = {"response": resps[index], "index": index, "answer": None}
                if row.startswith("pbm_"):
                    kept.update(step_scores=steps, trace_scores=[min(s, default=0.0) for s in steps])
                lines.append({**base, "filter": row, "filtered_resps": [json.dumps(kept)]})
        path = folder / f"samples_{group}_order_{order}_{STAMP}.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")


def wait_ready(driver, timeout: float = 30.0) -> float:
    """``window.deltomReadyMs`` once the page sets it (navigation start -> usable, ms)."""
    deadline = time.perf_counter() + timeout
    while (ready := driver.execute_script("return window.deltomReadyMs")) is None:
        if time.perf_counter() > deadline:
            raise SystemExit(f"the report did not become usable within {timeout:.0f} s")
        time.sleep(0.05)
    return ready


def browser_figures(page: Path) -> None:
    from helpers.browser import console_errors, open_browser, unavailable

    why = unavailable()
    if why:
        print(f"browser: skipped ({why})")
        return
    with open_browser() as driver:
        ready, loaded = [], []
        for _ in range(3):
            driver.get("about:blank")  # a reload of the same URL can return before the page's script ran
            driver.get(page.as_uri())
            ready.append(wait_ready(driver))
            loaded.append(driver.execute_script(
                "const t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd"))
        clicks = []
        for k in range(5):
            clicks.append(driver.execute_script(
                "const b = document.querySelectorAll('.qh')[arguments[0]]; const t = performance.now(); b.click();"
                "b.nextSibling.offsetHeight; return performance.now() - t;", k * 7))
        cells = driver.execute_script("return document.querySelectorAll('table.grid td').length")
        print(f"usable (navigation start -> list drawn): median {statistics.median(ready):.0f} ms "
              f"(runs: {', '.join(f'{v:.0f}' for v in ready)})")
        print(f"load event: median {statistics.median(loaded):.0f} ms")
        print(f"open one question's grid: median {statistics.median(clicks):.0f} ms ({cells} cells in 5 grids)")
        print(f"console errors: {len(console_errors(driver))}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--n", type=int, default=16)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", help="write the run and report here instead of a temporary folder")
    parser.add_argument("--page", help="measure this built report (its size and the browser figures) instead")
    args = parser.parse_args()
    if args.page:
        print(f"{args.page}: {Path(args.page).stat().st_size / 1e6:.2f} MB")
        browser_figures(Path(args.page).resolve())
        return
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(args.keep or tmp)
        folder.mkdir(parents=True, exist_ok=True)
        write_run(folder, args.questions, args.n, args.seed)
        start = time.perf_counter()
        text = build_report(folder)
        built = time.perf_counter() - start
        page = folder / "report.html"
        page.write_text(text, encoding="utf-8")
        print(f"run: {args.questions} questions, N = {args.n}; report built in {built:.1f} s")
        print(f"size: {len(text.encode()) / 1e6:.2f} MB")
        browser_figures(page)


if __name__ == "__main__":
    main()
