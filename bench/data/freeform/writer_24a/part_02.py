from common import C, R
# Q2 tomi-s6824-0-memory: Where was the watermelon at the beginning? gold blue_bucket

r1 = """blue_bucket

At the start of the story (line 3), the watermelon is in the blue_bucket. It only ends up in the red_treasure_chest later, when Isla moves it there after James has already left the closet. The question asks about the beginning, so the answer is the blue_bucket."""
c1 = [
 C("At the start of the story (line 3), the watermelon is in the blue_bucket", "location", "true", 3, "objects row 3", [('obj',3,'blue_bucket')], ans=True),
 C("It only ends up in the red_treasure_chest later", "location", "true", 4, "objects row 4", [('obj',4,'red_treasure_chest')]),
 C("when Isla moves it there", "event", "true", 4, "line 4", [('txt',4,'Isla moved the watermelon to the red_treasure_chest')]),
 C("after James has already left the closet", "order", "false", 4, "PLANTED: James still in closet at line 4, exits at line 5", [('room','James',4,None)]),
]

r2 = """Let's think step by step.
1. James enters the closet, then Isla enters the closet.
2. Line 3: the watermelon is in the blue_bucket. This is the first time its location is mentioned.
3. Line 4: Isla moves the watermelon to the red_treasure_chest, while James is still there.
4. James leaves and comes back, and Isabella goes into the patio, but none of that moves the watermelon again.
5. The question asks where the watermelon was at the beginning, which is its original spot, not its current one.

So the answer is [blue_bucket]."""
c2 = [
 C("James enters the closet, then Isla enters the closet", "event", "true", 2, "lines 1-2", [('txt',1,'James entered the closet'),('txt',2,'Isla entered the closet')]),
 C("Line 3: the watermelon is in the blue_bucket", "location", "true", 3, "objects row 3", [('obj',3,'blue_bucket')], ans=True),
 C("This is the first time its location is mentioned", "location", "true", 3, "objects None before row 3", [('obj',2,None)]),
 C("Isla moves the watermelon to the red_treasure_chest", "event", "true", 4, "line 4", [('txt',4,'Isla moved the watermelon to the red_treasure_chest')]),
 C("while James is still there", "presence", "true", 4, "James in closet at row 4", [('room','James',4,'closet')]),
 C("James leaves and comes back", "event", "true", 6, "lines 5-6", [('txt',5,'James exited'),('txt',6,'James entered')]),
 C("Isabella goes into the patio", "event", "true", 7, "line 7", [('txt',7,'Isabella entered the patio')]),
 C("none of that moves the watermelon again", "location", "true", "end", "object stays red_treasure_chest", [('obj','end','red_treasure_chest')]),
]

r3 = """Let me follow the watermelon through the story.

James comes into the closet first, and Isla joins him. The watermelon is in the blue_bucket when it's first described, but Isla then moves it to the red_treasure_chest while James watches. After that, James steps out of the closet and comes back in, and Isabella enters the patio — neither of those events touches the watermelon.

The watermelon spends almost the whole story in the red_treasure_chest, and that's where it is when James returns to the closet, so I'd treat that as where it was at the beginning of the scene that matters.

The answer is red_treasure_chest."""
c3 = [
 C("James comes into the closet first", "event", "true", 1, "line 1", [('txt',1,'James entered the closet')]),
 C("Isla joins him", "event", "true", 2, "line 2", [('txt',2,'Isla entered the closet')]),
 C("The watermelon is in the blue_bucket when it's first described", "location", "true", 3, "objects row 3", [('obj',3,'blue_bucket')]),
 C("Isla then moves it to the red_treasure_chest", "event", "true", 4, "line 4", [('txt',4,'Isla moved the watermelon to the red_treasure_chest')]),
 C("while James watches", "presence", "true", 4, "James witnessed line 4", [('wit','James',4,True)]),
 C("James steps out of the closet and comes back in", "event", "true", 6, "lines 5-6", [('txt',5,'James exited'),('txt',6,'James entered')]),
 C("Isabella enters the patio", "event", "true", 7, "line 7", [('txt',7,'Isabella entered the patio')]),
 C("neither of those events touches the watermelon", "event", "true", None, "object unchanged 5-7", [('obj',7,'red_treasure_chest')]),
 C("The watermelon spends almost the whole story in the red_treasure_chest", "location", "uncheckable", None, "vague 'almost the whole story'"),
 C("that's where it is when James returns to the closet", "location", "true", 6, "objects row 6", [('obj',6,'red_treasure_chest')]),
]

r4 = """blue_bucket — that's where it was before Isla moved it."""
c4 = [
 C("that's where it was before Isla moved it", "location", "true", 3, "objects row 3 blue_bucket, move at 4", [('obj',3,'blue_bucket'),('txt',4,'Isla moved')]),
]

r5 = """<think>
Okay, the question is where the watermelon was at the beginning. Line 3 says the watermelon is in the blue_bucket. Then in line 4 James moves it to the red_treasure_chest... wait, let me re-read. No, it's Isla who moves it, not James. Then James leaves the closet at line 6.

Hmm, does the later stuff matter? James comes back in, Isabella goes to the patio — no more moves. The question is about the beginning anyway, so it's the first location.
</think>

At the beginning the watermelon was in the blue_bucket; Isla only moved it to the red_treasure_chest afterward."""
c5 = [
 C("Line 3 says the watermelon is in the blue_bucket", "location", "true", 3, "objects row 3", [('obj',3,'blue_bucket')]),
 C("it's Isla who moves it, not James", "event", "true", 4, "line 4 (corrects retracted James)", [('txt',4,'Isla moved the watermelon')]),
 C("Then James leaves the closet at line 6", "event", "false", 6, "PLANTED: James exits at line 5; line 6 is James entering", [('txt',6,'James exited')]),
 C("James comes back in", "event", "true", 6, "line 6", [('txt',6,'James entered the closet')]),
 C("Isabella goes to the patio", "event", "true", 7, "line 7", [('txt',7,'Isabella entered the patio')]),
 C("no more moves", "event", "true", None, "object unchanged after 4", [('obj','end','red_treasure_chest')]),
 C("At the beginning the watermelon was in the blue_bucket", "location", "true", 3, "objects row 3", [('obj',3,'blue_bucket')], ans=True),
 C("Isla only moved it to the red_treasure_chest afterward", "event", "true", 4, "line 4", [('txt',4,'Isla moved the watermelon to the red_treasure_chest')]),
]

RECORDS = [
 R("answer_first", "unsound", "blue_bucket", r1, c1),
 R("numbered", "sound", "blue_bucket", r2, c2),
 R("narrative", "wrong", "red_treasure_chest", r3, c3),
 R("terse", "sound", "blue_bucket", r4, c4),
 R("thinking", "unsound", "blue_bucket", r5, c5),
]
