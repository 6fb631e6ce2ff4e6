"""The Hi-ToM story world: grammar, one event model per sentence kind, stories read into DEL states, data access,
generated and fresh sets."""
from deltom_base.faces import lazy_face

__all__ = ["audit", "data", "explain", "fresh", "fresh_settings", "grammar", "sentence_events", "shortcuts",
           "story_generator", "story_ids", "story_writer", "world"]
_HOMES = {
    "audit": "dellabels.hitom.audit",
    "data": "dellabels.hitom.data",
    "explain": "dellabels.hitom.explain",
    "fresh": "dellabels.hitom.fresh",
    "fresh_settings": "dellabels.hitom.fresh_settings",
    "grammar": "dellabels.hitom.grammar",
    "sentence_events": "dellabels.hitom.sentence_events",
    "shortcuts": "dellabels.hitom.shortcuts",
    "story_generator": "dellabels.hitom.story_generator",
    "story_ids": "dellabels.hitom.story_ids",
    "story_writer": "dellabels.hitom.story_writer",
    "world": "dellabels.hitom.world",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
