# Q8 tomi-s6820-2-second_order_0_no_tom: Where does Mila think that Mason searches for the celery?  gold green_container
from common import C, R

RECORDS = [
R("answer_first", "unsound", "green_container",
"""**Answer: green_container**

- The celery starts in the blue_bathtub (line 3).
- Mila moves it to the green_container (line 4) while Mason is still in the hallway, so Mason sees the move.
- Mason only leaves afterward (line 6).
- Emma is in the hallway too, but her dislike of the TV_room has nothing to do with the celery.

Since Mila knows Mason watched her move it, Mila thinks Mason will search in the green_container.""",
[
C("The celery starts in the blue_bathtub (line 3)", "location", "true", 3, "line 3", ("O", 3, "blue_bathtub")),
C("Mila moves it to the green_container (line 4)", "event", "true", 4, "line 4", ("T", 4, "Mila moved the celery to the green_container")),
C("while Mason is still in the hallway", "presence", "true", 4, "Mason in hallway at 4", ("R", "Mason", 4, "hallway")),
C("Mason sees the move", "presence", "true", 4, "Mason witnessed 4", ("W", "Mason", 4)),
C("Mason only leaves afterward (line 6)", "order", "true", 6, "exit 6 after move 4"),
C("Emma is in the hallway too", "presence", "false", 5, "PLANTED: Emma never enters any room", ("R", "Emma", 5, "hallway")),
C("her dislike of the TV_room has nothing to do with the celery", "event", "uncheckable", None, "statement about relevance"),
C("Mila knows Mason watched her move it", "belief", "true", 4, "Mila -> Mason = green_container at 4", ("B", "Mila -> Mason", 4, "green_container")),
C("Mila thinks Mason will search in the green_container", "belief", "true", "end", "answer", ("B", "Mila -> Mason", "end", "green_container"), ans=True),
]),

R("numbered", "sound", "green_container",
"""Let's think step by step.

1. Mason and Mila are both in the hallway when the celery is in the blue_bathtub.
2. Mila moves the celery to the green_container. Mason is still there and sees it.
3. Mason exits only after the move, at the end of the story.
4. So Mason thinks the celery is in the green_container, and Mila, who saw Mason watching, thinks the same about him.

The answer is [green_container].""",
[
C("Mason and Mila are both in the hallway when the celery is in the blue_bathtub", "presence", "true", 3, "both witnessed 3", ("AND", [("W", "Mason", 3), ("W", "Mila", 3), ("O", 3, "blue_bathtub")])),
C("Mila moves the celery to the green_container", "event", "true", 4, "line 4", ("T", 4, "Mila moved the celery to the green_container")),
C("Mason is still there and sees it", "presence", "true", 4, "Mason witnessed 4", ("W", "Mason", 4)),
C("Mason exits only after the move, at the end of the story", "order", "true", 6, "exit at 6, the last line"),
C("Mason thinks the celery is in the green_container", "belief", "true", "end", "Mason at end", ("B", "Mason", "end", "green_container")),
C("Mila, who saw Mason watching", "presence", "true", 4, "Mila and Mason both witnessed 4", ("AND", [("W", "Mila", 4), ("W", "Mason", 4)])),
C("thinks the same about him", "belief", "true", "end", "Mila -> Mason = green_container", ("B", "Mila -> Mason", "end", "green_container"), ans=True),
]),

R("narrative", "sound", "green_container",
"""This is a second-order question, so I need Mila's belief about Mason's belief.

Mason is the first one in the hallway, and Mila joins him. The celery is in the blue_bathtub, and then Mila herself moves it to the green_container — with Mason standing right there. Mason doesn't leave until line 6, after the move.

Because they were together for the move, Mila has every reason to think Mason knows where the celery is. So Mila thinks Mason will search for the celery in the green_container.

The answer is green_container.""",
[
C("Mason is the first one in the hallway", "order", "true", 1, "Mason enters at 1, Mila at 2"),
C("Mila joins him", "event", "true", 2, "line 2", ("T", 2, "Mila entered the hallway")),
C("The celery is in the blue_bathtub", "location", "true", 3, "line 3", ("O", 3, "blue_bathtub")),
C("Mila herself moves it to the green_container", "event", "true", 4, "line 4", ("T", 4, "Mila moved the celery to the green_container")),
C("with Mason standing right there", "presence", "true", 4, "Mason witnessed 4", ("W", "Mason", 4)),
C("Mason doesn't leave until line 6, after the move", "order", "true", 6, "exit at 6 > 4", ("T", 6, "Mason exited")),
C("they were together for the move", "presence", "true", 4, "both witnessed 4", ("AND", [("W", "Mila", 4), ("W", "Mason", 4)])),
C("Mila has every reason to think Mason knows where the celery is", "belief", "true", 6, "Mila -> Mason = green_container = real location", ("AND", [("B", "Mila -> Mason", 6, "green_container"), ("O", 6, "green_container")])),
C("So Mila thinks Mason will search for the celery in the green_container", "belief", "true", "end", "answer", ("B", "Mila -> Mason", "end", "green_container"), ans=True),
]),

R("terse", "wrong", "blue_bathtub",
"""blue_bathtub — Mason left, so Mila expects him to look where it originally was.""",
[
C("Mason left", "event", "true", 6, "line 6", ("T", 6, "Mason exited")),
C("Mila expects him to look where it originally was", "belief", "false", "end", "wrong answer: Mila -> Mason = green_container", ("B", "Mila -> Mason", "end", "blue_bathtub"), ans=True),
]),

R("thinking", "unsound", "green_container",
"""<think>
Second order: Mila's belief about where Mason will search.

Line 1 Mason enters hallway, line 2 Mila enters. Line 3: celery in blue_bathtub. Line 4: Mason moves the celery to the green_container. Both present. Line 5 is about Emma and the TV_room, irrelevant — Emma isn't even in any of the rooms. Line 6 Mason exits.

So Mason saw the move; Mila saw it too and saw Mason there. Mila → Mason = green_container.

Hmm, is there a trick? Mason exits after the move, so nothing happens without him. No.
</think>

Mila thinks Mason will search in the green_container.""",
[
C("Line 1 Mason enters hallway", "event", "true", 1, "line 1", ("T", 1, "Mason entered the hallway")),
C("line 2 Mila enters", "event", "true", 2, "line 2", ("T", 2, "Mila entered the hallway")),
C("Line 3: celery in blue_bathtub", "location", "true", 3, "line 3", ("O", 3, "blue_bathtub")),
C("Line 4: Mason moves the celery to the green_container", "event", "false", 4, "PLANTED: it was Mila who moved the celery", ("T", 4, "Mason moved")),
C("Both present", "presence", "true", 4, "both witnessed 4", ("AND", [("W", "Mila", 4), ("W", "Mason", 4)])),
C("Line 5 is about Emma and the TV_room", "event", "true", 5, "line 5", ("T", 5, "Emma dislikes the TV_room")),
C("Emma isn't even in any of the rooms", "presence", "true", "end", "Emma in no room throughout", ("ALLR", "Emma", None)),
C("Line 6 Mason exits", "event", "true", 6, "line 6", ("T", 6, "Mason exited")),
C("So Mason saw the move", "presence", "true", 4, "Mason witnessed 4", ("W", "Mason", 4)),
C("Mila saw it too and saw Mason there", "presence", "true", 4, "Mila witnessed 4 with Mason present", ("AND", [("W", "Mila", 4), ("R", "Mason", 4, "hallway")])),
C("Mila → Mason = green_container", "belief", "true", "end", "Mila -> Mason at end", ("B", "Mila -> Mason", "end", "green_container")),
C("Mason exits after the move", "order", "true", 6, "6 > 4"),
C("nothing happens without him", "event", "true", 6, "his exit is the last line"),
C("Mila thinks Mason will search in the green_container", "belief", "true", "end", "answer", ("B", "Mila -> Mason", "end", "green_container"), ans=True),
]),
]
