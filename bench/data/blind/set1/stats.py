#!/usr/bin/env python3
"""Counts for HOW.md: per style / kind / order / error_line_kind, and the share of reworded restatements."""
import collections
import json
import re

recs = [json.loads(l) for l in open('verifier_blind_1.jsonl')]
HDR = re.compile(r'^(?:## Step \d+ ##|### Step \d+|\*\*Step \d+:\*\*|Step \d+ —|\d+\. |\*\*Step \d+\.\*\*)\s*(.*)$')


def kind_of(t):
    for k, p in (('enter', ' entered the '), ('exit', ' exited the '), ('stay', ' made no movements'),
                 ('move', ' moved the '), ('claim', 'publicly claimed'), ('tell', 'privately told')):
        if p in t:
            return k
    return 'place' if t.startswith('The ') else 'noise'


def c(key):
    return dict(sorted(collections.Counter(key(r) for r in recs).items(), key=lambda x: str(x[0])))


print('total', len(recs))
print('style', c(lambda r: r['style']))
print('kind', c(lambda r: r['kind']))
print('order', c(lambda r: r['order']))
print('error_line_kind', c(lambda r: r['error_line_kind']))
print('style x right/wrong', c(lambda r: (r['style'], 'right' if r['kind'] == 'right' else 'wrong')))
print('order x right/wrong', c(lambda r: (r['order'], 'right' if r['kind'] == 'right' else 'wrong')))
print('kind x style', c(lambda r: (r['kind'], r['style'])))
print('verified', c(lambda r: r['gold']['verified']))
# reworded share: a step's first content line (minus '**Event:**' and a glued end comment) compared with the story lines
tot = collections.Counter()
rew = collections.Counter()
sty_t = collections.Counter()
sty_r = collections.Counter()
for r in recs:
    if r['kind'] != 'right':
        continue
    lines = [l.split(' ', 1)[1] for l in r['story'].split('\n')]
    lset = set(lines)
    resp = r['response'].split('\n')
    for j, ln in enumerate(resp):
        m = HDR.match(ln.strip())
        if not m or ln.startswith('* '):
            continue
        s = m.group(1) or resp[j + 1].strip()
        s = re.sub(r'^\*\*Event:\*\*\s*', '', s)
        if any(s.startswith(x) for x in lset):
            x = max((x for x in lset if s.startswith(x)), key=len)
            tot[kind_of(x)] += 1
            sty_t[r['style']] += 1
            continue
        s2 = re.sub(r' \([^)]*\)\.?$', '.', s.strip())
        s2 = re.sub(r', so .*$', '.', s2)
        if s2 in lset:
            tot[kind_of(s2)] += 1
            sty_t[r['style']] += 1
            continue
        # reworded (or erroneous / merged) restatement: attribute it to the line of the same step position
        # only for steps of right traces to keep the figure clean
        if r['kind'] == 'right':
            num = int(re.search(r'\d+', ln).group())
            k = r['story'].split('\n')[num - 1].split(' ', 1)[1]
            tot[kind_of(k)] += 1
            rew[kind_of(k)] += 1
            sty_t[r['style']] += 1
            sty_r[r['style']] += 1
print('reworded share of restatements in right traces:')
print('  overall %.2f' % (sum(rew.values()) / sum(tot.values())))
for k in tot:
    print('  %-6s %d/%d' % (k, rew[k], tot[k]))
for s in sty_t:
    print('  %-7s %.2f' % (s, sty_r[s] / sty_t[s]))
