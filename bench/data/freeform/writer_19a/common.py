def C(text, kind, verdict, time, note, chk=None, nth=0):
    return dict(text=text, kind=kind, verdict=verdict, time=time, note=note, chk=chk, nth=nth)
