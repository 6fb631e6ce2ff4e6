import json,sys
n=int(sys.argv[1]); filt=sys.argv[2:] 
d=[json.loads(l) for l in open('golds_22a.jsonl')][n-1]
print(d['id'],d['world'],d['order'],d['question_type']); print(d['story']); print('Q:',d['question'],d.get('choices'),'ANS:',d['answer'])
for g in d['golds']:
    print('--',g['line'],g['text'])
    print('   obj',g['objects'],'room',g['agents_room'],'wit',g['witnessed_by'])
    for k,v in g.items():
        if k.startswith('beliefs_about'):
            items=v if isinstance(v,dict) else v
            if isinstance(v,dict):
                ks=[x for x in v if (not filt) or any(x.count('->')==int(f) for f in filt)]
                print('  ',k,{x:v[x] for x in ks})
            else: print('  ',k,v)
