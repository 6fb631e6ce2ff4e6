from common import C
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_bottle",
response="""**Answer: J. green_bottle**

Explanation:
- All five start in the kitchen, and Hannah moves the peas from the red_suitcase to the green_bottle (line 3) while everyone is watching.
- Chloe leaves at line 6, before Jack moves the peas to the green_drawer (line 7).
- Ava is still in the kitchen for that move, so she knows Chloe missed it.
- Jack's public claim about the red_crate (line 16) doesn't change what Ava thinks Chloe believes.

So Ava thinks Chloe thinks the peas are in the green_bottle.""",
claims=[
 C("Hannah moves the peas from the red_suitcase to the green_bottle (line 3)", "event", "true", 3, "line 3 move", chk=('o','peas',3,'green_bottle')),
 C("while everyone is watching", "presence", "true", 3, "all five witnessed line 3", chk=[('w',a,3) for a in ['Hannah','Chloe','Jack','Ava','Mia']]),
 C("Chloe leaves at line 6", "event", "true", 6, "line 6 Chloe exited"),
 C("before Jack moves the peas to the green_drawer (line 7)", "order", "true", 7, "exit 6 precedes move 7", chk=('o','peas',7,'green_drawer')),
 C("Ava is still in the kitchen for that move", "presence", "true", 7, "Ava witnessed line 7", chk=('w','Ava',7)),
 C("she knows Chloe missed it", "belief", "true", 7, "Ava->Chloe green_bottle at 7", chk=('b','Ava -> Chloe',7,'green_bottle')),
 C("Jack's public claim about the red_crate (line 16) doesn't change what Ava thinks Chloe believes", "communication", "true", 16, "Ava->Chloe green_bottle at 15 and 16", chk=[('b','Ava -> Chloe',15,'green_bottle'),('b','Ava -> Chloe',16,'green_bottle')]),
 C("Ava thinks Chloe thinks the peas are in the green_bottle", "belief", "true", "end", "answer", chk=('b','Ava -> Chloe','end','green_bottle')),
]),
dict(style="numbered", label="unsound", stated_answer="green_bottle",
response="""**Step 1: Track the peas.**
The peas start in the red_suitcase (line 2). Hannah moves them to the green_bottle (line 3), and later Jack moves them to the green_drawer (line 7).

**Step 2: Who saw what?**
1. Hannah exits right after her move (line 4).
2. Chloe exits at line 6, so she never sees Jack's move.
3. Ava leaves before Jack does, but she's still there for the move to the green_drawer.
4. Mia is the last one out.

**Step 3: Ava's view of Chloe.**
Ava watched Chloe walk out while the peas were still in the green_bottle. So Ava thinks Chloe still believes they're in the green_bottle.

**Step 4: The waiting room.**
Jack's public claim (red_crate) and Mia's private tell to Jack don't affect Ava's picture of Chloe.

**Answer:** J. green_bottle""",
claims=[
 C("The peas start in the red_suitcase (line 2)", "location", "true", 2, "line 2", chk=('o','peas',2,'red_suitcase')),
 C("Hannah moves them to the green_bottle (line 3)", "event", "true", 3, "line 3", chk=('o','peas',3,'green_bottle')),
 C("later Jack moves them to the green_drawer (line 7)", "event", "true", 7, "line 7", chk=('o','peas',7,'green_drawer')),
 C("Hannah exits right after her move (line 4)", "event", "true", 4, "line 4 Hannah exited", chk=('r','Hannah',4,None)),
 C("Chloe exits at line 6", "event", "true", 6, "line 6", chk=('r','Chloe',6,None)),
 C("she never sees Jack's move", "presence", "true", 7, "Chloe not witness of 7", chk=('nw','Chloe',7)),
 C("Ava leaves before Jack does", "order", "false", 11, "PLANT: Jack exits at 9, Ava at 11", chk=('r','Ava',9,None)),
 C("she's still there for the move to the green_drawer", "presence", "true", 7, "Ava witnessed 7", chk=('w','Ava',7)),
 C("Mia is the last one out", "order", "true", 14, "Mia exits at 14, last"),
 C("Ava watched Chloe walk out", "presence", "true", 6, "Ava witnessed line 6", chk=('w','Ava',6)),
 C("the peas were still in the green_bottle", "location", "true", 6, "at line 6", chk=('o','peas',6,'green_bottle')),
 C("Ava thinks Chloe still believes they're in the green_bottle", "belief", "true", "end", "answer", chk=('b','Ava -> Chloe','end','green_bottle')),
 C("Jack's public claim (red_crate) and Mia's private tell to Jack don't affect Ava's picture of Chloe", "communication", "true", 17, "Ava->Chloe green_bottle at 16,17", chk=[('b','Ava -> Chloe',16,'green_bottle'),('b','Ava -> Chloe',17,'green_bottle')]),
]),
dict(style="narrative", label="wrong", stated_answer="red_crate",
response="""Let me trace where each person was when the peas moved.

Everyone sees Hannah put the peas into the green_bottle. Chloe then leaves the kitchen, and after she's gone Jack shifts the peas to the green_drawer — Ava sees this, Chloe doesn't. So up to this point, Ava would assume Chloe still pictures the peas in the green_bottle.

But the story doesn't end in the kitchen. In the waiting room, Jack publicly announces that the peas are in the red_crate. Chloe left the kitchen before Jack did, so she has no reason to doubt him, and she takes his word for it. Ava heard the same announcement and can see that Chloe would accept it.

So Ava thinks Chloe thinks the peas are in the red_crate. The answer is H. red_crate.""",
claims=[
 C("Everyone sees Hannah put the peas into the green_bottle", "event", "true", 3, "line 3, all witnessed", chk=[('o','peas',3,'green_bottle'),('w','Chloe',3),('w','Ava',3)]),
 C("Chloe then leaves the kitchen", "event", "true", 6, "line 6"),
 C("after she's gone Jack shifts the peas to the green_drawer", "order", "true", 7, "exit 6 before move 7", chk=('o','peas',7,'green_drawer')),
 C("Ava sees this", "presence", "true", 7, "Ava witnessed 7", chk=('w','Ava',7)),
 C("Chloe doesn't", "presence", "true", 7, "Chloe absent at 7", chk=('nw','Chloe',7)),
 C("Ava would assume Chloe still pictures the peas in the green_bottle", "belief", "true", 7, "Ava->Chloe green_bottle at 7", chk=('b','Ava -> Chloe',7,'green_bottle')),
 C("In the waiting room, Jack publicly announces that the peas are in the red_crate", "event", "true", 16, "line 16"),
 C("Chloe left the kitchen before Jack did", "order", "true", 9, "Chloe 6 < Jack 9"),
 C("she takes his word for it", "communication", "true", 16, "Chloe = red_crate at 16", chk=('b','Chloe',16,'red_crate')),
 C("Ava heard the same announcement", "presence", "true", 16, "Ava witnessed 16", chk=('w','Ava',16)),
 C("can see that Chloe would accept it", "belief", "false", 16, "Ava->Chloe stays green_bottle at 16", chk=('b','Ava -> Chloe',16,'red_crate')),
 C("Ava thinks Chloe thinks the peas are in the red_crate", "belief", "false", "end", "gold green_bottle", chk=('b','Ava -> Chloe','end','red_crate')),
]),
dict(style="terse", label="unsupported", stated_answer="green_bottle",
response="""J. green_bottle — Ava thinks Chloe thinks the peas are still in the green_bottle.""",
claims=[
 C("Ava thinks Chloe thinks the peas are still in the green_bottle", "belief", "true", "end", "answer restated", chk=('b','Ava -> Chloe','end','green_bottle')),
]),
dict(style="thinking", label="sound", stated_answer="green_bottle",
response="""<think>
Question: Ava's belief about Chloe's belief about the peas.

Line 2: peas in red_suitcase. Line 3: Hannah moves them to green_bottle, all five present.
Line 4 Hannah leaves, line 6 Chloe leaves. Chloe last saw the peas in green_bottle.
Line 7 Jack moves to green_drawer — Ava, Jack, Mia present. Ava saw Chloe leave, so she knows Chloe wasn't around for this.

Then the waiting room. Line 16 Jack publicly says red_crate. Does Chloe believe him? Chloe exited at 6, Jack at 9, so Jack left later, meaning Chloe trusts him... so Chloe herself now thinks red_crate. Hmm, but the question is what Ava thinks Chloe thinks. Ava's model of Chloe stays tied to the last thing they both saw, which was the peas going into the green_bottle. The claim doesn't move Ava's second-order belief.

Wait, should Ava believe Jack? Ava left at 11, after Jack, so no — Ava keeps green_drawer herself. Doesn't matter for this question anyway.

Line 17 is a private message from Mia to Jack; Ava isn't part of it.

So Ava -> Chloe = green_bottle.
</think>

**J. green_bottle** — Chloe left before Jack's move, so Ava thinks Chloe still believes the peas are in the green_bottle.""",
claims=[
 C("Line 2: peas in red_suitcase", "location", "true", 2, "line 2", chk=('o','peas',2,'red_suitcase')),
 C("Line 3: Hannah moves them to green_bottle", "event", "true", 3, "line 3", chk=('o','peas',3,'green_bottle')),
 C("all five present", "presence", "true", 3, "all witnessed 3", chk=[('w',a,3) for a in ['Hannah','Chloe','Jack','Ava','Mia']]),
 C("Line 4 Hannah leaves", "event", "true", 4, "line 4", chk=('r','Hannah',4,None)),
 C("line 6 Chloe leaves", "event", "true", 6, "line 6", chk=('r','Chloe',6,None)),
 C("Chloe last saw the peas in green_bottle", "belief", "true", 6, "Chloe = green_bottle at 6", chk=('b','Chloe',6,'green_bottle')),
 C("Line 7 Jack moves to green_drawer", "event", "true", 7, "line 7", chk=('o','peas',7,'green_drawer')),
 C("Ava, Jack, Mia present", "presence", "true", 7, "witnesses of 7", chk=[('w','Ava',7),('w','Jack',7),('w','Mia',7)]),
 C("Ava saw Chloe leave", "presence", "true", 6, "Ava witnessed 6", chk=('w','Ava',6)),
 C("she knows Chloe wasn't around for this", "belief", "true", 7, "Ava->Chloe green_bottle after 7", chk=('b','Ava -> Chloe',7,'green_bottle')),
 C("Line 16 Jack publicly says red_crate", "event", "true", 16, "line 16"),
 C("Chloe exited at 6", "event", "true", 6, "line 6"),
 C("Jack at 9", "event", "true", 9, "line 9", chk=('r','Jack',9,None)),
 C("Jack left later", "order", "true", 9, "9 > 6"),
 C("Chloe trusts him", "communication", "true", 16, "Chloe adopts red_crate", chk=('b','Chloe',16,'red_crate')),
 C("Chloe herself now thinks red_crate", "belief", "true", 16, "Chloe = red_crate at 16", chk=('b','Chloe',16,'red_crate')),
 C("Ava's model of Chloe stays tied to the last thing they both saw, which was the peas going into the green_bottle", "belief", "true", "end", "Ava->Chloe green_bottle", chk=('b','Ava -> Chloe','end','green_bottle')),
 C("The claim doesn't move Ava's second-order belief", "communication", "true", 16, "Ava->Chloe unchanged at 16", chk=('b','Ava -> Chloe',16,'green_bottle')),
 C("Ava left at 11", "event", "true", 11, "line 11", chk=('r','Ava',11,None)),
 C("after Jack", "order", "true", 11, "11 > 9"),
 C("Ava keeps green_drawer herself", "belief", "true", "end", "Ava = green_drawer", chk=('b','Ava','end','green_drawer')),
 C("Line 17 is a private message from Mia to Jack", "event", "true", 17, "line 17"),
 C("Ava isn't part of it", "presence", "true", 17, "Ava not witness of 17", chk=('nw','Ava',17)),
 C("Ava -> Chloe = green_bottle", "belief", "true", "end", "answer", chk=('b','Ava -> Chloe','end','green_bottle')),
 C("Chloe left before Jack's move", "order", "true", 7, "6 < 7"),
 C("Ava thinks Chloe still believes the peas are in the green_bottle", "belief", "true", "end", "answer", chk=('b','Ava -> Chloe','end','green_bottle')),
]),
]
