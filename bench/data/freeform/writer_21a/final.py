import json,sys
n=int(sys.argv[1]); line=int(sys.argv[2]) if len(sys.argv)>2 else -1; filt=sys.argv[3:]
d=[json.loads(l) for l in open('golds_21a.jsonl')][n-1]
g=d['golds'][line-1] if line>0 else d['golds'][-1]
bk=[k for k in g if k.startswith('beliefs_about')][0]
print('row',g['line'],g['text'])
for k,v in g[bk].items():
    if (not filt and k.count('->')<=1) or any(k.startswith(f) for f in filt): print('  ',k,'=',v)
