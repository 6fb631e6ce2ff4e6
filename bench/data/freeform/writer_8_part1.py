"""Items 0-5 of golds_8 (hand-written responses)."""
from writer_8_part0 import R, C, L, B, IN, SAW, EV, ORD, F

# ---------------- item 0: s6808-22-o2  Olivia -> Mila, strawberry (red_bottle)
R(0, "answer_first", "sound", "red_bottle",
"""**K. red_bottle**

The strawberry starts in the red_bottle (line 3) while all five are in the bathroom. Mila is the first to leave (line 5), and at that moment the strawberry is still in the red_bottle. Olivia saw Mila leave, so Olivia knows the last thing Mila saw was the strawberry in the red_bottle. Olivia's later move at line 13 is to the red_bottle again, so nothing really changes, and Ethan's public claim doesn't change what Olivia thinks Mila believes.

So Olivia thinks Mila thinks it's in the red_bottle.""",
[C("The strawberry starts in the red_bottle (line 3)", "location", "true", 3, "placed in red_bottle at line 3", L(3, "red_bottle")),
 C("while all five are in the bathroom", "presence", "true", 3, "all five in bathroom at line 3",
   F(lambda h: all(h.room(a, 3) == "bathroom" for a in ["Mila", "Chloe", "Ethan", "Jack", "Olivia"]), 3)),
 C("Mila is the first to leave (line 5)", "order", "true", 5, "first exit is Mila at line 5",
   F(lambda h: h.find("exited the bathroom") == 5 and "Mila" in h.text(5))),
 C("at that moment the strawberry is still in the red_bottle", "location", "true", 5, "red_bottle at line 5", L(5, "red_bottle")),
 C("Olivia saw Mila leave", "presence", "true", 5, "Olivia witnessed line 5", SAW("Olivia", 5)),
 C("Olivia knows the last thing Mila saw was the strawberry in the red_bottle", "belief", "true", 5, "Olivia->Mila red_bottle at 5", B("Olivia -> Mila", 5, "red_bottle")),
 C("Olivia's later move at line 13 is to the red_bottle again", "event", "true", 13, "line 13 moves to red_bottle", EV("Olivia moved the strawberry to the red_bottle", 13)),
 C("Ethan's public claim doesn't change what Olivia thinks Mila believes", "belief", "true", 16, "Olivia->Mila still red_bottle at 16", B("Olivia -> Mila", 16, "red_bottle")),
 C("Olivia thinks Mila thinks it's in the red_bottle", "belief", "true", "end", "answer restated", B("Olivia -> Mila", "end", "red_bottle"), ans=True)])

R(0, "numbered", "unsound", "red_bottle",
"""1. The strawberry is placed in the red_bottle at line 3 with all five watching.
2. Chloe walks out first, and Mila follows her out.
3. Nobody moves the strawberry while Mila is around; Olivia's move in line 13 just puts it back into the same red_bottle.
4. Olivia was still in the room when Mila left, so she knows Mila's last view was red_bottle.
5. Ethan's claim at line 16 is in the waiting room. Mila hears it, but that affects Mila's own belief, not Olivia's picture of Mila.

Answer: K. red_bottle""",
[C("The strawberry is placed in the red_bottle at line 3", "location", "true", 3, "line 3", L(3, "red_bottle")),
 C("with all five watching", "presence", "true", 3, "five witnesses at line 3", F(lambda h: len(h.row(3)["witnessed_by"]) == 5, 3)),
 C("Chloe walks out first, and Mila follows her out", "order", "false", 8, "Mila left at 5, Chloe only at 8",
   F(lambda h: h.find("Chloe exited") < h.find("Mila exited"))),
 C("Nobody moves the strawberry while Mila is around", "event", "true", 5, "no move between lines 3 and 5",
   F(lambda h: all("moved the strawberry" not in h.text(l) for l in range(1, 6)))),
 C("Olivia's move in line 13 just puts it back into the same red_bottle", "event", "true", 13, "line 13 to red_bottle, was red_bottle",
   F(lambda h: "Olivia moved the strawberry to the red_bottle" in h.text(13) and h.loc(12) == "red_bottle", 13)),
 C("Olivia was still in the room when Mila left", "presence", "true", 5, "Olivia in bathroom at 5", IN("Olivia", 5, "bathroom")),
 C("she knows Mila's last view was red_bottle", "belief", "true", 5, "Olivia->Mila red_bottle at 5", B("Olivia -> Mila", 5, "red_bottle")),
 C("Ethan's claim at line 16 is in the waiting room", "communication", "true", 16, "public claim in waiting_room",
   F(lambda h: "Ethan publicly claimed" in h.text(16) and h.room("Ethan", 16) == "waiting_room", 16)),
 C("Mila hears it", "presence", "true", 16, "Mila witnessed 16", SAW("Mila", 16)),
 C("that affects Mila's own belief", "communication", "true", 16, "Mila trusts Ethan: red_bottle -> green_bathtub",
   F(lambda h: h.bel("Mila", 15) == "red_bottle" and h.bel("Mila", 16) == "green_bathtub", 16)),
 C("not Olivia's picture of Mila", "belief", "true", 16, "Olivia->Mila stays red_bottle at 16", B("Olivia -> Mila", 16, "red_bottle"))])

R(0, "narrative", "wrong", "green_bathtub",
"""Everyone watched the strawberry go into the red_bottle at the start, and Mila left the bathroom early without seeing anything else happen to it. Later, though, in the waiting room Ethan announces to the whole group that the strawberry is in the green_bathtub. Mila was there to hear it, and since she had left before Ethan, she believed him. Olivia was standing right there too, so Olivia figures that Mila now believes the green_bathtub. Olivia herself knows better, but the question is what she thinks Mila thinks. So in Olivia's mind, Mila thinks it's in the green_bathtub: L.""",
[C("Everyone watched the strawberry go into the red_bottle at the start", "location", "true", 3, "line 3, five witnesses",
   F(lambda h: h.loc(3) == "red_bottle" and len(h.row(3)["witnessed_by"]) == 5, 3)),
 C("Mila left the bathroom early without seeing anything else happen to it", "presence", "true", 5, "Mila out from 5, saw nothing in 6-14",
   F(lambda h: h.room("Mila", 5) is None and not any(h.saw("Mila", l) for l in range(6, 15)))),
 C("in the waiting room Ethan announces to the whole group that the strawberry is in the green_bathtub", "communication", "true", 16, "line 16 public claim",
   EV("Ethan publicly claimed that strawberry is in the green_bathtub", 16)),
 C("Mila was there to hear it", "presence", "true", 16, "Mila witnessed 16", SAW("Mila", 16)),
 C("she had left before Ethan", "order", "true", 10, "Mila exit 5 < Ethan exit 10", ORD("Mila exited", "Ethan exited")),
 C("she believed him", "communication", "true", 16, "Mila -> green_bathtub at 16", B("Mila", 16, "green_bathtub")),
 C("Olivia was standing right there too", "presence", "true", 16, "Olivia witnessed 16", SAW("Olivia", 16)),
 C("Olivia figures that Mila now believes the green_bathtub", "belief", "false", 16, "Olivia->Mila stays red_bottle at 16", B("Olivia -> Mila", 16, "green_bathtub")),
 C("Olivia herself knows better", "belief", "true", 16, "Olivia still red_bottle at 16", B("Olivia", 16, "red_bottle")),
 C("in Olivia's mind, Mila thinks it's in the green_bathtub", "belief", "false", "end", "gold red_bottle", B("Olivia -> Mila", "end", "green_bathtub"), ans=True)])

R(0, "terse", "sound", "red_bottle",
"""K. red_bottle. Mila left at line 5 with the strawberry still in the red_bottle, and Olivia watched her go.""",
[C("Mila left at line 5", "event", "true", 5, "line 5", EV("Mila exited", 5)),
 C("with the strawberry still in the red_bottle", "location", "true", 5, "red_bottle at 5", L(5, "red_bottle")),
 C("Olivia watched her go", "presence", "true", 5, "Olivia witnessed 5", SAW("Olivia", 5))])

R(0, "thinking", "wrong", None,
"""<think>
Olivia -> Mila. Strawberry in red_bottle at line 3. Mila leaves at 5. Then Olivia moves it... to the red_bottle? It was already there. So no change.
Then waiting room: Ethan publicly says green_bathtub. Mila hears it. Does Mila believe Ethan? Ethan left at 10, Mila at 5, so Mila trusts Ethan and ends up thinking green_bathtub.
Does Olivia know that Mila updated? Olivia heard the claim too... Hmm. Then Olivia privately told Ethan blue_container, but Mila isn't part of that exchange.
So it's either red_bottle (what Mila saw) or green_bathtub (what she was told). I can't pin it down.
</think>
It's either K. red_bottle or L. green_bathtub; the story doesn't make clear whether Olivia credits Mila with believing Ethan's claim.""",
[C("Strawberry in red_bottle at line 3", "location", "true", 3, "line 3", L(3, "red_bottle")),
 C("Mila leaves at 5", "event", "true", 5, "line 5", EV("Mila exited", 5)),
 C("It was already there", "location", "true", 12, "red_bottle right before line 13", L(12, "red_bottle")),
 C("Ethan publicly says green_bathtub", "communication", "true", 16, "line 16", EV("Ethan publicly claimed that strawberry is in the green_bathtub", 16)),
 C("Mila hears it", "presence", "true", 16, "Mila witnessed 16", SAW("Mila", 16)),
 C("Ethan left at 10, Mila at 5", "order", "true", 10, "exit lines 10 and 5",
   F(lambda h: "Ethan exited" in h.text(10) and "Mila exited" in h.text(5))),
 C("Mila trusts Ethan and ends up thinking green_bathtub", "communication", "true", 16, "Mila -> green_bathtub at 16", B("Mila", 16, "green_bathtub")),
 C("Olivia heard the claim too", "presence", "true", 16, "Olivia witnessed 16", SAW("Olivia", 16)),
 C("Olivia privately told Ethan blue_container", "communication", "true", 17, "line 17", EV("Olivia privately told Ethan that the strawberry is in the blue_container", 17)),
 C("Mila isn't part of that exchange", "presence", "true", 17, "Mila not a witness of 17", SAW("Mila", 17, False))])

# ---------------- item 1: s6808-12-o2  Aria -> Jacob, sweet_potato (red_crate)
R(1, "numbered", "sound", "red_crate",
"""1. The sweet_potato starts in the green_box (line 2).
2. Amelia moves it to the red_box (line 5) and Hannah then moves it to the red_crate (line 7). Aria and Jacob are both in the office for both moves.
3. Aria exits at line 10, leaving Jacob alone.
4. Jacob moves it back to the green_box at line 11, but Aria is gone and doesn't see it.
5. Nothing later (the den scenes are about the plum) touches the sweet_potato.

So from Aria's point of view Jacob last saw it in the red_crate -> E. red_crate.""",
[C("The sweet_potato starts in the green_box (line 2)", "location", "true", 2, "line 2", L(2, "green_box")),
 C("Amelia moves it to the red_box (line 5)", "event", "true", 5, "line 5", EV("Amelia moved the sweet_potato to the red_box", 5)),
 C("Hannah then moves it to the red_crate (line 7)", "event", "true", 7, "line 7", EV("Hannah moved the sweet_potato to the red_crate", 7)),
 C("Aria and Jacob are both in the office for both moves", "presence", "true", 7, "both witnessed 5 and 7",
   F(lambda h: all(h.saw(a, l) for a in ["Aria", "Jacob"] for l in [5, 7]))),
 C("Aria exits at line 10", "event", "true", 10, "line 10", EV("Aria exited", 10)),
 C("leaving Jacob alone", "presence", "true", 10, "only Jacob in office at 10",
   F(lambda h: [a for a, r in h.row(10)["agents_room"].items() if r] == ["Jacob"], 10)),
 C("Jacob moves it back to the green_box at line 11", "event", "true", 11, "line 11", EV("Jacob moved the sweet_potato to the green_box", 11)),
 C("Aria is gone and doesn't see it", "presence", "true", 11, "Aria not witness of 11", SAW("Aria", 11, False)),
 C("Nothing later (the den scenes are about the plum) touches the sweet_potato", "event", "true", None, "no sweet_potato line after 11",
   F(lambda h: all("sweet_potato" not in h.text(l) for l in range(12, h.n + 1)))),
 C("from Aria's point of view Jacob last saw it in the red_crate", "belief", "true", "end", "answer restated", B("Aria -> Jacob", "end", "red_crate"), ans=True)])

R(1, "narrative", "unsound", "red_crate",
"""Think of it from Aria's side. She stayed in the office through every move of the sweet_potato up to the red_crate: first Amelia shifted it from the green_box to the red_box, then Hannah put it in the red_crate. When Aria finally walked out, Hannah and Jacob were still inside. Aria has no way of knowing that Jacob, alone, then carried it back to the green_box. So Aria imagines Jacob still thinks it's in the red_crate. That's E.""",
[C("She stayed in the office through every move of the sweet_potato up to the red_crate", "presence", "true", 7, "Aria witnessed 5 and 7",
   F(lambda h: h.saw("Aria", 5) and h.saw("Aria", 7))),
 C("Amelia shifted it from the green_box to the red_box", "event", "true", 5, "line 5, was green_box",
   F(lambda h: h.loc(4) == "green_box" and "Amelia moved the sweet_potato to the red_box" in h.text(5), 5)),
 C("Hannah put it in the red_crate", "event", "true", 7, "line 7", EV("Hannah moved the sweet_potato to the red_crate", 7)),
 C("When Aria finally walked out, Hannah and Jacob were still inside", "presence", "false", 10, "Hannah had left at line 8",
   F(lambda h: h.room("Hannah", 10) == "office" and h.room("Jacob", 10) == "office", 10)),
 C("Aria has no way of knowing", "presence", "true", 11, "Aria did not witness line 11", SAW("Aria", 11, False)),
 C("Jacob, alone, then carried it back to the green_box", "event", "true", 11, "line 11, only Jacob",
   F(lambda h: "Jacob moved the sweet_potato to the green_box" in h.text(11) and h.row(11)["witnessed_by"] == ["Jacob"], 11)),
 C("Aria imagines Jacob still thinks it's in the red_crate", "belief", "true", "end", "answer restated", B("Aria -> Jacob", "end", "red_crate"), ans=True)])

R(1, "terse", "unsupported", "red_crate",
"""Answer: E. Aria believes Jacob believes the sweet_potato is in the red_crate.""",
[C("Aria believes Jacob believes the sweet_potato is in the red_crate", "belief", "true", "end", "answer restated", B("Aria -> Jacob", "end", "red_crate"), ans=True)])

R(1, "thinking", "unsound", "red_crate",
"""<think>
Question: Aria -> Jacob, sweet_potato.
Timeline: green_box (2). Oliver out (4). Amelia -> red_box (5), Amelia out (6). Hannah moves it from the green_box to the red_crate (7), Hannah out (8). Aria out at 10. Jacob alone moves it to green_box (11).
Last event Aria and Jacob both witnessed: the red_crate move. Hmm, but Jacob moved it after, does Aria know? No, she was gone at 11.
So Aria thinks Jacob thinks red_crate.
</think>
E. red_crate""",
[C("green_box (2)", "location", "true", 2, "line 2", L(2, "green_box")),
 C("Oliver out (4)", "event", "true", 4, "line 4", EV("Oliver exited", 4)),
 C("Amelia -> red_box (5)", "event", "true", 5, "line 5", EV("Amelia moved the sweet_potato to the red_box", 5)),
 C("Amelia out (6)", "event", "true", 6, "line 6", EV("Amelia exited", 6)),
 C("Hannah moves it from the green_box to the red_crate (7)", "event", "false", 7, "it was in the red_box before line 7",
   F(lambda h: h.loc(6) == "green_box" and "Hannah moved the sweet_potato to the red_crate" in h.text(7))),
 C("Hannah out (8)", "event", "true", 8, "line 8", EV("Hannah exited", 8)),
 C("Aria out at 10", "event", "true", 10, "line 10", EV("Aria exited", 10)),
 C("Jacob alone moves it to green_box (11)", "event", "true", 11, "line 11",
   F(lambda h: "Jacob moved the sweet_potato to the green_box" in h.text(11) and h.row(11)["witnessed_by"] == ["Jacob"], 11)),
 C("Last event Aria and Jacob both witnessed: the red_crate move", "presence", "true", 7, "last move both saw is line 7",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the sweet_potato" in h.text(l) and h.saw("Aria", l) and h.saw("Jacob", l)) == 7)),
 C("she was gone at 11", "presence", "true", 11, "Aria nowhere at 11", IN("Aria", 11, None)),
 C("Aria thinks Jacob thinks red_crate", "belief", "true", "end", "answer restated", B("Aria -> Jacob", "end", "red_crate"), ans=True)])

R(1, "answer_first", "sound", "red_crate",
"""Red_crate (E). Aria left the office at line 10 while Jacob stayed behind; the sweet_potato was in the red_crate then, so that's where Aria believes Jacob thinks it is. Jacob's later move to the green_box happened after she'd gone.""",
[C("Aria left the office at line 10", "event", "true", 10, "line 10", EV("Aria exited the office", 10)),
 C("while Jacob stayed behind", "presence", "true", 10, "Jacob in office at 10", IN("Jacob", 10, "office")),
 C("the sweet_potato was in the red_crate then", "location", "true", 10, "red_crate at 10", L(10, "red_crate")),
 C("that's where Aria believes Jacob thinks it is", "belief", "true", "end", "answer restated", B("Aria -> Jacob", "end", "red_crate"), ans=True),
 C("Jacob's later move to the green_box happened after she'd gone", "order", "true", 11, "Aria exit 10 < move 11",
   ORD("Aria exited", "Jacob moved the sweet_potato to the green_box"))])

# ---------------- item 2: tomi first_order_0_no_tom  Mason, eggplant (blue_drawer)
R(2, "narrative", "sound", "blue_drawer",
"""Mason himself moved the eggplant from the green_envelope into the blue_drawer, and he never left the patio afterwards; it was Hannah who walked out. He knows exactly where it is, so he'll look in the blue_drawer.""",
[C("Mason himself moved the eggplant from the green_envelope into the blue_drawer", "event", "true", 4, "line 4, was green_envelope",
   F(lambda h: h.loc(3) == "green_envelope" and "Mason moved the eggplant to the blue_drawer" in h.text(4), 4)),
 C("he never left the patio afterwards", "presence", "true", "end", "Mason in patio at end", IN("Mason", 5, "patio")),
 C("it was Hannah who walked out", "event", "true", 5, "line 5", EV("Hannah exited", 5)),
 C("He knows exactly where it is", "belief", "true", "end", "Mason's belief equals real location",
   F(lambda h: h.bel("Mason", "end") == h.loc("end"))),
 C("he'll look in the blue_drawer", "belief", "true", "end", "answer restated", B("Mason", "end", "blue_drawer"), ans=True)])

R(2, "terse", "unsound", "blue_drawer",
"""blue_drawer: he moved it there himself, after Hannah had left.""",
[C("he moved it there himself", "event", "true", 4, "line 4", EV("Mason moved the eggplant to the blue_drawer", 4)),
 C("after Hannah had left", "order", "false", 5, "Hannah left at 5, after the move at 4", ORD("Hannah exited", "Mason moved"))])

R(2, "thinking", "wrong", "green_envelope",
"""<think>
Classic Sally-Anne setup. The eggplant was in the green_envelope. Then it got moved to the blue_drawer... Mason moved it, and Hannah exited after. Hmm, so who has the false belief? Hannah stayed through the move, so she didn't miss anything either. These tasks usually want the original spot, though.
</think>
Mason will look in the green_envelope.""",
[C("The eggplant was in the green_envelope", "location", "true", 3, "line 3", L(3, "green_envelope")),
 C("Mason moved it", "event", "true", 4, "line 4", EV("Mason moved the eggplant", 4)),
 C("Hannah exited after", "order", "true", 5, "move 4 < Hannah exit 5", ORD("Mason moved", "Hannah exited")),
 C("Hannah stayed through the move", "presence", "true", 4, "Hannah witnessed 4", SAW("Hannah", 4)),
 C("Mason will look in the green_envelope", "belief", "false", "end", "Mason believes blue_drawer", B("Mason", "end", "green_envelope"), ans=True)])

R(2, "answer_first", "sound", "blue_drawer",
"""The blue_drawer. Mason is the one who put it there (line 4) and he is still in the patio at the end, so nothing has happened that he missed.""",
[C("Mason is the one who put it there (line 4)", "event", "true", 4, "line 4", EV("Mason moved the eggplant to the blue_drawer", 4)),
 C("he is still in the patio at the end", "presence", "true", "end", "Mason in patio at 5", IN("Mason", 5, "patio")),
 C("nothing has happened that he missed", "presence", "true", "end", "Mason witnessed every witnessed line from 2",
   F(lambda h: all(h.saw("Mason", l) for l in range(2, h.n + 1) if h.row(l)["witnessed_by"])))])

R(2, "numbered", "wrong", "green_envelope",
"""1. Hannah and Mason are both in the patio; the eggplant is in the green_envelope.
2. Mason steps out of the patio before anything changes.
3. The eggplant is moved to the blue_drawer while he's away.
4. So Mason will go back to the green_envelope.""",
[C("Hannah and Mason are both in the patio", "presence", "true", 3, "both in patio at 3",
   F(lambda h: h.room("Hannah", 3) == "patio" and h.room("Mason", 3) == "patio", 3)),
 C("the eggplant is in the green_envelope", "location", "true", 3, "line 3", L(3, "green_envelope")),
 C("Mason steps out of the patio before anything changes", "event", "false", None, "Mason never exits", EV("Mason exited")),
 C("The eggplant is moved to the blue_drawer", "event", "true", 4, "line 4", EV("moved the eggplant to the blue_drawer", 4)),
 C("while he's away", "presence", "false", 4, "Mason in patio at 4", IN("Mason", 4, None)),
 C("Mason will go back to the green_envelope", "belief", "false", "end", "Mason believes blue_drawer", B("Mason", "end", "green_envelope"), ans=True)])

# ---------------- item 3: s6808-8-o3  Avery -> Mia -> Hannah, sweet_potato (red_pantry)
R(3, "terse", "sound", "red_pantry",
"""F. red_pantry. Avery left (line 10) before Mia's move to the blue_cupboard, so Avery still pictures Mia believing it's in the red_pantry.""",
[C("Avery left (line 10) before Mia's move to the blue_cupboard", "order", "true", 10, "exit 10 < move 11",
   ORD("Avery exited", "Mia moved the sweet_potato to the blue_cupboard")),
 C("Avery still pictures Mia believing it's in the red_pantry", "belief", "true", "end", "Avery->Mia red_pantry at end", B("Avery -> Mia", "end", "red_pantry"))])

R(3, "thinking", "unsound", "red_pantry",
"""<think>
Need Avery -> Mia -> Hannah.
Sweet_potato in red_pantry from line 2, everyone present.
Lily, Sophia leave. Avery leaves at line 10. Mia and Hannah remain.
Mia moves it to blue_cupboard (11). Avery's gone, so Avery doesn't know about that.
Then Mia leaves, Hannah moves it back to red_pantry (13).
For Avery: the last thing she saw with both Mia and Hannah was the red_pantry. So Avery -> Mia -> Hannah = red_pantry.
Waiting room: Avery claims red_pantry publicly, consistent. Hannah privately tells Avery blue_pantry; Avery ignores that tip. Either way that's about Avery's own belief, not the nested one.
</think>
**F. red_pantry**""",
[C("Sweet_potato in red_pantry from line 2", "location", "true", 2, "line 2", L(2, "red_pantry")),
 C("everyone present", "presence", "true", 2, "five witnesses at 2", F(lambda h: len(h.row(2)["witnessed_by"]) == 5, 2)),
 C("Avery leaves at line 10", "event", "true", 10, "line 10", EV("Avery exited", 10)),
 C("Mia and Hannah remain", "presence", "true", 10, "both in office at 10",
   F(lambda h: h.room("Mia", 10) == "office" and h.room("Hannah", 10) == "office", 10)),
 C("Mia moves it to blue_cupboard (11)", "event", "true", 11, "line 11", EV("Mia moved the sweet_potato to the blue_cupboard", 11)),
 C("Avery doesn't know about that", "belief", "true", 11, "Avery still red_pantry at 11", B("Avery", 11, "red_pantry")),
 C("Mia leaves", "event", "true", 12, "line 12", EV("Mia exited", 12)),
 C("Hannah moves it back to red_pantry (13)", "event", "true", 13, "line 13", EV("Hannah moved the sweet_potato to the red_pantry", 13)),
 C("Avery -> Mia -> Hannah = red_pantry", "belief", "true", "end", "answer restated", B("Avery -> Mia -> Hannah", "end", "red_pantry"), ans=True),
 C("Avery claims red_pantry publicly", "communication", "true", 16, "line 16", EV("Avery publicly claimed that sweet_potato is in the red_pantry", 16)),
 C("Hannah privately tells Avery blue_pantry", "communication", "true", 17, "line 17", EV("Hannah privately told Avery that the sweet_potato is in the blue_pantry", 17)),
 C("Avery ignores that tip", "communication", "false", 17, "Avery trusts Hannah (left later) and now believes blue_pantry", B("Avery", 17, "red_pantry"))])

R(3, "answer_first", "unsupported", "red_pantry",
"""F. red_pantry. That's where Avery believes Mia believes Hannah believes the sweet_potato is.""",
[C("That's where Avery believes Mia believes Hannah believes the sweet_potato is", "belief", "true", "end", "answer restated",
   B("Avery -> Mia -> Hannah", "end", "red_pantry"), ans=True)])

R(3, "numbered", "unsound", "red_pantry",
"""1. Line 2: sweet_potato in the red_pantry, all five in the office.
2. Lily (5), Sophia (7) and then Avery (10) leave.
3. Line 11: Mia moves it to the blue_cupboard with only Hannah watching.
4. Line 13: Hannah, alone, moves it back to the red_pantry.
5. The final real location is the blue_cupboard, but that doesn't matter here.
6. Avery only saw the red_pantry placement, so she assumes Mia saw that too, and that Mia assumes the same of Hannah.

Answer: Avery → Mia → Hannah: red_pantry (F).""",
[C("sweet_potato in the red_pantry", "location", "true", 2, "line 2", L(2, "red_pantry")),
 C("all five in the office", "presence", "true", 2, "all in office at 2",
   F(lambda h: all(r == "office" for r in h.row(2)["agents_room"].values()), 2)),
 C("Lily (5), Sophia (7) and then Avery (10) leave", "order", "true", 10, "exit lines 5, 7, 10",
   F(lambda h: h.find("Lily exited") == 5 and h.find("Sophia exited") == 7 and h.find("Avery exited") == 10)),
 C("Mia moves it to the blue_cupboard", "event", "true", 11, "line 11", EV("Mia moved the sweet_potato to the blue_cupboard", 11)),
 C("with only Hannah watching", "presence", "true", 11, "witnesses Mia and Hannah", F(lambda h: sorted(h.row(11)["witnessed_by"]) == ["Hannah", "Mia"], 11)),
 C("Hannah, alone, moves it back to the red_pantry", "event", "true", 13, "line 13, only Hannah",
   F(lambda h: "Hannah moved the sweet_potato to the red_pantry" in h.text(13) and h.row(13)["witnessed_by"] == ["Hannah"], 13)),
 C("The final real location is the blue_cupboard", "location", "false", "end", "it ends in the red_pantry", L(17, "blue_cupboard")),
 C("Avery only saw the red_pantry placement", "presence", "true", None, "Avery witnessed neither 11 nor 13",
   F(lambda h: not h.saw("Avery", 11) and not h.saw("Avery", 13))),
 C("she assumes Mia saw that too", "belief", "true", "end", "Avery->Mia red_pantry", B("Avery -> Mia", "end", "red_pantry")),
 C("Avery → Mia → Hannah: red_pantry", "belief", "true", "end", "answer restated", B("Avery -> Mia -> Hannah", "end", "red_pantry"), ans=True)])

R(3, "narrative", "unsound", "red_pantry",
"""Avery was in the office for the opening placement: the sweet_potato went into the red_pantry with all five watching. After Lily and Sophia left, Avery stepped out too, which left Mia and Hannah alone. The sweet_potato was shuffled around after that (Mia moved it to the blue_cupboard, and then Mia herself put it back in the red_pantry), but Avery saw none of it. In Avery's head, Mia and Hannah were both last seen with the sweet_potato in the red_pantry, so Avery thinks Mia thinks Hannah thinks it's in the red_pantry.""",
[C("the sweet_potato went into the red_pantry with all five watching", "location", "true", 2, "line 2, five witnesses",
   F(lambda h: h.loc(2) == "red_pantry" and len(h.row(2)["witnessed_by"]) == 5, 2)),
 C("After Lily and Sophia left, Avery stepped out too", "order", "true", 10, "exits 5, 7 then 10",
   F(lambda h: h.find("Lily exited") < h.find("Sophia exited") < h.find("Avery exited"))),
 C("which left Mia and Hannah alone", "presence", "true", 10, "only Mia and Hannah in office at 10",
   F(lambda h: sorted(a for a, r in h.row(10)["agents_room"].items() if r) == ["Hannah", "Mia"], 10)),
 C("Mia moved it to the blue_cupboard", "event", "true", 11, "line 11", EV("Mia moved the sweet_potato to the blue_cupboard", 11)),
 C("then Mia herself put it back in the red_pantry", "event", "false", 13, "it was Hannah at line 13", EV("Mia moved the sweet_potato to the red_pantry")),
 C("Avery saw none of it", "presence", "true", None, "Avery witnessed neither 11 nor 13",
   F(lambda h: not h.saw("Avery", 11) and not h.saw("Avery", 13))),
 C("In Avery's head, Mia and Hannah were both last seen with the sweet_potato in the red_pantry", "belief", "true", 10, "Avery->Mia and Avery->Hannah red_pantry at 10",
   F(lambda h: h.bel("Avery -> Mia", 10) == "red_pantry" and h.bel("Avery -> Hannah", 10) == "red_pantry", 10)),
 C("Avery thinks Mia thinks Hannah thinks it's in the red_pantry", "belief", "true", "end", "answer restated", B("Avery -> Mia -> Hannah", "end", "red_pantry"), ans=True)])

# ---------------- item 4: s6808-1-o1  Abigail, strawberry (green_drawer)
R(4, "thinking", "sound", "green_drawer",
"""<think>
Abigail's own belief about the strawberry.
blue_cupboard (2), then James moves it to red_bucket (3), then Isla moves it to green_drawer (7). Abigail is in the back_yard for all of these.
Abigail exits at 10. Nothing moves after that.
Waiting room: Isla publicly claims blue_cupboard. Does Abigail buy it? Isla exited at 8, Abigail at 10. Abigail left later, so she doesn't trust Isla. Her belief stays green_drawer.
Lily's private message to Isla doesn't reach Abigail.
</think>
M. green_drawer""",
[C("blue_cupboard (2)", "location", "true", 2, "line 2", L(2, "blue_cupboard")),
 C("James moves it to red_bucket (3)", "event", "true", 3, "line 3", EV("James moved the strawberry to the red_bucket", 3)),
 C("Isla moves it to green_drawer (7)", "event", "true", 7, "line 7", EV("Isla moved the strawberry to the green_drawer", 7)),
 C("Abigail is in the back_yard for all of these", "presence", "true", 7, "Abigail witnessed 2, 3, 7",
   F(lambda h: all(h.saw("Abigail", l) for l in [2, 3, 7]))),
 C("Abigail exits at 10", "event", "true", 10, "line 10", EV("Abigail exited", 10)),
 C("Nothing moves after that", "event", "true", None, "no strawberry move after 10",
   F(lambda h: all("moved the strawberry" not in h.text(l) for l in range(11, h.n + 1)))),
 C("Isla publicly claims blue_cupboard", "communication", "true", 15, "line 15", EV("Isla publicly claimed that strawberry is in the blue_cupboard", 15)),
 C("Isla exited at 8, Abigail at 10", "order", "true", 10, "exit lines 8 and 10",
   F(lambda h: "Isla exited" in h.text(8) and "Abigail exited" in h.text(10))),
 C("she doesn't trust Isla", "communication", "true", 15, "Abigail unchanged at 15", B("Abigail", 15, "green_drawer")),
 C("Her belief stays green_drawer", "belief", "true", "end", "answer restated", B("Abigail", "end", "green_drawer"), ans=True),
 C("Lily's private message to Isla doesn't reach Abigail", "presence", "true", 16, "Abigail not witness of 16", SAW("Abigail", 16, False))])

R(4, "answer_first", "unsound", "green_drawer",
"""M. green_drawer.

Abigail watched Isla put the strawberry into the green_drawer at line 7, and she stayed in the back_yard until line 10, after Isla had already gone. James and Owen were still around for that move as well. Because Abigail left after Isla, she has no reason to accept Isla's later public claim, so she keeps believing the green_drawer.""",
[C("Abigail watched Isla put the strawberry into the green_drawer at line 7", "presence", "true", 7, "Abigail witnessed line 7",
   F(lambda h: h.saw("Abigail", 7) and "Isla moved the strawberry to the green_drawer" in h.text(7), 7)),
 C("she stayed in the back_yard until line 10", "presence", "true", 10, "in back_yard at 9, gone at 10",
   F(lambda h: h.room("Abigail", 9) == "back_yard" and h.room("Abigail", 10) is None, 10)),
 C("after Isla had already gone", "order", "true", 10, "Isla exit 8 < Abigail exit 10", ORD("Isla exited", "Abigail exited")),
 C("James and Owen were still around for that move as well", "presence", "false", 7, "James left at 4 and Owen at 6",
   F(lambda h: h.saw("James", 7) and h.saw("Owen", 7), 7)),
 C("she has no reason to accept Isla's later public claim", "communication", "true", 15, "Abigail unchanged at 15", B("Abigail", 15, "green_drawer")),
 C("she keeps believing the green_drawer", "belief", "true", "end", "answer restated", B("Abigail", "end", "green_drawer"), ans=True)])

R(4, "numbered", "wrong", "blue_cupboard",
"""1. Strawberry starts in the blue_cupboard.
2. It is moved to the red_bucket, then to the green_drawer; Abigail sees both moves.
3. After everyone leaves, Isla publicly announces that the strawberry is in the blue_cupboard.
4. Isla was the one who last moved it, so Abigail takes her announcement at face value.
5. Abigail now thinks it's in the blue_cupboard → A.""",
[C("Strawberry starts in the blue_cupboard", "location", "true", 2, "line 2", L(2, "blue_cupboard")),
 C("It is moved to the red_bucket, then to the green_drawer", "event", "true", 7, "moves at 3 and 7",
   F(lambda h: h.find("to the red_bucket") == 3 and h.find("to the green_drawer") == 7)),
 C("Abigail sees both moves", "presence", "true", 7, "Abigail witnessed 3 and 7", F(lambda h: h.saw("Abigail", 3) and h.saw("Abigail", 7))),
 C("Isla publicly announces that the strawberry is in the blue_cupboard", "communication", "true", 15, "line 15", EV("Isla publicly claimed that strawberry is in the blue_cupboard", 15)),
 C("Isla was the one who last moved it", "event", "true", 7, "last move is Isla's at 7",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the strawberry" in h.text(l)) == 7 and h.text(7).startswith("Isla"))),
 C("Abigail takes her announcement at face value", "communication", "false", 15, "Abigail left after Isla, does not trust her", B("Abigail", 15, "blue_cupboard")),
 C("Abigail now thinks it's in the blue_cupboard", "belief", "false", "end", "gold green_drawer", B("Abigail", "end", "blue_cupboard"), ans=True)])

R(4, "narrative", "sound", "green_drawer",
"""Abigail saw the strawberry go from the blue_cupboard to the red_bucket (James) and then to the green_drawer (Isla). She was one of the last to leave the back_yard (only Lily stayed after her), and nothing happened to the strawberry between Isla's move and her exit. Isla's announcement in the waiting room doesn't sway her, because Abigail was in the back_yard longer than Isla was. Lily's whisper went to Isla, not Abigail. So Abigail really thinks it's in the green_drawer.""",
[C("Abigail saw the strawberry go from the blue_cupboard to the red_bucket (James)", "event", "true", 3, "line 3, Abigail witness",
   F(lambda h: h.loc(2) == "blue_cupboard" and "James moved the strawberry to the red_bucket" in h.text(3) and h.saw("Abigail", 3), 3)),
 C("then to the green_drawer (Isla)", "event", "true", 7, "line 7", EV("Isla moved the strawberry to the green_drawer", 7)),
 C("only Lily stayed after her", "presence", "true", 10, "only Lily in back_yard at 10",
   F(lambda h: [a for a, r in h.row(10)["agents_room"].items() if r] == ["Lily"], 10)),
 C("nothing happened to the strawberry between Isla's move and her exit", "event", "true", 10, "no move in 8-10",
   F(lambda h: all("moved the strawberry" not in h.text(l) for l in range(8, 11)))),
 C("Isla's announcement in the waiting room doesn't sway her", "communication", "true", 15, "Abigail unchanged", B("Abigail", 15, "green_drawer")),
 C("Abigail was in the back_yard longer than Isla was", "order", "true", 10, "Isla exit 8 < Abigail exit 10", ORD("Isla exited", "Abigail exited")),
 C("Lily's whisper went to Isla, not Abigail", "communication", "true", 16, "line 16 to Isla, Abigail not witness",
   F(lambda h: "Lily privately told Isla" in h.text(16) and not h.saw("Abigail", 16), 16)),
 C("Abigail really thinks it's in the green_drawer", "belief", "true", "end", "answer restated", B("Abigail", "end", "green_drawer"), ans=True)])

R(4, "terse", "wrong", "red_bucket",
"""O. red_bucket, that's where James put it while everyone was watching.""",
[C("that's where James put it while everyone was watching", "event", "true", 3, "line 3, five witnesses",
   F(lambda h: "James moved the strawberry to the red_bucket" in h.text(3) and len(h.row(3)["witnessed_by"]) == 5, 3))])

# ---------------- item 5: s6808-24-o4  Ava -> Isabella -> Carter -> Gracie, lime (blue_crate)
R(5, "answer_first", "sound", "blue_crate",
"""G. blue_crate.

The chain ends in Carter → Gracie, and Carter left the master_bedroom at line 5, when the lime was still in the blue_crate. Anything Carter believes about Gracie is frozen at that moment, and everyone else in the chain (Ava, Isabella) watched him leave, so Isabella models Carter as believing Gracie still has it in the blue_crate. Amelia's move to the red_basket at line 7 happened after Carter was gone, and the hall scenes only involve the cucumber.""",
[C("Carter left the master_bedroom at line 5", "event", "true", 5, "line 5", EV("Carter exited the master_bedroom", 5)),
 C("when the lime was still in the blue_crate", "location", "true", 5, "blue_crate at 5", L(5, "blue_crate")),
 C("everyone else in the chain (Ava, Isabella) watched him leave", "presence", "true", 5, "Ava and Isabella witnessed 5",
   F(lambda h: h.saw("Ava", 5) and h.saw("Isabella", 5), 5)),
 C("Isabella models Carter as believing Gracie still has it in the blue_crate", "belief", "true", "end", "Isabella->Carter->Gracie blue_crate",
   B("Isabella -> Carter -> Gracie", "end", "blue_crate")),
 C("Amelia's move to the red_basket at line 7 happened after Carter was gone", "order", "true", 7, "exit 5 < move 7",
   ORD("Carter exited", "Amelia moved the lime to the red_basket")),
 C("the hall scenes only involve the cucumber", "event", "true", None, "no lime line from 18 on",
   F(lambda h: all("lime" not in h.text(l) for l in range(18, h.n + 1))))])

R(5, "numbered", "unsound", "blue_crate",
"""1. Lime placed in the blue_crate (line 2), all five present.
2. Carter leaves (line 5).
3. Amelia moves it to the red_basket (line 7); Carter misses this.
4. Amelia, Gracie, then Ava leave (9, 12, 14).
5. Isabella, alone, puts it back into the blue_crate (line 15).
6. Ava thinks Isabella thinks it is in the blue_crate.
7. But the deepest link is Carter → Gracie: Carter's last view was the blue_crate, and both Isabella and Ava saw him walk out before the red_basket move.

Final: blue_crate (G).""",
[C("Lime placed in the blue_crate (line 2)", "location", "true", 2, "line 2", L(2, "blue_crate")),
 C("all five present", "presence", "true", 2, "five witnesses at 2", F(lambda h: len(h.row(2)["witnessed_by"]) == 5, 2)),
 C("Carter leaves (line 5)", "event", "true", 5, "line 5", EV("Carter exited", 5)),
 C("Amelia moves it to the red_basket (line 7)", "event", "true", 7, "line 7", EV("Amelia moved the lime to the red_basket", 7)),
 C("Carter misses this", "presence", "true", 7, "Carter not witness of 7", SAW("Carter", 7, False)),
 C("Amelia, Gracie, then Ava leave (9, 12, 14)", "order", "true", 14, "exit lines 9, 12, 14",
   F(lambda h: h.find("Amelia exited") == 9 and h.find("Gracie exited") == 12 and h.find("Ava exited") == 14)),
 C("Isabella, alone, puts it back into the blue_crate (line 15)", "event", "true", 15, "line 15, only Isabella",
   F(lambda h: "Isabella moved the lime to the blue_crate" in h.text(15) and h.row(15)["witnessed_by"] == ["Isabella"], 15)),
 C("Ava thinks Isabella thinks it is in the blue_crate", "belief", "false", "end", "Ava->Isabella is red_basket (Ava left before line 15)",
   B("Ava -> Isabella", "end", "blue_crate")),
 C("Carter's last view was the blue_crate", "belief", "true", "end", "Carter believes blue_crate", B("Carter", "end", "blue_crate")),
 C("both Isabella and Ava saw him walk out before the red_basket move", "presence", "true", 5, "both witnessed line 5",
   F(lambda h: h.saw("Isabella", 5) and h.saw("Ava", 5) and h.find("Carter exited") < h.find("to the red_basket")))])

R(5, "narrative", "unsupported", "blue_crate",
"""Following the nested beliefs all the way down, the answer lands on the blue_crate: Ava thinks Isabella thinks Carter thinks Gracie thinks the lime is in the blue_crate.""",
[C("Ava thinks Isabella thinks Carter thinks Gracie thinks the lime is in the blue_crate", "belief", "true", "end", "answer restated",
   B("Ava -> Isabella -> Carter -> Gracie", "end", "blue_crate"), ans=True)])

R(5, "terse", "unsound", "blue_crate",
"""G. blue_crate. Carter walked out before Gracie moved the lime to the red_basket.""",
[C("Carter walked out before", "order", "true", 7, "Carter exit 5 < red_basket move 7", ORD("Carter exited", "moved the lime to the red_basket")),
 C("Gracie moved the lime to the red_basket", "event", "false", 7, "it was Amelia", EV("Gracie moved the lime to the red_basket"))])

R(5, "thinking", "sound", "blue_crate",
"""<think>
Four levels: Ava → Isabella → Carter → Gracie.
Start from the inside. Carter → Gracie: Carter left at 5, lime in blue_crate then. So Carter thinks Gracie thinks blue_crate.
Next level: Isabella saw Carter leave at 5 and knows his info stops there, so Isabella → Carter → Gracie = blue_crate.
Outer level: Ava also saw Carter leave. Hmm, wait, does Isabella's move back at 15 matter? Ava left at 14, so Ava didn't see it, but it doesn't matter anyway because the inner part is about Carter.
Public claim at 29 and the private tell at 30 are about the cucumber, not the lime.
</think>
The lime: **blue_crate** (G).""",
[C("Carter left at 5", "event", "true", 5, "line 5", EV("Carter exited", 5)),
 C("lime in blue_crate then", "location", "true", 5, "blue_crate at 5", L(5, "blue_crate")),
 C("Carter thinks Gracie thinks blue_crate", "belief", "true", "end", "Carter->Gracie blue_crate", B("Carter -> Gracie", "end", "blue_crate")),
 C("Isabella saw Carter leave at 5", "presence", "true", 5, "Isabella witnessed 5", SAW("Isabella", 5)),
 C("Isabella → Carter → Gracie = blue_crate", "belief", "true", "end", "sub-chain", B("Isabella -> Carter -> Gracie", "end", "blue_crate")),
 C("Ava also saw Carter leave", "presence", "true", 5, "Ava witnessed 5", SAW("Ava", 5)),
 C("Ava left at 14", "event", "true", 14, "line 14", EV("Ava exited", 14)),
 C("Ava didn't see it", "presence", "true", 15, "Ava not witness of 15", SAW("Ava", 15, False)),
 C("Public claim at 29 and the private tell at 30 are about the cucumber, not the lime", "communication", "true", None, "lines 29-30 mention cucumber",
   F(lambda h: "cucumber" in h.text(29) and "cucumber" in h.text(30)))])
