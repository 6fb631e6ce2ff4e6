"""The benchmark registry (``registry``: every family as one ``Benchmark`` record) and the data loaders, prompts
and judges it names: ``hitom`` (Hi-ToM), ``kosinski`` (Kosinski's unexpected transfer), ``tomi`` (ToMi), and
``freeform`` (the free-form ``*_cot`` tasks' prompt, claims filter and metrics)."""
from deltom_base.faces import lazy_face

__all__ = ["freeform", "hitom", "kosinski", "registry", "tomi"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
