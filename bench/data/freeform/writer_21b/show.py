import json,sys
n=int(sys.argv[1]); full=len(sys.argv)>2
d=[json.loads(l) for l in open('golds_21b.jsonl')][n-1]
print(d['id'],d['world'],'order',d['order'],d['question_type'])
print('Q:',d['question']); print('choices:',d.get('choices')); print('ANSWER:',d['answer'])
g=d['golds']
prev={}
for r in g:
    rooms=';'.join(f"{a}:{b}" for a,b in r['agents_room'].items())
    print(f"L{r['line']}: {r['text']}\n   obj={r['objects']} rooms[{rooms}] saw={r['witnessed_by']}")
    for k,v in r.items():
        if k.startswith('beliefs_about_'):
            ch=[]
            for c,val in v.items():
                if full or prev.get((k,c))!=val: ch.append(f"{c}={val}")
                prev[(k,c)]=val
            if ch: print('   B',k[14:],': '+' | '.join(ch))
