# Q2 tomi-s6820-0-memory: Where was the spinach at the beginning?  gold red_bucket
from common import C, R

RECORDS = [
R("answer_first", "unsupported", "red_bucket",
"""**Answer: red_bucket**

The spinach was in the red_bucket at the beginning of the story.""",
[
C("The spinach was in the red_bucket at the beginning of the story", "location", "true", 4, "first location of the spinach (line 4); restates the answer", ("O", 4, "red_bucket"), ans=True),
]),

R("numbered", "sound", "red_bucket",
"""Let's think step by step.

1. Oliver enters the bedroom, then Benjamin enters.
2. The first time the spinach is mentioned, it is in the red_bucket (line 4).
3. Oliver then moves it to the green_crate (line 5), while Benjamin is still there.
4. After that, Benjamin and Oliver both leave, and Benjamin comes back, but nothing else happens to the spinach.
5. The question asks about the beginning, so the later move doesn't matter.

The answer is [red_bucket].""",
[
C("Oliver enters the bedroom", "event", "true", 1, "line 1", ("T", 1, "Oliver entered the bedroom")),
C("then Benjamin enters", "event", "true", 2, "line 2", ("T", 2, "Benjamin entered the bedroom")),
C("it is in the red_bucket (line 4)", "location", "true", 4, "line 4", ("O", 4, "red_bucket")),
C("Oliver then moves it to the green_crate (line 5)", "event", "true", 5, "line 5", ("T", 5, "Oliver moved the spinach to the green_crate")),
C("while Benjamin is still there", "presence", "true", 5, "Benjamin witnessed line 5", ("W", "Benjamin", 5)),
C("Benjamin and Oliver both leave", "event", "true", 7, "lines 6 and 7", ("AND", [("T", 6, "Benjamin exited"), ("T", 7, "Oliver exited")])),
C("Benjamin comes back", "event", "true", 8, "line 8", ("T", 8, "Benjamin entered the bedroom")),
C("nothing else happens to the spinach", "event", "true", "end", "spinach stays in green_crate from 5 to end", ("O", "end", "green_crate")),
]),

R("narrative", "unsound", "red_bucket",
"""Let me think about what "the beginning" means here. The spinach is introduced in the red_bucket at line 4, when Oliver and Benjamin are both in the bedroom. Oliver moves it into the green_crate right after, so by the end it's in the green_crate — but that's its current spot, not where it started.

Oliver leaves the bedroom first, then Benjamin, and Benjamin later returns alone. Elizabeth never enters the bedroom at all; she only shows up in a line about disliking the porch.

So at the beginning, the spinach was in the red_bucket. The answer is red_bucket.""",
[
C("The spinach is introduced in the red_bucket at line 4", "location", "true", 4, "line 4", ("O", 4, "red_bucket")),
C("when Oliver and Benjamin are both in the bedroom", "presence", "true", 4, "both in bedroom at 4", ("AND", [("R", "Oliver", 4, "bedroom"), ("R", "Benjamin", 4, "bedroom")])),
C("Oliver moves it into the green_crate right after", "event", "true", 5, "line 5", ("T", 5, "Oliver moved the spinach to the green_crate")),
C("by the end it's in the green_crate", "location", "true", "end", "objects at end", ("O", "end", "green_crate")),
C("Oliver leaves the bedroom first, then Benjamin", "order", "false", 7, "PLANTED: Benjamin exits at 6, Oliver at 7 - Benjamin left first"),
C("Benjamin later returns alone", "presence", "true", 8, "line 8, only Benjamin in the bedroom", ("AND", [("R", "Benjamin", 8, "bedroom"), ("R", "Oliver", 8, None), ("R", "Elizabeth", 8, None)])),
C("Elizabeth never enters the bedroom at all", "presence", "true", "end", "Elizabeth in no room throughout", ("ALLR", "Elizabeth", None)),
C("she only shows up in a line about disliking the porch", "event", "true", 3, "line 3", ("T", 3, "Elizabeth dislikes the porch")),
C("at the beginning, the spinach was in the red_bucket", "location", "true", 4, "restates the answer", ("O", 4, "red_bucket"), ans=True),
]),

R("terse", "sound", "red_bucket",
"""red_bucket — that's where it was before Oliver moved it to the green_crate.""",
[
C("that's where it was before Oliver moved it", "location", "true", 4, "red_bucket before the move at 5; restates the answer", ("O", 4, "red_bucket"), ans=True),
C("Oliver moved it to the green_crate", "event", "true", 5, "line 5", ("T", 5, "Oliver moved the spinach to the green_crate")),
]),

R("thinking", "wrong", "green_crate",
"""<think>
The spinach is in the red_bucket at line 4, then Oliver moves it to the green_crate at line 5. Benjamin sees that. Both leave, then Benjamin comes back in at line 8.

"At the beginning" — hmm, the beginning of what? The story's first lines are just people entering; the spinach isn't there yet. Maybe the question means where it is when Benjamin begins his second visit... When Benjamin re-enters, the spinach is in the green_crate. It could also just mean the start of the story, which would be the red_bucket.

I think the question is really about the state when the current scene begins, so green_crate.
</think>

Answer: green_crate. The spinach was in the green_crate at the start.""",
[
C("The spinach is in the red_bucket at line 4", "location", "true", 4, "line 4", ("O", 4, "red_bucket")),
C("Oliver moves it to the green_crate at line 5", "event", "true", 5, "line 5", ("T", 5, "Oliver moved the spinach to the green_crate")),
C("Benjamin sees that", "presence", "true", 5, "Benjamin witnessed line 5", ("W", "Benjamin", 5)),
C("Both leave", "event", "true", 7, "lines 6-7", ("AND", [("T", 6, "Benjamin exited"), ("T", 7, "Oliver exited")])),
C("Benjamin comes back in at line 8", "event", "true", 8, "line 8", ("T", 8, "Benjamin entered the bedroom")),
C("The story's first lines are just people entering", "event", "true", 2, "lines 1-2 are entries", ("AND", [("T", 1, "entered"), ("T", 2, "entered")])),
C("the spinach isn't there yet", "location", "true", 1, "objects: spinach None at lines 1-3", ("O", 1, None)),
C("When Benjamin re-enters, the spinach is in the green_crate", "location", "true", 8, "objects at 8", ("O", 8, "green_crate")),
C("The spinach was in the green_crate at the start", "location", "false", 4, "wrong answer: at its first appearance (line 4) it was in the red_bucket", ("O", 4, "green_crate"), ans=True),
]),
]
