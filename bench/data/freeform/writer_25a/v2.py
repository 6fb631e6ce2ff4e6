import json,sys
n=int(sys.argv[1])
d=[json.loads(l) for l in open('golds_25a.jsonl')][n-1]
print(d['id'],d['order'],d['question_type'],'ANS',d['answer'])
print(d['question']); print(d.get('choices'))
keys=[k for k in d['golds'][0] if k.startswith('beliefs_about')]
print('belief keys',keys)
obj=sys.argv[2]; chains=sys.argv[3].split(',') if len(sys.argv)>3 else []
k='beliefs_about_'+obj
ags=list(d['golds'][0]['agents_room'])
for g in d['golds']:
    rooms=' '.join(f"{a[:3]}:{(g['agents_room'][a] or '-')[:6]}" for a in ags)
    print(f"{g['line']:>2} {g['text'][:110]}")
    fo=' '.join(f"{a[:3]}={g[k].get(a)}" for a in ags)
    print(f"    [{g['objects'].get(obj)}] {rooms} wit={','.join(w[:3] for w in g['witnessed_by'])}")
    print(f"    1st: {fo}")
    for c in chains: print(f"    {c}: {g[k].get(c)}")
