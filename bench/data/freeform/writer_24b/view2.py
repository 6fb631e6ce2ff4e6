import json,sys
n=int(sys.argv[1])
d=[json.loads(l) for l in open('golds_24b.jsonl')][n-1]
print(d['id'],'order',d['order'],d['question_type'],'ANS',d['answer'])
print('Q:',d['question']); print('CH:',d.get('choices'))
bk=[k for k in d['golds'][0] if k.startswith('beliefs')][0]
obj=bk[len('beliefs_about_'):]
keys=sys.argv[2].split(',') if len(sys.argv)>2 else None
prev={}
for g in d['golds']:
    rooms=','.join(f"{a[:3]}:{(r or '-')[:6]}" for a,r in g['agents_room'].items())
    b=g[bk]
    ch={k:v for k,v in b.items() if prev.get(k,'__')!=v and (keys is None or k in keys)}
    prev=b
    print(f"{g['line']:>2} {g['text']}\n     [{g['objects'].get(obj)}] {rooms} wit={','.join(w[:3] for w in g['witnessed_by'])}")
    if ch: print('     B:',ch)
