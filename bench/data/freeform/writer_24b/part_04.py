# Q4 s6824-23-o3 : Noah thinks Isla thinks Aria thinks green_pepper -> blue_drawer (L)
RECORDS = [
dict(style="thinking", label="sound", stated_answer="blue_drawer",
response="""<think>
Third-order: Noah thinks Isla thinks Aria thinks.
Isla left the kitchen at line 4, right after the pepper was put... no wait, the pepper was just sitting in the blue_drawer from line 2; nobody moved it before Isla left. So Isla's last view: blue_drawer, and Aria was there with her then. Isla has no idea about Aria's move to the red_bucket (line 5), since that happened after she was gone.
Noah was in the kitchen when Isla left, so Noah knows Isla missed everything after line 4. So from Noah's side, Isla would still think Aria thinks blue_drawer.
Benjamin's public claim at 15 says red_bucket. Hmm, does that change the nested chain? Isla left before Benjamin, so she may trust him for her own belief, but the question is what Noah thinks Isla thinks Aria thinks — that chain still rests on the last thing Noah, Isla and Aria all saw together, the blue_drawer.
Noah's private tell to Benjamin doesn't touch this chain.
</think>

L. blue_drawer. Isla left before anything moved, so from Noah's perspective Isla still thinks Aria thinks the green_pepper is in the blue_drawer.""",
claims=[
("Isla left the kitchen at line 4", "event", "true", 4, "line 4"),
("nobody moved it before Isla left", "event", "true", 4, "blue_drawer rows 2-4"),
("Isla's last view: blue_drawer", "belief", "true", 4, "Isla row 4: blue_drawer"),
("Aria was there with her then", "presence", "true", 4, "Aria in kitchen row 3-4"),
("Isla has no idea about Aria's move to the red_bucket (line 5)", "presence", "true", 5, "row 5 witnesses exclude Isla"),
("that happened after she was gone", "order", "true", 5, "exit 4 before move 5"),
("Noah was in the kitchen when Isla left", "presence", "true", 4, "row 4 witnessed by Noah"),
("Noah knows Isla missed everything after line 4", "belief", "true", "end", "Noah -> Isla stays blue_drawer"),
("Benjamin's public claim at 15 says red_bucket", "communication", "true", 15, "line 15"),
("Isla left before Benjamin", "order", "true", 9, "Isla exit 4, Benjamin exit 9"),
("that chain still rests on the last thing Noah, Isla and Aria all saw together, the blue_drawer", "belief", "true", "end", "Noah -> Isla -> Aria row 16: blue_drawer"),
("Noah's private tell to Benjamin doesn't touch this chain", "communication", "true", 16, "Noah -> Isla -> Aria unchanged at 16"),
("from Noah's perspective Isla still thinks Aria thinks the green_pepper is in the blue_drawer", "belief", "true", "end", "row 16 blue_drawer"),
]),
dict(style="answer_first", label="wrong", stated_answer="red_bucket",
response="""**Answer: N. red_bucket**

Explanation:
- Isla left the kitchen early (line 4), while the pepper was still in the blue_drawer.
- Later, in the waiting_room, Benjamin publicly claims the green_pepper is in the red_bucket (line 15). Isla left before Benjamin, so she trusts him and updates to the red_bucket.
- Everyone, including Noah, hears the claim, so Noah expects Isla to assume Aria took it on board too and now believes the red_bucket.

So Noah thinks Isla thinks Aria thinks the green_pepper is in the red_bucket.""",
claims=[
("Isla left the kitchen early (line 4)", "event", "true", 4, "line 4"),
("while the pepper was still in the blue_drawer", "location", "true", 4, "row 4"),
("Benjamin publicly claims the green_pepper is in the red_bucket (line 15)", "communication", "true", 15, "line 15"),
("Isla left before Benjamin", "order", "true", 9, "4 before 9"),
("she trusts him and updates to the red_bucket", "belief", "true", 15, "Isla row 15: red_bucket"),
("Everyone, including Noah, hears the claim", "presence", "true", 15, "row 15 witnessed by all"),
("Noah expects Isla to assume Aria took it on board too and now believes the red_bucket", "belief", "false", "end", "Noah -> Isla -> Aria row 16: blue_drawer"),
("So Noah thinks Isla thinks Aria thinks the green_pepper is in the red_bucket.", "belief", "false", "end", "row 16 blue_drawer"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_drawer",
response="""Let's think step by step.

1. At the start all five are in the kitchen and the green_pepper is in the blue_drawer (line 2).
2. Isla exits at line 4 without moving anything. At that moment Isla, Aria and Noah had all last seen the pepper in the blue_drawer together.
3. Aria moves it to the red_bucket (line 5) and Benjamin moves it to the red_pantry (line 7), but Isla is gone for both.
4. Noah left the kitchen before Chloe, but he was there long enough to see Isla leave, so he knows she missed the moves.
5. The claims in the waiting_room don't change the nested belief Noah has about Isla's view of Aria.

Therefore Noah thinks Isla thinks Aria thinks the green_pepper is in the blue_drawer.

The answer is \\boxed{L. blue_drawer}""",
claims=[
("all five are in the kitchen", "presence", "true", 2, "row 2"),
("the green_pepper is in the blue_drawer (line 2)", "location", "true", 2, "row 2"),
("Isla exits at line 4 without moving anything", "event", "true", 4, "lines 3-4"),
("Isla, Aria and Noah had all last seen the pepper in the blue_drawer together", "belief", "true", 4, "Noah -> Isla -> Aria row 4: blue_drawer"),
("Aria moves it to the red_bucket (line 5)", "event", "true", 5, "line 5"),
("Benjamin moves it to the red_pantry (line 7)", "event", "true", 7, "line 7"),
("Isla is gone for both", "presence", "true", 7, "rows 5, 7 exclude Isla"),
("Noah left the kitchen before Chloe", "order", "false", 13, "PLANTED: Chloe exited at 11, Noah at 13"),
("he was there long enough to see Isla leave", "presence", "true", 4, "row 4 witnessed by Noah"),
("he knows she missed the moves", "belief", "true", "end", "Noah -> Isla row 16: blue_drawer"),
("The claims in the waiting_room don't change the nested belief Noah has about Isla's view of Aria", "belief", "true", 16, "Noah -> Isla -> Aria unchanged 15-16"),
("Therefore Noah thinks Isla thinks Aria thinks the green_pepper is in the blue_drawer.", "belief", "true", "end", "row 16"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_drawer",
response="""Blue drawer.""",
claims=[
("Blue drawer", "belief", "true", "end", "answer only"),
]),
dict(style="narrative", label="sound", stated_answer="blue_drawer",
response="""Let me work through this from the inside out.

Aria is the innermost person. Isla only ever saw the green_pepper in the blue_drawer — she walked out at line 4 before anyone touched it, and Aria was still in the room at that point. So Isla's picture of Aria's belief is frozen at the blue_drawer.

Now add Noah. Noah stayed in the kitchen until the very end (he's the last to exit, at line 13), so he saw Isla leave and knows she wasn't around for Aria's move to the red_bucket or Benjamin's move to the red_pantry. Noah therefore thinks Isla still pictures Aria believing the blue_drawer.

Benjamin's public claim about the red_bucket and Noah's private tell to Benjamin come afterward, but neither changes that nested view.

The answer is L. blue_drawer.""",
claims=[
("Isla only ever saw the green_pepper in the blue_drawer", "presence", "true", 4, "Isla witnessed only rows 1-2 of the kitchen"),
("she walked out at line 4 before anyone touched it", "event", "true", 4, "line 4; first move line 5"),
("Aria was still in the room at that point", "presence", "true", 4, "row 4 Aria in kitchen"),
("Isla's picture of Aria's belief is frozen at the blue_drawer", "belief", "true", "end", "Isla -> Aria row 16: blue_drawer"),
("Noah stayed in the kitchen until the very end", "presence", "true", 12, "Noah in kitchen through row 12"),
("he's the last to exit, at line 13", "order", "true", 13, "line 13 last exit"),
("he saw Isla leave", "presence", "true", 4, "row 4 witnessed by Noah"),
("she wasn't around for Aria's move to the red_bucket or Benjamin's move to the red_pantry", "presence", "true", 7, "rows 5, 7 exclude Isla"),
("Noah therefore thinks Isla still pictures Aria believing the blue_drawer", "belief", "true", "end", "row 16"),
("Benjamin's public claim about the red_bucket", "communication", "true", 15, "line 15"),
("Noah's private tell to Benjamin", "communication", "true", 16, "line 16"),
("neither changes that nested view", "belief", "true", 16, "unchanged rows 15-16"),
("The answer is L. blue_drawer", "belief", "true", "end", "row 16"),
]),
]
