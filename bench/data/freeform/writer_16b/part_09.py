# Q9 s6816-24-o4: Hannah -> Jack -> Chloe -> Aiden, potato; gold green_bucket (L)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="green_bucket",
response="""**Answer: L. green_bucket**

Explanation:
The key is Chloe. She leaves the garage at line 4, after the potato is placed in the green_bucket (line 2) but before anyone moves it. Every later move (Aiden to the red_box, Charlotte to the green_bathtub, Hannah to the green_crate, Jack back to the green_bucket) happens after she is gone.

Hannah, Jack and Aiden all saw Chloe leave while the potato was still in the green_bucket. So anyone reasoning about what Chloe thinks, at any depth, has to put Chloe's belief at the green_bucket, and Chloe's picture of Aiden is the same, since the last time Chloe saw Aiden with the potato it was in the green_bucket.

So Hannah thinks Jack thinks Chloe thinks Aiden thinks the potato is in the green_bucket.""",
claims=[
("She leaves the garage at line 4", "event", "true", 4, "Chloe exits line 4"),
("the potato is placed in the green_bucket (line 2)", "location", "true", 2, "objects row 2"),
("before anyone moves it", "order", "true", 4, "exit 4 < first move 5"),
("Aiden to the red_box", "event", "true", 5, "line 5"),
("Charlotte to the green_bathtub", "event", "true", 7, "line 7"),
("Hannah to the green_crate", "event", "true", 9, "line 9"),
("Jack back to the green_bucket", "event", "true", 11, "line 11"),
("happens after she is gone", "order", "true", 11, "moves 5-11 after exit 4"),
("Hannah, Jack and Aiden all saw Chloe leave", "presence", "true", 4, "witnessed_by line 4"),
("while the potato was still in the green_bucket", "location", "true", 4, "objects row 4"),
("anyone reasoning about what Chloe thinks, at any depth, has to put Chloe's belief at the green_bucket", "belief", "true", "end", "every X -> Chloe chain = green_bucket"),
("Chloe's picture of Aiden is the same", "belief", "true", "end", "Chloe -> Aiden = green_bucket"),
("the last time Chloe saw Aiden with the potato it was in the green_bucket", "location", "true", 4, "objects row 4"),
("Hannah thinks Jack thinks Chloe thinks Aiden thinks the potato is in the green_bucket", "belief", "true", "end", "gold chain = green_bucket"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="green_bucket",
response="""<think>
Four levels: Hannah → Jack → Chloe → Aiden, potato.

Moves: green_bucket (2), Aiden → red_box (5), Charlotte → green_bathtub (7), Hannah → green_crate (9), Jack → green_bucket (11).

Exits: Chloe 4, Aiden 6, Charlotte 8, Hannah 10, Jack 12.

Innermost: what does Chloe think Aiden thinks? Chloe left at line 4, before Aiden moved anything. So Chloe thinks Aiden thinks green_bucket.

Jack's model of that: Jack saw Chloe leave at 4, so Jack knows Chloe didn't see Aiden's move. Jack thinks Chloe thinks Aiden thinks green_bucket.

Hannah's model of Jack's model: Hannah was also there at line 4, so she knows Jack knows Chloe left early. Hmm, but does Hannah know about Jack's move back to the green_bucket? No — Hannah left at 10, Jack moved it at 11. Hannah thinks the potato is in the green_crate. But that's irrelevant: the chain bottoms out at Chloe, who left before any move. So it's green_bucket either way.

Let me double check the porch part: it's the cucumber, and the claim and the private tell are about the cucumber too.

Answer: green_bucket.
</think>

**L. green_bucket**

Chloe left the garage at line 4 before the potato was ever moved, and Hannah and Jack both saw her go, so the whole chain ends at the green_bucket.""",
claims=[
("green_bucket (2)", "location", "true", 2, "objects row 2"),
("Aiden → red_box (5)", "event", "true", 5, "line 5"),
("Charlotte → green_bathtub (7)", "event", "true", 7, "line 7"),
("Hannah → green_crate (9)", "event", "true", 9, "line 9"),
("Jack → green_bucket (11)", "event", "true", 11, "line 11"),
("Chloe 4, Aiden 6, Charlotte 8, Hannah 10, Jack 12", "event", "true", 12, "exit lines 4, 6, 8, 10, 12"),
("Chloe left at line 4", "event", "true", 4, "line 4"),
("before Aiden moved anything", "order", "true", 5, "4 < 5"),
("Chloe thinks Aiden thinks green_bucket", "belief", "true", "end", "Chloe -> Aiden = green_bucket", "So Chloe"),
("Jack saw Chloe leave at 4", "presence", "true", 4, "Jack witnessed line 4"),
("Jack knows Chloe didn't see Aiden's move", "belief", "true", "end", "Jack -> Chloe = green_bucket"),
("Jack thinks Chloe thinks Aiden thinks green_bucket", "belief", "true", "end", "Jack -> Chloe -> Aiden = green_bucket"),
("Hannah was also there at line 4", "presence", "true", 4, "Hannah witnessed line 4"),
("she knows Jack knows Chloe left early", "belief", "uncheckable", "end", "knowledge about an exit, not a location belief"),
("Hannah left at 10", "event", "true", 10, "line 10"),
("Jack moved it at 11", "event", "true", 11, "line 11"),
("Hannah thinks the potato is in the green_crate", "belief", "true", "end", "Hannah = green_crate"),
("who left before any move", "order", "true", 4, "exit 4 < first move 5"),
("it's the cucumber", "event", "true", 21, "porch lines 15-21 concern the cucumber"),
("the claim and the private tell are about the cucumber too", "communication", "true", 27, "lines 25, 27"),
("Chloe left the garage at line 4", "event", "true", 4, "line 4"),
("before the potato was ever moved", "order", "true", 4, "4 < 5"),
("Hannah and Jack both saw her go", "presence", "true", 4, "witnessed_by line 4"),
("the whole chain ends at the green_bucket", "belief", "true", "end", "gold chain = green_bucket"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="green_bucket",
response="""To answer this, I'll track the potato and who saw each move.

1. **Line 2:** The potato is in the green_bucket. All five are in the garage.
2. **Line 4:** Chloe exits. She never sees the potato move.
3. **Line 5:** Aiden moves the potato to the red_box, then exits at line 6.
4. **Lines 7–12:** Charlotte, Hannah and Jack each move the potato in turn (green_bathtub, green_crate, green_bucket) and leave.
5. **Line 25:** Chloe publicly claims the potato is in the green_drawer.
6. **Line 27:** Charlotte's private tell to Hannah is about the cucumber, not the potato.

**Reasoning:** Since Chloe left before Aiden's move, Chloe thinks Aiden thinks the potato is in the green_bucket. Jack and Hannah both watched Chloe leave, so they'd model her the same way.

**Answer:** L. green_bucket""",
claims=[
("The potato is in the green_bucket", "location", "true", 2, "objects row 2"),
("All five are in the garage", "presence", "true", 2, "rooms row 2"),
("Chloe exits", "event", "true", 4, "line 4"),
("She never sees the potato move", "presence", "true", 11, "Chloe witnesses none of lines 5-11"),
("Aiden moves the potato to the red_box", "event", "true", 5, "line 5"),
("then exits at line 6", "event", "true", 6, "line 6"),
("Charlotte, Hannah and Jack each move the potato in turn (green_bathtub, green_crate, green_bucket)", "event", "true", 11, "lines 7, 9, 11"),
("and leave", "event", "true", 12, "exits 8, 10, 12"),
("Chloe publicly claims the potato is in the green_drawer", "communication", "false", 25, "PLANTED: Chloe's public claim (line 25) is about the cucumber, not the potato"),
("Charlotte's private tell to Hannah is about the cucumber, not the potato", "communication", "true", 27, "line 27"),
("Chloe left before Aiden's move", "order", "true", 5, "4 < 5"),
("Chloe thinks Aiden thinks the potato is in the green_bucket", "belief", "true", "end", "Chloe -> Aiden = green_bucket"),
("Jack and Hannah both watched Chloe leave", "presence", "true", 4, "witnessed_by line 4"),
("they'd model her the same way", "belief", "true", "end", "Jack -> Chloe -> Aiden and Hannah -> Jack -> Chloe = green_bucket"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_bucket",
response="""Let me work from the inside out, starting with Chloe and Aiden.

Chloe is the first to leave the garage, and at that point the potato is still sitting in the green_bucket where it started. Everything after that, Aiden's move to the red_box, Charlotte's to the green_bathtub, Hannah's to the green_crate, happens without her. So Chloe's idea of what Aiden believes is still the green_bucket.

Jack was still in the garage and watched Chloe go, so he knows she missed all of it. Hannah saw the same thing. It's a little funny here, because Jack eventually puts the potato back into the green_bucket at the end, and Charlotte saw him do it, but that doesn't matter for this chain, which is fixed by when Chloe left.

The answer is L. green_bucket.""",
claims=[
("Chloe is the first to leave the garage", "order", "true", 4, "first exit line 4"),
("the potato is still sitting in the green_bucket where it started", "location", "true", 4, "objects row 4"),
("Aiden's move to the red_box", "event", "true", 5, "line 5"),
("Charlotte's to the green_bathtub", "event", "true", 7, "line 7"),
("Hannah's to the green_crate", "event", "true", 9, "line 9"),
("happens without her", "presence", "true", 9, "Chloe absent for lines 5-9"),
("Chloe's idea of what Aiden believes is still the green_bucket", "belief", "true", "end", "Chloe -> Aiden = green_bucket"),
("Jack was still in the garage", "presence", "true", 4, "rooms row 4"),
("watched Chloe go", "presence", "true", 4, "Jack witnessed line 4"),
("he knows she missed all of it", "belief", "true", "end", "Jack -> Chloe = green_bucket"),
("Hannah saw the same thing", "presence", "true", 4, "Hannah witnessed line 4"),
("Jack eventually puts the potato back into the green_bucket at the end", "event", "true", 11, "line 11"),
("Charlotte saw him do it", "presence", "false", 11, "PLANTED: Charlotte left at line 8; witnessed_by line 11 = Jack only"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="green_crate",
response="""K. green_crate — that's where Hannah last saw it.""",
claims=[
("that's where Hannah last saw it", "belief", "true", "end", "Hannah = green_crate (but the chain goes through Chloe)"),
]))
