from common import C
ALL = ['Carter','Lucas','Isabella','Noah','Amelia']
STAY = [('o','strawberry',t,'red_pantry') for t in range(5,14)]
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_pantry",
response="""M. red_pantry

Explanation: The strawberry starts in the red_basket (line 2). Lucas moves it to the red_pantry at line 5, with Carter, Isabella, Noah and Amelia all watching. Nobody touches it after that, so the strawberry is really in the red_pantry.""",
claims=[
 C("The strawberry starts in the red_basket (line 2)", "location", "true", 2, "line 2", chk=('o','strawberry',2,'red_basket')),
 C("Lucas moves it to the red_pantry at line 5", "event", "true", 5, "line 5", chk=('o','strawberry',5,'red_pantry')),
 C("with Carter, Isabella, Noah and Amelia all watching", "presence", "false", 5, "PLANT: Carter exited at 4 and did not witness 5", chk=[('w',a,5) for a in ['Carter','Isabella','Noah','Amelia']]),
 C("Nobody touches it after that", "event", "true", "end", "no later move", chk=STAY),
 C("the strawberry is really in the red_pantry", "location", "true", "end", "answer", chk=('o','strawberry','end','red_pantry')),
]),
dict(style="numbered", label="wrong", stated_answer=None,
response="""Let's think step by step.

1. The strawberry is first in the red_basket.
2. Carter leaves the pantry without seeing anything change.
3. Lucas moves the strawberry to the red_pantry, and then Lucas leaves.
4. Isabella, Noah and Amelia leave one at a time; none of them move it.
5. The story is set in a pantry, and "red_pantry" is also the name of a container, which makes the question ambiguous: the strawberry was originally in the red_basket, and was then moved to the red_pantry.

So the answer is either [red_basket] or [red_pantry].""",
claims=[
 C("The strawberry is first in the red_basket", "location", "true", 2, "line 2", chk=('o','strawberry',2,'red_basket')),
 C("Carter leaves the pantry without seeing anything change", "event", "true", 4, "exit at 4 before move at 5", chk=[('r','Carter',4,None),('o','strawberry',4,'red_basket')]),
 C("Lucas moves the strawberry to the red_pantry", "event", "true", 5, "line 5", chk=('o','strawberry',5,'red_pantry')),
 C("then Lucas leaves", "event", "true", 6, "line 6", chk=('r','Lucas',6,None)),
 C("Isabella, Noah and Amelia leave one at a time", "order", "true", 12, "exits 8, 10, 12", chk=[('r','Isabella',8,None),('r','Noah',8,'pantry'),('r','Noah',10,None),('r','Amelia',10,'pantry'),('r','Amelia',12,None)]),
 C("none of them move it", "event", "true", 12, "no move 6-12", chk=STAY),
 C("the strawberry was originally in the red_basket", "location", "true", 2, "line 2", chk=('o','strawberry',2,'red_basket')),
 C("was then moved to the red_pantry", "event", "true", 5, "line 5", chk=('o','strawberry',5,'red_pantry')),
]),
dict(style="narrative", label="sound", stated_answer="red_pantry",
response="""This question is just about the physical location, so I only need to follow the moves. The strawberry begins in the red_basket. Carter sits for a minute and leaves, and then Lucas moves the strawberry to the red_pantry. After that, Isabella, Noah and Amelia each stay a minute and leave, but none of them touches it, and the story ends with everyone in the waiting_room.

So the strawberry is really in the red_pantry. The answer is M. red_pantry.""",
claims=[
 C("The strawberry begins in the red_basket", "location", "true", 2, "line 2", chk=('o','strawberry',2,'red_basket')),
 C("Carter sits for a minute and leaves", "event", "true", 4, "lines 3-4", chk=('r','Carter',4,None)),
 C("then Lucas moves the strawberry to the red_pantry", "event", "true", 5, "line 5", chk=('o','strawberry',5,'red_pantry')),
 C("Isabella, Noah and Amelia each stay a minute and leave", "event", "true", 12, "lines 7-12", chk=[('r','Isabella',8,None),('r','Noah',10,None),('r','Amelia',12,None)]),
 C("none of them touches it", "event", "true", 12, "no move", chk=STAY),
 C("the story ends with everyone in the waiting_room", "presence", "true", 13, "rooms at 13", chk=[('r',a,13,'waiting_room') for a in ALL]),
 C("the strawberry is really in the red_pantry", "location", "true", "end", "answer", chk=('o','strawberry','end','red_pantry')),
]),
dict(style="terse", label="unsupported", stated_answer="red_pantry",
response="""M""",
claims=[]),
dict(style="thinking", label="unsound", stated_answer="red_pantry",
response="""<think>
Reality question — order 0. Just track the object.

Line 2: red_basket. Carter stays a minute and exits at line 4. Line 5: Lucas moves it to red_pantry. Any later moves? Lines 6-12 are exits and "made no movements" — Isabella, Noah, Amelia leave, and Lucas is the last one out of the pantry. Line 13 everyone enters the waiting_room. No moves after line 5, no claims at all.

So it's really in the red_pantry.
</think>

M. red_pantry""",
claims=[
 C("Line 2: red_basket", "location", "true", 2, "line 2", chk=('o','strawberry',2,'red_basket')),
 C("Carter stays a minute and exits at line 4", "event", "true", 4, "lines 3-4", chk=('r','Carter',4,None)),
 C("Line 5: Lucas moves it to red_pantry", "event", "true", 5, "line 5", chk=('o','strawberry',5,'red_pantry')),
 C("Lines 6-12 are exits and \"made no movements\"", "event", "true", 12, "lines 6-12", chk=STAY),
 C("Isabella, Noah, Amelia leave", "event", "true", 12, "exits 8, 10, 12", chk=[('r','Isabella',8,None),('r','Noah',10,None),('r','Amelia',12,None)]),
 C("Lucas is the last one out of the pantry", "order", "false", 12, "PLANT: Lucas left at 6; Amelia was last at 12", chk=('r','Lucas',11,'pantry')),
 C("Line 13 everyone enters the waiting_room", "event", "true", 13, "line 13", chk=[('r',a,13,'waiting_room') for a in ALL]),
 C("No moves after line 5", "event", "true", "end", "no later move", chk=STAY),
 C("no claims at all", "communication", "true", "end", "story has no claims or tells"),
 C("it's really in the red_pantry", "location", "true", "end", "answer", chk=('o','strawberry','end','red_pantry')),
]),
]
