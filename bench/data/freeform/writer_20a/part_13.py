# Q13 s6820-22-o2: Where does Avery think Jacob thinks the pumpkin is?  gold green_crate
from common import C, R

GC = "green_crate"
RTC = "red_treasure_chest"

RECORDS = [
R("answer_first", "wrong", RTC,
"""**Answer: I. red_treasure_chest**

Explanation:
- Jacob leaves the dining_room at line 5, when the pumpkin is still in the green_crate.
- Avery moves it to the red_treasure_chest at line 8, after Jacob is gone, so at that point Avery thinks Jacob believes it's in the green_crate.
- However, at line 15 Ella publicly claims that the pumpkin is in the red_treasure_chest. Avery hears this and sees that Jacob hears it too; Jacob left before Ella, so he trusts her. Avery would therefore expect Jacob to now think it's in the red_treasure_chest.
- Abigail's private message to Jacob (line 16) is not heard by Avery.""",
[
C("Jacob leaves the dining_room at line 5", "event", "true", 5, "line 5", ("T", 5, "Jacob exited the dining_room")),
C("when the pumpkin is still in the green_crate", "location", "true", 5, "objects at 5", ("O", 5, GC)),
C("Avery moves it to the red_treasure_chest at line 8", "event", "true", 8, "line 8", ("T", 8, "Avery moved the pumpkin to the red_treasure_chest")),
C("after Jacob is gone", "presence", "true", 8, "Jacob in no room at 8", ("R", "Jacob", 8, None)),
C("at that point Avery thinks Jacob believes it's in the green_crate", "belief", "true", 8, "Avery -> Jacob at 8", ("B", "Avery -> Jacob", 8, GC)),
C("at line 15 Ella publicly claims that the pumpkin is in the red_treasure_chest", "event", "true", 15, "line 15", ("T", 15, "Ella publicly claimed that pumpkin is in the red_treasure_chest")),
C("Avery hears this", "presence", "true", 15, "Avery witnessed 15", ("W", "Avery", 15)),
C("sees that Jacob hears it too", "presence", "true", 15, "Jacob witnessed 15", ("W", "Jacob", 15)),
C("Jacob left before Ella", "order", "true", 11, "5 < 11"),
C("he trusts her", "communication", "true", 15, "Jacob = red_treasure_chest at 15", ("B", "Jacob", 15, RTC)),
C("Avery would therefore expect Jacob to now think it's in the red_treasure_chest", "belief", "false", "end", "wrong answer: Avery -> Jacob stays green_crate", ("B", "Avery -> Jacob", "end", RTC), ans=True),
C("Abigail's private message to Jacob (line 16) is not heard by Avery", "presence", "true", 16, "Avery not a witness of 16", ("NW", "Avery", 16)),
]),

R("numbered", "unsound", GC,
"""**Step 1: Initial placement.** The pumpkin is put in the green_crate (line 3) with all five in the dining_room.

**Step 2: Jacob leaves.** Jacob exits at line 5 and never sees the pumpkin again.

**Step 3: The moves Jacob misses.** Avery moves the pumpkin to the red_treasure_chest (line 8) after both Jacob and Olivia have left. Later Abigail moves it back to the green_crate (line 12) while she is alone in the room.

**Step 4: Avery's view of Jacob.** Avery knows Jacob left before her move, so she thinks Jacob still believes it's in the green_crate.

**Step 5: Waiting room.** Ella publicly claims the pumpkin is in the red_treasure_chest. Jacob trusts her, but Olivia still thinks it is in the green_crate because she doesn't trust Ella. None of this changes Avery's picture of Jacob, and Avery doesn't hear Abigail's private message to Jacob.

**Answer:** F. green_crate""",
[
C("The pumpkin is put in the green_crate (line 3)", "location", "true", 3, "line 3", ("O", 3, GC)),
C("with all five in the dining_room", "presence", "true", 3, "all five present", ("AND", [("R", a, 3, "dining_room") for a in ("Avery", "Jacob", "Olivia", "Ella", "Abigail")])),
C("Jacob exits at line 5", "event", "true", 5, "line 5", ("T", 5, "Jacob exited")),
C("never sees the pumpkin again", "presence", "true", 12, "Jacob witnesses neither move", ("AND", [("NW", "Jacob", 8), ("NW", "Jacob", 12)])),
C("Avery moves the pumpkin to the red_treasure_chest (line 8)", "event", "true", 8, "line 8", ("T", 8, "Avery moved the pumpkin to the red_treasure_chest")),
C("after both Jacob and Olivia have left", "order", "true", 8, "exits 5, 7 < 8", ("AND", [("R", "Jacob", 8, None), ("R", "Olivia", 8, None)])),
C("Abigail moves it back to the green_crate (line 12)", "event", "true", 12, "line 12", ("T", 12, "Abigail moved the pumpkin to the green_crate")),
C("while she is alone in the room", "presence", "true", 12, "only Abigail witnessed 12", ("AND", [("NW", a, 12) for a in ("Avery", "Jacob", "Olivia", "Ella")])),
C("Avery knows Jacob left before her move", "presence", "true", 5, "Avery witnessed Jacob's exit", ("W", "Avery", 5)),
C("she thinks Jacob still believes it's in the green_crate", "belief", "true", 9, "Avery -> Jacob at 9", ("B", "Avery -> Jacob", 9, GC)),
C("Ella publicly claims the pumpkin is in the red_treasure_chest", "event", "true", 15, "line 15", ("T", 15, "Ella publicly claimed that pumpkin is in the red_treasure_chest")),
C("Jacob trusts her", "communication", "true", 15, "Jacob = red_treasure_chest at 15", ("B", "Jacob", 15, RTC)),
C("Olivia still thinks it is in the green_crate because she doesn't trust Ella", "communication", "false", 15, "PLANTED: Olivia left before Ella, trusts her; Olivia = red_treasure_chest at 15", ("B", "Olivia", 15, GC)),
C("None of this changes Avery's picture of Jacob", "communication", "true", 15, "Avery -> Jacob unchanged at 15", ("AND", [("B", "Avery -> Jacob", 14, GC), ("B", "Avery -> Jacob", 15, GC)])),
C("Avery doesn't hear Abigail's private message to Jacob", "presence", "true", 16, "Avery not a witness of 16", ("NW", "Avery", 16)),
]),

R("narrative", "sound", GC,
"""Let me trace where Avery and Jacob were for each event.

Both of them are in the dining_room when the pumpkin is placed in the green_crate. Jacob is the first to leave, at line 5, so the green_crate is the last location he and Avery see together. Avery then moves the pumpkin to the red_treasure_chest — but she does it after Jacob is gone, and she knows he wasn't there for it.

After Avery leaves, Abigail moves the pumpkin back into the green_crate; neither Avery nor Jacob sees that. In the waiting room, Ella announces that the pumpkin is in the red_treasure_chest, and Jacob, having left before Ella, believes her — until Abigail privately tells him it's in the green_crate, which he accepts as well, since Abigail left after him. Avery isn't part of that private exchange.

From Avery's perspective, though, Jacob's picture never moved past the moment he left: Avery thinks Jacob thinks the pumpkin is in the green_crate. The answer is F. green_crate.""",
[
C("Both of them are in the dining_room when the pumpkin is placed in the green_crate", "presence", "true", 3, "both witnessed 3", ("AND", [("W", "Avery", 3), ("W", "Jacob", 3), ("O", 3, GC)])),
C("Jacob is the first to leave, at line 5", "order", "true", 5, "first exit", ("T", 5, "Jacob exited")),
C("the green_crate is the last location he and Avery see together", "belief", "true", 5, "Avery -> Jacob = green_crate when Jacob left", ("B", "Avery -> Jacob", 5, GC)),
C("Avery then moves the pumpkin to the red_treasure_chest", "event", "true", 8, "line 8", ("T", 8, "Avery moved the pumpkin to the red_treasure_chest")),
C("she does it after Jacob is gone", "order", "true", 8, "5 < 8"),
C("she knows he wasn't there for it", "belief", "true", 8, "Avery -> Jacob stays green_crate at 8", ("B", "Avery -> Jacob", 8, GC)),
C("After Avery leaves, Abigail moves the pumpkin back into the green_crate", "event", "true", 12, "Avery exits 9, move at 12", ("T", 12, "Abigail moved the pumpkin to the green_crate")),
C("neither Avery nor Jacob sees that", "presence", "true", 12, "not witnesses of 12", ("AND", [("NW", "Avery", 12), ("NW", "Jacob", 12)])),
C("Ella announces that the pumpkin is in the red_treasure_chest", "event", "true", 15, "line 15", ("T", 15, "Ella publicly claimed that pumpkin is in the red_treasure_chest")),
C("Jacob, having left before Ella", "order", "true", 11, "5 < 11"),
C("believes her", "communication", "true", 15, "Jacob = red_treasure_chest at 15", ("B", "Jacob", 15, RTC)),
C("Abigail privately tells him it's in the green_crate", "event", "true", 16, "line 16", ("T", 16, "Abigail privately told Jacob that the pumpkin is in the green_crate")),
C("which he accepts as well", "communication", "true", 16, "Jacob = green_crate at 16", ("B", "Jacob", 16, GC)),
C("since Abigail left after him", "order", "true", 13, "13 > 5"),
C("Avery isn't part of that private exchange", "presence", "true", 16, "Avery not a witness of 16", ("NW", "Avery", 16)),
C("Avery thinks Jacob thinks the pumpkin is in the green_crate", "belief", "true", "end", "answer", ("B", "Avery -> Jacob", "end", GC), ans=True),
]),

R("terse", "unsupported", GC,
"""green_crate""",
[]),

R("thinking", "sound", GC,
"""<think>
Avery → Jacob, pumpkin.

3: green_crate, everyone there. 5: Jacob out. 7: Olivia out. 8: Avery moves to red_treasure_chest — Jacob not there. So Avery → Jacob = green_crate at this point.

9: Avery out. 11: Ella out. 12: Abigail moves back to green_crate (nobody else sees). Funny — the real location ends up matching what Jacob originally saw.

15: Ella public claim: red_treasure_chest. Jacob left before Ella → Jacob trusts her → Jacob thinks red_treasure_chest. Hmm, so would Avery now think Jacob thinks red_treasure_chest? Avery heard the claim too... Let me think about how these updates work: a public claim updates the listeners' own beliefs and the beliefs between the speaker and listeners (Ella→Jacob, Jacob→Ella). It doesn't update a bystander's model of another listener. So Avery → Jacob stays green_crate.

16: Abigail tells Jacob green_crate privately → Jacob back to green_crate. Avery doesn't witness it.

Answer: green_crate.
</think>

**F. green_crate** — Jacob left before Avery moved the pumpkin, so Avery still pictures Jacob believing it's in the green_crate.""",
[
C("3: green_crate, everyone there", "location", "true", 3, "line 3, all present", ("AND", [("O", 3, GC), ("W", "Jacob", 3), ("W", "Avery", 3)])),
C("5: Jacob out", "event", "true", 5, "line 5", ("T", 5, "Jacob exited")),
C("7: Olivia out", "event", "true", 7, "line 7", ("T", 7, "Olivia exited")),
C("8: Avery moves to red_treasure_chest", "event", "true", 8, "line 8", ("T", 8, "Avery moved the pumpkin to the red_treasure_chest")),
C("Jacob not there", "presence", "true", 8, "Jacob in no room at 8", ("R", "Jacob", 8, None)),
C("So Avery → Jacob = green_crate at this point", "belief", "true", 8, "Avery -> Jacob at 8", ("B", "Avery -> Jacob", 8, GC)),
C("9: Avery out", "event", "true", 9, "line 9", ("T", 9, "Avery exited")),
C("11: Ella out", "event", "true", 11, "line 11", ("T", 11, "Ella exited")),
C("12: Abigail moves back to green_crate", "event", "true", 12, "line 12", ("T", 12, "Abigail moved the pumpkin to the green_crate")),
C("(nobody else sees)", "presence", "true", 12, "only Abigail witnessed 12", ("AND", [("NW", a, 12) for a in ("Avery", "Jacob", "Olivia", "Ella")])),
C("the real location ends up matching what Jacob originally saw", "location", "true", "end", "green_crate at end, as at line 3", ("AND", [("O", "end", GC), ("O", 3, GC)])),
C("15: Ella public claim: red_treasure_chest", "event", "true", 15, "line 15", ("T", 15, "Ella publicly claimed that pumpkin is in the red_treasure_chest")),
C("Jacob left before Ella", "order", "true", 11, "5 < 11"),
C("Jacob trusts her", "communication", "true", 15, "Jacob updates at 15", ("B", "Jacob", 15, RTC)),
C("Jacob thinks red_treasure_chest", "belief", "true", 15, "Jacob at 15 (first occurrence; the later one is inside a question)", ("B", "Jacob", 15, RTC), occ=0),
C("Avery heard the claim too", "presence", "true", 15, "Avery witnessed 15", ("W", "Avery", 15)),
C("a public claim updates the listeners' own beliefs and the beliefs between the speaker and listeners (Ella→Jacob, Jacob→Ella)", "communication", "true", 15, "Jacob, Ella -> Jacob and Jacob -> Ella change at 15", ("AND", [("B", "Jacob", 15, RTC), ("B", "Ella -> Jacob", 15, RTC), ("B", "Jacob -> Ella", 15, RTC)])),
C("It doesn't update a bystander's model of another listener", "communication", "true", 15, "Avery -> Jacob unchanged at 15", ("B", "Avery -> Jacob", 15, GC)),
C("So Avery → Jacob stays green_crate", "belief", "true", "end", "Avery -> Jacob at end", ("B", "Avery -> Jacob", "end", GC)),
C("16: Abigail tells Jacob green_crate privately", "event", "true", 16, "line 16", ("T", 16, "Abigail privately told Jacob that the pumpkin is in the green_crate")),
C("Jacob back to green_crate", "communication", "true", 16, "Jacob = green_crate at 16", ("B", "Jacob", 16, GC)),
C("Avery doesn't witness it", "presence", "true", 16, "Avery not a witness of 16", ("NW", "Avery", 16)),
C("Jacob left before Avery moved the pumpkin", "order", "true", 8, "5 < 8"),
C("Avery still pictures Jacob believing it's in the green_crate", "belief", "true", "end", "answer", ("B", "Avery -> Jacob", "end", GC), ans=True),
]),
]
