import json,sys,re
n=int(sys.argv[1]); extra=sys.argv[2:]
d=[json.loads(l) for l in open('golds_25b.jsonl')][n-1]
print(d['id'],d['order'],d['question_type'],'ANS=',d['answer']); print(d['question']); print(d.get('choices'))
g=d['golds']
bk=[k for k in g[0] if k.startswith('beliefs_about_')]
q=d['question']
names=sorted({a for a in g[0]['agents_room']})
chain=[w for w in re.findall(r'[A-Z][a-z]+',q) if w in names]
prefixes=[' -> '.join(chain[i:]) for i in range(len(chain))]+[' -> '.join(chain[:i]) for i in range(1,len(chain))]
qo=[k[14:] for k in bk if k[14:] in q]
print('objs',list(g[0]['objects']), 'target',qo)
prev={}
for r in g:
    print(f"{r['line']:>2} {r['text']}   wit={','.join(r['witnessed_by'])}")
    ch=[]
    for k in bk:
        o=k[14:]
        if r['objects'].get(o)!=prev.get(('o',o)): ch.append(f"{o}@{r['objects'].get(o)}"); prev[('o',o)]=r['objects'].get(o)
        if o not in qo: continue
        for c in dict.fromkeys(names+prefixes+extra):
            v=r[k].get(c,'NA')
            if v!=prev.get((o,c)): ch.append(f"[{c}]={v}"); prev[(o,c)]=v
    for a,v in r['agents_room'].items():
        if v!=prev.get(('r',a)): ch.append(f"{a}:{v}"); prev[('r',a)]=v
    if ch: print('      ',' '.join(ch))
