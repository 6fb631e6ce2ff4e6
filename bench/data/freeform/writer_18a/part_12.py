RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_drawer",
response="""M. red_drawer

Explanation:
- Aria moved the pineapple to the red_drawer herself (line 8) and left the sunroom right after (line 9).
- Mila's move to the green_box (line 10) happened after Aria was gone.
- The cellar scene and the waiting-room messages are all about the apple, not the pineapple.""",
claims=[
("Aria moved the pineapple to the red_drawer herself (line 8)","event","true",8,"line 8"),
("left the sunroom right after (line 9)","order","true",9,"line 9"),
("Mila's move to the green_box (line 10) happened after Aria was gone","order","true",10,"10 after 9"),
("The cellar scene and the waiting-room messages are all about the apple","event","true",None,"lines 16-25 concern apple"),
]),
dict(style="numbered", label="unsound", stated_answer="red_drawer",
response="""Let's think step by step.

1. The pineapple starts in the blue_suitcase (line 2).
2. Charlotte leaves; Chloe moves the pineapple to the green_bathtub (line 6) and leaves.
3. Aria moves it to the red_drawer (line 8), watched by Liam and Mila.
4. Aria exits at line 9.
5. Liam then moves it to the green_box (line 10), which Aria does not see.
6. Nothing later concerns the pineapple.

\\boxed{red\\_drawer}""",
claims=[
("The pineapple starts in the blue_suitcase (line 2)","location","true",2,"line 2"),
("Charlotte leaves","event","true",4,"line 4"),
("Chloe moves the pineapple to the green_bathtub (line 6)","event","true",6,"line 6"),
("and leaves","event","true",7,"line 7"),
("Aria moves it to the red_drawer (line 8)","event","true",8,"line 8"),
("watched by Liam and Mila","presence","true",8,"witnessed 8"),
("Aria exits at line 9","event","true",9,"line 9"),
("Liam then moves it to the green_box (line 10)","event","false",10,"PLANT: Mila moved it, not Liam"),
("which Aria does not see","presence","true",10,"not witnessed"),
("Nothing later concerns the pineapple","event","true",None,"no later pineapple events"),
]),
dict(style="narrative", label="sound", stated_answer="red_drawer",
response="""Let me trace where Aria was when the pineapple moved. She was there for all of the early moves: the blue_suitcase start, and Chloe shifting it into the green_bathtub. Then Aria herself put it in the red_drawer and walked out. After that Mila relocated it to the green_box, but only Mila and Liam were around for that.

Later, Aria goes into the cellar with Mila and Liam, but they only deal with the apple there, and in the waiting room Mila's public claim and Liam's whisper are about the apple too. Nothing updates Aria on the pineapple.

The answer is M. red_drawer.""",
claims=[
("She was there for all of the early moves","presence","true",6,"witnessed 2, 6"),
("Chloe shifting it into the green_bathtub","event","true",6,"line 6"),
("Aria herself put it in the red_drawer","event","true",8,"line 8"),
("walked out","event","true",9,"line 9"),
("Mila relocated it to the green_box","event","true",10,"line 10"),
("only Mila and Liam were around for that","presence","true",10,"witnessed 10"),
("Aria goes into the cellar with Mila and Liam","event","true",15,"line 15"),
("they only deal with the apple there","event","true",21,"lines 16-21"),
("Mila's public claim and Liam's whisper are about the apple too","communication","true",25,"lines 24-25"),
("Nothing updates Aria on the pineapple","belief","true","end","Aria red_drawer since 8"),
]),
dict(style="terse", label="wrong", stated_answer="green_box",
response="""N. green_box — that's where Mila left it.""",
claims=[
("that's where Mila left it","event","true",10,"Mila moved it to green_box"),
]),
dict(style="thinking", label="wrong", stated_answer="blue_crate",
response="""<think>
Aria really thinks... Aria was in the cellar and moved the apple to the blue_crate at line 17. Hmm, the question says pineapple though. Wait. Let me re-read. "Where does Aria really think the pineapple is?"
Okay, pineapple: Aria moved it to red_drawer at line 8. But then in the cellar... the story gets tangled, and Aria was the first to leave the cellar (line 18). I think the question intends the most recent thing Aria did, which is the blue_crate.
</think>

F? No — J. blue_crate.""",
claims=[
("Aria was in the cellar and moved the apple to the blue_crate at line 17","event","true",17,"line 17"),
("Aria moved it to red_drawer at line 8","event","true",8,"line 8"),
("Aria was the first to leave the cellar (line 18)","order","true",18,"first cellar exit"),
]),
]
