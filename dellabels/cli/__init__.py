"""The ``dellabels`` command: one module per subcommand group (claims, generate, labels, traces, tomi)."""
from deltom_base.faces import lazy_face

__all__ = ["claims", "common", "generate", "labels", "main", "tomi", "traces"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
