"""The DEL core: formulas -> epistemic models -> event models and product update -> bisimulation contraction."""
from deltom_base.faces import lazy_face

__all__ = ["epistemic", "events", "formulas", "minimise"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
