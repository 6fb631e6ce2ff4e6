"""Presentation: the tables (Markdown, CSV, LaTeX), the self-contained HTML pages with their scripts, the figures.
Everything shown comes from ``deltom.analysis``: the leaderboard layout (``leaderboard_layout``, its files and
summary), the paper's Ori / +PBM table (``paper_table``), the file set ``deltom table`` writes (``table_files``)."""
from deltom_base.faces import lazy_face

__all__ = ["curve_plots", "ladder", "leaderboard_files", "leaderboard_layout", "leaderboard_summary", "page",
           "paired_report", "paper_table", "render", "row_order", "run_report", "run_report_js", "table_files"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
