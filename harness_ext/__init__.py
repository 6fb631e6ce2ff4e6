"""deltom's extensions of lm-evaluation-harness: Best-of-N (``bon``), PBM search (``search``), reports (``report``),
the command lines (``cli``), real models (``models``), the offline miniature (``miniature``) and ToM-ProcessBench
(``processbench``)."""
from deltom_base.faces import lazy_face

__all__ = ["bon", "cli", "miniature", "models", "processbench", "report", "search"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
