from common import C
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_crate",
response="""**Answer: blue_crate**

Hannah is the one who moved the peas from the green_basket to the blue_crate (line 5), so she knows exactly where they are and will look in the blue_crate.""",
claims=[
 C("Hannah is the one who moved the peas from the green_basket to the blue_crate (line 5)", "event", "true", 5, "line 5", chk=[('o','peas',4,'green_basket'),('o','peas',5,'blue_crate')]),
 C("she knows exactly where they are", "belief", "true", "end", "Hannah = blue_crate", chk=('b','Hannah','end','blue_crate')),
 C("will look in the blue_crate", "belief", "true", "end", "answer", chk=('b','Hannah','end','blue_crate')),
]),
dict(style="numbered", label="unsound", stated_answer="blue_crate",
response="""1. Hannah enters the kitchen, then Amelia enters.
2. The peas are in the green_basket at that point, and both of them see it.
3. Amelia exits the kitchen.
4. Hannah moves the peas to the blue_crate while Amelia is out.
5. Amelia comes back in, but she never saw the move, so she'd still think the peas are in the green_basket.
6. The question is about Hannah, though, and Hannah made the move herself.

Final answer: blue_crate""",
claims=[
 C("Hannah enters the kitchen", "event", "true", 1, "line 1", chk=('r','Hannah',1,'kitchen')),
 C("then Amelia enters", "order", "true", 2, "line 2 after line 1", chk=('r','Amelia',2,'kitchen')),
 C("The peas are in the green_basket at that point", "location", "true", 3, "line 3", chk=('o','peas',3,'green_basket')),
 C("both of them see it", "presence", "true", 3, "both witnessed 3", chk=[('w','Hannah',3),('w','Amelia',3)]),
 C("Amelia exits the kitchen", "event", "true", 4, "line 4", chk=('r','Amelia',4,None)),
 C("Hannah moves the peas to the blue_crate", "event", "true", 5, "line 5", chk=('o','peas',5,'blue_crate')),
 C("while Amelia is out", "presence", "true", 5, "Amelia in no room at 5", chk=('r','Amelia',5,None)),
 C("Amelia comes back in", "event", "true", 6, "line 6", chk=('r','Amelia',6,'kitchen')),
 C("she never saw the move", "presence", "true", 5, "Amelia not witness of 5", chk=('nw','Amelia',5)),
 C("she'd still think the peas are in the green_basket", "belief", "false", 6, "PLANT: gold Amelia = blue_crate after re-entering at 6", chk=('b','Amelia',6,'green_basket')),
 C("Hannah made the move herself", "event", "true", 5, "line 5"),
]),
dict(style="narrative", label="unsupported", stated_answer="blue_crate",
response="""This one doesn't involve any false belief at all — there's no trick here. Hannah will simply look in the blue_crate, where she expects the peas to be. The answer is blue_crate.""",
claims=[
 C("This one doesn't involve any false belief at all", "belief", "uncheckable", None, "vague commentary"),
 C("there's no trick here", "belief", "uncheckable", None, "vague commentary"),
 C("Hannah will simply look in the blue_crate", "belief", "true", "end", "answer", chk=('b','Hannah','end','blue_crate')),
 C("where she expects the peas to be", "belief", "true", "end", "answer restated", chk=('b','Hannah','end','blue_crate')),
]),
dict(style="terse", label="sound", stated_answer="blue_crate",
response="""blue_crate — she put them there herself.""",
claims=[
 C("she put them there herself", "event", "true", 5, "Hannah moved peas to blue_crate at 5", chk=('o','peas',5,'blue_crate')),
]),
dict(style="thinking", label="unsound", stated_answer="blue_crate",
response="""<think>
Where will Hannah look for the peas? First-order, about Hannah herself.

Hannah enters, Amelia enters. The peas are in the green_basket. Amelia leaves. Then Hannah moves the peas to the blue_crate at line 4. Amelia returns at the end.

Is there any point where Hannah is out of the room? No, she's in the kitchen the whole time. Actually, hmm, the Amelia part is a distraction — Amelia left right after Hannah came in, before the peas were even mentioned... no wait, the green_basket line comes before Amelia's exit. Either way it doesn't matter for Hannah.

Hannah moved them, so she looks in the blue_crate.
</think>

Hannah will look in the blue_crate, since she moved the peas there herself.""",
claims=[
 C("Hannah enters", "event", "true", 1, "line 1"),
 C("Amelia enters", "event", "true", 2, "line 2"),
 C("The peas are in the green_basket", "location", "true", 3, "line 3", chk=('o','peas',3,'green_basket')),
 C("Amelia leaves", "event", "true", 4, "line 4", chk=('r','Amelia',4,None)),
 C("Then Hannah moves the peas to the blue_crate at line 4", "event", "false", 4, "PLANT: the move is line 5; line 4 is Amelia's exit", chk=('o','peas',4,'blue_crate')),
 C("Amelia returns at the end", "event", "true", 6, "line 6"),
 C("she's in the kitchen the whole time", "presence", "true", "end", "Hannah in kitchen on every row", chk=[('r','Hannah',t,'kitchen') for t in range(1,7)]),
 C("the green_basket line comes before Amelia's exit", "order", "true", 4, "line 3 before line 4"),
 C("Hannah moved them", "event", "true", 5, "line 5"),
 C("she looks in the blue_crate", "belief", "true", "end", "answer", chk=('b','Hannah','end','blue_crate')),
 C("Hannah will look in the blue_crate", "belief", "true", "end", "answer", chk=('b','Hannah','end','blue_crate')),
 C("she moved the peas there herself", "event", "true", 5, "line 5", chk=('o','peas',5,'blue_crate')),
]),
]
