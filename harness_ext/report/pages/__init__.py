"""Presentation: the tables (Markdown, CSV, LaTeX), the self-contained HTML pages with their scripts, the figures.
Everything shown comes from ``harness_ext.report.analysis``."""
