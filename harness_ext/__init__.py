"""deltom's extensions of lm-evaluation-harness: the benchmark registry with each family's data loader and judge
(``benchmarks``), Best-of-N filters, task class and served models (``bon``), PBM-guided search as lm-eval models
(``search``), and the lm-eval plugins it declares (``plugins``)."""
from deltom_base.faces import lazy_face

__all__ = ["benchmarks", "bon", "lm_eval_patches", "plugins", "run_state", "search"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
