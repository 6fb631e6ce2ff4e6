import json,sys
n=int(sys.argv[1]); filt=sys.argv[2:]
d=[json.loads(l) for l in open('golds_21a.jsonl')][n-1]
print(d['id'],d['world'],'order',d['order'],d['question_type'],'ANS',d['answer'])
print('Q:',d['question']); print('choices:',d.get('choices'))
prev={}
def ok(k):
    if not filt: return k.count('->')<=1
    return any(k==f or k.startswith(f+' ->') or f.startswith(k) for f in filt)
for g in d['golds']:
    bk=[k for k in g if k.startswith('beliefs_about')][0]
    b=g[bk]
    rooms={}
    for a,r in g['agents_room'].items(): rooms.setdefault(r,[]).append(a)
    print(f"L{g['line']}: {g['text']}  || obj={g['objects']} rooms={rooms} wit={g['witnessed_by']}")
    ch={k:v for k,v in b.items() if ok(k) and prev.get(k,'X')!=v}
    if ch: print('    Δ',ch)
    prev=b
