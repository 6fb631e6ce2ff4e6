# Q11 s6824-19-o4 : Nathan thinks Alexander thinks Liam thinks Oliver thinks asparagus -> green_envelope (K)
RECORDS = [
dict(style="numbered", label="sound", stated_answer="green_envelope",
response="""**Step 1: Find the last moment all four shared.**
Nathan, Alexander, Liam and Oliver were all in the pantry at the start, when the asparagus was in the green_envelope (line 2).

**Step 2: Alexander leaves first.**
Alexander exits at line 5, before anyone moves the asparagus. From then on Alexander misses every move, and Nathan saw him go.

**Step 3: The later moves.**
Nathan moves it to the red_container (line 6), Liam to the blue_bucket (line 8), and Noah back to the green_envelope (line 13). Alexander misses all of them.

**Step 4: Build the chain.**
Since Alexander's view stops at line 5, Nathan thinks Alexander thinks Liam thinks Oliver thinks it is still in the green_envelope. The dining_room events and the claims at the end are about the peas, not the asparagus.

**Answer:** K. green_envelope""",
claims=[
("Nathan, Alexander, Liam and Oliver were all in the pantry at the start", "presence", "true", 2, "row 2"),
("when the asparagus was in the green_envelope (line 2)", "location", "true", 2, "row 2"),
("Alexander exits at line 5", "event", "true", 5, "line 5"),
("before anyone moves the asparagus", "order", "true", 5, "exit 5 before move 6"),
("From then on Alexander misses every move", "presence", "true", 13, "rows 6, 8, 13 exclude Alexander"),
("Nathan saw him go", "presence", "true", 5, "row 5 witnessed by Nathan"),
("Nathan moves it to the red_container (line 6)", "event", "true", 6, "line 6"),
("Liam to the blue_bucket (line 8)", "event", "true", 8, "line 8"),
("Noah back to the green_envelope (line 13)", "event", "true", 13, "line 13"),
("Alexander misses all of them", "presence", "true", 13, "rows 6, 8, 13"),
("Nathan thinks Alexander thinks Liam thinks Oliver thinks it is still in the green_envelope", "belief", "true", "end", "row 26 chain: green_envelope"),
("The dining_room events and the claims at the end are about the peas", "event", "true", 26, "lines 16-26 concern peas"),
("**Answer:** K. green_envelope", "belief", "true", "end", "row 26"),
]),
dict(style="thinking", label="unsound", stated_answer="green_envelope",
response="""<think>
Fourth order: Nathan → Alexander → Liam → Oliver.
The key link is Alexander. He left at line 5, and nothing had moved yet — asparagus in green_envelope.
Moves: Nathan → red_container (6), Liam → blue_bucket (8), Noah → green_envelope (13). Oliver was in the pantry for Noah's move too, but that doesn't matter for the chain, because it goes through Alexander, who saw none of it.
Wait, should I check whether Nathan saw Alexander leave? Yes, Nathan was still inside at line 5 (he moves the asparagus at 6).
Lines 16-26 are the dining_room scene; Noah's public claim and Oliver's tell are about peas.
So the chain is green_envelope. Coincidentally also the real location.
</think>

**K. green_envelope** — Alexander left before any move, and Nathan saw him leave, so the whole nested chain stays at the green_envelope.""",
claims=[
("He left at line 5", "event", "true", 5, "line 5"),
("nothing had moved yet", "event", "true", 5, "first move line 6"),
("asparagus in green_envelope", "location", "true", 5, "row 5"),
("Nathan → red_container (6)", "event", "true", 6, "line 6"),
("Liam → blue_bucket (8)", "event", "true", 8, "line 8"),
("Noah → green_envelope (13)", "event", "true", 13, "line 13"),
("Oliver was in the pantry for Noah's move too", "presence", "false", 13, "PLANTED: Oliver exited at 12; row 13 witnessed by Noah only"),
("who saw none of it", "presence", "true", 13, "Alexander absent rows 6-13"),
("Nathan was still inside at line 5", "presence", "true", 5, "row 5"),
("he moves the asparagus at 6", "event", "true", 6, "line 6"),
("Noah's public claim and Oliver's tell are about peas", "communication", "true", 26, "lines 25-26"),
("So the chain is green_envelope.", "belief", "true", "end", "row 26"),
("Coincidentally also the real location", "location", "true", "end", "object row 26 green_envelope"),
("Alexander left before any move", "order", "true", 5, "5 before 6"),
("Nathan saw him leave", "presence", "true", 5, "row 5"),
("the whole nested chain stays at the green_envelope", "belief", "true", "end", "row 26"),
]),
dict(style="answer_first", label="unsound", stated_answer="green_envelope",
response="""K. green_envelope

Explanation:
- Alexander exits the pantry at line 5, before any of the moves, so his picture of what Liam and Oliver think stays at the green_envelope.
- Nathan was present when Alexander left, so he knows this.
- Nathan himself believes the asparagus is in the blue_bucket, but his own belief isn't what's being asked; it's his model of Alexander's model.
- The later dining_room scene and the claims only involve the peas.

Therefore Nathan thinks Alexander thinks Liam thinks Oliver thinks the asparagus is in the green_envelope.""",
claims=[
("Alexander exits the pantry at line 5", "event", "true", 5, "line 5"),
("before any of the moves", "order", "true", 5, "5 before 6"),
("his picture of what Liam and Oliver think stays at the green_envelope", "belief", "true", "end", "Alexander -> Liam -> Oliver row 26: green_envelope"),
("Nathan was present when Alexander left", "presence", "true", 5, "row 5"),
("he knows this", "belief", "true", "end", "Nathan -> Alexander row 26: green_envelope"),
("Nathan himself believes the asparagus is in the blue_bucket", "belief", "false", "end", "PLANTED: Nathan row 26: red_container (left at 7 before Liam's move)"),
("The later dining_room scene and the claims only involve the peas", "event", "true", 26, "lines 16-26"),
("Therefore Nathan thinks Alexander thinks Liam thinks Oliver thinks the asparagus is in the green_envelope.", "belief", "true", "end", "row 26"),
]),
dict(style="narrative", label="wrong", stated_answer="red_container",
response="""Let me trace this nested belief carefully. The chain starts with Nathan, so what matters is what Nathan himself saw. Nathan moved the asparagus from the green_envelope to the red_container at line 6, and then he left. He never saw Liam move it to the blue_bucket or Noah move it back to the green_envelope.

Since Nathan's last knowledge is the red_container, and he has no reason to suspect the others saw anything different, he'd assume Alexander, Liam and Oliver all share that picture. So Nathan thinks Alexander thinks Liam thinks Oliver thinks the asparagus is in the red_container.

The answer is M. red_container.""",
claims=[
("Nathan moved the asparagus from the green_envelope to the red_container at line 6", "event", "true", 6, "line 6"),
("then he left", "event", "true", 7, "line 7"),
("He never saw Liam move it to the blue_bucket", "presence", "true", 8, "row 8 excludes Nathan"),
("or Noah move it back to the green_envelope", "presence", "true", 13, "row 13 excludes Nathan"),
("Nathan's last knowledge is the red_container", "belief", "true", "end", "Nathan row 26"),
("he has no reason to suspect the others saw anything different", "belief", "uncheckable", None, "motive/reasoning statement"),
("he'd assume Alexander, Liam and Oliver all share that picture", "belief", "false", "end", "Nathan -> Alexander row 26: green_envelope"),
("So Nathan thinks Alexander thinks Liam thinks Oliver thinks the asparagus is in the red_container.", "belief", "false", "end", "row 26: green_envelope"),
("The answer is M. red_container", "belief", "false", "end", "row 26: green_envelope"),
]),
dict(style="terse", label="unsupported", stated_answer="green_envelope",
response="""The answer is K.""",
claims=[
("The answer is K", "belief", "true", "end", "answer only"),
]),
]
