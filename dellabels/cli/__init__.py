"""The ``dellabels`` command: one module per subcommand group (generate, labels, traces, tomi)."""
from deltom_base.faces import lazy_face

__all__ = ["common", "generate", "labels", "main", "tomi", "traces"]
_HOMES = {
    "common": "dellabels.cli.common",
    "generate": "dellabels.cli.generate",
    "labels": "dellabels.cli.labels",
    "main": "dellabels.cli.main",
    "tomi": "dellabels.cli.tomi",
    "traces": "dellabels.cli.traces",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
