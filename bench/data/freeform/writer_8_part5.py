"""Items 24-29 of golds_8 (hand-written responses)."""
from writer_8_part0 import R, C, L, B, IN, SAW, EV, ORD, F


def no_move_after(line, obj):
    return lambda h: all(f"moved the {obj}" not in h.text(l) for l in range(line + 1, h.n + 1))

def first_exit(h, room):
    return h.find(f"exited the {room}")

# ---------------- item 24: tomi second_order_0_tom  Aria -> Mila, lime (red_bottle)
R(24, "thinking", "sound", "red_bottle",
"""<think>
Aria → Mila. Lime in red_bottle at 5 with all three in the playroom. Mila exits at 8, Aria sees her go. Aria moves it to blue_container at 10. Mila's in the staircase, didn't see. So Aria thinks Mila will search the red_bottle.
</think>
red_bottle""",
[C("Lime in red_bottle at 5", "location", "true", 5, "line 5", L(5, "red_bottle")),
 C("with all three in the playroom", "presence", "true", 5, "three in playroom", F(lambda h: all(r == "playroom" for r in h.row(5)["agents_room"].values()), 5)),
 C("Mila exits at 8", "event", "true", 8, "line 8", EV("Mila exited", 8)),
 C("Aria sees her go", "presence", "true", 8, "Aria witnessed 8", SAW("Aria", 8)),
 C("Aria moves it to blue_container at 10", "event", "true", 10, "line 10", EV("Aria moved the lime to the blue_container", 10)),
 C("Mila's in the staircase", "presence", "true", 10, "staircase at 10", IN("Mila", 10, "staircase")),
 C("didn't see", "presence", "true", 10, "Mila not witness of 10", SAW("Mila", 10, False)),
 C("Aria thinks Mila will search the red_bottle", "belief", "true", "end", "answer restated", B("Aria -> Mila", "end", "red_bottle"), ans=True)])

R(24, "answer_first", "unsound", "red_bottle",
"""Red_bottle. Mila left the playroom at line 8, and Aria only moved the lime to the blue_container at line 10, with Ella still in the room but Mila gone. Aria knows Mila missed it.""",
[C("Mila left the playroom at line 8", "event", "true", 8, "line 8", EV("Mila exited the playroom", 8)),
 C("Aria only moved the lime to the blue_container at line 10", "event", "true", 10, "line 10", EV("Aria moved the lime to the blue_container", 10)),
 C("with Ella still in the room", "presence", "false", 10, "Ella left at 7", IN("Ella", 10, "playroom")),
 C("Mila gone", "presence", "true", 10, "Mila not in playroom", F(lambda h: h.room("Mila", 10) != "playroom", 10)),
 C("Aria knows Mila missed it", "belief", "true", "end", "Aria->Mila differs from real location",
   F(lambda h: h.bel("Aria -> Mila", "end") == "red_bottle" and h.loc("end") == "blue_container"))])

R(24, "numbered", "wrong", "blue_container",
"""1. Lime in the red_bottle.
2. Mila leaves and goes to the staircase.
3. Aria moves the lime to the blue_container.
4. Aria knows where it really is, so she expects Mila to look in the blue_container.""",
[C("Lime in the red_bottle", "location", "true", 5, "line 5", L(5, "red_bottle")),
 C("Mila leaves and goes to the staircase", "event", "true", 9, "lines 8-9",
   F(lambda h: "Mila exited" in h.text(8) and "Mila entered the staircase" in h.text(9))),
 C("Aria moves the lime to the blue_container", "event", "true", 10, "line 10", EV("Aria moved the lime to the blue_container", 10)),
 C("Aria knows where it really is", "belief", "true", "end", "Aria's belief == real", F(lambda h: h.bel("Aria", "end") == h.loc("end"))),
 C("she expects Mila to look in the blue_container", "belief", "false", "end", "gold red_bottle", B("Aria -> Mila", "end", "blue_container"), ans=True)])

R(24, "narrative", "sound", "red_bottle",
"""All three of them saw the lime placed in the red_bottle. Ella left first, then Mila, and Aria was still in the playroom when Mila walked out. Only after Mila had gone to the staircase did Aria move the lime to the blue_container. Since Aria made that move on her own, she knows Mila has no idea about it, so Aria expects Mila to search the red_bottle.""",
[C("All three of them saw the lime placed in the red_bottle", "presence", "true", 5, "three witnesses", F(lambda h: len(h.row(5)["witnessed_by"]) == 3 and h.loc(5) == "red_bottle", 5)),
 C("Ella left first, then Mila", "order", "true", 8, "exits 7 then 8", F(lambda h: h.find("Ella exited") == 7 and h.find("Mila exited") == 8)),
 C("Aria was still in the playroom when Mila walked out", "presence", "true", 8, "Aria in playroom at 8", IN("Aria", 8, "playroom")),
 C("Only after Mila had gone to the staircase did Aria move the lime to the blue_container", "order", "true", 10, "9 < 10",
   ORD("Mila entered the staircase", "Aria moved the lime")),
 C("Aria made that move on her own", "presence", "true", 10, "sole witness", F(lambda h: h.row(10)["witnessed_by"] == ["Aria"], 10)),
 C("she knows Mila has no idea about it", "belief", "true", "end", "Aria->Mila red_bottle while real is blue_container",
   F(lambda h: h.bel("Aria -> Mila", "end") == "red_bottle" and h.loc("end") == "blue_container")),
 C("Aria expects Mila to search the red_bottle", "belief", "true", "end", "answer restated", B("Aria -> Mila", "end", "red_bottle"), ans=True)])

R(24, "terse", "wrong", "blue_container",
"""blue_container, since Aria put it there last.""",
[C("Aria put it there last", "event", "true", 10, "last move line 10 by Aria",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the lime" in h.text(l)) == 10 and h.text(10).startswith("Aria")))])

# ---------------- item 25: s6808-20-o0  persimmon really (green_box)
R(25, "answer_first", "sound", "green_box",
"""B. green_box. Jackson moved the persimmon there at line 8, and that's the last time anyone touches it; the porch scenes and the private tells at the end are all about the asparagus.""",
[C("Jackson moved the persimmon there at line 8", "event", "true", 8, "line 8", EV("Jackson moved the persimmon to the green_box", 8)),
 C("that's the last time anyone touches it", "event", "true", None, "no move after 8", F(no_move_after(8, "persimmon"))),
 C("the porch scenes and the private tells at the end are all about the asparagus", "event", "true", None, "lines 16-26 never mention the persimmon",
   F(lambda h: all("persimmon" not in h.text(l) for l in range(16, h.n + 1)) and "asparagus" in h.text(25) and "asparagus" in h.text(26)))])

R(25, "numbered", "unsound", "green_box",
"""1. persimmon: red_bottle (2).
2. Olivia → red_bucket (5).
3. Ella → green_box (8).
4. Nothing else happens to it; the porch part moves the asparagus.

Real: B. green_box""",
[C("persimmon: red_bottle (2)", "location", "true", 2, "line 2", L(2, "red_bottle")),
 C("Olivia → red_bucket (5)", "event", "true", 5, "line 5", EV("Olivia moved the persimmon to the red_bucket", 5)),
 C("Ella → green_box (8)", "event", "false", 8, "Jackson moved it at line 8", EV("Ella moved the persimmon")),
 C("Nothing else happens to it", "event", "true", None, "no move after 8", F(no_move_after(8, "persimmon"))),
 C("the porch part moves the asparagus", "event", "true", 22, "lines 18 and 22",
   F(lambda h: "moved the asparagus" in h.text(18) and "moved the asparagus" in h.text(22)))])

R(25, "narrative", "unsupported", "green_box",
"""Cutting through all the distractions, the persimmon is really in the green_box.""",
[C("the persimmon is really in the green_box", "location", "true", "end", "answer restated", L(26, "green_box"), ans=True)])

R(25, "terse", "unsound", "green_box",
"""B. green_box. Jackson moved it there with Liam watching.""",
[C("Jackson moved it there", "event", "true", 8, "line 8", EV("Jackson moved the persimmon to the green_box", 8)),
 C("with Liam watching", "presence", "false", 8, "Liam left at 4", SAW("Liam", 8))])

R(25, "thinking", "sound", "green_box",
"""<think>
Real location of the persimmon. Start red_bottle. Olivia → red_bucket at 5. Jackson → green_box at 8. Then exits. Wait, does anything in the porch or waiting room touch it? Porch: asparagus green_container → green_envelope → red_pantry. Tells: about asparagus. No.
</think>
B. green_box""",
[C("Start red_bottle", "location", "true", 2, "line 2", L(2, "red_bottle")),
 C("Olivia → red_bucket at 5", "event", "true", 5, "line 5", EV("Olivia moved the persimmon to the red_bucket", 5)),
 C("Jackson → green_box at 8", "event", "true", 8, "line 8", EV("Jackson moved the persimmon to the green_box", 8)),
 C("Porch: asparagus green_container → green_envelope → red_pantry", "event", "true", 22, "lines 17, 18, 22",
   F(lambda h: "asparagus is in the green_container" in h.text(17) and "asparagus to the green_envelope" in h.text(18) and "asparagus to the red_pantry" in h.text(22))),
 C("Tells: about asparagus", "communication", "true", 26, "lines 25-26", F(lambda h: "asparagus" in h.text(25) and "asparagus" in h.text(26)))])

# ---------------- item 26: tomi first_order_1_tom  Aiden, plum (blue_crate)
R(26, "numbered", "sound", "blue_crate",
"""1. The plum is put in the blue_crate while Aiden and Lily are in the garage (line 3).
2. Aiden leaves (line 4).
3. Lily moves it to the green_pantry at line 8, which Aiden doesn't see.
4. Aiden will look in the blue_crate.""",
[C("The plum is put in the blue_crate while Aiden and Lily are in the garage (line 3)", "presence", "true", 3, "both in garage at placement",
   F(lambda h: h.loc(3) == "blue_crate" and h.room("Aiden", 3) == "garage" and h.room("Lily", 3) == "garage", 3)),
 C("Aiden leaves (line 4)", "event", "true", 4, "line 4", EV("Aiden exited", 4)),
 C("Lily moves it to the green_pantry at line 8", "event", "true", 8, "line 8", EV("Lily moved the plum to the green_pantry", 8)),
 C("which Aiden doesn't see", "presence", "true", 8, "not a witness", SAW("Aiden", 8, False)),
 C("Aiden will look in the blue_crate", "belief", "true", "end", "answer restated", B("Aiden", "end", "blue_crate"), ans=True)])

R(26, "narrative", "unsound", "blue_crate",
"""Aiden saw the plum go into the blue_crate and then left the garage. Lily moved it to the green_pantry before Evelyn even arrived. Aiden wasn't around for any of that, so he'll look for it in the blue_crate.""",
[C("Aiden saw the plum go into the blue_crate", "presence", "true", 3, "Aiden witnessed 3", SAW("Aiden", 3)),
 C("then left the garage", "event", "true", 4, "line 4", EV("Aiden exited the garage", 4)),
 C("Lily moved it to the green_pantry", "event", "true", 8, "line 8", EV("Lily moved the plum to the green_pantry", 8)),
 C("before Evelyn even arrived", "order", "false", 8, "Evelyn entered at 7, before the move", ORD("Lily moved", "Evelyn entered")),
 C("Aiden wasn't around for any of that", "presence", "true", None, "Aiden nowhere 4-9", F(lambda h: all(h.room("Aiden", l) is None for l in range(4, h.n + 1)))),
 C("he'll look for it in the blue_crate", "belief", "true", "end", "answer restated", B("Aiden", "end", "blue_crate"), ans=True)])

R(26, "terse", "wrong", "green_pantry",
"""green_pantry, where Lily moved it.""",
[C("where Lily moved it", "event", "true", 8, "line 8", EV("Lily moved the plum to the green_pantry", 8))])

R(26, "thinking", "sound", "blue_crate",
"""<think>
First-order, false belief. Aiden saw blue_crate (3), left (4). Lily moved it to green_pantry (8) while Evelyn watched. Aiden never returned.
</think>
blue_crate""",
[C("Aiden saw blue_crate (3)", "presence", "true", 3, "Aiden witnessed 3", SAW("Aiden", 3)),
 C("left (4)", "event", "true", 4, "line 4", EV("Aiden exited", 4)),
 C("Lily moved it to green_pantry (8)", "event", "true", 8, "line 8", EV("Lily moved the plum to the green_pantry", 8)),
 C("while Evelyn watched", "presence", "true", 8, "Evelyn witnessed 8", SAW("Evelyn", 8)),
 C("Aiden never returned", "presence", "true", None, "Aiden nowhere after 4", F(lambda h: all(h.room("Aiden", l) is None for l in range(4, h.n + 1))))])

R(26, "answer_first", "wrong", "green_pantry",
"""Green_pantry. Aiden and Lily were together in the garage, and Lily is the one who relocated the plum; Aiden knows Lily's habits, so Aiden expects it in the green_pantry.""",
[C("Aiden and Lily were together in the garage", "presence", "true", 3, "both in garage at 3",
   F(lambda h: h.room("Aiden", 3) == "garage" and h.room("Lily", 3) == "garage", 3)),
 C("Lily is the one who relocated the plum", "event", "true", 8, "line 8", EV("Lily moved the plum", 8)),
 C("Aiden knows Lily's habits", "belief", "uncheckable", None, "habits are outside the story"),
 C("Aiden expects it in the green_pantry", "belief", "false", "end", "Aiden believes blue_crate", B("Aiden", "end", "green_pantry"), ans=True)])

# ---------------- item 27: s6808-5-o0  sweet_potato really (red_pantry)
R(27, "narrative", "sound", "red_pantry",
"""Aiden moved the sweet_potato from the green_bathtub to the green_box, and after Aiden and Emily had left, Aria moved it again to the red_pantry, with Mia and Ella watching. Nobody touched it after that; everything on the porch and in the waiting room concerns the cabbage. So the sweet_potato really is in the red_pantry.""",
[C("Aiden moved the sweet_potato from the green_bathtub to the green_box", "event", "true", 3, "line 3",
   F(lambda h: h.loc(2) == "green_bathtub" and "Aiden moved the sweet_potato to the green_box" in h.text(3), 3)),
 C("after Aiden and Emily had left, Aria moved it again to the red_pantry", "order", "true", 7, "exits 4, 6 < move 7",
   F(lambda h: h.find("Aiden exited") < 7 and h.find("Emily exited") < 7 and "Aria moved the sweet_potato to the red_pantry" in h.text(7))),
 C("with Mia and Ella watching", "presence", "true", 7, "witnessed 7", F(lambda h: h.saw("Mia", 7) and h.saw("Ella", 7), 7)),
 C("Nobody touched it after that", "event", "true", None, "no move after 7", F(no_move_after(7, "sweet_potato"))),
 C("everything on the porch and in the waiting room concerns the cabbage", "event", "true", None, "no sweet_potato line from 15 on",
   F(lambda h: all("sweet_potato" not in h.text(l) for l in range(15, h.n + 1)))),
 C("the sweet_potato really is in the red_pantry", "location", "true", "end", "answer restated", L(26, "red_pantry"), ans=True)])

R(27, "terse", "unsound", "red_pantry",
"""E. red_pantry; Mia put it there.""",
[C("Mia put it there", "event", "false", 7, "Aria moved it to the red_pantry", EV("Mia moved the sweet_potato"))])

R(27, "thinking", "unsupported", "red_pantry",
"""<think>
Reality question; I just need the final container.
</think>
E. red_pantry""",
[])

R(27, "answer_first", "unsound", "red_pantry",
"""E. red_pantry. By the time Emily left the laundry it was already in the red_pantry, and no later event moves it; Mia's claim and Aiden's whisper are about the cabbage.""",
[C("By the time Emily left the laundry it was already in the red_pantry", "location", "false", 6, "green_box at 6", L(6, "red_pantry")),
 C("no later event moves it", "event", "true", None, "no move after 7", F(no_move_after(7, "sweet_potato"))),
 C("Mia's claim and Aiden's whisper are about the cabbage", "communication", "true", 26, "lines 24, 26", F(lambda h: "cabbage" in h.text(24) and "cabbage" in h.text(26)))])

R(27, "numbered", "unsound", "red_pantry",
"""1. Start: green_bathtub.
2. Aiden → green_box (3), then leaves.
3. Aria → red_pantry (7).
4. Ella left before Aria; Mia stayed longer.
5. No further moves of the sweet_potato.

Answer: E. red_pantry""",
[C("Start: green_bathtub", "location", "true", 2, "line 2", L(2, "green_bathtub")),
 C("Aiden → green_box (3), then leaves", "event", "true", 4, "lines 3-4",
   F(lambda h: "Aiden moved the sweet_potato to the green_box" in h.text(3) and "Aiden exited" in h.text(4))),
 C("Aria → red_pantry (7)", "event", "true", 7, "line 7", EV("Aria moved the sweet_potato to the red_pantry", 7)),
 C("Ella left before Aria", "order", "false", 13, "Aria left at 9, Ella at 13", ORD("Ella exited the laundry", "Aria exited the laundry")),
 C("Mia stayed longer", "order", "true", 11, "Aria exit 9 < Mia exit 11", ORD("Aria exited the laundry", "Mia exited the laundry")),
 C("No further moves of the sweet_potato", "event", "true", None, "no move after 7", F(no_move_after(7, "sweet_potato")))])

# ---------------- item 28: s6808-21-o1  Jackson, carrot (blue_suitcase)
R(28, "terse", "sound", "blue_suitcase",
"""B. blue_suitcase. Jackson left (line 10) just before Lucas moved it to the green_drawer.""",
[C("Jackson left (line 10) just before Lucas moved it to the green_drawer", "order", "true", 10, "exit 10, move 11",
   F(lambda h: "Jackson exited" in h.text(10) and "Lucas moved the carrot to the green_drawer" in h.text(11)))])

R(28, "thinking", "unsound", "blue_suitcase",
"""<think>
Jackson's belief about the carrot. Carrot in blue_suitcase (2). Chloe, Hannah leave, then Jackson at 10. Lucas moves it to green_drawer at 11, Jackson gone. Jackson also joined Lucas in the attic later, but that was the tangerine. Tells are about the tangerine too.
</think>
B. blue_suitcase""",
[C("Carrot in blue_suitcase (2)", "location", "true", 2, "line 2", L(2, "blue_suitcase")),
 C("Chloe, Hannah leave, then Jackson at 10", "order", "true", 10, "exits 4, 7, 10",
   F(lambda h: h.find("Chloe exited") == 4 and h.find("Hannah exited") == 7 and h.find("Jackson exited") == 10)),
 C("Lucas moves it to green_drawer at 11", "event", "true", 11, "line 11", EV("Lucas moved the carrot to the green_drawer", 11)),
 C("Jackson gone", "presence", "true", 11, "Jackson nowhere at 11", IN("Jackson", 11, None)),
 C("Jackson also joined Lucas in the attic later", "presence", "false", 17, "Jackson stayed in the waiting_room", IN("Jackson", 17, "attic")),
 C("that was the tangerine", "event", "true", 18, "attic lines concern the tangerine", F(lambda h: "tangerine" in h.text(17) and "tangerine" in h.text(18))),
 C("Tells are about the tangerine too", "communication", "true", 26, "lines 25-26", F(lambda h: "tangerine" in h.text(25) and "tangerine" in h.text(26)))])

R(28, "answer_first", "wrong", "green_drawer",
"""D. green_drawer. Lucas moved the carrot to the green_drawer and Jackson was in the workshop at that moment, so he knows its current spot.""",
[C("Lucas moved the carrot to the green_drawer", "event", "true", 11, "line 11", EV("Lucas moved the carrot to the green_drawer", 11)),
 C("Jackson was in the workshop at that moment", "presence", "false", 11, "Jackson left at 10", IN("Jackson", 11, "workshop")),
 C("he knows its current spot", "belief", "false", "end", "Jackson believes blue_suitcase, real green_drawer", F(lambda h: h.bel("Jackson", "end") == h.loc("end")))])

R(28, "numbered", "sound", "blue_suitcase",
"""1. Carrot starts in the blue_suitcase.
2. Chloe (4), Hannah (7) and Jackson (10) leave; nothing has moved yet.
3. Lucas moves it to the green_drawer (11) with only Noah watching.
4. Jackson is not in the attic group later, and nobody tells him anything about the carrot.

Jackson: blue_suitcase (B).""",
[C("Carrot starts in the blue_suitcase", "location", "true", 2, "line 2", L(2, "blue_suitcase")),
 C("Chloe (4), Hannah (7) and Jackson (10) leave", "event", "true", 10, "exit lines",
   F(lambda h: "Chloe exited" in h.text(4) and "Hannah exited" in h.text(7) and "Jackson exited" in h.text(10))),
 C("nothing has moved yet", "event", "true", 10, "no move before 11", F(lambda h: all("moved the carrot" not in h.text(l) for l in range(1, 11)))),
 C("Lucas moves it to the green_drawer (11)", "event", "true", 11, "line 11", EV("Lucas moved the carrot to the green_drawer", 11)),
 C("with only Noah watching", "presence", "true", 11, "witnesses Lucas, Noah", F(lambda h: sorted(h.row(11)["witnessed_by"]) == ["Lucas", "Noah"], 11)),
 C("Jackson is not in the attic group later", "presence", "true", 16, "Jackson in waiting_room", IN("Jackson", 16, "waiting_room")),
 C("nobody tells him anything about the carrot", "communication", "true", None, "no claim/tell mentions the carrot",
   F(lambda h: all("carrot" not in h.text(l) for l in range(1, h.n + 1) if "told" in h.text(l) or "claimed" in h.text(l)))),
 C("Jackson: blue_suitcase", "belief", "true", "end", "answer restated", B("Jackson", "end", "blue_suitcase"), ans=True)])

R(28, "narrative", "wrong", None,
"""Jackson last saw the carrot in the blue_suitcase before he left the workshop. After that, Lucas moved it to the green_drawer, and later Lucas, Hannah and Noah went off to the attic without him. Whether Jackson picked up on the change from the others is unclear, so it's either the blue_suitcase or the green_drawer.""",
[C("Jackson last saw the carrot in the blue_suitcase before he left the workshop", "belief", "true", 10, "Jackson blue_suitcase at exit", B("Jackson", 10, "blue_suitcase")),
 C("Lucas moved it to the green_drawer", "event", "true", 11, "line 11", EV("Lucas moved the carrot to the green_drawer", 11)),
 C("later Lucas, Hannah and Noah went off to the attic without him", "event", "true", 16, "line 16, Jackson stays",
   F(lambda h: "Lucas, Hannah and Noah entered the attic" in h.text(16) and h.room("Jackson", 16) == "waiting_room", 16))])

# ---------------- item 29: s6808-7-o2  Benjamin -> Charlotte, grapefruit (red_treasure_chest)
RTC = "red_treasure_chest"
R(29, "thinking", "sound", RTC,
"""<think>
Benjamin → Charlotte, grapefruit.
Benjamin moved it to red_treasure_chest at 3, then left first (4). So his last shared view with Charlotte is red_treasure_chest.
Later he goes back into the attic (15) and sees it in the red_bathtub, so his own belief changes to red_bathtub. But Charlotte isn't with him on that trip, so nothing updates his model of her.
The waiting-room tells are about the tomato.
</think>
J. red_treasure_chest""",
[C("Benjamin moved it to red_treasure_chest at 3", "event", "true", 3, "line 3", EV("Benjamin moved the grapefruit to the red_treasure_chest", 3)),
 C("then left first (4)", "order", "true", 4, "first exit", F(lambda h: first_exit(h, "attic") == 4 and "Benjamin" in h.text(4))),
 C("his last shared view with Charlotte is red_treasure_chest", "belief", "true", 4, "Benjamin->Charlotte at 4", B("Benjamin -> Charlotte", 4, RTC)),
 C("Later he goes back into the attic (15)", "event", "true", 15, "line 15", EV("Olivia, Ava and Benjamin entered the attic", 15)),
 C("sees it in the red_bathtub", "location", "true", 15, "red_bathtub at 15", L(15, "red_bathtub")),
 C("his own belief changes to red_bathtub", "belief", "true", 15, "Benjamin rtc -> red_bathtub",
   F(lambda h: h.bel("Benjamin", 14) == RTC and h.bel("Benjamin", 15) == "red_bathtub", 15)),
 C("Charlotte isn't with him on that trip", "presence", "true", 15, "Charlotte in waiting_room", IN("Charlotte", 15, "waiting_room")),
 C("nothing updates his model of her", "belief", "true", "end", "answer restated", B("Benjamin -> Charlotte", "end", RTC), ans=True),
 C("The waiting-room tells are about the tomato", "communication", "true", 27, "lines 26-27", F(lambda h: "tomato" in h.text(26) and "tomato" in h.text(27)))])

R(29, "answer_first", "unsound", RTC,
"""J. red_treasure_chest.

Benjamin put the grapefruit in the red_treasure_chest and was the first to leave the attic, so he has no idea Ava, Olivia and Jacob moved it afterwards. Benjamin himself still thinks it's in the red_treasure_chest, and he assumes Charlotte does too.""",
[C("Benjamin put the grapefruit in the red_treasure_chest", "event", "true", 3, "line 3", EV("Benjamin moved the grapefruit to the red_treasure_chest", 3)),
 C("was the first to leave the attic", "order", "true", 4, "first exit", F(lambda h: first_exit(h, "attic") == 4 and "Benjamin" in h.text(4))),
 C("he has no idea Ava, Olivia and Jacob moved it afterwards", "presence", "true", 12, "Benjamin witnessed none of 5, 7, 12",
   F(lambda h: not any(h.saw("Benjamin", l) for l in [5, 7, 12]))),
 C("Benjamin himself still thinks it's in the red_treasure_chest", "belief", "false", "end", "he saw the red_bathtub on re-entry (15)", B("Benjamin", "end", RTC)),
 C("he assumes Charlotte does too", "belief", "true", "end", "answer restated", B("Benjamin -> Charlotte", "end", RTC), ans=True)])

R(29, "numbered", "unsupported", RTC,
"""1. Second-order question: Benjamin about Charlotte.
2. Benjamin thinks Charlotte thinks the grapefruit is in the red_treasure_chest.

→ J""",
[C("Benjamin thinks Charlotte thinks the grapefruit is in the red_treasure_chest", "belief", "true", "end", "answer restated", B("Benjamin -> Charlotte", "end", RTC), ans=True)])

R(29, "narrative", "unsound", RTC,
"""Benjamin watched the grapefruit go from the red_bathtub into the red_treasure_chest (he moved it himself) and then left. Olivia then moved it to the red_suitcase, and it kept moving after that, but Benjamin saw none of this. When he later returned to the attic with Olivia and Ava, Charlotte wasn't there. So Benjamin still pictures Charlotte thinking it's in the red_treasure_chest.""",
[C("Benjamin watched the grapefruit go from the red_bathtub into the red_treasure_chest", "event", "true", 3, "lines 2-3",
   F(lambda h: h.loc(2) == "red_bathtub" and h.loc(3) == RTC and h.saw("Benjamin", 3))),
 C("he moved it himself", "event", "true", 3, "line 3", EV("Benjamin moved the grapefruit", 3)),
 C("and then left", "event", "true", 4, "line 4", EV("Benjamin exited", 4)),
 C("Olivia then moved it to the red_suitcase", "event", "false", 5, "it was Ava", EV("Olivia moved the grapefruit to the red_suitcase")),
 C("it kept moving after that", "event", "true", 12, "moves at 7 and 12", F(lambda h: "moved the grapefruit" in h.text(7) and "moved the grapefruit" in h.text(12))),
 C("Benjamin saw none of this", "presence", "true", 12, "not witness of 5, 7, 12", F(lambda h: not any(h.saw("Benjamin", l) for l in [5, 7, 12]))),
 C("When he later returned to the attic with Olivia and Ava", "event", "true", 15, "line 15", EV("Olivia, Ava and Benjamin entered the attic", 15)),
 C("Charlotte wasn't there", "presence", "true", 15, "Charlotte in waiting_room", IN("Charlotte", 15, "waiting_room")),
 C("Benjamin still pictures Charlotte thinking it's in the red_treasure_chest", "belief", "true", "end", "answer restated", B("Benjamin -> Charlotte", "end", RTC), ans=True)])

R(29, "terse", "sound", RTC,
"""J. red_treasure_chest: Benjamin left right after putting it there, and Charlotte never shared another scene with him where it moved.""",
[C("Benjamin left right after putting it there", "event", "true", 4, "move 3, exit 4",
   F(lambda h: "Benjamin moved the grapefruit to the red_treasure_chest" in h.text(3) and "Benjamin exited" in h.text(4))),
 C("Charlotte never shared another scene with him where it moved", "presence", "true", None, "no later move seen by both",
   F(lambda h: not any("moved the grapefruit" in h.text(l) and h.saw("Benjamin", l) and h.saw("Charlotte", l) for l in range(4, h.n + 1))))])
