"""Reports: ``analysis`` (loading runs, statistics; no markup) and ``pages`` (tables, HTML pages, figures)."""
from deltom_base.faces import lazy_face

__all__ = ["analysis", "pages"]
_HOMES = {
    "analysis": "harness_ext.report.analysis",
    "pages": "harness_ext.report.pages",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
