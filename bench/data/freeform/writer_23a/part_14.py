from pc import C, R
QOBJ = "potato"
RE = "red_envelope"
RECORDS = [
R("answer_first", "unsupported", RE,
"""**Answer: red_envelope**

Alexander thinks Noah will search for the potato in the red_envelope.""",
[
 C("Alexander thinks Noah will search for the potato in the red_envelope", "belief", "true", "end", "answer restated", ('b','Alexander -> Noah','end',RE), ans=True),
]),
R("numbered", "sound", RE,
"""Let's think step by step.

1. Alexander and Noah are both in the front_yard when the potato is in the blue_drawer (line 3).
2. Mila enters (line 4).
3. Alexander moves the potato to the red_envelope (line 5) while Noah is still there.
4. Noah exits only afterwards (line 6), so Noah saw the move, and Alexander knows Noah saw it.

Therefore Alexander thinks Noah will search in the red_envelope.

The answer is [red_envelope]""",
[
 C("Alexander and Noah are both in the front_yard when the potato is in the blue_drawer (line 3)", "presence", "true", 3, "both present at 3", ('r','Alexander',3,'front_yard'),('r','Noah',3,'front_yard'),('o','potato',3,'blue_drawer')),
 C("Mila enters (line 4)", "event", "true", 4, "line 4", ('s',4,'Mila entered')),
 C("Alexander moves the potato to the red_envelope (line 5)", "event", "true", 5, "line 5", ('s',5,'Alexander moved the potato to the red_envelope')),
 C("while Noah is still there", "presence", "true", 5, "Noah in front_yard at 5", ('r','Noah',5,'front_yard')),
 C("Noah exits only afterwards (line 6)", "order", "true", 6, "exit 6 after move 5", ('s',6,'Noah exited'),('lt',5,6)),
 C("Noah saw the move", "presence", "true", 5, "Noah witnessed 5", ('w','Noah',5,True)),
 C("Alexander knows Noah saw it", "belief", "true", "end", "Alexander -> Noah = red_envelope", ('b','Alexander -> Noah','end',RE)),
 C("Alexander thinks Noah will search in the red_envelope", "belief", "true", "end", "answer", ('b','Alexander -> Noah','end',RE), ans=True),
]),
R("narrative", "unsound", RE,
"""Let me trace this carefully. Alexander and Noah are together in the front_yard when the potato is in the blue_drawer. Mila hadn't come in yet when Alexander moved the potato to the red_envelope, but Noah was right there, and he doesn't leave until after the move. Since Alexander saw Noah watching, Alexander has every reason to think Noah knows the potato is in the red_envelope.

So Alexander thinks Noah will search for the potato in the red_envelope.""",
[
 C("Alexander and Noah are together in the front_yard", "presence", "true", 3, "both present", ('r','Alexander',3,'front_yard'),('r','Noah',3,'front_yard')),
 C("the potato is in the blue_drawer", "location", "true", 3, "objects row 3", ('o','potato',3,'blue_drawer')),
 C("Mila hadn't come in yet when Alexander moved the potato to the red_envelope", "presence", "false", 5, "PLANTED: Mila entered at line 4 and witnessed the move at 5", ('r','Mila',5,None)),
 C("Noah was right there", "presence", "true", 5, "Noah in front_yard at 5", ('r','Noah',5,'front_yard')),
 C("he doesn't leave until after the move", "order", "true", None, "5 < 6", ('lt',5,6),('s',6,'Noah exited')),
 C("Alexander saw Noah watching", "presence", "true", 5, "both witnessed 5", ('w','Alexander',5,True),('w','Noah',5,True)),
 C("Alexander has every reason to think Noah knows the potato is in the red_envelope", "belief", "true", "end", "Alexander -> Noah", ('b','Alexander -> Noah','end',RE)),
 C("Alexander thinks Noah will search for the potato in the red_envelope", "belief", "true", "end", "answer", ('b','Alexander -> Noah','end',RE), ans=True),
]),
R("terse", "wrong", "blue_drawer", "blue_drawer", []),
R("thinking", "unsound", RE,
"""<think>
Second-order: Alexander's belief about Noah's belief.
Line 3: potato in blue_drawer, Alexander and Noah both present. Line 4: Mila enters. Line 5: Alexander moves it to red_envelope. Line 6: Noah exits.
Was Noah present at line 5? Yes, he exits only at line 6. So Noah saw the move to red_envelope, and Alexander saw that Noah saw it.
Mila is a side character here; she thinks it's still in the blue_drawer, but she's not in the question.
So Alexander thinks Noah would search the red_envelope.
</think>

red_envelope""",
[
 C("Line 3: potato in blue_drawer", "location", "true", 3, "objects row 3", ('o','potato',3,'blue_drawer')),
 C("Alexander and Noah both present", "presence", "true", 3, "both in front_yard", ('r','Alexander',3,'front_yard'),('r','Noah',3,'front_yard')),
 C("Line 4: Mila enters", "event", "true", 4, "line 4", ('s',4,'Mila entered')),
 C("Line 5: Alexander moves it to red_envelope", "event", "true", 5, "line 5", ('s',5,'Alexander moved the potato to the red_envelope')),
 C("Line 6: Noah exits", "event", "true", 6, "line 6", ('s',6,'Noah exited')),
 C("he exits only at line 6", "order", "true", None, "5 < 6", ('lt',5,6)),
 C("Noah saw the move to red_envelope", "presence", "true", 5, "Noah witnessed 5", ('w','Noah',5,True)),
 C("Alexander saw that Noah saw it", "belief", "true", 5, "Alexander -> Noah = red_envelope", ('b','Alexander -> Noah',5,RE)),
 C("she thinks it's still in the blue_drawer", "belief", "false", "end", "PLANTED: Mila saw the move; Mila = red_envelope", ('b','Mila','end','blue_drawer')),
 C("So Alexander thinks Noah would search the red_envelope.", "belief", "true", "end", "answer", ('b','Alexander -> Noah','end',RE), ans=True),
]),
]
