# Q10 s6816-9-o4: Sophia -> Ethan -> Charlotte -> Chloe, asparagus; gold blue_treasure_chest (J)
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_treasure_chest",
response="""Let's think step by step.

1. The asparagus starts in the red_cupboard, and Chloe moves it to the blue_treasure_chest (line 3) while all five are in the cellar.
2. Chloe leaves first (line 4), then Charlotte (line 6), then Ethan (line 9). None of them sees anything else happen to the asparagus in the cellar.
3. Sophia moves it to the green_drawer (line 10) after those three have left, and Carter moves it back to the red_cupboard (line 12) after Sophia has left.
4. In the waiting_room, Ethan privately tells Chloe it's in the red_container. Chloe left the cellar before Ethan, so she trusts him and now believes red_container. But that happens in private between Ethan and Chloe; Sophia isn't part of it.
5. Charlotte privately tells Sophia it's in the red_cupboard, but Sophia left after Charlotte and doesn't trust her, so Sophia's beliefs don't change.
6. From Sophia's point of view, Ethan, Charlotte and Chloe all last saw the asparagus in the blue_treasure_chest, and Sophia saw each of them leave. So Sophia thinks Ethan thinks Charlotte thinks Chloe thinks it's in the blue_treasure_chest.

The answer is \\boxed{J. blue_treasure_chest}.""",
claims=[
("The asparagus starts in the red_cupboard", "location", "true", 2, "objects row 2"),
("Chloe moves it to the blue_treasure_chest (line 3)", "event", "true", 3, "line 3"),
("while all five are in the cellar", "presence", "true", 3, "rooms row 3"),
("Chloe leaves first (line 4)", "order", "true", 4, "first exit"),
("then Charlotte (line 6)", "order", "true", 6, "line 6"),
("then Ethan (line 9)", "order", "true", 9, "line 9"),
("None of them sees anything else happen to the asparagus in the cellar", "presence", "true", 12, "none of the three witnessed lines 10 or 12"),
("Sophia moves it to the green_drawer (line 10)", "event", "true", 10, "line 10"),
("after those three have left", "order", "true", 10, "exits 4, 6, 9 < 10"),
("Carter moves it back to the red_cupboard (line 12)", "event", "true", 12, "line 12"),
("after Sophia has left", "order", "true", 12, "11 < 12"),
("Ethan privately tells Chloe it's in the red_container", "communication", "true", 15, "line 15"),
("Chloe left the cellar before Ethan", "order", "true", 9, "Chloe 4, Ethan 9"),
("she trusts him", "communication", "true", 15, "Chloe's belief switches to red_container at row 15"),
("now believes red_container", "belief", "true", "end", "Chloe = red_container"),
("Sophia isn't part of it", "presence", "true", 15, "witnessed_by line 15 = Chloe, Ethan"),
("Charlotte privately tells Sophia it's in the red_cupboard", "communication", "true", 16, "line 16"),
("Sophia left after Charlotte", "order", "true", 11, "Charlotte 6, Sophia 11"),
("doesn't trust her", "communication", "true", 16, "Sophia's beliefs unchanged at row 16"),
("Sophia's beliefs don't change", "belief", "true", 16, "Sophia = green_drawer and Sophia -> X unchanged at row 16"),
("Ethan, Charlotte and Chloe all last saw the asparagus in the blue_treasure_chest", "belief", "true", "end", "Sophia -> Ethan/Charlotte/Chloe = blue_treasure_chest"),
("Sophia saw each of them leave", "presence", "true", 9, "Sophia witnessed lines 4, 6, 9"),
("Sophia thinks Ethan thinks Charlotte thinks Chloe thinks it's in the blue_treasure_chest", "belief", "true", "end", "gold chain = blue_treasure_chest"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="blue_treasure_chest",
response="""<think>
Sophia → Ethan → Charlotte → Chloe, asparagus. Long chain.

Timeline in the cellar: red_cupboard (2). Chloe moves it to the blue_treasure_chest (3), everyone sees. Chloe out (4). Charlotte out (6). Ethan out (9). Sophia moves it to the green_drawer (10), only Carter sees. Sophia out (11). Carter moves it to the red_cupboard (12), alone. Carter out.

Then the tells. Ethan → Chloe: red_container. Charlotte → Sophia: red_cupboard. Sophia trusts Charlotte, fine, but that's about Sophia's own belief, not her model of Ethan. The question isn't Sophia's belief at all, it's her model of Ethan's model of Charlotte's model of Chloe.

Innermost: Charlotte thinks Chloe thinks... Charlotte was there for Chloe's move and saw her leave, so blue_treasure_chest. Ethan saw both of them leave, so Ethan thinks Charlotte thinks Chloe thinks blue_treasure_chest. Sophia saw all three leave before her own move.

What about Ethan's tell to Chloe? That's private, Sophia wasn't part of it, so it doesn't change what Sophia thinks about anyone.

So blue_treasure_chest.
</think>

Sophia watched Chloe move the asparagus to the blue_treasure_chest and then saw Chloe, Charlotte and Ethan leave before anything else happened, so in her model all of them still picture it there.

**J. blue_treasure_chest**""",
claims=[
("red_cupboard (2)", "location", "true", 2, "objects row 2"),
("Chloe moves it to the blue_treasure_chest (3)", "event", "true", 3, "line 3"),
("everyone sees", "presence", "true", 3, "all five witnessed line 3"),
("Chloe out (4)", "event", "true", 4, "line 4"),
("Charlotte out (6)", "event", "true", 6, "line 6"),
("Ethan out (9)", "event", "true", 9, "line 9"),
("Sophia moves it to the green_drawer (10)", "event", "true", 10, "line 10"),
("only Carter sees", "presence", "true", 10, "witnessed_by line 10 = Carter, Sophia"),
("Sophia out (11)", "event", "true", 11, "line 11"),
("Carter moves it to the red_cupboard (12)", "event", "true", 12, "line 12"),
("alone", "presence", "true", 12, "witnessed_by line 12 = Carter"),
("Carter out", "event", "true", 13, "line 13"),
("Ethan → Chloe: red_container", "communication", "true", 15, "line 15"),
("Charlotte → Sophia: red_cupboard", "communication", "true", 16, "line 16"),
("Sophia trusts Charlotte", "communication", "false", 16, "PLANTED: Charlotte exited (6) before Sophia (11), so Sophia does not trust her; Sophia stays green_drawer"),
("Charlotte was there for Chloe's move", "presence", "true", 3, "Charlotte witnessed line 3"),
("saw her leave", "presence", "true", 4, "Charlotte witnessed line 4"),
("so blue_treasure_chest", "belief", "true", "end", "Charlotte -> Chloe = blue_treasure_chest"),
("Ethan saw both of them leave", "presence", "true", 6, "Ethan witnessed lines 4 and 6"),
("Ethan thinks Charlotte thinks Chloe thinks blue_treasure_chest", "belief", "true", "end", "Ethan -> Charlotte -> Chloe = blue_treasure_chest"),
("Sophia saw all three leave", "presence", "true", 9, "Sophia witnessed lines 4, 6, 9"),
("before her own move", "order", "true", 10, "9 < 10"),
("That's private", "communication", "true", 15, "line 15 is a private tell"),
("Sophia wasn't part of it", "presence", "true", 15, "witnessed_by line 15 = Chloe, Ethan"),
("it doesn't change what Sophia thinks about anyone", "belief", "true", 15, "Sophia -> X chains unchanged at row 15"),
("Sophia watched Chloe move the asparagus to the blue_treasure_chest", "presence", "true", 3, "Sophia witnessed line 3"),
("saw Chloe, Charlotte and Ethan leave", "presence", "true", 9, "witnessed lines 4, 6, 9"),
("before anything else happened", "order", "true", 9, "no move between 3 and 10"),
("in her model all of them still picture it there", "belief", "true", "end", "Sophia -> Ethan/Charlotte/Chloe = blue_treasure_chest"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="blue_treasure_chest",
response="""This is a deeply nested question, and the trick is not to get distracted by everything else going on in the story. Each layer only depends on what that person could have seen or been told. Working through it layer by layer, Sophia would think Ethan thinks Charlotte thinks Chloe thinks the asparagus is in the blue_treasure_chest.

The answer is J. blue_treasure_chest.""",
claims=[
("Sophia would think Ethan thinks Charlotte thinks Chloe thinks the asparagus is in the blue_treasure_chest", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_treasure_chest",
response="""J. blue_treasure_chest""",
claims=[
("J. blue_treasure_chest", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="red_container",
response="""**Answer: F. red_container**

Explanation:
- Chloe moves the asparagus to the blue_treasure_chest (line 3), then leaves.
- After everyone regroups in the waiting_room, Ethan privately tells Chloe that the asparagus is in the red_container (line 15).
- Chloe trusts Ethan, so Chloe now thinks it is in the red_container.
- Since this is Chloe's most recent information, Charlotte, Ethan and Sophia would all model Chloe as thinking red_container.

So Sophia thinks Ethan thinks Charlotte thinks Chloe thinks the asparagus is in the red_container.""",
claims=[
("Chloe moves the asparagus to the blue_treasure_chest (line 3)", "event", "true", 3, "line 3"),
("then leaves", "event", "true", 4, "line 4"),
("everyone regroups in the waiting_room", "event", "true", 14, "line 14"),
("Ethan privately tells Chloe that the asparagus is in the red_container (line 15)", "communication", "true", 15, "line 15"),
("Chloe trusts Ethan", "communication", "true", 15, "Ethan exited after Chloe; Chloe = red_container at row 15"),
("Chloe now thinks it is in the red_container", "belief", "true", "end", "Chloe = red_container"),
("Charlotte, Ethan and Sophia would all model Chloe as thinking red_container", "belief", "false", "end", "only Ethan -> Chloe = red_container; Charlotte -> Chloe and Sophia -> Chloe = blue_treasure_chest"),
("Sophia thinks Ethan thinks Charlotte thinks Chloe thinks the asparagus is in the red_container", "belief", "false", "end", "gold chain = blue_treasure_chest"),
]))
