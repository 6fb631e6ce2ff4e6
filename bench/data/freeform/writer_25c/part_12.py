RECORDS = [
dict(style="narrative", label="unsound", stated_answer="blue_drawer",
response="""Let me trace where each person was. All five are in the hall for the broccoli's first move: Jacob takes it from the red_crate to the blue_drawer and then immediately leaves. That's the key point — Jacob never sees another move after the blue_drawer, and everybody watched him go.

Mia moves it to the green_drawer next, but Jacob's gone by then, so nobody would think Jacob knows about the green_drawer. Hannah and Isabella stay in the hall the longest.

In the waiting room, Jack publicly claims it's in the red_crate, and Hannah believes him. Even so, that doesn't touch the deep chain: what Hannah thinks Isabella thinks Jacob thinks Mia thinks is still anchored to the last thing Jacob saw with everyone, the blue_drawer.

The answer is O. blue_drawer.""",
claims=[
("All five are in the hall for the broccoli's first move", "presence", "true", 3, "witnessed_by row 3"),
("Jacob takes it from the red_crate to the blue_drawer", "event", "true", 3, "line 3"),
("then immediately leaves", "event", "true", 4, "line 4"),
("Jacob never sees another move after the blue_drawer", "presence", "true", "end", "Jacob absent at line 5"),
("everybody watched him go", "presence", "true", 4, "witnessed_by row 4"),
("Mia moves it to the green_drawer next", "event", "true", 5, "line 5"),
("Jacob's gone by then", "presence", "true", 5, "Jacob room null row 5"),
("nobody would think Jacob knows about the green_drawer", "belief", "true", "end", "no X -> Jacob = green_drawer"),
("Hannah and Isabella stay in the hall the longest", "presence", "true", 12, "exits: Isabella 12, Hannah 16"),
("Jack publicly claims it's in the red_crate", "communication", "true", 18, "line 18"),
("Hannah believes him", "communication", "false", 18, "PLANTED: Hannah exited after Jack, doesn't trust him; Hannah stays green_drawer"),
("that doesn't touch the deep chain", "communication", "true", 18, "chain unchanged at 18"),
("what Hannah thinks Isabella thinks Jacob thinks Mia thinks is still anchored to the last thing Jacob saw with everyone, the blue_drawer", "belief", "true", "end", "gold answer"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_drawer",
response="""O. blue_drawer — it's the only answer that fits once you unwind the nesting.""",
claims=[]),
dict(style="thinking", label="sound", stated_answer="blue_drawer",
response="""<think>
Order 4: Hannah → Isabella → Jacob → Mia.

Innermost pair is Jacob → Mia. Jacob exits at line 4, right after moving the broccoli to the blue_drawer at line 3. At that point everyone was present, so Jacob thinks Mia thinks blue_drawer. Mia's move to the green_drawer at 5 happens after Jacob left.

Isabella saw Jacob leave, so Isabella thinks Jacob thinks Mia thinks blue_drawer. Hannah likewise saw all of that.

Now line 18: Jack publicly claims red_crate. Jacob and Mia both left before Jack, so they'd trust him... wait, does that matter? The claim changes Jacob's own belief to red_crate, but Hannah's model of Isabella's model of Jacob's model of Mia isn't changed by a public claim. Hmm, let me double-check Hannah: she exited last (16), so she doesn't trust Jack anyway.

Line 19: Hannah tells Jack blue_drawer privately — only Jack hears it.

Answer: blue_drawer.
</think>

O. blue_drawer""",
claims=[
("Jacob exits at line 4", "event", "true", 4, "line 4"),
("right after moving the broccoli to the blue_drawer at line 3", "order", "true", 4, "move 3, exit 4"),
("everyone was present", "presence", "true", 3, "rooms row 3"),
("so Jacob thinks Mia thinks blue_drawer", "belief", "true", 4, "Jacob -> Mia blue_drawer"),
("Mia's move to the green_drawer at 5 happens after Jacob left", "order", "true", 5, "4 < 5"),
("Isabella saw Jacob leave", "presence", "true", 4, "witnessed_by row 4"),
("Isabella thinks Jacob thinks Mia thinks blue_drawer", "belief", "true", 4, "Isabella -> Jacob -> Mia blue_drawer"),
("Hannah likewise saw all of that", "presence", "true", 4, "Hannah witnessed lines 3-4"),
("Jack publicly claims red_crate", "communication", "true", 18, "line 18"),
("Jacob and Mia both left before Jack", "order", "true", 9, "exits 4, 6 < 9"),
("The claim changes Jacob's own belief to red_crate", "communication", "true", 18, "Jacob -> red_crate row 18"),
("Hannah's model of Isabella's model of Jacob's model of Mia isn't changed by a public claim", "communication", "true", 18, "chain stays blue_drawer"),
("she exited last (16)", "order", "true", 16, "Hannah last exit"),
("she doesn't trust Jack anyway", "communication", "true", 18, "Hannah stays green_drawer at 18"),
("Hannah tells Jack blue_drawer privately", "communication", "true", 19, "line 19"),
("only Jack hears it", "communication", "true", 19, "witnessed_by Hannah, Jack"),
]),
dict(style="answer_first", label="wrong", stated_answer="red_crate",
response="""**L. red_crate**

Explanation: Jack's public claim at line 18 is heard by everyone in the waiting_room. Jacob and Mia both trust Jack because he left the hall after them, so Jacob and Mia both come to believe the broccoli is in the red_crate. Since everyone heard the claim together, Hannah thinks Isabella thinks Jacob thinks Mia thinks it's in the red_crate.""",
claims=[
("Jack's public claim at line 18 is heard by everyone in the waiting_room", "communication", "true", 18, "witnessed_by all five"),
("Jacob and Mia both trust Jack", "communication", "true", 18, "Jacob, Mia -> red_crate"),
("he left the hall after them", "order", "true", 9, "Jack 9 > Jacob 4, Mia 6"),
("Jacob and Mia both come to believe the broccoli is in the red_crate", "belief", "true", 18, "row 18"),
("Hannah thinks Isabella thinks Jacob thinks Mia thinks it's in the red_crate", "belief", "false", "end", "chain = blue_drawer"),
]),
dict(style="numbered", label="unsupported", stated_answer="blue_drawer",
response="""**Step 1:** Identify the chain: Hannah → Isabella → Jacob → Mia.

**Step 2:** Work from the innermost belief outward.

**Step 3:** Keep track of who could have seen what.

**Step 4:** Putting it together, Hannah thinks Isabella thinks Jacob thinks Mia thinks the broccoli is in the blue_drawer.

**Answer:** O. blue_drawer""",
claims=[
("Hannah thinks Isabella thinks Jacob thinks Mia thinks the broccoli is in the blue_drawer", "belief", "true", "end", "answer restated"),
]),
]
