"""The paper's published rows (DEL-ToM Table 1: Hi-ToM, Table 2: Kosinski) for ``deltom table --reference paper``.

The numbers live in ``deltom/data/paper_results.json``, transcribed exactly from the
paper's LaTeX source. They are *reported*, not measured: each becomes a table row marked
so, with the paper's own Ori, +PBM and Average (never recomputed).
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from deltom.analysis.results_load import REPORTED_PBM, ModelResult

DATA = Path(__file__).resolve().parents[1] / "data" / "paper_results.json"
REFERENCES = ("paper",)


@lru_cache(maxsize=1)
def paper_data() -> dict:
    """The transcribed tables: ``{"paper", "note", "benchmarks": {family: {"table", "pbm_note", "rows"}}}``."""
    return json.loads(DATA.read_text(encoding="utf-8"))


def reported_rows(family: str) -> list[ModelResult]:
    """One ``ModelResult`` per published row of ``family`` (``hitom`` or ``kosinski``), in the paper's order."""
    table = paper_data()["benchmarks"][family]
    out = []
    for row in table["rows"]:
        keys = [k for k in row["ori"] if k != "average"]
        per_key = {k: {"ori": row["ori"][k], REPORTED_PBM: row["pbm"][k]} for k in keys}
        average = {"ori": row["ori"]["average"], REPORTED_PBM: row["pbm"]["average"]}
        out.append(ModelResult(f"{row['model']} (reported: {row['setting']})", family, per_key, row["n"],
                               f"{DATA.name}: {table['table']}", reported=True, reported_average=average))
    return out


def reference_note(family: str) -> str:
    """The caption sentence that says where the reported rows come from and what their +PBM is."""
    table = paper_data()["benchmarks"][family]
    return (f"Rows marked reported: the paper's {table['table']} (Wu et al., 2025), not measured here; "
            f"{table['pbm_note']}.")
