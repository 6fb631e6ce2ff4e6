# Q5 s6820-18-o3: Where does Emily think Chloe thinks Aria thinks the persimmon is?  gold green_treasure_chest
from common import C, R

CH = "Emily -> Chloe -> Aria"
GTC = "green_treasure_chest"

RECORDS = [
R("answer_first", "wrong", "green_suitcase",
"""**Answer: C. green_suitcase**

Explanation:
- Chloe leaves the dining room first (line 4), before any moves.
- The persimmon is moved to the red_cupboard by Liam (line 5) and then to the green_suitcase by Emily (line 8). Aria sees both moves.
- In the waiting room, Emily publicly states that the persimmon is in the green_suitcase (line 15). Chloe, who left early, accepts this, and since Aria heard the same announcement, Chloe would assume Aria believes it too.
- Emily made the announcement herself, so she expects Chloe to think Aria thinks the persimmon is in the green_suitcase.""",
[
C("Chloe leaves the dining room first (line 4), before any moves", "order", "true", 4, "first exit at 4; first move at 5"),
C("The persimmon is moved to the red_cupboard by Liam (line 5)", "event", "true", 5, "line 5", ("T", 5, "Liam moved the persimmon to the red_cupboard")),
C("then to the green_suitcase by Emily (line 8)", "event", "true", 8, "line 8", ("T", 8, "Emily moved the persimmon to the green_suitcase")),
C("Aria sees both moves", "presence", "true", 8, "Aria witnessed 5 and 8", ("AND", [("W", "Aria", 5), ("W", "Aria", 8)])),
C("Emily publicly states that the persimmon is in the green_suitcase (line 15)", "event", "true", 15, "line 15", ("T", 15, "Emily publicly claimed that persimmon is in the green_suitcase")),
C("Chloe, who left early, accepts this", "communication", "true", 15, "Chloe = green_suitcase from 15", ("AND", [("B", "Chloe", 14, GTC), ("B", "Chloe", 15, "green_suitcase")])),
C("since Aria heard the same announcement", "presence", "true", 15, "Aria witnessed 15", ("W", "Aria", 15)),
C("Chloe would assume Aria believes it too", "belief", "false", "end", "Chloe -> Aria stays green_treasure_chest", ("B", "Chloe -> Aria", "end", "green_suitcase")),
C("she expects Chloe to think Aria thinks the persimmon is in the green_suitcase", "belief", "false", "end", "wrong answer; chain is green_treasure_chest", ("B", CH, "end", "green_suitcase"), ans=True),
]),

R("numbered", "sound", GTC,
"""**Step 1: Initial state.** All five are in the dining_room and the persimmon is in the green_treasure_chest (line 2).

**Step 2: Chloe's exit.** Chloe leaves at line 4, right after this. From here on, Chloe sees nothing that happens in the dining_room.

**Step 3: Later moves.** Liam moves the persimmon to the red_cupboard (line 5) and Emily moves it to the green_suitcase (line 8). Aria and Emily see both, but Chloe is gone.

**Step 4: Chloe's view of Aria.** The last time Chloe and Aria were together with the persimmon, it was in the green_treasure_chest. So Chloe thinks Aria thinks it is still in the green_treasure_chest.

**Step 5: Emily's view.** Emily was in the room when Chloe left, so she knows Chloe missed the moves. Emily's public claim in line 15 is about where the persimmon is, not about what Aria believes, and it doesn't change Chloe's picture of Aria.

**Answer:** B. green_treasure_chest""",
[
C("All five are in the dining_room", "presence", "true", 2, "all in dining_room", ("AND", [("R", a, 2, "dining_room") for a in ("Chloe", "Liam", "Emily", "Aria", "Logan")])),
C("the persimmon is in the green_treasure_chest (line 2)", "location", "true", 2, "line 2", ("O", 2, GTC)),
C("Chloe leaves at line 4", "event", "true", 4, "line 4", ("T", 4, "Chloe exited")),
C("Chloe sees nothing that happens in the dining_room", "presence", "true", 13, "Chloe witnesses none of 5-13", ("AND", [("NW", "Chloe", 5), ("NW", "Chloe", 8), ("NW", "Chloe", 11)])),
C("Liam moves the persimmon to the red_cupboard (line 5)", "event", "true", 5, "line 5", ("T", 5, "Liam moved the persimmon to the red_cupboard")),
C("Emily moves it to the green_suitcase (line 8)", "event", "true", 8, "line 8", ("T", 8, "Emily moved the persimmon to the green_suitcase")),
C("Aria and Emily see both", "presence", "true", 8, "both witnessed 5 and 8", ("AND", [("W", a, l) for a in ("Aria", "Emily") for l in (5, 8)])),
C("Chloe is gone", "presence", "true", 8, "Chloe in no room", ("AND", [("R", "Chloe", 5, None), ("R", "Chloe", 8, None)])),
C("The last time Chloe and Aria were together with the persimmon, it was in the green_treasure_chest", "belief", "true", 4, "Chloe -> Aria = green_treasure_chest when Chloe left", ("B", "Chloe -> Aria", 4, GTC)),
C("Chloe thinks Aria thinks it is still in the green_treasure_chest", "belief", "true", "end", "Chloe -> Aria at end", ("B", "Chloe -> Aria", "end", GTC)),
C("Emily was in the room when Chloe left", "presence", "true", 4, "Emily witnessed line 4", ("W", "Emily", 4)),
C("she knows Chloe missed the moves", "belief", "true", 13, "Emily -> Chloe stays green_treasure_chest through the moves", ("AND", [("B", "Emily -> Chloe", 8, GTC), ("B", "Emily -> Chloe", 13, GTC)])),
C("Emily's public claim in line 15 is about where the persimmon is, not about what Aria believes", "event", "true", 15, "line 15 text", ("T", 15, "Emily publicly claimed that persimmon is in the green_suitcase")),
C("it doesn't change Chloe's picture of Aria", "communication", "true", 15, "Chloe -> Aria unchanged at 15", ("AND", [("B", "Chloe -> Aria", 14, GTC), ("B", "Chloe -> Aria", 15, GTC)])),
]),

R("narrative", "unsound", GTC,
"""Let me trace this from the inside out.

Aria is in the dining_room the whole time the persimmon is being moved: she sees it in the green_treasure_chest, sees Liam move it to the red_cupboard, and sees Emily move it to the green_suitcase. She leaves at line 11, after Emily.

Chloe, on the other hand, walks out at line 4, before anything is moved. So the only thing Chloe knows Aria saw is the persimmon in the green_treasure_chest — Chloe thinks Aria thinks it's there.

Now Emily. Emily watched Chloe leave, so she knows Chloe's information stops at line 4. At the end, Emily still thinks Chloe believes the persimmon is in the green_treasure_chest, and she has no reason to think Chloe has any newer idea about Aria either. Logan's private tip about the green_bathtub changes Emily's own view, not her picture of Chloe.

So Emily thinks Chloe thinks Aria thinks the persimmon is in the green_treasure_chest. The answer is B.""",
[
C("Aria is in the dining_room the whole time the persimmon is being moved", "presence", "true", 8, "Aria present at 5 and 8", ("AND", [("R", "Aria", 5, "dining_room"), ("R", "Aria", 8, "dining_room")])),
C("she sees it in the green_treasure_chest", "presence", "true", 2, "Aria witnessed 2", ("W", "Aria", 2)),
C("sees Liam move it to the red_cupboard", "presence", "true", 5, "Aria witnessed 5", ("W", "Aria", 5)),
C("sees Emily move it to the green_suitcase", "presence", "true", 8, "Aria witnessed 8", ("W", "Aria", 8)),
C("She leaves at line 11", "event", "true", 11, "line 11", ("T", 11, "Aria exited")),
C("after Emily", "order", "true", 11, "Emily exits 9 < 11"),
C("walks out at line 4", "event", "true", 4, "line 4", ("T", 4, "Chloe exited")),
C("before anything is moved", "order", "true", 4, "4 < first move 5"),
C("the only thing Chloe knows Aria saw is the persimmon in the green_treasure_chest", "belief", "true", 4, "Chloe -> Aria = green_treasure_chest", ("B", "Chloe -> Aria", 4, GTC)),
C("Chloe thinks Aria thinks it's there", "belief", "true", "end", "Chloe -> Aria at end", ("B", "Chloe -> Aria", "end", GTC)),
C("Emily watched Chloe leave", "presence", "true", 4, "Emily witnessed 4", ("W", "Emily", 4)),
C("she knows Chloe's information stops at line 4", "belief", "true", 13, "Emily -> Chloe frozen at green_treasure_chest until the claim", ("B", "Emily -> Chloe", 13, GTC)),
C("At the end, Emily still thinks Chloe believes the persimmon is in the green_treasure_chest", "belief", "false", "end", "PLANTED: after Emily's own public claim (15) Emily -> Chloe = green_suitcase", ("B", "Emily -> Chloe", "end", GTC)),
C("she has no reason to think Chloe has any newer idea about Aria either", "belief", "true", "end", "Emily -> Chloe -> Aria stays green_treasure_chest", ("B", CH, "end", GTC), ans=True),
C("Logan's private tip about the green_bathtub changes Emily's own view, not her picture of Chloe", "communication", "true", 16, "Emily -> green_bathtub at 16; Emily -> Chloe unchanged at 16", ("AND", [("B", "Emily", 16, "green_bathtub"), ("B", "Emily -> Chloe", 15, "green_suitcase"), ("B", "Emily -> Chloe", 16, "green_suitcase")])),
C("So Emily thinks Chloe thinks Aria thinks the persimmon is in the green_treasure_chest", "belief", "true", "end", "answer chain", ("B", CH, "end", GTC), ans=True),
]),

R("terse", "sound", GTC,
"""B. green_treasure_chest — Chloe left before the persimmon was ever moved, so that's the last place she could picture Aria seeing it.""",
[
C("Chloe left before the persimmon was ever moved", "order", "true", 4, "Chloe exits 4, first move 5"),
C("that's the last place she could picture Aria seeing it", "belief", "true", "end", "Chloe -> Aria = green_treasure_chest", ("B", "Chloe -> Aria", "end", GTC), ans=True),
]),

R("thinking", "unsound", GTC,
"""<think>
Third-order: Emily → Chloe → Aria.

Timeline in the dining_room:
- 2: persimmon in green_treasure_chest (everyone)
- 4: Chloe exits
- 5: Liam → red_cupboard (Liam, Emily, Aria, Logan see)
- 6: Liam exits
- 8: Emily → green_suitcase (Emily, Aria, Logan, Liam see)
- 9: Emily exits
- 11: Aria exits
- 13: Logan exits

Aria had already left when Emily moved it to the green_suitcase, hmm, no wait — Aria exits at 11, Emily's move is at 8. So Aria saw it. OK so Aria's own belief is green_suitcase.

Chloe's model of Aria: Chloe left at 4, so Chloe → Aria = green_treasure_chest.

Public claim at 15: Emily says green_suitcase. Chloe left before Emily, so Chloe believes Emily — Chloe's own belief becomes green_suitcase. Does that change Chloe → Aria? Aria left after Emily, so Aria wouldn't trust Emily anyway. And a claim only updates beliefs that involve the speaker, not beliefs about third parties. Chloe → Aria stays green_treasure_chest.

Emily → Chloe → Aria: Emily knows Chloe left at 4. Emily's model of Chloe's model of Aria = green_treasure_chest.

Logan → Emily private at 16: green_bathtub. Logan left the room after Emily, so Emily trusts Logan; Emily's own belief changes to green_bathtub. Doesn't touch the chain.

Answer: green_treasure_chest.
</think>

**B. green_treasure_chest**

Chloe left at line 4, before any move, so in Emily's eyes Chloe can only imagine Aria seeing the persimmon in the green_treasure_chest.""",
[
C("2: persimmon in green_treasure_chest (everyone)", "location", "true", 2, "line 2, all present", ("AND", [("O", 2, GTC), ("W", "Chloe", 2), ("W", "Logan", 2)])),
C("4: Chloe exits", "event", "true", 4, "line 4", ("T", 4, "Chloe exited")),
C("5: Liam → red_cupboard", "event", "true", 5, "line 5", ("T", 5, "Liam moved the persimmon to the red_cupboard")),
C("(Liam, Emily, Aria, Logan see)", "presence", "true", 5, "witnessed_by 5", ("AND", [("W", a, 5) for a in ("Liam", "Emily", "Aria", "Logan")])),
C("6: Liam exits", "event", "true", 6, "line 6", ("T", 6, "Liam exited")),
C("8: Emily → green_suitcase", "event", "true", 8, "line 8", ("T", 8, "Emily moved the persimmon to the green_suitcase")),
C("(Emily, Aria, Logan, Liam see)", "presence", "false", 8, "PLANTED: Liam had exited at 6 and did not see the move at 8", ("W", "Liam", 8)),
C("9: Emily exits", "event", "true", 9, "line 9", ("T", 9, "Emily exited")),
C("11: Aria exits", "event", "true", 11, "line 11", ("T", 11, "Aria exited")),
C("13: Logan exits", "event", "true", 13, "line 13", ("T", 13, "Logan exited")),
C("Aria exits at 11, Emily's move is at 8", "order", "true", 11, "8 < 11 (correction of the retracted statement)"),
C("So Aria saw it", "presence", "true", 8, "Aria witnessed 8", ("W", "Aria", 8)),
C("Aria's own belief is green_suitcase", "belief", "true", "end", "Aria at end", ("B", "Aria", "end", "green_suitcase")),
C("Chloe left at 4, so Chloe → Aria = green_treasure_chest", "belief", "true", 4, "Chloe -> Aria at 4", ("B", "Chloe -> Aria", 4, GTC)),
C("Emily says green_suitcase", "event", "true", 15, "line 15", ("T", 15, "Emily publicly claimed that persimmon is in the green_suitcase")),
C("Chloe left before Emily", "order", "true", 9, "4 < 9"),
C("Chloe's own belief becomes green_suitcase", "communication", "true", 15, "Chloe = green_suitcase at 15", ("B", "Chloe", 15, "green_suitcase")),
C("Aria left after Emily", "order", "true", 11, "11 > 9"),
C("Aria wouldn't trust Emily anyway", "communication", "true", 15, "Aria exited later than Emily, so no trust; Aria's belief unchanged", ("AND", [("B", "Aria", 14, "green_suitcase"), ("B", "Aria", 15, "green_suitcase")])),
C("a claim only updates beliefs that involve the speaker, not beliefs about third parties", "communication", "true", 15, "2nd-order changes at 15 all involve Emily; Chloe -> Aria unchanged", ("AND", [("B", "Chloe -> Aria", 15, GTC), ("B", "Chloe -> Emily", 15, "green_suitcase")])),
C("Chloe → Aria stays green_treasure_chest", "belief", "true", "end", "Chloe -> Aria at end", ("B", "Chloe -> Aria", "end", GTC)),
C("Emily knows Chloe left at 4", "presence", "true", 4, "Emily witnessed 4", ("W", "Emily", 4)),
C("Emily's model of Chloe's model of Aria = green_treasure_chest", "belief", "true", "end", "answer chain", ("B", CH, "end", GTC), ans=True),
C("Logan → Emily private at 16: green_bathtub", "event", "true", 16, "line 16", ("T", 16, "Logan privately told Emily that the persimmon is in the green_bathtub")),
C("Logan left the room after Emily", "order", "true", 13, "13 > 9"),
C("Emily trusts Logan; Emily's own belief changes to green_bathtub", "communication", "true", 16, "Emily = green_bathtub at 16", ("B", "Emily", 16, "green_bathtub")),
C("Doesn't touch the chain", "communication", "true", 16, "chain unchanged at 16", ("AND", [("B", CH, 15, GTC), ("B", CH, 16, GTC)])),
C("Chloe left at line 4, before any move", "order", "true", 4, "4 < 5"),
C("in Emily's eyes Chloe can only imagine Aria seeing the persimmon in the green_treasure_chest", "belief", "true", "end", "answer chain", ("B", CH, "end", GTC), ans=True),
]),
]
