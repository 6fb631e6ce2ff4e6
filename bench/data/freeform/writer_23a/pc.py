def C(t, k, v, time, note, *chk, ans=False):
    return {"t": t, "k": k, "v": v, "time": time, "note": note, "chk": list(chk), "ans": ans}
def R(style, label, stated, response, claims):
    return {"style": style, "label": label, "stated_answer": stated, "response": response, "claims": claims}
