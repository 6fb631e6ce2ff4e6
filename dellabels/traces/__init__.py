"""Belief traces: the prompt, answers, parsing, labeling against the DEL gold, verification, synthesis, trace jobs."""
from deltom_base.faces import lazy_face

__all__ = ["align", "answers", "clauses", "entities", "first_error", "freeform_prompt", "jobs", "labeler", "lexicon", "loops", "markers", "parse", "prompt", "restate",
           "sampling", "sources", "synth", "thinking", "verify", "wording", "worlds"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
