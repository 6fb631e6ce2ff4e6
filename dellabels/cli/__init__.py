"""The ``dellabels`` command: one module per subcommand group (generate, labels, traces, tomi)."""
from deltom_base.faces import lazy_face

__all__ = ["common", "generate", "labels", "main", "tomi", "traces"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
