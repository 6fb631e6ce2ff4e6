from h import C, R
RECORDS = []

# r1 answer_first, sound
RECORDS.append(R("answer_first", "sound", "green_crate",
"""**Answer: H. green_crate**

Explanation:
1. Owen moves the persimmon from the green_envelope to the green_crate at line 3, while all five are in the workshop.
2. Owen is the first to exit (line 5), so in everyone's model, Owen's last knowledge is the green_crate.
3. Emily leaves next (line 8), then James (line 10). Lucas's move to the red_basket (line 11) and Avery's move back to the green_envelope (line 13) happen without Owen, Emily or James present.
4. After line 13 the persimmon is never moved again, and Owen and Emily don't even go back into the workshop at line 16.

Since the chain ends with Owen, and Owen never saw the persimmon leave the green_crate, every layer of the chain lands on the green_crate.""",
[
 C("Owen moves the persimmon from the green_envelope to the green_crate at line 3", "event", "true", 3, "line 3 (from green_envelope, line 2)", ('e',3,'Owen moved the persimmon to the green_crate')),
 C("while all five are in the workshop", "presence", "true", 3, "all five witnessed line 3", ('w','Avery',3,True)),
 C("Owen is the first to exit (line 5)", "order", "true", 5, "first exit is Owen at 5", ('e',5,'Owen exited')),
 C("in everyone's model, Owen's last knowledge is the green_crate", "belief", "true", "end", "Avery/Emily/James/Lucas -> Owen all green_crate", ('b','James>Owen','end','green_crate')),
 C("Emily leaves next (line 8)", "order", "true", 8, "Emily exits 8, second", ('e',8,'Emily exited')),
 C("then James (line 10)", "order", "true", 10, "James exits 10, third", ('e',10,'James exited')),
 C("Lucas's move to the red_basket (line 11)", "event", "true", 11, "line 11", ('e',11,'Lucas moved the persimmon to the red_basket')),
 C("Avery's move back to the green_envelope (line 13)", "event", "true", 13, "line 13", ('e',13,'Avery moved the persimmon to the green_envelope')),
 C("happen without Owen, Emily or James present", "presence", "true", 11, "witnesses of 11: Avery, Lucas; of 13: Avery", ('w','James',11,False)),
 C("After line 13 the persimmon is never moved again", "location", "true", 27, "persimmon stays green_envelope 13-27", ('o',27,'green_envelope')),
 C("Owen and Emily don't even go back into the workshop at line 16", "presence", "true", 16, "Owen, Emily stay in waiting_room", ('r','Owen',16,'waiting_room')),
 C("Owen never saw the persimmon leave the green_crate", "belief", "true", "end", "Owen = green_crate at end", ('b','Owen','end','green_crate')),
 C("every layer of the chain lands on the green_crate", "belief", "true", "end", "final answer restated; James>Lucas>Emily>Owen = green_crate", ('b','James>Lucas>Emily>Owen','end','green_crate')),
]))

# r2 numbered (Llama), unsound (planted sub-chain belief Lucas>Emily)
RECORDS.append(R("numbered", "unsound", "green_crate",
"""**Step 1: Track the persimmon.** It starts in the green_envelope (line 2). Owen moves it to the green_crate (line 3). Lucas moves it to the red_basket (line 11). Avery moves it to the green_envelope (line 13).

**Step 2: Who saw what.**
- Owen left at line 5, so he only saw the green_crate move.
- Emily left at line 8 and also only saw the green_crate move.
- James left at line 10, before Lucas's move.
- Lucas saw his own move but left before Avery's.

**Step 3: Work through the chain from the inside.**
- Emily thinks Owen thinks: green_crate (both left before any other move).
- Lucas thinks Emily thinks: red_basket.
- James thinks Lucas thinks Emily thinks: James left before Lucas's move, so for him Lucas's picture of Emily is still the green_crate.
- James thinks Lucas thinks Emily thinks Owen thinks: green_crate.

**Answer:** H. green_crate""",
[
 C("It starts in the green_envelope (line 2)", "location", "true", 2, "line 2", ('o',2,'green_envelope')),
 C("Owen moves it to the green_crate (line 3)", "event", "true", 3, "line 3", ('e',3,'Owen moved the persimmon to the green_crate')),
 C("Lucas moves it to the red_basket (line 11)", "event", "true", 11, "line 11", ('e',11,'Lucas moved the persimmon to the red_basket')),
 C("Avery moves it to the green_envelope (line 13)", "event", "true", 13, "line 13", ('e',13,'Avery moved the persimmon to the green_envelope')),
 C("Owen left at line 5", "event", "true", 5, "line 5", ('e',5,'Owen exited')),
 C("he only saw the green_crate move", "presence", "true", 13, "Owen witnessed 3 but not 11 or 13", ('w','Owen',11,False)),
 C("Emily left at line 8", "event", "true", 8, "line 8", ('e',8,'Emily exited')),
 C("also only saw the green_crate move", "presence", "true", 13, "Emily witnessed 3 but not 11 or 13", ('w','Emily',11,False)),
 C("James left at line 10", "event", "true", 10, "line 10", ('e',10,'James exited')),
 C("before Lucas's move", "order", "true", 11, "10 < 11", ('lt',10,11)),
 C("Lucas saw his own move", "presence", "true", 11, "Lucas witnessed 11", ('w','Lucas',11,True)),
 C("left before Avery's", "order", "true", 12, "Lucas exits 12, Avery moves 13", ('lt',12,13)),
 C("Emily thinks Owen thinks: green_crate", "belief", "true", "end", "Emily>Owen = green_crate", ('b','Emily>Owen','end','green_crate')),
 C("both left before any other move", "order", "true", 8, "exits 5 and 8 before move at 11", ('lt',8,11)),
 C("Lucas thinks Emily thinks: red_basket", "belief", "false", "end", "PLANTED: Lucas>Emily = green_crate (Emily left at 8)", ('b','Lucas>Emily','end','red_basket')),
 C("James left before Lucas's move", "order", "true", 11, "10 < 11", ('lt',10,11)),
 C("for him Lucas's picture of Emily is still the green_crate", "belief", "true", "end", "James>Lucas>Emily = green_crate", ('b','James>Lucas>Emily','end','green_crate')),
 C("James thinks Lucas thinks Emily thinks Owen thinks: green_crate", "belief", "true", "end", "final answer restated", ('b','James>Lucas>Emily>Owen','end','green_crate')),
]))

# r3 narrative, unsupported (only vague commentary)
RECORDS.append(R("narrative", "unsupported", "green_crate",
"""This one has a lot of moving parts, and much of the later story is noise for this question. The nested question really comes down to the innermost perspective, since each outer person is only modelling the next one in. Following that through, everyone's chain bottoms out at the same place.

The answer is H. green_crate.""",
[
 C("much of the later story is noise for this question", "event", "uncheckable", None, "vague judgement of relevance", None),
 C("everyone's chain bottoms out at the same place", "belief", "uncheckable", None, "vague, names no container or chain", None),
]))

# r4 terse, sound
RECORDS.append(R("terse", "sound", "green_crate",
"""H. green_crate — Owen walked out right after moving it there and never saw it moved again.""",
[
 C("Owen walked out right after moving it there", "order", "true", 5, "moved at 3, exited at 5 (line 4 is filler)", ('e',5,'Owen exited')),
 C("never saw it moved again", "presence", "true", "end", "Owen witnessed neither 11 nor 13", ('w','Owen',13,False)),
]))

# r5 thinking, unsound (planted order: Owen left before Emily)
RECORDS.append(R("thinking", "unsound", "green_crate",
"""<think>
We need James → Lucas → Emily → Owen about the persimmon.

Persimmon: green_envelope (2), Owen moves it to green_crate (3). Owen exits at 5. Then Emily exits at 8, James at 10. Lucas moves it to red_basket at 11, leaves at 12, and Avery moves it back to the green_envelope at 13.

Innermost: Owen. Owen only saw up to line 3, so Owen thinks green_crate.
Emily saw Owen leave after the green_crate move, so Emily thinks Owen thinks green_crate.
Lucas saw Emily leave at line 8, three lines before his red_basket move, so Lucas thinks Emily thinks Owen thinks green_crate.
Now James. James was still in the workshop when Lucas moved it — wait, no, James exited at line 10, one line before the move. So James doesn't know about the red_basket at all.

Hmm, but James goes back into the workshop at line 16 and sees the persimmon in the green_envelope. Does that change things? Lucas was also there at 16, so James thinks Lucas now thinks green_envelope. But Lucas's model of Emily's model of Owen doesn't get updated by that, because Emily and Owen weren't there. Also Owen left the workshop after Emily, so ... no, that doesn't matter for the chain anyway.

So the answer: green_crate.
</think>

**H. green_crate** — Owen left right after the green_crate move, and nobody in the chain has any reason to think Owen (or Emily's picture of Owen) was updated.""",
[
 C("green_envelope (2)", "location", "true", 2, "line 2", ('o',2,'green_envelope')),
 C("Owen moves it to green_crate (3)", "event", "true", 3, "line 3", ('e',3,'Owen moved the persimmon to the green_crate')),
 C("Owen exits at 5", "event", "true", 5, "line 5", ('e',5,'Owen exited')),
 C("Emily exits at 8", "event", "true", 8, "line 8", ('e',8,'Emily exited')),
 C("James at 10", "event", "true", 10, "line 10", ('e',10,'James exited')),
 C("Lucas moves it to red_basket at 11", "event", "true", 11, "line 11", ('e',11,'Lucas moved the persimmon to the red_basket')),
 C("leaves at 12", "event", "true", 12, "Lucas exits 12", ('e',12,'Lucas exited')),
 C("Avery moves it back to the green_envelope at 13", "event", "true", 13, "line 13", ('e',13,'Avery moved the persimmon to the green_envelope')),
 C("Owen only saw up to line 3", "presence", "true", 5, "Owen left at 5; saw no later move", ('w','Owen',11,False)),
 C("Owen thinks green_crate", "belief", "true", "end", "Owen = green_crate", ('b','Owen','end','green_crate')),
 C("Emily saw Owen leave after the green_crate move", "presence", "true", 5, "Emily witnessed line 5", ('w','Emily',5,True)),
 C("Emily thinks Owen thinks green_crate", "belief", "true", "end", "Emily>Owen = green_crate", ('b','Emily>Owen','end','green_crate')),
 C("Lucas saw Emily leave at line 8", "presence", "true", 8, "Lucas witnessed line 8", ('w','Lucas',8,True)),
 C("three lines before his red_basket move", "order", "true", 11, "8 < 11", ('lt',8,11)),
 C("Lucas thinks Emily thinks Owen thinks green_crate", "belief", "true", "end", "Lucas>Emily>Owen = green_crate", ('b','Lucas>Emily>Owen','end','green_crate')),
 C("James exited at line 10", "event", "true", 10, "line 10 (the earlier contrary statement is retracted)", ('e',10,'James exited')),
 C("one line before the move", "order", "true", 11, "10 then 11", ('lt',10,11)),
 C("James doesn't know about the red_basket at all", "belief", "true", 11, "James never holds red_basket", ('b','James',12,'green_crate')),
 C("James goes back into the workshop at line 16", "event", "true", 16, "line 16", ('e',16,'James, Avery and Lucas entered the workshop')),
 C("sees the persimmon in the green_envelope", "presence", "true", 16, "James = green_envelope after re-entering", ('b','James',16,'green_envelope')),
 C("Lucas was also there at 16", "presence", "true", 16, "Lucas in workshop", ('r','Lucas',16,'workshop')),
 C("James thinks Lucas now thinks green_envelope", "belief", "true", 16, "James>Lucas = green_envelope from 16", ('b','James>Lucas',16,'green_envelope')),
 C("Lucas's model of Emily's model of Owen doesn't get updated by that", "belief", "true", 16, "Lucas>Emily>Owen stays green_crate", ('b','Lucas>Emily>Owen',16,'green_crate')),
 C("Emily and Owen weren't there", "presence", "true", 16, "Emily, Owen in waiting_room", ('r','Emily',16,'waiting_room')),
 C("Owen left the workshop after Emily", "order", "false", 8, "PLANTED: Owen left at 5, Emily at 8", ('lt',8,5)),
 C("Owen left right after the green_crate move", "order", "true", 5, "move 3, exit 5", ('lt',3,5)),
 C("nobody in the chain has any reason to think Owen (or Emily's picture of Owen) was updated", "belief", "true", "end", "final answer restated; all ...>Owen chains green_crate", ('b','James>Lucas>Emily>Owen','end','green_crate')),
]))
