"""Rendering of report tables: a grouped ``Table`` as Markdown, CSV and LaTeX (booktabs), and cell text."""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from typing import Optional

MISSING = "-"


def key_label(key: str) -> str:
    """'2' -> '2-th Order' (the paper's wording), 'false_belief' -> 'False Belief'."""
    return f"{key}-th Order" if key.isdigit() else key.replace("_", " ").title()


def fmt_cell(value: Optional[float]) -> str:
    """A percentage cell: one decimal, ``MISSING`` for no value."""
    return MISSING if value is None else f"{value:.1f}"


@dataclass
class Table:
    """Header groups, sub-columns and body cells of a grouped table (first column: row label)."""

    first: list[str]  # leading column names (Model, N)
    groups: list[str]  # group labels, each with the same sub-columns
    subs: list[str]
    body: list[list[str]]
    caption: str = ""

    def flat_header(self) -> list[str]:
        return self.first + [f"{g} {s}" for g in self.groups for s in self.subs]


def _cell(text: str) -> str:
    """A pipe-table cell: a "|" escaped and line breaks made spaces, so a model's name cannot split its row."""
    return " ".join(str(text).replace("|", "\\|").split())


def markdown(table: Table) -> str:
    """A pipe table (flat header) with its caption below."""
    header = [_cell(c) for c in table.flat_header()]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|"]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in table.body]
    return "\n".join(lines) + (f"\n\n{table.caption}\n" if table.caption else "\n")


def to_csv(table: Table) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(table.flat_header())
    writer.writerows(table.body)
    return out.getvalue()


_TEX = {"\\": r"\textbackslash{}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
        **{c: "\\" + c for c in "&%$#_{}"}}


def _tex(text: str) -> str:
    """Text as LaTeX prints it: every special character escaped (a name like ``evil\\input{x}`` runs nothing)."""
    return "".join(_TEX.get(c, c) for c in text)


def latex(table: Table) -> str:
    """booktabs tabular: grouped columns with \\multicolumn and \\cmidrule, as in the paper."""
    width = len(table.first) + len(table.groups) * len(table.subs)
    lines = [r"\begin{table*}[t]", r"\centering", r"\small", f"\\caption{{{_tex(table.caption)}}}",
             f"\\begin{{tabular}}{{l{'c' * (width - 1)}}}", r"\toprule"]
    if table.groups:
        span = len(table.subs)
        head = [f"\\multirow{{2}}{{*}}{{{_tex(c)}}}" for c in table.first]
        head += [f"\\multicolumn{{{span}}}{{c}}{{{_tex(g)}}}" for g in table.groups]
        lines.append(" & ".join(head) + r" \\")
        start = len(table.first) + 1
        firsts = [start + i * span for i in range(len(table.groups))]
        lines += [f"\\cmidrule(lr){{{c}-{c + span - 1}}}" for c in firsts]
        lines.append(" & ".join([""] * len(table.first) + table.subs * len(table.groups)) + r" \\")
    else:
        lines.append(" & ".join(_tex(c) for c in table.first) + r" \\")
    lines.append(r"\midrule")
    lines += [" & ".join(_tex(c) for c in row) + r" \\" for row in table.body]
    lines += [r"\bottomrule", r"\end{tabular}", r"\end{table*}"]
    return "\n".join(lines) + "\n"
