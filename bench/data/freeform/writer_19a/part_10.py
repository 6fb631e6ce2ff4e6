from common import C
ALL = ['Ella','Charlotte','Amelia','Isla','Ethan']
RECORDS = [
dict(style="answer_first", label="wrong", stated_answer="red_crate",
response="""**Answer: B. red_crate**

Explanation:
- Isla watches every move in the garage: red_crate → green_drawer (Ella, line 4) → blue_cupboard (Charlotte, line 6) → green_treasure_chest (Amelia, line 8).
- In the waiting_room, though, Amelia publicly claims the tangerine is in the red_crate (line 15).
- Since Amelia is the one who last moved it, Isla has good reason to accept her claim and updates her belief to the red_crate.""",
claims=[
 C("Isla watches every move in the garage", "presence", "true", 8, "Isla witnessed 4, 6, 8", chk=[('w','Isla',t) for t in (4,6,8)]),
 C("red_crate → green_drawer (Ella, line 4)", "event", "true", 4, "line 4", chk=[('o','tangerine',3,'red_crate'),('o','tangerine',4,'green_drawer')]),
 C("blue_cupboard (Charlotte, line 6)", "event", "true", 6, "line 6", chk=('o','tangerine',6,'blue_cupboard')),
 C("green_treasure_chest (Amelia, line 8)", "event", "true", 8, "line 8", chk=('o','tangerine',8,'green_treasure_chest')),
 C("Amelia publicly claims the tangerine is in the red_crate (line 15)", "event", "true", 15, "line 15"),
 C("Amelia is the one who last moved it", "event", "true", 8, "last move at 8", chk=[('o','tangerine',t,'green_treasure_chest') for t in range(8,17)]),
 C("Isla has good reason to accept her claim", "communication", "uncheckable", 15, "motive/reason, not a fact in the golds"),
 C("updates her belief to the red_crate", "communication", "false", 15, "Isla keeps green_treasure_chest (Amelia exited earlier)", chk=('b','Isla',15,'red_crate')),
]),
dict(style="numbered", label="unsound", stated_answer="green_treasure_chest",
response="""**Step 1: Moves in the garage**
1. The tangerine starts in the red_crate (line 3).
2. Ella moves it to the green_drawer (line 4).
3. Charlotte moves it to the blue_cupboard (line 6).
4. Amelia moves it to the green_treasure_chest (line 8).

**Step 2: Was Isla there?**
Isla never leaves the garage until line 11, so she saw all three moves.

**Step 3: The waiting_room**
Amelia publicly claims it's in the red_crate. Amelia left the garage before Isla did, so Isla doesn't trust her and keeps her own belief. Ethan also buys Amelia's claim and switches to the red_crate, but that doesn't affect Isla. Ethan's private message to Amelia isn't heard by Isla.

**Answer:** A. green_treasure_chest""",
claims=[
 C("The tangerine starts in the red_crate (line 3)", "location", "true", 3, "line 3", chk=('o','tangerine',3,'red_crate')),
 C("Ella moves it to the green_drawer (line 4)", "event", "true", 4, "line 4", chk=('o','tangerine',4,'green_drawer')),
 C("Charlotte moves it to the blue_cupboard (line 6)", "event", "true", 6, "line 6", chk=('o','tangerine',6,'blue_cupboard')),
 C("Amelia moves it to the green_treasure_chest (line 8)", "event", "true", 8, "line 8", chk=('o','tangerine',8,'green_treasure_chest')),
 C("Isla never leaves the garage until line 11", "presence", "true", 11, "Isla in garage 1-10, exits 11", chk=[('r','Isla',t,'garage') for t in range(1,11)]+[('r','Isla',11,None)]),
 C("she saw all three moves", "presence", "true", 8, "witnessed 4, 6, 8", chk=[('w','Isla',t) for t in (4,6,8)]),
 C("Amelia publicly claims it's in the red_crate", "event", "true", 15, "line 15"),
 C("Amelia left the garage before Isla did", "order", "true", 9, "9 < 11", chk=('r','Isla',9,'garage')),
 C("Isla doesn't trust her", "communication", "true", 15, "Isla unchanged at 15", chk=('b','Isla',15,'green_treasure_chest')),
 C("keeps her own belief", "belief", "true", 15, "Isla = green_treasure_chest", chk=('b','Isla',15,'green_treasure_chest')),
 C("Ethan also buys Amelia's claim and switches to the red_crate", "communication", "false", 15, "PLANT: Ethan left after Amelia, keeps green_treasure_chest", chk=('b','Ethan',15,'red_crate')),
 C("Ethan's private message to Amelia isn't heard by Isla", "presence", "true", 16, "Isla not witness 16", chk=('nw','Isla',16)),
]),
dict(style="narrative", label="unsupported", stated_answer="green_treasure_chest",
response="""Isla is the one whose belief we care about, and the question asks what she really thinks, not what anyone said out loud. Public claims in these stories can be misleading, so it's worth focusing on what Isla herself would hold to be true. Isla really thinks the tangerine is in the green_treasure_chest.

The answer is A. green_treasure_chest.""",
claims=[
 C("Isla really thinks the tangerine is in the green_treasure_chest", "belief", "true", "end", "answer restated", chk=('b','Isla','end','green_treasure_chest')),
]),
dict(style="terse", label="sound", stated_answer="green_treasure_chest",
response="""A. green_treasure_chest — she watched Amelia put it there, and she left after Amelia, so the red_crate claim doesn't sway her.""",
claims=[
 C("she watched Amelia put it there", "presence", "true", 8, "Isla witnessed 8", chk=[('w','Isla',8),('o','tangerine',8,'green_treasure_chest')]),
 C("she left after Amelia", "order", "true", 11, "11 > 9", chk=[('r','Amelia',9,None),('r','Isla',9,'garage')]),
 C("the red_crate claim doesn't sway her", "communication", "true", 15, "Isla unchanged", chk=('b','Isla',15,'green_treasure_chest')),
]),
dict(style="thinking", label="sound", stated_answer="green_treasure_chest",
response="""<think>
First-order: Isla's own belief.

Let me list the moves. Line 3 tangerine in red_crate. Line 4 Ella → green_drawer. Ella exits at 5. Line 6 Charlotte → blue_cupboard. Charlotte exits 7. Line 8 Amelia → green_treasure_chest. Amelia exits 9. Isla stays until 11. So Isla saw every move; she believes green_treasure_chest when she leaves.

Waiting room. Line 15: Amelia publicly claims red_crate. Does Isla believe it? The trust rule: you trust someone who left the room after you. Amelia exited at 9, Isla at 11 — Amelia left before Isla. So Isla doesn't trust Amelia. Ella and Charlotte left before Amelia, so they'd buy it, but not Isla.

Line 16: Ethan privately tells Amelia red_bathtub. Private, Isla isn't involved.

Wait, "really think" — yes, that's just her actual belief, not what she'd say. So green_treasure_chest.
</think>

**A. green_treasure_chest**

Isla saw Amelia move the tangerine there and doesn't trust Amelia's later claim, since Amelia left the garage before she did.""",
claims=[
 C("Line 3 tangerine in red_crate", "location", "true", 3, "line 3", chk=('o','tangerine',3,'red_crate')),
 C("Line 4 Ella → green_drawer", "event", "true", 4, "line 4", chk=('o','tangerine',4,'green_drawer')),
 C("Ella exits at 5", "event", "true", 5, "line 5", chk=('r','Ella',5,None)),
 C("Line 6 Charlotte → blue_cupboard", "event", "true", 6, "line 6", chk=('o','tangerine',6,'blue_cupboard')),
 C("Charlotte exits 7", "event", "true", 7, "line 7", chk=('r','Charlotte',7,None)),
 C("Line 8 Amelia → green_treasure_chest", "event", "true", 8, "line 8", chk=('o','tangerine',8,'green_treasure_chest')),
 C("Amelia exits 9", "event", "true", 9, "line 9", chk=('r','Amelia',9,None)),
 C("Isla stays until 11", "event", "true", 11, "Isla exits 11", chk=[('r','Isla',10,'garage'),('r','Isla',11,None)]),
 C("Isla saw every move", "presence", "true", 8, "witnessed 3, 4, 6, 8", chk=[('w','Isla',t) for t in (3,4,6,8)]),
 C("she believes green_treasure_chest when she leaves", "belief", "true", 11, "Isla at 11", chk=('b','Isla',11,'green_treasure_chest')),
 C("Line 15: Amelia publicly claims red_crate", "event", "true", 15, "line 15"),
 C("Amelia exited at 9", "event", "true", 9, "line 9", chk=('r','Amelia',9,None)),
 C("Isla at 11", "event", "true", 11, "line 11", chk=('r','Isla',11,None)),
 C("Amelia left before Isla", "order", "true", 11, "9 < 11"),
 C("So Isla doesn't trust Amelia", "communication", "true", 15, "Isla unchanged at 15", chk=('b','Isla',15,'green_treasure_chest')),
 C("Ella and Charlotte left before Amelia", "order", "true", 9, "5, 7 < 9", chk=[('r','Ella',7,None),('r','Charlotte',7,None),('r','Amelia',7,'garage')]),
 C("they'd buy it", "communication", "true", 15, "Ella, Charlotte = red_crate at 15", chk=[('b','Ella',15,'red_crate'),('b','Charlotte',15,'red_crate')]),
 C("Line 16: Ethan privately tells Amelia red_bathtub", "event", "true", 16, "line 16"),
 C("Isla isn't involved", "presence", "true", 16, "Isla not witness 16", chk=('nw','Isla',16)),
 C("So green_treasure_chest", "belief", "true", "end", "answer", chk=('b','Isla','end','green_treasure_chest')),
 C("Isla saw Amelia move the tangerine there", "presence", "true", 8, "Isla witnessed 8", chk=('w','Isla',8)),
 C("doesn't trust Amelia's later claim", "communication", "true", 15, "Isla unchanged", chk=('b','Isla',15,'green_treasure_chest')),
 C("since Amelia left the garage before she did", "order", "true", 9, "9 < 11"),
]),
]
