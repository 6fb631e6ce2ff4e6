"""Presentation: the tables (Markdown, CSV, LaTeX), the self-contained HTML pages with their scripts, the figures.
Everything shown comes from ``harness_ext.report.analysis``."""
from deltom_base.faces import lazy_face

__all__ = ["board", "board_files", "board_summary", "curve_plots", "ladder", "leaderboard", "page",
           "paired_report", "render", "row_order", "run_report", "run_report_js", "tables"]
_HOMES = {
    "board": "harness_ext.report.pages.board",
    "board_files": "harness_ext.report.pages.board_files",
    "board_summary": "harness_ext.report.pages.board_summary",
    "curve_plots": "harness_ext.report.pages.curve_plots",
    "ladder": "harness_ext.report.pages.ladder",
    "leaderboard": "harness_ext.report.pages.leaderboard",
    "page": "harness_ext.report.pages.page",
    "paired_report": "harness_ext.report.pages.paired_report",
    "render": "harness_ext.report.pages.render",
    "row_order": "harness_ext.report.pages.row_order",
    "run_report": "harness_ext.report.pages.run_report",
    "run_report_js": "harness_ext.report.pages.run_report_js",
    "tables": "harness_ext.report.pages.tables",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
