# Q3 s6822-3-o3: Where does Jayden think Ella thinks Emma thinks the sweet_potato is? gold red_bathtub
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="green_pantry", response="""**Answer: L. green_pantry**

Explanation:
1. The sweet_potato starts in the green_pantry (line 2), seen by all five.
2. Emma moves it to the red_bathtub at line 5 while Ella, Jayden and Olivia are present.
3. Ella moves it back to the green_pantry at line 12, after everyone else has left.
4. Since the sweet_potato ends up where it started, Jayden would assume Ella assumes Emma believes it is in the green_pantry.""", claims=[
    C("The sweet_potato starts in the green_pantry (line 2)", "location", "true", 2, "line 2"),
    C("seen by all five", "presence", "true", 2, "witnessed_by all five"),
    C("Emma moves it to the red_bathtub at line 5", "event", "true", 5, "line 5"),
    C("while Ella, Jayden and Olivia are present", "presence", "true", 5, "witnessed_by at 5"),
    C("Ella moves it back to the green_pantry at line 12", "event", "true", 12, "line 12"),
    C("after everyone else has left", "order", "true", 12, "only Ella witnesses 12"),
    C("the sweet_potato ends up where it started", "location", "true", "end", "green_pantry at 2 and at end"),
    C("Jayden would assume Ella assumes Emma believes it is in the green_pantry", "belief", "false", "end", "Jayden -> Ella -> Emma is red_bathtub"),
    C("**Answer: L. green_pantry**", "belief", "false", "end", "final answer wrong"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_bathtub", response="""**Step 1:** All five enter the study; the sweet_potato is in the green_pantry (line 2).

**Step 2:** Hannah leaves (line 4). Then Olivia moves the sweet_potato to the red_bathtub (line 5), with Emma, Ella and Jayden in the room.

**Step 3:** Emma exits at line 6, Olivia at line 9, Jayden at line 11. Ella is alone when she moves it back to the green_pantry (line 12), so nobody else sees that.

**Step 4:** The master_bedroom part is only about the broccoli, so it doesn't affect the sweet_potato.

**Step 5:** Jayden last saw Ella and Emma together with the sweet_potato in the red_bathtub. Jayden has no reason to think Ella thinks Emma saw anything else.

**Answer:** K. red_bathtub""", claims=[
    C("All five enter the study", "event", "true", 1, "line 1"),
    C("the sweet_potato is in the green_pantry (line 2)", "location", "true", 2, "line 2"),
    C("Hannah leaves (line 4)", "event", "true", 4, "line 4"),
    C("Then Olivia moves the sweet_potato to the red_bathtub (line 5)", "event", "false", 5, "PLANTED: Emma moved it at line 5, not Olivia"),
    C("with Emma, Ella and Jayden in the room", "presence", "true", 5, "witnessed_by at 5"),
    C("Emma exits at line 6", "event", "true", 6, "line 6"),
    C("Olivia at line 9", "event", "true", 9, "line 9"),
    C("Jayden at line 11", "event", "true", 11, "line 11"),
    C("Ella is alone when she moves it back to the green_pantry (line 12)", "presence", "true", 12, "witnessed_by Ella only"),
    C("nobody else sees that", "presence", "true", 12, "witnessed_by Ella only"),
    C("The master_bedroom part is only about the broccoli", "event", "true", 23, "lines 15-23 concern the broccoli"),
    C("it doesn't affect the sweet_potato", "belief", "true", 23, "Jayden -> Ella -> Emma unchanged after 14"),
    C("Jayden last saw Ella and Emma together with the sweet_potato in the red_bathtub", "presence", "true", 5, "Jayden, Ella, Emma all witness 5"),
    C("Jayden has no reason to think Ella thinks Emma saw anything else", "belief", "true", "end", "Jayden -> Ella -> Emma red_bathtub"),
    C("K. red_bathtub", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="red_bathtub", response="""Let me work out the nested belief from the inside out, tracking who could see what.

Emma's own view: she moved the sweet_potato into the red_bathtub herself at line 5 and walked out at line 6. She never saw it again, so she thinks it's in the red_bathtub.

Ella's model of Emma: Ella watched Emma make that move and watched her leave. Ella herself later put the sweet_potato back in the green_pantry, but she knows Emma was gone by then. So Ella thinks Emma thinks red_bathtub.

Jayden's model of Ella's model: Jayden was also in the study at line 5 and saw that both women were there. He left at line 11, before Ella's move, so from his point of view nothing happened after line 5 that could have changed either of their beliefs. The later scene in the master_bedroom involves only the broccoli.

So Jayden thinks Ella thinks Emma thinks the sweet_potato is in the red_bathtub — K.""", claims=[
    C("she moved the sweet_potato into the red_bathtub herself at line 5", "event", "true", 5, "line 5"),
    C("walked out at line 6", "event", "true", 6, "line 6"),
    C("she thinks it's in the red_bathtub", "belief", "true", "end", "Emma red_bathtub at end"),
    C("Ella watched Emma make that move", "presence", "true", 5, "Ella witnessed 5"),
    C("watched her leave", "presence", "true", 6, "Ella witnessed 6"),
    C("Ella herself later put the sweet_potato back in the green_pantry", "event", "true", 12, "line 12"),
    C("she knows Emma was gone by then", "order", "true", 12, "Emma left 6 before 12"),
    C("Ella thinks Emma thinks red_bathtub", "belief", "true", "end", "Ella -> Emma red_bathtub"),
    C("Jayden was also in the study at line 5", "presence", "true", 5, "Jayden in study at 5"),
    C("saw that both women were there", "presence", "true", 5, "Ella and Emma in study at 5"),
    C("He left at line 11", "event", "true", 11, "line 11"),
    C("before Ella's move", "order", "true", 12, "11 < 12"),
    C("from his point of view nothing happened after line 5 that could have changed either of their beliefs", "belief", "true", 11, "Jayden -> Ella, Jayden -> Emma red_bathtub through 11"),
    C("The later scene in the master_bedroom involves only the broccoli", "event", "true", 23, "lines 16-19 broccoli"),
    C("Jayden thinks Ella thinks Emma thinks the sweet_potato is in the red_bathtub", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="red_bathtub", response="""K. red_bathtub — all three saw Emma move it there at line 5, and Jayden left before Ella moved it back.""", claims=[
    C("K. red_bathtub", "belief", "true", "end", "final answer"),
    C("all three saw Emma move it there at line 5", "presence", "true", 5, "Jayden, Ella, Emma witness 5"),
    C("Jayden left before Ella moved it back", "order", "true", 12, "Jayden exit 11 < move 12"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_bathtub", response="""<think>
Third-order: Jayden → Ella → Emma, sweet_potato.

Study: sweet_potato in green_pantry. Hannah leaves. Emma moves it to red_bathtub — Ella, Jayden, Olivia, Emma all see it. Emma leaves. Olivia leaves. Jayden leaves. Ella moves it to green_pantry alone and then leaves too.

So the real location is green_pantry, but only Ella knows.

Then master_bedroom: Jayden, Ella, Emma. At line 16 the broccoli is in the blue_envelope, Jayden moves it, exits, Ella moves it to green_drawer... That's all broccoli. Nothing about the sweet_potato gets said — no public claims, no private tells.

Emma thinks red_bathtub. Ella knows Emma left before line 12, so Ella thinks Emma thinks red_bathtub. Jayden left before Ella's move too — hmm, does Jayden know Ella moved it? No, he was gone at line 11. So Jayden thinks Ella thinks Emma thinks red_bathtub.
</think>

The answer is **K. red_bathtub**. Jayden, Ella and Emma all last saw the sweet_potato together in the red_bathtub; Ella's move back to the green_pantry happened after Jayden and Emma had left.""", claims=[
    C("Study: sweet_potato in green_pantry", "location", "true", 2, "line 2"),
    C("Hannah leaves", "event", "true", 4, "line 4"),
    C("Emma moves it to red_bathtub", "event", "true", 5, "line 5"),
    C("Ella, Jayden, Olivia, Emma all see it", "presence", "true", 5, "witnessed_by at 5"),
    C("Emma leaves. Olivia leaves. Jayden leaves.", "order", "true", 11, "6, 9, 11"),
    C("Ella moves it to green_pantry alone", "event", "true", 12, "line 12, only Ella"),
    C("and then leaves too", "event", "true", 13, "line 13"),
    C("the real location is green_pantry", "location", "true", "end", "object green_pantry at end"),
    C("only Ella knows", "belief", "true", "end", "only Ella believes green_pantry"),
    C("master_bedroom: Jayden, Ella, Emma", "event", "true", 15, "line 15"),
    C("At line 16 the broccoli is in the blue_envelope", "location", "false", 16, "PLANTED: broccoli in blue_bucket at 16"),
    C("Jayden moves it, exits", "event", "true", 18, "lines 17-18"),
    C("Ella moves it to green_drawer", "event", "true", 19, "line 19"),
    C("Nothing about the sweet_potato gets said — no public claims, no private tells", "communication", "true", "end", "no communication lines"),
    C("Emma thinks red_bathtub", "belief", "true", "end", "Emma red_bathtub"),
    C("Ella knows Emma left before line 12", "order", "true", 12, "Emma exit 6 < 12"),
    C("Ella thinks Emma thinks red_bathtub", "belief", "true", "end", "Ella -> Emma red_bathtub"),
    C("Jayden left before Ella's move too", "order", "true", 12, "11 < 12"),
    C("he was gone at line 11", "event", "true", 11, "Jayden exited at 11"),
    C("So Jayden thinks Ella thinks Emma thinks red_bathtub", "belief", "true", "end", "Jayden -> Ella -> Emma red_bathtub"),
    C("The answer is **K. red_bathtub**", "belief", "true", "end", "final answer"),
    C("Jayden, Ella and Emma all last saw the sweet_potato together in the red_bathtub", "presence", "true", 5, "all three witnessed 5"),
    C("Ella's move back to the green_pantry happened after Jayden and Emma had left", "order", "true", 12, "exits 11, 6 before 12"),
]))
