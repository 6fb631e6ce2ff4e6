"""ToMi on the same DEL engine: its grammar, world, data, audit, writer, fresh sets and one-shot example."""
from deltom_base.faces import lazy_face

__all__ = ["audit", "data", "example", "fresh", "grammar", "world", "writer"]
_HOMES = {
    "audit": "dellabels.tomi.audit",
    "data": "dellabels.tomi.data",
    "example": "dellabels.tomi.example",
    "fresh": "dellabels.tomi.fresh",
    "grammar": "dellabels.tomi.grammar",
    "world": "dellabels.tomi.world",
    "writer": "dellabels.tomi.writer",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
