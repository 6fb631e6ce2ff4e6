# Q4 s6822-13-o3: Where does Isabella think Benjamin thinks Chloe thinks the spinach is? gold blue_envelope
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsupported", stated_answer="blue_envelope", response="""**Answer: K. blue_envelope**

Isabella thinks Benjamin thinks Chloe thinks the spinach is in the blue_envelope. Third-order questions like this come down to keeping each person's perspective separate.""", claims=[
    C("Isabella thinks Benjamin thinks Chloe thinks the spinach is in the blue_envelope", "belief", "true", "end", "final answer restated"),
    C("Third-order questions like this come down to keeping each person's perspective separate", "belief", "uncheckable", None, "generic commentary, not about the story"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_envelope", response="""Let's think step by step.

1. The spinach starts in the green_crate (line 2). Isabella moves it to the blue_envelope (line 3) in front of everyone.
2. Isabella exits the hallway at line 4. From this point on she sees nothing that happens in the hallway.
3. After she leaves, Benjamin moves the spinach to the blue_bottle (line 8) and Abigail moves it to the green_envelope (line 10). Isabella knows about neither.
4. So in Isabella's mind, the last thing Benjamin and Chloe both saw was the spinach going into the blue_envelope.
5. At line 16 Benjamin publicly claims it's in the green_crate. That can update what Isabella herself believes, but it says nothing to her about what Benjamin thinks Chloe saw.
6. Chloe's private tell to Benjamin (line 17) is not heard by Isabella.

Therefore Isabella thinks Benjamin thinks Chloe thinks the spinach is in the blue_envelope.

\\boxed{blue\\_envelope}""", claims=[
    C("The spinach starts in the green_crate (line 2)", "location", "true", 2, "line 2"),
    C("Isabella moves it to the blue_envelope (line 3)", "event", "true", 3, "line 3"),
    C("in front of everyone", "presence", "true", 3, "all five witness 3"),
    C("Isabella exits the hallway at line 4", "event", "true", 4, "line 4"),
    C("From this point on she sees nothing that happens in the hallway", "presence", "true", 14, "Isabella not in witnessed_by 5-14"),
    C("Benjamin moves the spinach to the blue_bottle (line 8)", "event", "true", 8, "line 8"),
    C("Abigail moves it to the green_envelope (line 10)", "event", "true", 10, "line 10"),
    C("Isabella knows about neither", "presence", "true", 10, "Isabella not a witness of 8 or 10"),
    C("in Isabella's mind, the last thing Benjamin and Chloe both saw was the spinach going into the blue_envelope", "belief", "true", 14, "Isabella -> Benjamin, Isabella -> Chloe blue_envelope at 14"),
    C("At line 16 Benjamin publicly claims it's in the green_crate", "communication", "true", 16, "line 16"),
    C("That can update what Isabella herself believes", "communication", "true", 16, "Isabella -> green_crate at 16"),
    C("it says nothing to her about what Benjamin thinks Chloe saw", "communication", "true", 16, "Isabella -> Benjamin -> Chloe stays blue_envelope at 16"),
    C("Chloe's private tell to Benjamin (line 17) is not heard by Isabella", "presence", "true", 17, "witnessed_by Benjamin, Chloe"),
    C("Therefore Isabella thinks Benjamin thinks Chloe thinks the spinach is in the blue_envelope", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_envelope", response="""Let me trace where each person was during the moves.

Everyone is in the hallway when the spinach appears in the green_crate and when Isabella moves it into the blue_envelope. Isabella then leaves. Everything after that in the hallway — Benjamin's move to the blue_bottle, Abigail's move to the green_envelope — happens without her.

So when Isabella left, she could only picture Benjamin and Chloe as having seen the blue_envelope move, and she'd assume Benjamin thinks Chloe believes blue_envelope too.

Later, in the waiting_room, Benjamin publicly claims the spinach is in the green_crate. Isabella doesn't trust Benjamin, though, since she left the hallway before he did. And Chloe's message to Benjamin was private, so Isabella never hears it.

The answer is K. blue_envelope.""", claims=[
    C("Everyone is in the hallway when the spinach appears in the green_crate", "presence", "true", 2, "all witness 2"),
    C("when Isabella moves it into the blue_envelope", "event", "true", 3, "line 3, all present"),
    C("Isabella then leaves", "event", "true", 4, "line 4"),
    C("Benjamin's move to the blue_bottle", "event", "true", 8, "line 8"),
    C("Abigail's move to the green_envelope", "event", "true", 10, "line 10"),
    C("happens without her", "presence", "true", 10, "Isabella not a witness of 8, 10"),
    C("when Isabella left, she could only picture Benjamin and Chloe as having seen the blue_envelope move", "belief", "true", 4, "Isabella -> Benjamin, -> Chloe blue_envelope at 4"),
    C("she'd assume Benjamin thinks Chloe believes blue_envelope too", "belief", "true", 4, "Isabella -> Benjamin -> Chloe blue_envelope at 4"),
    C("in the waiting_room, Benjamin publicly claims the spinach is in the green_crate", "communication", "true", 16, "line 16"),
    C("Isabella doesn't trust Benjamin", "communication", "false", 16, "PLANTED: Isabella's belief changes to green_crate at 16, so she trusts him"),
    C("she left the hallway before he did", "order", "true", 9, "Isabella 4 < Benjamin 9"),
    C("Chloe's message to Benjamin was private", "communication", "true", 17, "line 17"),
    C("Isabella never hears it", "presence", "true", 17, "witnessed_by Benjamin, Chloe"),
    C("The answer is K. blue_envelope.", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="blue_crate", response="""N. blue_crate, since Chloe told Benjamin it's in the blue_crate.""", claims=[
    C("N. blue_crate", "belief", "false", "end", "Isabella -> Benjamin -> Chloe is blue_envelope"),
    C("Chloe told Benjamin it's in the blue_crate", "communication", "true", 17, "line 17"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_envelope", response="""<think>
We need Isabella → Benjamin → Chloe about the spinach.

Hallway: spinach green_crate. Isabella moves it to blue_envelope, then Isabella exits (line 4). So Isabella's knowledge of the hallway stops at blue_envelope.

Benjamin moves it to blue_bottle at line 8 with Abigail and Chloe watching. Abigail moves it to green_envelope at line 10 after Benjamin left. But Isabella saw none of this.

Then line 16, Benjamin publicly claims green_crate. Isabella left earlier than Benjamin, so she trusts him... so the answer is green_crate? Wait, no. That changes Isabella's own belief about the spinach, but the question is about what Isabella thinks Benjamin thinks Chloe thinks. A public claim by Benjamin doesn't tell Isabella anything about what Chloe saw, so her model of Benjamin's model of Chloe stays at the last event the three shared: the move to blue_envelope.

Line 17 is private between Chloe and Benjamin, Isabella isn't part of it.

So blue_envelope.
</think>

**K. blue_envelope**

Isabella left the hallway right after moving the spinach to the blue_envelope, so from her view that's the last thing Benjamin and Chloe saw together; the later claim and the private tell don't change that nested belief.""", claims=[
    C("Hallway: spinach green_crate", "location", "true", 2, "line 2"),
    C("Isabella moves it to blue_envelope", "event", "true", 3, "line 3"),
    C("then Isabella exits (line 4)", "event", "true", 4, "line 4"),
    C("Isabella's knowledge of the hallway stops at blue_envelope", "belief", "true", 14, "Isabella blue_envelope through 15"),
    C("Benjamin moves it to blue_bottle at line 8", "event", "true", 8, "line 8"),
    C("with Abigail and Chloe watching", "presence", "true", 8, "witnessed_by at 8"),
    C("Abigail moves it to green_envelope at line 10", "event", "true", 10, "line 10"),
    C("after Benjamin left", "order", "true", 10, "Benjamin exited 9"),
    C("Isabella saw none of this", "presence", "true", 10, "Isabella not a witness of 8-10"),
    C("line 16, Benjamin publicly claims green_crate", "communication", "true", 16, "line 16"),
    C("Isabella left earlier than Benjamin", "order", "true", 9, "4 < 9"),
    C("she trusts him", "communication", "true", 16, "Isabella -> green_crate at 16"),
    C("That changes Isabella's own belief about the spinach", "communication", "true", 16, "Isabella green_crate at 16"),
    C("A public claim by Benjamin doesn't tell Isabella anything about what Chloe saw", "communication", "true", 16, "Isabella -> Benjamin -> Chloe unchanged at 16"),
    C("her model of Benjamin's model of Chloe stays at the last event the three shared: the move to blue_envelope", "belief", "true", 16, "Isabella -> Benjamin -> Chloe blue_envelope at 16"),
    C("Line 17 is private between Chloe and Benjamin", "communication", "true", 17, "line 17"),
    C("Isabella isn't part of it", "presence", "true", 17, "witnessed_by Benjamin, Chloe"),
    C("**K. blue_envelope**", "belief", "true", "end", "final answer"),
    C("Isabella left the hallway right after moving the spinach to the blue_envelope", "order", "true", 4, "move 3, exit 4"),
    C("from her view that's the last thing Benjamin and Chloe saw together", "belief", "true", "end", "Isabella -> Benjamin -> Chloe blue_envelope"),
    C("the later claim and the private tell don't change that nested belief", "communication", "true", 17, "chain unchanged at 16-17"),
]))
