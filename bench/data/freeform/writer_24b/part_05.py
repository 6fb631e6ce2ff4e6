# Q5 s6824-6-o1 : where does Jack really think the onion is -> blue_crate (K)
RECORDS = [
dict(style="terse", label="wrong", stated_answer="green_crate",
response="""green_crate. Jack left before anything moved, so he still thinks it's where it started.""",
claims=[
("green_crate", "belief", "false", "end", "Jack row 18: blue_crate (trusted Jayden's claim)"),
("Jack left before anything moved", "order", "true", 6, "Jack exit 6, first move 8"),
("he still thinks it's where it started", "belief", "false", "end", "Jack row 18: blue_crate"),
]),
dict(style="answer_first", label="sound", stated_answer="blue_crate",
response="""K. blue_crate

Explanation:
Jack saw the onion in the green_crate (line 2) and left at line 6, before Jayden moved it to the blue_bucket (line 8). In the waiting_room, Jayden publicly claims it's in the blue_crate (line 17). Jayden exited the crawlspace after Jack did (line 9 vs. line 6), so Jack trusts him and adopts the claim. Ethan's private message at line 18 goes only to Jayden, so Jack never hears it.

Jack therefore thinks the onion is in the blue_crate.""",
claims=[
("Jack saw the onion in the green_crate (line 2)", "presence", "true", 2, "row 2 witnessed by Jack"),
("left at line 6", "event", "true", 6, "line 6"),
("before Jayden moved it to the blue_bucket (line 8)", "order", "true", 8, "6 before 8"),
("Jayden publicly claims it's in the blue_crate (line 17)", "communication", "true", 17, "line 17"),
("Jayden exited the crawlspace after Jack did (line 9 vs. line 6)", "order", "true", 9, "9 after 6"),
("Jack trusts him and adopts the claim", "communication", "true", 17, "Jack row 17: blue_crate"),
("Ethan's private message at line 18 goes only to Jayden", "communication", "true", 18, "line 18"),
("Jack never hears it", "presence", "true", 18, "row 18 witnessed by Ethan, Jayden"),
("Jack therefore thinks the onion is in the blue_crate", "belief", "true", "end", "Jack row 18"),
]),
dict(style="thinking", label="unsound", stated_answer="blue_crate",
response="""<think>
Jack's first-order belief about the onion.
Jack was there at line 2: onion in green_crate. He leaves at 6. Then Jayden moves it to blue_bucket (8), and later Hannah moves it back to the green_crate at line 13. Jack saw none of that.
So Jack's own view: green_crate.
But then line 17: Jayden publicly claims it's in the blue_crate. Does Jack trust him? Jayden left at 9, Jack at 6 → Jayden left later, so Jack trusts him. Jack updates to blue_crate.
Line 18 is private between Ethan and Jayden; Jack isn't part of it.
Wait, let me double-check Jack doesn't get any other info... line 16 "Jack likes the blue_bucket" is just a preference, nothing about the onion. OK.
</think>

**K. blue_crate** — Jack missed all the moves, but he trusts Jayden's public claim because Jayden left the crawlspace after him.""",
claims=[
("Jack was there at line 2", "presence", "true", 2, "row 2"),
("onion in green_crate", "location", "true", 2, "row 2"),
("He leaves at 6", "event", "true", 6, "line 6"),
("Jayden moves it to blue_bucket (8)", "event", "true", 8, "line 8"),
("later Hannah moves it back to the green_crate at line 13", "event", "false", 13, "PLANTED: line 13 it was Ethan, Hannah had exited at 12"),
("Jack saw none of that", "presence", "true", 13, "rows 8, 13 exclude Jack"),
("Jack's own view: green_crate", "belief", "true", 16, "Jack rows 6-16: green_crate"),
("Jayden publicly claims it's in the blue_crate", "communication", "true", 17, "line 17"),
("Jayden left at 9, Jack at 6", "event", "true", 9, "lines 6, 9"),
("Jayden left later, so Jack trusts him", "communication", "true", 17, "Jack adopts blue_crate row 17"),
("Jack updates to blue_crate", "belief", "true", 17, "Jack row 17"),
("Line 18 is private between Ethan and Jayden", "communication", "true", 18, "line 18"),
("Jack isn't part of it", "presence", "true", 18, "row 18 witnessed by Ethan, Jayden"),
("\"Jack likes the blue_bucket\" is just a preference", "event", "true", 16, "line 16"),
("Jack missed all the moves", "presence", "true", 13, "rows 8, 13 exclude Jack"),
("he trusts Jayden's public claim", "communication", "true", 17, "Jack row 17 blue_crate"),
("Jayden left the crawlspace after him", "order", "true", 9, "9 after 6"),
("**K. blue_crate**", "belief", "true", "end", "Jack row 18"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_crate",
response="""Let me trace what Jack actually saw. He was in the crawlspace when the onion was in the green_crate, but he left at line 6 — before Jayden moved it to the blue_bucket and before Ethan moved it back to the green_crate.

The twist comes in the waiting_room. Jayden publicly claims the onion is in the blue_crate. Since Jayden stayed in the crawlspace longer than Jack, Jack has reason to trust him, and he takes the claim at face value. Hannah, who also left before Ethan's move, accepts Jayden's claim as well. Ethan's private tell to Jayden doesn't reach Jack at all.

So Jack now thinks the onion is in the blue_crate. The answer is K. blue_crate.""",
claims=[
("He was in the crawlspace when the onion was in the green_crate", "presence", "true", 2, "row 2"),
("he left at line 6", "event", "true", 6, "line 6"),
("before Jayden moved it to the blue_bucket", "order", "true", 8, "6 before 8"),
("before Ethan moved it back to the green_crate", "order", "true", 13, "6 before 13"),
("Jayden publicly claims the onion is in the blue_crate", "communication", "true", 17, "line 17"),
("Jayden stayed in the crawlspace longer than Jack", "order", "true", 9, "Jayden exit 9 after Jack 6"),
("he takes the claim at face value", "belief", "true", 17, "Jack row 17: blue_crate"),
("Hannah, who also left before Ethan's move", "order", "true", 12, "Hannah exit 12 before move 13"),
("accepts Jayden's claim as well", "communication", "false", 17, "PLANTED: Hannah row 17 stays blue_bucket (she left after Jayden, no trust)"),
("Ethan's private tell to Jayden doesn't reach Jack at all", "communication", "true", 18, "row 18 witnessed by Ethan, Jayden"),
("Jack now thinks the onion is in the blue_crate", "belief", "true", "end", "Jack row 18"),
("The answer is K. blue_crate", "belief", "true", "end", "Jack row 18"),
]),
dict(style="numbered", label="sound", stated_answer="blue_crate",
response="""1. **Starting point:** The onion is in the green_crate, and all five are in the crawlspace.
2. **Jack leaves:** Jack stays a minute and exits at line 6 without seeing any move.
3. **Moves he misses:** Jayden puts the onion in the blue_bucket (line 8); after Jayden and Hannah leave, Ethan moves it back to the green_crate (line 13).
4. **Public claim:** In the waiting_room, Jayden announces the onion is in the blue_crate. Jack trusts Jayden, who was in the crawlspace after him, so he believes it.
5. **Private message:** Ethan tells only Jayden about the blue_bucket, which doesn't affect Jack.

**Answer:** K. blue_crate""",
claims=[
("The onion is in the green_crate", "location", "true", 2, "row 2"),
("all five are in the crawlspace", "presence", "true", 2, "row 2"),
("Jack stays a minute and exits at line 6", "event", "true", 6, "lines 5-6"),
("without seeing any move", "presence", "true", 6, "no move before 6"),
("Jayden puts the onion in the blue_bucket (line 8)", "event", "true", 8, "line 8"),
("after Jayden and Hannah leave", "order", "true", 13, "exits 9, 12 before 13"),
("Ethan moves it back to the green_crate (line 13)", "event", "true", 13, "line 13"),
("Jayden announces the onion is in the blue_crate", "communication", "true", 17, "line 17"),
("Jack trusts Jayden", "communication", "true", 17, "Jack row 17 blue_crate"),
("who was in the crawlspace after him", "order", "true", 9, "Jayden exit 9 after Jack 6"),
("he believes it", "belief", "true", 17, "Jack row 17: blue_crate"),
("Ethan tells only Jayden about the blue_bucket", "communication", "true", 18, "line 18"),
("which doesn't affect Jack", "belief", "true", 18, "Jack row 18 unchanged"),
("**Answer:** K. blue_crate", "belief", "true", "end", "Jack row 18"),
]),
]
