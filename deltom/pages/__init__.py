"""Presentation: the tables (Markdown, CSV, LaTeX), the self-contained HTML pages with their scripts, the figures.
Everything shown comes from ``deltom.analysis``."""
from deltom_base.faces import lazy_face

__all__ = ["board", "board_files", "board_summary", "curve_plots", "ladder", "leaderboard", "page",
           "paired_report", "render", "row_order", "run_report", "run_report_js", "tables"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
