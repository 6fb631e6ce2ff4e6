# helpers for hand-written records (no text generation here)
def C(text, kind, verdict, time, note, chk=None, ans=False):
    return {"text": text, "kind": kind, "verdict": verdict, "time": time,
            "note": note, "chk": chk or [], "ans": ans}

def R(style, label, stated, response, claims):
    return {"style": style, "label": label, "stated_answer": stated,
            "response": response, "claims": claims}
