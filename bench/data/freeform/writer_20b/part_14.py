from h import C, R
RECORDS = []

# r1 answer_first, unsound (planted presence: Avery not in the lounge)
RECORDS.append(R("answer_first", "unsound", "green_crate",
"""H. green_crate

Explanation:
- Gracie moves the lime from the blue_bathtub to the green_crate at line 3, with all five people in the pantry.
- Gracie then leaves first, and nobody touches the lime again — the others just wait and exit one by one.
- Since everyone saw the same single move, every nested belief (Avery about Jack about Logan about Gracie) points to the green_crate.
- The lounge scene is about the plum: Carter moves it to the red_suitcase while Avery, Jack and Logan watch. The claims in the waiting room (lines 24–25) are about the plum too.""",
[
 C("Gracie moves the lime from the blue_bathtub to the green_crate at line 3", "event", "true", 3, "line 3", ('e',3,'Gracie moved the lime to the green_crate')),
 C("with all five people in the pantry", "presence", "true", 3, "all witnessed 3", ('w','Carter',3,True)),
 C("Gracie then leaves first", "order", "true", 4, "first exit at 4", ('e',4,'Gracie exited')),
 C("nobody touches the lime again", "event", "true", "end", "green_crate to the end", ('o','end','green_crate')),
 C("the others just wait and exit one by one", "event", "true", 12, "lines 5-12", ('e',12,'Logan exited')),
 C("everyone saw the same single move", "presence", "true", 3, "all witnessed 3", ('w','Avery',3,True)),
 C("every nested belief (Avery about Jack about Logan about Gracie) points to the green_crate", "belief", "true", "end", "final answer restated", ('b','Avery>Jack>Logan>Gracie','end','green_crate')),
 C("The lounge scene is about the plum", "event", "true", 22, "lines 15-22 only move the plum", ('o',22,'green_crate')),
 C("Carter moves it to the red_suitcase", "event", "true", 17, "line 17 (the plum)", ('e',17,'Carter moved the plum to the red_suitcase')),
 C("while Avery, Jack and Logan watch", "presence", "false", 17, "PLANTED: Avery never entered the lounge; witnesses are Carter, Jack, Logan", ('w','Avery',17,True)),
 C("The claims in the waiting room (lines 24–25) are about the plum too", "communication", "true", 25, "both about the plum", ('e',25,'plum')),
]))

# r2 numbered (Qwen), sound
RECORDS.append(R("numbered", "sound", "green_crate",
"""Let's think step by step.

1. The lime starts in the blue_bathtub (line 2).
2. Gracie moves it to the green_crate (line 3). Gracie, Jack, Avery, Carter and Logan are all present.
3. After that the lime is never moved again: lines 4–12 are only waiting and exiting.
4. Lines 15–25 deal with the plum, not the lime.

Because all four people in the chain watched the move to the green_crate together and nothing changed afterwards, Avery thinks Jack thinks Logan thinks Gracie thinks the lime is in the green_crate.

\\boxed{H}""",
[
 C("The lime starts in the blue_bathtub (line 2)", "location", "true", 2, "line 2", ('o',2,'blue_bathtub')),
 C("Gracie moves it to the green_crate (line 3)", "event", "true", 3, "line 3", ('e',3,'Gracie moved the lime to the green_crate')),
 C("Gracie, Jack, Avery, Carter and Logan are all present", "presence", "true", 3, "all witnessed 3", ('w','Logan',3,True)),
 C("the lime is never moved again", "event", "true", "end", "green_crate to the end", ('o','end','green_crate')),
 C("lines 4–12 are only waiting and exiting", "event", "true", 12, "no moves 4-12", ('o',12,'green_crate')),
 C("Lines 15–25 deal with the plum, not the lime", "event", "true", 25, "only plum placed/moved/claimed", ('e',17,'plum')),
 C("all four people in the chain watched the move to the green_crate together", "presence", "true", 3, "Avery, Jack, Logan, Gracie witnessed 3", ('w','Jack',3,True)),
 C("nothing changed afterwards", "location", "true", "end", "still green_crate", ('o','end','green_crate')),
 C("Avery thinks Jack thinks Logan thinks Gracie thinks the lime is in the green_crate", "belief", "true", "end", "final answer restated", ('b','Avery>Jack>Logan>Gracie','end','green_crate')),
]))

# r3 narrative (Claude), sound
RECORDS.append(R("narrative", "sound", "green_crate",
"""This one is simpler than it looks. The only time the lime moves is at line 3, when Gracie puts it in the green_crate — and at that moment Gracie, Jack, Avery, Carter and Logan are all standing in the pantry together. Everyone then leaves without touching it.

Because all four people in the chain saw the same move, and each saw the others see it, there's no gap anywhere in the chain. The second half of the story — the plum moving to the red_suitcase, Carter's public claim, Logan's private tip to Avery — never mentions the lime.

So Avery thinks Jack thinks Logan thinks Gracie thinks the lime is in the green_crate. The answer is H.""",
[
 C("The only time the lime moves is at line 3, when Gracie puts it in the green_crate", "event", "true", 3, "only lime move", ('e',3,'Gracie moved the lime to the green_crate')),
 C("at that moment Gracie, Jack, Avery, Carter and Logan are all standing in the pantry together", "presence", "true", 3, "all in pantry at 3", ('r','Avery',3,'pantry')),
 C("Everyone then leaves without touching it", "event", "true", 12, "exits 4-12, no moves", ('o',12,'green_crate')),
 C("all four people in the chain saw the same move", "presence", "true", 3, "all witnessed 3", ('w','Gracie',3,True)),
 C("each saw the others see it", "presence", "true", 3, "shared witnessing of line 3", ('w','Avery',3,True)),
 C("the plum moving to the red_suitcase", "event", "true", 17, "line 17", ('e',17,'Carter moved the plum to the red_suitcase')),
 C("Carter's public claim", "event", "true", 24, "line 24", ('e',24,'Carter publicly claimed')),
 C("Logan's private tip to Avery", "event", "true", 25, "line 25", ('e',25,'Logan privately told Avery')),
 C("never mentions the lime", "communication", "true", 25, "lines 16-25 concern the plum", ('e',24,'plum')),
 C("Avery thinks Jack thinks Logan thinks Gracie thinks the lime is in the green_crate", "belief", "true", "end", "final answer restated", ('b','Avery>Jack>Logan>Gracie','end','green_crate')),
]))

# r4 terse, unsound (planted order: Gracie was the first, not the last, to leave)
RECORDS.append(R("terse", "unsound", "green_crate",
"""H. green_crate — Gracie moved it there with everyone watching and was the last to leave.""",
[
 C("Gracie moved it there", "event", "true", 3, "line 3", ('e',3,'Gracie moved the lime to the green_crate')),
 C("with everyone watching", "presence", "true", 3, "all witnessed 3", ('w','Jack',3,True)),
 C("was the last to leave", "order", "false", 4, "PLANTED: Gracie left first (line 4); Logan left last (12)", ('lt',12,4)),
]))

# r5 thinking, unsupported
RECORDS.append(R("thinking", "unsupported", "green_crate",
"""<think>
Fourth-order question. Long story, two objects. The lime part is short, and the later stuff seems to be about another item. I don't think the nesting changes anything here.
</think>

H. green_crate""",
[
 C("The lime part is short", "event", "uncheckable", None, "vague remark about the story", None),
]))
