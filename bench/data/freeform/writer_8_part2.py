"""Items 6-11 of golds_8 (hand-written responses)."""
from writer_8_part0 import R, C, L, B, IN, SAW, EV, ORD, F


def no_move_after(line, obj):
    return lambda h: all(f"moved the {obj}" not in h.text(l) for l in range(line + 1, h.n + 1))

# ---------------- item 6: tomi reality, pumpkin (blue_cupboard)
R(6, "numbered", "sound", "blue_cupboard",
"""1. The pumpkin is first in the green_bottle (line 4).
2. Nathan moves it to the blue_cupboard (line 5).
3. Nobody touches it after that; Aria and Nathan just leave, and Aria comes back.

Real location: blue_cupboard.""",
[C("The pumpkin is first in the green_bottle (line 4)", "location", "true", 4, "line 4", L(4, "green_bottle")),
 C("Nathan moves it to the blue_cupboard (line 5)", "event", "true", 5, "line 5", EV("Nathan moved the pumpkin to the blue_cupboard", 5)),
 C("Nobody touches it after that", "event", "true", None, "no move after 5", F(no_move_after(5, "pumpkin"))),
 C("Aria and Nathan just leave, and Aria comes back", "event", "true", 9, "exits 6, 7, re-entry 9",
   F(lambda h: "Aria exited" in h.text(6) and "Nathan exited" in h.text(7) and "Aria entered" in h.text(9))),
 C("Real location: blue_cupboard", "location", "true", "end", "answer restated", L(9, "blue_cupboard"), ans=True)])

R(6, "narrative", "unsound", "blue_cupboard",
"""Aria and Nathan were both in the office when the pumpkin showed up in the green_bottle. Nathan later moved it to the blue_cupboard, though Aria had already stepped out by then. Nathan left too, and when Aria came back at the end the pumpkin was still sitting in the blue_cupboard. That's where it really is.""",
[C("Aria and Nathan were both in the office when the pumpkin showed up in the green_bottle", "presence", "true", 4, "both in office at 4",
   F(lambda h: h.room("Aria", 4) == "office" and h.room("Nathan", 4) == "office" and h.loc(4) == "green_bottle", 4)),
 C("Nathan later moved it to the blue_cupboard", "event", "true", 5, "line 5", EV("Nathan moved the pumpkin to the blue_cupboard", 5)),
 C("Aria had already stepped out by then", "order", "false", 5, "Aria left at 6, after the move", ORD("Aria exited", "Nathan moved")),
 C("Nathan left too", "event", "true", 7, "line 7", EV("Nathan exited", 7)),
 C("when Aria came back at the end", "event", "true", 9, "line 9", EV("Aria entered the office", 9)),
 C("the pumpkin was still sitting in the blue_cupboard", "location", "true", 9, "blue_cupboard at 9", L(9, "blue_cupboard")),
 C("That's where it really is", "location", "true", "end", "answer restated", L(9, "blue_cupboard"), ans=True)])

R(6, "terse", "wrong", "green_bottle",
"""green_bottle (where it was put originally)""",
[C("where it was put originally", "location", "true", 4, "first placed in green_bottle at 4", L(4, "green_bottle"))])

R(6, "thinking", "sound", "blue_cupboard",
"""<think>
Reality question, not a belief question. Last move: Nathan → blue_cupboard at line 5. Aria left at 6, which doesn't matter for reality. "Olivia loves the dining_room" is noise.
</think>
blue_cupboard""",
[C("Last move: Nathan → blue_cupboard at line 5", "event", "true", 5, "only/last move is line 5",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the pumpkin" in h.text(l)) == 5 and "Nathan moved the pumpkin to the blue_cupboard" in h.text(5))),
 C("Aria left at 6", "event", "true", 6, "line 6", EV("Aria exited", 6))])

R(6, "answer_first", "wrong", None,
"""Either the green_bottle or the blue_cupboard. The story moved it once (Nathan did the moving), but Aria's return at the end could mean she went looking in the green_bottle, so I can't be sure which one counts as "really".""",
[C("The story moved it once", "event", "true", None, "exactly one move line",
   F(lambda h: sum("moved the pumpkin" in h.text(l) for l in range(1, h.n + 1)) == 1)),
 C("Nathan did the moving", "event", "true", 5, "line 5", EV("Nathan moved the pumpkin", 5))])

# ---------------- item 7: s6808-2-o2  Evelyn -> Aria, apple (red_bottle)
R(7, "narrative", "sound", "red_bottle",
"""Aria herself put the apple into the red_bottle at line 3 and then was the first to leave the basement. Evelyn was right there, so she knows Aria walked out believing the apple was in the red_bottle. The later move to the green_crate was by Amelia, long after both Aria and Evelyn were gone. In the waiting room Jackson announces the green_crate, and that actually convinces Aria, but Evelyn's picture of Aria is still built on what they last saw together: the red_bottle.""",
[C("Aria herself put the apple into the red_bottle at line 3", "event", "true", 3, "line 3", EV("Aria moved the apple to the red_bottle", 3)),
 C("then was the first to leave the basement", "order", "true", 4, "first exit line 4 is Aria",
   F(lambda h: h.find("exited the basement") == 4 and "Aria" in h.text(4))),
 C("Evelyn was right there", "presence", "true", 4, "Evelyn witnessed 4", SAW("Evelyn", 4)),
 C("she knows Aria walked out believing the apple was in the red_bottle", "belief", "true", 4, "Evelyn->Aria red_bottle at 4", B("Evelyn -> Aria", 4, "red_bottle")),
 C("The later move to the green_crate was by Amelia", "event", "true", 9, "line 9", EV("Amelia moved the apple to the green_crate", 9)),
 C("long after both Aria and Evelyn were gone", "presence", "true", 9, "both nowhere at 9",
   F(lambda h: h.room("Aria", 9) is None and h.room("Evelyn", 9) is None, 9)),
 C("Jackson announces the green_crate", "communication", "true", 14, "line 14", EV("Jackson publicly claimed that apple is in the green_crate", 14)),
 C("that actually convinces Aria", "communication", "true", 14, "Aria -> green_crate at 14", B("Aria", 14, "green_crate")),
 C("Evelyn's picture of Aria is still built on what they last saw together: the red_bottle", "belief", "true", "end", "answer restated",
   B("Evelyn -> Aria", "end", "red_bottle"), ans=True)])

R(7, "terse", "unsound", "red_bottle",
"""L. red_bottle. Aria moved it there and left first; Jackson's claim didn't fool Aria.""",
[C("Aria moved it there", "event", "true", 3, "line 3", EV("Aria moved the apple to the red_bottle", 3)),
 C("left first", "order", "true", 4, "first exit is Aria's", F(lambda h: h.find("exited the basement") == 4 and "Aria" in h.text(4))),
 C("Jackson's claim didn't fool Aria", "communication", "false", 14, "Aria trusts Jackson and switches to green_crate", B("Aria", 14, "red_bottle"))])

R(7, "thinking", "unsupported", "red_bottle",
"""<think>
Evelyn → Aria, second order. Going with red_bottle, fairly confident.
</think>
L. red_bottle: Evelyn thinks Aria thinks the apple is in the red_bottle.""",
[C("Evelyn thinks Aria thinks the apple is in the red_bottle", "belief", "true", "end", "answer restated", B("Evelyn -> Aria", "end", "red_bottle"), ans=True)])

R(7, "answer_first", "unsound", "red_bottle",
"""Red_bottle (L).

Aria put the apple in the red_bottle and left right away, with Evelyn watching. Jackson left before Evelyn did, and the green_crate move came only after that, with only Amelia and Avery present. Nothing Evelyn saw gives her a reason to think Aria believes anything but the red_bottle.""",
[C("Aria put the apple in the red_bottle", "event", "true", 3, "line 3", EV("Aria moved the apple to the red_bottle", 3)),
 C("left right away", "event", "true", 4, "exit at line 4", EV("Aria exited", 4)),
 C("with Evelyn watching", "presence", "true", 4, "Evelyn witnessed 4", SAW("Evelyn", 4)),
 C("Jackson left before Evelyn did", "order", "false", 8, "Evelyn left at 6, Jackson at 8", ORD("Jackson exited", "Evelyn exited")),
 C("the green_crate move came only after that", "order", "true", 9, "Jackson exit 8 < move 9", ORD("Jackson exited", "Amelia moved the apple")),
 C("with only Amelia and Avery present", "presence", "true", 9, "witnesses of 9", F(lambda h: sorted(h.row(9)["witnessed_by"]) == ["Amelia", "Avery"], 9)),
 C("Nothing Evelyn saw gives her a reason to think Aria believes anything but the red_bottle", "belief", "true", "end", "answer restated",
   B("Evelyn -> Aria", "end", "red_bottle"), ans=True)])

R(7, "numbered", "unsound", "red_bottle",
"""1. apple: blue_treasure_chest → red_bottle (Aria, line 3).
2. Aria leaves at 4; Evelyn sees her go.
3. Evelyn leaves at 6, before Amelia's green_crate move at 9.
4. Jackson's public claim (green_crate) at 14: Aria accepts it, but Evelyn herself still thinks it's in the red_bottle.
5. Evelyn → Aria is therefore red_bottle.

**L**""",
[C("blue_treasure_chest → red_bottle (Aria, line 3)", "event", "true", 3, "line 3 from blue_treasure_chest",
   F(lambda h: h.loc(2) == "blue_treasure_chest" and "Aria moved the apple to the red_bottle" in h.text(3), 3)),
 C("Aria leaves at 4", "event", "true", 4, "line 4", EV("Aria exited", 4)),
 C("Evelyn sees her go", "presence", "true", 4, "Evelyn witnessed 4", SAW("Evelyn", 4)),
 C("Evelyn leaves at 6, before Amelia's green_crate move at 9", "order", "true", 6, "exit 6 < move 9",
   F(lambda h: "Evelyn exited" in h.text(6) and "Amelia moved the apple to the green_crate" in h.text(9))),
 C("Aria accepts it", "communication", "true", 14, "Aria -> green_crate", B("Aria", 14, "green_crate")),
 C("Evelyn herself still thinks it's in the red_bottle", "belief", "false", 14, "Evelyn trusts Jackson too: green_crate", B("Evelyn", 14, "red_bottle")),
 C("Evelyn → Aria is therefore red_bottle", "belief", "true", "end", "answer restated", B("Evelyn -> Aria", "end", "red_bottle"), ans=True)])

# ---------------- item 8: s6808-0-o0  potato really (blue_crate)
R(8, "terse", "sound", "blue_crate",
"""I. blue_crate (Logan's move at line 8 is the last one).""",
[C("Logan's move at line 8 is the last one", "event", "true", 8, "last move line 8 by Logan",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the potato" in h.text(l)) == 8 and h.text(8).startswith("Logan")))])

R(8, "thinking", "unsound", "blue_crate",
"""<think>
Real location. Moves: Liam → green_bottle (3), Mason → blue_bathtub (6), Logan → blue_crate (8). Liam was still there for Mason's move, Mason wasn't for Logan's. The private tells at 16 and 17 are both false about the location, and they don't move anything.
</think>
**I. blue_crate**""",
[C("Liam → green_bottle (3)", "event", "true", 3, "line 3", EV("Liam moved the potato to the green_bottle", 3)),
 C("Mason → blue_bathtub (6)", "event", "true", 6, "line 6", EV("Mason moved the potato to the blue_bathtub", 6)),
 C("Logan → blue_crate (8)", "event", "true", 8, "line 8", EV("Logan moved the potato to the blue_crate", 8)),
 C("Liam was still there for Mason's move", "presence", "false", 6, "Liam left at 5", SAW("Liam", 6)),
 C("Mason wasn't for Logan's", "presence", "true", 8, "Mason not witness of 8", SAW("Mason", 8, False)),
 C("The private tells at 16 and 17 are both false about the location", "communication", "true", 17, "told containers differ from real one",
   F(lambda h: "blue_bathtub" in h.text(16) and "green_bottle" in h.text(17) and h.loc(17) == "blue_crate")),
 C("they don't move anything", "event", "true", 17, "location unchanged 15-17",
   F(lambda h: h.loc(15) == h.loc(16) == h.loc(17) == "blue_crate"))])

R(8, "answer_first", "wrong", "blue_bathtub",
"""Blue_bathtub (H). Logan himself told Liam in the waiting room that the potato is in the blue_bathtub, and Logan should know. So it's really in the blue_bathtub.""",
[C("Logan himself told Liam in the waiting room that the potato is in the blue_bathtub", "communication", "true", 16, "line 16",
   F(lambda h: "Logan privately told Liam that the potato is in the blue_bathtub" in h.text(16) and h.room("Logan", 16) == "waiting_room", 16)),
 C("Logan should know", "belief", "uncheckable", None, "normative, says nothing determinate"),
 C("it's really in the blue_bathtub", "location", "false", "end", "really blue_crate", L(17, "blue_bathtub"), ans=True)])

R(8, "numbered", "sound", "blue_crate",
"""1. Start: blue_suitcase.
2. Liam → green_bottle, then Liam leaves.
3. Mason → blue_bathtub, then Mason leaves.
4. Logan → blue_crate, then Logan leaves.
5. Isla and Owen leave without touching it.
6. Later statements (Logan to Liam, Mason to Isla) are just talk.

So the potato is really in the blue_crate (I).""",
[C("Start: blue_suitcase", "location", "true", 2, "line 2", L(2, "blue_suitcase")),
 C("Liam → green_bottle", "event", "true", 3, "line 3", EV("Liam moved the potato to the green_bottle", 3)),
 C("then Liam leaves", "order", "true", 5, "move 3 < exit 5", ORD("Liam moved the potato", "Liam exited")),
 C("Mason → blue_bathtub", "event", "true", 6, "line 6", EV("Mason moved the potato to the blue_bathtub", 6)),
 C("then Mason leaves", "order", "true", 7, "move 6 < exit 7", ORD("Mason moved the potato", "Mason exited")),
 C("Logan → blue_crate", "event", "true", 8, "line 8", EV("Logan moved the potato to the blue_crate", 8)),
 C("then Logan leaves", "order", "true", 9, "move 8 < exit 9", ORD("Logan moved the potato", "Logan exited")),
 C("Isla and Owen leave without touching it", "event", "true", 13, "no moves by Isla or Owen",
   F(lambda h: h.find("Isla moved") is None and h.find("Owen moved") is None and h.find("Isla exited") and h.find("Owen exited"))),
 C("Later statements (Logan to Liam, Mason to Isla) are just talk", "communication", "true", 17, "location unchanged by tells",
   F(lambda h: h.loc(15) == h.loc(17))),
 C("the potato is really in the blue_crate", "location", "true", "end", "answer restated", L(17, "blue_crate"), ans=True)])

R(8, "narrative", "wrong", "blue_bathtub",
"""The potato went through a lot of hands. Liam put it in the green_bottle, then Mason moved it to the blue_bathtub and left. After that Logan handled it, but the story's last word on the potato's location comes from Logan himself telling Liam it's in the blue_bathtub, which matches Mason's move. I'd say it's really in the blue_bathtub.""",
[C("Liam put it in the green_bottle", "event", "true", 3, "line 3", EV("Liam moved the potato to the green_bottle", 3)),
 C("Mason moved it to the blue_bathtub and left", "event", "true", 7, "lines 6-7",
   F(lambda h: "Mason moved the potato to the blue_bathtub" in h.text(6) and "Mason exited" in h.text(7))),
 C("Logan handled it", "event", "true", 8, "line 8", EV("Logan moved the potato", 8)),
 C("Logan himself telling Liam it's in the blue_bathtub", "communication", "true", 16, "line 16", EV("Logan privately told Liam that the potato is in the blue_bathtub", 16)),
 C("it's really in the blue_bathtub", "location", "false", "end", "really blue_crate", L(17, "blue_bathtub"), ans=True)])

# ---------------- item 9: s6808-11-o1  Charlotte, radish (green_container)
R(9, "thinking", "sound", "green_container",
"""<think>
Charlotte was there from the start. green_envelope → red_cupboard (Amelia, 5) → green_container (Gracie, 8). She's the last to leave the master_bedroom (13). No claims or tells at all in this story. So she knows it's in the green_container.
</think>
K. green_container""",
[C("Charlotte was there from the start", "presence", "true", 1, "in master_bedroom at 1", IN("Charlotte", 1, "master_bedroom")),
 C("green_envelope → red_cupboard (Amelia, 5)", "event", "true", 5, "line 5",
   F(lambda h: h.loc(4) == "green_envelope" and "Amelia moved the radish to the red_cupboard" in h.text(5), 5)),
 C("→ green_container (Gracie, 8)", "event", "true", 8, "line 8", EV("Gracie moved the radish to the green_container", 8)),
 C("She's the last to leave the master_bedroom (13)", "order", "true", 13, "last exit line 13 is Charlotte",
   F(lambda h: max(l for l in range(1, h.n + 1) if "exited" in h.text(l)) == 13 and "Charlotte" in h.text(13))),
 C("No claims or tells at all in this story", "communication", "true", None, "no claimed/told lines",
   F(lambda h: all("claimed" not in h.text(l) and "told" not in h.text(l) for l in range(1, h.n + 1)))),
 C("she knows it's in the green_container", "belief", "true", "end", "answer restated", B("Charlotte", "end", "green_container"), ans=True)])

R(9, "answer_first", "unsound", "green_container",
"""K. green_container.

Charlotte watched every move: Amelia shifted the radish to the red_cupboard and Chloe then moved it to the green_container. Charlotte stayed until the very end, so her belief matches reality.""",
[C("Charlotte watched every move", "presence", "true", 8, "witnessed 5 and 8", F(lambda h: h.saw("Charlotte", 5) and h.saw("Charlotte", 8))),
 C("Amelia shifted the radish to the red_cupboard", "event", "true", 5, "line 5", EV("Amelia moved the radish to the red_cupboard", 5)),
 C("Chloe then moved it to the green_container", "event", "false", 8, "it was Gracie", EV("Chloe moved the radish")),
 C("Charlotte stayed until the very end", "presence", "true", 12, "Charlotte last in the room",
   F(lambda h: [a for a, r in h.row(12)["agents_room"].items() if r] == ["Charlotte"], 12)),
 C("her belief matches reality", "belief", "true", "end", "belief == real location", F(lambda h: h.bel("Charlotte", "end") == h.loc("end")))])

R(9, "numbered", "unsupported", "green_container",
"""1. This is a first-order question about Charlotte.
2. Charlotte thinks the radish is in the green_container.

Answer: K""",
[C("Charlotte thinks the radish is in the green_container", "belief", "true", "end", "answer restated", B("Charlotte", "end", "green_container"), ans=True)])

R(9, "narrative", "unsound", "green_container",
"""Charlotte was in the master_bedroom the whole time the radish was being moved. She saw it go from the green_envelope to the red_cupboard and then to the green_container. Chloe stayed a bit longer than Charlotte, but there were no further moves anyway, so Charlotte leaves thinking (correctly) that the radish is in the green_container.""",
[C("Charlotte was in the master_bedroom the whole time the radish was being moved", "presence", "true", 8, "witnessed 2, 5, 8",
   F(lambda h: all(h.saw("Charlotte", l) for l in [2, 5, 8]))),
 C("She saw it go from the green_envelope to the red_cupboard and then to the green_container", "event", "true", 8, "moves at 5 and 8",
   F(lambda h: h.loc(2) == "green_envelope" and h.loc(5) == "red_cupboard" and h.loc(8) == "green_container")),
 C("Chloe stayed a bit longer than Charlotte", "order", "false", 13, "Chloe left at 11, Charlotte at 13", ORD("Charlotte exited", "Chloe exited")),
 C("there were no further moves anyway", "event", "true", None, "no move after 8", F(no_move_after(8, "radish"))),
 C("Charlotte leaves thinking (correctly) that the radish is in the green_container", "belief", "true", "end", "answer restated",
   B("Charlotte", "end", "green_container"), ans=True)])

R(9, "terse", "sound", "green_container",
"""green_container (K). She saw Gracie put it there and was the last one out.""",
[C("She saw Gracie put it there", "presence", "true", 8, "Charlotte witnessed 8", SAW("Charlotte", 8)),
 C("was the last one out", "order", "true", 13, "last exit is Charlotte's",
   F(lambda h: max(l for l in range(1, h.n + 1) if "exited" in h.text(l)) == 13 and "Charlotte" in h.text(13)))])

# ---------------- item 10: s6808-17-o2  Abigail -> Aiden, peach (green_bottle)
R(10, "answer_first", "sound", "green_bottle",
"""B. green_bottle.

Abigail was the first one out of the sunroom (line 4), and the peach was in the green_bottle at that point. Mila's blue_cupboard move and William's green_cupboard move both took place after Abigail was gone, so as far as she knows Aiden last saw it in the green_bottle too. The garden scene is about the beans, not the peach.""",
[C("Abigail was the first one out of the sunroom (line 4)", "order", "true", 4, "first exit line 4 Abigail",
   F(lambda h: h.find("exited the sunroom") == 4 and "Abigail" in h.text(4))),
 C("the peach was in the green_bottle at that point", "location", "true", 4, "green_bottle at 4", L(4, "green_bottle")),
 C("Mila's blue_cupboard move and William's green_cupboard move both took place after Abigail was gone", "presence", "true", 7, "Abigail saw neither 5 nor 7",
   F(lambda h: not h.saw("Abigail", 5) and not h.saw("Abigail", 7) and h.room("Abigail", 5) is None)),
 C("as far as she knows Aiden last saw it in the green_bottle too", "belief", "true", "end", "answer restated", B("Abigail -> Aiden", "end", "green_bottle"), ans=True),
 C("The garden scene is about the beans, not the peach", "event", "true", None, "no peach line in 14-23",
   F(lambda h: all("peach" not in h.text(l) for l in range(14, 24))))])

R(10, "numbered", "unsound", "green_bottle",
"""1. Peach in the green_bottle (line 2), everyone in the sunroom.
2. Abigail leaves at line 4.
3. Mila → blue_cupboard (5), William → green_crate (7); Aiden sees both, Abigail sees neither.
4. Abigail can only assume Aiden still thinks green_bottle.

Answer: B""",
[C("Peach in the green_bottle (line 2)", "location", "true", 2, "line 2", L(2, "green_bottle")),
 C("everyone in the sunroom", "presence", "true", 2, "all in sunroom at 2", F(lambda h: all(r == "sunroom" for r in h.row(2)["agents_room"].values()), 2)),
 C("Abigail leaves at line 4", "event", "true", 4, "line 4", EV("Abigail exited", 4)),
 C("Mila → blue_cupboard (5)", "event", "true", 5, "line 5", EV("Mila moved the peach to the blue_cupboard", 5)),
 C("William → green_crate (7)", "event", "false", 7, "William moved it to the green_cupboard", EV("William moved the peach to the green_crate")),
 C("Aiden sees both", "presence", "true", 7, "Aiden witnessed 5 and 7", F(lambda h: h.saw("Aiden", 5) and h.saw("Aiden", 7))),
 C("Abigail sees neither", "presence", "true", 7, "Abigail witnessed neither", F(lambda h: not h.saw("Abigail", 5) and not h.saw("Abigail", 7))),
 C("Abigail can only assume Aiden still thinks green_bottle", "belief", "true", "end", "answer restated", B("Abigail -> Aiden", "end", "green_bottle"), ans=True)])

R(10, "narrative", "wrong", "green_cupboard",
"""Aiden stayed in the sunroom until the very end and watched William put the peach in the green_cupboard. Abigail later spent time with William in the garden, and since Aiden was the last one in the sunroom, she'd naturally credit him with knowing the latest position. So Abigail thinks Aiden thinks the green_cupboard.""",
[C("Aiden stayed in the sunroom until the very end", "order", "true", 12, "last sunroom exit is Aiden's at 12",
   F(lambda h: max(l for l in range(1, 13) if "exited the sunroom" in h.text(l)) == 12 and "Aiden" in h.text(12))),
 C("watched William put the peach in the green_cupboard", "presence", "true", 7, "Aiden witnessed 7", SAW("Aiden", 7)),
 C("Abigail later spent time with William in the garden", "presence", "true", 15, "both in garden at 15",
   F(lambda h: h.room("Abigail", 15) == "garden" and h.room("William", 15) == "garden", 15)),
 C("Abigail thinks Aiden thinks the green_cupboard", "belief", "false", "end", "gold green_bottle", B("Abigail -> Aiden", "end", "green_cupboard"), ans=True)])

R(10, "terse", "sound", "green_bottle",
"""green_bottle (B): Abigail left before any move.""",
[C("Abigail left before any move", "order", "true", 4, "exit 4 < first move 5", ORD("Abigail exited", "moved the peach"))])

R(10, "thinking", "wrong", "blue_cupboard",
"""<think>
Abigail → Aiden. Abigail left at 4. Then Mila moved it to blue_cupboard at 5. Abigail didn't see that, but Aiden did. So Aiden thinks blue_cupboard, no wait, then William moved it to green_cupboard. Hmm. What would Abigail guess? She knows people kept moving things after she left. The first change after she left is the blue_cupboard one.
</think>
D. blue_cupboard""",
[C("Abigail left at 4", "event", "true", 4, "line 4", EV("Abigail exited", 4)),
 C("Mila moved it to blue_cupboard at 5", "event", "true", 5, "line 5", EV("Mila moved the peach to the blue_cupboard", 5)),
 C("Abigail didn't see that", "presence", "true", 5, "Abigail not witness of 5", SAW("Abigail", 5, False)),
 C("but Aiden did", "presence", "true", 5, "Aiden witnessed 5", SAW("Aiden", 5)),
 C("then William moved it to green_cupboard", "event", "true", 7, "line 7", EV("William moved the peach to the green_cupboard", 7)),
 C("She knows people kept moving things after she left", "belief", "false", "end", "Abigail saw no moves; she still believes green_bottle",
   F(lambda h: h.bel("Abigail", "end") != "green_bottle")),
 C("The first change after she left is the blue_cupboard one", "event", "true", 5, "first move after exit 4 is line 5",
   F(lambda h: min(l for l in range(5, h.n + 1) if "moved the peach" in h.text(l)) == 5 and "blue_cupboard" in h.text(5)))])

# ---------------- item 11: s6808-18-o3  Mia -> Chloe -> Carter, carrot (red_pantry)
ALL3 = ["Mia", "Chloe", "Carter", "Mia -> Chloe", "Chloe -> Carter", "Mia -> Chloe -> Carter"]
R(11, "numbered", "sound", "red_pantry",
"""1. Carrot: green_suitcase (2) → red_pantry (Carter, 5).
2. Carter leaves (6), then Mia (8), Jayden (11), Chloe (13).
3. No one moves the carrot after line 5, and there are no claims or tells.
4. So every layer agrees: Mia thinks Chloe thinks Carter thinks red_pantry.

M. red_pantry""",
[C("green_suitcase (2) → red_pantry (Carter, 5)", "event", "true", 5, "lines 2 and 5",
   F(lambda h: h.loc(2) == "green_suitcase" and "Carter moved the carrot to the red_pantry" in h.text(5))),
 C("Carter leaves (6), then Mia (8), Jayden (11), Chloe (13)", "order", "true", 13, "exit lines",
   F(lambda h: [h.find(a + " exited") for a in ["Carter", "Mia", "Jayden", "Chloe"]] == [6, 8, 11, 13])),
 C("No one moves the carrot after line 5", "event", "true", None, "no move after 5", F(no_move_after(5, "carrot"))),
 C("there are no claims or tells", "communication", "true", None, "none in story",
   F(lambda h: all("claimed" not in h.text(l) and "told" not in h.text(l) for l in range(1, h.n + 1)))),
 C("every layer agrees", "belief", "true", "end", "all chain beliefs red_pantry",
   F(lambda h: all(h.bel(c, "end") == "red_pantry" for c in ALL3))),
 C("Mia thinks Chloe thinks Carter thinks red_pantry", "belief", "true", "end", "answer restated", B("Mia -> Chloe -> Carter", "end", "red_pantry"), ans=True)])

R(11, "narrative", "unsound", "red_pantry",
"""Carter moved the carrot to the red_pantry in front of Mia, Chloe, Jayden and Mason, then walked out. Mia and Chloe both saw him go, and nobody touched the carrot again before the group met up in the waiting room. Everyone in the chain last saw it in the same place, so Mia thinks Chloe thinks Carter thinks it's in the red_pantry.""",
[C("Carter moved the carrot to the red_pantry in front of Mia, Chloe, Jayden and Mason", "presence", "false", 5, "Mason had left at line 4",
   F(lambda h: all(h.saw(a, 5) for a in ["Mia", "Chloe", "Jayden", "Mason"]), 5)),
 C("then walked out", "event", "true", 6, "line 6", EV("Carter exited", 6)),
 C("Mia and Chloe both saw him go", "presence", "true", 6, "both witnessed 6", F(lambda h: h.saw("Mia", 6) and h.saw("Chloe", 6), 6)),
 C("nobody touched the carrot again before the group met up in the waiting room", "event", "true", 14, "no move after 5", F(no_move_after(5, "carrot"))),
 C("Everyone in the chain last saw it in the same place", "belief", "true", "end", "Mia, Chloe, Carter all red_pantry",
   F(lambda h: h.bel("Mia", "end") == h.bel("Chloe", "end") == h.bel("Carter", "end") == "red_pantry")),
 C("Mia thinks Chloe thinks Carter thinks it's in the red_pantry", "belief", "true", "end", "answer restated", B("Mia -> Chloe -> Carter", "end", "red_pantry"), ans=True)])

R(11, "terse", "unsupported", "red_pantry",
"""M""",
[])

R(11, "thinking", "unsound", "red_pantry",
"""<think>
Mia → Chloe → Carter.
Carter moved it to red_pantry at 5 while all of them except Mason were there. Carter leaves at 6. Chloe left before Mia, so Mia never saw Chloe alone with it, but nothing happened in that stretch anyway.
So Mia, Chloe and Carter all hold red_pantry, and nesting doesn't change it.
</think>
red_pantry""",
[C("Carter moved it to red_pantry at 5", "event", "true", 5, "line 5", EV("Carter moved the carrot to the red_pantry", 5)),
 C("while all of them except Mason were there", "presence", "true", 5, "witnesses Carter, Chloe, Jayden, Mia",
   F(lambda h: sorted(h.row(5)["witnessed_by"]) == ["Carter", "Chloe", "Jayden", "Mia"], 5)),
 C("Carter leaves at 6", "event", "true", 6, "line 6", EV("Carter exited", 6)),
 C("Chloe left before Mia", "order", "false", 8, "Mia left at 8, Chloe at 13", ORD("Chloe exited", "Mia exited")),
 C("nothing happened in that stretch anyway", "event", "uncheckable", None, "stretch defined by a false ordering; no determinate interval"),
 C("Mia, Chloe and Carter all hold red_pantry", "belief", "true", "end", "first-order beliefs",
   F(lambda h: h.bel("Mia", "end") == h.bel("Chloe", "end") == h.bel("Carter", "end") == "red_pantry"))])

R(11, "answer_first", "unsound", "red_pantry",
"""M. red_pantry. The carrot was in the red_pantry from the start, and nobody ever moved it away, so every level of the chain ends on the red_pantry.""",
[C("The carrot was in the red_pantry from the start", "location", "false", 2, "it started in the green_suitcase", L(2, "red_pantry")),
 C("nobody ever moved it away", "event", "true", None, "no move after it reached red_pantry", F(no_move_after(5, "carrot"))),
 C("every level of the chain ends on the red_pantry", "belief", "true", "end", "answer restated", B("Mia -> Chloe -> Carter", "end", "red_pantry"), ans=True)])
