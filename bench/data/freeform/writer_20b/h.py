# helpers for the hand-written parts
def C(text, kind, verdict, time, note, chk=None):
    return dict(text=text, kind=kind, verdict=verdict, time=time, note=note, chk=chk)

def R(style, label, stated, response, claims):
    return dict(style=style, label=label, stated_answer=stated, response=response, claims=claims)
