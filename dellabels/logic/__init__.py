"""The DEL core: formulas -> epistemic models -> event models and product update -> bisimulation contraction."""
from deltom_base.faces import lazy_face

__all__ = ["epistemic", "events", "formulas", "minimise"]
_HOMES = {
    "epistemic": "dellabels.logic.epistemic",
    "events": "dellabels.logic.events",
    "formulas": "dellabels.logic.formulas",
    "minimise": "dellabels.logic.minimise",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
