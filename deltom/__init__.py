"""The deltom application, built on everything below it: analysis of runs (``analysis``), the pages that show it
(``pages``), ToM-ProcessBench (``processbench``), real models (``models``), the offline miniature (``miniature``)
and the ``deltom`` / ``deltom-eval`` command lines (``cli``)."""
from deltom_base.faces import lazy_face

__all__ = ["analysis", "cli", "miniature", "models", "pages", "processbench"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
