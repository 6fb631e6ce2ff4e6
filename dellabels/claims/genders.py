"""The pronoun each name of the story vocabularies takes (``dellabels/data/vocab.json`` and ``fresh_vocab.json``).

"she" never stands for a name listed as male here, "he" never for one listed as female; a name in neither list
(Avery, or a name from other data) takes either. Kept in code, not beside the vocabularies: no data file but the
fresh vocabulary may name its words (the fresh sets' contamination check, ``tests/dellabels/hitom/test_fresh.py``).
"""
from __future__ import annotations

FEMALE = frozenset({
    "Gracie", "Emma", "Olivia", "Emily", "Sophia", "Ava", "Chloe", "Charlotte", "Abigail", "Amelia", "Ella",
    "Hannah", "Isabella", "Aria", "Lily", "Mia", "Isla", "Elizabeth", "Mila", "Evelyn", "Clara", "Esther", "Greta",
    "Ingrid", "Katya", "Marta", "Odette", "Rosa", "Tamsin", "Vera", "Xenia", "Zora", "Beatrix", "Dagny", "Frida",
    "Hedda", "Ilse", "Kirsi", "Mireille", "Ottilie", "Anne", "Sally"
})
MALE = frozenset({
    "Oliver", "Ethan", "Liam", "Benjamin", "Lucas", "Alexander", "Jacob", "Mason", "William", "James", "Logan",
    "Owen", "Noah", "Carter", "Nathan", "Jack", "Aiden", "Jackson", "Jayden", "Bruno", "Dmitri", "Felix", "Hugo",
    "Jonas", "Lorenzo", "Nils", "Pablo", "Quentin", "Stellan", "Ulrich", "Wendel", "Yusuf", "Anselm", "Cosimo",
    "Emeric", "Gideon", "Joaquin", "Leopold", "Nadir"
})
