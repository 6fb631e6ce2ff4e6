# Q13 s6816-22-o2: Avery -> Ava, beans; gold green_cupboard (E)
RECORDS = []

RECORDS.append(dict(style="thinking", label="sound", stated_answer="green_cupboard",
response="""<think>
Avery → Ava, beans. Second order.

Ava moves the beans from the green_drawer to the green_cupboard at line 3 and exits at 4. Avery was there and saw both. So Avery knows Ava's last view was the green_cupboard.

After that: Logan moves the beans to the red_bucket (8), Avery moves them back to the green_drawer (12), alone. Ava saw none of it.

Then the communication. Logan publicly claims green_cupboard at 15 — that's a lie, he knows it was the red_bucket. Ava would accept it since Logan left after her, but she already thinks green_cupboard, so nothing changes. Avery left after Logan, so Avery doesn't trust him; Avery's own belief stays green_drawer. And Avery's private tell to Logan at 16 only involves Avery and Logan, so Ava isn't affected.

Hmm, wait, does the claim change what Avery thinks Ava thinks? Even if it did, it'd still be green_cupboard. So it's green_cupboard either way.
</think>

**E. green_cupboard** — Avery watched Ava put the beans in the green_cupboard and leave, and nothing Ava saw or heard afterward points anywhere else.""",
claims=[
("Ava moves the beans from the green_drawer to the green_cupboard at line 3", "event", "true", 3, "line 3"),
("exits at 4", "event", "true", 4, "line 4"),
("Avery was there and saw both", "presence", "true", 4, "Avery witnessed lines 3 and 4"),
("Avery knows Ava's last view was the green_cupboard", "belief", "true", "end", "Avery -> Ava = green_cupboard"),
("Logan moves the beans to the red_bucket (8)", "event", "true", 8, "line 8"),
("Avery moves them back to the green_drawer (12)", "event", "true", 12, "line 12"),
("alone", "presence", "true", 12, "witnessed_by line 12 = Avery"),
("Ava saw none of it", "presence", "true", 12, "Ava not in witnessed_by lines 8, 12"),
("Logan publicly claims green_cupboard at 15", "communication", "true", 15, "line 15"),
("that's a lie", "communication", "true", 15, "Logan believes red_bucket at row 15"),
("he knows it was the red_bucket", "belief", "true", 15, "Logan = red_bucket at row 15"),
("Ava would accept it", "communication", "uncheckable", 15, "Ava already believes green_cupboard; no observable change"),
("Logan left after her", "order", "true", 9, "Ava 4, Logan 9"),
("she already thinks green_cupboard", "belief", "true", 15, "Ava = green_cupboard"),
("nothing changes", "belief", "true", 15, "Ava unchanged at row 15"),
("Avery left after Logan", "order", "true", 13, "Logan 9, Avery 13"),
("Avery doesn't trust him", "communication", "true", 15, "Avery's beliefs unchanged at row 15"),
("Avery's own belief stays green_drawer", "belief", "true", "end", "Avery = green_drawer"),
("Avery's private tell to Logan at 16 only involves Avery and Logan", "communication", "true", 16, "witnessed_by line 16 = Avery, Logan"),
("Ava isn't affected", "belief", "true", 16, "Ava unchanged at row 16"),
("Avery watched Ava put the beans in the green_cupboard and leave", "presence", "true", 4, "Avery witnessed lines 3-4"),
("nothing Ava saw or heard afterward points anywhere else", "belief", "true", "end", "Ava = green_cupboard"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="green_cupboard",
response="""Let's think step by step.

1. The beans begin in the green_drawer (line 2).
2. Ava moves them to the green_cupboard (line 3) and immediately leaves (line 4). Avery sees this.
3. Logan later moves the beans to the red_bucket (line 8), and finally Avery moves them back to the green_drawer (line 12). Ava is not in the laundry for either move.
4. Logan's public claim at line 15 says the green_cupboard, which is what Ava already believes. Avery doesn't trust Logan, because Avery left the laundry later than Logan did.
5. Avery's private message at line 16 goes only to Logan.

So Avery thinks Ava still thinks the beans are in the green_cupboard.

The answer is \\boxed{E. green_cupboard}""",
claims=[
("The beans begin in the green_drawer (line 2)", "location", "true", 2, "objects row 2"),
("Ava moves them to the green_cupboard (line 3)", "event", "true", 3, "line 3"),
("immediately leaves (line 4)", "event", "true", 4, "line 4"),
("Avery sees this", "presence", "true", 3, "Avery witnessed line 3"),
("Logan later moves the beans to the red_bucket (line 8)", "event", "true", 8, "line 8"),
("Avery moves them back to the green_drawer (line 12)", "event", "true", 12, "line 12"),
("Ava is not in the laundry for either move", "presence", "true", 12, "Ava in no room at rows 8, 12"),
("Logan's public claim at line 15 says the green_cupboard", "communication", "true", 15, "line 15"),
("which is what Ava already believes", "belief", "true", 15, "Ava = green_cupboard"),
("Avery doesn't trust Logan", "communication", "true", 15, "Avery unchanged at row 15"),
("Avery left the laundry later than Logan did", "order", "true", 13, "Logan 9, Avery 13"),
("Avery's private message at line 16 goes only to Logan", "communication", "true", 16, "witnessed_by line 16 = Avery, Logan"),
("Avery thinks Ava still thinks the beans are in the green_cupboard", "belief", "true", "end", "gold chain = green_cupboard"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_cupboard",
response="""Let me trace what Avery knows about Ava.

Everyone starts in the laundry with the beans in the green_drawer. Ava moves them into the green_cupboard and is the first to leave, and Avery watches the whole thing. From then on, Ava isn't around for anything: not Logan's move to the red_bucket, and not Avery's own move back to the green_drawer at the very end.

In the waiting_room, Logan publicly says the beans are in the green_cupboard, and later Avery privately tells Logan they're in the red_bucket. Neither of these reaches Ava in a way that would change her mind, and Logan's claim matches what she already thinks anyway.

So Avery should expect Ava to still believe the green_cupboard. The answer is E. green_cupboard.""",
claims=[
("Everyone starts in the laundry", "presence", "true", 1, "line 1"),
("the beans in the green_drawer", "location", "true", 2, "objects row 2"),
("Ava moves them into the green_cupboard", "event", "true", 3, "line 3"),
("is the first to leave", "order", "true", 4, "first exit line 4"),
("Avery watches the whole thing", "presence", "true", 4, "Avery witnessed lines 3-4"),
("Ava isn't around for anything", "presence", "true", 12, "Ava absent for lines 5-13"),
("Logan's move to the red_bucket", "event", "true", 8, "line 8"),
("Avery's own move back to the green_drawer at the very end", "event", "true", 12, "line 12, last move"),
("Logan publicly says the beans are in the green_cupboard", "communication", "true", 15, "line 15"),
("Avery privately tells Logan they're in the red_bucket", "communication", "false", 16, "PLANTED: line 16 says the green_drawer"),
("Neither of these reaches Ava in a way that would change her mind", "belief", "true", 16, "Ava = green_cupboard through row 16"),
("Logan's claim matches what she already thinks", "belief", "true", 15, "Ava = green_cupboard"),
("Avery should expect Ava to still believe the green_cupboard", "belief", "true", "end", "gold chain = green_cupboard"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="green_cupboard",
response="""E. green_cupboard

Explanation:
Ava moved the beans to the green_cupboard at line 3 and left at line 4, with Avery watching. Olivia was already gone when Logan moved the beans to the red_bucket at line 8, and Ava wasn't there for that either. Later, Avery moved the beans back to the green_drawer (line 12) with no one else in the room.

Logan's public claim (line 15) that the beans are in the green_cupboard doesn't change Avery's own belief, since Avery left after Logan and doesn't trust him. As for Ava, her last view of the beans was the green_cupboard.

Therefore, Avery thinks Ava thinks the beans are in the green_cupboard.""",
claims=[
("Ava moved the beans to the green_cupboard at line 3", "event", "true", 3, "line 3"),
("left at line 4", "event", "true", 4, "line 4"),
("with Avery watching", "presence", "true", 4, "Avery witnessed lines 3-4"),
("Olivia was already gone", "presence", "false", 8, "PLANTED: Olivia is still in the laundry at line 8 (witnessed it); she exits at line 11"),
("when Logan moved the beans to the red_bucket at line 8", "event", "true", 8, "line 8"),
("Ava wasn't there for that either", "presence", "true", 8, "Ava not in witnessed_by line 8"),
("Avery moved the beans back to the green_drawer (line 12)", "event", "true", 12, "line 12"),
("with no one else in the room", "presence", "true", 12, "only Avery in laundry at row 12"),
("Logan's public claim (line 15) that the beans are in the green_cupboard", "communication", "true", 15, "line 15"),
("doesn't change Avery's own belief", "communication", "true", 15, "Avery = green_drawer at row 15"),
("Avery left after Logan", "order", "true", 13, "Logan 9, Avery 13"),
("doesn't trust him", "communication", "true", 15, "no change for Avery at row 15"),
("her last view of the beans was the green_cupboard", "belief", "true", "end", "Ava = green_cupboard"),
("Avery thinks Ava thinks the beans are in the green_cupboard", "belief", "true", "end", "gold chain = green_cupboard"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="green_drawer",
response="""A. green_drawer, since Avery put it back there himself.""",
claims=[
("Avery put it back there himself", "event", "true", 12, "line 12"),
]))
