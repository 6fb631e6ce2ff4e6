"""Best-of-N on lm-eval: the selection rules (``selection``, a registry), the rows (``rows``), their filters, the
task class, per-sample metrics, the seeded served models and their loop stop, the
shared-prefill transformers model."""
from deltom_base.faces import lazy_face

__all__ = ["MajorityFilter", "PBMRerankFilter", "SELECTIONS", "SampleSetFilter", "filters", "get_selection", "local_loop_stop",
           "majority_vote", "metrics", "register_selection", "row_names", "rows", "selection",
           "served_models", "served_stream", "shared_hf", "task", "vanilla_best_of_n", "weighted_best_of_n"]
_HOMES = {  # the names that are not submodules
    "MajorityFilter": "harness_ext.bon.filters",
    "PBMRerankFilter": "harness_ext.bon.filters",
    "SELECTIONS": "harness_ext.bon.selection",
    "SampleSetFilter": "harness_ext.bon.filters",
    "get_selection": "harness_ext.bon.selection",
    "majority_vote": "harness_ext.bon.selection",
    "register_selection": "harness_ext.bon.selection",
    "row_names": "harness_ext.bon.rows",
    "vanilla_best_of_n": "harness_ext.bon.selection",
    "weighted_best_of_n": "harness_ext.bon.selection",
}
__getattr__, __dir__ = lazy_face(__name__, __all__, _HOMES)
