"""The Hi-ToM story world: grammar, one event model per sentence kind, stories read into DEL states, data access,
generated and fresh sets."""
from deltom_base.faces import lazy_face

__all__ = ["audit", "data", "explain", "fresh", "fresh_settings", "grammar", "sentence_events", "shortcuts",
           "story_generator", "story_ids", "story_writer", "world"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
