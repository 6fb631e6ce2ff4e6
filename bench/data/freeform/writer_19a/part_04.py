from common import C
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="green_drawer",
response="""G. green_drawer

Explanation:
Sophia is the first to leave the basement (line 4), and at that point the potato is still in the green_drawer, where it started (line 2). Everything after that happens without her: Ethan moves the potato to the blue_pantry (line 5), and Jayden and Avery move it again later. Since Sophia left before Ethan did anything, the last thing she saw Ethan see was the potato in the green_drawer. So Sophia thinks Ethan thinks the potato is in the green_drawer.""",
claims=[
 C("Sophia is the first to leave the basement (line 4)", "order", "true", 4, "first exit at 4", chk=('r','Sophia',4,None)),
 C("the potato is still in the green_drawer", "location", "true", 4, "at line 4", chk=('o','potato',4,'green_drawer')),
 C("where it started (line 2)", "location", "true", 2, "line 2", chk=('o','potato',2,'green_drawer')),
 C("Ethan moves the potato to the blue_pantry (line 5)", "event", "false", 5, "PLANT: Ethan moved it to the green_suitcase; blue_pantry was Jayden at 7", chk=('o','potato',5,'blue_pantry')),
 C("Jayden and Avery move it again later", "event", "true", 7, "lines 7 and 9"),
 C("Sophia left before Ethan did anything", "order", "true", 5, "exit 4 before move 5"),
 C("the last thing she saw Ethan see was the potato in the green_drawer", "belief", "true", 4, "Sophia->Ethan green_drawer at 4", chk=('b','Sophia -> Ethan',4,'green_drawer')),
 C("Sophia thinks Ethan thinks the potato is in the green_drawer", "belief", "true", "end", "answer", chk=('b','Sophia -> Ethan','end','green_drawer')),
]),
dict(style="numbered", label="sound", stated_answer="green_drawer",
response="""Let's think step by step.

1. The potato begins in the green_drawer, and all five people are in the basement to see it.
2. Sophia stays for a minute and then exits (line 4). Nobody has touched the potato yet.
3. Ethan moves it to the green_suitcase and leaves. Sophia isn't there for either.
4. Jayden then puts it in the blue_pantry, and Avery moves it to the green_cupboard, where it stays.
5. Sophia doesn't see any of the moves. From her point of view, Ethan has no reason to think the potato is anywhere but the green_drawer.

So Sophia thinks Ethan thinks the potato is in the green_drawer.

\\boxed{green_drawer}""",
claims=[
 C("The potato begins in the green_drawer", "location", "true", 2, "line 2", chk=('o','potato',2,'green_drawer')),
 C("all five people are in the basement to see it", "presence", "true", 2, "all witnessed 2", chk=[('w',a,2) for a in ['Sophia','Ethan','Jayden','Avery','William']]),
 C("Sophia stays for a minute and then exits (line 4)", "event", "true", 4, "lines 3-4", chk=('r','Sophia',4,None)),
 C("Nobody has touched the potato yet", "event", "true", 4, "no move before line 5", chk=('o','potato',4,'green_drawer')),
 C("Ethan moves it to the green_suitcase", "event", "true", 5, "line 5", chk=('o','potato',5,'green_suitcase')),
 C("and leaves", "event", "true", 6, "line 6", chk=('r','Ethan',6,None)),
 C("Sophia isn't there for either", "presence", "true", 5, "Sophia not witness of 5 or 6", chk=[('nw','Sophia',5),('nw','Sophia',6)]),
 C("Jayden then puts it in the blue_pantry", "event", "true", 7, "line 7", chk=('o','potato',7,'blue_pantry')),
 C("Avery moves it to the green_cupboard", "event", "true", 9, "line 9", chk=('o','potato',9,'green_cupboard')),
 C("where it stays", "location", "true", "end", "green_cupboard at end", chk=('o','potato','end','green_cupboard')),
 C("Sophia doesn't see any of the moves", "presence", "true", 5, "Sophia not witness of 5, 7, 9", chk=[('nw','Sophia',5),('nw','Sophia',7),('nw','Sophia',9)]),
 C("From her point of view, Ethan has no reason to think the potato is anywhere but the green_drawer", "belief", "true", "end", "Sophia->Ethan green_drawer", chk=('b','Sophia -> Ethan','end','green_drawer')),
 C("Sophia thinks Ethan thinks the potato is in the green_drawer", "belief", "true", "end", "answer", chk=('b','Sophia -> Ethan','end','green_drawer')),
]),
dict(style="narrative", label="unsound", stated_answer="green_drawer",
response="""Let me trace where each person was as the potato moved around.

The potato starts in the green_drawer with everyone present. Sophia is the first one out of the basement, and she leaves before anyone has moved anything. After she's gone, Ethan moves the potato to the green_suitcase, then exits; Jayden moves it to the blue_pantry; Avery moves it to the green_cupboard.

Ethan, for his part, ends up believing the potato is in the green_cupboard, but Sophia has no way of knowing about any of that. The last time she and Ethan were in the room together, the potato was sitting in the green_drawer, so that's where she'd expect Ethan to think it is.

The answer is G. green_drawer.""",
claims=[
 C("The potato starts in the green_drawer", "location", "true", 2, "line 2", chk=('o','potato',2,'green_drawer')),
 C("with everyone present", "presence", "true", 2, "all witnessed 2"),
 C("Sophia is the first one out of the basement", "order", "true", 4, "first exit"),
 C("she leaves before anyone has moved anything", "order", "true", 4, "exit 4 before first move 5", chk=('o','potato',4,'green_drawer')),
 C("After she's gone, Ethan moves the potato to the green_suitcase", "event", "true", 5, "line 5", chk=('o','potato',5,'green_suitcase')),
 C("then exits", "event", "true", 6, "line 6", chk=('r','Ethan',6,None)),
 C("Jayden moves it to the blue_pantry", "event", "true", 7, "line 7", chk=('o','potato',7,'blue_pantry')),
 C("Avery moves it to the green_cupboard", "event", "true", 9, "line 9", chk=('o','potato',9,'green_cupboard')),
 C("Ethan, for his part, ends up believing the potato is in the green_cupboard", "belief", "false", "end", "PLANT: Ethan left at 6, believes green_suitcase", chk=('b','Ethan','end','green_cupboard')),
 C("Sophia has no way of knowing about any of that", "presence", "true", 5, "Sophia witnessed none of 5-9", chk=[('nw','Sophia',5),('nw','Sophia',7),('nw','Sophia',9)]),
 C("The last time she and Ethan were in the room together, the potato was sitting in the green_drawer", "location", "true", 4, "at Sophia's exit", chk=('o','potato',4,'green_drawer')),
 C("that's where she'd expect Ethan to think it is", "belief", "true", "end", "answer", chk=('b','Sophia -> Ethan','end','green_drawer')),
]),
dict(style="terse", label="sound", stated_answer="green_drawer",
response="""G. green_drawer. Sophia walked out before Ethan moved anything.""",
claims=[
 C("Sophia walked out before Ethan moved anything", "order", "true", 5, "exit 4 before move 5", chk=[('r','Sophia',4,None),('o','potato',4,'green_drawer')]),
]),
dict(style="thinking", label="wrong", stated_answer="green_suitcase",
response="""<think>
Okay, Sophia thinks Ethan thinks... second order.

Start: potato in green_drawer, everyone in the basement.
Sophia stays a minute. Then Ethan moves the potato to the green_suitcase. Sophia was there for that, so she knows Ethan put it in the green_suitcase.
Then Sophia exits, Ethan exits.
Jayden moves it to the green_cupboard — no wait, Jayden moves it to the blue_pantry; Avery is the one who moves it to the green_cupboard. Ethan had already left by then, so Ethan doesn't know about either of those.

So Ethan thinks green_suitcase, and Sophia saw Ethan make that move, so Sophia thinks Ethan thinks green_suitcase.
</think>

J. green_suitcase""",
claims=[
 C("potato in green_drawer", "location", "true", 2, "line 2", chk=('o','potato',2,'green_drawer')),
 C("everyone in the basement", "presence", "true", 2, "all in basement", chk=[('r',a,2,'basement') for a in ['Sophia','Ethan','Jayden','Avery','William']]),
 C("Sophia stays a minute", "event", "true", 3, "line 3"),
 C("Then Ethan moves the potato to the green_suitcase", "event", "true", 5, "line 5", chk=('o','potato',5,'green_suitcase')),
 C("Sophia was there for that", "presence", "false", 5, "Sophia exited at 4", chk=('w','Sophia',5)),
 C("she knows Ethan put it in the green_suitcase", "belief", "false", 5, "Sophia = green_drawer at 5", chk=('b','Sophia',5,'green_suitcase')),
 C("Then Sophia exits", "order", "false", 4, "Sophia exits at 4, before Ethan's move at 5"),
 C("Ethan exits", "event", "true", 6, "line 6", chk=('r','Ethan',6,None)),
 C("Jayden moves it to the blue_pantry", "event", "true", 7, "line 7 (correction)", chk=('o','potato',7,'blue_pantry')),
 C("Avery is the one who moves it to the green_cupboard", "event", "true", 9, "line 9", chk=('o','potato',9,'green_cupboard')),
 C("Ethan had already left by then", "order", "true", 7, "Ethan exit 6 before 7", chk=('r','Ethan',7,None)),
 C("Ethan doesn't know about either of those", "belief", "true", 9, "Ethan = green_suitcase at 9", chk=('b','Ethan',9,'green_suitcase')),
 C("Ethan thinks green_suitcase", "belief", "true", "end", "Ethan = green_suitcase", chk=('b','Ethan','end','green_suitcase')),
 C("Sophia saw Ethan make that move", "presence", "false", 5, "Sophia absent at 5", chk=('w','Sophia',5)),
 C("Sophia thinks Ethan thinks green_suitcase", "belief", "false", "end", "gold green_drawer", chk=('b','Sophia -> Ethan','end','green_suitcase')),
]),
]
