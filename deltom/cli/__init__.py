"""The ``deltom`` and ``deltom-eval`` command lines: one module per subcommand, the lm-eval patch points in one
module (``lm_eval_patches``)."""
from deltom_base.faces import lazy_face

__all__ = ["common", "curves", "deltom", "deltom_eval", "eval_failures", "eval_outputs", "eval_quality",
           "import_reference", "lm_eval_table", "merge_shards", "miniature", "models",
           "pack_samples", "processbench", "report", "rescore", "shard", "table"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
