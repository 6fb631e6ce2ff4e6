# Q2 s6821-7-o2: Where does Alexander think William thinks the peach is?  gold red_bottle
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='red_bottle', response="""G. red_bottle

Explanation:
- The peach is in the red_bottle at line 2 while all five are in the office.
- Alexander exits at line 8, and William leaves right after him. Neither of them sees Mason move the peach to the green_drawer (line 9) or Benjamin move it back to the red_bottle (line 11).
- So as far as Alexander knows, William last saw the peach in the red_bottle.
- Mason's public claim at line 14 also says red_bottle, so it doesn't change anything.

Alexander thinks William thinks the peach is in the red_bottle.""", claims=[
    ("The peach is in the red_bottle at line 2", 'location', 'true', 2, "row 2", ('obj', 2, 'red_bottle')),
    ("all five are in the office", 'presence', 'true', 2, "row 2 all in office", ('all', ('room', 'Emma', 2, 'office'), ('room', 'William', 2, 'office'), ('room', 'Alexander', 2, 'office'))),
    ("Alexander exits at line 8", 'event', 'true', 8, "line 8", ('text', 8, 'Alexander exited')),
    ("William leaves right after him", 'order', 'false', 8, "PLANTED: William exited at line 6, before Alexander (line 8)", ('lt', 8, 6)),
    ("Neither of them sees Mason move the peach to the green_drawer (line 9)", 'presence', 'true', 9, "witnessed_by 9 = Benjamin, Mason", ('all', ('wit', 'Alexander', 9, False), ('wit', 'William', 9, False), ('obj', 9, 'green_drawer'))),
    ("or Benjamin move it back to the red_bottle (line 11)", 'presence', 'true', 11, "witnessed_by 11 = Benjamin", ('all', ('wit', 'Alexander', 11, False), ('wit', 'William', 11, False), ('obj', 11, 'red_bottle'))),
    ("as far as Alexander knows, William last saw the peach in the red_bottle", 'belief', 'true', 'end', "Alexander -> William = red_bottle", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
    ("Mason's public claim at line 14 also says red_bottle", 'communication', 'true', 14, "line 14", ('text', 14, 'Mason publicly claimed that peach is in the red_bottle')),
    ("it doesn't change anything", 'communication', 'true', 14, "Alexander -> William stays red_bottle at 14", ('bel', 'Alexander -> William', 14, 'red_bottle')),
    ("Alexander thinks William thinks the peach is in the red_bottle", 'belief', 'true', 'end', "final row", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='red_bottle', response="""Let's think step by step.

1. At the start everyone is in the office and the peach is in the red_bottle (line 2).
2. Emma leaves first (line 4), then William (line 6), then Alexander (line 8). Up to this point nobody has touched the peach.
3. Mason moves the peach to the green_drawer (line 9) and Benjamin later moves it back to the red_bottle (line 11). Alexander and William are both gone for these moves.
4. Since Alexander saw William leave while the peach was still in the red_bottle, Alexander thinks William believes it is in the red_bottle.
5. In the waiting_room, Mason publicly claims the peach is in the red_bottle. This matches what Alexander already assumes about William, so nothing changes.

So Alexander thinks William thinks the peach is in the red_bottle.

\\boxed{red_bottle}""", claims=[
    ("everyone is in the office", 'presence', 'true', 1, "row 1 all in office", ('all', ('room', 'Emma', 1, 'office'), ('room', 'Benjamin', 1, 'office'))),
    ("the peach is in the red_bottle (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'red_bottle')),
    ("Emma leaves first (line 4)", 'order', 'true', 4, "first exit is line 4", ('text', 4, 'Emma exited')),
    ("then William (line 6)", 'order', 'true', 6, "line 6", ('text', 6, 'William exited')),
    ("then Alexander (line 8)", 'order', 'true', 8, "line 8", ('text', 8, 'Alexander exited')),
    ("nobody has touched the peach", 'event', 'true', 8, "still red_bottle at 8", ('obj', 8, 'red_bottle')),
    ("Mason moves the peach to the green_drawer (line 9)", 'event', 'true', 9, "line 9", ('text', 9, 'Mason moved the peach to the green_drawer')),
    ("Benjamin later moves it back to the red_bottle (line 11)", 'event', 'true', 11, "line 11", ('text', 11, 'Benjamin moved the peach to the red_bottle')),
    ("Alexander and William are both gone for these moves", 'presence', 'true', 9, "not in office at 9 and 11", ('all', ('room', 'Alexander', 9, None), ('room', 'William', 11, None))),
    ("Alexander saw William leave", 'presence', 'true', 6, "Alexander in witnessed_by of line 6", ('wit', 'Alexander', 6, True)),
    ("while the peach was still in the red_bottle", 'location', 'true', 6, "row 6", ('obj', 6, 'red_bottle')),
    ("Alexander thinks William believes it is in the red_bottle", 'belief', 'true', 'end', "Alexander -> William = red_bottle", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
    ("Mason publicly claims the peach is in the red_bottle", 'communication', 'true', 14, "line 14", ('text', 14, 'Mason publicly claimed')),
    ("This matches what Alexander already assumes about William", 'belief', 'true', 13, "Alexander -> William red_bottle at 13", ('bel', 'Alexander -> William', 13, 'red_bottle')),
    ("nothing changes", 'communication', 'true', 14, "still red_bottle at 14", ('bel', 'Alexander -> William', 14, 'red_bottle')),
    ("So Alexander thinks William thinks the peach is in the red_bottle", 'belief', 'true', 'end', "final row", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='red_bottle', response="""Let me trace who was in the office for each change.

All five start in the office with the peach in the red_bottle. Emma is the first to leave, then William, then Alexander. After those three are gone, Mason moves the peach into the green_drawer and Benjamin, who was alone by then, puts it back into the red_bottle.

So when William left, the peach was in the red_bottle, and Alexander watched him go. Alexander has no way of knowing William learned anything after that.

In the waiting_room, Mason publicly says the peach is in the red_bottle, but Alexander wouldn't trust Mason's word here, so the claim doesn't enter into it. Benjamin's private message only goes to Emma.

The answer is G. red_bottle.""", claims=[
    ("All five start in the office", 'presence', 'true', 1, "row 1", ('room', 'Alexander', 1, 'office')),
    ("with the peach in the red_bottle", 'location', 'true', 2, "row 2", ('obj', 2, 'red_bottle')),
    ("Emma is the first to leave", 'order', 'true', 4, "line 4 first exit", ('text', 4, 'Emma exited')),
    ("then William", 'order', 'true', 6, "line 6", ('text', 6, 'William exited')),
    ("then Alexander", 'order', 'true', 8, "line 8", ('text', 8, 'Alexander exited')),
    ("Mason moves the peach into the green_drawer", 'event', 'true', 9, "line 9", ('obj', 9, 'green_drawer')),
    ("Benjamin, who was alone by then", 'presence', 'true', 11, "row 11 only Benjamin in office", ('all', ('room', 'Benjamin', 11, 'office'), ('room', 'Mason', 11, None))),
    ("puts it back into the red_bottle", 'event', 'true', 11, "line 11", ('obj', 11, 'red_bottle')),
    ("when William left, the peach was in the red_bottle", 'location', 'true', 6, "row 6", ('obj', 6, 'red_bottle')),
    ("Alexander watched him go", 'presence', 'true', 6, "Alexander witnessed line 6", ('wit', 'Alexander', 6, True)),
    ("Alexander has no way of knowing William learned anything after that", 'belief', 'uncheckable', None, "statement about knowledge in general, not a located belief"),
    ("Mason publicly says the peach is in the red_bottle", 'communication', 'true', 14, "line 14", ('text', 14, 'Mason publicly claimed')),
    ("Alexander wouldn't trust Mason's word here", 'communication', 'false', 14, "PLANTED: Mason exited (10) after Alexander (8), so Alexander does trust him"),
    ("the claim doesn't enter into it", 'communication', 'true', 14, "Alexander -> William unchanged at 14", ('bel', 'Alexander -> William', 14, 'red_bottle')),
    ("Benjamin's private message only goes to Emma", 'communication', 'true', 15, "line 15 witnessed by Benjamin, Emma", ('all', ('wit', 'Alexander', 15, False), ('wit', 'Emma', 15, True))),
    ("The answer is G. red_bottle", 'belief', 'true', 'end', "Alexander -> William = red_bottle", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='red_bottle', response="""G. red_bottle""", claims=[
    ("G. red_bottle", 'belief', 'true', 'end', "answer restated: Alexander -> William = red_bottle", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='red_bottle', response="""<think>
Okay, second-order: what Alexander thinks William thinks.

Exit order: Emma (4), William (6), Alexander (8), Mason (10), Benjamin (12). The peach was put in the red_bottle at line 2 and didn't move until Mason moved it at line 9.

William left at 6. At that point Alexander was still in the office and saw him leave, and the peach was in the red_bottle. So Alexander's model of William: red_bottle.

Then the talking. Mason publicly claimed red_bottle at 14. Hmm, Mason actually saw it go into the green_drawer and left before Benjamin moved it back, so Mason himself still believes green_drawer — he's lying, and accidentally telling the truth. Does that change Alexander's view of William? William left before Mason, so William would trust Mason... but the claim is red_bottle anyway, same as before. No change.

Benjamin told Emma privately — Alexander and William don't hear that.

So red_bottle.
</think>

**G. red_bottle** — William left while the peach was still in the red_bottle, and Alexander saw him leave; nothing said afterwards changes that.""", claims=[
    ("Emma (4), William (6), Alexander (8), Mason (10), Benjamin (12)", 'order', 'true', None, "exit lines 4,6,8,10,12", ('all', ('text', 4, 'Emma exited'), ('text', 6, 'William exited'), ('text', 8, 'Alexander exited'), ('text', 10, 'Mason exited'), ('text', 12, 'Benjamin exited'))),
    ("The peach was put in the red_bottle at line 2", 'location', 'true', 2, "row 2", ('obj', 2, 'red_bottle')),
    ("didn't move until Mason moved it at line 9", 'event', 'true', 9, "red_bottle through 8, green_drawer at 9", ('all', ('obj', 8, 'red_bottle'), ('obj', 9, 'green_drawer'))),
    ("Alexander was still in the office and saw him leave", 'presence', 'true', 6, "Alexander in office, witnessed 6", ('all', ('room', 'Alexander', 6, 'office'), ('wit', 'Alexander', 6, True))),
    ("the peach was in the red_bottle", 'location', 'true', 6, "row 6", ('obj', 6, 'red_bottle')),
    ("Alexander's model of William: red_bottle", 'belief', 'true', 6, "Alexander -> William at 6", ('bel', 'Alexander -> William', 6, 'red_bottle')),
    ("Mason publicly claimed red_bottle at 14", 'communication', 'true', 14, "line 14", ('text', 14, 'Mason publicly claimed that peach is in the red_bottle')),
    ("Mason actually saw it go into the green_drawer", 'presence', 'true', 9, "Mason witnessed 9", ('wit', 'Mason', 9, True)),
    ("left before Benjamin moved it back", 'order', 'true', 10, "Mason exit 10 < Benjamin move 11", ('lt', 10, 11)),
    ("Mason himself still believes green_drawer", 'belief', 'true', 'end', "Mason = green_drawer at end", ('bel', 'Mason', 'end', 'green_drawer')),
    ("he's lying", 'communication', 'uncheckable', 14, "motive/intent"),
    ("William would trust Mason", 'communication', 'true', 14, "William exited (6) before Mason (10), so trusts him"),
    ("No change", 'communication', 'true', 14, "Alexander -> William stays red_bottle", ('bel', 'Alexander -> William', 14, 'red_bottle')),
    ("Alexander and William don't hear that", 'presence', 'true', 15, "line 15 witnessed by Benjamin, Emma only", ('all', ('wit', 'Alexander', 15, False), ('wit', 'William', 15, False))),
    ("**G. red_bottle**", 'belief', 'true', 'end', "Alexander -> William = red_bottle", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
    ("William left while the peach was still in the red_bottle", 'location', 'true', 6, "row 6", ('obj', 6, 'red_bottle')),
    ("Alexander saw him leave", 'presence', 'true', 6, "witnessed 6", ('wit', 'Alexander', 6, True)),
    ("nothing said afterwards changes that", 'communication', 'true', 'end', "Alexander -> William red_bottle at end", ('bel', 'Alexander -> William', 'end', 'red_bottle')),
]))
