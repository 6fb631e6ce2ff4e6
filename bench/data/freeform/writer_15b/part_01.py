# Q1 s6815-22-o2: Where does Mason think Aiden thinks the potato is?  gold blue_pantry
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='blue_pantry', response=
"""**Answer: M. blue_pantry**

Explanation:
- Mason moved the potato from the green_box to the red_bucket (line 3) and then left the master_bedroom (line 4), so he never saw Noah move it to the blue_pantry (line 9).
- In the waiting_room, Aiden privately told Mason that the potato is in the blue_pantry (line 15). Aiden exited after Mason, so Mason trusts him.
- Since the information came from Aiden himself, Mason assumes Aiden believes the potato is in the blue_pantry.

So Mason thinks Aiden thinks the potato is in the blue_pantry.""",
claims=[
 ("Mason moved the potato from the green_box to the red_bucket (line 3)", 'event', 'true', 3, "line 3 move green_box->red_bucket"),
 ("then left the master_bedroom (line 4)", 'event', 'true', 4, "Mason exits at 4", ('r','Mason',None)),
 ("he never saw Noah move it to the blue_pantry (line 9)", 'presence', 'true', 9, "Mason not in witnessed_by at 9", ('w','Mason',False)),
 ("Aiden privately told Mason that the potato is in the blue_pantry (line 15)", 'communication', 'true', 15, "line 15"),
 ("Aiden exited after Mason", 'order', 'true', 8, "Aiden exits 8, Mason 4"),
 ("Mason trusts him", 'communication', 'true', 15, "Mason's belief becomes blue_pantry at 15", ('b','Mason','potato','blue_pantry')),
 ("Mason assumes Aiden believes the potato is in the blue_pantry", 'belief', 'true', 'end', "Mason->Aiden blue_pantry", ('b','Mason -> Aiden','potato','blue_pantry')),
 ("Mason thinks Aiden thinks the potato is in the blue_pantry", 'belief', 'true', 'end', "answer restated", ('b','Mason -> Aiden','potato','blue_pantry')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='blue_pantry', response=
"""**Step 1: Track the potato.**
The potato starts in the green_box. Mason moves it to the red_bucket, and later Noah moves it to the blue_pantry.

**Step 2: Who saw what.**
1. Mason leaves first (line 4), so his last view is the red_bucket.
2. Liam and Aiden leave next without touching anything.
3. Noah moves the potato to the blue_pantry and is the last one to leave the master_bedroom.

**Step 3: The private conversation.**
Aiden tells Mason the potato is in the blue_pantry. Mason has no reason to doubt Aiden, who stayed in the room longer than he did.

**Step 4: Second-order belief.**
Mason therefore believes Aiden thinks the potato is in the blue_pantry.

**Answer:** M. blue_pantry""",
claims=[
 ("The potato starts in the green_box", 'location', 'true', 2, "line 2", ('o','potato','green_box')),
 ("Mason moves it to the red_bucket", 'event', 'true', 3, "line 3"),
 ("later Noah moves it to the blue_pantry", 'event', 'true', 9, "line 9"),
 ("Mason leaves first (line 4)", 'order', 'true', 4, "first exit is Mason's at 4"),
 ("his last view is the red_bucket", 'belief', 'true', 4, "Mason believes red_bucket at 4", ('b','Mason','potato','red_bucket')),
 ("Liam and Aiden leave next", 'order', 'true', 8, "exits 6 and 8"),
 ("without touching anything", 'event', 'true', 8, "lines 5,7 no movements"),
 ("Noah moves the potato to the blue_pantry", 'event', 'true', 9, "line 9"),
 ("is the last one to leave the master_bedroom", 'order', 'false', 12, "PLANTED: William leaves last (line 12), Noah at 10"),
 ("Aiden tells Mason the potato is in the blue_pantry", 'communication', 'true', 15, "line 15"),
 ("Mason has no reason to doubt Aiden", 'communication', 'true', 15, "Mason trusts Aiden; belief updated", ('b','Mason','potato','blue_pantry')),
 ("who stayed in the room longer than he did", 'order', 'true', 8, "Aiden exits 8 > Mason 4"),
 ("Mason therefore believes Aiden thinks the potato is in the blue_pantry", 'belief', 'true', 'end', "Mason->Aiden", ('b','Mason -> Aiden','potato','blue_pantry')),
]))

RECORDS.append(dict(style='narrative', label='wrong', stated_answer='red_bucket', response=
"""Let me trace where each person was when the potato moved.

Everyone starts in the master_bedroom and sees the potato in the green_box. Mason moves it to the red_bucket and leaves right away. Liam and then Aiden leave after sitting around for a minute, so at that point all three of them last saw it in the red_bucket. Only Noah and William are still there when Noah puts it in the blue_pantry.

So Aiden genuinely believes the potato is in the red_bucket — he was gone before the second move. Mason knows Aiden was in the room for his own move.

Then, in the waiting_room, Aiden tells Mason it's in the blue_pantry. That's odd, because Aiden has no way of knowing that. But a private remark like that is just talk; it doesn't change Mason's picture of what Aiden actually saw. Mason still figures Aiden's belief is based on the red_bucket move they both witnessed.

The answer is O. red_bucket.""",
claims=[
 ("Everyone starts in the master_bedroom", 'presence', 'true', 1, "line 1 all enter"),
 ("sees the potato in the green_box", 'location', 'true', 2, "line 2", ('o','potato','green_box')),
 ("Mason moves it to the red_bucket", 'event', 'true', 3, "line 3"),
 ("leaves right away", 'event', 'true', 4, "Mason exits at 4"),
 ("Liam and then Aiden leave after sitting around for a minute", 'order', 'true', 8, "lines 5-8"),
 ("at that point all three of them last saw it in the red_bucket", 'belief', 'true', 8, "Mason, Liam, Aiden believe red_bucket at 8", ('b','Aiden','potato','red_bucket')),
 ("Only Noah and William are still there when Noah puts it in the blue_pantry", 'presence', 'true', 9, "witnessed_by 9 = Noah, William"),
 ("Aiden genuinely believes the potato is in the red_bucket", 'belief', 'true', 'end', "Aiden red_bucket at end", ('b','Aiden','potato','red_bucket')),
 ("he was gone before the second move", 'order', 'true', 9, "Aiden exits 8, move at 9"),
 ("Mason knows Aiden was in the room for his own move", 'presence', 'true', 3, "both witnessed line 3", ('w','Aiden',True)),
 ("Aiden tells Mason it's in the blue_pantry", 'communication', 'true', 15, "line 15"),
 ("Aiden has no way of knowing that", 'presence', 'true', 9, "Aiden did not witness line 9", ('w','Aiden',False)),
 ("it doesn't change Mason's picture of what Aiden actually saw", 'communication', 'false', 15, "Mason->Aiden changes to blue_pantry at 15", ('b','Mason -> Aiden','potato','red_bucket')),
 ("Mason still figures Aiden's belief is based on the red_bucket move they both witnessed", 'belief', 'false', 'end', "Mason->Aiden is blue_pantry at end", ('b','Mason -> Aiden','potato','red_bucket')),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='blue_pantry', response=
"""M. blue_pantry""",
claims=[]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='blue_pantry', response=
"""<think>
Okay, so the question is what Mason thinks Aiden thinks about the potato.

Start: potato in green_box, everyone in master_bedroom. Mason moves it to red_bucket, then Mason leaves. Liam leaves, Aiden leaves. Then Noah moves it to blue_pantry, and Noah and William leave.

So Aiden last saw it in the red_bucket. Mason also last saw it in the red_bucket, and he left before Aiden, so Mason would think Aiden thinks red_bucket... wait, no, there's the waiting_room part. Aiden privately told Mason that the potato is in the blue_pantry. Aiden left after Mason, so Mason trusts what Aiden says.

Hmm, but Aiden didn't actually see Noah's move. Doesn't matter for Mason though — all Mason has is that Aiden told him blue_pantry, so from Mason's side, Aiden believes blue_pantry.

Liam telling Noah about the green_box is irrelevant here; Mason wasn't part of that conversation.

So Mason thinks Aiden thinks blue_pantry.
</think>

**M. blue_pantry** — Aiden told Mason privately that the potato is in the blue_pantry, and Mason, who left the master_bedroom before Aiden, takes him at his word.""",
claims=[
 ("potato in green_box", 'location', 'true', 2, "line 2", ('o','potato','green_box')),
 ("everyone in master_bedroom", 'presence', 'true', 2, "all in master_bedroom", ('r','Noah','master_bedroom')),
 ("Mason moves it to red_bucket", 'event', 'true', 3, "line 3"),
 ("then Mason leaves", 'event', 'true', 4, "line 4"),
 ("Liam leaves, Aiden leaves", 'event', 'true', 8, "lines 6, 8"),
 ("Then Noah moves it to blue_pantry", 'event', 'true', 9, "line 9"),
 ("Noah and William leave", 'event', 'true', 12, "lines 10, 12"),
 ("Aiden last saw it in the red_bucket", 'belief', 'true', 8, "Aiden red_bucket", ('b','Aiden','potato','red_bucket')),
 ("Mason also last saw it in the red_bucket", 'belief', 'true', 4, "Mason red_bucket at exit", ('b','Mason','potato','red_bucket')),
 ("he left before Aiden", 'order', 'true', 8, "4 < 8"),
 ("Aiden privately told Mason that the potato is in the blue_pantry", 'communication', 'true', 15, "line 15"),
 ("Aiden left after Mason", 'order', 'true', 8, "8 > 4"),
 ("Mason trusts what Aiden says", 'communication', 'true', 15, "Mason updated to blue_pantry", ('b','Mason','potato','blue_pantry')),
 ("Aiden didn't actually see Noah's move", 'presence', 'true', 9, "Aiden not witness of 9", ('w','Aiden',False)),
 ("Aiden told him blue_pantry", 'communication', 'true', 15, "line 15"),
 ("from Mason's side, Aiden believes blue_pantry", 'belief', 'true', 'end', "Mason->Aiden", ('b','Mason -> Aiden','potato','blue_pantry')),
 ("Liam telling Noah about the green_box", 'communication', 'true', 16, "line 16"),
 ("Mason wasn't part of that conversation", 'presence', 'true', 16, "witnessed_by 16 = Liam, Noah", ('w','Mason',False)),
 ("Mason thinks Aiden thinks blue_pantry", 'belief', 'true', 'end', "answer", ('b','Mason -> Aiden','potato','blue_pantry')),
 ("Aiden told Mason privately that the potato is in the blue_pantry", 'communication', 'true', 15, "line 15"),
 ("who left the master_bedroom before Aiden", 'order', 'true', 8, "4 < 8"),
 ("takes him at his word", 'communication', 'true', 15, "trust", ('b','Mason','potato','blue_pantry')),
]))
