RECORDS = [
dict(style="numbered", label="sound", stated_answer="blue_crate", response="""1. **Start:** the pineapple is in the blue_crate (line 2).
2. **Line 3:** Olivia moves it to the blue_drawer.
3. **Line 8:** Logan moves it to the blue_suitcase.
4. **Line 10:** Jack moves it to the blue_box.
5. **Line 12:** Alexander, the last person in the garage, moves it to the blue_crate.
6. The claims in the waiting room (Jack saying blue_suitcase, Alexander telling Olivia blue_crate) are only words; they don't move anything.

**Answer:** L. blue_crate""",
claims=[
("the pineapple is in the blue_crate (line 2)","location","true",2,"row 2"),
("**Line 3:** Olivia moves it to the blue_drawer","event","true",3,"line 3"),
("**Line 8:** Logan moves it to the blue_suitcase","event","true",8,"line 8"),
("**Line 10:** Jack moves it to the blue_box","event","true",10,"line 10"),
("Alexander, the last person in the garage","order","true",13,"Alexander exits last"),
("moves it to the blue_crate","event","true",12,"line 12"),
("Jack saying blue_suitcase","communication","true",15,"line 15"),
("Alexander telling Olivia blue_crate","communication","true",16,"line 16"),
("they don't move anything","location","true","end","objects end blue_crate"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_crate", response="""Let me follow the pineapple. It begins in the blue_crate, and Olivia moves it to the blue_drawer before she leaves. Benjamin leaves without doing anything. Then it's a relay: Logan puts it in the blue_suitcase and leaves, Jack puts it in the blue_box and leaves, and Alexander, alone at the end, puts it back in the blue_crate.

In the waiting room, Jack publicly says it's in the blue_suitcase. That's enough to convince even Alexander, who starts to doubt his own memory — but beliefs don't change where the fruit physically is. Alexander also privately tells Olivia the truth.

So the pineapple is really in the blue_crate. The answer is L.""",
claims=[
("It begins in the blue_crate","location","true",2,"row 2"),
("Olivia moves it to the blue_drawer before she leaves","event","true",3,"line 3 then exit 4"),
("Benjamin leaves without doing anything","event","true",7,"lines 6-7"),
("Logan puts it in the blue_suitcase and leaves","event","true",9,"lines 8-9"),
("Jack puts it in the blue_box and leaves","event","true",11,"lines 10-11"),
("Alexander, alone at the end","presence","true",12,"only Alexander at 12"),
("puts it back in the blue_crate","event","true",12,"line 12"),
("Jack publicly says it's in the blue_suitcase","communication","true",15,"line 15"),
("That's enough to convince even Alexander","communication","false",15,"PLANTED: Alexander's belief stays blue_crate at 15"),
("Alexander also privately tells Olivia the truth","communication","true",16,"line 16 blue_crate = real"),
("the pineapple is really in the blue_crate","location","true","end","gold"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_crate", response="""blue_crate""", claims=[]),
dict(style="thinking", label="wrong", stated_answer=None, response="""<think>
Pineapple: blue_crate -> blue_drawer (Olivia) -> blue_suitcase (Logan) -> blue_box (Jack) -> blue_crate (Alexander, line 12).
Then Jack publicly claims blue_suitcase. Benjamin and Olivia buy it.
Then Alexander privately tells Olivia blue_crate.
Hmm, but Jack's claim was public and Alexander's was private... which one counts as "really"? Jack was the one who had put it in the blue_box, so maybe his last move is the reliable one.
I can't fully decide between the blue_box and the blue_crate.
</think>
It's either in the blue_box or the blue_crate — most likely the blue_crate, but Jack's move to the blue_box could be the final one.""",
claims=[
("blue_crate -> blue_drawer (Olivia)","event","true",3,"line 3"),
("blue_suitcase (Logan)","event","true",8,"line 8"),
("blue_box (Jack)","event","true",10,"line 10"),
("blue_crate (Alexander, line 12)","event","true",12,"line 12"),
("Jack publicly claims blue_suitcase","communication","true",15,"line 15"),
("Benjamin and Olivia buy it","communication","true",15,"both blue_suitcase at 15"),
("Alexander privately tells Olivia blue_crate","communication","true",16,"line 16"),
("Jack was the one who had put it in the blue_box","event","true",10,"line 10"),
]),
dict(style="answer_first", label="sound", stated_answer="blue_crate", response="""**Answer: L. blue_crate**

Explanation: The last physical move is Alexander putting the pineapple in the blue_crate at line 12, after Jack had left. Jack's public claim at line 15 that it's in the blue_suitcase is false; it persuades Benjamin and Olivia, but the pineapple itself stays in the blue_crate.""",
claims=[
("The last physical move is Alexander putting the pineapple in the blue_crate at line 12","event","true",12,"line 12 last move"),
("after Jack had left","order","true",12,"Jack exited 11"),
("Jack's public claim at line 15 that it's in the blue_suitcase","communication","true",15,"line 15"),
("is false","location","true",15,"object at 15 is blue_crate"),
("it persuades Benjamin and Olivia","communication","true",15,"both blue_suitcase at 15"),
("the pineapple itself stays in the blue_crate","location","true","end","gold"),
]),
]
