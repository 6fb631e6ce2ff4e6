"""Free-form reasoning checked against the DEL engine: every claim of a response, its answer, and a label.

``judge(story, question, response)`` -> ``Judgement`` (answer, ``answer_right``, label sound / unsound /
unsupported / wrong, claims with verdicts). The modules, in reading order: ``mentions`` (tokens of the story
world, pronouns), ``segments`` (sentences, clauses, what is no assertion), ``reader`` + ``predicates`` (what a
clause claims; ``presence`` for who saw what, ``verbs`` for a clause's subject and verbs), ``relatives`` (an aside about the subject), ``same`` (a belief told again of another knower, or credited to another "too"), ``when`` (the time it refers to), ``timeline`` (the story line by line), ``check`` (verdicts),
``answer`` (the answer's one rule), ``judge`` (labels), ``words`` (the vocabulary, ``data/claim_lexicon.json``), ``audit`` (the blind sets' scores,
``dellabels audit-claims``).
"""
from deltom_base.faces import lazy_face

__all__ = ["accepting", "adjacency", "answer", "asides", "audit", "boundary", "chains", "check", "corrections",
           "discourse", "effects", "ellipsis", "entries", "followers", "genders", "groups", "hearing", "judge",
           "knowing", "labels", "lastseen", "listorder", "mentions", "messages", "ordering", "perceived",
           "placements", "places", "predicates", "presence", "reader", "readings", "relatives", "retold", "returns",
           "same", "scenes", "segments", "sequence", "soleseer", "stays", "thenexit", "timeline", "toldafter",
           "toldmoves", "unmoved", "verbs", "verdicts", "viewed", "when", "whiles", "witnessing", "words"]
__getattr__, __dir__ = lazy_face(__name__, __all__)
