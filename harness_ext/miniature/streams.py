"""The generated-story streams of the miniature, in one place so that no two stages share a story.

Each stage draws ``dellabels.generator.generate(n, seed + OFFSET)``; a stream is fixed by its
seed, so two stages with one offset would see the same stories. Before version 3 of the PBM
recipe the synthetic PBM traces used 2000, the offline test set's offset: with the synthetic
mix on, the PBM trained on gold-based traces of the very stories it was then tested on.
"""
from __future__ import annotations

GENERATOR = 1  # the generator's SFT stories (and its training seed)
PBM_TRACES = 1000  # stories the generator samples its own traces on, for the PBM
TEST = 2000  # the offline test set (no Hi-ToM data given)
PBM_SYNTHETIC = 3000  # stories of the DEL-synthesised PBM traces
ECHO_PROBE = 4000  # bench/pbm_echo_probe.py (train: +0, held out: +500)
OFFSETS = {"generator": GENERATOR, "pbm_traces": PBM_TRACES, "test": TEST, "pbm_synthetic": PBM_SYNTHETIC,
           "echo_probe": ECHO_PROBE}
