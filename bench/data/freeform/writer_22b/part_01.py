# Q1 s6822-7-o2: Where does Owen think Charlotte thinks the tomato is? gold blue_suitcase
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_suitcase", response="""**Answer: N. blue_suitcase**

Explanation:
- Charlotte left the hallway at line 10, before Ava moved the tomato to the blue_container (line 11), so she last saw it in the red_cupboard.
- Charlotte never went back into the hallway in the second round — only Owen, Aria and Benjamin did (line 14).
- At line 23 Owen publicly claims the tomato is in the blue_suitcase. Owen exited the hallway later than Charlotte (line 17 vs. line 10), so Charlotte trusts him, and Owen would expect her to take his word.
- So Owen thinks Charlotte thinks the tomato is in the blue_suitcase.""", claims=[
    C("Charlotte left the hallway at line 10", "event", "true", 10, "line 10 Charlotte exited"),
    C("before Ava moved the tomato to the blue_container (line 11)", "order", "true", 11, "exit 10 precedes move 11"),
    C("she last saw it in the red_cupboard", "belief", "true", 10, "Charlotte belief red_cupboard at line 10"),
    C("Charlotte never went back into the hallway in the second round", "presence", "true", 14, "Charlotte stays in waiting_room from 13"),
    C("only Owen, Aria and Benjamin did (line 14)", "event", "true", 14, "line 14"),
    C("At line 23 Owen publicly claims the tomato is in the blue_suitcase", "communication", "true", 23, "line 23"),
    C("Owen exited the hallway later than Charlotte (line 17 vs. line 10)", "order", "true", 17, "Owen exit 17, Charlotte 10"),
    C("Charlotte trusts him", "communication", "true", 23, "Charlotte belief becomes blue_suitcase at 23"),
    C("Owen would expect her to take his word", "belief", "true", 23, "Owen -> Charlotte blue_suitcase at 23"),
    C("Owen thinks Charlotte thinks the tomato is in the blue_suitcase", "belief", "true", "end", "final answer; Owen -> Charlotte blue_suitcase"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_suitcase", response="""**Step 1: Track the tomato in the first round.**
1. The tomato starts in the blue_container (line 2).
2. Benjamin moves it to the green_container (line 3), then leaves.
3. Aria moves it to the red_cupboard (line 5) and leaves. Owen and Charlotte are both still there.
4. Owen leaves at line 8, Charlotte at line 10.
5. Ava moves it back to the blue_container at line 11 — nobody else sees this.

**Step 2: What Owen thinks Charlotte believes before the claims.**
Owen left while Charlotte was still there, so as far as Owen knows, Charlotte last saw the tomato in the green_container.

**Step 3: The claims.**
Owen publicly says the tomato is in the blue_suitcase (line 23). Charlotte left the hallway in the first round and never returned, while Owen was in the hallway again until line 17, so Charlotte trusts Owen. Owen therefore expects Charlotte to update to the blue_suitcase.
Benjamin's private message to Ava (line 24) doesn't involve Charlotte.

**Answer:** N. blue_suitcase""", claims=[
    C("The tomato starts in the blue_container (line 2)", "location", "true", 2, "line 2"),
    C("Benjamin moves it to the green_container (line 3)", "event", "true", 3, "line 3"),
    C("then leaves", "event", "true", 4, "Benjamin exited line 4"),
    C("Aria moves it to the red_cupboard (line 5)", "event", "true", 5, "line 5"),
    C("and leaves", "event", "true", 6, "Aria exited line 6"),
    C("Owen and Charlotte are both still there", "presence", "true", 6, "both in hallway at 6"),
    C("Owen leaves at line 8", "event", "true", 8, "line 8"),
    C("Charlotte at line 10", "event", "true", 10, "line 10"),
    C("Ava moves it back to the blue_container at line 11", "event", "true", 11, "line 11"),
    C("nobody else sees this", "presence", "true", 11, "witnessed_by only Ava"),
    C("Owen left while Charlotte was still there", "presence", "true", 8, "Charlotte in hallway at 8"),
    C("as far as Owen knows, Charlotte last saw the tomato in the green_container", "belief", "false", 8, "PLANTED: Owen -> Charlotte is red_cupboard at 8"),
    C("Owen publicly says the tomato is in the blue_suitcase (line 23)", "communication", "true", 23, "line 23"),
    C("Charlotte left the hallway in the first round and never returned", "presence", "true", 22, "Charlotte not in hallway after 10"),
    C("Owen was in the hallway again until line 17", "presence", "true", 17, "Owen exits hallway at 17"),
    C("Charlotte trusts Owen", "communication", "true", 23, "Charlotte -> blue_suitcase at 23"),
    C("Owen therefore expects Charlotte to update to the blue_suitcase", "belief", "true", 23, "Owen -> Charlotte blue_suitcase at 23"),
    C("Benjamin's private message to Ava (line 24) doesn't involve Charlotte", "communication", "true", 24, "Charlotte beliefs unchanged at 24"),
    C("N. blue_suitcase", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="wrong", stated_answer="red_cupboard", response="""Let me trace where each person was when the tomato moved.

In the first round in the hallway, Benjamin moves the tomato to the green_container and leaves; Aria then moves it to the red_cupboard with Owen, Charlotte and Ava watching. Owen leaves, then Charlotte leaves, and only after that does Ava put it back in the blue_container. So both Owen and Charlotte walked away believing the red_cupboard.

In the second round Charlotte stays in the waiting room. Owen goes back into the hallway with Aria and Benjamin and sees the tomato sitting in the blue_container, so Owen's own belief becomes blue_container — but he has no reason to think Charlotte knows that.

Then Owen publicly claims it's in the blue_suitcase. Owen knows that isn't where he saw it, so this looks like deliberate misdirection. It doesn't change what Owen himself believes, and it doesn't change what he thinks Charlotte believes either: from his perspective she still has her red_cupboard memory.

The answer is L. red_cupboard.""", claims=[
    C("Benjamin moves the tomato to the green_container", "event", "true", 3, "line 3"),
    C("and leaves", "event", "true", 4, "line 4"),
    C("Aria then moves it to the red_cupboard", "event", "true", 5, "line 5"),
    C("with Owen, Charlotte and Ava watching", "presence", "true", 5, "witnessed_by at 5"),
    C("Owen leaves, then Charlotte leaves", "order", "true", 10, "Owen 8, Charlotte 10"),
    C("only after that does Ava put it back in the blue_container", "order", "true", 11, "move at 11 after exits"),
    C("both Owen and Charlotte walked away believing the red_cupboard", "belief", "true", 10, "Owen and Charlotte red_cupboard at 10"),
    C("In the second round Charlotte stays in the waiting room", "presence", "true", 14, "Charlotte waiting_room at 14"),
    C("Owen goes back into the hallway with Aria and Benjamin", "event", "true", 14, "line 14"),
    C("sees the tomato sitting in the blue_container", "presence", "true", 15, "Owen witnessed line 15"),
    C("Owen's own belief becomes blue_container", "belief", "true", 15, "Owen blue_container at 15"),
    C("he has no reason to think Charlotte knows that", "belief", "true", 15, "Owen -> Charlotte red_cupboard at 15"),
    C("Owen publicly claims it's in the blue_suitcase", "communication", "true", 23, "line 23"),
    C("Owen knows that isn't where he saw it", "belief", "true", 23, "Owen believes blue_container at 23"),
    C("this looks like deliberate misdirection", "communication", "uncheckable", 23, "motive, not in golds"),
    C("It doesn't change what Owen himself believes", "communication", "true", 23, "Owen stays blue_container"),
    C("it doesn't change what he thinks Charlotte believes either", "communication", "false", 23, "Owen -> Charlotte becomes blue_suitcase at 23"),
    C("from his perspective she still has her red_cupboard memory", "belief", "false", "end", "Owen -> Charlotte blue_suitcase at end"),
    C("The answer is L. red_cupboard.", "belief", "false", "end", "final answer wrong"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_suitcase", response="""N — Owen thinks Charlotte thinks the tomato is in the blue_suitcase.""", claims=[
    C("Owen thinks Charlotte thinks the tomato is in the blue_suitcase", "belief", "true", "end", "final answer only"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_suitcase", response="""<think>
Okay, so the question is about Owen's belief about Charlotte's belief. Let me go through the story.

Everyone starts in the hallway, tomato in blue_container. Benjamin moves it to green_container and exits. Aria moves it to red_cupboard, then she's out too. Owen exits at line 8, Charlotte at line 10. Then Ava moves it to blue_container — only Ava sees that.

So after round one, Owen thinks Charlotte thinks red_cupboard.

Round two: Owen, Aria, Benjamin go to the hallway. Charlotte doesn't. The tomato is in the blue_container. Owen leaves first, then Aria, then Benjamin.

Then line 23: Owen publicly claims it's in the blue_suitcase. Does Charlotte trust Owen? The rule is you trust someone who exited the room later than you did. Charlotte's exit was line 10. Owen's last exit was line 17. Hmm, Owen also exited at line 8, which is before Charlotte... but his latest exit is 17, which is after 10. So Charlotte trusts Owen.

And Owen would figure Charlotte believes him. So Owen thinks Charlotte thinks blue_suitcase.

Line 24 is Benjamin telling Ava privately — irrelevant for Charlotte.
</think>

Owen thinks Charlotte thinks the tomato is in the **blue_suitcase** (N). Charlotte left the hallway at line 10 and never saw the later move, and she trusts Owen's public claim at line 23 because he exited the hallway after her.""", claims=[
    C("Everyone starts in the hallway", "presence", "true", 1, "line 1"),
    C("tomato in blue_container", "location", "true", 2, "line 2"),
    C("Benjamin moves it to green_container", "event", "true", 3, "line 3"),
    C("and exits", "event", "true", 4, "line 4"),
    C("Aria moves it to red_cupboard", "event", "true", 5, "line 5"),
    C("then she's out too", "event", "true", 6, "line 6"),
    C("Owen exits at line 8", "event", "true", 8, "line 8"),
    C("Charlotte at line 10", "event", "true", 10, "line 10"),
    C("Ava moves it to blue_container", "event", "true", 11, "line 11"),
    C("only Ava sees that", "presence", "true", 11, "witnessed_by Ava"),
    C("after round one, Owen thinks Charlotte thinks red_cupboard", "belief", "true", 12, "Owen -> Charlotte red_cupboard at 12"),
    C("Owen, Aria, Benjamin go to the hallway", "event", "true", 14, "line 14"),
    C("Charlotte doesn't", "presence", "true", 14, "Charlotte in waiting_room"),
    C("The tomato is in the blue_container", "location", "true", 15, "line 15"),
    C("Owen leaves first, then Aria, then Benjamin", "order", "true", 21, "17,19,21"),
    C("line 23: Owen publicly claims it's in the blue_suitcase", "communication", "true", 23, "line 23"),
    C("Charlotte's exit was line 10", "event", "true", 10, "line 10"),
    C("Owen's last exit was line 17", "event", "true", 17, "line 17"),
    C("Owen also exited at line 8, which is before Charlotte", "order", "true", 8, "8 < 10"),
    C("his latest exit is 17, which is after 10", "order", "true", 17, "17 > 10"),
    C("Charlotte trusts Owen", "communication", "true", 23, "Charlotte blue_suitcase at 23"),
    C("Owen would figure Charlotte believes him", "belief", "true", 23, "Owen -> Charlotte blue_suitcase at 23"),
    C("So Owen thinks Charlotte thinks blue_suitcase", "belief", "true", "end", "Owen -> Charlotte at end"),
    C("Line 24 is Benjamin telling Ava privately", "communication", "true", 24, "line 24"),
    C("irrelevant for Charlotte", "communication", "true", 24, "Charlotte rows unchanged at 24"),
    C("Owen thinks Charlotte thinks the tomato is in the **blue_suitcase** (N)", "belief", "true", "end", "final answer"),
    C("Charlotte left the hallway at line 10", "event", "true", 10, "line 10"),
    C("never saw the later move", "presence", "true", 11, "not witness of 11"),
    C("she trusts Owen's public claim at line 23", "communication", "true", 23, "Charlotte belief -> blue_suitcase"),
    C("he exited the hallway after her", "order", "true", 17, "17 > 10"),
]))
