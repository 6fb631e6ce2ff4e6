"""Items 18-23 of golds_8 (hand-written responses)."""
from writer_8_part0 import R, C, L, B, IN, SAW, EV, ORD, F


def no_move_after(line, obj):
    return lambda h: all(f"moved the {obj}" not in h.text(l) for l in range(line + 1, h.n + 1))

def first_exit(h, room):
    return h.find(f"exited the {room}")

# ---------------- item 18: tomi memory, pear at beginning (green_crate)
R(18, "terse", "sound", "green_crate",
"""green_crate. That's where it is at line 4, before Charlotte moves it to the blue_envelope.""",
[C("That's where it is at line 4", "location", "true", 4, "answer restated with time", L(4, "green_crate"), ans=True),
 C("before Charlotte moves it to the blue_envelope", "order", "true", 7, "placement 4 < move 7",
   ORD("The pear is in the green_crate", "Charlotte moved the pear to the blue_envelope"))])

R(18, "thinking", "unsound", "green_crate",
"""<think>
Memory question: initial location. Line 4: pear in green_crate, with Charlotte, Mia and Ella in the crawlspace. Later Charlotte moves it to blue_envelope (7) while Mia is out. Initial = green_crate.
</think>
green_crate""",
[C("Line 4: pear in green_crate", "location", "true", 4, "line 4", L(4, "green_crate"), ans=True),
 C("with Charlotte, Mia and Ella in the crawlspace", "presence", "false", 4, "Ella is in the bathroom",
   F(lambda h: all(h.room(a, 4) == "crawlspace" for a in ["Charlotte", "Mia", "Ella"]), 4)),
 C("Charlotte moves it to blue_envelope (7)", "event", "true", 7, "line 7", EV("Charlotte moved the pear to the blue_envelope", 7)),
 C("while Mia is out", "presence", "true", 7, "Mia nowhere at 7", IN("Mia", 7, None)),
 C("Initial = green_crate", "location", "true", 4, "answer restated", L(4, "green_crate"), ans=True)])

R(18, "answer_first", "wrong", "blue_envelope",
"""Blue_envelope. When Mia walked back into the crawlspace at line 8, the pear was in the blue_envelope, and that's the state the scene settles into once everyone is together. So the pear started out in the blue_envelope.""",
[C("When Mia walked back into the crawlspace at line 8", "event", "true", 8, "line 8", EV("Mia entered the crawlspace", 8)),
 C("the pear was in the blue_envelope", "location", "true", 8, "blue_envelope at 8", L(8, "blue_envelope")),
 C("the pear started out in the blue_envelope", "location", "false", 4, "it started in the green_crate", L(4, "blue_envelope"), ans=True)])

R(18, "numbered", "sound", "green_crate",
"""1. Ella goes to the bathroom; Charlotte and Mia go to the crawlspace.
2. The pear is in the green_crate (line 4).
3. Mia leaves, then Charlotte moves the pear to the blue_envelope (line 7).
4. Mia returns.

At the beginning the pear was in the green_crate.""",
[C("Ella goes to the bathroom", "event", "true", 1, "line 1", EV("Ella entered the bathroom", 1)),
 C("Charlotte and Mia go to the crawlspace", "event", "true", 3, "lines 2-3",
   F(lambda h: "Charlotte entered the crawlspace" in h.text(2) and "Mia entered the crawlspace" in h.text(3))),
 C("The pear is in the green_crate (line 4)", "location", "true", 4, "line 4", L(4, "green_crate")),
 C("Mia leaves, then Charlotte moves the pear to the blue_envelope (line 7)", "order", "true", 7, "exit 6 < move 7",
   F(lambda h: h.find("Mia exited") == 6 and "Charlotte moved the pear to the blue_envelope" in h.text(7))),
 C("Mia returns", "event", "true", 8, "line 8", EV("Mia entered the crawlspace", 8)),
 C("At the beginning the pear was in the green_crate", "location", "true", 4, "answer restated", L(4, "green_crate"), ans=True)])

R(18, "narrative", "wrong", None,
"""The pear starts out in the green_crate in the crawlspace, but Charlotte moves it to the blue_envelope once Mia has stepped out. Depending on whether "the beginning" means the start of the story or the start of the final scene with everyone back, the answer is either the green_crate or the blue_envelope.""",
[C("The pear starts out in the green_crate in the crawlspace", "location", "true", 4, "line 4", L(4, "green_crate")),
 C("Charlotte moves it to the blue_envelope", "event", "true", 7, "line 7", EV("Charlotte moved the pear to the blue_envelope", 7)),
 C("once Mia has stepped out", "order", "true", 7, "Mia exit 6 < move 7", ORD("Mia exited", "Charlotte moved"))])

# ---------------- item 19: s6808-4-o4  Sophia -> Jayden -> Olivia -> Benjamin, lemon (green_container)
R(19, "thinking", "sound", "green_container",
"""<think>
Sophia → Jayden → Olivia → Benjamin.
Benjamin moved the lemon to green_container at 5 and left at 6; Olivia, Jayden, Sophia all saw both. So Olivia → Benjamin = green_container, and the outer layers see the same.
Jayden's green_bucket move (9)? Olivia had already left at 8, so it doesn't touch the Olivia→Benjamin layer.
Benjamin's tell to Jayden at 15 (blue_container): Jayden left after Benjamin, so he ignores it.
</think>
I. green_container""",
[C("Benjamin moved the lemon to green_container at 5", "event", "true", 5, "line 5", EV("Benjamin moved the lemon to the green_container", 5)),
 C("left at 6", "event", "true", 6, "line 6", EV("Benjamin exited", 6)),
 C("Olivia, Jayden, Sophia all saw both", "presence", "true", 6, "witnessed 5 and 6",
   F(lambda h: all(h.saw(a, l) for a in ["Olivia", "Jayden", "Sophia"] for l in [5, 6]))),
 C("Olivia → Benjamin = green_container", "belief", "true", "end", "Olivia->Benjamin", B("Olivia -> Benjamin", "end", "green_container")),
 C("Olivia had already left at 8", "event", "true", 8, "line 8", EV("Olivia exited", 8)),
 C("Benjamin's tell to Jayden at 15 (blue_container)", "communication", "true", 15, "line 15", EV("Benjamin privately told Jayden that the lemon is in the blue_container", 15)),
 C("Jayden left after Benjamin", "order", "true", 10, "exit 6 < 10", ORD("Benjamin exited", "Jayden exited")),
 C("he ignores it", "communication", "true", 15, "Jayden still green_bucket", B("Jayden", 15, "green_bucket"))])

R(19, "answer_first", "unsound", "green_container",
"""I. green_container. Benjamin's own last move put the lemon in the green_container, and he walked out right after with Olivia, Jayden and Sophia watching. Jayden later moves it to the green_bucket, but since the lemon ends up back in the green_container anyway, every layer lands there.""",
[C("Benjamin's own last move put the lemon in the green_container", "event", "true", 5, "Benjamin's only move, line 5",
   F(lambda h: max(l for l in range(1, h.n + 1) if h.text(l).startswith("Benjamin moved the lemon")) == 5 and "green_container" in h.text(5))),
 C("he walked out right after", "event", "true", 6, "line 6", EV("Benjamin exited", 6)),
 C("with Olivia, Jayden and Sophia watching", "presence", "true", 6, "witnesses of 6",
   F(lambda h: all(h.saw(a, 6) for a in ["Olivia", "Jayden", "Sophia"]), 6)),
 C("Jayden later moves it to the green_bucket", "event", "true", 9, "line 9", EV("Jayden moved the lemon to the green_bucket", 9)),
 C("the lemon ends up back in the green_container", "location", "false", "end", "it ends in the green_bucket", L(15, "green_container")),
 C("every layer lands there", "belief", "true", "end", "answer restated", B("Sophia -> Jayden -> Olivia -> Benjamin", "end", "green_container"), ans=True)])

R(19, "numbered", "unsupported", "green_container",
"""1. Four-level question.
2. Resolve from the innermost agent outwards.
3. Result: Sophia thinks Jayden thinks Olivia thinks Benjamin thinks the lemon is in the green_container (I).""",
[C("Sophia thinks Jayden thinks Olivia thinks Benjamin thinks the lemon is in the green_container", "belief", "true", "end", "answer restated",
   B("Sophia -> Jayden -> Olivia -> Benjamin", "end", "green_container"), ans=True)])

R(19, "narrative", "unsound", "green_container",
"""Benjamin is the innermost agent, and he put the lemon in the green_container himself just before leaving the garden. Olivia watched him do it and then left too. Sophia left before Jayden moved it to the green_bucket, though that hardly matters: Jayden's move came after Olivia was gone, so for everyone further out, Olivia's view of Benjamin is frozen at the green_container.""",
[C("he put the lemon in the green_container himself just before leaving the garden", "event", "true", 6, "move 5, exit 6",
   F(lambda h: "Benjamin moved the lemon to the green_container" in h.text(5) and "Benjamin exited" in h.text(6))),
 C("Olivia watched him do it", "presence", "true", 5, "Olivia witnessed 5", SAW("Olivia", 5)),
 C("then left too", "event", "true", 8, "line 8", EV("Olivia exited", 8)),
 C("Sophia left before Jayden moved it to the green_bucket", "order", "false", 12, "Sophia left at 12, after the move at 9", ORD("Sophia exited", "Jayden moved")),
 C("Jayden's move came after Olivia was gone", "order", "true", 9, "exit 8 < move 9", ORD("Olivia exited", "Jayden moved")),
 C("Olivia's view of Benjamin is frozen at the green_container", "belief", "true", "end", "Olivia->Benjamin", B("Olivia -> Benjamin", "end", "green_container"))])

R(19, "terse", "unsound", "green_container",
"""I. green_container. Benjamin's tip to Jayden (blue_container) did convince Jayden, but that's Jayden's own belief, not the nested one.""",
[C("Benjamin's tip to Jayden (blue_container) did convince Jayden", "communication", "false", 15, "Jayden left after Benjamin; unchanged green_bucket",
   B("Jayden", 15, "blue_container"))])

# ---------------- item 20: s6808-6-o1  Emma, peas (green_bucket)
R(20, "answer_first", "sound", "green_bucket",
"""D. green_bucket. Emma stayed in the garage through all three moves (Ella's to the red_crate, Avery's to the blue_crate and William's to the green_bucket) and only left at line 10. Avery's later message that it's in the green_bucket just matches what she already believes.""",
[C("Emma stayed in the garage through all three moves", "presence", "true", 7, "Emma witnessed 3, 5, 7", F(lambda h: all(h.saw("Emma", l) for l in [3, 5, 7]))),
 C("Ella's to the red_crate", "event", "true", 3, "line 3", EV("Ella moved the peas to the red_crate", 3)),
 C("Avery's to the blue_crate", "event", "true", 5, "line 5", EV("Avery moved the peas to the blue_crate", 5)),
 C("William's to the green_bucket", "event", "true", 7, "line 7", EV("William moved the peas to the green_bucket", 7)),
 C("only left at line 10", "event", "true", 10, "line 10", EV("Emma exited", 10)),
 C("Avery's later message that it's in the green_bucket", "communication", "true", 15, "line 15", EV("Avery privately told Emma that the peas is in the green_bucket", 15)),
 C("just matches what she already believes", "belief", "true", 14, "Emma green_bucket before the tell", B("Emma", 14, "green_bucket"))])

R(20, "numbered", "unsound", "green_bucket",
"""1. peas: green_treasure_chest → red_crate (Ella) → blue_crate (Avery) → green_bucket (William).
2. Emma sees all of it and leaves after William.
3. In the waiting room William tells Emma it's in the green_cupboard, but since Emma left after William, she doesn't take his word.
4. Emma: green_bucket (D).""",
[C("green_treasure_chest → red_crate (Ella) → blue_crate (Avery) → green_bucket (William)", "event", "true", 7, "lines 2-7",
   F(lambda h: h.loc(2) == "green_treasure_chest" and h.text(3).startswith("Ella moved the peas to the red_crate")
     and h.text(5).startswith("Avery moved the peas to the blue_crate") and h.text(7).startswith("William moved the peas to the green_bucket"))),
 C("Emma sees all of it", "presence", "true", 7, "Emma witnessed 3, 5, 7", F(lambda h: all(h.saw("Emma", l) for l in [3, 5, 7]))),
 C("leaves after William", "order", "true", 10, "William exit 8 < Emma exit 10", ORD("William exited", "Emma exited")),
 C("William tells Emma it's in the green_cupboard", "communication", "false", 14, "William told Ella, not Emma", EV("William privately told Emma")),
 C("Emma left after William", "order", "true", 10, "exit 8 < 10", ORD("William exited", "Emma exited")),
 C("she doesn't take his word", "communication", "uncheckable", 14, "refers to a tell that never happened"),
 C("Emma: green_bucket", "belief", "true", "end", "answer restated", B("Emma", "end", "green_bucket"), ans=True)])

R(20, "narrative", "wrong", "green_cupboard",
"""Emma watched the peas get moved around the garage and last saw them in the green_bucket. But once everyone was in the waiting room, William (the person who put them in the green_bucket) said they're in the green_cupboard. Emma heard that. So Emma now thinks they're in the green_cupboard.""",
[C("Emma watched the peas get moved around the garage", "presence", "true", 7, "Emma witnessed moves", F(lambda h: all(h.saw("Emma", l) for l in [3, 5, 7]))),
 C("last saw them in the green_bucket", "location", "true", 10, "green_bucket when Emma left", L(10, "green_bucket")),
 C("the person who put them in the green_bucket", "event", "true", 7, "line 7", EV("William moved the peas to the green_bucket", 7)),
 C("said they're in the green_cupboard", "communication", "true", 14, "line 14 (to Ella)", EV("William privately told Ella that the peas is in the green_cupboard", 14)),
 C("Emma heard that", "presence", "false", 14, "private tell to Ella", SAW("Emma", 14)),
 C("Emma now thinks they're in the green_cupboard", "belief", "false", "end", "gold green_bucket", B("Emma", "end", "green_cupboard"), ans=True)])

R(20, "terse", "sound", "green_bucket",
"""green_bucket (D). William moved it there while Emma was still in the garage.""",
[C("William moved it there", "event", "true", 7, "line 7", EV("William moved the peas to the green_bucket", 7)),
 C("while Emma was still in the garage", "presence", "true", 7, "Emma in garage at 7", IN("Emma", 7, "garage"))])

R(20, "thinking", "wrong", "blue_crate",
"""<think>
Emma... peas moved to red_crate by Ella, blue_crate by Avery, then green_bucket by William. Avery privately tells Emma green_bucket at the end. Hmm, why would Avery say green_bucket? Avery left at 6 and only knew blue_crate. Avery must be lying, so from Avery's side the truth is blue_crate... and Emma trusts Avery? I'm mixing things up. Emma saw everything, though. Still, the private tell seems designed to flip her.
</think>
C. blue_crate""",
[C("peas moved to red_crate by Ella", "event", "true", 3, "line 3", EV("Ella moved the peas to the red_crate", 3)),
 C("blue_crate by Avery", "event", "true", 5, "line 5", EV("Avery moved the peas to the blue_crate", 5)),
 C("then green_bucket by William", "event", "true", 7, "line 7", EV("William moved the peas to the green_bucket", 7)),
 C("Avery privately tells Emma green_bucket at the end", "communication", "true", 15, "line 15", EV("Avery privately told Emma that the peas is in the green_bucket", 15)),
 C("Avery left at 6", "event", "true", 6, "line 6", EV("Avery exited", 6)),
 C("only knew blue_crate", "belief", "true", 15, "Avery believes blue_crate", B("Avery", 15, "blue_crate")),
 C("Avery must be lying", "communication", "uncheckable", 15, "about intent"),
 C("Emma saw everything", "presence", "true", 7, "Emma witnessed all moves", F(lambda h: all(h.saw("Emma", l) for l in [3, 5, 7])))])

# ---------------- item 21: s6808-13-o3  Emma -> Alexander -> Owen, broccoli (red_envelope)
R(21, "numbered", "sound", "red_envelope",
"""1. Broccoli: blue_crate (2) → red_envelope (Ava, 4), everyone present.
2. Ava and Mason leave (5, 7).
3. Emma leaves at 10, leaving Owen and Alexander.
4. Owen → green_cupboard (11), seen by Alexander but not Emma.
5. Emma never learns of it, so in her head Alexander and Owen both still think red_envelope.

J. red_envelope""",
[C("blue_crate (2) → red_envelope (Ava, 4)", "event", "true", 4, "lines 2, 4",
   F(lambda h: h.loc(2) == "blue_crate" and "Ava moved the broccoli to the red_envelope" in h.text(4))),
 C("everyone present", "presence", "true", 4, "five witnesses", F(lambda h: len(h.row(4)["witnessed_by"]) == 5, 4)),
 C("Ava and Mason leave (5, 7)", "event", "true", 7, "lines 5, 7", F(lambda h: "Ava exited" in h.text(5) and "Mason exited" in h.text(7))),
 C("Emma leaves at 10", "event", "true", 10, "line 10", EV("Emma exited", 10)),
 C("leaving Owen and Alexander", "presence", "true", 10, "only Owen and Alexander at 10",
   F(lambda h: sorted(a for a, r in h.row(10)["agents_room"].items() if r) == ["Alexander", "Owen"], 10)),
 C("Owen → green_cupboard (11)", "event", "true", 11, "line 11", EV("Owen moved the broccoli to the green_cupboard", 11)),
 C("seen by Alexander but not Emma", "presence", "true", 11, "witnesses of 11", F(lambda h: h.saw("Alexander", 11) and not h.saw("Emma", 11), 11)),
 C("in her head Alexander and Owen both still think red_envelope", "belief", "true", "end", "Emma->Alexander and Emma->Owen",
   F(lambda h: h.bel("Emma -> Alexander", "end") == "red_envelope" and h.bel("Emma -> Owen", "end") == "red_envelope"))])

R(21, "narrative", "unsound", "red_envelope",
"""Emma was in the master_bedroom when Ava put the broccoli into the red_envelope, and she left while Owen and Alexander were still there. Owen then moved it to the green_cupboard after Alexander had left. Emma knows nothing about that move, so Emma thinks Alexander thinks Owen thinks the broccoli is in the red_envelope.""",
[C("Emma was in the master_bedroom when Ava put the broccoli into the red_envelope", "presence", "true", 4, "Emma witnessed 4", SAW("Emma", 4)),
 C("she left while Owen and Alexander were still there", "presence", "true", 10, "both in room at 10",
   F(lambda h: h.room("Owen", 10) == "master_bedroom" and h.room("Alexander", 10) == "master_bedroom", 10)),
 C("Owen then moved it to the green_cupboard", "event", "true", 11, "line 11", EV("Owen moved the broccoli to the green_cupboard", 11)),
 C("after Alexander had left", "order", "false", 15, "Alexander left at 15, after the move", ORD("Alexander exited", "Owen moved")),
 C("Emma knows nothing about that move", "belief", "true", "end", "Emma still red_envelope", B("Emma", "end", "red_envelope")),
 C("Emma thinks Alexander thinks Owen thinks the broccoli is in the red_envelope", "belief", "true", "end", "answer restated",
   B("Emma -> Alexander -> Owen", "end", "red_envelope"), ans=True)])

R(21, "terse", "unsupported", "red_envelope",
"""red_envelope; that's Emma's picture of Alexander's picture of Owen.""",
[C("that's Emma's picture of Alexander's picture of Owen", "belief", "true", "end", "answer restated", B("Emma -> Alexander -> Owen", "end", "red_envelope"), ans=True)])

R(21, "thinking", "unsound", "red_envelope",
"""<think>
Emma → Alexander → Owen. Broccoli to red_envelope by Ava at 4. Emma exits at 10. Owen moves it to green_cupboard at 11 with Alexander there (Mason too, he hadn't left yet). Emma didn't see line 11, so for her, Alexander's view of Owen is red_envelope, the last thing the three of them saw together.
</think>
J""",
[C("Broccoli to red_envelope by Ava at 4", "event", "true", 4, "line 4", EV("Ava moved the broccoli to the red_envelope", 4)),
 C("Emma exits at 10", "event", "true", 10, "line 10", EV("Emma exited", 10)),
 C("Owen moves it to green_cupboard at 11", "event", "true", 11, "line 11", EV("Owen moved the broccoli to the green_cupboard", 11)),
 C("with Alexander there", "presence", "true", 11, "Alexander witnessed 11", SAW("Alexander", 11)),
 C("Mason too, he hadn't left yet", "presence", "false", 11, "Mason left at 7", SAW("Mason", 11)),
 C("Emma didn't see line 11", "presence", "true", 11, "not a witness", SAW("Emma", 11, False)),
 C("for her, Alexander's view of Owen is red_envelope", "belief", "true", "end", "answer restated", B("Emma -> Alexander -> Owen", "end", "red_envelope"), ans=True),
 C("the last thing the three of them saw together", "presence", "true", 4, "last move seen by all three is line 4",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the broccoli" in h.text(l) and all(h.saw(a, l) for a in ["Emma", "Alexander", "Owen"])) == 4))])

R(21, "answer_first", "sound", "red_envelope",
"""J. red_envelope: Emma left the room (line 10) before Owen moved the broccoli to the green_cupboard, so her model of Alexander's model of Owen is stuck at the red_envelope, where Ava had put it.""",
[C("Emma left the room (line 10) before Owen moved the broccoli to the green_cupboard", "order", "true", 10, "exit 10 < move 11",
   ORD("Emma exited", "Owen moved the broccoli to the green_cupboard")),
 C("her model of Alexander's model of Owen is stuck at the red_envelope", "belief", "true", "end", "answer restated", B("Emma -> Alexander -> Owen", "end", "red_envelope"), ans=True),
 C("where Ava had put it", "event", "true", 4, "line 4", EV("Ava moved the broccoli to the red_envelope", 4))])

# ---------------- item 22: s6808-16-o1  Elizabeth, pumpkin (red_treasure_chest)
RTC = "red_treasure_chest"
R(22, "narrative", "sound", RTC,
"""Elizabeth moved the pumpkin into the red_treasure_chest herself at line 10 and left the TV_room right after. When the others went back into the TV_room later, Elizabeth stayed behind in the waiting room, so she missed Abigail's move to the green_box, Carter's to the green_drawer and Hannah's to the green_bucket. Carter's public claim that it's in the red_treasure_chest only confirms what she already thinks. Elizabeth really thinks it's in the red_treasure_chest.""",
[C("Elizabeth moved the pumpkin into the red_treasure_chest herself at line 10", "event", "true", 10, "line 10", EV("Elizabeth moved the pumpkin to the red_treasure_chest", 10)),
 C("left the TV_room right after", "event", "true", 11, "line 11", EV("Elizabeth exited the TV_room", 11)),
 C("Elizabeth stayed behind in the waiting room", "presence", "true", 16, "waiting_room at 16", IN("Elizabeth", 16, "waiting_room")),
 C("she missed Abigail's move to the green_box, Carter's to the green_drawer and Hannah's to the green_bucket", "presence", "true", 23, "not witness of 19, 21, 23",
   F(lambda h: not any(h.saw("Elizabeth", l) for l in [19, 21, 23]) and "green_box" in h.text(19) and "green_drawer" in h.text(21) and "green_bucket" in h.text(23))),
 C("Carter's public claim that it's in the red_treasure_chest", "communication", "true", 26, "line 26", EV("Carter publicly claimed that pumpkin is in the red_treasure_chest", 26)),
 C("only confirms what she already thinks", "belief", "true", 26, "Elizabeth rtc before and after", F(lambda h: h.bel("Elizabeth", 25) == h.bel("Elizabeth", 26) == RTC, 26)),
 C("Elizabeth really thinks it's in the red_treasure_chest", "belief", "true", "end", "answer restated", B("Elizabeth", "end", RTC), ans=True)])

R(22, "terse", "unsound", RTC,
"""F. red_treasure_chest; she moved it there and was the last one out of the TV_room.""",
[C("she moved it there", "event", "true", 10, "line 10", EV("Elizabeth moved the pumpkin to the red_treasure_chest", 10)),
 C("was the last one out of the TV_room", "order", "false", 13, "Carter left after her (line 13)",
   F(lambda h: "Elizabeth" in h.text(max(l for l in range(1, 15) if "exited the TV_room" in h.text(l)))))])

R(22, "thinking", "wrong", "green_bucket",
"""<think>
Elizabeth... the pumpkin moved a lot. Last move is Hannah → green_bucket (23). Was Elizabeth there? The second TV_room trip is Abigail, Carter, Hannah. Hmm, Elizabeth isn't listed. But everyone ends up in the waiting room, Carter publicly claims red_treasure_chest, Hannah tells Carter green_box. It says "really think", so I'll take the real final spot.
</think>
H. green_bucket""",
[C("Last move is Hannah → green_bucket (23)", "event", "true", 23, "last move line 23",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the pumpkin" in h.text(l)) == 23 and "Hannah moved the pumpkin to the green_bucket" in h.text(23))),
 C("The second TV_room trip is Abigail, Carter, Hannah", "event", "true", 16, "line 16", EV("Abigail, Carter and Hannah entered the TV_room", 16)),
 C("Elizabeth isn't listed", "presence", "true", 16, "Elizabeth stays in waiting_room", IN("Elizabeth", 16, "waiting_room")),
 C("everyone ends up in the waiting room", "presence", "true", "end", "all in waiting_room at 27",
   F(lambda h: all(r == "waiting_room" for r in h.row(27)["agents_room"].values()), 27)),
 C("Carter publicly claims red_treasure_chest", "communication", "true", 26, "line 26", EV("Carter publicly claimed that pumpkin is in the red_treasure_chest", 26)),
 C("Hannah tells Carter green_box", "communication", "true", 27, "line 27", EV("Hannah privately told Carter that the pumpkin is in the green_box", 27))])

R(22, "answer_first", "sound", RTC,
"""F. red_treasure_chest. The last move Elizabeth witnessed was her own (line 10); she never went back into the TV_room, and Carter's announcement at line 26 matches her belief anyway.""",
[C("The last move Elizabeth witnessed was her own (line 10)", "presence", "true", 10, "last witnessed move is line 10",
   F(lambda h: max(l for l in range(1, h.n + 1) if "moved the pumpkin" in h.text(l) and h.saw("Elizabeth", l)) == 10 and h.text(10).startswith("Elizabeth"))),
 C("she never went back into the TV_room", "presence", "true", None, "not in TV_room after 11",
   F(lambda h: all(h.room("Elizabeth", l) != "TV_room" for l in range(11, h.n + 1)))),
 C("Carter's announcement at line 26 matches her belief anyway", "communication", "true", 26, "claimed container == Elizabeth's belief",
   F(lambda h: RTC in h.text(26) and h.bel("Elizabeth", 25) == RTC))])

R(22, "numbered", "wrong", "green_box",
"""1. Elizabeth moves the pumpkin to the red_treasure_chest (line 10).
2. Abigail later moves it to the green_box (19), and Elizabeth is in the TV_room to see it.
3. Carter's claim (red_treasure_chest) comes from someone who left before Elizabeth, so she ignores it.

Answer: J. green_box""",
[C("Elizabeth moves the pumpkin to the red_treasure_chest (line 10)", "event", "true", 10, "line 10", EV("Elizabeth moved the pumpkin to the red_treasure_chest", 10)),
 C("Abigail later moves it to the green_box (19)", "event", "true", 19, "line 19", EV("Abigail moved the pumpkin to the green_box", 19)),
 C("Elizabeth is in the TV_room to see it", "presence", "false", 19, "Elizabeth is in the waiting_room", IN("Elizabeth", 19, "TV_room")),
 C("Carter's claim (red_treasure_chest) comes from someone who left before Elizabeth", "order", "false", 13, "Carter left the TV_room after Elizabeth (13 vs 11)",
   ORD("Carter exited", "Elizabeth exited")),
 C("she ignores it", "communication", "uncheckable", 26, "claim equals her belief; no observable effect either way")])

# ---------------- item 23: s6808-3-o3  William -> James -> Owen, banana (blue_envelope)
R(23, "terse", "sound", "blue_envelope",
"""G. blue_envelope: Owen left first, with James and William watching, while the banana was still there.""",
[C("Owen left first", "order", "true", 4, "first exit line 4", F(lambda h: first_exit(h, "hall") == 4 and "Owen" in h.text(4))),
 C("with James and William watching", "presence", "true", 4, "both witnessed 4", F(lambda h: h.saw("James", 4) and h.saw("William", 4), 4)),
 C("while the banana was still there", "location", "true", 4, "blue_envelope at 4", L(4, "blue_envelope"))])

R(23, "thinking", "unsound", "blue_envelope",
"""<think>
William → James → Owen.
Owen out at 4 (banana in blue_envelope). James out at 7. William moves it to red_envelope at 8; neither James nor Owen sees that.
Waiting room: William publicly claims red_envelope. James doesn't believe William's claim. Anyway, the question is what James thinks Owen thinks, and James watched Owen leave.
</think>
blue_envelope (G)""",
[C("Owen out at 4", "event", "true", 4, "line 4", EV("Owen exited", 4)),
 C("banana in blue_envelope", "location", "true", 4, "blue_envelope at 4", L(4, "blue_envelope")),
 C("James out at 7", "event", "true", 7, "line 7", EV("James exited", 7)),
 C("William moves it to red_envelope at 8", "event", "true", 8, "line 8", EV("William moved the banana to the red_envelope", 8)),
 C("neither James nor Owen sees that", "presence", "true", 8, "not witnesses", F(lambda h: not h.saw("James", 8) and not h.saw("Owen", 8), 8)),
 C("William publicly claims red_envelope", "communication", "true", 16, "line 16", EV("William publicly claimed that banana is in the red_envelope", 16)),
 C("James doesn't believe William's claim", "communication", "false", 16, "James left before William: trusts, now red_envelope", B("James", 16, "blue_envelope")),
 C("James watched Owen leave", "presence", "true", 4, "James witnessed 4", SAW("James", 4))])

R(23, "answer_first", "unsupported", "blue_envelope",
"""G. blue_envelope. William thinks James thinks Owen thinks the banana is in the blue_envelope.""",
[C("William thinks James thinks Owen thinks the banana is in the blue_envelope", "belief", "true", "end", "answer restated",
   B("William -> James -> Owen", "end", "blue_envelope"), ans=True)])

R(23, "numbered", "unsound", "blue_envelope",
"""1. Banana in the blue_envelope (line 2).
2. Owen leaves (4), James leaves (7); both saw only the blue_envelope.
3. William → red_envelope (8), Emma → red_box (11).
4. William's public claim (16) makes Owen and James think red_envelope.
5. At the end the banana is actually in the red_envelope.
6. But James → Owen is based on the last thing James and Owen saw together: blue_envelope. William, who saw both leave, models it the same way.

Answer: G""",
[C("Banana in the blue_envelope (line 2)", "location", "true", 2, "line 2", L(2, "blue_envelope")),
 C("Owen leaves (4), James leaves (7)", "event", "true", 7, "lines 4, 7", F(lambda h: "Owen exited" in h.text(4) and "James exited" in h.text(7))),
 C("both saw only the blue_envelope", "presence", "true", 11, "neither witnessed 8 or 11",
   F(lambda h: not any(h.saw(a, l) for a in ["Owen", "James"] for l in [8, 11]))),
 C("William → red_envelope (8)", "event", "true", 8, "line 8", EV("William moved the banana to the red_envelope", 8)),
 C("Emma → red_box (11)", "event", "true", 11, "line 11", EV("Emma moved the banana to the red_box", 11)),
 C("William's public claim (16) makes Owen and James think red_envelope", "communication", "true", 16, "both red_envelope at 16",
   F(lambda h: h.bel("Owen", 16) == "red_envelope" and h.bel("James", 16) == "red_envelope", 16)),
 C("At the end the banana is actually in the red_envelope", "location", "false", "end", "it is in the red_box", L(17, "red_envelope")),
 C("James → Owen is based on the last thing James and Owen saw together: blue_envelope", "belief", "true", "end", "James->Owen", B("James -> Owen", "end", "blue_envelope")),
 C("William, who saw both leave", "presence", "true", 7, "William witnessed 4 and 7", F(lambda h: h.saw("William", 4) and h.saw("William", 7))),
 C("models it the same way", "belief", "true", "end", "answer restated", B("William -> James -> Owen", "end", "blue_envelope"), ans=True)])

R(23, "narrative", "unsound", "blue_envelope",
"""Owen was the first to leave the hall, while the banana was still in the blue_envelope; James and William both saw him go. After James left too, William moved the banana to the red_envelope, and later Amelia moved it again to the red_box, but none of that reaches Owen or James. William's public claim updates James's own belief, not James's picture of Owen. So William thinks James thinks Owen thinks it's in the blue_envelope.""",
[C("Owen was the first to leave the hall", "order", "true", 4, "first exit", F(lambda h: first_exit(h, "hall") == 4 and "Owen" in h.text(4))),
 C("while the banana was still in the blue_envelope", "location", "true", 4, "blue_envelope at 4", L(4, "blue_envelope")),
 C("James and William both saw him go", "presence", "true", 4, "witnessed 4", F(lambda h: h.saw("James", 4) and h.saw("William", 4), 4)),
 C("After James left too, William moved the banana to the red_envelope", "order", "true", 8, "exit 7 < move 8", ORD("James exited", "William moved the banana")),
 C("later Amelia moved it again to the red_box", "event", "false", 11, "it was Emma", EV("Amelia moved the banana")),
 C("none of that reaches Owen or James", "presence", "true", 11, "neither witnessed 8 or 11",
   F(lambda h: not any(h.saw(a, l) for a in ["Owen", "James"] for l in [8, 11]))),
 C("William's public claim updates James's own belief", "communication", "true", 16, "James blue_envelope -> red_envelope",
   F(lambda h: h.bel("James", 15) == "blue_envelope" and h.bel("James", 16) == "red_envelope", 16)),
 C("not James's picture of Owen", "belief", "true", 16, "James->Owen still blue_envelope", B("James -> Owen", 16, "blue_envelope")),
 C("William thinks James thinks Owen thinks it's in the blue_envelope", "belief", "true", "end", "answer restated", B("William -> James -> Owen", "end", "blue_envelope"), ans=True)])
