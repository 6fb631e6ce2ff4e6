# helpers for hand-written parts; no text generation here
def C(text, kind, verdict, time, note, chk=None):
    return {"text": text, "kind": kind, "verdict": verdict, "time": time, "note": note, "chk": chk}

def R(style, label, stated, response, claims):
    return {"style": style, "label": label, "stated_answer": stated, "response": response, "claims": claims}
