from h import C, R
RECORDS = []

# r1 answer_first, unsupported
RECORDS.append(R("answer_first", "unsupported", "blue_box",
"""**B. blue_box**

Mila believes the persimmon is in the blue_box.""",
[
 C("Mila believes the persimmon is in the blue_box", "belief", "true", "end", "final answer restated", ('b','Mila','end','blue_box')),
]))

# r2 numbered (Llama), wrong
RECORDS.append(R("numbered", "wrong", "red_envelope",
"""**Step 1:** The persimmon starts in the blue_box (line 2).
**Step 2:** Olivia moves it to the red_envelope (line 3) while Mila is watching.
**Step 3:** Mila leaves the den at line 6. After that Gracie moves it to the green_crate and Ethan moves it to the blue_box, but Mila sees neither.
**Step 4:** In the waiting room Gracie publicly claims it's in the blue_box. Gracie left the den before Mila, so Mila has no reason to trust her and ignores the claim.
**Step 5:** Ethan's message goes only to Gracie.

**Final answer:** C. red_envelope""",
[
 C("The persimmon starts in the blue_box (line 2)", "location", "true", 2, "line 2", ('o',2,'blue_box')),
 C("Olivia moves it to the red_envelope (line 3)", "event", "true", 3, "line 3", ('e',3,'Olivia moved the persimmon to the red_envelope')),
 C("while Mila is watching", "presence", "true", 3, "Mila witnessed line 3", ('w','Mila',3,True)),
 C("Mila leaves the den at line 6", "event", "true", 6, "line 6", ('e',6,'Mila exited')),
 C("Gracie moves it to the green_crate", "event", "true", 7, "line 7", ('e',7,'Gracie moved the persimmon to the green_crate')),
 C("Ethan moves it to the blue_box", "event", "true", 11, "line 11", ('e',11,'Ethan moved the persimmon to the blue_box')),
 C("Mila sees neither", "presence", "true", 11, "Mila witnessed neither 7 nor 11", ('w','Mila',7,False)),
 C("Gracie publicly claims it's in the blue_box", "event", "true", 14, "line 14", ('e',14,'Gracie publicly claimed that persimmon is in the blue_box')),
 C("Gracie left the den before Mila", "order", "false", 8, "Gracie exited at 8, Mila at 6", ('lt',8,6)),
 C("Mila has no reason to trust her and ignores the claim", "communication", "false", 14, "Mila's belief becomes blue_box at 14", ('b','Mila',14,'red_envelope')),
 C("Ethan's message goes only to Gracie", "presence", "true", 15, "witnesses of 15: Ethan, Gracie", ('w','Mila',15,False)),
]))

# r3 narrative (Claude), unsound (planted presence: Benjamin was there at line 7)
RECORDS.append(R("narrative", "unsound", "blue_box",
"""Let me trace what Mila actually saw and heard.

Mila is in the den when the persimmon is placed in the blue_box and when Olivia moves it to the red_envelope. She then leaves at line 6. Gracie's move to the green_crate happens after that, with Ethan watching and Benjamin already gone — and Ethan's later move back to the blue_box also happens without her.

So when the group gathers in the waiting room, Mila's own last observation is the red_envelope. Then Gracie publicly says the persimmon is in the blue_box. Gracie stayed in the den longer than Mila did, so Mila has reason to take her word, and she updates to the blue_box. Ethan's private comment to Gracie afterward isn't something Mila hears.

So Mila really thinks the persimmon is in the blue_box. The answer is B.""",
[
 C("Mila is in the den when the persimmon is placed in the blue_box", "presence", "true", 2, "Mila witnessed line 2", ('w','Mila',2,True)),
 C("when Olivia moves it to the red_envelope", "presence", "true", 3, "Mila witnessed line 3", ('w','Mila',3,True)),
 C("She then leaves at line 6", "event", "true", 6, "line 6", ('e',6,'Mila exited')),
 C("Gracie's move to the green_crate happens after that", "order", "true", 7, "move at 7 after Mila's exit at 6", ('lt',6,7)),
 C("with Ethan watching", "presence", "true", 7, "Ethan witnessed line 7", ('w','Ethan',7,True)),
 C("Benjamin already gone", "presence", "false", 7, "PLANTED: Benjamin still in den at 7 (exits at 10)", ('r','Benjamin',7,None)),
 C("Ethan's later move back to the blue_box also happens without her", "presence", "true", 11, "Mila not a witness of 11", ('w','Mila',11,False)),
 C("Mila's own last observation is the red_envelope", "belief", "true", 13, "Mila = red_envelope at 13", ('b','Mila',13,'red_envelope')),
 C("Gracie publicly says the persimmon is in the blue_box", "event", "true", 14, "line 14", ('e',14,'Gracie publicly claimed that persimmon is in the blue_box')),
 C("Gracie stayed in the den longer than Mila did", "order", "true", 8, "Gracie exits 8, Mila 6", ('lt',6,8)),
 C("Mila has reason to take her word", "communication", "true", 14, "Mila trusts Gracie: belief becomes blue_box", ('b','Mila',14,'blue_box')),
 C("she updates to the blue_box", "belief", "true", 14, "Mila = blue_box at 14", ('b','Mila',14,'blue_box')),
 C("Ethan's private comment to Gracie afterward isn't something Mila hears", "presence", "true", 15, "Mila not a witness of 15", ('w','Mila',15,False)),
 C("Mila really thinks the persimmon is in the blue_box", "belief", "true", "end", "final answer restated", ('b','Mila','end','blue_box')),
]))

# r4 terse, sound
RECORDS.append(R("terse", "sound", "blue_box",
"""B. blue_box — Mila trusts Gracie's public claim, since Gracie left the den after her.""",
[
 C("Mila trusts Gracie's public claim", "communication", "true", 14, "Mila = blue_box after line 14", ('b','Mila',14,'blue_box')),
 C("Gracie left the den after her", "order", "true", 8, "Gracie 8, Mila 6", ('lt',6,8)),
]))

# r5 thinking, unsound (planted belief: Benjamin does not adopt blue_box)
RECORDS.append(R("thinking", "unsound", "blue_box",
"""<think>
First-order: what does Mila believe at the end?

Timeline:
- 2: persimmon in blue_box, everyone present.
- 3: Olivia → red_envelope. Mila sees it.
- 4: Olivia leaves. 6: Mila leaves. So Mila's belief = red_envelope at that point.
- 7: Gracie → green_crate (Mila gone).
- 11: Ethan → blue_box (only Ethan there).

Waiting room:
- 14: Gracie publicly claims blue_box. Who trusts Gracie? Those who left before her: Olivia (4) and Mila (6). Gracie left at 8. So Mila accepts it. Benjamin left at 10, after Gracie... hmm, Benjamin is in the room too, so he goes along with it and now believes blue_box too.
- 15: Ethan privately tells Gracie red_envelope. Doesn't involve Mila.

Hmm, wait, does Gracie's own belief matter? No — the question is only about Mila.

Mila: blue_box.
</think>

**B. blue_box.** Mila left before Gracie, so she trusts Gracie's public claim that the persimmon is in the blue_box.""",
[
 C("2: persimmon in blue_box", "location", "true", 2, "line 2", ('o',2,'blue_box')),
 C("everyone present", "presence", "true", 2, "all five in den", ('w','Ethan',2,True)),
 C("3: Olivia → red_envelope", "event", "true", 3, "line 3", ('e',3,'Olivia moved the persimmon to the red_envelope')),
 C("Mila sees it", "presence", "true", 3, "Mila witnessed line 3", ('w','Mila',3,True)),
 C("4: Olivia leaves", "event", "true", 4, "line 4", ('e',4,'Olivia exited')),
 C("6: Mila leaves", "event", "true", 6, "line 6", ('e',6,'Mila exited')),
 C("Mila's belief = red_envelope at that point", "belief", "true", 6, "Mila = red_envelope at 6", ('b','Mila',6,'red_envelope')),
 C("7: Gracie → green_crate", "event", "true", 7, "line 7", ('e',7,'Gracie moved the persimmon to the green_crate')),
 C("(Mila gone)", "presence", "true", 7, "Mila in no room at 7", ('r','Mila',7,None)),
 C("11: Ethan → blue_box", "event", "true", 11, "line 11", ('e',11,'Ethan moved the persimmon to the blue_box')),
 C("(only Ethan there)", "presence", "true", 11, "only Ethan witnessed 11", ('w','Benjamin',11,False)),
 C("14: Gracie publicly claims blue_box", "event", "true", 14, "line 14", ('e',14,'Gracie publicly claimed that persimmon is in the blue_box')),
 C("Those who left before her: Olivia (4) and Mila (6)", "order", "true", 8, "exits 4 and 6 before Gracie's 8", ('lt',6,8)),
 C("Gracie left at 8", "event", "true", 8, "line 8", ('e',8,'Gracie exited')),
 C("Mila accepts it", "communication", "true", 14, "Mila = blue_box at 14", ('b','Mila',14,'blue_box')),
 C("Benjamin left at 10", "event", "true", 10, "line 10", ('e',10,'Benjamin exited')),
 C("after Gracie", "order", "true", 10, "8 < 10", ('lt',8,10)),
 C("Benjamin is in the room too", "presence", "true", 14, "Benjamin witnessed line 14", ('w','Benjamin',14,True)),
 C("he goes along with it and now believes blue_box too", "belief", "false", 14, "PLANTED: Benjamin does not trust Gracie; stays green_crate", ('b','Benjamin',14,'blue_box')),
 C("15: Ethan privately tells Gracie red_envelope", "event", "true", 15, "line 15", ('e',15,'Ethan privately told Gracie that the persimmon is in the red_envelope')),
 C("Doesn't involve Mila", "presence", "true", 15, "Mila not a witness of 15", ('w','Mila',15,False)),
 C("Mila: blue_box", "belief", "true", "end", "final answer in thinking", ('b','Mila','end','blue_box')),
 C("Mila left before Gracie", "order", "true", 8, "6 < 8", ('lt',6,8)),
 C("she trusts Gracie's public claim that the persimmon is in the blue_box", "communication", "true", 14, "final answer restated with trust reason; Mila = blue_box", ('b','Mila','end','blue_box')),
]))
