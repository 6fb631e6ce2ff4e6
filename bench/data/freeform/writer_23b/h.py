def C(text, kind, verdict, time, note, chk=None, ans=False):
    return dict(text=text, kind=kind, verdict=verdict, time=time, note=note, chk=chk, ans=ans)
def R(style, label, stated, response, claims):
    return dict(style=style, label=label, stated_answer=stated, response=response, claims=claims)
