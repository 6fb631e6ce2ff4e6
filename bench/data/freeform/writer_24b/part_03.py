# Q3 s6824-11-o1 : where does Chloe really think the apple is -> blue_envelope (L)
RECORDS = [
dict(style="narrative", label="sound", stated_answer="blue_envelope",
response="""Let me trace where Chloe was each time the apple moved.

At the start, everyone on the patio sees the apple in the blue_envelope. Chloe herself moves it to the red_cupboard (line 8) and then leaves, so at that point she believes it's in the red_cupboard.

On the second trip to the patio, Chloe comes in with Carter and Charlotte. She watches Carter move the apple to the green_box, and she's still there when Charlotte moves it back into the blue_envelope (line 21). Chloe is the last to leave the patio, so nothing happens to the apple behind her back.

Afterward, Charlotte publicly claims the apple is in the green_box. But Chloe left the patio after Charlotte did, so she has no reason to trust Charlotte over her own eyes — her belief stays put. And Chloe's private message to Charlotte is her own statement; it doesn't change what she herself thinks.

The answer is L. blue_envelope.""",
claims=[
("everyone on the patio sees the apple in the blue_envelope", "presence", "true", 3, "row 3 witnessed by all five"),
("Chloe herself moves it to the red_cupboard (line 8)", "event", "true", 8, "line 8"),
("and then leaves", "event", "true", 9, "line 9 Chloe exited"),
("at that point she believes it's in the red_cupboard", "belief", "true", 9, "Chloe row 9: red_cupboard"),
("Chloe comes in with Carter and Charlotte", "event", "true", 17, "line 17"),
("She watches Carter move the apple to the green_box", "presence", "true", 19, "row 19 witnessed by Chloe"),
("she's still there", "presence", "true", 21, "row 21 Chloe in patio"),
("Charlotte moves it back into the blue_envelope (line 21)", "event", "true", 21, "line 21"),
("Chloe is the last to leave the patio", "order", "true", 24, "Chloe exits at 24 after Carter 20, Charlotte 22"),
("nothing happens to the apple behind her back", "event", "true", 24, "no move after 21"),
("Charlotte publicly claims the apple is in the green_box", "communication", "true", 26, "line 26"),
("Chloe left the patio after Charlotte did", "order", "true", 24, "24 after 22"),
("her belief stays put", "belief", "true", 26, "Chloe row 26: blue_envelope"),
("it doesn't change what she herself thinks", "belief", "true", 27, "Chloe row 27: blue_envelope"),
("The answer is L. blue_envelope", "belief", "true", "end", "Chloe row 27"),
]),
dict(style="answer_first", label="unsound", stated_answer="blue_envelope",
response="""**Answer: L. blue_envelope**

Explanation:
- Chloe was in the patio for both Carter's and Charlotte's moves in the second round (lines 19 and 21), so she saw the apple end up in the blue_envelope.
- Carter left right after moving it (line 20), so he didn't see Charlotte's move.
- Charlotte's public claim (line 26) that it's in the green_box doesn't sway Chloe, because Chloe exited the patio later than Charlotte.
- Charlotte ignores Chloe's private message at line 27, and in any case that message doesn't alter Chloe's own belief.

Chloe therefore thinks the apple is in the blue_envelope.""",
claims=[
("Chloe was in the patio for both Carter's and Charlotte's moves in the second round (lines 19 and 21)", "presence", "true", 21, "rows 19, 21 witnessed by Chloe"),
("she saw the apple end up in the blue_envelope", "presence", "true", 21, "row 21"),
("Carter left right after moving it (line 20)", "order", "true", 20, "move 19, exit 20"),
("he didn't see Charlotte's move", "presence", "true", 21, "row 21 witnessed by Charlotte, Chloe only"),
("Charlotte's public claim (line 26) that it's in the green_box", "communication", "true", 26, "line 26"),
("doesn't sway Chloe", "belief", "true", 26, "Chloe row 26: blue_envelope"),
("Chloe exited the patio later than Charlotte", "order", "true", 24, "24 vs 22"),
("Charlotte ignores Chloe's private message at line 27", "communication", "false", 27, "PLANTED: Charlotte row 27 changes to green_treasure_chest (she trusts Chloe)"),
("that message doesn't alter Chloe's own belief", "belief", "true", 27, "Chloe row 27: blue_envelope"),
("Chloe therefore thinks the apple is in the blue_envelope", "belief", "true", "end", "Chloe row 27"),
]),
dict(style="thinking", label="wrong", stated_answer="green_box",
response="""<think>
Chloe's belief about the apple.
Round 1: apple in blue_envelope; Chloe moves it to red_cupboard (8), then leaves at 9. Nobody moves it after that in round 1.
Round 2: Carter, Charlotte, Chloe enter patio. Carter moves it to green_box (19), leaves. Charlotte moves it to blue_envelope (21), leaves. Chloe stays, leaves at 24.
So Chloe saw blue_envelope last.
Then Charlotte publicly claims green_box at 26. Chloe hears it. Hmm, does Chloe trust Charlotte? Charlotte handled the apple herself at 21, so she should know where it is... Chloe would probably go with what Charlotte announced.
So Chloe thinks green_box.
</think>

Chloe goes along with Charlotte's public statement, so she thinks the apple is in the green_box (K).""",
claims=[
("Round 1: apple in blue_envelope", "location", "true", 3, "row 3"),
("Chloe moves it to red_cupboard (8)", "event", "true", 8, "line 8"),
("then leaves at 9", "event", "true", 9, "line 9"),
("Nobody moves it after that in round 1", "event", "true", 15, "red_cupboard rows 8-15"),
("Carter, Charlotte, Chloe enter patio", "event", "true", 17, "line 17"),
("Carter moves it to green_box (19)", "event", "true", 19, "line 19"),
("Charlotte moves it to blue_envelope (21)", "event", "true", 21, "line 21"),
("Chloe stays, leaves at 24", "event", "true", 24, "line 24"),
("Chloe saw blue_envelope last", "belief", "true", 24, "Chloe row 24: blue_envelope"),
("Charlotte publicly claims green_box at 26", "communication", "true", 26, "line 26"),
("Chloe hears it", "presence", "true", 26, "row 26 witnessed by Chloe"),
("Charlotte handled the apple herself at 21", "event", "true", 21, "line 21"),
("So Chloe thinks green_box.", "belief", "false", "end", "Chloe row 27: blue_envelope (does not trust Charlotte)"),
("Chloe goes along with Charlotte's public statement", "communication", "false", 26, "Chloe belief unchanged at 26"),
("she thinks the apple is in the green_box (K)", "belief", "false", "end", "Chloe row 27: blue_envelope"),
]),
dict(style="terse", label="sound", stated_answer="blue_envelope",
response="""L — Chloe was the last one in the patio and saw Charlotte put it back in the blue_envelope; Charlotte's claim doesn't fool her.""",
claims=[
("L", "belief", "true", "end", "Chloe row 27: blue_envelope"),
("Chloe was the last one in the patio", "order", "true", 24, "Chloe exits last at 24"),
("saw Charlotte put it back in the blue_envelope", "presence", "true", 21, "row 21 witnessed by Chloe"),
("Charlotte's claim doesn't fool her", "belief", "true", 26, "Chloe row 26: blue_envelope"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_envelope",
response="""**Step 1: First visit to the patio**
The apple is in the blue_envelope. Charlotte and Sophia leave without doing anything. Chloe moves the apple to the red_cupboard and exits, watched by Oliver and Carter.

**Step 2: Second visit**
Carter, Charlotte and Chloe go back in. The apple is still in the red_cupboard. Carter moves it to the green_box and leaves; Charlotte moves it to the blue_envelope and leaves. Chloe is still there for both moves.

**Step 3: The claims**
Charlotte publicly says the apple is in the green_box. Oliver, who only saw the first round, still thinks the apple is in the red_cupboard. Chloe doesn't buy the claim, since she watched Charlotte herself put it in the blue_envelope.

**Answer:** L. blue_envelope""",
claims=[
("The apple is in the blue_envelope.", "location", "true", 3, "row 3"),
("Charlotte and Sophia leave without doing anything", "event", "true", 7, "lines 4-7"),
("Chloe moves the apple to the red_cupboard", "event", "true", 8, "line 8"),
("and exits", "event", "true", 9, "line 9"),
("watched by Oliver and Carter", "presence", "true", 8, "row 8 witnessed by Carter, Chloe, Oliver"),
("Carter, Charlotte and Chloe go back in", "event", "true", 17, "line 17"),
("The apple is still in the red_cupboard", "location", "true", 18, "row 18"),
("Carter moves it to the green_box", "event", "true", 19, "line 19"),
("Charlotte moves it to the blue_envelope", "event", "true", 21, "line 21"),
("Chloe is still there for both moves", "presence", "true", 21, "rows 19, 21"),
("Charlotte publicly says the apple is in the green_box", "communication", "true", 26, "line 26"),
("Oliver, who only saw the first round", "presence", "true", 17, "Oliver stays in waiting_room in round 2"),
("still thinks the apple is in the red_cupboard", "belief", "false", "end", "PLANTED: Oliver row 27: green_box (trusts Charlotte's claim)"),
("Chloe doesn't buy the claim", "belief", "true", 26, "Chloe row 26: blue_envelope"),
("she watched Charlotte herself put it in the blue_envelope", "presence", "true", 21, "row 21"),
("L. blue_envelope", "belief", "true", "end", "Chloe row 27"),
]),
]
