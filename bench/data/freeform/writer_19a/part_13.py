from common import C
ALL = ['Aria','Jack','Gracie','Ethan','Mia']
Q = 'Mia -> Gracie -> Aria'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_suitcase",
response="""B. green_suitcase

Explanation:
Aria moves the banana from the blue_cupboard to the green_suitcase (line 3) and leaves right away (line 4). Gracie and Mia are both in the lounge for that, so each knows Aria's last sight of the banana was the green_suitcase. The later moves — Jack's to the blue_envelope, Gracie's to the blue_drawer, Ethan's to the green_pantry and Mia's back to the blue_cupboard — all happen after Aria is gone. The lemon claims at the end don't involve the banana.

Mia thinks Gracie thinks Aria thinks the banana is in the green_suitcase.""",
claims=[
 C("Aria moves the banana from the blue_cupboard to the green_suitcase (line 3)", "event", "true", 3, "line 3", chk=[('o','banana',2,'blue_cupboard'),('o','banana',3,'green_suitcase')]),
 C("leaves right away (line 4)", "event", "true", 4, "line 4", chk=('r','Aria',4,None)),
 C("Gracie and Mia are both in the lounge for that", "presence", "true", 3, "witnesses of 3", chk=[('w','Gracie',3),('w','Mia',3)]),
 C("each knows Aria's last sight of the banana was the green_suitcase", "belief", "true", 4, "Gracie->Aria and Mia->Aria green_suitcase", chk=[('b','Gracie -> Aria',4,'green_suitcase'),('b','Mia -> Aria',4,'green_suitcase'),('b','Gracie -> Aria','end','green_suitcase'),('b','Mia -> Aria','end','green_suitcase')]),
 C("Jack's to the blue_envelope", "event", "true", 6, "line 6", chk=('o','banana',6,'blue_envelope')),
 C("Gracie's to the blue_drawer", "event", "true", 8, "line 8", chk=('o','banana',8,'blue_drawer')),
 C("Ethan's to the green_pantry", "event", "true", 10, "line 10", chk=('o','banana',10,'green_pantry')),
 C("Mia's back to the blue_cupboard", "event", "true", 12, "line 12", chk=('o','banana',12,'blue_cupboard')),
 C("all happen after Aria is gone", "order", "true", 6, "exit 4 before moves 6-12", chk=[('nw','Aria',t) for t in (6,8,10,12)]),
 C("The lemon claims at the end don't involve the banana", "communication", "true", 26, "lines 26-27 about lemon", chk=[('o','banana',t,'blue_cupboard') for t in (25,26,27)]),
 C("Mia thinks Gracie thinks Aria thinks the banana is in the green_suitcase", "belief", "true", "end", "answer", chk=('b',Q,'end','green_suitcase')),
]),
dict(style="numbered", label="wrong", stated_answer="blue_drawer",
response="""Let's think step by step.

1. Initially the banana is in the blue_cupboard.
2. Aria moves it to the green_suitcase and then exits the lounge.
3. Jack moves it to the blue_envelope and exits.
4. Gracie moves it to the blue_drawer and exits. Mia watched Gracie do this.
5. Since Gracie herself put the banana in the blue_drawer, she would assume that is where everyone thinks it is, including Aria.
6. Mia saw Gracie's move, so Mia thinks Gracie thinks Aria thinks the banana is in the blue_drawer.

The answer is \\boxed{blue_drawer}.""",
claims=[
 C("Initially the banana is in the blue_cupboard", "location", "true", 2, "line 2", chk=('o','banana',2,'blue_cupboard')),
 C("Aria moves it to the green_suitcase", "event", "true", 3, "line 3", chk=('o','banana',3,'green_suitcase')),
 C("then exits the lounge", "event", "true", 4, "line 4", chk=('r','Aria',4,None)),
 C("Jack moves it to the blue_envelope", "event", "true", 6, "line 6", chk=('o','banana',6,'blue_envelope')),
 C("and exits", "event", "true", 7, "Jack exits 7", chk=('r','Jack',7,None)),
 C("Gracie moves it to the blue_drawer", "event", "true", 8, "line 8", chk=('o','banana',8,'blue_drawer')),
 C("and exits", "event", "true", 9, "Gracie exits 9", chk=('r','Gracie',9,None), nth=1),
 C("Mia watched Gracie do this", "presence", "true", 8, "Mia witnessed 8", chk=('w','Mia',8)),
 C("she would assume that is where everyone thinks it is, including Aria", "belief", "false", "end", "Gracie->Aria = green_suitcase", chk=('b','Gracie -> Aria','end','blue_drawer')),
 C("Mia saw Gracie's move", "presence", "true", 8, "Mia witnessed 8", chk=('w','Mia',8)),
 C("Mia thinks Gracie thinks Aria thinks the banana is in the blue_drawer", "belief", "false", "end", "gold green_suitcase", chk=('b',Q,'end','blue_drawer')),
]),
dict(style="narrative", label="unsound", stated_answer="green_suitcase",
response="""Let me trace where each person was, starting with Aria since she's the innermost layer.

Aria moves the banana into the green_suitcase and then leaves the lounge, so her last view is the green_suitcase. Gracie and Mia both watch her do it and see her go.

After Aria leaves, the banana keeps moving: Jack puts it in the blue_envelope, Gracie puts it in the blue_drawer, and Ethan puts it in the green_pantry, which is where it sits when Mia finally leaves the lounge. None of these moves are visible to Aria, and both Gracie and Mia know she's gone.

So Gracie thinks Aria still believes the green_suitcase, and Mia, who saw the same thing Gracie saw about Aria, agrees. The trip to the front_yard and the lemon messages don't change anything about the banana.

The answer is B. green_suitcase.""",
claims=[
 C("Aria moves the banana into the green_suitcase", "event", "true", 3, "line 3", chk=('o','banana',3,'green_suitcase')),
 C("then leaves the lounge", "event", "true", 4, "line 4", chk=('r','Aria',4,None)),
 C("her last view is the green_suitcase", "belief", "true", "end", "Aria = green_suitcase", chk=('b','Aria','end','green_suitcase')),
 C("Gracie and Mia both watch her do it", "presence", "true", 3, "witnesses of 3", chk=[('w','Gracie',3),('w','Mia',3)]),
 C("see her go", "presence", "true", 4, "witnesses of 4", chk=[('w','Gracie',4),('w','Mia',4)]),
 C("Jack puts it in the blue_envelope", "event", "true", 6, "line 6", chk=('o','banana',6,'blue_envelope')),
 C("Gracie puts it in the blue_drawer", "event", "true", 8, "line 8", chk=('o','banana',8,'blue_drawer')),
 C("Ethan puts it in the green_pantry", "event", "true", 10, "line 10", chk=('o','banana',10,'green_pantry')),
 C("which is where it sits when Mia finally leaves the lounge", "location", "false", 13, "PLANT: Mia moved it to blue_cupboard at 12", chk=('o','banana',13,'green_pantry')),
 C("None of these moves are visible to Aria", "presence", "true", 6, "Aria not witness 6-10", chk=[('nw','Aria',t) for t in (6,8,10)]),
 C("both Gracie and Mia know she's gone", "presence", "true", 4, "both witnessed 4", chk=[('w','Gracie',4),('w','Mia',4)]),
 C("Gracie thinks Aria still believes the green_suitcase", "belief", "true", "end", "Gracie->Aria", chk=('b','Gracie -> Aria','end','green_suitcase')),
 C("Mia, who saw the same thing Gracie saw about Aria, agrees", "belief", "true", "end", "answer", chk=('b',Q,'end','green_suitcase')),
 C("The trip to the front_yard and the lemon messages don't change anything about the banana", "communication", "true", 26, "banana and chain unchanged 16-27", chk=[('b',Q,t,'green_suitcase') for t in range(16,28)]),
]),
dict(style="terse", label="sound", stated_answer="green_suitcase",
response="""green_suitcase. Aria left straight after putting it there, with Gracie and Mia watching.""",
claims=[
 C("Aria left straight after putting it there", "event", "true", 4, "move 3, exit 4", chk=[('o','banana',3,'green_suitcase'),('r','Aria',4,None)]),
 C("with Gracie and Mia watching", "presence", "true", 4, "witnesses of 3 and 4", chk=[('w','Gracie',3),('w','Mia',3),('w','Gracie',4),('w','Mia',4)]),
]),
dict(style="thinking", label="unsound", stated_answer="green_suitcase",
response="""<think>
Mia → Gracie → Aria, banana.

Step through:
- 2: banana in blue_cupboard.
- 3: Aria → green_suitcase. Everyone in the lounge.
- 4: Aria exits.
- 6: Jack → blue_envelope. 7: Gracie exits — no, 7 is Jack exiting.
- 8: Gracie → blue_drawer. 9: Gracie exits.
- 10: Ethan → green_pantry, 11 Ethan exits, 12 Mia → blue_cupboard, with Ethan still there, 13 Mia exits.

Aria only saw up to the green_suitcase. Gracie saw Aria leave, so Gracie → Aria = green_suitcase. Mia saw everything Gracie saw up to line 9, including Aria's exit, so Mia → Gracie → Aria = green_suitcase.

Front_yard: Jack, Ethan, Mia. Mia's public claim and Jack's private tell are about the lemon too.
</think>

B. green_suitcase""",
claims=[
 C("2: banana in blue_cupboard", "location", "true", 2, "line 2", chk=('o','banana',2,'blue_cupboard')),
 C("3: Aria → green_suitcase", "event", "true", 3, "line 3", chk=('o','banana',3,'green_suitcase')),
 C("Everyone in the lounge", "presence", "true", 3, "all in lounge", chk=[('r',a,3,'lounge') for a in ALL]),
 C("4: Aria exits", "event", "true", 4, "line 4", chk=('r','Aria',4,None)),
 C("6: Jack → blue_envelope", "event", "true", 6, "line 6", chk=('o','banana',6,'blue_envelope')),
 C("7 is Jack exiting", "event", "true", 7, "correction; line 7", chk=('r','Jack',7,None)),
 C("8: Gracie → blue_drawer", "event", "true", 8, "line 8", chk=('o','banana',8,'blue_drawer')),
 C("9: Gracie exits", "event", "true", 9, "line 9", chk=('r','Gracie',9,None)),
 C("10: Ethan → green_pantry", "event", "true", 10, "line 10", chk=('o','banana',10,'green_pantry')),
 C("11 Ethan exits", "event", "true", 11, "line 11", chk=('r','Ethan',11,None)),
 C("12 Mia → blue_cupboard", "event", "true", 12, "line 12", chk=('o','banana',12,'blue_cupboard')),
 C("with Ethan still there", "presence", "false", 12, "PLANT: Ethan exited at 11", chk=('w','Ethan',12)),
 C("13 Mia exits", "event", "true", 13, "line 13", chk=('r','Mia',13,None)),
 C("Aria only saw up to the green_suitcase", "belief", "true", "end", "Aria = green_suitcase", chk=('b','Aria','end','green_suitcase')),
 C("Gracie saw Aria leave", "presence", "true", 4, "Gracie witnessed 4", chk=('w','Gracie',4)),
 C("Gracie → Aria = green_suitcase", "belief", "true", "end", "Gracie->Aria", chk=('b','Gracie -> Aria','end','green_suitcase')),
 C("Mia saw everything Gracie saw up to line 9", "presence", "true", 9, "Mia witnessed every line Gracie witnessed 1-9", chk=[('w','Mia',t) for t in (1,2,3,4,6,7,8,9)]),
 C("including Aria's exit", "presence", "true", 4, "Mia witnessed 4", chk=('w','Mia',4)),
 C("Mia → Gracie → Aria = green_suitcase", "belief", "true", "end", "answer", chk=('b',Q,'end','green_suitcase')),
 C("Front_yard: Jack, Ethan, Mia", "event", "true", 16, "line 16", chk=[('r',a,16,'front_yard') for a in ['Jack','Ethan','Mia']]),
 C("Mia's public claim and Jack's private tell are about the lemon too", "communication", "true", 27, "lines 26, 27"),
]),
]
