def C(text, kind, verdict, time, note, *chk):
    return {"text": text, "kind": kind, "verdict": verdict, "time": time,
            "note": note, "chk": list(chk)}


def R(style, label, stated_answer, response, claims):
    return {"style": style, "label": label, "stated_answer": stated_answer,
            "response": response, "claims": claims}
