import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = [json.loads(l) for l in open(os.path.join(HERE, 'golds_20a.jsonl'))]

def C(text, kind, verdict, time, note, chk=None, ans=False, occ=None):
    """One claim. chk: optional machine check against golds (stripped on output).
    ans: True if this claim just restates the final answer."""
    return {"text": text, "kind": kind, "verdict": verdict, "time": time,
            "note": note, "_chk": chk, "_ans": ans, "_occ": occ}

def R(style, label, stated_answer, response, claims):
    return {"style": style, "label": label, "stated_answer": stated_answer,
            "response": response, "claims": claims}
