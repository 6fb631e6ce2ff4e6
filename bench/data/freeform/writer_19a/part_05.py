from common import C
RECORDS = [
dict(style="answer_first", label="wrong", stated_answer="red_bucket",
response="""**Answer: red_bucket**

Benjamin moved the tomato into the red_bucket (line 6), and that's where it ends up after Hannah leaves the bathroom.""",
claims=[
 C("Benjamin moved the tomato into the red_bucket (line 6)", "event", "true", 6, "line 6", chk=('o','tomato',6,'red_bucket')),
 C("that's where it ends up", "location", "true", "end", "red_bucket at end", chk=('o','tomato','end','red_bucket')),
 C("after Hannah leaves the bathroom", "order", "true", 6, "move 6 after exit 5", chk=('r','Hannah',5,None)),
]),
dict(style="numbered", label="sound", stated_answer="blue_crate",
response="""**Step 1:** Hannah enters the bathroom, followed by Benjamin.

**Step 2:** The story states the tomato is in the blue_crate (line 4). This is the first location mentioned, so it's where the tomato was at the beginning.

**Step 3:** Hannah exits, and Benjamin then moves the tomato to the red_bucket. This is a later change and doesn't affect the starting location.

**Answer:** blue_crate""",
claims=[
 C("Hannah enters the bathroom", "event", "true", 2, "line 2", chk=('r','Hannah',2,'bathroom')),
 C("followed by Benjamin", "order", "true", 3, "Benjamin enters at 3", chk=('r','Benjamin',3,'bathroom')),
 C("The story states the tomato is in the blue_crate (line 4)", "location", "true", 4, "line 4", chk=('o','tomato',4,'blue_crate')),
 C("This is the first location mentioned", "location", "true", 4, "no location before line 4", chk=('o','tomato',3,None)),
 C("it's where the tomato was at the beginning", "location", "true", 4, "answer", chk=('o','tomato',4,'blue_crate')),
 C("Hannah exits", "event", "true", 5, "line 5", chk=('r','Hannah',5,None)),
 C("Benjamin then moves the tomato to the red_bucket", "event", "true", 6, "line 6", chk=('o','tomato',6,'red_bucket')),
]),
dict(style="narrative", label="unsound", stated_answer="blue_crate",
response="""The question asks about the tomato's original spot, not where it is now. When both Hannah and Benjamin are in the bathroom, the tomato is in the blue_crate. Later Benjamin moves it to the red_bucket, and Hannah is still in the room when he does it — but that only changes where the tomato is now. At the beginning, it was in the blue_crate.

The answer is blue_crate.""",
claims=[
 C("both Hannah and Benjamin are in the bathroom", "presence", "true", 4, "both in bathroom at 4", chk=[('r','Hannah',4,'bathroom'),('r','Benjamin',4,'bathroom')]),
 C("the tomato is in the blue_crate", "location", "true", 4, "line 4", chk=('o','tomato',4,'blue_crate')),
 C("Later Benjamin moves it to the red_bucket", "event", "true", 6, "line 6", chk=('o','tomato',6,'red_bucket')),
 C("Hannah is still in the room when he does it", "presence", "false", 6, "PLANT: Hannah exited at 5", chk=('w','Hannah',6)),
 C("that only changes where the tomato is now", "location", "true", "end", "now red_bucket", chk=('o','tomato','end','red_bucket')),
 C("At the beginning, it was in the blue_crate", "location", "true", 4, "answer", chk=('o','tomato',4,'blue_crate')),
]),
dict(style="terse", label="unsupported", stated_answer="blue_crate",
response="""blue_crate""",
claims=[]),
dict(style="thinking", label="sound", stated_answer="blue_crate",
response="""<think>
Memory question — where was the tomato at the beginning.
Line 1 is just Benjamin loving the basement, irrelevant. Hannah enters the bathroom (2), Benjamin enters (3). Line 4: tomato is in the blue_crate. That's the first time the tomato shows up. Hannah exits (5). Line 6 Benjamin moves it to red_bucket.
So at the start it was blue_crate, now it's red_bucket. The question wants the start.
</think>

The tomato was in the blue_crate at the beginning (Benjamin later moved it to the red_bucket).""",
claims=[
 C("Line 1 is just Benjamin loving the basement", "event", "true", 1, "line 1"),
 C("Hannah enters the bathroom (2)", "event", "true", 2, "line 2", chk=('r','Hannah',2,'bathroom')),
 C("Benjamin enters (3)", "event", "true", 3, "line 3", chk=('r','Benjamin',3,'bathroom')),
 C("Line 4: tomato is in the blue_crate", "location", "true", 4, "line 4", chk=('o','tomato',4,'blue_crate')),
 C("That's the first time the tomato shows up", "location", "true", 4, "no location before 4", chk=('o','tomato',3,None)),
 C("Hannah exits (5)", "event", "true", 5, "line 5", chk=('r','Hannah',5,None)),
 C("Line 6 Benjamin moves it to red_bucket", "event", "true", 6, "line 6", chk=('o','tomato',6,'red_bucket')),
 C("at the start it was blue_crate", "location", "true", 4, "answer", chk=('o','tomato',4,'blue_crate')),
 C("now it's red_bucket", "location", "true", "end", "end location", chk=('o','tomato','end','red_bucket')),
 C("The tomato was in the blue_crate at the beginning", "location", "true", 4, "answer", chk=('o','tomato',4,'blue_crate')),
 C("Benjamin later moved it to the red_bucket", "event", "true", 6, "line 6", chk=('o','tomato',6,'red_bucket')),
]),
]
