import json,sys
n=int(sys.argv[1])
d=[json.loads(l) for l in open('golds_22b.jsonl')][n-1]
print(d['id'],d['world'],'order',d['order'],d['question_type'],'ANSWER',d['answer'])
print('Q:',d['question']); print('choices:',d.get('choices'))
print('-----')
prev={}; prevr={}; prevo={}
for g in d['golds']:
    bk=[k for k in g if k.startswith('beliefs_about')][0]
    print(g['line'],g['text'], '  wit=',','.join(g['witnessed_by']))
    if g['objects']!=prevo: print('   OBJ',g['objects'])
    if g['agents_room']!=prevr: print('   ROOM',{k:v for k,v in g['agents_room'].items() if prevr.get(k,'x')!=v})
    b=g[bk]
    ch={k:v for k,v in b.items() if prev.get(k,'x')!=v}
    if ch:
        # group by value
        byv={}
        for k,v in ch.items(): byv.setdefault(v,[]).append(k)
        for v,ks in byv.items(): print('   B=%s:'%v, '; '.join(sorted(ks,key=lambda x:(x.count('->'),x))))
    prev=b; prevr=g['agents_room']; prevo=g['objects']
print('nkeys',len(b))
