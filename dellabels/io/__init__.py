"""Safe I/O: JSONL with line-numbered errors, outputs that never replace inputs, file sets, digests, model loading,
stage caches."""
from deltom_base.faces import lazy_face

__all__ = ["digest", "filesets", "jsonl", "models", "outputs", "stage"]
_HOMES = {
    "digest": "dellabels.io.digest",
    "filesets": "dellabels.io.filesets",
    "jsonl": "dellabels.io.jsonl",
    "models": "dellabels.io.models",
    "outputs": "dellabels.io.outputs",
    "stage": "dellabels.io.stage",
}
__getattr__, __dir__ = lazy_face(__name__, _HOMES)
