from common import C, R

Q = "Aria"
BB = "blue_bucket"

r1 = """B. blue_bucket

Explanation:
- In the second visit to the hallway, Aria herself moved the pumpkin from the blue_bathtub to the blue_bucket (line 17).
- Nobody moves it after that; Isla and Ava only leave.
- At line 25 Aria publicly claims the pumpkin is in the red_cupboard. That's a false statement on her part — making a claim doesn't change her own belief. (Elizabeth and Emily, who left the hallway before her, do take her word for it.)

So Aria really thinks the pumpkin is in the blue_bucket."""

c1 = [
    C("B. blue_bucket", "belief", "true", "end", "answer", ("b", Q, BB, "end")),
    C("In the second visit to the hallway, Aria herself moved the pumpkin from the blue_bathtub to the blue_bucket (line 17)", "event", "true", 17, "line 17; pumpkin was in blue_bathtub before", ("e", 17, "Aria moved the pumpkin to the blue_bucket"), ("o", "pumpkin", "blue_bathtub", 16)),
    C("Nobody moves it after that", "location", "true", None, "blue_bucket to end", ("o", "pumpkin", BB, 23), ("o", "pumpkin", BB, "end")),
    C("Isla and Ava only leave", "event", "true", 23, "lines 20-23: no movements, exits", ("e", 20, "Isla made no movements"), ("e", 21, "Isla exited"), ("e", 22, "Ava made no movements"), ("e", 23, "Ava exited")),
    C("At line 25 Aria publicly claims the pumpkin is in the red_cupboard", "communication", "true", 25, "line 25", ("e", 25, "Aria publicly claimed that pumpkin is in the red_cupboard")),
    C("That's a false statement on her part", "location", "true", 25, "pumpkin is in the blue_bucket at 25", ("o", "pumpkin", BB, 25)),
    C("making a claim doesn't change her own belief", "communication", "true", 25, "Aria = blue_bucket before and after 25", ("b", Q, BB, 24), ("b", Q, BB, 25)),
    C("Elizabeth and Emily, who left the hallway before her", "order", "true", 19, "exits 5 and 11 before Aria's exit 19", ("e", 5, "Elizabeth exited"), ("e", 11, "Emily exited"), ("e", 19, "Aria exited"), ("lt", 5, 19), ("lt", 11, 19)),
    C("do take her word for it", "communication", "true", 25, "Elizabeth and Emily -> red_cupboard at 25", ("b", "Elizabeth", "red_cupboard", 25), ("b", "Emily", "red_cupboard", 25)),
    C("Aria really thinks the pumpkin is in the blue_bucket", "belief", "true", "end", "answer restated", ("b", Q, BB, "end")),
]

r2 = """**Step 1: Track the pumpkin.**
- Line 3: blue_bottle.
- Line 4: Elizabeth moves it to the blue_bathtub.
- Line 17: Aria moves it to the blue_bucket, with Isla and Ava in the room.

**Step 2: Check Aria's presence.**
Aria is in the hallway for both moves, and she is the one making the second. After line 17 the pumpkin stays in the blue_bucket.

**Step 3: Consider the communications.**
Aria publicly claims the pumpkin is in the red_cupboard (line 25). Elizabeth and Emily accept it, and Isla goes along with it too. But Aria herself knows where she put the pumpkin, so her own belief doesn't change. Ava's private message to Elizabeth (line 27) doesn't involve Aria at all.

**Answer:** B. blue_bucket"""

c2 = [
    C("Line 3: blue_bottle", "location", "true", 3, "line 3", ("o", "pumpkin", "blue_bottle", 3)),
    C("Line 4: Elizabeth moves it to the blue_bathtub", "event", "true", 4, "line 4", ("e", 4, "Elizabeth moved the pumpkin to the blue_bathtub")),
    C("Line 17: Aria moves it to the blue_bucket", "event", "true", 17, "line 17", ("e", 17, "Aria moved the pumpkin to the blue_bucket")),
    C("with Isla and Ava in the room", "presence", "true", 17, "witnesses of 17", ("w", "Isla", 17, True), ("w", "Ava", 17, True)),
    C("Aria is in the hallway for both moves", "presence", "true", 17, "Aria in hallway at 4 and 17", ("r", "Aria", "hallway", 4), ("r", "Aria", "hallway", 17)),
    C("she is the one making the second", "event", "true", 17, "line 17", ("e", 17, "Aria moved")),
    C("After line 17 the pumpkin stays in the blue_bucket", "location", "true", None, "blue_bucket to end", ("o", "pumpkin", BB, 18), ("o", "pumpkin", BB, "end")),
    C("Aria publicly claims the pumpkin is in the red_cupboard (line 25)", "communication", "true", 25, "line 25", ("e", 25, "Aria publicly claimed that pumpkin is in the red_cupboard")),
    C("Elizabeth and Emily accept it", "communication", "true", 25, "both -> red_cupboard at 25", ("b", "Elizabeth", "red_cupboard", 25), ("b", "Emily", "red_cupboard", 25)),
    C("Isla goes along with it too", "communication", "false", 25, "PLANTED: Isla left after Aria (21 vs 19), doesn't trust her; Isla keeps blue_bucket", ("b", "Isla", "red_cupboard", 25)),
    C("Aria herself knows where she put the pumpkin", "belief", "true", 25, "Aria = blue_bucket", ("b", Q, BB, 25)),
    C("her own belief doesn't change", "communication", "true", 25, "Aria blue_bucket at 24 and 25", ("b", Q, BB, 24), ("b", Q, BB, 25)),
    C("Ava's private message to Elizabeth (line 27) doesn't involve Aria at all", "communication", "true", 27, "Aria not party to line 27; her belief unchanged", ("e", 27, "Ava privately told Elizabeth"), ("w", "Aria", 27, False), ("b", Q, BB, 27)),
    C("B. blue_bucket", "belief", "true", "end", "answer", ("b", Q, BB, "end")),
]

r3 = """Questions like this hinge on separating what a character says from what she actually believes. Keeping that distinction in mind, Aria's real belief is straightforward.

The answer is B. blue_bucket."""

c3 = [
    C("Aria's real belief is straightforward", "belief", "uncheckable", None, "vague commentary"),
    C("The answer is B. blue_bucket.", "belief", "true", "end", "answer", ("b", Q, BB, "end")),
]

r4 = """[blue_bucket]"""

c4 = [
    C("[blue_bucket]", "belief", "true", "end", "answer", ("b", Q, BB, "end")),
]

r5 = """<think>
The question asks where Aria really thinks the pumpkin is.

Aria was there at line 4 when Elizabeth moved it to the blue_bathtub. In round two she moves it herself to the blue_bucket at line 17, then leaves at 19. Ava and Isla stay behind, and either of them could have moved it after she left.

Then at line 25 Aria publicly claims it's in the red_cupboard. Hmm. Why would she say that? Characters in these stories state what they believe, so her claim should reflect her belief at that point. So Aria thinks red_cupboard.
</think>

C. red_cupboard"""

c5 = [
    C("Aria was there at line 4", "presence", "true", 4, "Aria in hallway at 4", ("r", "Aria", "hallway", 4)),
    C("Elizabeth moved it to the blue_bathtub", "event", "true", 4, "line 4", ("e", 4, "Elizabeth moved the pumpkin to the blue_bathtub")),
    C("she moves it herself to the blue_bucket at line 17", "event", "true", 17, "line 17", ("e", 17, "Aria moved the pumpkin to the blue_bucket")),
    C("leaves at 19", "event", "true", 19, "line 19", ("e", 19, "Aria exited")),
    C("Ava and Isla stay behind", "presence", "true", 19, "both still in hallway at 19", ("r", "Ava", "hallway", 19), ("r", "Isla", "hallway", 19)),
    C("at line 25 Aria publicly claims it's in the red_cupboard", "communication", "true", 25, "line 25", ("e", 25, "Aria publicly claimed that pumpkin is in the red_cupboard")),
    C("Characters in these stories state what they believe", "communication", "uncheckable", None, "general assumption, not a fact of this story"),
    C("her claim should reflect her belief at that point", "communication", "false", 25, "Aria's belief stays blue_bucket at 25", ("b", Q, "red_cupboard", 25)),
    C("Aria thinks red_cupboard", "belief", "false", "end", "Aria = blue_bucket", ("b", Q, "red_cupboard", "end")),
    C("C. red_cupboard", "belief", "false", "end", "gold is blue_bucket", ("b", Q, "red_cupboard", "end")),
]

RECORDS = [
    R("answer_first", "sound", BB, r1, c1),
    R("numbered", "unsound", BB, r2, c2),
    R("narrative", "unsupported", BB, r3, c3),
    R("terse", "unsupported", BB, r4, c4),
    R("thinking", "wrong", "red_cupboard", r5, c5),
]
