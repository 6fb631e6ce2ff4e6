"""ToMi on the same DEL engine: its grammar, world, data, audit, writer, fresh sets and one-shot example."""
from deltom_base.faces import lazy_face

__all__ = ["audit", "data", "example", "fresh", "grammar", "world", "writer"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
