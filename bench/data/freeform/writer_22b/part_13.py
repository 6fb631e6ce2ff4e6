# Q13 s6822-18-o3: Where does Chloe think Ava thinks Jacob thinks the peach is? gold green_pantry
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsupported", stated_answer="green_pantry", response="""**E. green_pantry**

This requires tracking three layers of perspective; working through them, Chloe thinks Ava thinks Jacob thinks the peach is in the green_pantry.""", claims=[
    C("Chloe thinks Ava thinks Jacob thinks the peach is in the green_pantry", "belief", "true", "end", "final answer restated"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="green_pantry", response="""**Step 1:** The peach starts in the green_drawer (line 2), and Owen moves it to the blue_drawer (line 3) before leaving.

**Step 2:** Ava moves the peach to the green_pantry (line 5) while Chloe, Jacob and William are present.

**Step 3:** Ava leaves at line 6. At that point the peach was in the green_bathtub.

**Step 4:** Chloe moves the peach to the green_bathtub (line 7), but Ava isn't there to see it. Chloe knows this.

**Step 5:** From Chloe's point of view, Ava last saw Jacob watching the peach go into the green_pantry, so Ava thinks Jacob thinks green_pantry.

**Answer:** E. green_pantry""", claims=[
    C("The peach starts in the green_drawer (line 2)", "location", "true", 2, "line 2"),
    C("Owen moves it to the blue_drawer (line 3)", "event", "true", 3, "line 3"),
    C("before leaving", "order", "true", 4, "exit 4 after 3"),
    C("Ava moves the peach to the green_pantry (line 5)", "event", "true", 5, "line 5"),
    C("while Chloe, Jacob and William are present", "presence", "true", 5, "witnessed_by at 5"),
    C("Ava leaves at line 6", "event", "true", 6, "line 6"),
    C("At that point the peach was in the green_bathtub", "location", "false", 6, "PLANTED: peach in green_pantry at 6"),
    C("Chloe moves the peach to the green_bathtub (line 7)", "event", "true", 7, "line 7"),
    C("Ava isn't there to see it", "presence", "true", 7, "Ava not a witness of 7"),
    C("Chloe knows this", "presence", "true", 6, "Chloe witnessed Ava's exit at 6"),
    C("Ava last saw Jacob watching the peach go into the green_pantry", "presence", "true", 5, "Ava and Jacob witness 5"),
    C("Ava thinks Jacob thinks green_pantry", "belief", "true", "end", "Ava -> Jacob green_pantry"),
    C("**Answer:** E. green_pantry", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="green_pantry", response="""Let me trace where each person was when the peach moved.

Owen moves it from the green_drawer to the blue_drawer and leaves first. Ava then moves it into the green_pantry, with Chloe, Jacob and William all watching, and she leaves right afterwards. So the last thing Ava knows about the peach is the green_pantry, and she knows Jacob saw that too — in Ava's mind, Jacob thinks green_pantry.

Chloe was in the room for Ava's move and saw Ava leave. Chloe then moves the peach to the green_bathtub herself, but she knows Ava wasn't around for that. So when Chloe imagines Ava's model of Jacob, she has to leave her own move out of it.

That gives green_pantry: Chloe thinks Ava thinks Jacob thinks the peach is in the green_pantry.""", claims=[
    C("Owen moves it from the green_drawer to the blue_drawer", "event", "true", 3, "line 3"),
    C("leaves first", "order", "true", 4, "first exit"),
    C("Ava then moves it into the green_pantry", "event", "true", 5, "line 5"),
    C("with Chloe, Jacob and William all watching", "presence", "true", 5, "witnessed_by at 5"),
    C("she leaves right afterwards", "order", "true", 6, "5 then 6"),
    C("the last thing Ava knows about the peach is the green_pantry", "belief", "true", "end", "Ava green_pantry"),
    C("she knows Jacob saw that too", "belief", "true", 5, "Ava -> Jacob green_pantry"),
    C("in Ava's mind, Jacob thinks green_pantry", "belief", "true", "end", "Ava -> Jacob green_pantry"),
    C("Chloe was in the room for Ava's move", "presence", "true", 5, "Chloe witnessed 5"),
    C("saw Ava leave", "presence", "true", 6, "Chloe witnessed 6"),
    C("Chloe then moves the peach to the green_bathtub herself", "event", "true", 7, "line 7"),
    C("she knows Ava wasn't around for that", "presence", "true", 7, "Ava not a witness of 7"),
    C("Chloe thinks Ava thinks Jacob thinks the peach is in the green_pantry", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="green_bathtub", response="""A. green_bathtub (Chloe moved it there at line 7 while Jacob was watching).""", claims=[
    C("A. green_bathtub", "belief", "false", "end", "Chloe -> Ava -> Jacob is green_pantry"),
    C("Chloe moved it there at line 7", "event", "true", 7, "line 7"),
    C("while Jacob was watching", "presence", "true", 7, "Jacob witnessed 7"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_pantry", response="""<think>
Chloe → Ava → Jacob, peach.

Line 2 green_drawer. Line 3 Owen → blue_drawer, Owen exits. Line 5 Ava → green_pantry, Chloe/Jacob/William see. Ava exits at 6, after Chloe had already moved it to the green_bathtub... wait, no. Line 7 is Chloe's move, line 6 is Ava's exit. So Ava left before Chloe's move.

So Ava's last knowledge: green_pantry, and Jacob was there for it, so Ava thinks Jacob thinks green_pantry. Chloe saw Ava leave before her own move, so Chloe models Ava as thinking Jacob thinks green_pantry.

Then Chloe exits, Jacob exits before William, and the playroom is empty. No communication at all.
</think>

E. green_pantry — Ava left the playroom right after putting the peach in the green_pantry, so Chloe knows Ava's picture of Jacob's belief stops there.""", claims=[
    C("Line 2 green_drawer", "location", "true", 2, "line 2"),
    C("Line 3 Owen → blue_drawer", "event", "true", 3, "line 3"),
    C("Owen exits", "event", "true", 4, "line 4"),
    C("Line 5 Ava → green_pantry", "event", "true", 5, "line 5"),
    C("Chloe/Jacob/William see", "presence", "true", 5, "witnessed_by at 5"),
    C("Line 7 is Chloe's move, line 6 is Ava's exit", "event", "true", 7, "lines 6, 7"),
    C("Ava left before Chloe's move", "order", "true", 7, "6 < 7"),
    C("Ava's last knowledge: green_pantry", "belief", "true", "end", "Ava green_pantry"),
    C("Jacob was there for it", "presence", "true", 5, "Jacob witnessed 5"),
    C("Ava thinks Jacob thinks green_pantry", "belief", "true", "end", "Ava -> Jacob green_pantry"),
    C("Chloe saw Ava leave before her own move", "presence", "true", 6, "Chloe witnessed 6"),
    C("Chloe models Ava as thinking Jacob thinks green_pantry", "belief", "true", "end", "chain green_pantry"),
    C("Jacob exits before William", "order", "false", 12, "PLANTED: William exited at 10, Jacob at 12"),
    C("the playroom is empty", "presence", "true", 12, "no one in playroom after 12"),
    C("Then Chloe exits", "event", "true", 8, "line 8"),
    C("No communication at all", "communication", "true", "end", "no communication lines"),
    C("E. green_pantry", "belief", "true", "end", "final answer"),
    C("Ava left the playroom right after putting the peach in the green_pantry", "order", "true", 6, "5 then 6"),
    C("Chloe knows Ava's picture of Jacob's belief stops there", "belief", "true", "end", "Chloe -> Ava -> Jacob green_pantry"),
]))
