"""Belief traces: the prompt, answers, parsing, labeling against the DEL gold, verification, synthesis, trace jobs."""
from deltom_base.faces import lazy_face

__all__ = ["align", "answers", "jobs", "labeler", "markers", "parse", "prompt", "restate", "sampling",
           "sources", "synth", "thinking", "verify", "worlds"]
_HOMES = {
    "align": "dellabels.traces.align",
    "answers": "dellabels.traces.answers",
    "jobs": "dellabels.traces.jobs",
    "labeler": "dellabels.traces.labeler",
    "markers": "dellabels.traces.markers",
    "parse": "dellabels.traces.parse",
    "prompt": "dellabels.traces.prompt",
    "restate": "dellabels.traces.restate",
    "sampling": "dellabels.traces.sampling",
    "sources": "dellabels.traces.sources",
    "synth": "dellabels.traces.synth",
    "thinking": "dellabels.traces.thinking",
    "verify": "dellabels.traces.verify",
    "worlds": "dellabels.traces.worlds",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
