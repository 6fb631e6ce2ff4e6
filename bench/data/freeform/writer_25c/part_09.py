RECORDS = [
dict(style="thinking", label="sound", stated_answer="blue_envelope",
response="""<think>
Okay, fourth-order: Abigail → Chloe → Nathan → Isla. Strawberry.

Line 3 it's in the blue_cupboard. Line 4 Isla moves it to the blue_envelope — all five present. Then Isla leaves at line 5. Since Isla left right after her own move, Isla's belief is the blue_envelope.

Chloe moves it to the green_crate at 11, but Abigail (left at 8) and Nathan (left at 10) were gone by then. And Isla was long gone. Jayden moves it back to the blue_cupboard at 13 — hmm, that's the original spot, which could trip me up, but only Jayden saw that.

So Nathan thinks Isla thinks blue_envelope; Chloe thinks that of Nathan; Abigail thinks that of Chloe. All blue_envelope.
</think>

**M. blue_envelope** — Isla left the kitchen right after putting the strawberry in the blue_envelope, and everyone saw her do it, so every layer of the chain bottoms out there.""",
claims=[
("Line 3 it's in the blue_cupboard", "location", "true", 3, "objects row 3"),
("Line 4 Isla moves it to the blue_envelope", "event", "true", 4, "line 4"),
("all five present", "presence", "true", 4, "witnessed_by row 4"),
("Isla leaves at line 5", "event", "true", 5, "line 5"),
("Isla's belief is the blue_envelope", "belief", "true", "end", "Isla -> blue_envelope"),
("Chloe moves it to the green_crate at 11", "event", "true", 11, "line 11"),
("Abigail (left at 8) and Nathan (left at 10) were gone by then", "presence", "true", 11, "rooms row 11"),
("Isla was long gone", "presence", "true", 11, "Isla room null"),
("Jayden moves it back to the blue_cupboard at 13", "event", "true", 13, "line 13"),
("only Jayden saw that", "presence", "true", 13, "witnessed_by row 13"),
("Nathan thinks Isla thinks blue_envelope", "belief", "true", "end", "Nathan -> Isla"),
("Chloe thinks that of Nathan", "belief", "true", "end", "Chloe -> Nathan -> Isla blue_envelope"),
("Abigail thinks that of Chloe", "belief", "true", "end", "gold chain"),
("Isla left the kitchen right after putting the strawberry in the blue_envelope", "order", "true", 5, "move 4, exit 5"),
("everyone saw her do it", "presence", "true", 4, "all five witnessed line 4"),
]),
dict(style="answer_first", label="unsound", stated_answer="blue_envelope",
response="""M. blue_envelope

Explanation:
- All five saw Isla move the strawberry from the blue_cupboard to the blue_envelope (line 4).
- Isla exited immediately afterwards (line 5), so from anyone's point of view, Isla's belief stays at the blue_envelope.
- The later moves by Chloe (line 11) and Jayden (line 13) weren't seen by Abigail, Nathan or Isla. By the end the strawberry is actually in the green_crate, but that doesn't affect the chain.
- So Abigail thinks Chloe thinks Nathan thinks Isla thinks it is in the blue_envelope.""",
claims=[
("All five saw Isla move the strawberry from the blue_cupboard to the blue_envelope (line 4)", "presence", "true", 4, "witnessed_by row 4"),
("Isla exited immediately afterwards (line 5)", "order", "true", 5, "line 5"),
("Isla's belief stays at the blue_envelope", "belief", "true", "end", "Isla -> blue_envelope"),
("The later moves by Chloe (line 11) and Jayden (line 13) weren't seen by Abigail, Nathan or Isla", "presence", "true", 13, "witnessed_by rows 11, 13"),
("By the end the strawberry is actually in the green_crate", "location", "false", "end", "PLANTED: Jayden moved it to the blue_cupboard at line 13"),
("Abigail thinks Chloe thinks Nathan thinks Isla thinks it is in the blue_envelope", "belief", "true", "end", "gold answer"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_envelope",
response="""Let's think step by step.

1. The strawberry starts in the blue_cupboard (line 3).
2. Isla moves it to the blue_envelope (line 4) with everyone watching, then exits (line 5).
3. Abigail exits at line 8, Nathan at line 10.
4. Chloe moves it to the green_crate at line 11, and as far as Chloe is concerned, Nathan also thinks it's in the green_crate. That doesn't matter here, though, since we need Nathan's view of Isla.
5. What Nathan thinks Isla thinks is fixed by line 5: the blue_envelope. Chloe and Abigail both know Nathan saw Isla leave.

So the answer is \\boxed{blue_envelope}.""",
claims=[
("The strawberry starts in the blue_cupboard (line 3)", "location", "true", 3, "objects row 3"),
("Isla moves it to the blue_envelope (line 4)", "event", "true", 4, "line 4"),
("with everyone watching", "presence", "true", 4, "witnessed_by row 4"),
("then exits (line 5)", "event", "true", 5, "line 5"),
("Abigail exits at line 8", "event", "true", 8, "line 8"),
("Nathan at line 10", "event", "true", 10, "line 10"),
("Chloe moves it to the green_crate at line 11", "event", "true", 11, "line 11"),
("as far as Chloe is concerned, Nathan also thinks it's in the green_crate", "belief", "false", 11, "PLANTED: Chloe -> Nathan = blue_envelope (Nathan left at 10)"),
("What Nathan thinks Isla thinks is fixed by line 5: the blue_envelope", "belief", "true", "end", "Nathan -> Isla blue_envelope"),
("Chloe and Abigail both know Nathan saw Isla leave", "presence", "true", 5, "Abigail, Chloe, Nathan all witnessed line 5"),
]),
dict(style="narrative", label="sound", stated_answer="blue_envelope",
response="""Let me trace where each person was. All five are in the kitchen when the strawberry is put in the blue_envelope — Isla does that herself and then walks out straight away. So Isla's own belief is the blue_envelope, and everyone who stayed behind watched her leave.

Next Abigail leaves, then Nathan. Only Chloe and Jayden are around when Chloe moves the strawberry to the green_crate, and only Jayden sees it go back to the blue_cupboard. Abigail, Nathan and Isla missed all of that, and since the chain bottoms out in Isla's view, nothing later changes it.

Abigail thinks Chloe thinks Nathan thinks Isla thinks the strawberry is in the blue_envelope. The answer is M.""",
claims=[
("All five are in the kitchen when the strawberry is put in the blue_envelope", "presence", "true", 4, "rooms row 4"),
("Isla does that herself", "event", "true", 4, "line 4"),
("then walks out straight away", "event", "true", 5, "line 5"),
("Isla's own belief is the blue_envelope", "belief", "true", "end", "Isla -> blue_envelope"),
("everyone who stayed behind watched her leave", "presence", "true", 5, "witnessed_by row 5"),
("Next Abigail leaves, then Nathan", "order", "true", 10, "exits 8, 10"),
("Only Chloe and Jayden are around when Chloe moves the strawberry to the green_crate", "presence", "true", 11, "witnessed_by row 11"),
("only Jayden sees it go back to the blue_cupboard", "presence", "true", 13, "witnessed_by row 13"),
("Abigail, Nathan and Isla missed all of that", "presence", "true", 13, "absent rows 11-13"),
("nothing later changes it", "belief", "true", "end", "chain blue_envelope rows 4-15"),
("Abigail thinks Chloe thinks Nathan thinks Isla thinks the strawberry is in the blue_envelope", "belief", "true", "end", "gold answer"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_envelope",
response="""M""",
claims=[]),
]
