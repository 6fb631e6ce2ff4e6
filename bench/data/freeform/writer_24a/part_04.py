from common import C, R
# Q4 s6824-7-o2: Where does Charlotte think Nathan thinks the peach is? gold red_box
CH = 'Charlotte -> Nathan'

r1 = """L. red_box

Explanation:
The peach is placed in the red_box at line 2 and is never moved after that — everyone just waits and leaves one by one (Amelia, Mason, Charlotte, Liam, then Nathan).

Liam's public claim that the peach is in the blue_bathtub (line 15) does sway Charlotte, because Liam left the attic after she did. But it doesn't change what Charlotte thinks Nathan believes: Nathan stayed in the attic longer than Liam, so he has no reason to trust Liam, and Charlotte's picture of Nathan's belief stays at the red_box.

Nathan's private message to Amelia (line 16) isn't heard by Charlotte at all."""
c1 = [
 C("The peach is placed in the red_box at line 2", "location", "true", 2, "objects row 2", [('obj',2,'red_box')]),
 C("is never moved after that", "event", "true", None, "objects red_box to end", [('obj','end','red_box')]),
 C("everyone just waits and leaves one by one (Amelia, Mason, Charlotte, Liam, then Nathan)", "order", "true", 12, "exits at 4, 6, 8, 10, 12",
   [('txt',4,'Amelia exited'),('txt',6,'Mason exited'),('txt',8,'Charlotte exited'),('txt',10,'Liam exited'),('txt',12,'Nathan exited')]),
 C("Liam's public claim that the peach is in the blue_bathtub (line 15)", "communication", "true", 15, "line 15", [('txt',15,'Liam publicly claimed that peach is in the blue_bathtub')]),
 C("does sway Charlotte", "communication", "true", 15, "Charlotte = blue_bathtub after 15", [('bel','Charlotte',15,'blue_bathtub'),('bel','Charlotte',14,'red_box')]),
 C("Liam left the attic after she did", "order", "true", 10, "Liam exit 10 > Charlotte exit 8", [('room','Liam',8,'attic'),('room','Charlotte',8,None)]),
 C("it doesn't change what Charlotte thinks Nathan believes", "communication", "true", 15, "Charlotte -> Nathan stays red_box", [('bel',CH,15,'red_box')]),
 C("Nathan stayed in the attic longer than Liam", "order", "true", 12, "Nathan exit 12 > Liam exit 10", [('room','Nathan',10,'attic'),('room','Liam',10,None)]),
 C("he has no reason to trust Liam", "communication", "true", 15, "Nathan stays red_box after the claim", [('bel','Nathan',15,'red_box')]),
 C("Charlotte's picture of Nathan's belief stays at the red_box", "belief", "true", "end", "gold chain", [('bel',CH,'end','red_box')], ans=True),
 C("Nathan's private message to Amelia (line 16)", "communication", "true", 16, "line 16", [('txt',16,'Nathan privately told Amelia')]),
 C("isn't heard by Charlotte at all", "presence", "true", 16, "Charlotte not in witnessed_by 16", [('wit','Charlotte',16,False)]),
]

r2 = """Let's think step by step.

1. All five enter the attic and the peach is in the red_box.
2. Nobody moves the peach; Amelia, Mason, Charlotte, Liam and Nathan exit in that order.
3. In the waiting_room, Liam publicly says the peach is in the blue_bathtub. Everyone hears this, including Charlotte and Nathan.
4. Charlotte left before Liam, so she trusts him and now believes the blue_bathtub.
5. Since it was a public claim, Charlotte would assume Nathan heard it and updated the same way, so Charlotte thinks Nathan thinks the peach is in the blue_bathtub.
6. Nathan's private tell to Amelia happens between Nathan and Amelia only, so it doesn't affect Charlotte.

The answer is \\boxed{blue_bathtub}"""
c2 = [
 C("All five enter the attic", "event", "true", 1, "line 1", [('txt',1,'entered the attic')]),
 C("the peach is in the red_box", "location", "true", 2, "objects row 2", [('obj',2,'red_box')]),
 C("Nobody moves the peach", "event", "true", None, "no move lines", [('obj','end','red_box')]),
 C("Amelia, Mason, Charlotte, Liam and Nathan exit in that order", "order", "true", 12, "exits 4, 6, 8, 10, 12",
   [('txt',4,'Amelia exited'),('txt',6,'Mason exited'),('txt',8,'Charlotte exited'),('txt',10,'Liam exited'),('txt',12,'Nathan exited')]),
 C("Liam publicly says the peach is in the blue_bathtub", "communication", "true", 15, "line 15", [('txt',15,'Liam publicly claimed that peach is in the blue_bathtub')]),
 C("Everyone hears this, including Charlotte and Nathan", "presence", "true", 15, "all five witnessed 15", [('wit','Charlotte',15,True),('wit','Nathan',15,True),('wit','Amelia',15,True),('wit','Mason',15,True)]),
 C("Charlotte left before Liam", "order", "true", 8, "8 < 10", [('room','Charlotte',8,None),('room','Liam',8,'attic')]),
 C("she trusts him and now believes the blue_bathtub", "communication", "true", 15, "Charlotte = blue_bathtub", [('bel','Charlotte',15,'blue_bathtub')]),
 C("Charlotte would assume Nathan heard it and updated the same way", "belief", "false", 15, "Charlotte -> Nathan stays red_box", [('bel',CH,15,'blue_bathtub')]),
 C("Charlotte thinks Nathan thinks the peach is in the blue_bathtub", "belief", "false", "end", "gold chain red_box", [('bel',CH,'end','blue_bathtub')], ans=True),
 C("Nathan's private tell to Amelia happens between Nathan and Amelia only", "presence", "true", 16, "witnessed_by 16 = Amelia, Nathan", [('wit','Charlotte',16,False),('wit','Mason',16,False),('wit','Liam',16,False)]),
 C("it doesn't affect Charlotte", "communication", "true", 16, "Charlotte and Charlotte -> Nathan unchanged at 16", [('bel','Charlotte',16,'blue_bathtub'),('bel',CH,16,'red_box')]),
]

r3 = """Let me trace who saw what.

The peach goes into the red_box right at the start, while all five are in the attic, and it never moves. People leave one at a time — Amelia, then Mason, then Charlotte, then Liam, and finally Nathan — but since nothing happens to the peach, everyone's last view of it is the red_box.

So when Charlotte left, she knew the peach was in the red_box and had just watched Nathan see the same thing. Her model of Nathan is fixed at the red_box.

In the waiting_room, Liam announces the peach is in the blue_bathtub. Charlotte may well buy that for herself, but Nathan outlasted Liam in the attic, so Charlotte has no reason to think Nathan is fooled. Afterward Nathan privately tells Amelia the peach is in the red_box; Amelia ignores it, since she left the attic long before Nathan did, and Charlotte isn't part of that exchange anyway.

The answer is L. red_box."""
c3 = [
 C("The peach goes into the red_box right at the start", "location", "true", 2, "objects row 2", [('obj',2,'red_box')]),
 C("while all five are in the attic", "presence", "true", 2, "rooms row 2", [('room','Amelia',2,'attic'),('room','Mason',2,'attic'),('room','Charlotte',2,'attic'),('room','Liam',2,'attic'),('room','Nathan',2,'attic')]),
 C("it never moves", "event", "true", None, "no move lines", [('obj','end','red_box')]),
 C("Amelia, then Mason, then Charlotte, then Liam, and finally Nathan", "order", "true", 12, "exit order 4, 6, 8, 10, 12",
   [('txt',4,'Amelia exited'),('txt',6,'Mason exited'),('txt',8,'Charlotte exited'),('txt',10,'Liam exited'),('txt',12,'Nathan exited')]),
 C("everyone's last view of it is the red_box", "belief", "true", 12, "all first-order beliefs red_box at row 12",
   [('bel','Amelia',12,'red_box'),('bel','Mason',12,'red_box'),('bel','Charlotte',12,'red_box'),('bel','Liam',12,'red_box'),('bel','Nathan',12,'red_box')]),
 C("when Charlotte left, she knew the peach was in the red_box", "belief", "true", 8, "Charlotte = red_box row 8", [('bel','Charlotte',8,'red_box')]),
 C("had just watched Nathan see the same thing", "belief", "true", 8, "Charlotte -> Nathan = red_box row 8", [('bel',CH,8,'red_box')]),
 C("Her model of Nathan is fixed at the red_box", "belief", "true", "end", "gold chain", [('bel',CH,'end','red_box')], ans=True),
 C("Liam announces the peach is in the blue_bathtub", "communication", "true", 15, "line 15", [('txt',15,'Liam publicly claimed that peach is in the blue_bathtub')]),
 C("Nathan outlasted Liam in the attic", "order", "true", 12, "Nathan exit 12 > Liam 10", [('room','Nathan',10,'attic'),('room','Liam',10,None)]),
 C("Charlotte has no reason to think Nathan is fooled", "belief", "true", 15, "Charlotte -> Nathan red_box at 15", [('bel',CH,15,'red_box')]),
 C("Nathan privately tells Amelia the peach is in the red_box", "communication", "true", 16, "line 16", [('txt',16,'Nathan privately told Amelia that the peach is in the red_box')]),
 C("Amelia ignores it", "communication", "false", 16, "PLANTED: Amelia trusts Nathan (he exited later); Amelia = red_box at 16", [('bel','Amelia',16,'blue_bathtub')]),
 C("she left the attic long before Nathan did", "order", "true", 4, "Amelia exit 4 < Nathan 12", [('room','Amelia',4,None),('room','Nathan',4,'attic')]),
 C("Charlotte isn't part of that exchange", "presence", "true", 16, "Charlotte not in witnessed_by 16", [('wit','Charlotte',16,False)]),
]

r4 = """M. blue_bathtub — Liam told everyone it was there."""
c4 = [
 C("Liam told everyone it was there", "communication", "true", 15, "line 15 public claim blue_bathtub", [('txt',15,'Liam publicly claimed that peach is in the blue_bathtub')]),
]

r5 = """<think>
Second-order: Charlotte's belief about Nathan's belief of the peach.

Peach in red_box at line 2, all five present. No one moves it — lines 3 to 12 are just "made no movements" and exits. Exit order: Amelia (4), Mason (6), Charlotte (8), Liam (10), Nathan (12).

Charlotte saw Nathan leave the attic too. Doesn't matter much, since nothing moved anyway.

Then line 15: Liam publicly claims blue_bathtub. Who trusts Liam? Those who exited before him: Amelia, Mason, Charlotte. So Charlotte now thinks blue_bathtub herself. Nathan exited after Liam, so Nathan doesn't trust him — Nathan still thinks red_box.

Does Charlotte think Nathan believes Liam? Wait, I need to be careful. The claim changes Charlotte's own belief, but not her belief about Nathan. So Charlotte -> Nathan stays red_box.

Line 16 is a private exchange between Nathan and Amelia, Charlotte not involved.
</think>

L. red_box"""
c5 = [
 C("Peach in red_box at line 2", "location", "true", 2, "objects row 2", [('obj',2,'red_box')]),
 C("all five present", "presence", "true", 2, "rooms row 2", [('room','Amelia',2,'attic'),('room','Nathan',2,'attic'),('room','Charlotte',2,'attic'),('room','Liam',2,'attic'),('room','Mason',2,'attic')]),
 C("No one moves it", "event", "true", None, "no move lines", [('obj','end','red_box')]),
 C("Exit order: Amelia (4), Mason (6), Charlotte (8), Liam (10), Nathan (12)", "order", "true", 12, "exit lines",
   [('txt',4,'Amelia exited'),('txt',6,'Mason exited'),('txt',8,'Charlotte exited'),('txt',10,'Liam exited'),('txt',12,'Nathan exited')]),
 C("Charlotte saw Nathan leave the attic too", "presence", "false", 12, "PLANTED: Charlotte left at 8; witnessed_by 12 is empty", [('wit','Charlotte',12,True)]),
 C("Liam publicly claims blue_bathtub", "communication", "true", 15, "line 15", [('txt',15,'Liam publicly claimed')]),
 C("Those who exited before him: Amelia, Mason, Charlotte", "order", "true", 10, "exits 4, 6, 8 < 10", [('room','Amelia',8,None),('room','Mason',8,None),('room','Charlotte',8,None),('room','Liam',8,'attic')]),
 C("Charlotte now thinks blue_bathtub herself", "belief", "true", 15, "Charlotte = blue_bathtub", [('bel','Charlotte',15,'blue_bathtub')]),
 C("Nathan exited after Liam", "order", "true", 12, "12 > 10", [('room','Nathan',10,'attic'),('room','Liam',10,None)]),
 C("Nathan doesn't trust him", "communication", "true", 15, "Nathan stays red_box", [('bel','Nathan',15,'red_box')]),
 C("Nathan still thinks red_box", "belief", "true", "end", "Nathan = red_box", [('bel','Nathan','end','red_box')]),
 C("The claim changes Charlotte's own belief", "communication", "true", 15, "Charlotte red_box -> blue_bathtub", [('bel','Charlotte',14,'red_box'),('bel','Charlotte',15,'blue_bathtub')]),
 C("but not her belief about Nathan", "communication", "true", 15, "Charlotte -> Nathan red_box", [('bel',CH,15,'red_box')]),
 C("So Charlotte -> Nathan stays red_box", "belief", "true", "end", "gold chain", [('bel',CH,'end','red_box')], ans=True),
 C("Line 16 is a private exchange between Nathan and Amelia", "communication", "true", 16, "line 16", [('txt',16,'Nathan privately told Amelia')]),
 C("Charlotte not involved", "presence", "true", 16, "Charlotte not in witnessed_by 16", [('wit','Charlotte',16,False)]),
]

RECORDS = [
 R("answer_first", "sound", "red_box", r1, c1),
 R("numbered", "wrong", "blue_bathtub", r2, c2),
 R("narrative", "unsound", "red_box", r3, c3),
 R("terse", "wrong", "blue_bathtub", r4, c4),
 R("thinking", "unsound", "red_box", r5, c5),
]
