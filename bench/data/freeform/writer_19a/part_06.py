from common import C
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_pantry",
response="""C. red_pantry

Explanation:
1. The lettuce starts in the blue_suitcase (line 2).
2. Ethan moves it to the red_pantry (line 5) while Benjamin is watching, and then Ethan leaves the patio (line 6).
3. Benjamin sees Ethan leave and stays until line 9, so he knows Ethan's last view of the lettuce was the red_pantry.
4. Mason's move to the green_envelope and Lily's move back to the blue_suitcase happen after both of them are gone.
5. The tangerine and the private messages at the end are about a different object.

Benjamin therefore thinks Ethan thinks the lettuce is in the red_pantry.""",
claims=[
 C("The lettuce starts in the blue_suitcase (line 2)", "location", "true", 2, "line 2", chk=('o','lettuce',2,'blue_suitcase')),
 C("Ethan moves it to the red_pantry (line 5)", "event", "true", 5, "line 5", chk=('o','lettuce',5,'red_pantry')),
 C("while Benjamin is watching", "presence", "true", 5, "Benjamin witnessed 5", chk=('w','Benjamin',5)),
 C("then Ethan leaves the patio (line 6)", "event", "true", 6, "line 6", chk=('r','Ethan',6,None)),
 C("Benjamin sees Ethan leave", "presence", "true", 6, "Benjamin witnessed 6", chk=('w','Benjamin',6)),
 C("stays until line 9", "event", "true", 9, "Benjamin exits at 9", chk=[('r','Benjamin',8,'patio'),('r','Benjamin',9,None)]),
 C("he knows Ethan's last view of the lettuce was the red_pantry", "belief", "true", 9, "Benjamin->Ethan red_pantry at 9", chk=('b','Benjamin -> Ethan',9,'red_pantry')),
 C("Mason's move to the green_envelope and Lily's move back to the blue_suitcase happen after both of them are gone", "order", "true", 10, "moves at 10, 12 after exits 6, 9", chk=[('nw','Benjamin',10),('nw','Ethan',10),('nw','Benjamin',12),('nw','Ethan',12)]),
 C("The tangerine and the private messages at the end are about a different object", "communication", "true", 29, "tells at 27, 29 concern tangerine"),
 C("Benjamin therefore thinks Ethan thinks the lettuce is in the red_pantry", "belief", "true", "end", "answer", chk=('b','Benjamin -> Ethan','end','red_pantry')),
]),
dict(style="numbered", label="wrong", stated_answer="blue_suitcase",
response="""Let's think step by step.

1. At the start, all five are on the patio and the lettuce is in the blue_suitcase.
2. Hannah leaves first (line 4).
3. Ethan exits the patio before the lettuce is moved, so Ethan only ever saw it in the blue_suitcase.
4. Benjamin stays longer and watches the lettuce go to the red_pantry.
5. Benjamin knows Ethan wasn't there, so he thinks Ethan still believes the lettuce is in the blue_suitcase.
6. The later moves (green_envelope, back to blue_suitcase) happen after Benjamin leaves, and the private tells only concern the tangerine.

So the answer is [blue_suitcase].""",
claims=[
 C("all five are on the patio", "presence", "true", 2, "all in patio", chk=[('r',a,2,'patio') for a in ['Hannah','Ethan','Benjamin','Mason','Lily']]),
 C("the lettuce is in the blue_suitcase", "location", "true", 2, "line 2", chk=('o','lettuce',2,'blue_suitcase')),
 C("Hannah leaves first (line 4)", "order", "true", 4, "first exit", chk=('r','Hannah',4,None)),
 C("Ethan exits the patio before the lettuce is moved", "order", "false", 6, "Ethan moved it at 5 and exited at 6", chk=('r','Ethan',5,None)),
 C("Ethan only ever saw it in the blue_suitcase", "belief", "false", 6, "Ethan = red_pantry at 6", chk=('b','Ethan',6,'blue_suitcase')),
 C("Benjamin stays longer", "order", "true", 9, "Benjamin exits 9 > 6"),
 C("watches the lettuce go to the red_pantry", "presence", "true", 5, "Benjamin witnessed 5", chk=[('w','Benjamin',5),('o','lettuce',5,'red_pantry')]),
 C("Benjamin knows Ethan wasn't there", "presence", "false", 5, "Ethan made the move at 5", chk=('nw','Ethan',5)),
 C("he thinks Ethan still believes the lettuce is in the blue_suitcase", "belief", "false", "end", "gold red_pantry", chk=('b','Benjamin -> Ethan','end','blue_suitcase')),
 C("The later moves (green_envelope, back to blue_suitcase) happen after Benjamin leaves", "order", "true", 10, "moves 10, 12 after exit 9", chk=[('o','lettuce',10,'green_envelope'),('o','lettuce',12,'blue_suitcase'),('r','Benjamin',10,None)]),
 C("the private tells only concern the tangerine", "communication", "true", 29, "lines 27, 29 about tangerine"),
]),
dict(style="narrative", label="unsound", stated_answer="red_pantry",
response="""Let me trace where each person was when the lettuce moved.

Hannah leaves the patio first, while the lettuce is still in the blue_suitcase. Then Ethan moves it to the red_pantry — and Benjamin, Mason and Lily are all there to see it. Ethan walks out right after.

Benjamin stays on the patio a bit longer, so he knows Ethan left with the lettuce in the red_pantry. After Benjamin goes, Mason and Lily shuffle it around a bit more; by the time everyone gathers in the waiting_room, the lettuce is in the green_envelope. But Benjamin never sees any of that, and neither does Ethan.

The later scenes on the porch and the private messages are about the tangerine, not the lettuce, so they don't touch this question.

So Benjamin thinks Ethan thinks the lettuce is in the red_pantry. The answer is C. red_pantry.""",
claims=[
 C("Hannah leaves the patio first", "order", "true", 4, "first exit", chk=('r','Hannah',4,None)),
 C("while the lettuce is still in the blue_suitcase", "location", "true", 4, "at 4", chk=('o','lettuce',4,'blue_suitcase')),
 C("Then Ethan moves it to the red_pantry", "event", "true", 5, "line 5", chk=('o','lettuce',5,'red_pantry')),
 C("Benjamin, Mason and Lily are all there to see it", "presence", "true", 5, "witnesses of 5", chk=[('w',a,5) for a in ['Benjamin','Mason','Lily']]),
 C("Ethan walks out right after", "order", "true", 6, "exit at 6", chk=('r','Ethan',6,None)),
 C("Benjamin stays on the patio a bit longer", "order", "true", 9, "Benjamin exits 9", chk=('r','Benjamin',8,'patio')),
 C("he knows Ethan left with the lettuce in the red_pantry", "belief", "true", 6, "Benjamin->Ethan red_pantry", chk=('b','Benjamin -> Ethan',6,'red_pantry')),
 C("After Benjamin goes, Mason and Lily shuffle it around a bit more", "event", "true", 10, "lines 10, 12", chk=[('o','lettuce',10,'green_envelope'),('o','lettuce',12,'blue_suitcase')]),
 C("by the time everyone gathers in the waiting_room, the lettuce is in the green_envelope", "location", "false", 14, "PLANT: Lily moved it to blue_suitcase at 12", chk=('o','lettuce',14,'green_envelope')),
 C("Benjamin never sees any of that", "presence", "true", 10, "not witness 10, 12", chk=[('nw','Benjamin',10),('nw','Benjamin',12)]),
 C("neither does Ethan", "presence", "true", 10, "not witness 10, 12", chk=[('nw','Ethan',10),('nw','Ethan',12)]),
 C("The later scenes on the porch and the private messages are about the tangerine, not the lettuce", "event", "true", 22, "porch lines 17-24 and tells 27, 29 concern tangerine", chk=[('o','lettuce',t,'blue_suitcase') for t in range(13,30)]),
 C("Benjamin thinks Ethan thinks the lettuce is in the red_pantry", "belief", "true", "end", "answer", chk=('b','Benjamin -> Ethan','end','red_pantry')),
]),
dict(style="terse", label="unsound", stated_answer="red_pantry",
response="""C. red_pantry — Ethan moved it there and left, and Benjamin saw both before Mason moved it to the blue_suitcase.""",
claims=[
 C("Ethan moved it there", "event", "true", 5, "line 5", chk=('o','lettuce',5,'red_pantry')),
 C("and left", "event", "true", 6, "line 6", chk=('r','Ethan',6,None)),
 C("Benjamin saw both", "presence", "true", 6, "Benjamin witnessed 5 and 6", chk=[('w','Benjamin',5),('w','Benjamin',6)]),
 C("before Mason moved it to the blue_suitcase", "event", "false", 10, "PLANT: Mason moved it to green_envelope; Lily moved it to blue_suitcase", chk=('o','lettuce',10,'blue_suitcase')),
]),
dict(style="thinking", label="sound", stated_answer="red_pantry",
response="""<think>
We need Benjamin's belief about Ethan's belief regarding the lettuce.

Patio: everyone enters. Lettuce in blue_suitcase. Hannah stays a minute, exits (line 4). Ethan moves lettuce to red_pantry (line 5) — who's present? Ethan, Benjamin, Mason, Lily. Ethan exits at line 6.

Benjamin stays a minute, exits at 9. So Benjamin saw Ethan's move and Ethan's exit. Benjamin knows Ethan believes red_pantry.

After that, Mason moves it to green_envelope (line 10), Mason exits, Lily moves it back to blue_suitcase (12). Benjamin gone for all of that. Wait, does Lily's move back to blue_suitcase make any difference? No — nobody else saw it, and Ethan certainly didn't.

Porch part: Lily, Mason, Benjamin go to the porch — tangerine stuff only. Private tells at 27 and 29 are about tangerine too. Ethan is told where the tangerine is, nothing about the lettuce.

So Benjamin → Ethan: red_pantry.
</think>

C. red_pantry

Benjamin watched Ethan put the lettuce in the red_pantry and leave; everything after that happened out of both their sight.""",
claims=[
 C("Lettuce in blue_suitcase", "location", "true", 2, "line 2", chk=('o','lettuce',2,'blue_suitcase')),
 C("Hannah stays a minute, exits (line 4)", "event", "true", 4, "lines 3-4", chk=('r','Hannah',4,None)),
 C("Ethan moves lettuce to red_pantry (line 5)", "event", "true", 5, "line 5", chk=('o','lettuce',5,'red_pantry')),
 C("Ethan, Benjamin, Mason, Lily", "presence", "true", 5, "witnesses of 5", chk=[('w',a,5) for a in ['Ethan','Benjamin','Mason','Lily']]),
 C("Ethan exits at line 6", "event", "true", 6, "line 6", chk=('r','Ethan',6,None)),
 C("Benjamin stays a minute, exits at 9", "event", "true", 9, "lines 8-9", chk=('r','Benjamin',9,None)),
 C("Benjamin saw Ethan's move and Ethan's exit", "presence", "true", 6, "witnessed 5, 6", chk=[('w','Benjamin',5),('w','Benjamin',6)]),
 C("Benjamin knows Ethan believes red_pantry", "belief", "true", 9, "Benjamin->Ethan at 9", chk=('b','Benjamin -> Ethan',9,'red_pantry')),
 C("Mason moves it to green_envelope (line 10)", "event", "true", 10, "line 10", chk=('o','lettuce',10,'green_envelope')),
 C("Mason exits", "event", "true", 11, "line 11", chk=('r','Mason',11,None)),
 C("Lily moves it back to blue_suitcase (12)", "event", "true", 12, "line 12", chk=('o','lettuce',12,'blue_suitcase')),
 C("Benjamin gone for all of that", "presence", "true", 10, "absent 10-12", chk=[('r','Benjamin',t,None) for t in (10,11,12)]),
 C("nobody else saw it", "presence", "true", 12, "only Lily witnessed 12", chk=[('nw',a,12) for a in ['Hannah','Ethan','Benjamin','Mason']]),
 C("Ethan certainly didn't", "presence", "true", 12, "Ethan not witness 12", chk=('nw','Ethan',12)),
 C("Lily, Mason, Benjamin go to the porch", "event", "true", 15, "line 15", chk=[('r','Lily',15,'porch'),('r','Mason',15,'porch'),('r','Benjamin',15,'porch')]),
 C("Private tells at 27 and 29 are about tangerine too", "communication", "true", 27, "lines 27, 29"),
 C("Ethan is told where the tangerine is", "communication", "true", 29, "line 29 Benjamin tells Ethan", chk=('w','Ethan',29)),
 C("So Benjamin → Ethan: red_pantry", "belief", "true", "end", "answer", chk=('b','Benjamin -> Ethan','end','red_pantry')),
 C("Benjamin watched Ethan put the lettuce in the red_pantry and leave", "presence", "true", 6, "witnessed 5, 6", chk=[('w','Benjamin',5),('w','Benjamin',6)]),
 C("everything after that happened out of both their sight", "presence", "true", 10, "neither witnessed 10, 12", chk=[('nw',a,t) for a in ('Benjamin','Ethan') for t in (10,12)]),
]),
]
