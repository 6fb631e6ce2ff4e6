# q11: s6814-16-o1  Charlotte cucumber -> red_crate (E)
RECORDS = [
dict(style="thinking", label="sound", stated_answer="red_crate",
response="""<think>
Charlotte's own belief. She was in the master_bedroom until line 12.

Cucumber: green_bathtub (2). Carter and William leave (4, 7). Isla moves it to the green_basket (8) — Charlotte sees. Isla leaves (9). Charlotte herself moves it to the red_crate (10), Aiden watching. Charlotte leaves (12). Aiden doesn't move it after that.

Waiting room: Isla privately tells Carter green_crate — not Charlotte's business, she doesn't hear it. William privately tells Charlotte red_crate, which matches what she already thinks. Actually, William left at line 7, long before the red_crate move, so he couldn't have seen it... odd, but it doesn't change anything for Charlotte either way.

So red_crate.
</think>

E. red_crate — Charlotte put it there herself (line 10) and nothing she saw or heard afterwards points elsewhere.""",
claims=[
("She was in the master_bedroom until line 12","presence","true",12,"Charlotte exited 12"),
("Cucumber: green_bathtub (2)","location","true",2,"line 2"),
("Carter and William leave (4, 7)","event","true",7,"lines 4, 7"),
("Isla moves it to the green_basket (8)","event","true",8,"line 8"),
("Charlotte sees","presence","true",8,"Charlotte witnessed 8"),
("Isla leaves (9)","event","true",9,"line 9"),
("Charlotte herself moves it to the red_crate (10)","event","true",10,"line 10"),
("Aiden watching","presence","true",10,"Aiden witnessed 10"),
("Charlotte leaves (12)","event","true",12,"line 12"),
("Aiden doesn't move it after that","event","true",14,"no move 12-14"),
("Isla privately tells Carter green_crate","communication","true",16,"line 16"),
("she doesn't hear it","presence","true",16,"witnessed_by Carter, Isla"),
("William privately tells Charlotte red_crate","communication","true",17,"line 17"),
("which matches what she already thinks","belief","true",16,"Charlotte=red_crate before 17"),
("William left at line 7, long before the red_crate move","order","true",7,"7 < 10"),
("he couldn't have seen it","presence","true",10,"William not a witness of 10"),
("it doesn't change anything for Charlotte","communication","true",17,"Charlotte=red_crate unchanged"),
("E. red_crate","belief","true","end","answer"),
("Charlotte put it there herself (line 10)","event","true",10,"line 10"),
("nothing she saw or heard afterwards points elsewhere","belief","true","end","Charlotte=red_crate from 10 to end"),
]),
dict(style="narrative", label="unsound", stated_answer="red_crate",
response="""Let me trace what Charlotte saw. She was there at the start, with the cucumber in the green_bathtub, and she watched Isla move it to the green_basket. After Isla left, Charlotte moved the cucumber to the red_crate herself; Aiden was the only other person still in the room, and he saw it too. Then she left.

In the waiting room, William privately tells Charlotte it's in the red_crate, which only confirms what she already believes. Isla's tip about the green_crate goes to Carter, not to her. Carter, for his part, still thinks the cucumber is in the green_bathtub after hearing Isla.

The answer is E. red_crate.""",
claims=[
("She was there at the start, with the cucumber in the green_bathtub","presence","true",2,"Charlotte witnessed 2"),
("she watched Isla move it to the green_basket","presence","true",8,"Charlotte witnessed 8"),
("After Isla left, Charlotte moved the cucumber to the red_crate herself","event","true",10,"Isla exited 9, move 10"),
("Aiden was the only other person still in the room","presence","true",10,"room: Aiden, Charlotte"),
("he saw it too","presence","true",10,"Aiden witnessed 10"),
("Then she left","event","true",12,"line 12"),
("William privately tells Charlotte it's in the red_crate","communication","true",17,"line 17"),
("which only confirms what she already believes","communication","true",17,"Charlotte=red_crate before and after"),
("Isla's tip about the green_crate goes to Carter, not to her","communication","true",16,"line 16"),
("Carter, for his part, still thinks the cucumber is in the green_bathtub after hearing Isla","belief","false",16,"PLANTED: Carter=green_crate after 16 (trusts Isla)"),
("The answer is E. red_crate","belief","true","end","answer"),
]),
dict(style="answer_first", label="unsound", stated_answer="red_crate",
response="""**Answer: E. red_crate**

Explanation:
- The cucumber was already in the green_basket when Carter left the room (line 4).
- Isla's move happened while Charlotte was present, and after Isla left, Charlotte moved the cucumber to the red_crate (line 10).
- Charlotte exited at line 12 and Aiden never moved it afterwards.
- William's private message (line 17) confirms the red_crate; Isla's message to Carter (line 16) doesn't involve Charlotte.""",
claims=[
("E. red_crate","belief","true","end","answer"),
("The cucumber was already in the green_basket when Carter left the room (line 4)","location","false",4,"PLANTED: cucumber=green_bathtub at 4; green_basket only from 8"),
("Isla's move happened while Charlotte was present","presence","true",8,"Charlotte witnessed 8"),
("after Isla left, Charlotte moved the cucumber to the red_crate (line 10)","event","true",10,"line 10"),
("Charlotte exited at line 12","event","true",12,"line 12"),
("Aiden never moved it afterwards","event","true",14,"no move 11-14"),
("William's private message (line 17) confirms the red_crate","communication","true",17,"Charlotte stays red_crate"),
("Isla's message to Carter (line 16) doesn't involve Charlotte","communication","true",16,"witnessed_by Carter, Isla"),
]),
dict(style="numbered", label="wrong", stated_answer="green_basket",
response="""1. The cucumber begins in the green_bathtub (line 2).
2. Carter and William leave early; Isla moves it to the green_basket (line 8) with Charlotte present.
3. Charlotte leaves, and the cucumber ends up in the red_crate, which Charlotte doesn't see.
4. William privately tells Charlotte it's in the red_crate, but William left before Charlotte, so she doesn't trust him.

Final answer: D. green_basket""",
claims=[
("The cucumber begins in the green_bathtub (line 2)","location","true",2,"line 2"),
("Carter and William leave early","event","true",7,"exits 4, 7"),
("Isla moves it to the green_basket (line 8)","event","true",8,"line 8"),
("with Charlotte present","presence","true",8,"Charlotte witnessed 8"),
("the cucumber ends up in the red_crate","location","true","end","cucumber=red_crate"),
("which Charlotte doesn't see","presence","false",10,"Charlotte made the move at 10 herself"),
("William privately tells Charlotte it's in the red_crate","communication","true",17,"line 17"),
("William left before Charlotte","order","true",12,"7 < 12"),
("she doesn't trust him","communication","true",17,"speaker exited earlier, so no trust; Charlotte's belief not changed by the tell"),
("Final answer: D. green_basket","belief","false","end","Charlotte=red_crate"),
]),
dict(style="terse", label="unsupported", stated_answer="red_crate",
response="""E. red_crate""",
claims=[
("E. red_crate","belief","true","end","answer"),
]),
]
