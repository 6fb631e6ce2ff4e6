"""Analysis: loading and checking runs (samples, results JSONs, summaries), intervals, pairing, coverage, fairness,
the quality gate. Data in, data out: nothing here renders a page or imports ``harness_ext.report.pages``."""
from deltom_base.faces import lazy_face

__all__ = ["clusters", "coverage", "curves", "fairness", "intervals", "names", "pack", "paired", "paper",
           "prices", "provenance", "quality", "rates", "reference_import", "rescore", "results_load",
           "run_data", "run_record", "run_settings", "sample_records", "samples", "shard_merge"]
_HOMES = {
    "clusters": "harness_ext.report.analysis.clusters",
    "coverage": "harness_ext.report.analysis.coverage",
    "curves": "harness_ext.report.analysis.curves",
    "fairness": "harness_ext.report.analysis.fairness",
    "intervals": "harness_ext.report.analysis.intervals",
    "names": "harness_ext.report.analysis.names",
    "pack": "harness_ext.report.analysis.pack",
    "paired": "harness_ext.report.analysis.paired",
    "paper": "harness_ext.report.analysis.paper",
    "prices": "harness_ext.report.analysis.prices",
    "provenance": "harness_ext.report.analysis.provenance",
    "quality": "harness_ext.report.analysis.quality",
    "rates": "harness_ext.report.analysis.rates",
    "reference_import": "harness_ext.report.analysis.reference_import",
    "rescore": "harness_ext.report.analysis.rescore",
    "results_load": "harness_ext.report.analysis.results_load",
    "run_data": "harness_ext.report.analysis.run_data",
    "run_record": "harness_ext.report.analysis.run_record",
    "run_settings": "harness_ext.report.analysis.run_settings",
    "sample_records": "harness_ext.report.analysis.sample_records",
    "samples": "harness_ext.report.analysis.samples",
    "shard_merge": "harness_ext.report.analysis.shard_merge",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
