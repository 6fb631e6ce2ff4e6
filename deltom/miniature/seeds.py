"""The seed offsets of the miniature's generated-story streams, in one place so that no two stages share a story.

Each stage draws ``dellabels.hitom.story_generator.generate(n, seed + OFFSET)``; a stream is fixed by its
seed, so two stages with one offset would see the same stories (a PBM trained on traces of the very
stories it is then tested on, for instance).
"""
from __future__ import annotations

TRACE_LM = 1  # the trace LM's SFT stories (and its training seed)
PBM_TRACES = 1000  # stories the trace LM samples its own traces on, for the PBM
TEST = 2000  # the offline test set (no Hi-ToM data given)
PBM_SYNTHETIC = 3000  # stories of the DEL-synthesised PBM traces
ECHO_PROBE = 4000  # bench/pbm_echo_probe.py (train: +0, held out: +500)
OFFSETS = {"trace_lm": TRACE_LM, "pbm_traces": PBM_TRACES, "test": TEST, "pbm_synthetic": PBM_SYNTHETIC,
           "echo_probe": ECHO_PROBE}
