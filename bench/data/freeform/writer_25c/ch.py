import json,sys
n=int(sys.argv[1]); chains=sys.argv[2:]
q=[json.loads(l) for l in open('golds_25c.jsonl')][n-1]
objs=[k[14:] for k in q['golds'][0] if k.startswith('beliefs_about_')]
for o in objs:
  print('==',o)
  prev=None
  for g in q['golds']:
    b=g['beliefs_about_'+o]; cur=[b.get(c,'NA') for c in chains]
    if cur!=prev: print(g['line'], dict(zip(chains,cur)))
    prev=cur
