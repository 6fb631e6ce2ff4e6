"""Reports: ``analysis`` (loading runs, statistics; no markup) and ``pages`` (tables, HTML pages, figures)."""
from deltom_base.faces import lazy_face

__all__ = ["analysis", "pages"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
