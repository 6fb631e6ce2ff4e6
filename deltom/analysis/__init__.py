"""Analysis: loading and checking runs (samples, results JSONs, summaries), intervals, pairing, coverage, fairness,
the quality gate, the pipeline behind ``deltom table`` (``table_pipeline``). Data in, data out: nothing here renders a
page or imports ``deltom.pages``."""
from deltom_base.faces import lazy_face

__all__ = ["clusters", "coverage", "curves", "fairness", "intervals", "names", "pack", "paired", "paper",
           "prices", "provenance", "quality", "rates", "reference_import", "rescore", "results_load",
           "run_data", "run_record", "run_settings", "sample_records", "samples", "scores", "shard_merge",
           "table_pipeline", "tiers"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
