from common import C, R
# Q6 s6824-4-o4: Where does Isabella think Chloe thinks Jack thinks James thinks the potato is? gold blue_envelope
CH = 'Isabella -> Chloe -> Jack -> James'

r1 = """**Answer: O. blue_envelope**

Explanation:
1. The potato starts in the green_cupboard (line 3), and Chloe moves it to the blue_envelope (line 4) while all five are watching.
2. Chloe exits right after (line 5), so every later move — Isabella's to the green_pantry (line 8) and Oliver's back to the green_cupboard (line 12) — happens without her.
3. From Chloe's perspective, Jack and James both last saw the potato in the blue_envelope, so in her mind Jack thinks James thinks it's there.
4. Isabella was present when Chloe left, so she knows Chloe's view stopped at the blue_envelope. Later, when Isabella and Jack return to the back_yard (line 15), they find the potato in the green_pantry, but Chloe isn't there, so this doesn't change Isabella's idea of Chloe's beliefs.

Therefore Isabella thinks Chloe thinks Jack thinks James thinks the potato is in the blue_envelope."""
c1 = [
 C("The potato starts in the green_cupboard (line 3)", "location", "true", 3, "objects row 3", [('obj',3,'green_cupboard')]),
 C("Chloe moves it to the blue_envelope (line 4)", "event", "true", 4, "line 4", [('txt',4,'Chloe moved the potato to the blue_envelope')]),
 C("while all five are watching", "presence", "true", 4, "witnessed_by row 4 all five", [('wit','Chloe',4,True),('wit','James',4,True),('wit','Isabella',4,True),('wit','Jack',4,True),('wit','Oliver',4,True)]),
 C("Chloe exits right after (line 5)", "event", "true", 5, "line 5", [('txt',5,'Chloe exited the back_yard')]),
 C("Isabella's to the green_pantry (line 8)", "event", "true", 8, "line 8", [('txt',8,'Isabella moved the potato to the green_pantry')]),
 C("Oliver's back to the green_cupboard (line 12)", "event", "true", 12, "line 12", [('txt',12,'Oliver moved the potato to the green_cupboard')]),
 C("happens without her", "presence", "true", None, "Chloe absent at 8 and 12", [('wit','Chloe',8,False),('wit','Chloe',12,False)]),
 C("From Chloe's perspective, Jack and James both last saw the potato in the blue_envelope", "belief", "true", "end", "Chloe -> Jack, Chloe -> James = blue_envelope", [('bel','Chloe -> Jack','end','blue_envelope'),('bel','Chloe -> James','end','blue_envelope')]),
 C("in her mind Jack thinks James thinks it's there", "belief", "true", "end", "Chloe -> Jack -> James = blue_envelope", [('bel','Chloe -> Jack -> James','end','blue_envelope')]),
 C("Isabella was present when Chloe left", "presence", "true", 5, "Isabella witnessed 5", [('wit','Isabella',5,True)]),
 C("she knows Chloe's view stopped at the blue_envelope", "belief", "true", "end", "Isabella -> Chloe = blue_envelope", [('bel','Isabella -> Chloe','end','blue_envelope')]),
 C("when Isabella and Jack return to the back_yard (line 15)", "event", "true", 15, "line 15", [('txt',15,'Isabella, Oliver and Jack entered the back_yard')]),
 C("they find the potato in the green_pantry", "location", "false", 15, "PLANTED: potato is in the green_cupboard at row 15 (the plum goes in the green_pantry)", [('obj',15,'green_pantry')]),
 C("Chloe isn't there", "presence", "true", 15, "Chloe in waiting_room row 15", [('room','Chloe',15,'waiting_room')]),
 C("this doesn't change Isabella's idea of Chloe's beliefs", "belief", "true", 15, "Isabella -> Chloe stays blue_envelope at 15", [('bel','Isabella -> Chloe',15,'blue_envelope'),('bel','Isabella -> Chloe -> Jack',15,'blue_envelope')]),
 C("Therefore Isabella thinks Chloe thinks Jack thinks James thinks the potato is in the blue_envelope", "belief", "true", "end", "gold chain", [('bel',CH,'end','blue_envelope')], ans=True),
]

r2 = """Let's think step by step.

1. Chloe, James, Isabella, Jack and Oliver are all in the back_yard when the potato is put in the green_cupboard.
2. Chloe moves the potato to the blue_envelope. Everyone sees this, so at this moment every nested belief points to the blue_envelope.
3. Chloe leaves immediately afterward. Whatever Chloe thinks about Jack and James is frozen at this point: the blue_envelope.
4. Isabella stays long enough to watch Chloe leave, and she moves the potato herself later (to the green_pantry). But Chloe never sees that, and Isabella knows it.
5. No one ever tells Chloe anything, so Isabella has no reason to update her model of Chloe.
6. Therefore: Isabella → Chloe → Jack → James = blue_envelope.

\\boxed{blue_envelope}"""
c2 = [
 C("Chloe, James, Isabella, Jack and Oliver are all in the back_yard when the potato is put in the green_cupboard", "presence", "true", 3, "rooms row 3", [('room','Chloe',3,'back_yard'),('room','James',3,'back_yard'),('room','Isabella',3,'back_yard'),('room','Jack',3,'back_yard'),('room','Oliver',3,'back_yard'),('obj',3,'green_cupboard')]),
 C("Chloe moves the potato to the blue_envelope", "event", "true", 4, "line 4", [('txt',4,'Chloe moved the potato to the blue_envelope')]),
 C("Everyone sees this", "presence", "true", 4, "witnessed_by 4", [('wit','James',4,True),('wit','Isabella',4,True),('wit','Jack',4,True),('wit','Oliver',4,True)]),
 C("at this moment every nested belief points to the blue_envelope", "belief", "true", 4, "all belief chains blue_envelope at row 4", [('allbel',4,'blue_envelope')]),
 C("Chloe leaves immediately afterward", "event", "true", 5, "line 5", [('txt',5,'Chloe exited')]),
 C("Whatever Chloe thinks about Jack and James is frozen at this point: the blue_envelope", "belief", "true", "end", "Chloe -> Jack, Chloe -> James, Chloe -> Jack -> James = blue_envelope at end",
   [('bel','Chloe -> Jack','end','blue_envelope'),('bel','Chloe -> James','end','blue_envelope'),('bel','Chloe -> Jack -> James','end','blue_envelope')]),
 C("Isabella stays long enough to watch Chloe leave", "presence", "true", 5, "Isabella witnessed 5", [('wit','Isabella',5,True)]),
 C("she moves the potato herself later (to the green_pantry)", "event", "true", 8, "line 8", [('txt',8,'Isabella moved the potato to the green_pantry')]),
 C("Chloe never sees that", "presence", "true", 8, "Chloe not in witnessed_by 8", [('wit','Chloe',8,False)]),
 C("Isabella knows it", "belief", "true", 8, "Isabella -> Chloe stays blue_envelope at 8", [('bel','Isabella -> Chloe',8,'blue_envelope')]),
 C("No one ever tells Chloe anything", "communication", "true", None, "no tell lines"),
 C("Isabella → Chloe → Jack → James = blue_envelope", "belief", "true", "end", "gold chain", [('bel',CH,'end','blue_envelope')], ans=True),
]

r3 = """Let me think about what each person saw, starting with the deepest level.

James is in the back_yard for the first two placements: the potato in the green_cupboard, then Chloe moving it to the blue_envelope. He leaves at line 7. Jack stays longer and sees Isabella move the potato to the green_pantry before he leaves too.

Isabella is the one who made the green_pantry move, and she did it with Jack in the room. Since Jack saw it, Isabella would expect Chloe to figure Jack knows about the green_pantry — and Jack would assume James has caught up too, since they all meet in the waiting_room afterward. Chloe, imagining Jack's view, would end up in the same place.

So Isabella thinks Chloe thinks Jack thinks James thinks the potato is in the green_pantry.

The answer is K. green_pantry."""
c3 = [
 C("James is in the back_yard for the first two placements", "presence", "true", 4, "James witnessed 3 and 4", [('wit','James',3,True),('wit','James',4,True)]),
 C("the potato in the green_cupboard", "location", "true", 3, "objects row 3", [('obj',3,'green_cupboard')]),
 C("Chloe moving it to the blue_envelope", "event", "true", 4, "line 4", [('txt',4,'Chloe moved the potato to the blue_envelope')]),
 C("He leaves at line 7", "event", "true", 7, "line 7", [('txt',7,'James exited')]),
 C("Jack stays longer and sees Isabella move the potato to the green_pantry", "presence", "true", 8, "Jack witnessed 8", [('wit','Jack',8,True)]),
 C("before he leaves too", "order", "true", 11, "Jack exits 11 after move 8", [('txt',11,'Jack exited')]),
 C("Isabella is the one who made the green_pantry move", "event", "true", 8, "line 8", [('txt',8,'Isabella moved the potato to the green_pantry')]),
 C("she did it with Jack in the room", "presence", "true", 8, "Jack in back_yard row 8", [('room','Jack',8,'back_yard')]),
 C("Isabella would expect Chloe to figure Jack knows about the green_pantry", "belief", "false", "end", "Isabella -> Chloe -> Jack = blue_envelope", [('bel','Isabella -> Chloe -> Jack','end','green_pantry')]),
 C("Jack would assume James has caught up too", "belief", "false", "end", "Jack -> James = blue_envelope", [('bel','Jack -> James','end','green_pantry')]),
 C("since they all meet in the waiting_room afterward", "presence", "true", 14, "rooms row 14", [('room','Jack',14,'waiting_room'),('room','James',14,'waiting_room'),('room','Chloe',14,'waiting_room')]),
 C("Chloe, imagining Jack's view, would end up in the same place", "belief", "false", "end", "Chloe -> Jack -> James = blue_envelope", [('bel','Chloe -> Jack -> James','end','green_pantry')]),
 C("So Isabella thinks Chloe thinks Jack thinks James thinks the potato is in the green_pantry", "belief", "false", "end", "gold chain blue_envelope", [('bel',CH,'end','green_pantry')], ans=True),
]

r4 = """[blue_envelope]"""
c4 = []

r5 = """<think>
Four levels: Isabella -> Chloe -> Jack -> James.

Key question is when Chloe stops observing. Chloe moved the potato to the blue_envelope at line 4 and exited at line 5. At line 4 all five were present, so Chloe knows Jack and James both saw the blue_envelope move. Chloe -> Jack -> James = blue_envelope.

Now Isabella's model of Chloe. Isabella was in the back_yard at line 5 and saw Chloe leave. So Isabella knows Chloe's knowledge ends at blue_envelope.

Wait, the second visit to the back_yard, line 15 — Isabella, Oliver and Jack go back in. Chloe doesn't. Isabella sees the potato in the green_cupboard then, but that only changes Isabella's own belief, not what she thinks Chloe thinks.

Also no public or private communication in this story. Good.

Answer: blue_envelope.
</think>

O. blue_envelope. Chloe left right after moving the potato to the blue_envelope, and Isabella saw her go, so in Isabella's model Chloe's whole nested picture stays at the blue_envelope."""
c5 = [
 C("Chloe moved the potato to the blue_envelope at line 4", "event", "true", 4, "line 4", [('txt',4,'Chloe moved the potato to the blue_envelope')]),
 C("exited at line 5", "event", "true", 5, "line 5", [('txt',5,'Chloe exited')]),
 C("At line 4 all five were present", "presence", "true", 4, "rooms row 4", [('room','Chloe',4,'back_yard'),('room','James',4,'back_yard'),('room','Isabella',4,'back_yard'),('room','Jack',4,'back_yard'),('room','Oliver',4,'back_yard')]),
 C("Chloe knows Jack and James both saw the blue_envelope move", "belief", "true", 4, "Chloe -> Jack, Chloe -> James = blue_envelope", [('bel','Chloe -> Jack',4,'blue_envelope'),('bel','Chloe -> James',4,'blue_envelope')]),
 C("Chloe -> Jack -> James = blue_envelope", "belief", "true", "end", "gold row end", [('bel','Chloe -> Jack -> James','end','blue_envelope')]),
 C("Isabella was in the back_yard at line 5", "presence", "true", 5, "rooms row 5", [('room','Isabella',5,'back_yard')]),
 C("saw Chloe leave", "presence", "true", 5, "Isabella witnessed 5", [('wit','Isabella',5,True)]),
 C("Isabella knows Chloe's knowledge ends at blue_envelope", "belief", "true", "end", "Isabella -> Chloe = blue_envelope", [('bel','Isabella -> Chloe','end','blue_envelope')]),
 C("Isabella, Oliver and Jack go back in", "event", "true", 15, "line 15", [('txt',15,'Isabella, Oliver and Jack entered the back_yard')]),
 C("Chloe doesn't", "presence", "true", 15, "Chloe in waiting_room at 15", [('room','Chloe',15,'waiting_room')]),
 C("Isabella sees the potato in the green_cupboard then", "belief", "true", 15, "Isabella = green_cupboard at 15", [('bel','Isabella',15,'green_cupboard')]),
 C("that only changes Isabella's own belief, not what she thinks Chloe thinks", "belief", "true", 15, "Isabella -> Chloe stays blue_envelope", [('bel','Isabella -> Chloe',15,'blue_envelope'),('bel','Isabella',14,'green_pantry')]),
 C("no public or private communication in this story", "communication", "true", None, "no tell/claim lines"),
 C("Chloe left right after moving the potato to the blue_envelope", "event", "true", 5, "lines 4-5", [('txt',5,'Chloe exited')]),
 C("Isabella saw her go", "presence", "true", 5, "Isabella witnessed 5", [('wit','Isabella',5,True)]),
 C("in Isabella's model Chloe's whole nested picture stays at the blue_envelope", "belief", "true", "end", "gold chain", [('bel',CH,'end','blue_envelope'),('bel','Isabella -> Chloe -> Jack','end','blue_envelope')], ans=True),
]

RECORDS = [
 R("answer_first", "unsound", "blue_envelope", r1, c1),
 R("numbered", "sound", "blue_envelope", r2, c2),
 R("narrative", "wrong", "green_pantry", r3, c3),
 R("terse", "unsupported", "blue_envelope", r4, c4),
 R("thinking", "sound", "blue_envelope", r5, c5),
]
