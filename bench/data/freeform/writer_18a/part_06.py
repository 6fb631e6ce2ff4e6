RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_bottle",
response="""I. red_bottle

Explanation:
- Abigail moved the pear to the red_bottle at line 5, with Jacob watching.
- Abigail exited at line 6, before Jacob moved it to the green_suitcase (line 7), so Jacob knows she never saw that.
- Aria's private message to Abigail (line 18) says red_bottle, which matches what Abigail already believed, and Jacob wasn't part of that exchange anyway.
- Jacob's own tip to Nathan (line 19) doesn't involve Abigail.

So Jacob thinks Abigail thinks the pear is in the red_bottle.""",
claims=[
("Abigail moved the pear to the red_bottle at line 5","event","true",5,"line 5"),
("with Jacob watching","presence","true",5,"witnessed 5"),
("Abigail exited at line 6, before Jacob moved it to the green_suitcase (line 7)","order","true",6,"6 before 7"),
("Jacob knows she never saw that","belief","true",7,"Jacob->Abigail red_bottle"),
("Aria's private message to Abigail (line 18) says red_bottle","communication","true",18,"line 18"),
("matches what Abigail already believed","belief","true",17,"Abigail red_bottle"),
("Jacob wasn't part of that exchange","presence","true",18,"not witnessed"),
("Jacob's own tip to Nathan (line 19) doesn't involve Abigail","communication","true",19,"Abigail not witness"),
("Jacob thinks Abigail thinks the pear is in the red_bottle","belief","true","end","answer"),
]),
dict(style="numbered", label="unsound", stated_answer="red_bottle",
response="""**1. Initial placement:** The pear is in the red_suitcase, with all five in the playroom.

**2. Abigail's move:** Abigail moves it to the red_bottle (line 5). Jacob sees this.

**3. Abigail leaves** (line 6). Jacob then moves the pear to the green_suitcase and leaves himself.

**4. Later moves:** Carter moves the pear back to the red_suitcase at line 14, while Nathan is still in the room. Jacob doesn't see this.

**5. Waiting room:** Aria tells Abigail "red_bottle" privately; Jacob tells Nathan "blue_crate" privately. Neither changes Jacob's view of Abigail.

**Answer:** I. red_bottle""",
claims=[
("The pear is in the red_suitcase, with all five in the playroom","location","true",3,"line 3"),
("Abigail moves it to the red_bottle (line 5)","event","true",5,"line 5"),
("Jacob sees this","presence","true",5,"witnessed 5"),
("Abigail leaves","event","true",6,"line 6"),
("Jacob then moves the pear to the green_suitcase","event","true",7,"line 7"),
("leaves himself","event","true",8,"line 8"),
("Carter moves the pear back to the red_suitcase at line 14","event","true",14,"line 14"),
("while Nathan is still in the room","presence","false",14,"PLANT: Nathan exited at 13"),
("Jacob doesn't see this","presence","true",14,"not witnessed"),
("Aria tells Abigail \"red_bottle\" privately","communication","true",18,"line 18"),
("Jacob tells Nathan \"blue_crate\" privately","communication","true",19,"line 19"),
("Neither changes Jacob's view of Abigail","communication","true",19,"Jacob->Abigail stays red_bottle"),
]),
dict(style="narrative", label="wrong", stated_answer="green_suitcase",
response="""Let me think about what Jacob knows about Abigail.

Jacob is the one who moved the pear into the green_suitcase at line 7. Abigail was gone by then, but in the waiting room Aria, who stayed in the playroom after Jacob, privately updates Abigail. Jacob would assume Abigail now knows about his move to the green_suitcase.

So Jacob thinks Abigail thinks it's in the green_suitcase. The answer is J. green_suitcase.""",
claims=[
("Jacob is the one who moved the pear into the green_suitcase at line 7","event","true",7,"line 7"),
("Abigail was gone by then","presence","true",7,"exited 6"),
("Aria, who stayed in the playroom after Jacob","order","true",11,"Aria exits 11 after Jacob 8"),
("privately updates Abigail","communication","true",18,"line 18 tell"),
("Jacob would assume Abigail now knows about his move to the green_suitcase","belief","false","end","Jacob->Abigail red_bottle"),
("Jacob thinks Abigail thinks it's in the green_suitcase","belief","false","end","Jacob->Abigail red_bottle"),
]),
dict(style="terse", label="unsupported", stated_answer="red_bottle",
response="""**I. red_bottle**""",
claims=[]),
dict(style="thinking", label="sound", stated_answer="red_bottle",
response="""<think>
Jacob -> Abigail.
Shared history: both in playroom lines 1-5. Line 5 Abigail moves pear to red_bottle. Line 6 Abigail exits. So after line 6 they share nothing in the playroom.
Line 7 Jacob moves it to green_suitcase — Abigail doesn't see. Jacob knows that.
Waiting room: line 18 Aria -> Abigail private, red_bottle. Jacob didn't witness it. Line 19 Jacob -> Nathan blue_crate. Nathan left after Jacob, so Nathan shouldn't buy it... wait, that's about Nathan, not needed.
Hmm, one more check: could Carter's move at 14 matter? Carter was alone then. No.
So red_bottle.
</think>

Jacob last saw Abigail when she put the pear in the red_bottle, and nothing he witnessed afterwards involved her. Answer: **I. red_bottle**.""",
claims=[
("both in playroom lines 1-5","presence","true",5,"room rows 1-5"),
("Line 5 Abigail moves pear to red_bottle","event","true",5,"line 5"),
("Line 6 Abigail exits","event","true",6,"line 6"),
("Line 7 Jacob moves it to green_suitcase","event","true",7,"line 7"),
("Abigail doesn't see","presence","true",7,"not witnessed"),
("line 18 Aria -> Abigail private, red_bottle","communication","true",18,"line 18"),
("Jacob didn't witness it","presence","true",18,"not in witnessed"),
("Line 19 Jacob -> Nathan blue_crate","communication","true",19,"line 19"),
("Nathan left after Jacob","order","true",13,"13 after 8"),
("Nathan shouldn't buy it","communication","true",19,"Nathan stays green_suitcase"),
("Carter was alone then","presence","true",14,"only Carter in room"),
("Jacob last saw Abigail when she put the pear in the red_bottle","presence","true",5,"last shared event"),
]),
]
