# Q6 s6822-9-o4: Where does Ella think Hannah thinks Liam thinks Olivia thinks the beans is? gold blue_treasure_chest
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="blue_treasure_chest", response="""**Answer: B. blue_treasure_chest**

**Explanation:**
- The beans are in the blue_treasure_chest at line 3, with all five in the bedroom.
- Hannah leaves first (line 5), then Ella (line 7). Both are gone when Alexander moves the beans to the red_envelope (line 8).
- So for Ella, the last shared moment among Hannah, Liam and Olivia is the blue_treasure_chest, and she has no reason to think any of them updated.
- In the waiting_room, Alexander privately tells Hannah about the red_envelope (line 16); Ella isn't part of that conversation.
- Ella then privately tells Liam the beans are in the blue_cupboard (line 17), and Liam believes her. Even so, it doesn't touch the chain Hannah → Liam → Olivia as Ella imagines it.

Therefore: Ella thinks Hannah thinks Liam thinks Olivia thinks the beans are in the blue_treasure_chest.""", claims=[
    C("The beans are in the blue_treasure_chest at line 3", "location", "true", 3, "line 3"),
    C("with all five in the bedroom", "presence", "true", 3, "all in bedroom"),
    C("Hannah leaves first (line 5), then Ella (line 7)", "order", "true", 7, "5 then 7"),
    C("Both are gone when Alexander moves the beans to the red_envelope (line 8)", "presence", "true", 8, "witnessed_by Alexander, Liam, Olivia"),
    C("for Ella, the last shared moment among Hannah, Liam and Olivia is the blue_treasure_chest", "belief", "true", 7, "Ella -> Hannah -> Liam -> Olivia blue_treasure_chest"),
    C("she has no reason to think any of them updated", "belief", "true", 7, "Ella -> Hannah/Liam/Olivia blue_treasure_chest at 7"),
    C("Alexander privately tells Hannah about the red_envelope (line 16)", "communication", "true", 16, "line 16"),
    C("Ella isn't part of that conversation", "presence", "true", 16, "witnessed_by Alexander, Hannah"),
    C("Ella then privately tells Liam the beans are in the blue_cupboard (line 17)", "communication", "true", 17, "line 17"),
    C("Liam believes her", "communication", "false", 17, "PLANTED: Liam's belief stays red_envelope at 17 (he left after Ella)"),
    C("it doesn't touch the chain Hannah → Liam → Olivia as Ella imagines it", "communication", "true", 17, "Ella -> Hannah -> Liam -> Olivia unchanged at 17"),
    C("Ella thinks Hannah thinks Liam thinks Olivia thinks the beans are in the blue_treasure_chest", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_treasure_chest", response="""Let's think step by step.

1. Line 3: the beans are in the blue_treasure_chest. Hannah, Ella, Alexander, Liam and Olivia all see this.
2. Line 5: Hannah exits. Line 7: Ella exits.
3. Line 8: Alexander moves the beans to the red_envelope. Only Alexander, Liam and Olivia are present.
4. Ella never sees the beans again, and she knows Hannah left even before she did. From Ella's perspective, Hannah's picture of the others' beliefs was frozen at the blue_treasure_chest.
5. The private tells at lines 16 and 17 don't reach Ella's model of Hannah: Ella doesn't hear Alexander's message to Hannah, and her own message went to Liam, not Hannah.

So the answer is \\boxed{blue\\_treasure\\_chest}.""", claims=[
    C("Line 3: the beans are in the blue_treasure_chest", "location", "true", 3, "line 3"),
    C("Hannah, Ella, Alexander, Liam and Olivia all see this", "presence", "true", 3, "all witness 3"),
    C("Line 5: Hannah exits", "event", "true", 5, "line 5"),
    C("Line 7: Ella exits", "event", "true", 7, "line 7"),
    C("Line 8: Alexander moves the beans to the red_envelope", "event", "true", 8, "line 8"),
    C("Only Alexander, Liam and Olivia are present", "presence", "true", 8, "witnessed_by at 8"),
    C("Ella never sees the beans again", "presence", "true", "end", "Ella not a witness of later object events"),
    C("she knows Hannah left even before she did", "order", "true", 7, "Hannah 5 < Ella 7, Ella witnessed 5"),
    C("From Ella's perspective, Hannah's picture of the others' beliefs was frozen at the blue_treasure_chest", "belief", "true", 15, "Ella -> Hannah -> Liam blue_treasure_chest"),
    C("Ella doesn't hear Alexander's message to Hannah", "presence", "true", 16, "witnessed_by Alexander, Hannah"),
    C("her own message went to Liam, not Hannah", "communication", "true", 17, "line 17"),
    C("The private tells at lines 16 and 17 don't reach Ella's model of Hannah", "communication", "true", 17, "Ella -> Hannah -> Liam(-> Olivia) unchanged"),
    C("So the answer is \\boxed{blue\\_treasure\\_chest}", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="wrong", stated_answer="red_envelope", response="""Let me trace where each person was.

In the bedroom, the beans start in the blue_treasure_chest. Hannah leaves, then Ella leaves. After both are gone, Alexander moves the beans to the red_envelope while Liam and Olivia look on. So Liam and Olivia both know about the red_envelope.

The key is the waiting_room. Alexander privately tells Hannah that the beans are in the red_envelope, and Hannah trusts him because he left the bedroom after her. Ella is in the waiting_room too, so she's aware that Hannah now has the updated information. That means Ella would expect Hannah to work out that Liam, who stayed for the move, thinks Olivia saw the red_envelope as well.

So Ella thinks Hannah thinks Liam thinks Olivia thinks the beans are in the red_envelope (A).""", claims=[
    C("In the bedroom, the beans start in the blue_treasure_chest", "location", "true", 3, "line 3"),
    C("Hannah leaves, then Ella leaves", "order", "true", 7, "5 then 7"),
    C("After both are gone, Alexander moves the beans to the red_envelope", "event", "true", 8, "line 8"),
    C("while Liam and Olivia look on", "presence", "true", 8, "witnessed_by at 8"),
    C("Liam and Olivia both know about the red_envelope", "belief", "true", 8, "Liam, Olivia red_envelope at 8"),
    C("Alexander privately tells Hannah that the beans are in the red_envelope", "communication", "true", 16, "line 16"),
    C("Hannah trusts him", "communication", "true", 16, "Hannah red_envelope at 16"),
    C("he left the bedroom after her", "order", "true", 9, "Alexander 9 > Hannah 5"),
    C("she's aware that Hannah now has the updated information", "belief", "false", 16, "Ella -> Hannah stays blue_treasure_chest at 16"),
    C("Ella would expect Hannah to work out that Liam, who stayed for the move, thinks Olivia saw the red_envelope as well", "belief", "false", "end", "Ella -> Hannah -> Liam -> Olivia is blue_treasure_chest"),
    C("Ella thinks Hannah thinks Liam thinks Olivia thinks the beans are in the red_envelope (A)", "belief", "false", "end", "final answer wrong"),
]))

RECORDS.append(dict(style="terse", label="unsound", stated_answer="blue_treasure_chest", response="""B. Ella left before Alexander moved the beans to the red_envelope, and so did Hannah, who walked out at line 7 — so in Ella's head the whole chain is still the blue_treasure_chest.""", claims=[
    C("Ella left before Alexander moved the beans to the red_envelope", "order", "true", 8, "7 < 8"),
    C("so did Hannah", "order", "true", 8, "5 < 8"),
    C("who walked out at line 7", "event", "false", 7, "PLANTED: Hannah exited at line 5; line 7 is Ella's exit"),
    C("in Ella's head the whole chain is still the blue_treasure_chest", "belief", "true", "end", "Ella -> Hannah -> Liam -> Olivia blue_treasure_chest"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_treasure_chest", response="""<think>
Fourth order: Ella → Hannah → Liam → Olivia.

Bedroom, beans in blue_treasure_chest at line 3, all five there. Hannah exits line 5. Ella exits line 7. Alexander moves beans to red_envelope at line 8 — Liam and Olivia see it, Hannah and Ella don't. Alexander exits, Liam exits, Olivia exits.

Now the tells. Line 16: Alexander → Hannah privately: red_envelope. Hannah left before Alexander, so she'd trust him; Hannah's own belief becomes red_envelope. But does that change what Hannah thinks Liam thinks Olivia thinks? No — a private tell to Hannah doesn't tell her anything about Liam's mind. And Ella didn't hear it anyway.

Line 17: Ella → Liam: blue_cupboard. Liam left after Ella, so he doesn't trust her... hmm, wait, that's about Liam's real belief, which doesn't matter here. It's Ella's message, but it's not about Hannah's beliefs.

So Ella's model: Hannah last saw everyone with the beans in the blue_treasure_chest, so Hannah thinks Liam thinks Olivia thinks blue_treasure_chest, and Ella thinks Hannah thinks that.
</think>

**B. blue_treasure_chest**

Ella and Hannah both left the bedroom before Alexander moved the beans, and neither tell in the waiting_room involves Ella learning anything about Hannah's view, so Ella's nested belief stays at the blue_treasure_chest.""", claims=[
    C("Bedroom, beans in blue_treasure_chest at line 3", "location", "true", 3, "line 3"),
    C("all five there", "presence", "true", 3, "all witness 3"),
    C("Hannah exits line 5", "event", "true", 5, "line 5"),
    C("Ella exits line 7", "event", "true", 7, "line 7"),
    C("Alexander moves beans to red_envelope at line 8", "event", "true", 8, "line 8"),
    C("Liam and Olivia see it, Hannah and Ella don't", "presence", "true", 8, "witnessed_by at 8"),
    C("Alexander exits, Liam exits, Olivia exits", "order", "true", 14, "9, 11, 14"),
    C("Line 16: Alexander → Hannah privately: red_envelope", "communication", "true", 16, "line 16"),
    C("Hannah left before Alexander", "order", "true", 9, "5 < 9"),
    C("she'd trust him", "communication", "true", 16, "Hannah red_envelope at 16"),
    C("Hannah's own belief becomes red_envelope", "belief", "true", 16, "Hannah red_envelope at 16"),
    C("a private tell to Hannah doesn't tell her anything about Liam's mind", "communication", "true", 16, "Hannah -> Liam unchanged at 16"),
    C("Ella didn't hear it anyway", "presence", "true", 16, "witnessed_by Alexander, Hannah"),
    C("Line 17: Ella → Liam: blue_cupboard", "communication", "true", 17, "line 17"),
    C("Liam left after Ella", "order", "true", 11, "11 > 7"),
    C("he doesn't trust her", "communication", "true", 17, "Liam stays red_envelope at 17"),
    C("Hannah last saw everyone with the beans in the blue_treasure_chest", "presence", "true", 3, "Hannah's last witnessed object event is line 3"),
    C("Hannah thinks Liam thinks Olivia thinks blue_treasure_chest", "belief", "true", "end", "Hannah -> Liam -> Olivia blue_treasure_chest"),
    C("Ella thinks Hannah thinks that", "belief", "true", "end", "Ella -> Hannah -> Liam -> Olivia blue_treasure_chest"),
    C("**B. blue_treasure_chest**", "belief", "true", "end", "final answer"),
    C("Ella and Hannah both left the bedroom before Alexander moved the beans", "order", "true", 8, "5, 7 < 8"),
    C("neither tell in the waiting_room involves Ella learning anything about Hannah's view", "communication", "true", 17, "Ella -> Hannah unchanged at 16-17"),
    C("Ella's nested belief stays at the blue_treasure_chest", "belief", "true", "end", "chain blue_treasure_chest"),
]))
