# Q15 s6815-3-o3: Where does Avery think Ella thinks Logan thinks the broccoli is?  gold green_pantry
RECORDS = []
Q = 'Avery -> Ella -> Logan'

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='green_pantry', response=
"""**L. green_pantry**

Explanation: Avery himself moved the broccoli from the red_cupboard to the green_pantry (line 3) while Ella and Logan watched, and then Avery left (line 5). Everything after that — Logan's move to the green_suitcase, Ella's to the green_cupboard, Aiden's to the red_bottle — happened without Avery. So in Avery's mind, the last thing Ella and Logan both saw (and that Ella saw Logan see) was the broccoli in the green_pantry. The crawlspace scene and the claims at the end are about the pear.""",
claims=[
 ("Avery himself moved the broccoli from the red_cupboard to the green_pantry (line 3)", 'event', 'true', 3, "line 3", ('o','broccoli','green_pantry')),
 ("while Ella and Logan watched", 'presence', 'true', 3, "witnessed 3", ('w','Ella',True)),
 ("then Avery left (line 5)", 'event', 'true', 5, "line 5", ('r','Avery',None)),
 ("Logan's move to the green_suitcase, Ella's to the green_cupboard, Aiden's to the red_bottle", 'event', 'true', 10, "lines 6, 8, 10"),
 ("happened without Avery", 'presence', 'true', 10, "Avery not witness 6-10", ('w','Avery',False)),
 ("in Avery's mind, the last thing Ella and Logan both saw (and that Ella saw Logan see) was the broccoli in the green_pantry", 'belief', 'true', 'end', "A->E->L green_pantry", ('b',Q,'broccoli','green_pantry')),
 ("The crawlspace scene and the claims at the end are about the pear", 'communication', 'true', 27, "lines 15-27"),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='green_pantry', response=
"""Let's think step by step.

1. The broccoli starts in the red_cupboard. Avery moves it to the green_pantry (line 3) in front of everyone.
2. Avery leaves the garage (line 5). From now on Avery sees nothing in the garage.
3. Logan moves the broccoli to the green_suitcase with only Ella watching, then leaves.
4. Ella moves it to the green_cupboard and leaves; Aiden moves it to the red_bottle.
5. Avery's model: he knows Ella and Logan were both present for his green_pantry move, and as far as he knows nothing happened after. So Avery thinks Ella thinks Logan thinks green_pantry.
6. Later, in the crawlspace, only the pear is involved; the broccoli isn't there.

The answer is \\boxed{green_pantry}.""",
claims=[
 ("The broccoli starts in the red_cupboard", 'location', 'true', 2, "line 2", ('o','broccoli','red_cupboard')),
 ("Avery moves it to the green_pantry (line 3)", 'event', 'true', 3, "line 3"),
 ("in front of everyone", 'presence', 'true', 3, "all witnessed 3", ('w','Logan',True)),
 ("Avery leaves the garage (line 5)", 'event', 'true', 5, "line 5"),
 ("From now on Avery sees nothing in the garage", 'presence', 'true', 13, "Avery not witness 6-13", ('w','Avery',False)),
 ("Logan moves the broccoli to the green_suitcase", 'event', 'true', 6, "line 6"),
 ("with only Ella watching", 'presence', 'false', 6, "PLANTED: Aiden and Olivia also witnessed line 6", ('w','Aiden',False)),
 ("then leaves", 'event', 'true', 7, "line 7"),
 ("Ella moves it to the green_cupboard", 'event', 'true', 8, "line 8"),
 ("and leaves", 'event', 'true', 9, "line 9"),
 ("Aiden moves it to the red_bottle", 'event', 'true', 10, "line 10"),
 ("he knows Ella and Logan were both present for his green_pantry move", 'presence', 'true', 3, "witnessed 3", ('w','Ella',True)),
 ("as far as he knows nothing happened after", 'belief', 'true', 'end', "Avery believes green_pantry", ('b','Avery','broccoli','green_pantry')),
 ("Avery thinks Ella thinks Logan thinks green_pantry", 'belief', 'true', 'end', "answer", ('b',Q,'broccoli','green_pantry')),
 ("in the crawlspace, only the pear is involved", 'event', 'true', 24, "lines 15-24"),
 ("the broccoli isn't there", 'location', 'true', 15, "broccoli in the garage's red_bottle", ('o','broccoli','red_bottle')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='green_pantry', response=
"""Let me trace where each person was when the broccoli moved.

All five start in the garage, with the broccoli in the red_cupboard. Avery moves it to the green_pantry and leaves right after; Ella and Logan both saw that move and saw him go.

Once Avery is gone, the broccoli gets passed around: Logan puts it in the green_suitcase, Ella puts it in the green_cupboard, and Aiden puts it in the red_bottle. Logan left the garage after Ella did, but none of that matters for Avery — he wasn't there for any of it.

So from Avery's perspective, the story of the broccoli ends at the green_pantry. He'd assume Ella thinks Logan thinks it's there, because that's the last thing the three of them saw together.

The crawlspace trip only involves the pear, and Ella's public claim and Avery's private message are about the pear too.

The answer is L. green_pantry.""",
claims=[
 ("All five start in the garage", 'presence', 'true', 1, "line 1", ('r','Olivia','garage')),
 ("with the broccoli in the red_cupboard", 'location', 'true', 2, "line 2", ('o','broccoli','red_cupboard')),
 ("Avery moves it to the green_pantry", 'event', 'true', 3, "line 3"),
 ("leaves right after", 'event', 'true', 5, "line 5"),
 ("Ella and Logan both saw that move", 'presence', 'true', 3, "witnessed 3", ('w','Logan',True)),
 ("saw him go", 'presence', 'true', 5, "witnessed 5", ('w','Ella',True)),
 ("Logan puts it in the green_suitcase", 'event', 'true', 6, "line 6"),
 ("Ella puts it in the green_cupboard", 'event', 'true', 8, "line 8"),
 ("Aiden puts it in the red_bottle", 'event', 'true', 10, "line 10"),
 ("Logan left the garage after Ella did", 'order', 'false', 9, "PLANTED: Logan exited at 7, Ella at 9"),
 ("he wasn't there for any of it", 'presence', 'true', 10, "Avery not witness", ('w','Avery',False)),
 ("from Avery's perspective, the story of the broccoli ends at the green_pantry", 'belief', 'true', 'end', "Avery green_pantry", ('b','Avery','broccoli','green_pantry')),
 ("He'd assume Ella thinks Logan thinks it's there", 'belief', 'true', 'end', "A->E->L", ('b',Q,'broccoli','green_pantry')),
 ("that's the last thing the three of them saw together", 'presence', 'true', 3, "line 3 is the last broccoli event all three witnessed"),
 ("The crawlspace trip only involves the pear", 'event', 'true', 24, "lines 15-24"),
 ("Ella's public claim and Avery's private message are about the pear too", 'communication', 'true', 27, "lines 26-27"),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='green_pantry', response=
"""green_pantry — Avery left right after moving it there, so his picture of what Ella and Logan know stops at the green_pantry.""",
claims=[
 ("Avery left right after moving it there", 'order', 'true', 5, "move 3, exit 5"),
 ("his picture of what Ella and Logan know stops at the green_pantry", 'belief', 'true', 'end', "Avery->Ella and A->E->L green_pantry", ('b','Avery -> Ella','broccoli','green_pantry')),
]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer='green_suitcase', response=
"""<think>
Avery → Ella → Logan.

Broccoli: red_cupboard → green_pantry (Avery, line 3). Avery leaves (5). Logan → green_suitcase (6), Logan leaves (7). Ella → green_cupboard (8), leaves. Aiden → red_bottle (10).

Ella → Logan: Ella saw Logan move it to the green_suitcase and then saw him leave. So Ella thinks Logan thinks green_suitcase.

Avery → (Ella → Logan): Avery would know how Ella reasons about Logan... Ella thinks Logan thinks green_suitcase, so Avery thinks Ella thinks Logan thinks green_suitcase.

Crawlspace and the waiting_room lines are about the pear. Doesn't matter.

Answer: green_suitcase.
</think>

N. green_suitcase — Ella watched Logan put the broccoli in the green_suitcase and leave, so that's what Ella thinks Logan believes.""",
claims=[
 ("red_cupboard → green_pantry (Avery, line 3)", 'event', 'true', 3, "line 3"),
 ("Avery leaves (5)", 'event', 'true', 5, "line 5"),
 ("Logan → green_suitcase (6)", 'event', 'true', 6, "line 6"),
 ("Logan leaves (7)", 'event', 'true', 7, "line 7"),
 ("Ella → green_cupboard (8)", 'event', 'true', 8, "line 8"),
 ("leaves", 'event', 'true', 9, "line 9"),
 ("Aiden → red_bottle (10)", 'event', 'true', 10, "line 10"),
 ("Ella saw Logan move it to the green_suitcase", 'presence', 'true', 6, "Ella witnessed 6", ('w','Ella',True)),
 ("then saw him leave", 'presence', 'true', 7, "Ella witnessed 7", ('w','Ella',True)),
 ("Ella thinks Logan thinks green_suitcase", 'belief', 'true', 'end', "Ella->Logan green_suitcase", ('b','Ella -> Logan','broccoli','green_suitcase')),
 ("Avery would know how Ella reasons about Logan", 'belief', 'uncheckable', None, "vague"),
 ("Avery thinks Ella thinks Logan thinks green_suitcase", 'belief', 'false', 'end', "A->E->L green_pantry", ('b',Q,'broccoli','green_suitcase')),
 ("Crawlspace and the waiting_room lines are about the pear", 'event', 'true', 27, "lines 15-27"),
 ("Ella watched Logan put the broccoli in the green_suitcase and leave", 'presence', 'true', 7, "Ella witnessed 6, 7", ('w','Ella',True)),
 ("that's what Ella thinks Logan believes", 'belief', 'true', 'end', "Ella->Logan", ('b','Ella -> Logan','broccoli','green_suitcase')),
]))
