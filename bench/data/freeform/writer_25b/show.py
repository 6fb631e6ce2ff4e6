import json,sys,re
n=int(sys.argv[1]); extra=sys.argv[2:]
d=[json.loads(l) for l in open('golds_25b.jsonl')][n-1]
print(d['id'],d['order'],d['question_type'],'ANS=',d['answer']); print(d['question']); print(d.get('choices'))
g=d['golds']
bk=[k for k in g[0] if k.startswith('beliefs_about_')]
print('belief keys',bk, 'objects', list(g[0]['objects'].keys()))
q=d['question']
names=sorted({a for a in g[0]['agents_room']})
chain=[w for w in re.findall(r'[A-Z][a-z]+',q) if w in names]
prefixes=[' -> '.join(chain[:i]) for i in range(1,len(chain)+1)]
for r in g:
    ar={a:(v or '-')[:6] for a,v in r['agents_room'].items()}
    print(f"{r['line']:>2} {r['text']}")
    print('    obj',r['objects'],'| room',ar,'| wit',r['witnessed_by'])
    for k in bk:
        b=r[k]
        sel={c:b.get(c) for c in names+prefixes+extra if c in b}
        print('   ',k[14:],sel)
