RECORDS = [
dict(style="thinking", label="wrong", stated_answer="blue_pantry",
response="""<think>
Second order: Jack's belief about Mia's belief.

Line 3: grapes in the blue_pantry, both Mia and Jack in the hallway. Line 4: Jack moves the grapes to the red_crate. Was Mia watching? She entered at line 1 and didn't leave until line 6, so yes, she was there.

Hmm, but then Mia leaves at 6, Jack leaves at 7, and Mia comes back at 8 without Jack. Jack doesn't know she came back. So Jack would think Mia goes back to the original spot, the blue_pantry? Since Jack moved it himself, maybe he thinks she didn't notice.
</think>

Jack thinks Mia will search the blue_pantry.""",
claims=[
("Line 3: grapes in the blue_pantry", "location", "true", 3, "objects row 3"),
("both Mia and Jack in the hallway", "presence", "true", 3, "rooms row 3"),
("Line 4: Jack moves the grapes to the red_crate", "event", "true", 4, "line 4"),
("She entered at line 1 and didn't leave until line 6", "presence", "true", 6, "Mia in hallway rows 1-5"),
("she was there", "presence", "true", 4, "Mia witnessed line 4"),
("Mia leaves at 6, Jack leaves at 7", "order", "true", 7, "lines 6, 7"),
("Mia comes back at 8 without Jack", "event", "true", 8, "line 8"),
("Jack doesn't know she came back", "presence", "true", 8, "witnessed_by row 8 = Mia"),
("Jack thinks Mia will search the blue_pantry", "belief", "false", "end", "Jack -> Mia = red_crate"),
]),
dict(style="answer_first", label="sound", stated_answer="red_crate",
response="""**red_crate**

Jack moved the grapes from the blue_pantry to the red_crate at line 4 while Mia was still in the hallway, so Jack knows Mia saw the move. Nothing happens to the grapes afterwards, so Jack thinks Mia will search the red_crate.""",
claims=[
("Jack moved the grapes from the blue_pantry to the red_crate at line 4", "event", "true", 4, "line 4"),
("while Mia was still in the hallway", "presence", "true", 4, "rooms row 4"),
("Jack knows Mia saw the move", "belief", "true", 4, "Jack -> Mia red_crate row 4"),
("Nothing happens to the grapes afterwards", "event", "true", "end", "no later move"),
("Jack thinks Mia will search the red_crate", "belief", "true", "end", "Jack -> Mia red_crate"),
]),
dict(style="numbered", label="unsupported", stated_answer="red_crate",
response="""1. Identify whose belief is asked: Jack's belief about Mia.
2. Consider what each of them could observe.
3. Conclusion: Jack thinks Mia searches for the grapes in the red_crate.

**Answer:** red_crate""",
claims=[
("Jack thinks Mia searches for the grapes in the red_crate", "belief", "true", "end", "answer restated"),
]),
dict(style="narrative", label="unsound", stated_answer="red_crate",
response="""Both Mia and Jack are in the hallway when the grapes show up in the blue_pantry, and they're both still there when Jack moves the grapes to the red_crate. Jack left the hallway before Mia did, and Mia later comes back in alone, but no one touches the grapes again. Since Jack saw that Mia watched his move, he'd expect her to look in the red_crate. The answer is red_crate.""",
claims=[
("Both Mia and Jack are in the hallway when the grapes show up in the blue_pantry", "presence", "true", 3, "rooms row 3"),
("they're both still there when Jack moves the grapes to the red_crate", "presence", "true", 4, "witnessed_by row 4"),
("Jack left the hallway before Mia did", "order", "false", 7, "PLANTED: Mia exited at line 6, Jack at line 7"),
("Mia later comes back in alone", "event", "true", 8, "line 8"),
("no one touches the grapes again", "event", "true", "end", "no later move"),
("Jack saw that Mia watched his move", "presence", "true", 4, "both witnessed line 4"),
("he'd expect her to look in the red_crate", "belief", "true", "end", "Jack -> Mia red_crate"),
]),
dict(style="terse", label="unsupported", stated_answer="red_crate",
response="""red_crate""",
claims=[]),
]
