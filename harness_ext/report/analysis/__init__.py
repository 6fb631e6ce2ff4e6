"""Analysis: loading and checking runs (samples, results JSONs, summaries), intervals, pairing, coverage, fairness,
the quality gate. Data in, data out: nothing here renders a page or imports ``harness_ext.report.pages``."""
