# Q7 s6824-18-o3 : Chloe thinks Mia thinks Abigail thinks sweet_potato -> blue_drawer (J)
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_drawer",
response="""J. blue_drawer

Explanation:
1. Abigail moves the sweet_potato from the blue_cupboard to the blue_drawer at line 9, with Mia and Chloe both in the study.
2. Abigail leaves (line 10), then Mia leaves (line 12). Up to this point, all three saw the potato end up in the blue_drawer.
3. Chloe moves it back to the blue_cupboard (line 13) only after Mia and Abigail are gone, so that move doesn't enter Chloe's picture of what Mia thinks Abigail thinks.
4. The public claim and the private tell later on don't alter that third-order chain.

So Chloe thinks Mia thinks Abigail thinks it's in the blue_drawer.""",
claims=[
("Abigail moves the sweet_potato from the blue_cupboard to the blue_drawer at line 9", "event", "true", 9, "line 9"),
("with Mia and Chloe both in the study", "presence", "true", 9, "row 9 witnessed by Abigail, Chloe, Mia"),
("Abigail leaves (line 10)", "event", "true", 10, "line 10"),
("then Mia leaves (line 12)", "event", "true", 12, "line 12"),
("all three saw the potato end up in the blue_drawer", "presence", "true", 9, "row 9"),
("Chloe moves it back to the blue_cupboard (line 13)", "event", "true", 13, "line 13"),
("only after Mia and Abigail are gone", "order", "true", 13, "exits 10, 12 before 13"),
("that move doesn't enter Chloe's picture of what Mia thinks Abigail thinks", "belief", "true", 13, "Chloe -> Mia -> Abigail row 13: blue_drawer"),
("The public claim and the private tell later on don't alter that third-order chain", "belief", "true", 18, "unchanged rows 16-18"),
("So Chloe thinks Mia thinks Abigail thinks it's in the blue_drawer.", "belief", "true", "end", "row 18"),
]),
dict(style="thinking", label="wrong", stated_answer="blue_crate",
response="""<think>
Chloe → Mia → Abigail.
Abigail moved it to blue_drawer at 9 with Mia and Chloe watching. Then Abigail left, Mia left, and Chloe moved it back to blue_cupboard alone.
In the waiting room Abigail publicly claims blue_cupboard — interesting, that's actually the true location, even though Abigail didn't see Chloe's move. Hmm.
Then Chloe privately tells Abigail it's in the blue_crate. Abigail trusts Chloe, since Chloe left the study after her. So Abigail now believes blue_crate, and Chloe would think Abigail thinks blue_crate.
And Mia... Mia didn't hear the private tell. Hmm, but Chloe is the one modeling everything; she knows Abigail believes blue_crate now, so Mia's version of Abigail should line up with that. I'll go with blue_crate since that's what Chloe put in Abigail's head.
</think>

I. blue_crate""",
claims=[
("Abigail moved it to blue_drawer at 9", "event", "true", 9, "line 9"),
("with Mia and Chloe watching", "presence", "true", 9, "row 9"),
("Then Abigail left, Mia left", "order", "true", 12, "exits 10, 12"),
("Chloe moved it back to blue_cupboard alone", "event", "true", 13, "line 13, only Chloe present"),
("Abigail publicly claims blue_cupboard", "communication", "true", 16, "line 16"),
("that's actually the true location", "location", "true", 16, "row 16 blue_cupboard"),
("Abigail didn't see Chloe's move", "presence", "true", 13, "row 13 witnessed by Chloe only"),
("Chloe privately tells Abigail it's in the blue_crate", "communication", "true", 18, "line 18"),
("Abigail trusts Chloe", "communication", "true", 18, "Abigail row 18: blue_crate"),
("Chloe left the study after her", "order", "true", 14, "14 after 10"),
("Abigail now believes blue_crate", "belief", "true", 18, "Abigail row 18"),
("Chloe would think Abigail thinks blue_crate", "belief", "true", 18, "Chloe -> Abigail row 18: blue_crate"),
("Mia didn't hear the private tell", "presence", "true", 18, "row 18 witnessed by Abigail, Chloe"),
("she knows Abigail believes blue_crate now", "belief", "true", 18, "Chloe -> Abigail row 18"),
("Mia's version of Abigail should line up with that", "belief", "false", "end", "Chloe -> Mia -> Abigail row 18: blue_drawer"),
("I. blue_crate", "belief", "false", "end", "row 18: blue_drawer"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_drawer",
response="""Let me trace where each person was during the key moves.

The sweet_potato starts out in the blue_bathtub, and Abigail moves it to the blue_drawer at line 9. By then Olivia and Emily have already left, but Mia and Chloe are both still in the study, so all three of them — Abigail, Mia and Chloe — saw it go into the blue_drawer.

Abigail leaves first, then Mia. Chloe, now alone, moves it back to the blue_cupboard. Neither Mia nor Abigail sees that, and Chloe knows it.

So when Chloe thinks about what Mia believes Abigail believes, she has to go back to the last moment all three shared: the blue_drawer. Abigail's public claim and Chloe's private tell to Abigail happen later and don't reach Mia's view of Abigail.

The answer is J. blue_drawer.""",
claims=[
("The sweet_potato starts out in the blue_bathtub", "location", "false", 3, "PLANTED: row 3 blue_cupboard (blue_bathtub is only what Emily likes)"),
("Abigail moves it to the blue_drawer at line 9", "event", "true", 9, "line 9"),
("Olivia and Emily have already left", "presence", "true", 9, "rooms row 9"),
("Mia and Chloe are both still in the study", "presence", "true", 9, "rooms row 9"),
("all three of them — Abigail, Mia and Chloe — saw it go into the blue_drawer", "presence", "true", 9, "row 9 witnesses"),
("Abigail leaves first, then Mia", "order", "true", 12, "10 then 12"),
("Chloe, now alone, moves it back to the blue_cupboard", "event", "true", 13, "line 13"),
("Neither Mia nor Abigail sees that", "presence", "true", 13, "row 13 witnessed by Chloe only"),
("Chloe knows it", "belief", "true", 13, "Chloe -> Mia row 13: blue_drawer"),
("the last moment all three shared: the blue_drawer", "belief", "true", "end", "Chloe -> Mia -> Abigail row 18"),
("Abigail's public claim and Chloe's private tell to Abigail happen later", "order", "true", 16, "16, 18 after 13"),
("don't reach Mia's view of Abigail", "belief", "true", "end", "Mia -> Abigail row 18: blue_drawer"),
("The answer is J. blue_drawer", "belief", "true", "end", "row 18"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_drawer",
response="""**J**""",
claims=[
("**J**", "belief", "true", "end", "answer only"),
]),
dict(style="numbered", label="sound", stated_answer="blue_drawer",
response="""**Step 1 – Initial setup:** All five enter the study; the sweet_potato is in the blue_cupboard.
**Step 2 – Early exits:** Olivia (line 5) and Emily (line 8) leave without seeing any move.
**Step 3 – Abigail's move:** Abigail puts the sweet_potato in the blue_drawer (line 9). Mia and Chloe are present.
**Step 4 – Exits:** Abigail leaves at line 10 and Mia at line 12.
**Step 5 – Chloe's move:** Chloe, the last one left, returns it to the blue_cupboard (line 13). Mia and Abigail miss this.
**Step 6 – Waiting room:** Abigail publicly claims it's in the blue_cupboard, but Mia left the study after Abigail, so Mia doesn't take her word for it. Chloe's private tell goes only to Abigail.

From Chloe's perspective, Mia still thinks Abigail believes the blue_drawer.

**Final answer:** J. blue_drawer""",
claims=[
("All five enter the study", "event", "true", 2, "line 2"),
("the sweet_potato is in the blue_cupboard", "location", "true", 3, "row 3"),
("Olivia (line 5) and Emily (line 8) leave without seeing any move", "event", "true", 8, "lines 5, 8; first move 9"),
("Abigail puts the sweet_potato in the blue_drawer (line 9)", "event", "true", 9, "line 9"),
("Mia and Chloe are present", "presence", "true", 9, "row 9"),
("Abigail leaves at line 10 and Mia at line 12", "event", "true", 12, "lines 10, 12"),
("Chloe, the last one left", "presence", "true", 13, "row 13 only Chloe"),
("returns it to the blue_cupboard (line 13)", "event", "true", 13, "line 13"),
("Mia and Abigail miss this", "presence", "true", 13, "row 13"),
("Abigail publicly claims it's in the blue_cupboard", "communication", "true", 16, "line 16"),
("Mia left the study after Abigail", "order", "true", 12, "12 after 10"),
("Mia doesn't take her word for it", "communication", "true", 16, "Mia row 16: blue_drawer"),
("Chloe's private tell goes only to Abigail", "communication", "true", 18, "row 18 witnessed by Abigail, Chloe"),
("From Chloe's perspective, Mia still thinks Abigail believes the blue_drawer", "belief", "true", "end", "row 18"),
("**Final answer:** J. blue_drawer", "belief", "true", "end", "row 18"),
]),
]
