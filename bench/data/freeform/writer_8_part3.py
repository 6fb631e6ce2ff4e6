"""Items 12-17 of golds_8 (hand-written responses)."""
from writer_8_part0 import R, C, L, B, IN, SAW, EV, ORD, F


def no_move_after(line, obj):
    return lambda h: all(f"moved the {obj}" not in h.text(l) for l in range(line + 1, h.n + 1))

def first_exit(h, room):
    return h.find(f"exited the {room}")

# ---------------- item 12: s6808-15-o0  spinach really (blue_envelope)
R(12, "narrative", "sound", "blue_envelope",
"""The spinach moved twice. Carter first took it from the blue_bucket to the blue_pantry while everyone watched, and much later Elizabeth moved it into the blue_envelope with only Charlotte still around. After that nobody touched it. Emma's public claim and Charlotte's whisper are just talk; they change what people believe, not where the spinach is. It's really in the blue_envelope.""",
[C("The spinach moved twice", "event", "true", None, "two move lines", F(lambda h: sum("moved the spinach" in h.text(l) for l in range(1, h.n + 1)) == 2)),
 C("Carter first took it from the blue_bucket to the blue_pantry while everyone watched", "event", "true", 3, "line 3, five witnesses",
   F(lambda h: h.loc(2) == "blue_bucket" and "Carter moved the spinach to the blue_pantry" in h.text(3) and len(h.row(3)["witnessed_by"]) == 5, 3)),
 C("Elizabeth moved it into the blue_envelope", "event", "true", 10, "line 10", EV("Elizabeth moved the spinach to the blue_envelope", 10)),
 C("with only Charlotte still around", "presence", "true", 10, "witnesses Elizabeth and Charlotte",
   F(lambda h: sorted(h.row(10)["witnessed_by"]) == ["Charlotte", "Elizabeth"], 10)),
 C("After that nobody touched it", "event", "true", None, "no move after 10", F(no_move_after(10, "spinach"))),
 C("Emma's public claim and Charlotte's whisper are just talk", "communication", "true", 17, "location unchanged by 16-17",
   F(lambda h: h.loc(15) == h.loc(16) == h.loc(17))),
 C("they change what people believe", "communication", "true", 17, "Emma's belief changes at 17",
   F(lambda h: h.bel("Emma", 16) != h.bel("Emma", 17))),
 C("It's really in the blue_envelope", "location", "true", "end", "answer restated", L(17, "blue_envelope"), ans=True)])

R(12, "terse", "unsound", "blue_envelope",
"""B. blue_envelope. Elizabeth moved it there after Charlotte left.""",
[C("Elizabeth moved it there", "event", "true", 10, "line 10", EV("Elizabeth moved the spinach to the blue_envelope", 10)),
 C("after Charlotte left", "order", "false", 13, "Charlotte left at 13, after the move", ORD("Charlotte exited", "Elizabeth moved"))])

R(12, "thinking", "wrong", "blue_bucket",
"""<think>
Where is the spinach really... Carter moved it blue_bucket→blue_pantry, Elizabeth moved it to blue_envelope at 10. Charlotte was the last one in the cellar. At the end Charlotte tells Emma it's in the blue_bucket. Charlotte stayed longest, so she's the best-informed person in the story. Maybe it got moved back and the story just didn't say. Going with Charlotte's statement.
</think>
A. blue_bucket""",
[C("Carter moved it blue_bucket→blue_pantry", "event", "true", 3, "line 3", EV("Carter moved the spinach to the blue_pantry", 3)),
 C("Elizabeth moved it to blue_envelope at 10", "event", "true", 10, "line 10", EV("Elizabeth moved the spinach to the blue_envelope", 10)),
 C("Charlotte was the last one in the cellar", "presence", "true", 12, "only Charlotte in cellar at 12",
   F(lambda h: [a for a, r in h.row(12)["agents_room"].items() if r] == ["Charlotte"], 12)),
 C("At the end Charlotte tells Emma it's in the blue_bucket", "communication", "true", 17, "line 17", EV("Charlotte privately told Emma that the spinach is in the blue_bucket", 17)),
 C("Charlotte stayed longest", "order", "true", 13, "last cellar exit is Charlotte's",
   F(lambda h: max(l for l in range(1, h.n + 1) if "exited the cellar" in h.text(l)) == 13 and "Charlotte" in h.text(13))),
 C("she's the best-informed person in the story", "belief", "uncheckable", None, "vague comparative about knowledge")])

R(12, "answer_first", "sound", "blue_envelope",
"""Blue_envelope (B). Elizabeth's move at line 10 is the last time anyone touches the spinach; the waiting-room statements (Emma saying blue_pantry, Charlotte saying blue_bucket) are both false.""",
[C("Elizabeth's move at line 10 is the last time anyone touches the spinach", "event", "true", 10, "last move line 10",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the spinach" in h.text(l)) == 10 and h.text(10).startswith("Elizabeth"))),
 C("Emma saying blue_pantry", "communication", "true", 16, "line 16", EV("Emma publicly claimed that spinach is in the blue_pantry", 16)),
 C("Charlotte saying blue_bucket", "communication", "true", 17, "line 17", EV("Charlotte privately told Emma that the spinach is in the blue_bucket", 17)),
 C("are both false", "communication", "true", 17, "real location is neither", F(lambda h: h.loc(17) not in ("blue_pantry", "blue_bucket")))])

R(12, "numbered", "wrong", "blue_pantry",
"""1. Spinach starts in the blue_bucket.
2. Carter moves it to the blue_pantry in front of everyone.
3. Emma later confirms publicly that it is in the blue_pantry.
4. Carter, Jackson and Emma all believe blue_pantry.

Answer: C. blue_pantry""",
[C("Spinach starts in the blue_bucket", "location", "true", 2, "line 2", L(2, "blue_bucket")),
 C("Carter moves it to the blue_pantry in front of everyone", "event", "true", 3, "line 3, five witnesses",
   F(lambda h: "Carter moved the spinach to the blue_pantry" in h.text(3) and len(h.row(3)["witnessed_by"]) == 5, 3)),
 C("Emma later confirms publicly that it is in the blue_pantry", "communication", "true", 16, "line 16", EV("Emma publicly claimed that spinach is in the blue_pantry", 16)),
 C("Carter, Jackson and Emma all believe blue_pantry", "belief", "true", 16, "right after Emma's claim all three hold blue_pantry",
   F(lambda h: all(h.bel(a, 16) == "blue_pantry" for a in ["Carter", "Jackson", "Emma"]), 16))])

# ---------------- item 13: s6808-14-o4  Olivia -> Jayden -> Gracie -> Jackson, tangerine (red_cupboard)
R(13, "terse", "sound", "red_cupboard",
"""M. red_cupboard. Gracie left right after putting it there, so every outer layer freezes her at red_cupboard.""",
[C("Gracie left right after putting it there", "event", "true", 4, "move 3, exit 4",
   F(lambda h: "Gracie moved the tangerine to the red_cupboard" in h.text(3) and "Gracie exited" in h.text(4))),
 C("every outer layer freezes her at red_cupboard", "belief", "true", "end", "Jayden->Gracie and Olivia->Jayden->Gracie red_cupboard",
   F(lambda h: h.bel("Jayden -> Gracie", "end") == "red_cupboard" and h.bel("Olivia -> Jayden -> Gracie", "end") == "red_cupboard"))])

R(13, "thinking", "unsound", "red_cupboard",
"""<think>
Olivia → Jayden → Gracie → Jackson.
Innermost: Gracie → Jackson. Gracie moved the tangerine to red_cupboard at 3 and left at 4, Jackson was there. So Gracie thinks Jackson thinks red_cupboard.
Jayden saw Gracie leave (he was still in the pantry), so Jayden → Gracie → Jackson = red_cupboard.
Olivia: was in the pantry at 4 too. Olivia thinks Jayden thinks it's in the red_cupboard, and her model of Jayden's model of Gracie is red_cupboard as well.
Jayden's red_envelope move (5) and Jackson's blue_cupboard move (12) come after Gracie left, so they don't reach Gracie's layer.
</think>
M. red_cupboard""",
[C("Gracie moved the tangerine to red_cupboard at 3", "event", "true", 3, "line 3", EV("Gracie moved the tangerine to the red_cupboard", 3)),
 C("left at 4", "event", "true", 4, "line 4", EV("Gracie exited", 4)),
 C("Jackson was there", "presence", "true", 3, "Jackson witnessed 3", SAW("Jackson", 3)),
 C("Gracie thinks Jackson thinks red_cupboard", "belief", "true", "end", "Gracie->Jackson", B("Gracie -> Jackson", "end", "red_cupboard")),
 C("Jayden saw Gracie leave", "presence", "true", 4, "Jayden witnessed 4", SAW("Jayden", 4)),
 C("Jayden → Gracie → Jackson = red_cupboard", "belief", "true", "end", "sub-chain", B("Jayden -> Gracie -> Jackson", "end", "red_cupboard")),
 C("was in the pantry at 4 too", "presence", "true", 4, "Olivia in pantry at 4", IN("Olivia", 4, "pantry")),
 C("Olivia thinks Jayden thinks it's in the red_cupboard", "belief", "false", "end", "Olivia saw Jayden's red_envelope move: red_envelope",
   B("Olivia -> Jayden", "end", "red_cupboard")),
 C("her model of Jayden's model of Gracie is red_cupboard as well", "belief", "true", "end", "Olivia->Jayden->Gracie", B("Olivia -> Jayden -> Gracie", "end", "red_cupboard")),
 C("Jayden's red_envelope move (5) and Jackson's blue_cupboard move (12) come after Gracie left", "order", "true", 12, "exit 4 < 5 < 12",
   F(lambda h: "Jayden moved the tangerine to the red_envelope" in h.text(5) and "Jackson moved the tangerine to the blue_cupboard" in h.text(12) and h.find("Gracie exited") == 4))])

R(13, "answer_first", "unsupported", "red_cupboard",
"""M. red_cupboard. In short: Olivia thinks Jayden thinks Gracie thinks Jackson thinks the tangerine is in the red_cupboard.""",
[C("Olivia thinks Jayden thinks Gracie thinks Jackson thinks the tangerine is in the red_cupboard", "belief", "true", "end", "answer restated",
   B("Olivia -> Jayden -> Gracie -> Jackson", "end", "red_cupboard"), ans=True)])

R(13, "numbered", "unsound", "red_cupboard",
"""1. blue_cupboard (2) → red_cupboard (Gracie, 3).
2. Gracie exits at 4, with Jayden, Olivia, Amelia and Jackson still inside.
3. Jayden → red_envelope (5), then Jackson alone → blue_cupboard (12).
4. So the tangerine really ends up in the red_envelope, but the question is four levels deep.
5. The innermost belief that matters is Gracie's view of Jackson, frozen at red_cupboard when she left.

→ M. red_cupboard""",
[C("blue_cupboard (2) → red_cupboard (Gracie, 3)", "event", "true", 3, "lines 2-3",
   F(lambda h: h.loc(2) == "blue_cupboard" and "Gracie moved the tangerine to the red_cupboard" in h.text(3))),
 C("Gracie exits at 4", "event", "true", 4, "line 4", EV("Gracie exited", 4)),
 C("with Jayden, Olivia, Amelia and Jackson still inside", "presence", "true", 4, "four in pantry at 4",
   F(lambda h: all(h.room(a, 4) == "pantry" for a in ["Jayden", "Olivia", "Amelia", "Jackson"]), 4)),
 C("Jayden → red_envelope (5)", "event", "true", 5, "line 5", EV("Jayden moved the tangerine to the red_envelope", 5)),
 C("Jackson alone → blue_cupboard (12)", "event", "true", 12, "line 12, only Jackson",
   F(lambda h: "Jackson moved the tangerine to the blue_cupboard" in h.text(12) and h.row(12)["witnessed_by"] == ["Jackson"], 12)),
 C("the tangerine really ends up in the red_envelope", "location", "false", "end", "it ends in the blue_cupboard", L(28, "red_envelope")),
 C("Gracie's view of Jackson, frozen at red_cupboard when she left", "belief", "true", 4, "Gracie->Jackson red_cupboard at 4", B("Gracie -> Jackson", 4, "red_cupboard"))])

R(13, "narrative", "sound", "red_cupboard",
"""Gracie is the key. She put the tangerine in the red_cupboard and walked out immediately, while Jackson, Jayden and Olivia were all still in the pantry. From then on she saw none of the later moves: not Jayden's switch to the red_envelope, not Jackson's private move to the blue_cupboard. Jayden and Olivia both watched her leave, so however deep the nesting goes, Gracie's picture of Jackson stays at the red_cupboard. Olivia thinks Jayden thinks Gracie thinks Jackson thinks it's in the red_cupboard.""",
[C("She put the tangerine in the red_cupboard and walked out immediately", "event", "true", 4, "move 3, exit 4",
   F(lambda h: "Gracie moved the tangerine to the red_cupboard" in h.text(3) and "Gracie exited" in h.text(4))),
 C("while Jackson, Jayden and Olivia were all still in the pantry", "presence", "true", 4, "in pantry at 4",
   F(lambda h: all(h.room(a, 4) == "pantry" for a in ["Jackson", "Jayden", "Olivia"]), 4)),
 C("she saw none of the later moves", "presence", "true", None, "Gracie witnessed neither 5 nor 12",
   F(lambda h: not h.saw("Gracie", 5) and not h.saw("Gracie", 12))),
 C("Jayden's switch to the red_envelope", "event", "true", 5, "line 5", EV("Jayden moved the tangerine to the red_envelope", 5)),
 C("Jackson's private move to the blue_cupboard", "event", "true", 12, "line 12, alone",
   F(lambda h: "Jackson moved the tangerine to the blue_cupboard" in h.text(12) and h.row(12)["witnessed_by"] == ["Jackson"], 12)),
 C("Jayden and Olivia both watched her leave", "presence", "true", 4, "both witnessed 4", F(lambda h: h.saw("Jayden", 4) and h.saw("Olivia", 4), 4)),
 C("Gracie's picture of Jackson stays at the red_cupboard", "belief", "true", "end", "Gracie->Jackson", B("Gracie -> Jackson", "end", "red_cupboard")),
 C("Olivia thinks Jayden thinks Gracie thinks Jackson thinks it's in the red_cupboard", "belief", "true", "end", "answer restated",
   B("Olivia -> Jayden -> Gracie -> Jackson", "end", "red_cupboard"), ans=True)])

# ---------------- item 14: s6808-23-o3  Lily -> Owen -> James, beans (green_drawer)
R(14, "thinking", "sound", "green_drawer",
"""<think>
Lily → Owen → James.
James left first (line 4) with the beans in the green_drawer; Lily and Owen both saw that. So Owen → James = green_drawer.
Lily's own move to blue_container (5) came after James was gone. Lily → Owen is blue_container, but the inner James layer is still green_drawer for Lily.
</think>
F. green_drawer""",
[C("James left first (line 4)", "order", "true", 4, "first exit line 4 James", F(lambda h: first_exit(h, "bathroom") == 4 and "James" in h.text(4))),
 C("with the beans in the green_drawer", "location", "true", 4, "green_drawer at 4", L(4, "green_drawer")),
 C("Lily and Owen both saw that", "presence", "true", 4, "both witnessed 4", F(lambda h: h.saw("Lily", 4) and h.saw("Owen", 4), 4)),
 C("Owen → James = green_drawer", "belief", "true", "end", "Owen->James", B("Owen -> James", "end", "green_drawer")),
 C("Lily's own move to blue_container (5) came after James was gone", "order", "true", 5, "exit 4 < move 5", ORD("James exited", "Lily moved the beans to the blue_container")),
 C("Lily → Owen is blue_container", "belief", "true", "end", "Lily->Owen", B("Lily -> Owen", "end", "blue_container")),
 C("the inner James layer is still green_drawer for Lily", "belief", "true", "end", "answer restated", B("Lily -> Owen -> James", "end", "green_drawer"), ans=True)])

R(14, "answer_first", "unsound", "green_drawer",
"""F. green_drawer.

James left the bathroom at line 4 while the beans were still in the green_drawer. Owen saw Mila move them back to the green_drawer at the end too, but that's beside the point: Lily watched James leave alongside Owen, so for Lily, Owen's picture of James is the green_drawer.""",
[C("James left the bathroom at line 4", "event", "true", 4, "line 4", EV("James exited the bathroom", 4)),
 C("while the beans were still in the green_drawer", "location", "true", 4, "green_drawer at 4", L(4, "green_drawer")),
 C("Owen saw Mila move them back to the green_drawer at the end too", "presence", "false", 11, "Owen had left at 10", SAW("Owen", 11)),
 C("Lily watched James leave alongside Owen", "presence", "true", 4, "Lily and Owen witnessed 4", F(lambda h: h.saw("Lily", 4) and h.saw("Owen", 4), 4)),
 C("for Lily, Owen's picture of James is the green_drawer", "belief", "true", "end", "answer restated", B("Lily -> Owen -> James", "end", "green_drawer"), ans=True)])

R(14, "numbered", "wrong", "blue_container",
"""1. Beans in the green_drawer; James leaves.
2. Lily moves them to the blue_container with Owen watching.
3. Lily leaves; Owen stays.
4. Lily knows Owen saw her move, so Lily thinks Owen thinks blue_container.
5. So Lily thinks Owen thinks James thinks blue_container.

→ G""",
[C("Beans in the green_drawer", "location", "true", 2, "line 2", L(2, "green_drawer")),
 C("James leaves", "event", "true", 4, "line 4", EV("James exited", 4)),
 C("Lily moves them to the blue_container with Owen watching", "event", "true", 5, "line 5, Owen witness",
   F(lambda h: "Lily moved the beans to the blue_container" in h.text(5) and h.saw("Owen", 5), 5)),
 C("Lily leaves", "event", "true", 6, "line 6", EV("Lily exited", 6)),
 C("Owen stays", "presence", "true", 6, "Owen in bathroom at 6", IN("Owen", 6, "bathroom")),
 C("Lily thinks Owen thinks blue_container", "belief", "true", "end", "Lily->Owen", B("Lily -> Owen", "end", "blue_container")),
 C("Lily thinks Owen thinks James thinks blue_container", "belief", "false", "end", "gold green_drawer", B("Lily -> Owen -> James", "end", "blue_container"), ans=True)])

R(14, "narrative", "sound", "green_drawer",
"""James was the first person out of the bathroom, and at that point the beans were in the green_drawer. Everyone else, Lily and Owen included, saw him go. Everything that followed (Lily's move to the blue_container, Mila's move back) happened without James, so neither Owen nor Lily has any reason to think James knows about it. Lily thinks Owen thinks James thinks the beans are in the green_drawer.""",
[C("James was the first person out of the bathroom", "order", "true", 4, "first exit", F(lambda h: first_exit(h, "bathroom") == 4 and "James" in h.text(4))),
 C("at that point the beans were in the green_drawer", "location", "true", 4, "green_drawer at 4", L(4, "green_drawer")),
 C("Everyone else, Lily and Owen included, saw him go", "presence", "true", 4, "four witnesses of 4",
   F(lambda h: sorted(h.row(4)["witnessed_by"]) == ["Aria", "Lily", "Mila", "Owen"], 4)),
 C("Everything that followed (Lily's move to the blue_container, Mila's move back) happened without James", "presence", "true", 11, "James saw neither 5 nor 11",
   F(lambda h: not h.saw("James", 5) and not h.saw("James", 11))),
 C("neither Owen nor Lily has any reason to think James knows about it", "belief", "true", "end", "Owen->James and Lily->James green_drawer",
   F(lambda h: h.bel("Owen -> James", "end") == "green_drawer" and h.bel("Lily -> James", "end") == "green_drawer")),
 C("Lily thinks Owen thinks James thinks the beans are in the green_drawer", "belief", "true", "end", "answer restated", B("Lily -> Owen -> James", "end", "green_drawer"), ans=True)])

R(14, "terse", "wrong", "blue_container",
"""G. blue_container""",
[])

# ---------------- item 15: s6808-9-o4  Jacob -> Charlotte -> Evelyn -> James, pear (green_treasure_chest)
GTC = "green_treasure_chest"
R(15, "answer_first", "sound", GTC,
"""I. green_treasure_chest.

Evelyn moved the pear to the green_treasure_chest and then immediately left the sunroom (line 4), so the Evelyn → James link is fixed at the green_treasure_chest: Evelyn last saw it there with James present. Charlotte and Jacob both saw Evelyn leave, and none of the later moves (James's, Jacob's, Mila's, Charlotte's) were seen by Evelyn. So the full chain resolves to the green_treasure_chest.""",
[C("Evelyn moved the pear to the green_treasure_chest", "event", "true", 3, "line 3", EV("Evelyn moved the pear to the green_treasure_chest", 3)),
 C("then immediately left the sunroom (line 4)", "event", "true", 4, "line 4", EV("Evelyn exited the sunroom", 4)),
 C("the Evelyn → James link is fixed at the green_treasure_chest", "belief", "true", "end", "Evelyn->James", B("Evelyn -> James", "end", GTC)),
 C("Evelyn last saw it there with James present", "presence", "true", 3, "James witnessed 3", SAW("James", 3)),
 C("Charlotte and Jacob both saw Evelyn leave", "presence", "true", 4, "both witnessed 4", F(lambda h: h.saw("Charlotte", 4) and h.saw("Jacob", 4), 4)),
 C("none of the later moves (James's, Jacob's, Mila's, Charlotte's) were seen by Evelyn", "presence", "true", None, "Evelyn witnessed none of 5,7,9,11",
   F(lambda h: not any(h.saw("Evelyn", l) for l in [5, 7, 9, 11]))),
 C("the full chain resolves to the green_treasure_chest", "belief", "true", "end", "answer restated", B("Jacob -> Charlotte -> Evelyn -> James", "end", GTC), ans=True)])

R(15, "numbered", "unsound", GTC,
"""1. blue_bathtub (2) → green_treasure_chest (Evelyn, 3); Evelyn leaves (4).
2. James → blue_treasure_chest (5), leaves (6).
3. Jacob → blue_box (7), leaves (8).
4. Mila → blue_bathtub (9), leaves (10).
5. Charlotte alone → blue_bathtub (11).
6. Evelyn's knowledge stops at step 1, and everyone in the chain saw her go.

Answer: I. green_treasure_chest""",
[C("blue_bathtub (2) → green_treasure_chest (Evelyn, 3)", "event", "true", 3, "lines 2-3",
   F(lambda h: h.loc(2) == "blue_bathtub" and "Evelyn moved the pear to the green_treasure_chest" in h.text(3))),
 C("Evelyn leaves (4)", "event", "true", 4, "line 4", EV("Evelyn exited", 4)),
 C("James → blue_treasure_chest (5), leaves (6)", "event", "true", 6, "lines 5-6",
   F(lambda h: "James moved the pear to the blue_treasure_chest" in h.text(5) and "James exited" in h.text(6))),
 C("Jacob → blue_box (7), leaves (8)", "event", "true", 8, "lines 7-8",
   F(lambda h: "Jacob moved the pear to the blue_box" in h.text(7) and "Jacob exited" in h.text(8))),
 C("Mila → blue_bathtub (9), leaves (10)", "event", "false", 9, "Mila moved it to the red_bathtub",
   F(lambda h: "Mila moved the pear to the blue_bathtub" in h.text(9) and "Mila exited" in h.text(10))),
 C("Charlotte alone → blue_bathtub (11)", "event", "true", 11, "line 11, alone",
   F(lambda h: "Charlotte moved the pear to the blue_bathtub" in h.text(11) and h.row(11)["witnessed_by"] == ["Charlotte"], 11)),
 C("Evelyn's knowledge stops at step 1", "belief", "true", "end", "Evelyn still green_treasure_chest", B("Evelyn", "end", GTC)),
 C("everyone in the chain saw her go", "presence", "true", 4, "Jacob, Charlotte, James witnessed 4",
   F(lambda h: all(h.saw(a, 4) for a in ["Jacob", "Charlotte", "James"]), 4))])

R(15, "narrative", "unsupported", GTC,
"""This one comes down to the deepest pair in the chain. Once you peel the layers back, Jacob thinks Charlotte thinks Evelyn thinks James thinks the pear is in the green_treasure_chest.""",
[C("Jacob thinks Charlotte thinks Evelyn thinks James thinks the pear is in the green_treasure_chest", "belief", "true", "end", "answer restated",
   B("Jacob -> Charlotte -> Evelyn -> James", "end", GTC), ans=True)])

R(15, "terse", "unsound", GTC,
"""I. green_treasure_chest. James left before Evelyn, but Evelyn still saw the pear go into the green_treasure_chest with him there.""",
[C("James left before Evelyn", "order", "false", 6, "Evelyn left at 4, James at 6", ORD("James exited", "Evelyn exited")),
 C("Evelyn still saw the pear go into the green_treasure_chest with him there", "presence", "true", 3, "Evelyn and James witnessed 3",
   F(lambda h: h.saw("Evelyn", 3) and h.saw("James", 3) and h.loc(3) == GTC, 3))])

R(15, "thinking", "unsound", GTC,
"""<think>
Jacob → Charlotte → Evelyn → James, pear.
Evelyn moved it to green_treasure_chest at 3 and left at 4. James, Jacob, Charlotte, Mila stayed. So Evelyn → James = green_treasure_chest.
Charlotte → Evelyn → James: Charlotte saw Evelyn leave, fine.
Jacob → Charlotte: Jacob left at 8. After that Mila and Charlotte moved it... Jacob → Charlotte = blue_bathtub. But that only affects Charlotte's own layer; the Evelyn → James part is still what Evelyn last saw.
Master_bedroom scene is the banana. Ignore.
</think>
**I**: green_treasure_chest""",
[C("Evelyn moved it to green_treasure_chest at 3", "event", "true", 3, "line 3", EV("Evelyn moved the pear to the green_treasure_chest", 3)),
 C("left at 4", "event", "true", 4, "line 4", EV("Evelyn exited", 4)),
 C("James, Jacob, Charlotte, Mila stayed", "presence", "true", 4, "four in sunroom at 4",
   F(lambda h: all(h.room(a, 4) == "sunroom" for a in ["James", "Jacob", "Charlotte", "Mila"]), 4)),
 C("Evelyn → James = green_treasure_chest", "belief", "true", "end", "Evelyn->James", B("Evelyn -> James", "end", GTC)),
 C("Charlotte saw Evelyn leave", "presence", "true", 4, "Charlotte witnessed 4", SAW("Charlotte", 4)),
 C("Jacob left at 8", "event", "true", 8, "line 8", EV("Jacob exited", 8)),
 C("After that Mila and Charlotte moved it", "event", "true", 11, "moves at 9 (Mila) and 11 (Charlotte)",
   F(lambda h: h.text(9).startswith("Mila moved the pear") and h.text(11).startswith("Charlotte moved the pear"))),
 C("Jacob → Charlotte = blue_bathtub", "belief", "false", "end", "Jacob left after his own move: blue_box", B("Jacob -> Charlotte", "end", "blue_bathtub")),
 C("Master_bedroom scene is the banana", "event", "true", None, "no pear line in 14-23", F(lambda h: all("pear" not in h.text(l) for l in range(14, 24))))])

# ---------------- item 16: s6808-10-o0  lemon really (green_envelope)
R(16, "numbered", "sound", "green_envelope",
"""1. Lemon starts in the green_envelope (line 2).
2. William → red_treasure_chest (8).
3. Gracie → red_pantry (10).
4. Benjamin, alone, → green_envelope (12).
5. No more moves; the two private tells are false but don't relocate anything.

Really: B. green_envelope""",
[C("Lemon starts in the green_envelope (line 2)", "location", "true", 2, "line 2", L(2, "green_envelope")),
 C("William → red_treasure_chest (8)", "event", "true", 8, "line 8", EV("William moved the lemon to the red_treasure_chest", 8)),
 C("Gracie → red_pantry (10)", "event", "true", 10, "line 10", EV("Gracie moved the lemon to the red_pantry", 10)),
 C("Benjamin, alone, → green_envelope (12)", "event", "true", 12, "line 12, alone",
   F(lambda h: "Benjamin moved the lemon to the green_envelope" in h.text(12) and h.row(12)["witnessed_by"] == ["Benjamin"], 12)),
 C("No more moves", "event", "true", None, "no move after 12", F(no_move_after(12, "lemon"))),
 C("the two private tells are false", "communication", "true", 18, "told containers differ from real",
   F(lambda h: "blue_treasure_chest" in h.text(16) and "blue_bucket" in h.text(18) and h.loc(18) == "green_envelope")),
 C("don't relocate anything", "event", "true", 18, "location constant 14-18", F(lambda h: len({h.loc(l) for l in range(14, 19)}) == 1))])

R(16, "narrative", "unsound", "green_envelope",
"""It looks like a trick because the lemon ends up where it started. William moved it to the red_treasure_chest, Gracie moved it on to the red_pantry, and then Benjamin put it back in the green_envelope while Gracie watched. Nobody moved it after that, so the lemon is really in the green_envelope.""",
[C("the lemon ends up where it started", "location", "true", "end", "end == line 2", F(lambda h: h.loc("end") == h.loc(2))),
 C("William moved it to the red_treasure_chest", "event", "true", 8, "line 8", EV("William moved the lemon to the red_treasure_chest", 8)),
 C("Gracie moved it on to the red_pantry", "event", "true", 10, "line 10", EV("Gracie moved the lemon to the red_pantry", 10)),
 C("Benjamin put it back in the green_envelope", "event", "true", 12, "line 12", EV("Benjamin moved the lemon to the green_envelope", 12)),
 C("while Gracie watched", "presence", "false", 12, "Gracie left at 11", SAW("Gracie", 12)),
 C("Nobody moved it after that", "event", "true", None, "no move after 12", F(no_move_after(12, "lemon"))),
 C("the lemon is really in the green_envelope", "location", "true", "end", "answer restated", L(18, "green_envelope"), ans=True)])

R(16, "terse", "wrong", "red_pantry",
"""D. red_pantry: Gracie moved it there.""",
[C("Gracie moved it there", "event", "true", 10, "line 10", EV("Gracie moved the lemon to the red_pantry", 10))])

R(16, "thinking", "sound", "green_envelope",
"""<think>
Reality. Track moves: 8 William red_treasure_chest, 10 Gracie red_pantry, 12 Benjamin green_envelope. After 12 only exits, entries, likes and tells. William tells Jacob blue_treasure_chest, Lucas tells Gracie blue_bucket; both wrong, irrelevant for reality.
</think>
B. green_envelope""",
[C("8 William red_treasure_chest", "event", "true", 8, "line 8", EV("William moved the lemon to the red_treasure_chest", 8)),
 C("10 Gracie red_pantry", "event", "true", 10, "line 10", EV("Gracie moved the lemon to the red_pantry", 10)),
 C("12 Benjamin green_envelope", "event", "true", 12, "line 12", EV("Benjamin moved the lemon to the green_envelope", 12)),
 C("After 12 only exits, entries, likes and tells", "event", "true", None, "no move after 12", F(no_move_after(12, "lemon"))),
 C("William tells Jacob blue_treasure_chest", "communication", "true", 16, "line 16", EV("William privately told Jacob that the lemon is in the blue_treasure_chest", 16)),
 C("Lucas tells Gracie blue_bucket", "communication", "true", 18, "line 18", EV("Lucas privately told Gracie that the lemon is in the blue_bucket", 18)),
 C("both wrong", "communication", "true", 18, "real location differs", F(lambda h: h.loc(18) not in ("blue_treasure_chest", "blue_bucket")))])

R(16, "answer_first", "wrong", "blue_treasure_chest",
"""Blue_treasure_chest (A). William told Jacob so in the waiting room, and William was among the people who handled the lemon, so that's where it really is.""",
[C("William told Jacob so in the waiting room", "communication", "true", 16, "line 16",
   F(lambda h: "William privately told Jacob that the lemon is in the blue_treasure_chest" in h.text(16) and h.room("William", 16) == "waiting_room", 16)),
 C("William was among the people who handled the lemon", "event", "true", 8, "line 8", EV("William moved the lemon", 8)),
 C("that's where it really is", "location", "false", "end", "really green_envelope", L(18, "blue_treasure_chest"), ans=True)])

# ---------------- item 17: s6808-19-o4  Alexander -> Ava -> Emma -> Aiden, asparagus (red_envelope)
R(17, "narrative", "sound", "red_envelope",
"""Alexander was the first to leave the sunroom, shortly after the asparagus was placed in the red_envelope, and he never saw it again. Everything after that (Ava's move to the red_drawer, the second sunroom visit, Aiden's move to the blue_suitcase) happened while Alexander was elsewhere. So in Alexander's mind everybody is still working from the red_envelope: he thinks Ava thinks Emma thinks Aiden thinks it's in the red_envelope.""",
[C("Alexander was the first to leave the sunroom", "order", "true", 4, "first exit", F(lambda h: first_exit(h, "sunroom") == 4 and "Alexander" in h.text(4))),
 C("shortly after the asparagus was placed in the red_envelope", "order", "true", 4, "placement 2 < exit 4", ORD("The asparagus is in the red_envelope", "Alexander exited")),
 C("he never saw it again", "presence", "true", None, "Alexander witnessed none of 10, 15, 16, 20",
   F(lambda h: not any(h.saw("Alexander", l) for l in [10, 15, 16, 20]))),
 C("happened while Alexander was elsewhere", "presence", "true", 20, "Alexander never in sunroom after 4",
   F(lambda h: all(h.room("Alexander", l) != "sunroom" for l in range(4, h.n + 1)))),
 C("in Alexander's mind everybody is still working from the red_envelope", "belief", "true", "end", "Alexander's chains all red_envelope",
   F(lambda h: all(h.bel(c, "end") == "red_envelope" for c in ["Alexander", "Alexander -> Ava", "Alexander -> Ava -> Emma"]))),
 C("he thinks Ava thinks Emma thinks Aiden thinks it's in the red_envelope", "belief", "true", "end", "answer restated",
   B("Alexander -> Ava -> Emma -> Aiden", "end", "red_envelope"), ans=True)])

R(17, "terse", "unsound", "red_envelope",
"""B. red_envelope. Alexander left at line 4 and never came back to the sunroom; Ava's tell to Noah was overheard by Alexander, but it came too late to matter.""",
[C("Alexander left at line 4", "event", "true", 4, "line 4", EV("Alexander exited", 4)),
 C("never came back to the sunroom", "presence", "true", None, "never in sunroom after 4",
   F(lambda h: all(h.room("Alexander", l) != "sunroom" for l in range(4, h.n + 1)))),
 C("Ava's tell to Noah was overheard by Alexander", "presence", "false", 27, "private: only Ava and Noah", SAW("Alexander", 27))])

R(17, "thinking", "unsupported", "red_envelope",
"""<think>
Four-level chain again. Too many moves to track carefully; I'll trust the outermost layer.
</think>
B. red_envelope""",
[])

R(17, "answer_first", "unsound", "red_envelope",
"""Red_envelope (B).

Alexander exits the sunroom at line 4 while the asparagus is in the red_envelope, and he never witnesses another move. In the waiting room Aiden privately tells Ava it's in the red_envelope, and Ava now believes that, but Alexander isn't part of that conversation anyway. Alexander's model of the whole chain stays at the red_envelope.""",
[C("Alexander exits the sunroom at line 4", "event", "true", 4, "line 4", EV("Alexander exited the sunroom", 4)),
 C("while the asparagus is in the red_envelope", "location", "true", 4, "red_envelope at 4", L(4, "red_envelope")),
 C("he never witnesses another move", "presence", "true", None, "Alexander saw neither 10 nor 20",
   F(lambda h: not h.saw("Alexander", 10) and not h.saw("Alexander", 20))),
 C("Aiden privately tells Ava it's in the red_envelope", "communication", "true", 26, "line 26", EV("Aiden privately told Ava that the asparagus is in the red_envelope", 26)),
 C("Ava now believes that", "communication", "false", 26, "Ava left after Aiden, doesn't trust him: blue_suitcase", B("Ava", 26, "red_envelope")),
 C("Alexander isn't part of that conversation", "presence", "true", 26, "not a witness of 26", SAW("Alexander", 26, False)),
 C("Alexander's model of the whole chain stays at the red_envelope", "belief", "true", "end", "answer restated",
   B("Alexander -> Ava -> Emma -> Aiden", "end", "red_envelope"), ans=True)])

R(17, "numbered", "sound", "red_envelope",
"""1. Asparagus in the red_envelope at line 2, all five present.
2. Alexander leaves at line 4 (first out).
3. Ava moves it to the red_drawer at line 10, with only Aiden watching.
4. Emma, Aiden and Ava later see it in the red_drawer on their second sunroom visit, and Aiden moves it to the blue_suitcase at 20.
5. Alexander was in the waiting room for all of that.

So Alexander → Ava → Emma → Aiden = red_envelope (B).""",
[C("Asparagus in the red_envelope at line 2", "location", "true", 2, "line 2", L(2, "red_envelope")),
 C("all five present", "presence", "true", 2, "five witnesses", F(lambda h: len(h.row(2)["witnessed_by"]) == 5, 2)),
 C("Alexander leaves at line 4 (first out)", "order", "true", 4, "first exit line 4", F(lambda h: first_exit(h, "sunroom") == 4 and "Alexander" in h.text(4))),
 C("Ava moves it to the red_drawer at line 10", "event", "true", 10, "line 10", EV("Ava moved the asparagus to the red_drawer", 10)),
 C("with only Aiden watching", "presence", "true", 10, "witnesses Ava and Aiden", F(lambda h: sorted(h.row(10)["witnessed_by"]) == ["Aiden", "Ava"], 10)),
 C("Emma, Aiden and Ava later see it in the red_drawer on their second sunroom visit", "presence", "true", 16, "all three witnessed 16",
   F(lambda h: h.loc(16) == "red_drawer" and all(h.saw(a, 16) for a in ["Emma", "Aiden", "Ava"]), 16)),
 C("Aiden moves it to the blue_suitcase at 20", "event", "true", 20, "line 20", EV("Aiden moved the asparagus to the blue_suitcase", 20)),
 C("Alexander was in the waiting room for all of that", "presence", "true", 20, "waiting_room 14-20",
   F(lambda h: all(h.room("Alexander", l) == "waiting_room" for l in range(14, 21)))),
 C("Alexander → Ava → Emma → Aiden = red_envelope", "belief", "true", "end", "answer restated", B("Alexander -> Ava -> Emma -> Aiden", "end", "red_envelope"), ans=True)])
