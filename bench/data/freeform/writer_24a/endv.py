import json,sys
n=int(sys.argv[1]); line=sys.argv[2]; pats=sys.argv[3:]
d=[json.loads(l) for l in open('golds_24a.jsonl')][n-1]
bk=[k for k in d['golds'][0] if k.startswith('beliefs_about')][0]
g=d['golds'][-1] if line=='end' else d['golds'][int(line)-1]
for k,v in g[bk].items():
    if not pats or any(p in k for p in pats): print(' ',k,'=',v)
