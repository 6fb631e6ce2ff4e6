from common import C, R
# Q12 s6824-1-o1: Where does Aria really think the cabbage is? gold blue_pantry

r1 = """D. blue_pantry

Explanation: Aria is the last person to touch the cabbage. In the second round in the basement, Amelia moves it to the blue_bathtub (line 16) and leaves, Oliver leaves too (line 19), and then Aria, now alone, moves the cabbage to the blue_pantry (line 20) before exiting. Nobody moves it after that and there's no conversation afterward, so Aria knows it's in the blue_pantry."""
c1 = [
 C("Aria is the last person to touch the cabbage", "order", "true", 20, "line 20 is the last move", [('txt',20,'Aria moved the cabbage'),('obj','end','blue_pantry')]),
 C("Amelia moves it to the blue_bathtub (line 16)", "event", "true", 16, "line 16", [('txt',16,'Amelia moved the cabbage to the blue_bathtub')]),
 C("Oliver leaves too (line 19)", "event", "true", 19, "line 19", [('txt',19,'Oliver exited the basement')]),
 C("Aria, now alone, moves the cabbage to the blue_pantry (line 20)", "event", "true", 20, "line 20, only Aria present", [('txt',20,'Aria moved the cabbage to the blue_pantry'),('room','Amelia',20,None),('room','Oliver',20,None)]),
 C("Nobody moves it after that", "event", "true", None, "object blue_pantry to end", [('obj','end','blue_pantry')]),
 C("there's no conversation afterward", "communication", "true", None, "no tell/claim lines"),
 C("Aria knows it's in the blue_pantry", "belief", "true", "end", "Aria = blue_pantry", [('bel','Aria','end','blue_pantry')], ans=True),
]

r2 = """Let's think step by step.

1. The question asks about Aria's belief, not necessarily the actual location.
2. The cabbage gets moved around a lot in this story, so we have to be careful about what Aria personally witnessed.
3. Considering everything Aria observed, her final belief is that the cabbage is in the blue_pantry.

The answer is [blue_pantry]."""
c2 = [
 C("The cabbage gets moved around a lot in this story", "event", "uncheckable", None, "vague quantity"),
 C("her final belief is that the cabbage is in the blue_pantry", "belief", "true", "end", "Aria = blue_pantry", [('bel','Aria','end','blue_pantry')], ans=True),
]

r3 = """Let me trace Aria's view of the cabbage through both visits to the basement.

In the first round, Aria watches Isla move the cabbage from the red_envelope to the red_pantry, and then she moves it herself to the blue_pantry before leaving. She misses Amelia's move to the green_cupboard.

When Aria, Amelia and Oliver go back into the basement, the cabbage is still in the blue_pantry, just where Aria left it. Then Amelia moves it to the blue_bathtub while Aria is watching. Amelia and Oliver both leave, and Aria, alone, moves the cabbage to the blue_pantry once more.

Since Aria made the final move herself and nobody touched it after, she thinks it's in the blue_pantry. The answer is D. blue_pantry."""
c3 = [
 C("Aria watches Isla move the cabbage from the red_envelope to the red_pantry", "presence", "true", 3, "Aria witnessed 3", [('wit','Aria',3,True),('obj',2,'red_envelope'),('txt',3,'Isla moved the cabbage to the red_pantry')]),
 C("she moves it herself to the blue_pantry before leaving", "event", "true", 7, "lines 7-8", [('txt',7,'Aria moved the cabbage to the blue_pantry'),('txt',8,'Aria exited')]),
 C("She misses Amelia's move to the green_cupboard", "presence", "true", 9, "Aria not in witnessed_by 9", [('wit','Aria',9,False)]),
 C("Aria, Amelia and Oliver go back into the basement", "event", "true", 14, "line 14", [('txt',14,'Amelia, Oliver and Aria entered the basement')]),
 C("the cabbage is still in the blue_pantry, just where Aria left it", "location", "false", 14, "PLANTED: cabbage is in the green_cupboard at row 14 (Amelia moved it at 9)", [('obj',14,'blue_pantry')]),
 C("Amelia moves it to the blue_bathtub while Aria is watching", "event", "true", 16, "line 16, Aria witnessed", [('txt',16,'Amelia moved the cabbage to the blue_bathtub'),('wit','Aria',16,True)]),
 C("Amelia and Oliver both leave", "event", "true", 19, "lines 17, 19", [('txt',17,'Amelia exited'),('txt',19,'Oliver exited')]),
 C("Aria, alone, moves the cabbage to the blue_pantry once more", "event", "true", 20, "line 20", [('txt',20,'Aria moved the cabbage to the blue_pantry'),('room','Oliver',20,None)]),
 C("Aria made the final move herself", "order", "true", 20, "last move line 20", [('txt',20,'Aria moved'),('obj','end','blue_pantry')]),
 C("nobody touched it after", "event", "true", None, "object unchanged after 20", [('obj','end','blue_pantry')]),
 C("she thinks it's in the blue_pantry", "belief", "true", "end", "Aria = blue_pantry", [('bel','Aria','end','blue_pantry')], ans=True),
]

r4 = """D — Aria put it back in the blue_pantry after Oliver left; Oliver still thinks it's in the green_cupboard."""
c4 = [
 C("Aria put it back in the blue_pantry after Oliver left", "order", "true", 20, "Oliver exits 19, Aria moves at 20", [('room','Oliver',19,None),('txt',20,'Aria moved the cabbage to the blue_pantry')]),
 C("Oliver still thinks it's in the green_cupboard", "belief", "false", "end", "PLANTED: Oliver saw Amelia's move at 16; Oliver = blue_bathtub", [('bel','Oliver','end','green_cupboard')]),
]

r5 = """<think>
Aria's first-order belief about the cabbage.

Round 1: cabbage red_envelope → Isla moves to red_pantry (3). Isla exits, Olivia exits. Aria moves to blue_pantry (7), exits (8). Amelia moves to green_cupboard (9) — Aria not there.

So after round 1 Aria thinks blue_pantry.

Round 2: Amelia, Oliver, Aria enter basement (14). Cabbage is in green_cupboard (15) — Aria sees that, so now she thinks green_cupboard. Amelia moves it to blue_bathtub (16), Aria watches. Then Amelia exits, Oliver exits, and Aria moves it to blue_pantry at line 20.

Hmm, wait. The question says "really think". Is that asking about the first scene or the end? The story's second round starts a new scene... If it's about where it really is after the first scene, that's green_cupboard; if it's what Aria believes at the end, blue_pantry. I'm not sure which one is intended.
</think>

It's either the green_cupboard or the blue_pantry, depending on whether the question is about the first visit or the end of the story."""
c5 = [
 C("cabbage red_envelope", "location", "true", 2, "objects row 2", [('obj',2,'red_envelope')]),
 C("Isla moves to red_pantry (3)", "event", "true", 3, "line 3", [('txt',3,'Isla moved the cabbage to the red_pantry')]),
 C("Isla exits, Olivia exits", "event", "true", 6, "lines 4, 6", [('txt',4,'Isla exited'),('txt',6,'Olivia exited')]),
 C("Aria moves to blue_pantry (7)", "event", "true", 7, "line 7", [('txt',7,'Aria moved the cabbage to the blue_pantry')]),
 C("exits (8)", "event", "true", 8, "line 8", [('txt',8,'Aria exited')]),
 C("Amelia moves to green_cupboard (9)", "event", "true", 9, "line 9", [('txt',9,'Amelia moved the cabbage to the green_cupboard')]),
 C("Aria not there", "presence", "true", 9, "Aria not in witnessed_by 9", [('wit','Aria',9,False)]),
 C("after round 1 Aria thinks blue_pantry", "belief", "true", 13, "Aria = blue_pantry at 13", [('bel','Aria',13,'blue_pantry')]),
 C("Amelia, Oliver, Aria enter basement (14)", "event", "true", 14, "line 14", [('txt',14,'Amelia, Oliver and Aria entered the basement')]),
 C("Cabbage is in green_cupboard (15)", "location", "true", 15, "objects row 15", [('obj',15,'green_cupboard')]),
 C("Aria sees that", "presence", "true", 15, "Aria witnessed 15", [('wit','Aria',15,True)]),
 C("now she thinks green_cupboard", "belief", "true", 15, "Aria = green_cupboard at 15", [('bel','Aria',15,'green_cupboard')]),
 C("Amelia moves it to blue_bathtub (16)", "event", "true", 16, "line 16", [('txt',16,'Amelia moved the cabbage to the blue_bathtub')]),
 C("Aria watches", "presence", "true", 16, "Aria witnessed 16", [('wit','Aria',16,True)]),
 C("Amelia exits, Oliver exits", "event", "true", 19, "lines 17, 19", [('txt',17,'Amelia exited'),('txt',19,'Oliver exited')]),
 C("Aria moves it to blue_pantry at line 20", "event", "true", 20, "line 20", [('txt',20,'Aria moved the cabbage to the blue_pantry')]),
]

RECORDS = [
 R("answer_first", "sound", "blue_pantry", r1, c1),
 R("numbered", "unsupported", "blue_pantry", r2, c2),
 R("narrative", "unsound", "blue_pantry", r3, c3),
 R("terse", "unsound", "blue_pantry", r4, c4),
 R("thinking", "wrong", None, r5, c5),
]
