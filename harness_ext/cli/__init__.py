"""The ``deltom`` and ``deltom-eval`` command lines: one module per subcommand, the lm-eval patch points in one
module (``lm_eval_patches``)."""
from deltom_base.faces import lazy_face

__all__ = ["common", "curves", "deltom", "deltom_eval", "eval_failures", "eval_outputs", "eval_quality",
           "import_reference", "lm_eval_patches", "lm_eval_table", "merge_shards", "miniature", "models",
           "pack_samples", "report", "rescore", "shard", "table"]
_HOMES = {
    "common": "harness_ext.cli.common",
    "curves": "harness_ext.cli.curves",
    "deltom": "harness_ext.cli.deltom",
    "deltom_eval": "harness_ext.cli.deltom_eval",
    "eval_failures": "harness_ext.cli.eval_failures",
    "eval_outputs": "harness_ext.cli.eval_outputs",
    "eval_quality": "harness_ext.cli.eval_quality",
    "import_reference": "harness_ext.cli.import_reference",
    "lm_eval_patches": "harness_ext.cli.lm_eval_patches",
    "lm_eval_table": "harness_ext.cli.lm_eval_table",
    "merge_shards": "harness_ext.cli.merge_shards",
    "miniature": "harness_ext.cli.miniature",
    "models": "harness_ext.cli.models",
    "pack_samples": "harness_ext.cli.pack_samples",
    "report": "harness_ext.cli.report",
    "rescore": "harness_ext.cli.rescore",
    "shard": "harness_ext.cli.shard",
    "table": "harness_ext.cli.table",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
