# Q1 s6816-4-o4: Olivia -> Jack -> Charlotte -> Amelia, gold blue_bottle
A = 'asparagus'
OJCA = 'Olivia -> Jack -> Charlotte -> Amelia'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_bottle",
response="""**Answer: A. blue_bottle**

Explanation:
- The asparagus starts in the blue_bottle (line 2) while all five are in the office.
- Charlotte leaves at line 6, before anyone touches the asparagus, so as far as Charlotte knows, Amelia still thinks it's in the blue_bottle.
- Amelia's move to the green_container (line 10) happens after both Charlotte and Jack have gone, so neither of them saw it.
- Jack's public claim (line 15) doesn't alter this deep chain, and Olivia's private message to Jack (line 16) leaves it untouched as well.
- So Olivia thinks Jack thinks Charlotte thinks Amelia thinks the asparagus is in the blue_bottle.""",
claims=[
("The asparagus starts in the blue_bottle (line 2)", "location", "true", 2, "line 2 objects: blue_bottle", ('O', A, 2, 'blue_bottle')),
("all five are in the office", "presence", "true", 2, "all agents in office at line 2", ('R', 'Olivia', 2, 'office')),
("Charlotte leaves at line 6", "event", "true", 6, "line 6 Charlotte exited", ('L', 6, 'Charlotte exited')),
("before anyone touches the asparagus", "order", "true", 6, "first move is line 10", ('O', A, 6, 'blue_bottle')),
("as far as Charlotte knows, Amelia still thinks it's in the blue_bottle", "belief", "true", "end", "Charlotte -> Amelia = blue_bottle", ('B', 'Charlotte -> Amelia', 'end', 'blue_bottle')),
("Amelia's move to the green_container (line 10)", "event", "true", 10, "line 10", ('L', 10, 'Amelia moved the asparagus to the green_container')),
("happens after both Charlotte and Jack have gone", "order", "true", 10, "they exited at 6 and 9", [('R', 'Charlotte', 10, None), ('R', 'Jack', 10, None)]),
("neither of them saw it", "presence", "true", 10, "line 10 witnessed by Amelia, Olivia only", ('NW', ['Charlotte', 'Jack'], 10)),
("Jack's public claim (line 15) doesn't alter this deep chain", "communication", "true", 15, "chain still blue_bottle at 15", ('B', OJCA, 15, 'blue_bottle')),
("Olivia's private message to Jack (line 16) leaves it untouched as well", "communication", "true", 16, "chain still blue_bottle at 16", ('B', OJCA, 16, 'blue_bottle')),
("Olivia thinks Jack thinks Charlotte thinks Amelia thinks the asparagus is in the blue_bottle", "belief", "true", "end", "answer chain", ('B', OJCA, 'end', 'blue_bottle')),
]),
dict(style="numbered", label="unsound", stated_answer="blue_bottle",
response="""**Step 1: Initial state**
All five characters are in the office, and the asparagus is in the blue_bottle (line 2).

**Step 2: Exits and moves**
1. Isla exits first (line 4), then Charlotte (line 6), then Jack (line 9).
2. Amelia moves the asparagus to the green_container at line 10; only Olivia is with her.
3. Amelia exits, and Olivia moves the asparagus back to the blue_bottle at line 13.

**Step 3: Work through the chain from the inside**
- Amelia: Charlotte last saw the asparagus in the blue_bottle before she left, so Charlotte thinks Amelia thinks blue_bottle.
- Jack: he left after Charlotte, and nothing happened before she left, so Jack thinks Charlotte thinks Amelia thinks blue_bottle.
- Olivia: she was there for every move, including seeing Jack leave before the move, so she attributes that same nested belief to Jack.

**Step 4: The waiting room**
Jack's public claim and Olivia's private remark are about where the asparagus is now; they don't change the nested chain Olivia → Jack → Charlotte → Amelia.

**Answer:** A. blue_bottle""",
claims=[
("All five characters are in the office", "presence", "true", 2, "all in office", ('R', 'Isla', 2, 'office')),
("the asparagus is in the blue_bottle (line 2)", "location", "true", 2, "line 2", ('O', A, 2, 'blue_bottle')),
("Isla exits first (line 4)", "event", "true", 4, "line 4 Isla exited, first exit", ('L', 4, 'Isla exited')),
("then Charlotte (line 6)", "event", "true", 6, "line 6", ('L', 6, 'Charlotte exited')),
("then Jack (line 9)", "event", "true", 9, "line 9", ('L', 9, 'Jack exited')),
("Amelia moves the asparagus to the green_container at line 10", "event", "true", 10, "line 10", ('L', 10, 'green_container')),
("only Olivia is with her", "presence", "true", 10, "office holds Amelia and Olivia at 10", [('R', 'Olivia', 10, 'office'), ('R', 'Jack', 10, None)]),
("Amelia exits", "event", "true", 11, "line 11", ('L', 11, 'Amelia exited')),
("Olivia moves the asparagus back to the blue_bottle at line 13", "event", "false", 13, "PLANTED: the move back is line 12; line 13 is Olivia exiting", ('L', 13, 'moved')),
("Charlotte last saw the asparagus in the blue_bottle before she left", "belief", "true", 6, "Charlotte believes blue_bottle at 6", ('B', 'Charlotte', 6, 'blue_bottle')),
("so Charlotte thinks Amelia thinks blue_bottle", "belief", "true", "end", "Charlotte -> Amelia", ('B', 'Charlotte -> Amelia', 'end', 'blue_bottle')),
("he left after Charlotte", "order", "true", 9, "Jack 9 > Charlotte 6", ('R', 'Jack', 6, 'office')),
("nothing happened before she left", "location", "true", 6, "still blue_bottle at 6", ('O', A, 6, 'blue_bottle')),
("Jack thinks Charlotte thinks Amelia thinks blue_bottle", "belief", "true", "end", "Jack -> Charlotte -> Amelia", ('B', 'Jack -> Charlotte -> Amelia', 'end', 'blue_bottle')),
("she was there for every move", "presence", "true", 12, "Olivia witnessed lines 10 and 12", [('W', ['Olivia'], 10), ('W', ['Olivia'], 12)]),
("seeing Jack leave before the move", "order", "true", 9, "Olivia witnessed line 9; 9 < 10", ('W', ['Olivia'], 9)),
("she attributes that same nested belief to Jack", "belief", "true", "end", "Olivia -> Jack -> Charlotte -> Amelia = blue_bottle", ('B', OJCA, 'end', 'blue_bottle')),
("they don't change the nested chain Olivia → Jack → Charlotte → Amelia", "communication", "true", 16, "chain unchanged at 15/16", [('B', OJCA, 15, 'blue_bottle'), ('B', OJCA, 16, 'blue_bottle')]),
]),
dict(style="narrative", label="sound", stated_answer="blue_bottle",
response="""Let me trace where each person was when the asparagus moved.

Everyone starts in the office with the asparagus in the blue_bottle. Isla, Charlotte, and Jack each leave in turn (lines 4, 6, 9) without anything happening to the asparagus. Only after Jack is gone does Amelia move it into the green_container, and Olivia is the one person who sees that. Then Amelia leaves, Olivia puts the asparagus back into the blue_bottle, and she leaves too.

So when Charlotte left, the asparagus was in the blue_bottle and Amelia was standing right there having seen the same thing. From Charlotte's point of view, Amelia believes it's in the blue_bottle. Jack saw Charlotte leave and knew nothing had moved by then, so he'd attribute that same belief to Charlotte. And Olivia, who stayed to the end, knows exactly what Jack saw.

The later statements in the waiting room — Jack's public claim about the green_container and Olivia's private tip about the blue_box — are about the current location, and don't reach back into what Charlotte thinks Amelia thinks.

The answer is A. blue_bottle.""",
claims=[
("Everyone starts in the office", "presence", "true", 1, "line 1 all enter office", ('R', 'Amelia', 1, 'office')),
("the asparagus in the blue_bottle", "location", "true", 2, "line 2", ('O', A, 2, 'blue_bottle')),
("Isla, Charlotte, and Jack each leave in turn (lines 4, 6, 9)", "event", "true", 9, "exits at 4, 6, 9", [('L', 4, 'Isla exited'), ('L', 6, 'Charlotte exited'), ('L', 9, 'Jack exited')]),
("without anything happening to the asparagus", "location", "true", 9, "still blue_bottle at 9", ('O', A, 9, 'blue_bottle')),
("Only after Jack is gone does Amelia move it into the green_container", "order", "true", 10, "Jack out at 9, move at 10", [('R', 'Jack', 10, None), ('O', A, 10, 'green_container')]),
("Olivia is the one person who sees that", "presence", "true", 10, "witnesses Amelia (mover) and Olivia", ('W', ['Olivia'], 10)),
("Then Amelia leaves", "event", "true", 11, "line 11", ('L', 11, 'Amelia exited')),
("Olivia puts the asparagus back into the blue_bottle", "event", "true", 12, "line 12", ('L', 12, 'Olivia moved the asparagus to the blue_bottle')),
("she leaves too", "event", "true", 13, "line 13", ('L', 13, 'Olivia exited')),
("when Charlotte left, the asparagus was in the blue_bottle", "location", "true", 6, "line 6", ('O', A, 6, 'blue_bottle')),
("Amelia was standing right there", "presence", "true", 6, "Amelia in office at 6, witnessed", ('W', ['Amelia'], 6)),
("From Charlotte's point of view, Amelia believes it's in the blue_bottle", "belief", "true", "end", "Charlotte -> Amelia", ('B', 'Charlotte -> Amelia', 'end', 'blue_bottle')),
("Jack saw Charlotte leave", "presence", "true", 6, "Jack witnessed line 6", ('W', ['Jack'], 6)),
("knew nothing had moved by then", "belief", "true", 6, "Jack believes blue_bottle at 6", ('B', 'Jack', 6, 'blue_bottle')),
("he'd attribute that same belief to Charlotte", "belief", "true", "end", "Jack -> Charlotte -> Amelia", ('B', 'Jack -> Charlotte -> Amelia', 'end', 'blue_bottle')),
("Olivia, who stayed to the end", "order", "true", 13, "Olivia last to leave the office", ('R', 'Olivia', 12, 'office')),
("knows exactly what Jack saw", "belief", "uncheckable", None, "vague epistemic statement"),
("Jack's public claim about the green_container", "communication", "true", 15, "line 15", ('L', 15, 'Jack publicly claimed that asparagus is in the green_container')),
("Olivia's private tip about the blue_box", "communication", "true", 16, "line 16", ('L', 16, 'Olivia privately told Jack that the asparagus is in the blue_box')),
("don't reach back into what Charlotte thinks Amelia thinks", "communication", "true", 16, "Charlotte -> Amelia unchanged at 15, 16", [('B', 'Charlotte -> Amelia', 15, 'blue_bottle'), ('B', 'Charlotte -> Amelia', 16, 'blue_bottle')]),
]),
dict(style="terse", label="wrong", stated_answer="green_container",
response="""C. green_container — Jack announced it was in the green_container, so that's what Olivia figures his whole chain ends with.""",
claims=[
("Jack announced it was in the green_container", "communication", "true", 15, "line 15 public claim", ('L', 15, 'green_container')),
("that's what Olivia figures his whole chain ends with", "belief", "false", "end", "Olivia -> Jack -> Charlotte -> Amelia = blue_bottle", ('B', OJCA, 'end', 'green_container')),
]),
dict(style="thinking", label="unsound", stated_answer="blue_bottle",
response="""<think>
Okay, I need Olivia → Jack → Charlotte → Amelia.

Asparagus starts in blue_bottle, everyone in the office. Isla leaves (4), Charlotte leaves (6), Jack leaves (9). Amelia moves it to green_container at 10 — Olivia is watching. Amelia leaves, Olivia moves it back to blue_bottle (12), Olivia leaves.

Innermost: what does Charlotte think Amelia thinks? Charlotte left at 6, before the move, so she thinks Amelia thinks blue_bottle.

Jack thinks Charlotte thinks... Jack was there when Charlotte left; nothing moved before that. So blue_bottle.

Olivia thinks Jack thinks... Olivia watched Jack leave at line 10 — wait, no, Jack exited at line 9, the move is line 10. Either way, Jack left before the move. So Olivia thinks Jack thinks Charlotte thinks Amelia thinks blue_bottle.

Now the waiting room. Jack publicly claims green_container. Olivia trusts Jack's claim since he's the one announcing — but even so, that's about the current spot, not about the nested chain. Olivia privately tells Jack blue_box; that's Jack's belief about the location, not Charlotte's-about-Amelia.

So blue_bottle.
</think>

**A. blue_bottle** — Charlotte left before Amelia's move, so the whole chain stays at the original spot.""",
claims=[
("Asparagus starts in blue_bottle", "location", "true", 2, "line 2", ('O', A, 2, 'blue_bottle')),
("everyone in the office", "presence", "true", 2, "all in office", ('R', 'Charlotte', 2, 'office')),
("Isla leaves (4)", "event", "true", 4, "line 4", ('L', 4, 'Isla exited')),
("Charlotte leaves (6)", "event", "true", 6, "line 6", ('L', 6, 'Charlotte exited')),
("Jack leaves (9)", "event", "true", 9, "line 9", ('L', 9, 'Jack exited')),
("Amelia moves it to green_container at 10", "event", "true", 10, "line 10", ('L', 10, 'green_container')),
("Olivia is watching", "presence", "true", 10, "Olivia witnessed line 10", ('W', ['Olivia'], 10)),
("Amelia leaves", "event", "true", 11, "line 11", ('L', 11, 'Amelia exited')),
("Olivia moves it back to blue_bottle (12)", "event", "true", 12, "line 12", ('L', 12, 'blue_bottle')),
("Olivia leaves", "event", "true", 13, "line 13", ('L', 13, 'Olivia exited')),
("Charlotte left at 6, before the move", "order", "true", 6, "6 < 10", ('L', 6, 'Charlotte exited')),
("she thinks Amelia thinks blue_bottle", "belief", "true", "end", "Charlotte -> Amelia", ('B', 'Charlotte -> Amelia', 'end', 'blue_bottle')),
("Jack was there when Charlotte left", "presence", "true", 6, "Jack witnessed 6", ('W', ['Jack'], 6)),
("nothing moved before that", "location", "true", 6, "blue_bottle at 6", ('O', A, 6, 'blue_bottle')),
("Jack exited at line 9, the move is line 10", "event", "true", 9, "correction; line 9 Jack exits, line 10 the move", ('L', 9, 'Jack exited')),
("Jack left before the move", "order", "true", 9, "9 < 10", ('R', 'Jack', 10, None)),
("So Olivia thinks Jack thinks Charlotte thinks Amelia thinks blue_bottle", "belief", "true", "end", "answer chain", ('B', OJCA, 'end', 'blue_bottle')),
("Jack publicly claims green_container", "communication", "true", 15, "line 15", ('L', 15, 'publicly claimed')),
("Olivia trusts Jack's claim", "communication", "false", 15, "PLANTED: Olivia left after Jack, does not trust him; her belief stays blue_bottle", ('B', 'Olivia', 15, 'green_container')),
("Olivia privately tells Jack blue_box", "communication", "true", 16, "line 16", ('L', 16, 'blue_box')),
("Charlotte left before Amelia's move", "order", "true", 6, "6 < 10", ('R', 'Charlotte', 10, None)),
("the whole chain stays at the original spot", "belief", "true", "end", "chain = blue_bottle", ('B', OJCA, 'end', 'blue_bottle')),
]),
]
