from common import C, R
# Q14 s6824-9-o4: Where does Jackson think Benjamin thinks Evelyn thinks Elizabeth thinks the lettuce is? gold red_box
CH = 'Jackson -> Benjamin -> Evelyn -> Elizabeth'

r1 = """**M. red_box**

Explanation:
Elizabeth moves the lettuce into the red_box at line 3 with all five in the bathroom, and leaves right away (line 4). Evelyn therefore thinks Elizabeth thinks it's in the red_box. Benjamin stays until line 8 but sees no new move before he leaves, so in his mind Evelyn still thinks Elizabeth thinks it's in the red_box. Jackson was there when Benjamin left and knows Benjamin missed Evelyn's move to the blue_drawer (line 9), so the whole chain, from Jackson's point of view, stays at the red_box."""
c1 = [
 C("Elizabeth moves the lettuce into the red_box at line 3", "event", "true", 3, "line 3", [('txt',3,'Elizabeth moved the lettuce to the red_box')]),
 C("with all five in the bathroom", "presence", "true", 3, "witnessed_by 3", [('wit','Elizabeth',3,True),('wit','Sophia',3,True),('wit','Benjamin',3,True),('wit','Evelyn',3,True),('wit','Jackson',3,True)]),
 C("leaves right away (line 4)", "event", "true", 4, "line 4", [('txt',4,'Elizabeth exited')]),
 C("Evelyn therefore thinks Elizabeth thinks it's in the red_box", "belief", "true", "end", "Evelyn -> Elizabeth = red_box", [('bel','Evelyn -> Elizabeth','end','red_box')]),
 C("Benjamin stays until line 8", "presence", "true", 8, "Benjamin exits 8", [('room','Benjamin',7,'bathroom'),('txt',8,'Benjamin exited')]),
 C("sees no new move before he leaves", "event", "true", 8, "object red_box rows 3-8", [('obj',8,'red_box')]),
 C("in his mind Evelyn still thinks Elizabeth thinks it's in the red_box", "belief", "true", "end", "Benjamin -> Evelyn -> Elizabeth = red_box", [('bel','Benjamin -> Evelyn -> Elizabeth','end','red_box')]),
 C("Jackson was there when Benjamin left", "presence", "true", 8, "Jackson witnessed 8", [('wit','Jackson',8,True)]),
 C("knows Benjamin missed Evelyn's move to the blue_drawer (line 9)", "belief", "true", "end", "Jackson -> Benjamin = red_box", [('bel','Jackson -> Benjamin','end','red_box'),('txt',9,'Evelyn moved the lettuce to the blue_drawer')]),
 C("the whole chain, from Jackson's point of view, stays at the red_box", "belief", "true", "end", "gold chain", [('bel',CH,'end','red_box')], ans=True),
]

r2 = """Let's think step by step.

1. Elizabeth, Sophia, Benjamin, Evelyn and Jackson are all in the bathroom; the lettuce is in the blue_bucket.
2. Elizabeth moves the lettuce to the red_box, and everyone sees it. So at this point every nested belief is the red_box.
3. Sophia exits first, then Elizabeth, then Benjamin — none of them sees anything new.
4. Evelyn moves the lettuce to the blue_drawer, with only Jackson watching.
5. Evelyn and then Jackson leave.

For the chain Jackson → Benjamin → Evelyn → Elizabeth: Jackson knows Benjamin left before the blue_drawer move, so Jackson's model of Benjamin is stuck at the red_box moment, when Benjamin believed Evelyn believed Elizabeth believed red_box.

\\boxed{red_box}"""
c2 = [
 C("Elizabeth, Sophia, Benjamin, Evelyn and Jackson are all in the bathroom", "presence", "true", 2, "rooms row 2", [('room','Elizabeth',2,'bathroom'),('room','Sophia',2,'bathroom'),('room','Benjamin',2,'bathroom'),('room','Evelyn',2,'bathroom'),('room','Jackson',2,'bathroom')]),
 C("the lettuce is in the blue_bucket", "location", "true", 2, "objects row 2", [('obj',2,'blue_bucket')]),
 C("Elizabeth moves the lettuce to the red_box", "event", "true", 3, "line 3", [('txt',3,'Elizabeth moved the lettuce to the red_box')]),
 C("everyone sees it", "presence", "true", 3, "witnessed_by 3", [('wit','Sophia',3,True),('wit','Benjamin',3,True),('wit','Evelyn',3,True),('wit','Jackson',3,True)]),
 C("at this point every nested belief is the red_box", "belief", "true", 3, "all chains red_box at row 3", [('allbel',3,'red_box')]),
 C("Sophia exits first, then Elizabeth, then Benjamin", "order", "false", 6, "PLANTED: Elizabeth exits first (4), then Sophia (6), then Benjamin (8)", [('room','Elizabeth',4,'bathroom')]),
 C("none of them sees anything new", "event", "true", 8, "no move between 3 and 8", [('obj',8,'red_box')]),
 C("Evelyn moves the lettuce to the blue_drawer", "event", "true", 9, "line 9", [('txt',9,'Evelyn moved the lettuce to the blue_drawer')]),
 C("with only Jackson watching", "presence", "true", 9, "witnessed_by 9 = Evelyn, Jackson", [('wit','Jackson',9,True),('wit','Benjamin',9,False),('wit','Sophia',9,False),('wit','Elizabeth',9,False)]),
 C("Evelyn and then Jackson leave", "order", "true", 12, "exits 10, 12", [('txt',10,'Evelyn exited'),('txt',12,'Jackson exited')]),
 C("Jackson knows Benjamin left before the blue_drawer move", "belief", "true", "end", "Jackson -> Benjamin = red_box", [('bel','Jackson -> Benjamin','end','red_box')]),
 C("Jackson's model of Benjamin is stuck at the red_box moment", "belief", "true", "end", "Jackson -> Benjamin chains red_box", [('bel','Jackson -> Benjamin','end','red_box'),('bel','Jackson -> Benjamin -> Evelyn','end','red_box')]),
 C("when Benjamin believed Evelyn believed Elizabeth believed red_box", "belief", "true", 8, "Benjamin -> Evelyn -> Elizabeth = red_box at 8", [('bel','Benjamin -> Evelyn -> Elizabeth',8,'red_box')], ans=True),
]

r3 = """Let me trace this from the innermost belief outward.

Elizabeth moves the lettuce to the red_box and leaves immediately, so Elizabeth herself believes the red_box. Evelyn sees that move.

Later, Evelyn moves the lettuce to the blue_drawer, and Jackson is there to see it. Since Jackson watched Evelyn make that move, Jackson knows Evelyn knows the lettuce is in the blue_drawer — and when Jackson thinks about Benjamin's view of Evelyn, he'd naturally fill in what he knows Evelyn did.

So from Jackson's perspective, Benjamin thinks Evelyn thinks Elizabeth thinks the lettuce is in the blue_drawer. The answer is N. blue_drawer."""
c3 = [
 C("Elizabeth moves the lettuce to the red_box", "event", "true", 3, "line 3", [('txt',3,'Elizabeth moved the lettuce to the red_box')]),
 C("leaves immediately", "event", "true", 4, "line 4", [('txt',4,'Elizabeth exited')]),
 C("Elizabeth herself believes the red_box", "belief", "true", "end", "Elizabeth = red_box", [('bel','Elizabeth','end','red_box')]),
 C("Evelyn sees that move", "presence", "true", 3, "Evelyn witnessed 3", [('wit','Evelyn',3,True)]),
 C("Evelyn moves the lettuce to the blue_drawer", "event", "true", 9, "line 9", [('txt',9,'Evelyn moved the lettuce to the blue_drawer')]),
 C("Jackson is there to see it", "presence", "true", 9, "Jackson witnessed 9", [('wit','Jackson',9,True)]),
 C("Jackson knows Evelyn knows the lettuce is in the blue_drawer", "belief", "true", "end", "Jackson -> Evelyn = blue_drawer", [('bel','Jackson -> Evelyn','end','blue_drawer')]),
 C("from Jackson's perspective, Benjamin thinks Evelyn thinks Elizabeth thinks the lettuce is in the blue_drawer", "belief", "false", "end", "gold chain red_box", [('bel',CH,'end','blue_drawer')], ans=True),
]

r4 = """**red_box**"""
c4 = []

r5 = """<think>
Jackson → Benjamin → Evelyn → Elizabeth, lettuce.

Lettuce in blue_bucket (line 2). Elizabeth moves it to red_box (3), leaves (4). Then Benjamin waits and leaves at 8, with Sophia still in the bathroom — doesn't matter for the chain. Evelyn moves it to blue_drawer (9) — wait, from where? The lettuce was still in the blue_bucket... no, Elizabeth had already put it in the red_box. Right, red_box → blue_drawer.

Elizabeth believes red_box. Evelyn saw Elizabeth's move, so Evelyn thinks Elizabeth thinks red_box. Benjamin was present for line 3 and left at 8 with nothing changed, so Benjamin → Evelyn → Elizabeth = red_box.

Jackson: present at line 8, saw Benjamin leave. So Jackson knows Benjamin didn't see line 9. So for Jackson the whole chain is red_box.
</think>

M. red_box"""
c5 = [
 C("Lettuce in blue_bucket (line 2)", "location", "true", 2, "objects row 2", [('obj',2,'blue_bucket')]),
 C("Elizabeth moves it to red_box (3)", "event", "true", 3, "line 3", [('txt',3,'Elizabeth moved the lettuce to the red_box')]),
 C("leaves (4)", "event", "true", 4, "line 4", [('txt',4,'Elizabeth exited')]),
 C("Benjamin waits and leaves at 8", "event", "true", 8, "lines 7-8", [('txt',7,'Benjamin made no movements'),('txt',8,'Benjamin exited')]),
 C("with Sophia still in the bathroom", "presence", "false", 8, "PLANTED: Sophia exited at line 6", [('room','Sophia',8,'bathroom')]),
 C("Evelyn moves it to blue_drawer (9)", "event", "true", 9, "line 9", [('txt',9,'Evelyn moved the lettuce to the blue_drawer')]),
 C("Elizabeth had already put it in the red_box", "order", "true", 8, "red_box from 3 until 9", [('obj',8,'red_box')]),
 C("red_box → blue_drawer", "event", "true", 9, "objects 8 -> 9", [('obj',8,'red_box'),('obj',9,'blue_drawer')]),
 C("Elizabeth believes red_box", "belief", "true", "end", "Elizabeth = red_box", [('bel','Elizabeth','end','red_box')]),
 C("Evelyn saw Elizabeth's move", "presence", "true", 3, "Evelyn witnessed 3", [('wit','Evelyn',3,True)]),
 C("so Evelyn thinks Elizabeth thinks red_box", "belief", "true", "end", "Evelyn -> Elizabeth = red_box", [('bel','Evelyn -> Elizabeth','end','red_box')]),
 C("Benjamin was present for line 3", "presence", "true", 3, "Benjamin witnessed 3", [('wit','Benjamin',3,True)]),
 C("left at 8 with nothing changed", "event", "true", 8, "object red_box at 8", [('txt',8,'Benjamin exited'),('obj',8,'red_box')]),
 C("Benjamin → Evelyn → Elizabeth = red_box", "belief", "true", "end", "gold row", [('bel','Benjamin -> Evelyn -> Elizabeth','end','red_box')]),
 C("present at line 8", "presence", "true", 8, "Jackson in bathroom at 8", [('room','Jackson',8,'bathroom')]),
 C("saw Benjamin leave", "presence", "true", 8, "Jackson witnessed 8", [('wit','Jackson',8,True)]),
 C("Jackson knows Benjamin didn't see line 9", "belief", "true", "end", "Jackson -> Benjamin = red_box", [('bel','Jackson -> Benjamin','end','red_box')]),
 C("for Jackson the whole chain is red_box", "belief", "true", "end", "gold chain", [('bel',CH,'end','red_box')], ans=True),
]

RECORDS = [
 R("answer_first", "sound", "red_box", r1, c1),
 R("numbered", "unsound", "red_box", r2, c2),
 R("narrative", "wrong", "blue_drawer", r3, c3),
 R("terse", "unsupported", "red_box", r4, c4),
 R("thinking", "unsound", "red_box", r5, c5),
]
