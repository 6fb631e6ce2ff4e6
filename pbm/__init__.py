"""Process Belief Model (DEL-ToM section 3.2-3.3): which PBM (``spec.which_pbm``), the backend registry
(``backend_names``), the one scoring entry point (``scorer``), aggregations, training, benchmark."""
from deltom_base.faces import lazy_face

__all__ = ["BACKENDS", "PBMConfigError", "RULES", "TraceInput", "aggregate", "aggregate_log", "backend_names",
           "backends", "cache", "check", "cli", "conversation", "cost", "default", "evaluate", "load_backend",
           "quiet", "score", "scorer", "scoring", "spec", "step_errors", "step_scores", "tiny", "train",
           "which_pbm"]
_HOMES = {  # the names that are not submodules
    "BACKENDS": "pbm.backend_names",
    "PBMConfigError": "pbm.backend_names",
    "RULES": "pbm.aggregate",
    "TraceInput": "pbm.backends.base",
    "aggregate_log": "pbm.aggregate",
    "check": "pbm.spec",
    "cost": "pbm.scorer",
    "load_backend": "pbm.backends",
    "score": "pbm.scorer",
    "step_scores": "pbm.scorer",
    "which_pbm": "pbm.spec",
}
__getattr__, __dir__ = lazy_face(__name__, __all__, _HOMES)
