from pc import C, R
QOBJ = "orange"
GP = "green_pantry"
RAD = [('s',16,'radish'),('s',19,'radish'),('s',21,'radish'),('s',24,'radish'),('s',25,'radish')]
RECORDS = [
R("answer_first", "unsound", GP,
"""I. green_pantry

Explanation:
- The orange was originally in the red_cupboard (line 2).
- Jayden moved the orange from the red_cupboard to the green_pantry at line 5, while Noah, Mila and Benjamin were all still in the workshop.
- Noah stayed until line 9, and Benjamin was still there when he left, so Noah knows Benjamin saw the green_pantry move.
- Everything after the workshop concerns the radish, so Noah's picture of Benjamin's belief about the orange doesn't change.

Therefore, Noah thinks Benjamin thinks the orange is in the green_pantry.""",
[
 C("The orange was originally in the red_cupboard (line 2)", "location", "false", 2, "PLANTED: line 2 puts it in the blue_bottle", ('o','orange',2,'red_cupboard')),
 C("Jayden moved the orange from the red_cupboard to the green_pantry at line 5", "event", "true", 5, "line 5; it was in red_cupboard at 4", ('s',5,'Jayden moved the orange to the green_pantry'),('o','orange',4,'red_cupboard')),
 C("while Noah, Mila and Benjamin were all still in the workshop", "presence", "true", 5, "all three in workshop", ('r','Noah',5,'workshop'),('r','Mila',5,'workshop'),('r','Benjamin',5,'workshop')),
 C("Noah stayed until line 9", "presence", "true", 9, "Noah exits at 9", ('r','Noah',8,'workshop'),('s',9,'Noah exited')),
 C("Benjamin was still there when he left", "presence", "true", 9, "Benjamin witnessed 9", ('w','Benjamin',9,True)),
 C("Noah knows Benjamin saw the green_pantry move", "belief", "true", 9, "Noah -> Benjamin = green_pantry", ('b','Noah -> Benjamin',9,GP)),
 C("Everything after the workshop concerns the radish", "event", "true", None, "lines 16-25", *RAD),
 C("Noah's picture of Benjamin's belief about the orange doesn't change", "belief", "true", "end", "Noah -> Benjamin green_pantry at 13 and end", ('b','Noah -> Benjamin',13,GP),('b','Noah -> Benjamin','end',GP)),
 C("Noah thinks Benjamin thinks the orange is in the green_pantry", "belief", "true", "end", "answer", ('b','Noah -> Benjamin','end',GP), ans=True),
]),
R("numbered", "sound", GP,
"""**Step 1: Where the orange goes**
The orange starts in the blue_bottle. Isabella puts it in the red_cupboard (line 3) and heads out. Jayden then moves it to the green_pantry (line 5). That is the last time the orange is moved.

**Step 2: Who saw the last move**
When Jayden moved it, Noah, Mila and Benjamin were all in the workshop along with Jayden. Isabella had already gone.

**Step 3: Noah's view of Benjamin**
Noah saw Benjamin in the room during the green_pantry move, and Noah left before Benjamin did, so from Noah's point of view Benjamin's last information is the green_pantry. Nothing later involves the orange: the dining_room events and both claims are about the radish.

**Answer:** I. green_pantry""",
[
 C("The orange starts in the blue_bottle", "location", "true", 2, "objects row 2", ('o','orange',2,'blue_bottle')),
 C("Isabella puts it in the red_cupboard (line 3)", "event", "true", 3, "line 3", ('s',3,'Isabella moved the orange to the red_cupboard')),
 C("heads out", "event", "true", 4, "Isabella exited at 4", ('s',4,'Isabella exited')),
 C("Jayden then moves it to the green_pantry (line 5)", "event", "true", 5, "line 5", ('s',5,'Jayden moved the orange to the green_pantry')),
 C("That is the last time the orange is moved", "event", "true", "end", "orange stays in green_pantry", ('o','orange','end',GP)),
 C("Noah, Mila and Benjamin were all in the workshop along with Jayden", "presence", "true", 5, "all four in workshop at 5", ('r','Noah',5,'workshop'),('r','Mila',5,'workshop'),('r','Benjamin',5,'workshop'),('r','Jayden',5,'workshop')),
 C("Isabella had already gone", "presence", "true", 5, "Isabella in no room at 5", ('r','Isabella',5,None)),
 C("Noah saw Benjamin in the room during the green_pantry move", "presence", "true", 5, "both witnessed 5", ('w','Noah',5,True),('w','Benjamin',5,True)),
 C("Noah left before Benjamin did", "order", "true", None, "Noah 9 < Benjamin 13", ('lt',9,13),('s',9,'Noah exited'),('s',13,'Benjamin exited')),
 C("from Noah's point of view Benjamin's last information is the green_pantry", "belief", "true", "end", "Noah -> Benjamin = green_pantry", ('b','Noah -> Benjamin','end',GP)),
 C("Nothing later involves the orange", "event", "true", None, "orange unchanged after 5", ('o','orange','end',GP)),
 C("the dining_room events and both claims are about the radish", "event", "true", None, "lines 16-25", *RAD),
]),
R("narrative", "unsound", GP,
"""Let me work through what Noah and Benjamin each saw.

Everyone starts in the workshop with the orange in the blue_bottle. Isabella moves it to the red_cupboard and then leaves. Jayden moves it on to the green_pantry, and at that moment Noah and Benjamin are both in the room, so each of them sees the move and sees the other seeing it.

After that, Jayden leaves, and Noah waits a minute and goes as well. Benjamin was the only one still in the workshop when Noah walked out. Since the orange doesn't move again, either before Noah leaves or at any point after, Noah has no reason to think Benjamin's belief changed.

The rest of the story takes place in the dining_room and the waiting_room and is about the radish, so it's irrelevant to this question.

So Noah thinks Benjamin thinks the orange is in the green_pantry. The answer is I. green_pantry.""",
[
 C("Everyone starts in the workshop", "presence", "true", 1, "line 1", *[('r',a,1,'workshop') for a in ['Isabella','Jayden','Noah','Mila','Benjamin']]),
 C("the orange in the blue_bottle", "location", "true", 2, "objects row 2", ('o','orange',2,'blue_bottle')),
 C("Isabella moves it to the red_cupboard", "event", "true", 3, "line 3", ('s',3,'Isabella moved the orange to the red_cupboard')),
 C("then leaves", "event", "true", 4, "line 4", ('s',4,'Isabella exited')),
 C("Jayden moves it on to the green_pantry", "event", "true", 5, "line 5", ('s',5,'Jayden moved the orange to the green_pantry')),
 C("Noah and Benjamin are both in the room", "presence", "true", 5, "both in workshop", ('r','Noah',5,'workshop'),('r','Benjamin',5,'workshop')),
 C("each of them sees the move and sees the other seeing it", "belief", "true", 5, "Noah -> Benjamin and Benjamin -> Noah = green_pantry", ('b','Noah -> Benjamin',5,GP),('b','Benjamin -> Noah',5,GP)),
 C("Jayden leaves", "event", "true", 6, "line 6", ('s',6,'Jayden exited')),
 C("Noah waits a minute and goes as well", "event", "true", 9, "lines 8-9", ('s',8,'Noah made no movements'),('s',9,'Noah exited')),
 C("Benjamin was the only one still in the workshop when Noah walked out", "presence", "false", 9, "PLANTED: Mila was also still in the workshop at 9", ('r','Mila',9,None)),
 C("the orange doesn't move again", "event", "true", "end", "stays in green_pantry", ('o','orange','end',GP)),
 C("Noah has no reason to think Benjamin's belief changed", "belief", "true", "end", "Noah -> Benjamin = green_pantry at end", ('b','Noah -> Benjamin','end',GP)),
 C("is about the radish", "event", "true", None, "lines 16-25", *RAD),
 C("Noah thinks Benjamin thinks the orange is in the green_pantry", "belief", "true", "end", "answer", ('b','Noah -> Benjamin','end',GP), ans=True),
]),
R("terse", "sound", GP,
"""I — green_pantry. Noah watched Jayden move it there with Benjamin in the room, and it never moved again.""",
[
 C("Noah watched Jayden move it there", "presence", "true", 5, "Noah witnessed 5", ('w','Noah',5,True),('s',5,'Jayden moved the orange to the green_pantry')),
 C("with Benjamin in the room", "presence", "true", 5, "Benjamin in workshop at 5", ('r','Benjamin',5,'workshop')),
 C("it never moved again", "event", "true", "end", "stays in green_pantry", ('o','orange','end',GP)),
]),
R("thinking", "wrong", "red_cupboard",
"""<think>
We need Noah's belief about Benjamin's belief of the orange.

Orange: blue_bottle (line 2), Isabella → red_cupboard (line 3). Then line 4, someone exits. Benjamin exited the workshop right after Isabella's move. Then Jayden moves it to green_pantry (line 5), and Benjamin wouldn't see that.

Wait, let me check line 5 again... Jayden moved it, and Benjamin is out of the room by then. So Benjamin's last info is red_cupboard.

Later there's the dining_room with the radish; Jayden's public claim and Mila's private tell are both about the radish, so they don't matter for the orange.

Noah thinks Benjamin thinks red_cupboard.
</think>

**J. red_cupboard**. Benjamin left before Jayden moved the orange to the green_pantry, and Noah saw him leave.""",
[
 C("blue_bottle (line 2)", "location", "true", 2, "objects row 2", ('o','orange',2,'blue_bottle')),
 C("Isabella → red_cupboard (line 3)", "event", "true", 3, "line 3", ('s',3,'Isabella moved the orange to the red_cupboard')),
 C("someone exits", "event", "true", 4, "Isabella exits at line 4", ('s',4,'exited')),
 C("Benjamin exited the workshop right after Isabella's move", "event", "false", 4, "line 4 is Isabella's exit; Benjamin exits at 13", ('s',4,'Benjamin exited')),
 C("Jayden moves it to green_pantry (line 5)", "event", "true", 5, "line 5", ('s',5,'Jayden moved the orange to the green_pantry')),
 C("Benjamin wouldn't see that", "presence", "false", 5, "Benjamin witnessed 5", ('w','Benjamin',5,False)),
 C("Jayden moved it", "event", "true", 5, "line 5", ('s',5,'Jayden moved the orange')),
 C("Benjamin is out of the room by then", "presence", "false", 5, "Benjamin in workshop at 5", ('r','Benjamin',5,None)),
 C("Benjamin's last info is red_cupboard", "belief", "false", "end", "Benjamin believes green_pantry", ('b','Benjamin','end','red_cupboard')),
 C("Jayden's public claim and Mila's private tell are both about the radish", "communication", "true", None, "lines 24-25", ('s',24,'radish'),('s',25,'radish')),
 C("they don't matter for the orange", "communication", "true", 25, "Noah -> Benjamin unchanged 23 -> 25", ('b','Noah -> Benjamin',23,GP),('b','Noah -> Benjamin',25,GP)),
 C("Noah thinks Benjamin thinks red_cupboard", "belief", "false", "end", "gold green_pantry", ('b','Noah -> Benjamin','end','red_cupboard'), ans=True),
 C("Benjamin left before Jayden moved the orange to the green_pantry", "order", "false", None, "Benjamin exits at 13, move at 5", ('lt',13,5)),
 C("Noah saw him leave", "presence", "false", 13, "Noah had left at 9; did not witness 13", ('w','Noah',13,True)),
]),
]
