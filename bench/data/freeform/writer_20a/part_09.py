# Q9 s6820-23-o3: Where does Ava think Aria thinks Liam thinks the orange is?  gold red_bathtub
from common import C, R

CH = "Ava -> Aria -> Liam"
RB = "red_bathtub"
GTC = "green_treasure_chest"

RECORDS = [
R("answer_first", "unsupported", RB,
"""F. red_bathtub

Ava thinks Aria thinks Liam thinks the orange is in the red_bathtub.""",
[
C("Ava thinks Aria thinks Liam thinks the orange is in the red_bathtub", "belief", "true", "end", "answer chain", ("B", CH, "end", RB), ans=True),
]),

R("numbered", "unsound", RB,
"""**Step 1: Track the orange.** The orange is placed in the red_bathtub at line 2 and is never moved.

**Step 2: Exits.** Olivia, Ava, Liam, Alexander and Aria leave the hall one at a time, in that order. Everyone saw the orange in the red_bathtub before leaving.

**Step 3: Communications.**
- Line 14: Liam privately tells Olivia it's in the green_treasure_chest. Since Olivia left before Liam, she believes him. Ava overhears this too.
- Line 15: Ava privately tells Alexander it's in the red_bathtub, which is true anyway.

**Step 4: The chain.** Neither private message reaches Aria, and Liam's own belief is unchanged by his own lie. Ava, Aria and Liam all last saw the orange in the red_bathtub, so Ava thinks Aria thinks Liam thinks it is in the red_bathtub.

**Answer:** F. red_bathtub""",
[
C("The orange is placed in the red_bathtub at line 2", "location", "true", 2, "line 2", ("O", 2, RB)),
C("is never moved", "event", "true", "end", "red_bathtub to the end", ("O", "end", RB)),
C("Olivia, Ava, Liam, Alexander and Aria leave the hall one at a time, in that order", "order", "true", 12, "exits 4, 6, 8, 10, 12"),
C("Everyone saw the orange in the red_bathtub before leaving", "presence", "true", 2, "all five witnessed 2", ("AND", [("W", a, 2) for a in ("Olivia", "Ava", "Liam", "Alexander", "Aria")])),
C("Line 14: Liam privately tells Olivia it's in the green_treasure_chest", "event", "true", 14, "line 14", ("T", 14, "Liam privately told Olivia that the orange is in the green_treasure_chest")),
C("Olivia left before Liam", "order", "true", 8, "4 < 8"),
C("she believes him", "communication", "true", 14, "Olivia = green_treasure_chest at 14", ("B", "Olivia", 14, GTC)),
C("Ava overhears this too", "presence", "false", 14, "PLANTED: a private tell; only Liam and Olivia witness line 14", ("W", "Ava", 14)),
C("Line 15: Ava privately tells Alexander it's in the red_bathtub", "event", "true", 15, "line 15", ("T", 15, "Ava privately told Alexander that the orange is in the red_bathtub")),
C("which is true anyway", "location", "true", 15, "orange really in red_bathtub", ("O", 15, RB)),
C("Neither private message reaches Aria", "presence", "true", 15, "Aria witnesses neither 14 nor 15", ("AND", [("NW", "Aria", 14), ("NW", "Aria", 15)])),
C("Liam's own belief is unchanged by his own lie", "communication", "true", 14, "Liam = red_bathtub at 14", ("B", "Liam", 14, RB)),
C("Ava, Aria and Liam all last saw the orange in the red_bathtub", "belief", "true", "end", "Ava, Aria, Liam = red_bathtub", ("AND", [("B", a, "end", RB) for a in ("Ava", "Aria", "Liam")])),
C("so Ava thinks Aria thinks Liam thinks it is in the red_bathtub", "belief", "true", "end", "answer chain", ("B", CH, "end", RB), ans=True),
]),

R("narrative", "sound", RB,
"""Let me trace where each person was. The orange goes into the red_bathtub at line 2 while all five are in the hall, and after that nobody touches it — people just wait a minute and leave, one after another: Olivia, Ava, Liam, Alexander, and finally Aria.

So every level of this chain is grounded in the same shared moment: Ava, Aria and Liam all watched the orange sit in the red_bathtub together, and none of them saw anything different afterward.

The only complications are the two private conversations in the waiting room. Liam tells Olivia the orange is in the green_treasure_chest, and Olivia, who left the hall before Liam, takes him at his word. Ava tells Alexander the truth. Aria isn't part of either conversation, so nothing changes for her, and Liam's own belief is unaffected by what he says.

The answer is F. red_bathtub.""",
[
C("The orange goes into the red_bathtub at line 2", "location", "true", 2, "line 2", ("O", 2, RB)),
C("while all five are in the hall", "presence", "true", 2, "all in hall", ("AND", [("R", a, 2, "hall") for a in ("Olivia", "Ava", "Liam", "Alexander", "Aria")])),
C("after that nobody touches it", "event", "true", "end", "no moves", ("O", "end", RB)),
C("people just wait a minute and leave, one after another: Olivia, Ava, Liam, Alexander, and finally Aria", "order", "true", 12, "exits 4, 6, 8, 10, 12"),
C("Ava, Aria and Liam all watched the orange sit in the red_bathtub together", "presence", "true", 2, "all witnessed 2", ("AND", [("W", a, 2) for a in ("Ava", "Aria", "Liam")])),
C("none of them saw anything different afterward", "belief", "true", "end", "their beliefs stay red_bathtub", ("AND", [("B", a, "end", RB) for a in ("Ava", "Aria", "Liam")])),
C("Liam tells Olivia the orange is in the green_treasure_chest", "event", "true", 14, "line 14", ("T", 14, "Liam privately told Olivia that the orange is in the green_treasure_chest")),
C("Olivia, who left the hall before Liam", "order", "true", 8, "4 < 8"),
C("takes him at his word", "communication", "true", 14, "Olivia = green_treasure_chest at 14", ("B", "Olivia", 14, GTC)),
C("Ava tells Alexander the truth", "event", "true", 15, "line 15 says red_bathtub, the real location", ("AND", [("T", 15, "Ava privately told Alexander that the orange is in the red_bathtub"), ("O", 15, RB)])),
C("Aria isn't part of either conversation", "presence", "true", 15, "Aria witnesses neither", ("AND", [("NW", "Aria", 14), ("NW", "Aria", 15)])),
C("nothing changes for her", "belief", "true", 15, "Aria = red_bathtub", ("B", "Aria", 15, RB)),
C("Liam's own belief is unaffected by what he says", "communication", "true", 14, "Liam = red_bathtub at 14", ("B", "Liam", 14, RB)),
]),

R("terse", "sound", RB,
"""F. red_bathtub — the orange never moves, and Aria hears neither private tip.""",
[
C("the orange never moves", "event", "true", "end", "red_bathtub from 2 to end", ("O", "end", RB)),
C("Aria hears neither private tip", "presence", "true", 15, "Aria not a witness of 14 or 15", ("AND", [("NW", "Aria", 14), ("NW", "Aria", 15)])),
]),

R("thinking", "wrong", GTC,
"""<think>
Chain: Ava → Aria → Liam, orange.

Orange is in red_bathtub from line 2. Nobody moves it. Exits: Olivia 4, Ava 6, Liam 8, Alexander 10, Aria 12.

Then line 14: Liam privately told Olivia that the orange is in the green_treasure_chest. Why would Liam say that? Maybe Liam believes it's there... but he never saw it moved. Hmm. Liam's statement is the most recent information about Liam's mind. If Aria were reasoning about Liam, the latest thing Liam expressed is green_treasure_chest.

Ava left before Aria and Liam? Ava exited at 6, Liam at 8, Aria at 12. So Ava would go along with whatever the later leavers know.

I'll go with the most recent statement: green_treasure_chest.
</think>

**H. green_treasure_chest** — Liam's statement at line 14 is the latest indication of what Liam thinks.""",
[
C("Orange is in red_bathtub from line 2", "location", "true", 2, "line 2", ("O", 2, RB)),
C("Nobody moves it", "event", "true", "end", "no move in the story", ("O", "end", RB)),
C("Exits: Olivia 4, Ava 6, Liam 8, Alexander 10, Aria 12", "event", "true", 12, "exit lines", ("AND", [("T", 4, "Olivia exited"), ("T", 6, "Ava exited"), ("T", 8, "Liam exited"), ("T", 10, "Alexander exited"), ("T", 12, "Aria exited")])),
C("line 14: Liam privately told Olivia that the orange is in the green_treasure_chest", "event", "true", 14, "line 14", ("T", 14, "Liam privately told Olivia that the orange is in the green_treasure_chest")),
C("he never saw it moved", "presence", "true", "end", "the orange is never moved"),
C("Liam's statement is the most recent information about Liam's mind", "communication", "uncheckable", None, "claim about what evidence is most recent; not a story fact"),
C("Ava exited at 6, Liam at 8, Aria at 12", "order", "true", 12, "exit lines 6, 8, 12"),
C("Ava would go along with whatever the later leavers know", "communication", "uncheckable", None, "vague trust generalisation, no specific belief"),
C("Liam's statement at line 14 is the latest indication of what Liam thinks", "belief", "false", "end", "implies Liam thinks green_treasure_chest; Liam's own belief stays red_bathtub", ("B", "Liam", "end", GTC)),
]),
]
