# Q15 s6816-7-o2: Jacob -> Ava, lemon; gold green_bottle (E)
RECORDS = []

RECORDS.append(dict(style="thinking", label="sound", stated_answer="green_bottle",
response="""<think>
Jacob → Ava, lemon. This one has a lot of moves, let me list them.

First hall visit: red_box (4), Gracie → blue_box (5), Jacob → green_bottle (7), Jacob leaves (8), Ava → green_drawer (9), Emma → blue_crate (11).

Second visit (Ava, Elizabeth, Jacob): lemon in the blue_crate (17), Ava → red_box (18), Ava leaves (19), Elizabeth → blue_box (20), Jacob → green_drawer (23) alone.

So before the claims, what does Jacob think Ava thinks? The last thing Jacob saw Ava see was her own move to the red_box at 18. So red_box.

Then line 26: Jacob publicly claims the lemon is in the green_bottle. Jacob knows it's in the green_drawer, so he's lying. But from Jacob's side, he's told everyone green_bottle, and Ava left the hall before him, so she'd trust him. So Jacob thinks Ava now believes green_bottle.

Line 27: Ava privately tells Jacob green_drawer. Does that change Jacob's model of Ava? Ava left before Jacob, so Jacob doesn't trust what she says. Hmm, so his picture of Ava stays at green_bottle.

So green_bottle.
</think>

Jacob's public claim at line 26 says the lemon is in the green_bottle, and since Ava left the hall before Jacob, she'd take his word for it; Jacob doesn't trust Ava's later private message. So Jacob thinks Ava thinks the lemon is in the **green_bottle** (E).""",
claims=[
("red_box (4)", "location", "true", 4, "objects row 4"),
("Gracie → blue_box (5)", "event", "true", 5, "line 5"),
("Jacob → green_bottle (7)", "event", "true", 7, "line 7"),
("Jacob leaves (8)", "event", "true", 8, "line 8"),
("Ava → green_drawer (9)", "event", "true", 9, "line 9"),
("Emma → blue_crate (11)", "event", "true", 11, "line 11"),
("Second visit (Ava, Elizabeth, Jacob)", "event", "true", 16, "line 16"),
("lemon in the blue_crate (17)", "location", "true", 17, "objects row 17"),
("Ava → red_box (18)", "event", "true", 18, "line 18"),
("Ava leaves (19)", "event", "true", 19, "line 19"),
("Elizabeth → blue_box (20)", "event", "true", 20, "line 20"),
("Jacob → green_drawer (23)", "event", "true", 23, "line 23"),
("alone", "presence", "true", 23, "witnessed_by line 23 = Jacob"),
("The last thing Jacob saw Ava see was her own move to the red_box at 18", "presence", "true", 18, "last event both witnessed with the lemon moving: line 18 (then Ava exits 19)"),
("So red_box", "belief", "true", 25, "Jacob -> Ava = red_box at row 25"),
("line 26: Jacob publicly claims the lemon is in the green_bottle", "communication", "true", 26, "line 26"),
("Jacob knows it's in the green_drawer", "belief", "true", 26, "Jacob = green_drawer"),
("he's lying", "communication", "true", 26, "claim differs from Jacob's own belief"),
("he's told everyone green_bottle", "communication", "true", 26, "public claim witnessed by all five"),
("Ava left the hall before him", "order", "true", 24, "Ava 19, Jacob 24"),
("she'd trust him", "communication", "true", 26, "Ava = green_bottle at row 26"),
("Jacob thinks Ava now believes green_bottle", "belief", "true", 26, "Jacob -> Ava = green_bottle at row 26"),
("Ava privately tells Jacob green_drawer", "communication", "true", 27, "line 27"),
("Ava left before Jacob", "order", "true", 24, "19 < 24"),
("Jacob doesn't trust what she says", "communication", "true", 27, "Jacob -> Ava unchanged at row 27"),
("his picture of Ava stays at green_bottle", "belief", "true", "end", "Jacob -> Ava = green_bottle"),
("Jacob's public claim at line 26 says the lemon is in the green_bottle", "communication", "true", 26, "line 26"),
("since Ava left the hall before Jacob", "order", "true", 24, "19 < 24"),
("she'd take his word for it", "communication", "true", 26, "Ava = green_bottle at row 26"),
("Jacob doesn't trust Ava's later private message", "communication", "true", 27, "Jacob -> Ava unchanged at row 27"),
("Jacob thinks Ava thinks the lemon is in the **green_bottle**", "belief", "true", "end", "gold chain = green_bottle"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="green_bottle",
response="""Let me trace this carefully, because the lemon moves a lot and the ending has a claim and a private message.

By the time everyone is back in the waiting_room the second time, the last move Ava saw was her own: she put the lemon in the red_box and left, with Jacob watching. Jacob stayed on and eventually moved the lemon into the green_drawer by himself, so he knows where it really is.

Then Jacob publicly claims the lemon is in the green_bottle. Ava left the hall earlier than Jacob did, so she trusts him, and Jacob, as the speaker, assumes his listeners now believe what he said. Ava then privately tells Jacob it's in the green_drawer, but Jacob left after Ava and doesn't trust her, so his view of her belief doesn't shift.

So Jacob thinks Ava thinks the lemon is in the green_bottle. The answer is E. green_bottle.""",
claims=[
("the last move Ava saw was her own", "presence", "true", 18, "Ava witnessed line 18 but not lines 20 or 23"),
("she put the lemon in the red_box and left", "event", "true", 19, "lines 18-19"),
("with Jacob watching", "presence", "true", 18, "Jacob witnessed lines 18-19"),
("Jacob stayed on", "presence", "true", 19, "Jacob in hall at row 19"),
("eventually moved the lemon into the green_drawer by himself", "event", "true", 23, "line 23, witnessed only by Jacob"),
("he knows where it really is", "belief", "true", "end", "Jacob = green_drawer = real location"),
("Jacob publicly claims the lemon is in the green_bottle", "communication", "true", 26, "line 26"),
("Ava left the hall earlier than Jacob did", "order", "true", 24, "Ava 19, Jacob 24"),
("she trusts him", "communication", "true", 26, "Ava = green_bottle at row 26"),
("Jacob, as the speaker, assumes his listeners now believe what he said", "belief", "true", 26, "Jacob -> Ava/Elizabeth/Emma/Gracie = green_bottle at row 26"),
("Ava then privately tells Jacob it's in the green_drawer", "communication", "true", 27, "line 27"),
("Jacob left after Ava", "order", "true", 24, "19 < 24"),
("doesn't trust her", "communication", "true", 27, "Jacob -> Ava unchanged at row 27"),
("his view of her belief doesn't shift", "belief", "true", 27, "Jacob -> Ava = green_bottle at rows 26-27"),
("Jacob thinks Ava thinks the lemon is in the green_bottle", "belief", "true", "end", "gold chain = green_bottle"),
]))

RECORDS.append(dict(style="terse", label="unsound", stated_answer="green_bottle",
response="""E. green_bottle. Jacob's public claim says green_bottle and Ava trusts him, even though the lemon is really in the blue_box.""",
claims=[
("Jacob's public claim says green_bottle", "communication", "true", 26, "line 26"),
("Ava trusts him", "communication", "true", 26, "Ava = green_bottle at row 26"),
("the lemon is really in the blue_box", "location", "false", "end", "PLANTED: Jacob moved it to the green_drawer at line 23; blue_box was Elizabeth's move at line 20"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="green_bottle",
response="""**Answer: E. green_bottle**

Explanation:
- In the second hall scene, Ava moves the lemon to the red_box (line 18) and leaves (line 19), so before the announcements Jacob would picture Ava thinking red_box.
- At line 26, Jacob publicly claims the lemon is in the green_bottle. Ava trusts him because he was the last to leave the hall, and Jacob, having made the claim, expects Ava to believe it.
- At line 27, Ava privately tells Jacob the lemon is in the green_drawer. Jacob trusts Ava's message, but it only confirms his own belief, since he put the lemon in the green_drawer himself (line 23). It doesn't change what he thinks Ava believes.

So Jacob thinks Ava thinks the lemon is in the green_bottle.""",
claims=[
("Ava moves the lemon to the red_box (line 18)", "event", "true", 18, "line 18"),
("leaves (line 19)", "event", "true", 19, "line 19"),
("before the announcements Jacob would picture Ava thinking red_box", "belief", "true", 25, "Jacob -> Ava = red_box at row 25"),
("Jacob publicly claims the lemon is in the green_bottle", "communication", "true", 26, "line 26"),
("Ava trusts him", "communication", "true", 26, "Ava = green_bottle at row 26"),
("he was the last to leave the hall", "order", "true", 24, "Jacob exits the hall last (line 24)"),
("Jacob, having made the claim, expects Ava to believe it", "belief", "true", 26, "Jacob -> Ava = green_bottle at row 26"),
("Ava privately tells Jacob the lemon is in the green_drawer", "communication", "true", 27, "line 27"),
("Jacob trusts Ava's message", "communication", "false", 27, "PLANTED: Ava exited (19) before Jacob (24), so Jacob does not trust her; Jacob -> Ava stays green_bottle"),
("it only confirms his own belief", "belief", "true", 27, "Jacob = green_drawer"),
("he put the lemon in the green_drawer himself (line 23)", "event", "true", 23, "line 23"),
("It doesn't change what he thinks Ava believes", "belief", "true", 27, "Jacob -> Ava = green_bottle at row 27"),
("Jacob thinks Ava thinks the lemon is in the green_bottle", "belief", "true", "end", "gold chain = green_bottle"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="red_box",
response="""Let's think step by step.

1. Jacob and Ava are both in the hall during the second visit (from line 16).
2. Ava moves the lemon to the red_box (line 18) and leaves the hall (line 19). Jacob sees this.
3. After Ava leaves, Elizabeth moves the lemon to the blue_box and Jacob moves it to the green_drawer, but Ava sees neither.
4. So Jacob knows that Ava's last observation was the lemon in the red_box.
5. The public claim and the private message at the end are just statements; they don't change where anyone thinks the lemon is.

So Jacob thinks Ava thinks the lemon is in the red_box.

The answer is \\boxed{B. red_box}""",
claims=[
("Jacob and Ava are both in the hall during the second visit (from line 16)", "presence", "true", 16, "rooms row 16"),
("Ava moves the lemon to the red_box (line 18)", "event", "true", 18, "line 18"),
("leaves the hall (line 19)", "event", "true", 19, "line 19"),
("Jacob sees this", "presence", "true", 18, "Jacob witnessed lines 18-19"),
("Elizabeth moves the lemon to the blue_box", "event", "true", 20, "line 20"),
("Jacob moves it to the green_drawer", "event", "true", 23, "line 23"),
("Ava sees neither", "presence", "true", 23, "Ava not in witnessed_by lines 20, 23"),
("Jacob knows that Ava's last observation was the lemon in the red_box", "belief", "true", 25, "Jacob -> Ava = red_box at row 25"),
("they don't change where anyone thinks the lemon is", "communication", "false", 26, "Ava, Elizabeth, Emma, Gracie switch to green_bottle at row 26"),
("Jacob thinks Ava thinks the lemon is in the red_box", "belief", "false", "end", "gold chain = green_bottle"),
]))
