"""PBM-guided search over belief steps: beam search and DVTS on one search loop (``tree``), their one config
(``config``), the lm-eval models and checkpoints."""
from deltom_base.faces import lazy_face

__all__ = ["SearchConfig", "SearchTotals", "beam", "beam_search", "checkpoint", "config", "dvts", "dvts_search",
           "lm_eval_models", "model_args", "settings", "step_samplers", "steps", "tree"]
_HOMES = {  # the names that are not submodules
    "SearchConfig": "harness_ext.search.config",
    "SearchTotals": "harness_ext.search.settings",
    "beam_search": "harness_ext.search.beam",
    "dvts_search": "harness_ext.search.dvts",
}
__getattr__, __dir__ = lazy_face(__name__, __all__, _HOMES)
