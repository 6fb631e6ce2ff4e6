import json,sys
n=int(sys.argv[1]); filt=sys.argv[2:] 
rows=[json.loads(l) for l in open('golds_25c.jsonl')]
q=rows[n-1]
print(q['id'],'order',q['order'],q['question_type'],'ANSWER',q['answer'])
print('Q:',q['question']); print('choices:',q.get('choices'))
prev={}; po={}
for g in q['golds']:
    oc={k:v for k,v in g['objects'].items() if po.get(k,'_')!=v}; po=dict(g['objects'])
    print(f"L{g['line']}: {g['text']} | obj {oc} | wit {g['witnessed_by']}")
    for k,v in g.items():
        if k.startswith('beliefs_about_'):
            ch={a:b for a,b in v.items() if prev.get((k,a),'__')!=b and (not filt or any(a==f for f in filt) or (filt==['1'] and '->' not in a))}
            for a,b in v.items(): prev[(k,a)]=b
            if ch and g['line']>1: print('     ',k[14:],ch)
