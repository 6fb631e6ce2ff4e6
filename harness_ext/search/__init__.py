"""PBM-guided search over belief steps: beam search and DVTS on one search loop (``tree``), their typed config
(``config``), the lm-eval models and checkpoints."""
from deltom_base.faces import lazy_face

__all__ = ["BeamConfig", "SearchConfig", "SearchSettings", "beam", "beam_search", "checkpoint", "config",
           "dvts", "dvts_search", "lm_eval_models", "model_args", "preflight", "settings", "step_samplers",
           "steps", "tree"]
_HOMES = {
    "BeamConfig": "harness_ext.search.steps",
    "SearchConfig": "harness_ext.search.config",
    "SearchSettings": "harness_ext.search.settings",
    "beam": "harness_ext.search.beam",
    "beam_search": "harness_ext.search.beam",
    "checkpoint": "harness_ext.search.checkpoint",
    "config": "harness_ext.search.config",
    "dvts": "harness_ext.search.dvts",
    "dvts_search": "harness_ext.search.dvts",
    "lm_eval_models": "harness_ext.search.lm_eval_models",
    "model_args": "harness_ext.search.model_args",
    "preflight": "harness_ext.search.preflight",
    "settings": "harness_ext.search.settings",
    "step_samplers": "harness_ext.search.step_samplers",
    "steps": "harness_ext.search.steps",
    "tree": "harness_ext.search.tree",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
