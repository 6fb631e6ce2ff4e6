CH = 'Mila -> Aiden'
R1 = """Let's think step by step.
1. The pineapple starts in the red_basket (line 2), and everyone, including Mila and Aiden, sees this.
2. Mila is the first to leave the laundry (line 4).
3. Everything after that — Logan's move to the green_container and Aiden's move back to the red_basket — happens without Mila.
4. So in Mila's mind, Aiden last saw the pineapple in the red_basket.

The answer is [red_basket]."""
R2 = """**A. red_basket**

Mila exited at line 4, right after the pineapple was seen in the red_basket. She never saw Logan move it (line 11). Coincidentally Aiden put it back in the red_basket at line 13, so Aiden himself also thinks red_basket — but either way, Mila's model of Aiden is the red_basket."""
R3 = """Let me trace where each person was. All five start in the laundry with the pineapple in the red_basket. Mila leaves first, at line 4, and later she sees a dog, which is irrelevant. Sophia and Nathan leave after her, and then Logan moves the pineapple into the green_container while Aiden watches. By line 12 the pineapple was back in the red_basket, thanks to Aiden. None of that reached Mila, and the staircase scene only involves the lemon.

So Mila thinks Aiden thinks the pineapple is in the red_basket. The answer is A."""
R4 = """<think>
Mila → Aiden. Mila left at 4. Logan moves it to green_container at 11 while Aiden's there. Aiden then moves it... to red_basket at 13. So Aiden believes red_basket. And Mila doesn't know about either move. Hmm, I think the intended trick is that Logan's move is the last one Aiden shared with someone else, so green_container.
</think>
B. green_container"""
R5 = """A"""
RECORDS = [
 dict(style='numbered', label='sound', stated='red_basket', response=R1, claims=[
  ("The pineapple starts in the red_basket (line 2)", 'location', 'true', 2, 'line 2', ('o','red_basket')),
  ("everyone, including Mila and Aiden, sees this", 'presence', 'true', 2, 'all witnessed', ('w','Mila',True)),
  ("Mila is the first to leave the laundry (line 4)", 'order', 'true', 4, 'first exit', ('e',4,'Mila exited')),
  ("Logan's move to the green_container", 'event', 'true', 11, 'line 11', ('e',11,'Logan moved the pineapple to the green_container')),
  ("Aiden's move back to the red_basket", 'event', 'true', 13, 'line 13', ('e',13,'Aiden moved the pineapple to the red_basket')),
  ("happens without Mila", 'presence', 'true', 11, 'Mila absent', ('r','Mila',None)),
  ("in Mila's mind, Aiden last saw the pineapple in the red_basket", 'belief', 'true', 'end', 'gold', ('b',CH,'red_basket')),
 ]),
 dict(style='answer_first', label='sound', stated='red_basket', response=R2, claims=[
  ("Mila exited at line 4", 'event', 'true', 4, 'line 4', ('e',4,'Mila exited')),
  ("She never saw Logan move it (line 11)", 'presence', 'true', 11, 'not witness', ('w','Mila',False)),
  ("Aiden put it back in the red_basket at line 13", 'event', 'true', 13, 'line 13', ('e',13,'Aiden moved the pineapple to the red_basket')),
  ("Aiden himself also thinks red_basket", 'belief', 'true', 'end', 'Aiden=red_basket', ('b','Aiden','red_basket')),
  ("Mila's model of Aiden is the red_basket", 'belief', 'true', 'end', 'gold', ('b',CH,'red_basket')),
 ]),
 dict(style='narrative', label='unsound', stated='red_basket', response=R3, claims=[
  ("All five start in the laundry with the pineapple in the red_basket", 'location', 'true', 2, 'line 2', ('o','red_basket')),
  ("Mila leaves first, at line 4", 'order', 'true', 4, 'first exit', ('e',4,'Mila exited')),
  ("later she sees a dog", 'event', 'true', 5, 'line 5', ('e',5,'Mila saw a dog')),
  ("Sophia and Nathan leave after her", 'order', 'true', 10, 'exits 7 and 10', ('lt',4,7)),
  ("Logan moves the pineapple into the green_container", 'event', 'true', 11, 'line 11', ('e',11,'green_container')),
  ("while Aiden watches", 'presence', 'true', 11, 'witness', ('w','Aiden',True)),
  ("By line 12 the pineapple was back in the red_basket", 'location', 'false', 12, 'PLANTED: still green_container at 12; Aiden moved it at 13', ('o','red_basket')),
  ("None of that reached Mila", 'presence', 'true', 11, 'Mila absent', ('w','Mila',False)),
  ("the staircase scene only involves the lemon", 'event', 'true', None, 'lines 16-25', ('e',17,'lemon')),
  ("Mila thinks Aiden thinks the pineapple is in the red_basket", 'belief', 'true', 'end', 'gold', ('b',CH,'red_basket')),
 ]),
 dict(style='thinking', label='wrong', stated='green_container', response=R4, claims=[
  ("Mila left at 4", 'event', 'true', 4, 'line 4', ('e',4,'Mila exited')),
  ("Logan moves it to green_container at 11", 'event', 'true', 11, 'line 11', ('e',11,'green_container')),
  ("while Aiden's there", 'presence', 'true', 11, 'witness', ('w','Aiden',True)),
  ("to red_basket at 13", 'event', 'true', 13, 'line 13', ('e',13,'Aiden moved the pineapple to the red_basket')),
  ("So Aiden believes red_basket", 'belief', 'true', 'end', 'Aiden=red_basket', ('b','Aiden','red_basket')),
  ("Mila doesn't know about either move", 'belief', 'true', 'end', 'Mila=red_basket', ('b','Mila','red_basket')),
 ]),
 dict(style='terse', label='unsupported', stated='red_basket', response=R5, claims=[]),
]
