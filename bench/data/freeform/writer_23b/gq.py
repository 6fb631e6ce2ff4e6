import json
D=[json.loads(l) for l in open('/work/writers/w23b/golds_23b.jsonl')]
def row(n,line):
    g=D[n-1]['golds']
    if line=='end': return g[-1]
    return [r for r in g if r['line']==line][0]
def loc(n,line,obj): return row(n,line)['objects'][obj]
def bel(n,line,chain,obj): return row(n,line)['beliefs_about_'+obj].get(chain)
def room(n,line,a): return row(n,line)['agents_room'][a]
def wit(n,line,a): return a in row(n,line)['witnessed_by']
