# Q15 s6816-20-o0: where is the potato really, gold blue_bottle
P = 'potato'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_bottle",
response="""**Answer: B. blue_bottle**

Explanation:
- The potato is placed in the blue_bottle at line 2.
- No one ever moves it — every character just stays for a minute and leaves.
- Avery's public claim (line 15) says blue_bottle, which matches.
- Lily's private message to Avery (line 16) says green_drawer, but that only changes what Avery believes, not where the potato actually is.""",
claims=[
("The potato is placed in the blue_bottle at line 2", "location", "true", 2, "line 2", ('O', P, 2, 'blue_bottle')),
("No one ever moves it", "location", "true", "end", "blue_bottle throughout", ('O', P, 'end', 'blue_bottle')),
("every character just stays for a minute and leaves", "event", "true", 13, "stay/exit lines 3-13", [('L', 3, 'James made no movements'), ('L', 4, 'James exited'), ('L', 12, 'Lily made no movements'), ('L', 13, 'Lily exited')]),
("Avery's public claim (line 15) says blue_bottle", "communication", "true", 15, "line 15", ('L', 15, 'Avery publicly claimed that potato is in the blue_bottle')),
("Lily's private message to Avery (line 16) says green_drawer", "communication", "true", 16, "line 16", ('L', 16, 'Lily privately told Avery that the potato is in the green_drawer')),
("that only changes what Avery believes", "communication", "true", 16, "Avery -> green_drawer; others unchanged", [('B', 'Avery', 16, 'green_drawer'), ('B', 'Emma', 16, 'blue_bottle'), ('B', 'Lily', 16, 'blue_bottle')]),
("not where the potato actually is", "location", "true", 16, "still blue_bottle", ('O', P, 16, 'blue_bottle')),
]),
dict(style="numbered", label="unsound", stated_answer="blue_bottle",
response="""**Step 1: Initial placement**
The potato is in the blue_bottle (line 2), and all five people are in the living_room.

**Step 2: Movements**
Everyone leaves one at a time — James, Emma, Avery, Isla, then Lily — and nobody moves the potato.

**Step 3: Statements in the waiting_room**
1. Avery publicly claims the potato is in the blue_bottle (line 15).
2. Lily privately tells Avery it's in the green_drawer (line 16). Avery doesn't believe Lily's private message, because Avery saw the potato in the blue_bottle himself.
3. Either way, statements don't move objects.

**Final answer:** B. blue_bottle""",
claims=[
("The potato is in the blue_bottle (line 2)", "location", "true", 2, "line 2", ('O', P, 2, 'blue_bottle')),
("all five people are in the living_room", "presence", "true", 2, "all in living_room", ('R', 'Avery', 2, 'living_room')),
("Everyone leaves one at a time — James, Emma, Avery, Isla, then Lily", "order", "true", 13, "exits 4, 6, 8, 11, 13", [('L', 4, 'James exited'), ('L', 6, 'Emma exited'), ('L', 8, 'Avery exited'), ('L', 11, 'Isla exited'), ('L', 13, 'Lily exited')]),
("nobody moves the potato", "location", "true", 13, "unchanged", ('O', P, 13, 'blue_bottle')),
("Avery publicly claims the potato is in the blue_bottle (line 15)", "communication", "true", 15, "line 15", ('L', 15, 'Avery publicly claimed')),
("Lily privately tells Avery it's in the green_drawer (line 16)", "communication", "true", 16, "line 16", ('L', 16, 'Lily privately told Avery')),
("Avery doesn't believe Lily's private message", "communication", "false", 16, "PLANTED: Avery left before Lily, trusts her; Avery's belief becomes green_drawer", ('B', 'Avery', 16, 'blue_bottle')),
("Avery saw the potato in the blue_bottle himself", "presence", "true", 2, "Avery witnessed 2", ('W', ['Avery'], 2)),
("statements don't move objects", "location", "true", 16, "potato still blue_bottle after 15-16", ('O', P, 16, 'blue_bottle')),
]),
dict(style="narrative", label="unsupported", stated_answer="blue_bottle",
response="""The potato's location never really gets complicated in this story; the conversation at the end is what makes it look tricky. Setting that aside, the potato is really in the blue_bottle.""",
claims=[
("the conversation at the end is what makes it look tricky", "communication", "uncheckable", None, "commentary, not checkable"),
("the potato is really in the blue_bottle", "location", "true", "end", "answer restated", ('O', P, 'end', 'blue_bottle')),
]),
dict(style="terse", label="wrong", stated_answer="green_drawer",
response="""A. green_drawer — Lily told Avery that's where it is.""",
claims=[
("Lily told Avery that's where it is", "communication", "true", 16, "line 16 private tell", ('L', 16, 'Lily privately told Avery that the potato is in the green_drawer')),
]),
dict(style="thinking", label="unsound", stated_answer="blue_bottle",
response="""<think>
Real location of the potato.

Line 2: potato in blue_bottle. Then James, Emma, Avery, Isla, Lily each wait and leave. Lily saw a monkey — irrelevant. No "moved" lines at all.

Waiting room: Avery publicly claims blue_bottle. Lily privately tells Avery green_drawer. Hmm, Avery left before Lily, so Avery's belief becomes green_drawer. After line 16, Lily thinks Avery still believes the blue_bottle, though — she knows the truth herself. None of that changes the physical location.

Wait, should I double check that no one moved it in the waiting room? Lines 14–16 are just entering and talking. Okay.
</think>

The potato is really in the blue_bottle (B). Nobody ever moved it; the green_drawer is just what Lily told Avery.""",
claims=[
("Line 2: potato in blue_bottle", "location", "true", 2, "line 2", ('O', P, 2, 'blue_bottle')),
("James, Emma, Avery, Isla, Lily each wait and leave", "event", "true", 13, "stay/exit lines", [('L', 3, 'James made no movements'), ('L', 13, 'Lily exited')]),
("Lily saw a monkey", "event", "true", 10, "line 10", ('L', 10, 'Lily saw a monkey')),
("No \"moved\" lines at all", "event", "true", "end", "no move lines", ('O', P, 'end', 'blue_bottle')),
("Avery publicly claims blue_bottle", "communication", "true", 15, "line 15", ('L', 15, 'Avery publicly claimed that potato is in the blue_bottle')),
("Lily privately tells Avery green_drawer", "communication", "true", 16, "line 16", ('L', 16, 'green_drawer')),
("Avery left before Lily", "order", "true", 8, "Avery 8, Lily 13", ('R', 'Lily', 8, 'living_room')),
("Avery's belief becomes green_drawer", "communication", "true", 16, "Avery trusts Lily", ('B', 'Avery', 16, 'green_drawer')),
("After line 16, Lily thinks Avery still believes the blue_bottle", "belief", "false", 16, "PLANTED: Lily -> Avery = green_drawer after her tell", ('B', 'Lily -> Avery', 16, 'blue_bottle')),
("she knows the truth herself", "belief", "true", "end", "Lily = blue_bottle", ('B', 'Lily', 'end', 'blue_bottle')),
("None of that changes the physical location", "location", "true", 16, "blue_bottle at 16", ('O', P, 16, 'blue_bottle')),
("Lines 14–16 are just entering and talking", "event", "true", 16, "lines 14-16", [('L', 14, 'entered'), ('L', 15, 'claimed'), ('L', 16, 'told')]),
("The potato is really in the blue_bottle", "location", "true", "end", "answer", ('O', P, 'end', 'blue_bottle')),
("Nobody ever moved it", "location", "true", "end", "unchanged", ('O', P, 'end', 'blue_bottle')),
("the green_drawer is just what Lily told Avery", "communication", "true", 16, "line 16", ('L', 16, 'green_drawer')),
]),
]
