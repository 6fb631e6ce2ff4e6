from common import C, R
# Q1 s6824-16-o1: Where does Mia really think the tangerine is? gold green_container

r1 = """**Answer: I. green_container**

Explanation:
- The tangerine starts out in the blue_suitcase (line 3).
- Mia herself moves it to the green_container in line 4 and then leaves the attic (line 5).
- The later move to the red_box by Amelia (line 8) happens after Mia is gone, so she never sees it.
- No one tells Mia anything afterward, so her belief stays at the green_container."""
c1 = [
 C("The tangerine starts out in the blue_suitcase (line 3)", "location", "true", 3, "objects row 3: blue_suitcase", [('obj',3,'blue_suitcase')]),
 C("Mia herself moves it to the green_container in line 4", "event", "true", 4, "line 4 text", [('txt',4,'Mia moved the tangerine to the green_container')]),
 C("then leaves the attic (line 5)", "event", "true", 5, "line 5 Mia exited", [('txt',5,'Mia exited the attic')]),
 C("The later move to the red_box by Amelia (line 8)", "event", "true", 8, "line 8 text", [('txt',8,'Amelia moved the tangerine to the red_box')]),
 C("happens after Mia is gone", "order", "true", 8, "Mia not in a room at line 8", [('room','Mia',8,None)]),
 C("she never sees it", "presence", "true", 8, "Mia not in witnessed_by of line 8", [('wit','Mia',8,False)]),
 C("No one tells Mia anything afterward", "communication", "true", None, "story has no tell/claim lines"),
 C("her belief stays at the green_container", "belief", "true", "end", "Mia = green_container at end", [('bel','Mia','end','green_container')], ans=True),
]

r2 = """Let's break down the story step by step:

**Step 1:** Everyone (Mia, Emily, Amelia, Abigail and Olivia) enters the attic, and the tangerine is in the blue_suitcase.

**Step 2:** Mia moves the tangerine to the green_container. At this point all five of them know it's there.

**Step 3:** Mia exits the attic. From now on she can't see what happens in there.

**Step 4:** Amelia moves the tangerine to the red_box. Emily, Abigail and Olivia are all still in the attic and see this.

**Step 5:** The rest leave the attic and all five end up in the waiting_room. Nobody says anything about the tangerine.

Since Mia left before the tangerine was moved to the red_box, she still thinks it is in the green_container.

**Answer:** I. green_container"""
c2 = [
 C("Everyone (Mia, Emily, Amelia, Abigail and Olivia) enters the attic", "event", "true", 2, "line 2", [('room','Mia',2,'attic'),('room','Emily',2,'attic'),('room','Olivia',2,'attic')]),
 C("the tangerine is in the blue_suitcase", "location", "true", 3, "objects row 3", [('obj',3,'blue_suitcase')]),
 C("Mia moves the tangerine to the green_container", "event", "true", 4, "line 4", [('txt',4,'Mia moved the tangerine to the green_container')]),
 C("At this point all five of them know it's there", "belief", "true", 4, "all five first-order beliefs green_container at row 4",
   [('bel','Mia',4,'green_container'),('bel','Emily',4,'green_container'),('bel','Amelia',4,'green_container'),('bel','Abigail',4,'green_container'),('bel','Olivia',4,'green_container')]),
 C("Mia exits the attic", "event", "true", 5, "line 5", [('txt',5,'Mia exited the attic')]),
 C("From now on she can't see what happens in there", "presence", "true", 5, "Mia never back in the attic", [('room','Mia',8,None),('room','Mia',13,None)]),
 C("Amelia moves the tangerine to the red_box", "event", "true", 8, "line 8", [('txt',8,'Amelia moved the tangerine to the red_box')]),
 C("Emily, Abigail and Olivia are all still in the attic and see this", "presence", "false", 8, "PLANTED: Emily exited at line 7; witnessed_by row 8 lacks Emily", [('wit','Emily',8,True),('wit','Abigail',8,True),('wit','Olivia',8,True)]),
 C("The rest leave the attic", "event", "true", 13, "rooms row 13 all None", [('room','Olivia',13,None),('room','Abigail',13,None)]),
 C("all five end up in the waiting_room", "presence", "true", 14, "rooms row 14", [('room','Mia',14,'waiting_room'),('room','Emily',14,'waiting_room'),('room','Amelia',14,'waiting_room'),('room','Abigail',14,'waiting_room'),('room','Olivia',14,'waiting_room')]),
 C("Nobody says anything about the tangerine", "communication", "true", None, "no tell/claim lines"),
 C("Mia left before the tangerine was moved to the red_box", "order", "true", 8, "exit line 5 < move line 8", [('room','Mia',8,None)]),
 C("she still thinks it is in the green_container", "belief", "true", "end", "Mia = green_container", [('bel','Mia','end','green_container')], ans=True),
]

r3 = """Let me trace where Mia was during each move of the tangerine.

At the start, all five people are in the attic, and the tangerine is sitting in the blue_suitcase. Mia is the one who makes the first move: she takes the tangerine out and puts it in the green_container. Right after that, she walks out of the attic.

Everything that follows happens without her. Emily lingers for a minute and leaves, and then Amelia moves the tangerine again, this time into the red_box. Abigail and Olivia see that move, but Mia is long gone by then.

Nothing in the story brings Mia back to the attic or gives her any new information — there's no conversation in the waiting_room at all. So when Mia left, her last view of the tangerine was in the green_container, and that's where she still believes it is.

The answer is I. green_container."""
c3 = [
 C("all five people are in the attic", "presence", "true", 3, "rooms row 3", [('room','Mia',3,'attic'),('room','Emily',3,'attic'),('room','Amelia',3,'attic'),('room','Abigail',3,'attic'),('room','Olivia',3,'attic')]),
 C("the tangerine is sitting in the blue_suitcase", "location", "true", 3, "objects row 3", [('obj',3,'blue_suitcase')]),
 C("she takes the tangerine out and puts it in the green_container", "event", "true", 4, "line 4", [('txt',4,'Mia moved the tangerine to the green_container')]),
 C("Right after that, she walks out of the attic", "event", "true", 5, "line 5", [('txt',5,'Mia exited the attic')]),
 C("Emily lingers for a minute and leaves", "event", "true", 7, "lines 6-7", [('txt',6,'Emily made no movements'),('txt',7,'Emily exited')]),
 C("then Amelia moves the tangerine again, this time into the red_box", "event", "true", 8, "line 8", [('txt',8,'Amelia moved the tangerine to the red_box')]),
 C("Abigail and Olivia see that move", "presence", "true", 8, "witnessed_by row 8", [('wit','Abigail',8,True),('wit','Olivia',8,True)]),
 C("Mia is long gone by then", "presence", "true", 8, "Mia not in room at 8", [('room','Mia',8,None)]),
 C("Nothing in the story brings Mia back to the attic", "presence", "true", None, "Mia never in attic after line 5", [('room','Mia',13,None),('room','Mia',14,'waiting_room')]),
 C("there's no conversation in the waiting_room at all", "communication", "true", 14, "no tell/claim lines"),
 C("when Mia left, her last view of the tangerine was in the green_container", "belief", "true", 5, "Mia = green_container at row 5", [('bel','Mia',5,'green_container')]),
 C("that's where she still believes it is", "belief", "true", "end", "Mia = green_container at end", [('bel','Mia','end','green_container')], ans=True),
]

r4 = """I. green_container"""
c4 = []

r5 = """<think>
The question asks where Mia "really" thinks the tangerine is. Let me go through the story.

The tangerine begins in the blue_suitcase. Mia moves it to the green_container at line 4, then she exits at line 5. Emily stays a minute and exits. Amelia moves it to the red_box at line 8.

Hmm, the word "really" seems to point at the actual location. After line 8 nobody else moves the tangerine, so it ends in the red_box. Abigail and Olivia both saw Amelia's move.

Wait, but the question is about Mia's belief... Mia wasn't there for the red_box move. But the word "really" is probably asking what's true, so the real location is what matters here. I'll go with red_box.
</think>

The tangerine really is in the red_box — Amelia moved it there at line 8, and nobody moved it afterward.

**Answer: F. red_box**"""
c5 = [
 C("The tangerine begins in the blue_suitcase", "location", "true", 3, "objects row 3", [('obj',3,'blue_suitcase')]),
 C("Mia moves it to the green_container at line 4", "event", "true", 4, "line 4", [('txt',4,'Mia moved the tangerine to the green_container')]),
 C("she exits at line 5", "event", "true", 5, "line 5", [('txt',5,'Mia exited')]),
 C("Emily stays a minute and exits", "event", "true", 7, "lines 6-7", [('txt',7,'Emily exited')]),
 C("Amelia moves it to the red_box at line 8", "event", "true", 8, "line 8", [('txt',8,'Amelia moved the tangerine to the red_box')]),
 C("After line 8 nobody else moves the tangerine", "event", "true", None, "objects red_box from 8 to end", [('obj','end','red_box')]),
 C("it ends in the red_box", "location", "true", "end", "objects end", [('obj','end','red_box')]),
 C("Abigail and Olivia both saw Amelia's move", "presence", "true", 8, "witnessed_by row 8", [('wit','Abigail',8,True),('wit','Olivia',8,True)]),
 C("Mia wasn't there for the red_box move", "presence", "true", 8, "Mia not in witnessed_by 8", [('wit','Mia',8,False)]),
 C("The tangerine really is in the red_box", "location", "true", "end", "objects end red_box (but not Mia's belief)", [('obj','end','red_box')]),
 C("Amelia moved it there at line 8", "event", "true", 8, "line 8", [('txt',8,'Amelia moved the tangerine to the red_box')]),
 C("nobody moved it afterward", "event", "true", None, "no move after 8", [('obj','end','red_box')]),
]

RECORDS = [
 R("answer_first", "sound", "green_container", r1, c1),
 R("numbered", "unsound", "green_container", r2, c2),
 R("narrative", "sound", "green_container", r3, c3),
 R("terse", "unsupported", "green_container", r4, c4),
 R("thinking", "wrong", "red_box", r5, c5),
]
