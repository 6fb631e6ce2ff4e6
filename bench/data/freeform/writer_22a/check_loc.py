import json,re
D={json.loads(l)['id']:json.loads(l) for l in open('golds_22a.jsonl')}
for l in open('blind_22a.jsonl'):
    r=json.loads(l); d=D[r['item_id']]
    assert all(r['response'][c['start']:c['end']]==c['text'] for c in r['claims'])
    for c in r['claims']:
        if c['kind']!='location': continue
        t=c['time']; g=d['golds'][-1] if t=='end' else d['golds'][t-1]
        objs=g['objects']; conts=set(re.findall(r'[a-z]+_[a-z_]+',c['text'].replace('\\_','_')))
        vals=set(v for v in objs.values() if v)
        ok = bool(conts & vals) if conts else None
        exp = 'true' if ok else 'false'
        if ok is None or exp!=c['verdict']:
            print(r['id'], c['text'], c['verdict'], t, objs)
