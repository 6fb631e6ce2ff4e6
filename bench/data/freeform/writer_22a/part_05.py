# Q5 s6822-6-o1 : Where does Ava really think the persimmon is? gold green_bucket
RECORDS = [
dict(style='numbered', label='unsound', stated_answer='green_bucket',
response="""Step 1: The persimmon starts in the green_bucket (line 3), with all five in the cellar.
Step 2: Jack moves it to the red_suitcase (line 4) and leaves. Everyone sees this move.
Step 3: Emily, Amelia and Carter leave one by one, so Ava is alone in the cellar.
Step 4: Ava moves the persimmon back to the green_bucket (line 12). Nobody else sees it.
Step 5: In the waiting room, Carter publicly claims it is in the blue_bucket. Ava left the cellar after Carter, so she doesn't trust him. Emily and Amelia go along with the claim, but Jack doesn't.
Step 6: Ava privately tells Jack it's in the green_bucket; this doesn't change her own belief.

Final answer: G. green_bucket""",
claims=[
("The persimmon starts in the green_bucket (line 3)", 'location', 'true', 3, "objects row 3"),
("with all five in the cellar", 'presence', 'true', 3, "all in cellar"),
("Jack moves it to the red_suitcase (line 4)", 'event', 'true', 4, "line 4"),
("and leaves", 'event', 'true', 5, "line 5 Jack exited"),
("Everyone sees this move", 'presence', 'true', 4, "witnessed_by line 4 = all five"),
("Emily, Amelia and Carter leave one by one", 'order', 'true', 11, "exits at 7, 9, 11"),
("Ava is alone in the cellar", 'presence', 'true', 11, "only Ava in cellar at line 11"),
("Ava moves the persimmon back to the green_bucket (line 12)", 'event', 'true', 12, "line 12"),
("Nobody else sees it", 'presence', 'true', 12, "witnessed_by line 12 = Ava"),
("Carter publicly claims it is in the blue_bucket", 'communication', 'true', 15, "line 15"),
("Ava left the cellar after Carter", 'order', 'true', 13, "Carter 11, Ava 13"),
("she doesn't trust him", 'communication', 'true', 15, "Ava stays green_bucket at line 15"),
("Emily and Amelia go along with the claim", 'communication', 'true', 15, "Emily, Amelia = blue_bucket at 15"),
("but Jack doesn't", 'communication', 'false', 15, "PLANTED: Jack = blue_bucket at line 15 (trusts Carter, who exited later)"),
("Ava privately tells Jack it's in the green_bucket", 'communication', 'true', 16, "line 16"),
("this doesn't change her own belief", 'communication', 'true', 16, "Ava green_bucket before and after"),
("Final answer: G. green_bucket", 'belief', 'true', 'end', "Ava = green_bucket"),
]),
dict(style='terse', label='wrong', stated_answer='blue_bucket',
response="""I. blue_bucket — Carter announced it publicly.""",
claims=[
("I. blue_bucket", 'belief', 'false', 'end', "Ava = green_bucket"),
("Carter announced it publicly", 'communication', 'true', 15, "line 15 Carter publicly claimed blue_bucket"),
]),
dict(style='narrative', label='unsupported', stated_answer='green_bucket',
response="""This one turns on Ava's own knowledge rather than on anything people say. Public claims in these stories can be misleading, and this one goes to some lengths to muddy the waters. In the end, though, what counts is Ava's own experience, and she believes the persimmon is in the green_bucket.

The answer is G. green_bucket.""",
claims=[
("this one goes to some lengths to muddy the waters", 'event', 'uncheckable', None, "vague commentary about the story"),
("she believes the persimmon is in the green_bucket", 'belief', 'true', 'end', "Ava = green_bucket (answer restated)"),
("The answer is G. green_bucket", 'belief', 'true', 'end', "answer"),
]),
dict(style='answer_first', label='sound', stated_answer='green_bucket',
response="""G. green_bucket

Ava is the last one left in the cellar (after Carter exits at line 11), and she herself moves the persimmon from the red_suitcase back to the green_bucket at line 12. No one else sees that move.

Carter's public claim at line 15 (blue_bucket) doesn't affect her: she left the cellar after Carter, so she has no reason to trust him over what she did herself. Her private message to Jack (line 16) just repeats what she already believes.

So Ava really thinks the persimmon is in the green_bucket.""",
claims=[
("G. green_bucket", 'belief', 'true', 'end', "Ava = green_bucket"),
("Ava is the last one left in the cellar", 'presence', 'true', 11, "only Ava in cellar after line 11"),
("after Carter exits at line 11", 'event', 'true', 11, "line 11"),
("she herself moves the persimmon from the red_suitcase back to the green_bucket at line 12", 'event', 'true', 12, "line 12; was red_suitcase before"),
("No one else sees that move", 'presence', 'true', 12, "witnessed_by line 12 = Ava"),
("Carter's public claim at line 15 (blue_bucket) doesn't affect her", 'communication', 'true', 15, "Ava stays green_bucket"),
("she left the cellar after Carter", 'order', 'true', 13, "Carter 11, Ava 13"),
("she has no reason to trust him over what she did herself", 'communication', 'uncheckable', None, "about her reasons"),
("Her private message to Jack (line 16)", 'communication', 'true', 16, "line 16 Ava privately told Jack"),
("just repeats what she already believes", 'belief', 'true', 16, "Ava = green_bucket at 15 and 16"),
("Ava really thinks the persimmon is in the green_bucket", 'belief', 'true', 'end', "answer"),
]),
dict(style='thinking', label='unsound', stated_answer='green_bucket',
response="""<think>
Ava's own belief. Let me go through.

Line 3: persimmon in green_bucket. Line 4: Carter moves it to the red_suitcase — everyone is in the cellar, so everyone knows red_suitcase. Then exits: Jack (5), Emily (7), Amelia (9), Carter (11). Ava stays.

Line 12: Ava moves the persimmon to the green_bucket. She's alone, so she's the only one who knows.

Line 15: Carter publicly says blue_bucket. Hmm, does Ava believe him? She was the last one out of the cellar, she moved it herself... no, she wouldn't trust Carter. Her belief stays green_bucket.

Line 16: she tells Jack green_bucket privately. That's her telling, not her being told. Doesn't change her belief.

Answer: green_bucket, option G.
</think>

**G. green_bucket** — Ava moved it there herself when she was alone, and Carter's public claim doesn't override that.""",
claims=[
("Line 3: persimmon in green_bucket", 'location', 'true', 3, "objects row 3"),
("Line 4: Carter moves it to the red_suitcase", 'event', 'false', 4, "PLANTED: Jack moved it at line 4"),
("everyone is in the cellar", 'presence', 'true', 4, "all five in cellar"),
("everyone knows red_suitcase", 'belief', 'true', 4, "all beliefs red_suitcase at line 4"),
("Jack (5), Emily (7), Amelia (9), Carter (11)", 'order', 'true', 11, "exit lines"),
("Ava stays", 'presence', 'true', 11, "Ava in cellar"),
("Line 12: Ava moves the persimmon to the green_bucket", 'event', 'true', 12, "line 12"),
("She's alone", 'presence', 'true', 12, "only Ava in cellar"),
("she's the only one who knows", 'belief', 'true', 12, "only Ava = green_bucket at line 12"),
("Line 15: Carter publicly says blue_bucket", 'communication', 'true', 15, "line 15"),
("She was the last one out of the cellar", 'order', 'true', 13, "Ava exits last at 13"),
("she moved it herself", 'event', 'true', 12, "line 12"),
("she wouldn't trust Carter", 'communication', 'true', 15, "Ava unchanged by claim"),
("Her belief stays green_bucket", 'belief', 'true', 15, "Ava = green_bucket at 15"),
("she tells Jack green_bucket privately", 'communication', 'true', 16, "line 16"),
("Doesn't change her belief", 'communication', 'true', 16, "Ava unchanged"),
("Answer: green_bucket, option G", 'belief', 'true', 'end', "answer"),
("**G. green_bucket**", 'belief', 'true', 'end', "answer"),
("Ava moved it there herself when she was alone", 'event', 'true', 12, "line 12, sole witness"),
("Carter's public claim doesn't override that", 'communication', 'true', 15, "Ava stays green_bucket"),
]),
]
