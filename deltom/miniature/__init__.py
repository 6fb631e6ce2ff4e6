"""The whole DEL-ToM paper in miniature, offline, on a CPU (``deltom miniature``).

1. ``trace_lm``: a tiny from-scratch causal LM (the trace LM, the generator of the
   paper's Best-of-N) trained with trl SFT on dellabels-generated stories, the
   targets being gold DEL traces in the exact one-shot prompt format (prompt tokens
   masked). It samples freely: no error is ever injected, so its mistakes are its own.
2. ``pbm_stage``: its own sampled traces on fresh generated stories, labeled
   by the DEL labeler, train a tiny PBM through ``pbm.train`` (initialised
   from the trace LM, which already reads the format).
3. ``evaluation``: ``deltom-eval`` runs ``hitom_del_bon`` on real Hi-ToM
   length-1 CoTP with the trace LM, N samples per question, every reranking
   row and the DEL-oracle row; summary, the table of the declared +PBM row
   (``--primary``), the raw lm-eval results JSON, the samples' sha256, curves
   and COMMAND.txt go to the output directory (``deltom_out/miniature`` unless
   ``--out`` names another; committed ``results/`` only from an explicit ``--out``).

``prefix_sft`` is the trace LM's SFT step (a batch's shared one-shot prefix run once); ``seeds`` keeps the
stages' stories apart; ``record`` writes what an output folder says
about its run. Every stage is cached under ``$DELTOM_CACHE/miniature`` keyed by its
recipe and the checksums of its files (``dellabels.io.stage``), so a second run reuses the trained
models, and only while their files are the ones built."""
from deltom_base.faces import lazy_face

__all__ = ["evaluation", "pbm_data_mix", "pbm_stage", "pipeline", "prefix_sft", "printout", "record", "seeds",
           "trace_lm", "vocabulary"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
