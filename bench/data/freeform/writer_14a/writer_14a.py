import json, importlib, sys, collections, os
HERE = os.path.dirname(os.path.abspath(__file__))  # the golds file beside it (seed 6814, even rows)
os.chdir(HERE); sys.path.insert(0, HERE)
golds=[json.loads(l) for l in open('golds_14a.jsonl')]
out=[]; errs=0
for qi,d in enumerate(golds):
    fn=f'part_{qi+1:02d}'
    if not os.path.exists(fn+'.py'): print('missing',fn); continue
    m=importlib.import_module(fn)
    assert len(m.RECORDS)==5, fn
    for n,r in enumerate(m.RECORDS,1):
        resp=r['response']; claims=[]
        for c in r['claims']:
            t=c['text']; s=resp.find(t)
            if s<0: print('NOTFOUND',fn,n,repr(t)); errs+=1; continue
            if c.get('occ'):
                for _ in range(c['occ']): s=resp.find(t,s+1)
            elif resp.count(t)>1: print('DUP',fn,n,repr(t))
            assert resp[s:s+len(t)]==t
            claims.append(dict(text=t,start=s,end=s+len(t),kind=c['kind'],verdict=c['verdict'],time=c['time'],note=c['note']))
            assert c['kind'] in ('event','location','presence','belief','order','communication'),c
            assert c['verdict'] in ('true','false','uncheckable'),c
        rec={'id':f"{d['id']}-r{n}",'item_id':d['id'],'world':d['world'],'story':d['story'],'question':d['question']}
        if d['world']=='hitom': rec['choices']=d.get('choices')
        rec.update(answer=d['answer'],order=d['order'],question_type=d['question_type'],style=r['style'],label=r['label'],stated_answer=r['stated_answer'],response=resp,claims=claims)
        # label consistency
        nf=sum(c['verdict']=='false' for c in claims)
        right = r['stated_answer']==d['answer']
        lab=r['label']
        if lab in('sound','unsound','unsupported') and not right: print('LABEL-ANS',rec['id'])
        if lab=='wrong' and right: print('WRONG-but-right',rec['id'])
        if lab=='sound' and nf: print('SOUND-with-false',rec['id'])
        if lab=='unsound' and nf!=1: print('UNSOUND nf=',nf,rec['id'])
        if lab=='unsupported' and nf: print('UNSUP-with-false',rec['id'])
        out.append(rec)
with open('blind_14a.jsonl','w') as f:
    for r in out: f.write(json.dumps(r,ensure_ascii=False)+'\n')
print('records',len(out),'errs',errs)
print('style',collections.Counter(r['style'] for r in out))
print('label',collections.Counter(r['label'] for r in out))
print('kind',collections.Counter(c['kind'] for r in out for c in r['claims']))
print('verdict',collections.Counter(c['verdict'] for r in out for c in r['claims']))
print('kind x verdict',sorted(collections.Counter((c['kind'],c['verdict']) for r in out for c in r['claims']).items()))
print('order',collections.Counter(r['order'] for r in out),'qtype',collections.Counter(r['question_type'] for r in out))
