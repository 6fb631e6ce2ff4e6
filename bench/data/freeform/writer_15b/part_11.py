# Q11 s6815-14-o4: Where does Hannah think Elizabeth thinks Mia thinks Amelia thinks the cherry is?  gold blue_basket
RECORDS = []
Q = 'Hannah -> Elizabeth -> Mia -> Amelia'

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='blue_basket', response=
"""B. blue_basket

Explanation:
- Amelia moved the cherry from the blue_envelope to the blue_basket (line 3) in front of everyone, and then she was the first to leave (line 4).
- Because all of them watched her leave with the cherry in the blue_basket, every one of them — Hannah, Elizabeth and Mia — thinks Amelia thinks it's in the blue_basket.
- Hannah left only after Mia moved the cherry to the green_envelope, but that move happened after Amelia was gone, so it doesn't affect anyone's model of Amelia.
- Therefore, Hannah thinks Elizabeth thinks Mia thinks Amelia thinks the cherry is in the blue_basket.""",
claims=[
 ("Amelia moved the cherry from the blue_envelope to the blue_basket (line 3)", 'event', 'true', 3, "line 3", ('o','cherry','blue_basket')),
 ("in front of everyone", 'presence', 'true', 3, "all witnessed 3", ('w','Hannah',True)),
 ("she was the first to leave (line 4)", 'order', 'true', 4, "first exit"),
 ("all of them watched her leave with the cherry in the blue_basket", 'presence', 'true', 4, "Eli, Han, Mia, Noa witnessed 4", ('w','Mia',True)),
 ("every one of them — Hannah, Elizabeth and Mia — thinks Amelia thinks it's in the blue_basket", 'belief', 'true', 'end', "Hannah/Elizabeth/Mia -> Amelia blue_basket", ('b','Hannah -> Amelia','cherry','blue_basket')),
 ("Hannah left only after Mia moved the cherry to the green_envelope", 'order', 'false', 7, "PLANTED: Hannah exited at 6, before Mia's move at 7"),
 ("that move happened after Amelia was gone", 'order', 'true', 7, "4 < 7"),
 ("it doesn't affect anyone's model of Amelia", 'belief', 'true', 'end', "all X -> Amelia chains stay blue_basket", ('b','Elizabeth -> Amelia','cherry','blue_basket')),
 ("Hannah thinks Elizabeth thinks Mia thinks Amelia thinks the cherry is in the blue_basket", 'belief', 'true', 'end', "answer", ('b',Q,'cherry','blue_basket')),
]))

RECORDS.append(dict(style='numbered', label='wrong', stated_answer='green_envelope', response=
"""**Step 1:** The cherry starts in the blue_envelope; Amelia moves it to the blue_basket and leaves.

**Step 2:** Hannah waits a minute and leaves.

**Step 3:** Mia moves the cherry to the green_envelope while Elizabeth and Noah watch, then leaves.

**Step 4:** Elizabeth moves it to the green_pantry and leaves; Noah leaves last.

**Step 5: Working through the chain.**
- Innermost: what Mia thinks Amelia thinks. Mia herself moved the cherry to the green_envelope, and she'd assume Amelia knows where it is.
- Elizabeth saw Mia's move, so Elizabeth thinks Mia thinks Amelia thinks green_envelope.
- Hannah has no information to contradict Elizabeth's view.

**Answer:** E. green_envelope""",
claims=[
 ("The cherry starts in the blue_envelope", 'location', 'true', 2, "line 2", ('o','cherry','blue_envelope')),
 ("Amelia moves it to the blue_basket", 'event', 'true', 3, "line 3"),
 ("and leaves", 'event', 'true', 4, "line 4"),
 ("Hannah waits a minute", 'event', 'true', 5, "line 5"),
 ("and leaves", 'event', 'true', 6, "line 6"),
 ("Mia moves the cherry to the green_envelope", 'event', 'true', 7, "line 7"),
 ("while Elizabeth and Noah watch", 'presence', 'true', 7, "witnessed_by 7", ('w','Elizabeth',True)),
 ("then leaves", 'event', 'true', 8, "line 8"),
 ("Elizabeth moves it to the green_pantry", 'event', 'true', 9, "line 9"),
 ("and leaves", 'event', 'true', 10, "line 10"),
 ("Noah leaves last", 'order', 'true', 12, "line 12"),
 ("Mia herself moved the cherry to the green_envelope", 'event', 'true', 7, "line 7"),
 ("she'd assume Amelia knows where it is", 'belief', 'false', 'end', "Mia->Amelia blue_basket", ('b','Mia -> Amelia','cherry','green_envelope')),
 ("Elizabeth saw Mia's move", 'presence', 'true', 7, "Elizabeth witnessed 7", ('w','Elizabeth',True)),
 ("Elizabeth thinks Mia thinks Amelia thinks green_envelope", 'belief', 'false', 'end', "Elizabeth->Mia->Amelia blue_basket", ('b','Elizabeth -> Mia -> Amelia','cherry','green_envelope')),
 ("Hannah has no information to contradict Elizabeth's view", 'belief', 'uncheckable', None, "vague"),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='blue_basket', response=
"""Let me start from the innermost person, Amelia, and work outward.

Amelia is the one who moved the cherry into the blue_basket (line 3), and she left right afterward, before anyone else touched it. So Amelia thinks it's in the blue_basket.

Mia, Elizabeth and Hannah were all in the garage for that move and all watched Amelia walk out. Mia's later move to the green_envelope happened with Amelia gone, so Mia knows Amelia missed it: Mia thinks Amelia thinks blue_basket. Elizabeth watched all of this, so she knows Mia would reason that way.

Hannah left at line 6, before Mia or Elizabeth moved anything. From where Hannah stands, nothing ever happened after the blue_basket move, so her whole nested picture — Elizabeth's view of Mia's view of Amelia — is the blue_basket. Nobody says anything in the waiting_room to change it.

So Hannah thinks Elizabeth thinks Mia thinks Amelia thinks the cherry is in the blue_basket. The answer is B.""",
claims=[
 ("Amelia is the one who moved the cherry into the blue_basket (line 3)", 'event', 'true', 3, "line 3"),
 ("she left right afterward", 'event', 'true', 4, "line 4"),
 ("before anyone else touched it", 'order', 'true', 4, "next move at 7"),
 ("Amelia thinks it's in the blue_basket", 'belief', 'true', 'end', "Amelia blue_basket", ('b','Amelia','cherry','blue_basket')),
 ("Mia, Elizabeth and Hannah were all in the garage for that move", 'presence', 'true', 3, "witnessed 3", ('w','Hannah',True)),
 ("all watched Amelia walk out", 'presence', 'true', 4, "witnessed 4", ('w','Mia',True)),
 ("Mia's later move to the green_envelope happened with Amelia gone", 'presence', 'true', 7, "Amelia not witness 7", ('w','Amelia',False)),
 ("Mia knows Amelia missed it", 'belief', 'true', 7, "Mia->Amelia blue_basket at 7", ('b','Mia -> Amelia','cherry','blue_basket')),
 ("Mia thinks Amelia thinks blue_basket", 'belief', 'true', 'end', "Mia->Amelia", ('b','Mia -> Amelia','cherry','blue_basket')),
 ("Elizabeth watched all of this", 'presence', 'true', 7, "Elizabeth witnessed 3, 4, 7", ('w','Elizabeth',True)),
 ("she knows Mia would reason that way", 'belief', 'true', 'end', "Elizabeth->Mia->Amelia blue_basket", ('b','Elizabeth -> Mia -> Amelia','cherry','blue_basket')),
 ("Hannah left at line 6", 'event', 'true', 6, "line 6", ('r','Hannah',None)),
 ("before Mia or Elizabeth moved anything", 'order', 'true', 7, "6 < 7, 9"),
 ("From where Hannah stands, nothing ever happened after the blue_basket move", 'belief', 'true', 'end', "Hannah blue_basket", ('b','Hannah','cherry','blue_basket')),
 ("her whole nested picture — Elizabeth's view of Mia's view of Amelia — is the blue_basket", 'belief', 'true', 'end', "H->E->M->A", ('b',Q,'cherry','blue_basket')),
 ("Nobody says anything in the waiting_room to change it", 'communication', 'true', 13, "no communication"),
 ("Hannah thinks Elizabeth thinks Mia thinks Amelia thinks the cherry is in the blue_basket", 'belief', 'true', 'end', "answer", ('b',Q,'cherry','blue_basket')),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='blue_basket', response=
"""B""",
claims=[]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='blue_basket', response=
"""<think>
Chain: Hannah → Elizabeth → Mia → Amelia.

Amelia moves cherry blue_envelope → blue_basket (3), exits first (4). Everyone else sees that.

Hannah exits at 6. Then Mia → green_envelope (7) and exits, Elizabeth → green_pantry (9) and exits, Noah last.

Amelia's belief: blue_basket. She never saw anything else.

Mia → Amelia: Mia saw Amelia leave right after the blue_basket move, so blue_basket.
Elizabeth → Mia → Amelia: Elizabeth was there for all of it; she knows Mia saw Amelia leave. blue_basket.
Hannah → Elizabeth → Mia → Amelia: Hannah left before Mia's move... does that matter? The chain ends in Amelia, and Amelia's last info is the blue_basket either way. Hannah saw Amelia leave too. So blue_basket.

Wait, let me make sure there's no communication at the end. Line 13 is just everyone entering the waiting_room. Nothing else. OK.
</think>

**B. blue_basket**

Amelia left right after putting the cherry in the blue_basket, with Hannah, Elizabeth and Mia all watching, so every level of the chain bottoms out at the blue_basket.""",
claims=[
 ("Amelia moves cherry blue_envelope → blue_basket (3)", 'event', 'true', 3, "line 3"),
 ("exits first (4)", 'order', 'true', 4, "first exit"),
 ("Everyone else sees that", 'presence', 'true', 4, "witnessed 4", ('w','Noah',True)),
 ("Hannah exits at 6", 'event', 'true', 6, "line 6"),
 ("Mia → green_envelope (7)", 'event', 'true', 7, "line 7"),
 ("and exits", 'event', 'true', 8, "line 8"),
 ("Elizabeth → green_pantry (9)", 'event', 'true', 9, "line 9"),
 ("and exits", 'event', 'true', 10, "line 10"),
 ("Noah last", 'order', 'true', 12, "line 12"),
 ("Amelia's belief: blue_basket", 'belief', 'true', 'end', "Amelia blue_basket", ('b','Amelia','cherry','blue_basket')),
 ("She never saw anything else", 'presence', 'true', 'end', "Amelia witnessed no later move"),
 ("Mia saw Amelia leave right after the blue_basket move", 'presence', 'true', 4, "Mia witnessed 4", ('w','Mia',True)),
 ("so blue_basket", 'belief', 'true', 'end', "Mia->Amelia blue_basket", ('b','Mia -> Amelia','cherry','blue_basket')),
 ("Elizabeth was there for all of it", 'presence', 'true', 7, "Elizabeth witnessed 3,4,7", ('w','Elizabeth',True)),
 ("she knows Mia saw Amelia leave", 'presence', 'true', 4, "both witnessed 4", ('w','Elizabeth',True)),
 ("blue_basket", 'belief', 'true', 'end', "Elizabeth->Mia->Amelia blue_basket", ('b','Elizabeth -> Mia -> Amelia','cherry','blue_basket')),
 ("Hannah left before Mia's move", 'order', 'true', 7, "6 < 7"),
 ("Amelia's last info is the blue_basket", 'belief', 'true', 'end', "Amelia blue_basket", ('b','Amelia','cherry','blue_basket')),
 ("Hannah saw Amelia leave too", 'presence', 'true', 4, "Hannah witnessed 4", ('w','Hannah',True)),
 ("So blue_basket", 'belief', 'true', 'end', "H->E->M->A", ('b',Q,'cherry','blue_basket')),
 ("Line 13 is just everyone entering the waiting_room", 'event', 'true', 13, "line 13"),
 ("Amelia left right after putting the cherry in the blue_basket", 'order', 'true', 4, "3 then 4"),
 ("with Hannah, Elizabeth and Mia all watching", 'presence', 'true', 4, "witnessed 3-4", ('w','Elizabeth',True)),
 ("every level of the chain bottoms out at the blue_basket", 'belief', 'true', 'end', "all sub-chains ending in Amelia blue_basket", ('b','Hannah -> Elizabeth -> Mia','cherry','blue_basket')),
]))
