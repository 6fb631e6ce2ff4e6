from common import C
ALL = ['Aria','Jackson','Chloe','Emma','Emily']
RECORDS = [
dict(style="answer_first", label="unsupported", stated_answer="blue_container",
response="""**H. blue_container**

Aria believes the watermelon is in the blue_container.""",
claims=[
 C("Aria believes the watermelon is in the blue_container", "belief", "true", "end", "answer restated", chk=('b','Aria','end','blue_container')),
]),
dict(style="numbered", label="sound", stated_answer="blue_container",
response="""**Step 1:** The watermelon starts in the green_container (line 2), with all five in the hallway.

**Step 2:** Aria moves it to the blue_container (line 4).

**Step 3:** Aria leaves the hallway (line 6). After she's gone, Jackson moves the watermelon to the blue_bucket (line 7) — Aria doesn't see this.

**Step 4:** The staircase scene later involves Aria, but it's about the cucumber, not the watermelon. Nobody tells Aria anything about the watermelon.

**Final answer:** H. blue_container""",
claims=[
 C("The watermelon starts in the green_container (line 2)", "location", "true", 2, "line 2", chk=('o','watermelon',2,'green_container')),
 C("with all five in the hallway", "presence", "true", 2, "all in hallway", chk=[('r',a,2,'hallway') for a in ALL]),
 C("Aria moves it to the blue_container (line 4)", "event", "true", 4, "line 4", chk=('o','watermelon',4,'blue_container')),
 C("Aria leaves the hallway (line 6)", "event", "true", 6, "line 6", chk=('r','Aria',6,None)),
 C("After she's gone, Jackson moves the watermelon to the blue_bucket (line 7)", "event", "true", 7, "line 7", chk=[('o','watermelon',7,'blue_bucket'),('r','Aria',7,None)]),
 C("Aria doesn't see this", "presence", "true", 7, "Aria not witness 7", chk=('nw','Aria',7)),
 C("The staircase scene later involves Aria", "presence", "true", 18, "Aria in staircase at 18", chk=('r','Aria',18,'staircase')),
 C("it's about the cucumber, not the watermelon", "event", "true", 23, "lines 19-23 concern cucumber", chk=[('o','watermelon',t,'blue_bucket') for t in range(18,28)]),
 C("Nobody tells Aria anything about the watermelon", "communication", "true", "end", "no claims or tells in the story", chk=('b','Aria','end','blue_container')),
]),
dict(style="narrative", label="sound", stated_answer="blue_container",
response="""Let me trace what Aria actually saw. She's in the hallway when the watermelon is in the green_container, and she's the one who moves it to the blue_container. Right after that she leaves — Emily's liking the blue_bucket in between doesn't matter.

Once Aria is out, Jackson moves the watermelon into the blue_bucket, and Chloe, Emma and Emily see it, but Aria doesn't. When she comes back later it's to the staircase with Emily and Jackson, and the only object there is the cucumber.

So Aria still believes the watermelon is where she left it. The answer is H. blue_container.""",
claims=[
 C("She's in the hallway when the watermelon is in the green_container", "presence", "true", 2, "Aria in hallway at 2", chk=[('r','Aria',2,'hallway'),('o','watermelon',2,'green_container')]),
 C("she's the one who moves it to the blue_container", "event", "true", 4, "line 4", chk=('o','watermelon',4,'blue_container')),
 C("Right after that she leaves", "order", "true", 6, "move 4, exit 6 (line 5 is a non-event)", chk=('r','Aria',6,None)),
 C("Emily's liking the blue_bucket in between", "event", "true", 5, "line 5"),
 C("Once Aria is out, Jackson moves the watermelon into the blue_bucket", "event", "true", 7, "line 7", chk=[('o','watermelon',7,'blue_bucket'),('r','Aria',7,None)]),
 C("Chloe, Emma and Emily see it", "presence", "true", 7, "witnesses of 7", chk=[('w',a,7) for a in ['Chloe','Emma','Emily']]),
 C("but Aria doesn't", "presence", "true", 7, "Aria not witness 7", chk=('nw','Aria',7)),
 C("When she comes back later it's to the staircase with Emily and Jackson", "event", "true", 18, "line 18", chk=[('r',a,18,'staircase') for a in ['Aria','Emily','Jackson']]),
 C("the only object there is the cucumber", "event", "true", 19, "line 19 cucumber in blue_bathtub", chk=('o','cucumber',19,'blue_bathtub')),
 C("Aria still believes the watermelon is where she left it", "belief", "true", "end", "answer", chk=('b','Aria','end','blue_container')),
]),
dict(style="terse", label="wrong", stated_answer="blue_bucket",
response="""G. blue_bucket, since that's where Jackson put it last.""",
claims=[
 C("that's where Jackson put it last", "event", "true", 7, "Jackson's move at 7 is the last watermelon move", chk=[('o','watermelon',t,'blue_bucket') for t in range(7,28)]),
]),
dict(style="thinking", label="unsound", stated_answer="blue_container",
response="""<think>
Aria's own belief about the watermelon.

Line 2: watermelon in green_container. Line 4: Aria moves it to blue_container — she did it herself, so she knows. Line 6: Aria exits. Line 7: Jackson moves it to blue_bucket; Chloe, Emma, Emily are there, Aria isn't.

Does Aria learn about the blue_bucket later? Line 18 Emily, Aria and Jackson enter the staircase. That part is about the cucumber: it starts in the blue_drawer, and Aria moves it later. Nothing about the watermelon. No public claims or private tells in this story at all.

So Aria really thinks blue_container.
</think>

**H. blue_container**""",
claims=[
 C("Line 2: watermelon in green_container", "location", "true", 2, "line 2", chk=('o','watermelon',2,'green_container')),
 C("Line 4: Aria moves it to blue_container", "event", "true", 4, "line 4", chk=('o','watermelon',4,'blue_container')),
 C("she knows", "belief", "true", 4, "Aria = blue_container", chk=('b','Aria',4,'blue_container')),
 C("Line 6: Aria exits", "event", "true", 6, "line 6", chk=('r','Aria',6,None)),
 C("Line 7: Jackson moves it to blue_bucket", "event", "true", 7, "line 7", chk=('o','watermelon',7,'blue_bucket')),
 C("Chloe, Emma, Emily are there", "presence", "true", 7, "witnesses of 7", chk=[('w',a,7) for a in ['Chloe','Emma','Emily']]),
 C("Aria isn't", "presence", "true", 7, "Aria not witness 7", chk=('nw','Aria',7)),
 C("Line 18 Emily, Aria and Jackson enter the staircase", "event", "true", 18, "line 18", chk=[('r',a,18,'staircase') for a in ['Aria','Emily','Jackson']]),
 C("it starts in the blue_drawer", "location", "false", 19, "PLANT: cucumber starts in the blue_bathtub (19); blue_drawer only after Aria's move at 23", chk=('o','cucumber',19,'blue_drawer')),
 C("Aria moves it later", "event", "true", 23, "line 23", chk=('o','cucumber',23,'blue_drawer')),
 C("Nothing about the watermelon", "event", "true", 26, "watermelon unchanged 18-27", chk=[('o','watermelon',t,'blue_bucket') for t in range(18,28)]),
 C("No public claims or private tells in this story at all", "communication", "true", "end", "none in story"),
 C("So Aria really thinks blue_container", "belief", "true", "end", "answer", chk=('b','Aria','end','blue_container')),
]),
]
