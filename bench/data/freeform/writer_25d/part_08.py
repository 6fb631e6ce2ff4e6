# Q8 s6825-17-o2: William -> Benjamin potato = red_bottle (O)
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="red_bottle",
response="""1. **Movements in the pantry**
   - The potato starts in the red_bathtub (line 2).
   - Ethan moves it to the red_drawer (line 5); William sees this.
   - William exits at line 8. Jacob then moves the potato to the blue_bathtub (line 9), seen only by Jacob and Benjamin.
2. **Exit order:** Isabella, Ethan, William, Jacob, Benjamin. Benjamin is the last to leave.
3. **Communication**
   - Line 15: William publicly claims the potato is in the blue_bathtub.
   - Line 16: Benjamin privately tells William it's in the red_bottle. Since Benjamin exited after William, William trusts him.
4. **William's view of Benjamin:** Benjamin is the one who told him "red_bottle", so William takes that as what Benjamin believes.

**Answer:** O. red_bottle""",
claims=[
("The potato starts in the red_bathtub (line 2)","location","true",2,"row 2"),
("Ethan moves it to the red_drawer (line 5)","event","true",5,"line 5"),
("William sees this","presence","true",5,"William in witnessed_by 5"),
("William exits at line 8","event","true",8,"line 8"),
("Jacob then moves the potato to the blue_bathtub (line 9)","event","true",9,"line 9"),
("seen only by Jacob and Benjamin","presence","true",9,"witnessed_by 9"),
("Isabella, Ethan, William, Jacob, Benjamin","order","true",13,"exits 4,6,8,10,13"),
("Benjamin is the last to leave","order","true",13,"line 13"),
("William publicly claims the potato is in the blue_bathtub","communication","true",15,"line 15"),
("Benjamin privately tells William it's in the red_bottle","communication","true",16,"line 16"),
("Benjamin exited after William","order","true",13,"13 > 8"),
("William trusts him","communication","true",16,"William belief -> red_bottle at 16"),
("William takes that as what Benjamin believes","belief","true","end","William -> Benjamin = red_bottle"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_bottle",
response="""O. red_bottle

Explanation: William left the pantry at line 8, so he missed Jacob moving the potato to the blue_bathtub. At the end, Benjamin — who stayed in the pantry longer than William — privately tells William the potato is in the red_bottle (line 16). William trusts him, so William now believes it's in the red_bottle and assumes Benjamin believes the same, since that's what Benjamin told him.""",
claims=[
("William left the pantry at line 8","event","true",8,"line 8"),
("he missed Jacob moving the potato to the blue_bathtub","presence","true",9,"William not in witnessed_by 9"),
("Benjamin — who stayed in the pantry longer than William","order","true",13,"Benjamin exit 13 > 8"),
("privately tells William the potato is in the red_bottle (line 16)","communication","true",16,"line 16"),
("William trusts him","communication","true",16,"William -> red_bottle"),
("William now believes it's in the red_bottle","belief","true","end","William -> red_bottle"),
("assumes Benjamin believes the same","belief","true","end","William -> Benjamin = red_bottle"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="red_bottle",
response="""Let me trace what William knows at each point.

William sees the potato go from the red_bathtub to the red_drawer when Ethan moves it, and then he leaves the pantry. He isn't there when Jacob shifts it to the blue_bathtub, so on his own William would still think it's in the red_drawer.

In the waiting room, William publicly announces that the potato is in the blue_bathtub. That claim leaves Ethan's belief unchanged, and it doesn't change William's own belief either — a speaker isn't persuaded by himself.

Then Benjamin privately tells William the potato is in the red_bottle. Benjamin stayed in the pantry after William left, so William trusts him, and from William's perspective that's what Benjamin believes.

The answer is O. red_bottle.""",
claims=[
("William sees the potato go from the red_bathtub to the red_drawer","presence","true",5,"William witnessed 5"),
("when Ethan moves it","event","true",5,"line 5"),
("then he leaves the pantry","event","true",8,"line 8"),
("He isn't there when Jacob shifts it to the blue_bathtub","presence","true",9,"William None at 9"),
("William would still think it's in the red_drawer","belief","true",14,"William -> red_drawer at row 14"),
("William publicly announces that the potato is in the blue_bathtub","communication","true",15,"line 15"),
("That claim leaves Ethan's belief unchanged","communication","false",15,"PLANTED: Ethan trusts William (left earlier) and switches red_drawer -> blue_bathtub at 15"),
("it doesn't change William's own belief","communication","true",15,"William red_drawer at 15"),
("Benjamin privately tells William the potato is in the red_bottle","communication","true",16,"line 16"),
("Benjamin stayed in the pantry after William left","order","true",13,"13 > 8"),
("William trusts him","communication","true",16,"William -> red_bottle"),
("from William's perspective that's what Benjamin believes","belief","true","end","William -> Benjamin = red_bottle"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="blue_bathtub",
response="""<think>
William thinks Benjamin thinks potato?

Benjamin was there for everything: red_bathtub → red_drawer (Ethan) → blue_bathtub (Jacob). Benjamin is last out. So Benjamin really believes blue_bathtub.

William left at 8, before Jacob's move. Then William publicly claims blue_bathtub — interesting, so William somehow says blue_bathtub.

Then Benjamin privately tells William "red_bottle". But Benjamin knows it's in the blue_bathtub, so that's a lie, and William heard Benjamin agree... no, Benjamin didn't say anything publicly. Hmm. William won't believe the red_bottle tell because it contradicts the blue_bathtub he announced himself.

So William thinks Benjamin thinks blue_bathtub.
</think>

M. blue_bathtub. Benjamin saw Jacob move the potato to the blue_bathtub, and William wouldn't buy the red_bottle story.""",
claims=[
("red_bathtub → red_drawer (Ethan)","event","true",5,"lines 2,5"),
("blue_bathtub (Jacob)","event","true",9,"line 9"),
("Benjamin was there for everything","presence","true",13,"Benjamin witnessed all moves"),
("Benjamin is last out","order","true",13,"line 13"),
("Benjamin really believes blue_bathtub","belief","true","end","Benjamin -> blue_bathtub"),
("William left at 8, before Jacob's move","order","true",9,"8 < 9"),
("William publicly claims blue_bathtub","communication","true",15,"line 15"),
("Benjamin privately tells William \"red_bottle\"","communication","true",16,"line 16"),
("Benjamin didn't say anything publicly","communication","true",None,"only William's public claim"),
("William won't believe the red_bottle tell","communication","false",16,"William trusts Benjamin; belief -> red_bottle"),
("William thinks Benjamin thinks blue_bathtub","belief","false","end","gold red_bottle"),
("Benjamin saw Jacob move the potato to the blue_bathtub","presence","true",9,"witnessed_by 9"),
("William wouldn't buy the red_bottle story","communication","false",16,"William -> red_bottle at 16"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_bottle",
response="""O. red_bottle""",
claims=[]))
