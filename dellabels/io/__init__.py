"""Safe I/O: JSONL with line-numbered errors, outputs that never replace inputs, file sets, digests, model loading and
shared-prefill sampling, sampling in worker processes, stage caches."""
from deltom_base.faces import lazy_face

__all__ = ["digest", "filesets", "jsonl", "models", "outputs", "sampling_workers", "shared_sampling", "stage"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
