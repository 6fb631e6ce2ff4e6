from common import C, R
# Q8 tomi-s6824-1-first_order_0_no_tom: Where will Jack look for the peach? gold red_box

r1 = """**Answer:** red_box

**Explanation:**
- The peach is in the blue_bathtub at line 4, while Jack and Isabella are both in the back_yard.
- At line 6, Jack himself moves the peach to the red_box.
- Isabella leaves afterward (line 7), and she still thinks the peach is in the blue_bathtub.
- Jack made the move himself, so he knows exactly where it is and will look in the red_box."""
c1 = [
 C("The peach is in the blue_bathtub at line 4", "location", "true", 4, "objects row 4", [('obj',4,'blue_bathtub')]),
 C("while Jack and Isabella are both in the back_yard", "presence", "true", 4, "rooms row 4", [('room','Jack',4,'back_yard'),('room','Isabella',4,'back_yard')]),
 C("At line 6, Jack himself moves the peach to the red_box", "event", "true", 6, "line 6", [('txt',6,'Jack moved the peach to the red_box')]),
 C("Isabella leaves afterward (line 7)", "event", "true", 7, "line 7", [('txt',7,'Isabella exited the back_yard')]),
 C("she still thinks the peach is in the blue_bathtub", "belief", "false", "end", "PLANTED: Isabella saw the move at 6; Isabella = red_box", [('bel','Isabella','end','blue_bathtub')]),
 C("he knows exactly where it is", "belief", "true", "end", "Jack = red_box = actual", [('bel','Jack','end','red_box'),('obj','end','red_box')]),
 C("will look in the red_box", "belief", "true", "end", "Jack = red_box", [('bel','Jack','end','red_box')], ans=True),
]

r2 = """Let's think step by step.
1. Jack and Isabella enter the back_yard.
2. Logan enters the closet, a different room.
3. The peach is in the blue_bathtub.
4. Logan exits the closet.
5. Jack moves the peach to the red_box.
6. Isabella exits the back_yard.

The question asks where Jack will look for the peach. Looking for something usually means going back to where it was originally placed, and Jack saw it first in the blue_bathtub.

So Jack will search the blue_bathtub, and the answer is [blue_bathtub]."""
c2 = [
 C("Jack and Isabella enter the back_yard", "event", "true", 2, "lines 1-2", [('txt',1,'Jack entered the back_yard'),('txt',2,'Isabella entered the back_yard')]),
 C("Logan enters the closet, a different room", "event", "true", 3, "line 3", [('txt',3,'Logan entered the closet')]),
 C("The peach is in the blue_bathtub", "location", "true", 4, "objects row 4", [('obj',4,'blue_bathtub')]),
 C("Logan exits the closet", "event", "true", 5, "line 5", [('txt',5,'Logan exited the closet')]),
 C("Jack moves the peach to the red_box", "event", "true", 6, "line 6", [('txt',6,'Jack moved the peach to the red_box')]),
 C("Isabella exits the back_yard", "event", "true", 7, "line 7", [('txt',7,'Isabella exited the back_yard')]),
 C("Jack saw it first in the blue_bathtub", "belief", "true", 4, "Jack = blue_bathtub at row 4", [('bel','Jack',4,'blue_bathtub'),('wit','Jack',4,True)]),
 C("Jack will search the blue_bathtub", "belief", "false", "end", "Jack = red_box", [('bel','Jack','end','blue_bathtub')], ans=True),
]

r3 = """This one is straightforward once you notice who moved the peach.

Jack is in the back_yard from the very beginning, and Isabella joins him. When the peach is first mentioned, it's in the blue_bathtub. Then Jack himself picks it up and puts it in the red_box. Logan was never in the back_yard at all, and he had already left the closet by then, but that doesn't matter for Jack.

Since Jack is the one who moved it, and nobody moves it after him, he knows it's in the red_box. The answer is red_box."""
c3 = [
 C("Jack is in the back_yard from the very beginning", "presence", "true", 1, "rooms row 1", [('room','Jack',1,'back_yard')]),
 C("Isabella joins him", "event", "true", 2, "line 2", [('txt',2,'Isabella entered the back_yard')]),
 C("When the peach is first mentioned, it's in the blue_bathtub", "location", "true", 4, "objects row 4", [('obj',4,'blue_bathtub'),('obj',3,None)]),
 C("Jack himself picks it up and puts it in the red_box", "event", "true", 6, "line 6", [('txt',6,'Jack moved the peach to the red_box')]),
 C("Logan was never in the back_yard at all", "presence", "true", None, "Logan only in closet / nowhere", [('room','Logan',3,'closet'),('room','Logan',4,'closet'),('room','Logan',6,None),('room','Logan','end',None)]),
 C("he had already left the closet by then", "order", "true", 6, "Logan exits 5, move at 6", [('room','Logan',5,None)]),
 C("nobody moves it after him", "event", "true", None, "no move after 6", [('obj','end','red_box')]),
 C("he knows it's in the red_box", "belief", "true", "end", "Jack = red_box", [('bel','Jack','end','red_box')], ans=True),
]

r4 = """Red box."""
c4 = []

r5 = """<think>
Jack look for peach. Jack moved the peach to the red_box himself at line 6. So he knows it's in red_box.

Let me double check nothing happens after: line 7 Isabella exits the back_yard. No more moves.

Who else knows? Isabella saw the move. Logan saw the peach in the blue_bathtub before he exited the closet, but he never sees the move. Doesn't matter — the question is about Jack.
</think>

Jack will look in the red_box, since he moved it there himself."""
c5 = [
 C("Jack moved the peach to the red_box himself at line 6", "event", "true", 6, "line 6", [('txt',6,'Jack moved the peach to the red_box')]),
 C("So he knows it's in red_box", "belief", "true", "end", "Jack = red_box", [('bel','Jack','end','red_box')]),
 C("line 7 Isabella exits the back_yard", "event", "true", 7, "line 7", [('txt',7,'Isabella exited the back_yard')]),
 C("No more moves", "event", "true", None, "object unchanged after 6", [('obj','end','red_box')]),
 C("Isabella saw the move", "presence", "true", 6, "Isabella witnessed 6", [('wit','Isabella',6,True)]),
 C("Logan saw the peach in the blue_bathtub before he exited the closet", "presence", "false", 4, "PLANTED: Logan was in the closet; not in witnessed_by 4 (Logan belief None)", [('wit','Logan',4,True)]),
 C("he never sees the move", "presence", "true", 6, "Logan not in witnessed_by 6", [('wit','Logan',6,False)]),
 C("Jack will look in the red_box", "belief", "true", "end", "Jack = red_box", [('bel','Jack','end','red_box')], ans=True),
 C("since he moved it there himself", "event", "true", 6, "line 6", [('txt',6,'Jack moved the peach')]),
]

RECORDS = [
 R("answer_first", "unsound", "red_box", r1, c1),
 R("numbered", "wrong", "blue_bathtub", r2, c2),
 R("narrative", "sound", "red_box", r3, c3),
 R("terse", "unsupported", "red_box", r4, c4),
 R("thinking", "unsound", "red_box", r5, c5),
]
