import json,sys
n=int(sys.argv[1]); maxo=int(sys.argv[2]) if len(sys.argv)>2 else 1
d=[json.loads(l) for l in open('golds_25d.jsonl')][n-1]
print(d['id'],d['order'],d['question_type'],'ANS',d['answer'])
print('Q:',d['question']); print('CH:',d.get('choices'))
bk=[k for k in d['golds'][0] if k.startswith('beliefs')][0]
prev={};prevr={}
for g in d['golds']:
    r=g['agents_room']; rd={k:v for k,v in r.items() if prevr.get(k,'@')!=v}
    print(f"{g['line']:2} {g['text']}")
    print('    obj',g['objects'],'| roomchg',rd,'| wit',g['witnessed_by'])
    b=g[bk]; grp={}
    for k,v in b.items():
        if k.count('->')<maxo and prev.get(k,'@@')!=v: grp.setdefault(v,[]).append(k)
    for v,ks in grp.items(): print('    B',v,':',', '.join(ks))
    prev=b;prevr=r
