# Q14 s6822-16-o1: Where does Abigail really think the orange is? gold red_bucket
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="red_bucket", response="""**Answer: K. red_bucket**

**Explanation:**
1. Abigail sees Logan move the orange to the red_treasure_chest (line 3) and Jack move it to the green_crate (line 5).
2. After Benjamin leaves, Abigail herself moves it to the red_bucket (line 10), then exits (line 11).
3. Emma's move back to the red_suitcase (line 12) happens after Abigail is gone.
4. In the waiting_room, Benjamin privately tells Logan it's in the red_suitcase, but that doesn't change Logan's belief since Logan left first. Jack privately tells Abigail it's in the green_crate (line 16). Abigail left the living_room after Jack, so she doesn't trust him and keeps her own belief.

So Abigail really thinks the orange is in the red_bucket.""", claims=[
    C("Abigail sees Logan move the orange to the red_treasure_chest (line 3)", "presence", "true", 3, "Abigail witnessed 3"),
    C("Jack move it to the green_crate (line 5)", "event", "true", 5, "line 5"),
    C("After Benjamin leaves, Abigail herself moves it to the red_bucket (line 10)", "event", "true", 10, "Benjamin exit 9, move 10"),
    C("then exits (line 11)", "event", "true", 11, "line 11"),
    C("Emma's move back to the red_suitcase (line 12) happens after Abigail is gone", "order", "true", 12, "11 < 12"),
    C("Benjamin privately tells Logan it's in the red_suitcase", "communication", "true", 15, "line 15"),
    C("that doesn't change Logan's belief", "communication", "false", 15, "PLANTED: Logan's belief becomes red_suitcase at 15"),
    C("Logan left first", "order", "true", 4, "Logan's exit at 4 is first"),
    C("Jack privately tells Abigail it's in the green_crate (line 16)", "communication", "true", 16, "line 16"),
    C("Abigail left the living_room after Jack", "order", "true", 11, "11 > 6"),
    C("she doesn't trust him and keeps her own belief", "communication", "true", 16, "Abigail stays red_bucket at 16"),
    C("Abigail really thinks the orange is in the red_bucket", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="red_bucket", response="""Let's think step by step.

1. The orange starts in the red_suitcase (line 2).
2. Logan → red_treasure_chest (line 3), then Logan leaves.
3. Jack → green_crate (line 5), then Jack leaves.
4. Benjamin leaves (line 9).
5. Abigail → red_bucket (line 10). Emma sees this. Abigail leaves (line 11).
6. Emma → red_suitcase (line 12). Abigail does not see this.
7. Line 16: Jack privately tells Abigail the orange is in the green_crate. Jack left the living_room before Abigail, so Abigail doesn't trust him — her belief is unchanged.

Abigail's belief: the red_bucket.

The answer is \\boxed{red\\_bucket}.""", claims=[
    C("The orange starts in the red_suitcase (line 2)", "location", "true", 2, "line 2"),
    C("Logan → red_treasure_chest (line 3)", "event", "true", 3, "line 3"),
    C("then Logan leaves", "event", "true", 4, "line 4"),
    C("Jack → green_crate (line 5)", "event", "true", 5, "line 5"),
    C("then Jack leaves", "event", "true", 6, "line 6"),
    C("Benjamin leaves (line 9)", "event", "true", 9, "line 9"),
    C("Abigail → red_bucket (line 10)", "event", "true", 10, "line 10"),
    C("Emma sees this", "presence", "true", 10, "Emma witnessed 10"),
    C("Abigail leaves (line 11)", "event", "true", 11, "line 11"),
    C("Emma → red_suitcase (line 12)", "event", "true", 12, "line 12"),
    C("Abigail does not see this", "presence", "true", 12, "witnessed_by Emma only"),
    C("Line 16: Jack privately tells Abigail the orange is in the green_crate", "communication", "true", 16, "line 16"),
    C("Jack left the living_room before Abigail", "order", "true", 11, "6 < 11"),
    C("Abigail doesn't trust him — her belief is unchanged", "communication", "true", 16, "Abigail red_bucket at 16"),
    C("Abigail's belief: the red_bucket", "belief", "true", "end", "Abigail red_bucket"),
    C("The answer is \\boxed{red\\_bucket}", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="red_bucket", response="""This is a question about Abigail's own belief, so what other people believe or say doesn't really matter much. Keeping her perspective in mind, Abigail really thinks the orange is in the red_bucket.""", claims=[
    C("what other people believe or say doesn't really matter much", "communication", "uncheckable", None, "vague, about the question not the story"),
    C("Abigail really thinks the orange is in the red_bucket", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="red_bucket", response="""K. red_bucket. She put it there herself (line 10) and left before Emma moved it; Jack's tip about the green_crate doesn't sway her since he left the room before she did.""", claims=[
    C("K. red_bucket", "belief", "true", "end", "final answer"),
    C("She put it there herself (line 10)", "event", "true", 10, "line 10"),
    C("left before Emma moved it", "order", "true", 12, "11 < 12"),
    C("Jack's tip about the green_crate doesn't sway her", "communication", "true", 16, "Abigail stays red_bucket"),
    C("he left the room before she did", "order", "true", 11, "6 < 11"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="green_crate", response="""<think>
Abigail's belief about the orange.

She sees: red_suitcase (2), Logan → red_treasure_chest (3), Jack → green_crate (5). Then she herself moves it to red_bucket (10) and leaves at 11. Emma moves it back to red_suitcase at 12 — Abigail doesn't see it.

So before the tells she thinks red_bucket.

Line 16: Jack privately tells Abigail it's in the green_crate. Does she believe Jack? Jack was in the room when she... no wait, Jack left at line 6, before Abigail's move. Hmm. But Abigail has no reason to distrust a direct tip, and it's the most recent information she gets, so she'd update to green_crate.
</think>

**C... no — M. green_crate.** Jack's private message at line 16 is the last thing Abigail hears, so she believes the orange is in the green_crate.""", claims=[
    C("red_suitcase (2)", "location", "true", 2, "line 2"),
    C("Logan → red_treasure_chest (3)", "event", "true", 3, "line 3"),
    C("Jack → green_crate (5)", "event", "true", 5, "line 5"),
    C("she herself moves it to red_bucket (10)", "event", "true", 10, "line 10"),
    C("leaves at 11", "event", "true", 11, "line 11"),
    C("Emma moves it back to red_suitcase at 12", "event", "true", 12, "line 12"),
    C("Abigail doesn't see it", "presence", "true", 12, "not a witness"),
    C("before the tells she thinks red_bucket", "belief", "true", 14, "Abigail red_bucket at 14"),
    C("Line 16: Jack privately tells Abigail it's in the green_crate", "communication", "true", 16, "line 16"),
    C("Jack left at line 6, before Abigail's move", "order", "true", 10, "6 < 10"),
    C("she'd update to green_crate", "communication", "false", 16, "Abigail stays red_bucket at 16"),
    C("M. green_crate", "belief", "false", "end", "Abigail red_bucket"),
    C("Jack's private message at line 16 is the last thing Abigail hears", "communication", "true", 16, "last line"),
    C("she believes the orange is in the green_crate", "belief", "false", "end", "Abigail red_bucket"),
]))
