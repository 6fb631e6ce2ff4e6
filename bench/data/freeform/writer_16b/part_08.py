# Q8 s6816-1-o1: Alexander's own belief, strawberry; gold blue_envelope (I)
RECORDS = []

RECORDS.append(dict(style="terse", label="sound", stated_answer="blue_envelope",
response="""I. blue_envelope — he put it there himself and left before Ella moved it to the red_drawer.""",
claims=[
("he put it there himself", "event", "true", 8, "line 8: Alexander moved it to the blue_envelope"),
("left before Ella moved it to the red_drawer", "order", "true", 10, "Alexander exits 9, Ella's move 10"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_envelope",
response="""<think>
First-order: Alexander's own belief about the strawberry.

Strawberry in the green_cupboard at line 3. Jacob leaves (5), Carter leaves (7). Then Alexander himself moves it to the blue_envelope at line 8, and exits at 9.

After he's gone, Ella moves it to the red_drawer (line 10). Only Ella and Noah are there for that. So Alexander didn't see it.

Wait, "really think" — is that a trick? No, it just means Alexander's actual belief, as opposed to what someone else thinks he thinks. Nobody tells him anything afterward in the waiting_room either.

So Alexander believes blue_envelope.
</think>

**I. blue_envelope**

Alexander put the strawberry in the blue_envelope himself and left before Ella moved it, so that's where he thinks it is.""",
claims=[
("Strawberry in the green_cupboard at line 3", "location", "true", 3, "objects row 3"),
("Jacob leaves (5)", "event", "true", 5, "line 5"),
("Carter leaves (7)", "event", "true", 7, "line 7"),
("Alexander himself moves it to the blue_envelope at line 8", "event", "true", 8, "line 8"),
("exits at 9", "event", "true", 9, "line 9"),
("After he's gone, Ella moves it to the red_drawer (line 10)", "event", "true", 10, "line 10, after exit 9"),
("Only Ella and Noah are there for that", "presence", "true", 10, "witnessed_by line 10"),
("Alexander didn't see it", "presence", "true", 10, "not in witnessed_by line 10"),
("Nobody tells him anything afterward in the waiting_room either", "communication", "true", "end", "no tells in story"),
("Alexander believes blue_envelope", "belief", "true", "end", "Alexander = blue_envelope"),
("Alexander put the strawberry in the blue_envelope himself", "event", "true", 8, "line 8"),
("left before Ella moved it", "order", "true", 10, "9 < 10"),
("that's where he thinks it is", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_envelope",
response="""Let me trace the strawberry and Alexander's view of it.

The strawberry starts in the green_box, with all five people in the front_yard. Jacob and Carter leave without doing anything. Then Alexander moves the strawberry into the blue_envelope, with Ella and Noah watching, and walks out.

What Alexander doesn't see is Ella moving the strawberry again, this time to the red_drawer. Since he'd already left, his belief stays where he left it. The question asks what Alexander really thinks, so the other characters' knowledge doesn't matter here.

The answer is I. blue_envelope.""",
claims=[
("The strawberry starts in the green_box", "location", "false", 3, "PLANTED: it starts in the green_cupboard (green_box is another choice)"),
("with all five people in the front_yard", "presence", "true", 3, "rooms row 3"),
("Jacob and Carter leave without doing anything", "event", "true", 7, "lines 4-7"),
("Alexander moves the strawberry into the blue_envelope", "event", "true", 8, "line 8"),
("with Ella and Noah watching", "presence", "true", 8, "witnessed_by line 8"),
("and walks out", "event", "true", 9, "line 9"),
("What Alexander doesn't see", "presence", "true", 10, "not in witnessed_by line 10"),
("Ella moving the strawberry again, this time to the red_drawer", "event", "true", 10, "line 10"),
("he'd already left", "presence", "true", 10, "Alexander in no room at row 10"),
("his belief stays where he left it", "belief", "true", "end", "Alexander = blue_envelope"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="blue_envelope",
response="""I. blue_envelope

Explanation:
Alexander moved the strawberry from the green_cupboard to the blue_envelope (line 8) and exited right after (line 9). Ella's move to the red_drawer (line 10) happened after he left, so he never saw it. Alexander also thinks Ella believes the strawberry is in the red_drawer, but that doesn't change his own belief.

Alexander really thinks the strawberry is in the blue_envelope.""",
claims=[
("Alexander moved the strawberry from the green_cupboard to the blue_envelope (line 8)", "event", "true", 8, "line 8"),
("exited right after (line 9)", "event", "true", 9, "line 9"),
("Ella's move to the red_drawer (line 10)", "event", "true", 10, "line 10"),
("happened after he left", "order", "true", 10, "9 < 10"),
("he never saw it", "presence", "true", 10, "not in witnessed_by line 10"),
("Alexander also thinks Ella believes the strawberry is in the red_drawer", "belief", "false", "end", "PLANTED: Alexander -> Ella = blue_envelope"),
("Alexander really thinks the strawberry is in the blue_envelope", "belief", "true", "end", "Alexander = blue_envelope"),
]))

RECORDS.append(dict(style="numbered", label="unsupported", stated_answer="blue_envelope",
response="""Let's think step by step.

1. The question asks about Alexander's own belief (first-order).
2. Alexander's belief is based on the last time he saw the strawberry.
3. So Alexander thinks the strawberry is in the blue_envelope.

\\boxed{blue_envelope}""",
claims=[
("Alexander thinks the strawberry is in the blue_envelope", "belief", "true", "end", "answer restated"),
]))
