# Q7 s6822-10-o0: Where is the plum really? gold blue_treasure_chest
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_treasure_chest", response="""**G. blue_treasure_chest**

The last physical move of the plum is at line 24, where Mia moves it to the blue_treasure_chest while alone in the hall. Before that, Ethan had put it in the red_drawer (line 22). Mia's public claim at line 27 that it's in the red_drawer is false and doesn't move anything, and Owen's private message (line 28) doesn't either. So the plum is really in the blue_treasure_chest.""", claims=[
    C("**G. blue_treasure_chest**", "location", "true", "end", "final answer"),
    C("The last physical move of the plum is at line 24", "event", "true", 24, "no moves after 24"),
    C("Mia moves it to the blue_treasure_chest", "event", "true", 24, "line 24"),
    C("while alone in the hall", "presence", "true", 24, "witnessed_by Mia only"),
    C("Ethan had put it in the red_drawer (line 22)", "event", "true", 22, "line 22"),
    C("Mia's public claim at line 27 that it's in the red_drawer is false", "communication", "true", 27, "object blue_treasure_chest at 27"),
    C("doesn't move anything", "location", "true", 27, "object unchanged at 27"),
    C("Owen's private message (line 28) doesn't either", "location", "true", 28, "object unchanged at 28"),
    C("the plum is really in the blue_treasure_chest", "location", "true", "end", "object at end"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_treasure_chest", response="""1. **Start (line 2):** plum in the blue_box.
2. **Line 9:** Ethan moves it to the green_suitcase.
3. **Line 14:** Aiden, alone, moves it back to the blue_box.
4. **Second visit (lines 18-19):** Owen, Ethan and Mia return to the hall; the plum is in the blue_box.
5. **Line 22:** Ethan moves it to the red_drawer. Owen was still in the hall for this.
6. **Line 24:** Mia moves it to the blue_treasure_chest after Ethan has left.
7. **Lines 27-28:** a public claim and a private tell — words only, no movement.

**Answer:** G. blue_treasure_chest""", claims=[
    C("plum in the blue_box", "location", "true", 2, "line 2"),
    C("Ethan moves it to the green_suitcase", "event", "true", 9, "line 9"),
    C("Aiden, alone, moves it back to the blue_box", "event", "true", 14, "line 14, witnessed by Aiden only"),
    C("Owen, Ethan and Mia return to the hall", "event", "true", 18, "line 18"),
    C("the plum is in the blue_box", "location", "true", 19, "line 19"),
    C("Ethan moves it to the red_drawer", "event", "true", 22, "line 22"),
    C("Owen was still in the hall for this", "presence", "false", 22, "PLANTED: Owen exited at 21; witnessed_by Ethan, Mia"),
    C("Mia moves it to the blue_treasure_chest", "event", "true", 24, "line 24"),
    C("after Ethan has left", "order", "true", 24, "Ethan exited 23"),
    C("words only, no movement", "location", "true", 28, "object unchanged 27-28"),
    C("**Answer:** G. blue_treasure_chest", "location", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="blue_treasure_chest", response="""There's a lot of back-and-forth in this story, and the things people say at the end can't all be taken at face value. Setting the talk aside and just asking where the plum physically ended up, it's really in the blue_treasure_chest.""", claims=[
    C("There's a lot of back-and-forth in this story", "event", "uncheckable", None, "vague commentary"),
    C("the things people say at the end can't all be taken at face value", "communication", "uncheckable", None, "vague, no specific claim"),
    C("it's really in the blue_treasure_chest", "location", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="red_drawer", response="""H. red_drawer — Mia publicly said that's where the plum is.""", claims=[
    C("H. red_drawer", "location", "false", "end", "plum is in blue_treasure_chest"),
    C("Mia publicly said that's where the plum is", "communication", "true", 27, "line 27"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_treasure_chest", response="""<think>
Order 0 — just the real location of the plum at the end.

Moves: blue_box (2) → green_suitcase by Ethan (9) → blue_box by Aiden (14) → [second round] still blue_box (19) → red_drawer by Ethan (22) → blue_treasure_chest by Mia (24).

After 24 nobody moves it. Line 27, Mia publicly claims red_drawer — that's a lie, she just put it in the blue_treasure_chest herself. Line 28, Owen privately tells Mia blue_treasure_chest. Hmm, Owen left before Ethan's move at 22, so how would he... doesn't matter, it's just a statement. Neither statement moves the plum.

So blue_treasure_chest.
</think>

G. blue_treasure_chest — Mia moved it there at line 24 and nothing moved it afterward; the claims at the end are just words.""", claims=[
    C("blue_box (2)", "location", "true", 2, "line 2"),
    C("green_suitcase by Ethan (9)", "event", "true", 9, "line 9"),
    C("blue_box by Aiden (14)", "event", "true", 14, "line 14"),
    C("still blue_box (19)", "location", "true", 19, "line 19"),
    C("red_drawer by Ethan (22)", "event", "true", 22, "line 22"),
    C("blue_treasure_chest by Mia (24)", "event", "true", 24, "line 24"),
    C("After 24 nobody moves it", "event", "true", "end", "no moves after 24"),
    C("Line 27, Mia publicly claims red_drawer", "communication", "true", 27, "line 27"),
    C("that's a lie", "communication", "true", 27, "object blue_treasure_chest; Mia believes blue_treasure_chest"),
    C("she just put it in the blue_treasure_chest herself", "event", "true", 24, "line 24"),
    C("Line 28, Owen privately tells Mia blue_treasure_chest", "communication", "true", 28, "line 28"),
    C("Owen left before Ethan's move at 22", "order", "true", 22, "Owen exited 21"),
    C("Neither statement moves the plum", "location", "true", 28, "object unchanged"),
    C("G. blue_treasure_chest", "location", "true", "end", "final answer"),
    C("Mia moved it there at line 24", "event", "true", 24, "line 24"),
    C("nothing moved it afterward", "event", "true", "end", "no moves after 24"),
    C("the claims at the end are just words", "communication", "true", 28, "object unchanged at 27-28"),
]))
