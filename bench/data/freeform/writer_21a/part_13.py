# Q13 s6821-22-o2: Where does Liam think Gracie thinks the green_pepper is?  gold red_crate
C = 'Liam -> Gracie'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='wrong', stated_answer='blue_container', response="""**Answer: O. blue_container**

Explanation:
- Jack privately told Gracie that the green_pepper is in the blue_container (line 16).
- Gracie trusts Jack, so Gracie now believes it's in the blue_container.
- Liam is also in the waiting_room when this happens, so he knows Gracie has been updated.

So Liam thinks Gracie thinks the green_pepper is in the blue_container.""", claims=[
    ("Jack privately told Gracie that the green_pepper is in the blue_container (line 16)", 'communication', 'true', 16, "line 16", ('text', 16, 'Jack privately told Gracie that the green_pepper is in the blue_container')),
    ("Gracie trusts Jack", 'communication', 'true', 16, "Gracie's belief becomes blue_container", ('bel', 'Gracie', 16, 'blue_container')),
    ("Gracie now believes it's in the blue_container", 'belief', 'true', 'end', "Gracie = blue_container", ('bel', 'Gracie', 'end', 'blue_container')),
    ("Liam is also in the waiting_room when this happens", 'presence', 'true', 16, "Liam in waiting_room at 16", ('room', 'Liam', 16, 'waiting_room')),
    ("he knows Gracie has been updated", 'belief', 'false', 16, "a private tell: Liam not in witnessed_by 16; Liam -> Gracie stays red_crate", ('bel', C, 16, 'blue_container')),
    ("So Liam thinks Gracie thinks the green_pepper is in the blue_container", 'belief', 'false', 'end', "gold = red_crate", ('bel', C, 'end', 'blue_container')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='red_crate', response="""**Step 1:** The green_pepper starts in the red_pantry (line 3).
**Step 2:** Gracie moves it to the red_crate (line 4) while Liam is watching, then Gracie leaves (line 5).
**Step 3:** Liam moves it to the red_bathtub (line 6). Gracie is gone, so she doesn't see this, and Liam knows that.
**Step 4:** Lily later moves it to the blue_container, but neither Liam nor Gracie is there.
**Step 5:** Lily's public claim (red_crate) matches what Liam already attributes to Gracie. Jack's private tell goes only to Gracie, so Liam doesn't hear it.

**Answer:** L. red_crate""", claims=[
    ("The green_pepper starts in the red_pantry (line 3)", 'location', 'true', 3, "row 3", ('obj', 3, 'red_pantry')),
    ("Gracie moves it to the red_crate (line 4)", 'event', 'true', 4, "line 4", ('text', 4, 'Gracie moved the green_pepper to the red_crate')),
    ("while Liam is watching", 'presence', 'true', 4, "Liam witnessed 4", ('wit', 'Liam', 4, True)),
    ("then Gracie leaves (line 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Gracie exited')),
    ("Liam moves it to the red_bathtub (line 6)", 'event', 'true', 6, "line 6", ('text', 6, 'Liam moved the green_pepper to the red_bathtub')),
    ("Gracie is gone", 'presence', 'true', 6, "Gracie in no room", ('room', 'Gracie', 6, None)),
    ("she doesn't see this", 'presence', 'true', 6, "Gracie not in witnessed_by 6", ('wit', 'Gracie', 6, False)),
    ("Liam knows that", 'belief', 'true', 6, "Liam -> Gracie stays red_crate at 6", ('bel', C, 6, 'red_crate')),
    ("Lily later moves it to the blue_container", 'event', 'true', 10, "line 10", ('text', 10, 'Lily moved the green_pepper to the blue_container')),
    ("neither Liam nor Gracie is there", 'presence', 'true', 10, "neither witnessed 10", ('all', ('wit', 'Liam', 10, False), ('wit', 'Gracie', 10, False))),
    ("Lily's public claim (red_crate) matches what Liam already attributes to Gracie", 'communication', 'true', 15, "claim is red_crate; Liam -> Gracie red_crate at 14", ('all', ('text', 15, 'Lily publicly claimed that green_pepper is in the red_crate'), ('bel', C, 14, 'red_crate'))),
    ("Jack's private tell goes only to Gracie", 'communication', 'true', 16, "witnessed_by 16 = Gracie, Jack", ('all', ('wit', 'Gracie', 16, True), ('wit', 'Lily', 16, False))),
    ("Liam doesn't hear it", 'presence', 'true', 16, "Liam not in witnessed_by 16", ('wit', 'Liam', 16, False)),
    ("**Answer:** L. red_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_crate')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='red_crate', response="""Let me trace what Liam saw and what he knows Gracie saw.

Gracie, Liam and the others are all in the front_yard when Gracie moves the green_pepper from the red_pantry into the red_crate. Gracie leaves right after, and Liam watches her go. So as far as Liam is concerned, Gracie's last view of the green_pepper is the red_crate.

Liam then moves it himself to the red_bathtub, which Gracie can't have seen, and leaves. Later Lily moves it to the blue_container, but Liam isn't around for that.

In the waiting_room Lily publicly says it's in the red_crate. That doesn't change Liam's own belief, and it doesn't change what he thinks Gracie thinks either. Jack's private message to Gracie is something Liam doesn't hear.

The answer is L. red_crate.""", claims=[
    ("Gracie, Liam and the others are all in the front_yard when Gracie moves the green_pepper from the red_pantry into the red_crate", 'presence', 'true', 4, "witnessed_by 4 = all", ('all', ('wit', 'Liam', 4, True), ('wit', 'Gracie', 4, True), ('wit', 'Jack', 4, True), ('obj', 3, 'red_pantry'), ('obj', 4, 'red_crate'))),
    ("Gracie leaves right after", 'order', 'true', 5, "exit at 5", ('text', 5, 'Gracie exited')),
    ("Liam watches her go", 'presence', 'true', 5, "Liam witnessed 5", ('wit', 'Liam', 5, True)),
    ("as far as Liam is concerned, Gracie's last view of the green_pepper is the red_crate", 'belief', 'true', 'end', "Liam -> Gracie = red_crate", ('bel', C, 'end', 'red_crate')),
    ("Liam then moves it himself to the red_bathtub", 'event', 'true', 6, "line 6", ('obj', 6, 'red_bathtub')),
    ("which Gracie can't have seen", 'presence', 'true', 6, "Gracie not in witnessed_by 6", ('wit', 'Gracie', 6, False)),
    ("and leaves", 'event', 'true', 7, "line 7", ('text', 7, 'Liam exited')),
    ("Lily moves it to the blue_container", 'event', 'true', 10, "line 10", ('obj', 10, 'blue_container')),
    ("Liam isn't around for that", 'presence', 'true', 10, "Liam in no room at 10", ('room', 'Liam', 10, None)),
    ("Lily publicly says it's in the red_crate", 'communication', 'true', 15, "line 15", ('text', 15, 'Lily publicly claimed that green_pepper is in the red_crate')),
    ("That doesn't change Liam's own belief", 'communication', 'false', 15, "PLANTED: Liam trusts Lily (she left later); his belief goes red_bathtub -> red_crate", ('all', ('bel', 'Liam', 14, 'red_bathtub'), ('bel', 'Liam', 15, 'red_bathtub'))),
    ("it doesn't change what he thinks Gracie thinks either", 'communication', 'true', 15, "Liam -> Gracie red_crate at 14 and 15", ('all', ('bel', C, 14, 'red_crate'), ('bel', C, 15, 'red_crate'))),
    ("Jack's private message to Gracie is something Liam doesn't hear", 'presence', 'true', 16, "Liam not in witnessed_by 16", ('wit', 'Liam', 16, False)),
    ("The answer is L. red_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_crate')),
]))

RECORDS.append(dict(style='terse', label='unsound', stated_answer='red_crate', response="""L. red_crate. Gracie put it there and left before Liam moved it; Liam was the last to leave the front_yard.""", claims=[
    ("L. red_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_crate')),
    ("Gracie put it there", 'event', 'true', 4, "line 4", ('text', 4, 'Gracie moved the green_pepper to the red_crate')),
    ("left before Liam moved it", 'order', 'true', 5, "exit 5 < move 6", ('lt', 5, 6)),
    ("Liam was the last to leave the front_yard", 'order', 'false', 7, "PLANTED: Liam left second (line 7); Jack was last (line 13)", ('room', 'Jack', 7, None)),
]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='red_crate', response="""<think>
Liam → Gracie.

Gracie puts it in the red_crate at 4, everyone watching, and exits at 5. Liam sees that. Then Liam moves it to the red_bathtub at 6 — Gracie's gone. So Liam thinks Gracie thinks red_crate.

Now the end: Lily publicly claims red_crate at 15. Liam left the front_yard at 7, Lily at 11, so Liam trusts Lily... his own belief flips from red_bathtub to red_crate. Odd, since he put it in the red_bathtub himself, but that's the trust rule. Doesn't matter for Gracie though — Liam already thought Gracie thought red_crate.

Line 16: Jack tells Gracie privately — only Gracie and Jack. Gracie herself now thinks blue_container, but Liam has no idea.

So red_crate.
</think>

**L. red_crate**. Liam saw Gracie put the green_pepper in the red_crate and leave before he moved it; nothing Liam hears later changes that.""", claims=[
    ("Gracie puts it in the red_crate at 4", 'event', 'true', 4, "line 4", ('obj', 4, 'red_crate')),
    ("everyone watching", 'presence', 'true', 4, "witnessed_by 4 = all", ('all', ('wit', 'Liam', 4, True), ('wit', 'Lily', 4, True), ('wit', 'Charlotte', 4, True))),
    ("exits at 5", 'event', 'true', 5, "line 5", ('text', 5, 'Gracie exited')),
    ("Liam sees that", 'presence', 'true', 5, "Liam witnessed 4-5", ('all', ('wit', 'Liam', 4, True), ('wit', 'Liam', 5, True))),
    ("Liam moves it to the red_bathtub at 6", 'event', 'true', 6, "line 6", ('text', 6, 'Liam moved the green_pepper to the red_bathtub')),
    ("Gracie's gone", 'presence', 'true', 6, "Gracie in no room", ('room', 'Gracie', 6, None)),
    ("Liam thinks Gracie thinks red_crate", 'belief', 'true', 6, "Liam -> Gracie = red_crate", ('bel', C, 6, 'red_crate')),
    ("Lily publicly claims red_crate at 15", 'communication', 'true', 15, "line 15", ('text', 15, 'Lily publicly claimed that green_pepper is in the red_crate')),
    ("Liam left the front_yard at 7, Lily at 11", 'event', 'true', 11, "lines 7 and 11", ('all', ('text', 7, 'Liam exited'), ('text', 11, 'Lily exited'))),
    ("Liam trusts Lily", 'communication', 'true', 15, "Liam's belief adopts the claim", ('bel', 'Liam', 15, 'red_crate')),
    ("his own belief flips from red_bathtub to red_crate", 'belief', 'true', 15, "Liam red_bathtub at 14, red_crate at 15", ('all', ('bel', 'Liam', 14, 'red_bathtub'), ('bel', 'Liam', 15, 'red_crate'))),
    ("Liam already thought Gracie thought red_crate", 'belief', 'true', 14, "Liam -> Gracie red_crate at 14", ('bel', C, 14, 'red_crate')),
    ("only Gracie and Jack", 'presence', 'true', 16, "witnessed_by 16", ('all', ('wit', 'Gracie', 16, True), ('wit', 'Jack', 16, True), ('wit', 'Liam', 16, False))),
    ("Gracie herself now thinks blue_container", 'belief', 'true', 'end', "Gracie = blue_container", ('bel', 'Gracie', 'end', 'blue_container')),
    ("Liam has no idea", 'belief', 'true', 'end', "Liam -> Gracie still red_crate", ('bel', C, 'end', 'red_crate')),
    ("So red_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_crate')),
    ("**L. red_crate**", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_crate')),
    ("Liam saw Gracie put the green_pepper in the red_crate and leave before he moved it", 'presence', 'true', 5, "Liam witnessed 4, 5; move at 6", ('all', ('wit', 'Liam', 4, True), ('wit', 'Liam', 5, True), ('lt', 5, 6))),
    ("nothing Liam hears later changes that", 'communication', 'true', 'end', "Liam -> Gracie red_crate at end", ('bel', C, 'end', 'red_crate')),
]))
