"""Blind test set writer #10: assembles hand-written responses from writer_10_part*.py,
computes offsets, verifies every verdict against the engine golds, checks label consistency."""
import json, sys, collections, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
SRC = '/work/main/bench/data/freeform/golds_10.jsonl'
OUT = '/work/main/bench/data/freeform/blind_10.jsonl'
ITEMS = [json.loads(l) for l in open(SRC)]

def C(text, kind, v, spec, time, note, nth=0, ans=False):
    return dict(text=text, kind=kind, v=v, spec=spec, time=time, note=note, nth=nth, ans=ans)

def row(d, t):
    g = d['golds']
    return g[-1] if t == 'end' else g[t - 1]

def bkey(d):
    return [k for k in d['golds'][0] if k.startswith('beliefs_about')][0]

def first_line(d, pat, start=1):
    for r in d['golds']:
        if r['line'] >= start and pat.lower() in r['text'].lower():
            return r['line']
    raise AssertionError('pattern not in story: %r (%s)' % (pat, d['id']))

def ev(d, s):
    op = s[0]
    if op == 'obj':
        _, o, t, c = s; return row(d, t)['objects'][o] == c
    if op == 'bel':
        _, ch, t, c = s
        key = ' -> '.join(x.strip() for x in ch.split('>'))
        b = row(d, t)[bkey(d)]
        assert key in b, (d['id'], key)
        return b[key] == c
    if op == 'room':
        _, a, t, rm = s; return row(d, t)['agents_room'][a] == rm
    if op == 'saw':
        _, a, t, yes = s; return (a in row(d, t)['witnessed_by']) == yes
    if op == 'txt':
        _, t, sub = s; return sub.lower() in row(d, t)['text'].lower()
    if op == 'any':
        _, sub = s; return any(sub.lower() in r['text'].lower() for r in d['golds'])
    if op == 'before':  # first line with pat1 (from start) is earlier than first with pat2
        start = s[3] if len(s) > 3 else 1
        return first_line(d, s[1], start) < first_line(d, s[2], start)
    if op == 'and':
        return all(ev(d, x) for x in s[1:])
    if op == 'or':
        return any(ev(d, x) for x in s[1:])
    if op == 'not':
        return not ev(d, s[1])
    raise ValueError(s)

def build(rec):
    d = ITEMS[rec['item']]
    resp = rec['resp']
    claims = []
    for c in rec['claims']:
        pos = -1
        for _ in range(c['nth'] + 1):
            pos = resp.find(c['text'], pos + 1)
        assert pos >= 0, (d['id'], c['text'])
        if c['spec'] is None:
            assert c['v'] == 'U', (d['id'], c['text'])
            verdict = 'uncheckable'
        else:
            val = ev(d, c['spec'])
            verdict = 'true' if val else 'false'
            assert {'T': 'true', 'F': 'false'}[c['v']] == verdict, ('VERDICT MISMATCH', d['id'], c['text'], verdict)
        assert c['kind'] in ('event', 'location', 'presence', 'belief', 'order', 'communication')
        claims.append(dict(text=c['text'], start=pos, end=pos + len(c['text']), kind=c['kind'],
                           verdict=verdict, time=c['time'], note=c['note'], _ans=c['ans']))
    claims.sort(key=lambda x: x['start'])
    lab = rec['label']; st = rec['stated']
    nfalse = sum(x['verdict'] == 'false' for x in claims)
    support = [x for x in claims if not x['_ans'] and x['verdict'] != 'uncheckable']
    tag = (d['id'], rec['n'])
    if lab in ('sound', 'unsound', 'unsupported'):
        assert st == d['answer'], ('stated != gold', tag, st)
        assert any(x['_ans'] for x in claims), ('no answer claim', tag)
    if lab == 'sound':
        assert nfalse == 0 and support, ('sound?', tag)
    if lab == 'unsound':
        assert nfalse == 1, ('unsound needs exactly one false', tag, nfalse)
    if lab == 'unsupported':
        assert nfalse == 0 and not support, ('unsupported?', tag)
    if lab == 'wrong':
        assert st != d['answer'], ('wrong but right', tag)
    if st is not None and d.get('choices'):
        assert st in d['choices'], (tag, st)
    for x in claims:
        if x['_ans']:
            assert x['verdict'] == ('true' if st == d['answer'] else x['verdict']), tag
        del x['_ans']
    out = {'id': '%s-r%d' % (d['id'], rec['n']), 'item_id': d['id'], 'world': d['world'],
           'story': d['story'], 'question': d['question']}
    if d['world'] == 'hitom':
        out['choices'] = d['choices']
    out.update({'answer': d['answer'], 'order': d['order'], 'question_type': d['question_type'],
                'style': rec['style'], 'label': lab, 'stated_answer': st, 'response': resp, 'claims': claims})
    return out

def main():
    recs = []
    import importlib
    for p in range(1, 7):
        name = 'writer_10_part%d' % p
        if not os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), name + '.py')):
            continue
        m = importlib.import_module(name)
        recs.extend(m.R)
    # number r1..r5 per item, in order written
    cnt = collections.Counter()
    for r in recs:
        cnt[r['item']] += 1; r['n'] = cnt[r['item']]
    out = [build(r) for r in recs]
    ids = [o['id'] for o in out]; assert len(ids) == len(set(ids))
    for it, k in cnt.items():
        assert k == 5, (ITEMS[it]['id'], k)
        sty = sorted(r['style'] for r in recs if r['item'] == it)
        assert sty == sorted(['answer_first', 'numbered', 'narrative', 'terse', 'thinking']), (it, sty)
    final = len(cnt) == 30
    print('records', len(out), 'items', len(cnt))
    print('style', collections.Counter(o['style'] for o in out))
    print('label', collections.Counter(o['label'] for o in out))
    print('label x order', sorted(collections.Counter((o['order'], o['label']) for o in out).items()))
    cl = [c for o in out for c in o['claims']]
    print('claims', len(cl))
    print('kind', collections.Counter(c['kind'] for c in cl))
    print('verdict', collections.Counter(c['verdict'] for c in cl))
    print('kind x verdict', sorted(collections.Counter((c['kind'], c['verdict']) for c in cl).items()))
    fk = collections.Counter(c['kind'] for o in out if o['label'] == 'unsound' for c in o['claims'] if c['verdict'] == 'false')
    print('unsound false-claim kinds', fk)
    if final or '--write' in sys.argv:
        with open(OUT, 'w') as f:
            for o in out:
                f.write(json.dumps(o, ensure_ascii=False) + '\n')
        print('wrote', OUT)

if __name__ == '__main__':
    main()
