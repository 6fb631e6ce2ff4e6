import json,sys
n=int(sys.argv[1]); maxo=int(sys.argv[2]) if len(sys.argv)>2 else 9
d=[json.loads(l) for l in open('golds_22a.jsonl')][n-1]
print(d['id'],d['world'],d['order'],d['question_type']); print('Q:',d['question'],d.get('choices'),'ANS:',d['answer'])
prev={}
for g in d['golds']:
    bk=[k for k in g if k.startswith('beliefs_about')][0]
    b=g[bk]
    print('--',g['line'],g['text'],'| obj',g['objects'],'| room',{k:v for k,v in g['agents_room'].items()},'| wit',g['witnessed_by'])
    ch={k:v for k,v in b.items() if prev.get(k,'@')!=v and k.count('->')<maxo}
    # group by value
    byv={}
    for k,v in ch.items(): byv.setdefault(v,[]).append(k)
    for v,ks in byv.items(): print('     ',v,'<=',len(ks),ks if len(ks)<40 else ks[:40]+['...'])
    prev=b
