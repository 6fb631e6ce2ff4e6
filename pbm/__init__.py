"""Process Belief Model (DEL-ToM section 3.2-3.3): which PBM (``spec.which_pbm``), the backend registry
(``backend_names``), the one scoring entry point (``scorer``), aggregations, training, benchmark."""
from deltom_base.faces import lazy_face

__all__ = ["BACKENDS", "PBMConfigError", "RULES", "TraceInput", "aggregate", "aggregate_log", "backend_names",
           "backends", "cache", "check", "cli", "conversation", "cost", "default", "evaluate", "load_backend",
           "quiet", "score", "scorer", "scoring", "spec", "step_errors", "step_scores", "tiny", "train",
           "which_pbm"]
_HOMES = {
    "BACKENDS": "pbm.backend_names",
    "PBMConfigError": "pbm.backend_names",
    "RULES": "pbm.aggregate",
    "TraceInput": "pbm.backends.base",
    "aggregate": "pbm.aggregate",
    "aggregate_log": "pbm.aggregate",
    "backend_names": "pbm.backend_names",
    "backends": "pbm.backends",
    "cache": "pbm.cache",
    "check": "pbm.spec",
    "cli": "pbm.cli",
    "conversation": "pbm.conversation",
    "cost": "pbm.scorer",
    "default": "pbm.default",
    "evaluate": "pbm.evaluate",
    "load_backend": "pbm.backends",
    "quiet": "pbm.quiet",
    "score": "pbm.scorer",
    "scorer": "pbm.scorer",
    "scoring": "pbm.scoring",
    "spec": "pbm.spec",
    "step_errors": "pbm.step_errors",
    "step_scores": "pbm.scorer",
    "tiny": "pbm.tiny",
    "train": "pbm.train",
    "which_pbm": "pbm.spec",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
