"""ToM-ProcessBench: belief traces cut into steps with the index of their first wrong step (``items``), built from
run samples and hand-labelled audit sets (``sources``), stored with a datasheet (``datasheet``), and the verifiers
it scores (``verifiers``) with ProcessBench's figures (``figures``)."""
from deltom_base.faces import lazy_face

__all__ = ["datasheet", "figures", "items", "sources", "verifiers"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
