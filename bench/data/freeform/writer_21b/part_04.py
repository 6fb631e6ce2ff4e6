from common import C, R
# Q4 s6821-13-o3: Gracie -> Jacob -> Nathan about the pumpkin; gold green_drawer (B)
RECORDS = []

r1 = """**Answer: B. green_drawer**

Explanation:
- Nathan sees the pumpkin placed in the green_drawer (line 2) and leaves at line 4, before any move.
- Jacob and Gracie both saw Nathan leave, so each of them knows Nathan's last view of the pumpkin was the green_drawer.
- Charlotte's private message to Nathan (line 15) updates Nathan's own belief to the green_cupboard, but neither Jacob nor Gracie hears it.
- So Gracie thinks Jacob thinks Nathan still believes it's in the green_drawer."""
RECORDS.append(R("answer_first", "sound", "green_drawer", r1, [
    C("Nathan sees the pumpkin placed in the green_drawer (line 2)", "presence", "true", 2, "Nathan witnessed line 2", ("saw",2,"Nathan",True)),
    C("leaves at line 4", "event", "true", 4, "line 4", ("txt",4,"Nathan exited")),
    C("before any move", "order", "true", 4, "first move is line 6", ("loc","pumpkin",4,"green_drawer")),
    C("Jacob and Gracie both saw Nathan leave", "presence", "true", 4, "witnessed_by line 4", [("saw",4,"Jacob",True),("saw",4,"Gracie",True)]),
    C("each of them knows Nathan's last view of the pumpkin was the green_drawer", "belief", "true", "end", "Jacob -> Nathan and Gracie -> Nathan = green_drawer", [("bel","Jacob -> Nathan","pumpkin","end","green_drawer"),("bel","Gracie -> Nathan","pumpkin","end","green_drawer")]),
    C("Charlotte's private message to Nathan (line 15) updates Nathan's own belief to the green_cupboard", "communication", "true", 15, "Nathan = green_cupboard after 15 (trusts Charlotte)", ("bel","Nathan","pumpkin",15,"green_cupboard")),
    C("neither Jacob nor Gracie hears it", "presence", "true", 15, "witnessed_by line 15 = Charlotte, Nathan", [("saw",15,"Jacob",False),("saw",15,"Gracie",False)]),
    C("Gracie thinks Jacob thinks Nathan still believes it's in the green_drawer", "belief", "true", "end", "gold chain", ("bel","Gracie -> Jacob -> Nathan","pumpkin","end","green_drawer")),
]))

r2 = """**Step 1:** The pumpkin starts in the green_drawer while all five are in the closet.

**Step 2:** Nathan leaves at line 4, so he never sees any move.

**Step 3:** Jacob moves the pumpkin to the blue_suitcase (line 6) in front of Charlotte, Gracie and Abigail, and then leaves.

**Step 4:** Charlotte moves it to the green_cupboard (line 8). Jacob is gone by then, so he doesn't know.

**Step 5:** In the waiting room, Jacob privately tells Gracie it's in the blue_bottle, and Gracie believes him, so her own belief becomes the blue_bottle. This doesn't affect what she thinks about Jacob's picture of Nathan.

**Step 6:** Gracie knows Jacob saw Nathan leave before anything was moved, so in Gracie's model, Jacob thinks Nathan thinks the pumpkin is in the green_drawer.

**Answer:** B. green_drawer"""
RECORDS.append(R("numbered", "unsound", "green_drawer", r2, [
    C("The pumpkin starts in the green_drawer", "location", "true", 2, "line 2", ("loc","pumpkin",2,"green_drawer")),
    C("while all five are in the closet", "presence", "true", 2, "all five in closet", [("room","Nathan",2,"closet"),("room","Abigail",2,"closet")]),
    C("Nathan leaves at line 4", "event", "true", 4, "line 4", ("txt",4,"Nathan exited")),
    C("he never sees any move", "presence", "true", 8, "Nathan not in witnessed_by of lines 6, 8", [("saw",6,"Nathan",False),("saw",8,"Nathan",False)]),
    C("Jacob moves the pumpkin to the blue_suitcase (line 6)", "event", "true", 6, "line 6", ("txt",6,"Jacob moved the pumpkin to the blue_suitcase")),
    C("in front of Charlotte, Gracie and Abigail", "presence", "true", 6, "witnessed_by line 6", [("saw",6,"Charlotte",True),("saw",6,"Gracie",True),("saw",6,"Abigail",True)]),
    C("and then leaves", "event", "true", 7, "line 7", ("txt",7,"Jacob exited")),
    C("Charlotte moves it to the green_cupboard (line 8)", "event", "true", 8, "line 8", ("txt",8,"Charlotte moved the pumpkin to the green_cupboard")),
    C("Jacob is gone by then", "presence", "true", 8, "Jacob exited at 7", ("room","Jacob",8,None)),
    C("he doesn't know", "belief", "true", 8, "Jacob = blue_suitcase after 8", ("bel","Jacob","pumpkin",8,"blue_suitcase")),
    C("Jacob privately tells Gracie it's in the blue_bottle", "communication", "true", 16, "line 16", ("txt",16,"Jacob privately told Gracie that the pumpkin is in the blue_bottle")),
    C("Gracie believes him, so her own belief becomes the blue_bottle", "communication", "false", 16, "PLANTED: Gracie does not trust Jacob (he left earlier); Gracie stays green_cupboard", ("bel","Gracie","pumpkin",16,"blue_bottle")),
    C("This doesn't affect what she thinks about Jacob's picture of Nathan", "communication", "true", 16, "Gracie -> Jacob -> Nathan unchanged green_drawer at 16", ("bel","Gracie -> Jacob -> Nathan","pumpkin",16,"green_drawer")),
    C("Gracie knows Jacob saw Nathan leave before anything was moved", "presence", "true", 4, "Gracie and Jacob both witnessed line 4, before line 6", [("saw",4,"Gracie",True),("saw",4,"Jacob",True)]),
    C("in Gracie's model, Jacob thinks Nathan thinks the pumpkin is in the green_drawer", "belief", "true", "end", "gold chain", ("bel","Gracie -> Jacob -> Nathan","pumpkin","end","green_drawer")),
]))

r3 = """Let me work from the inside of the chain outward.

Nathan is the easy part: he's in the closet when the pumpkin goes into the green_drawer, and he leaves right after his minute, before Jacob or Charlotte touch anything. Jacob watched him leave, so Jacob has every reason to picture Nathan believing in the green_drawer.

Now, what does Gracie make of that? Gracie was in the closet the whole time Jacob was — she saw Nathan leave along with Jacob, and she saw Jacob move the pumpkin to the blue_suitcase and then exit. Nothing later gives her a reason to revise Jacob's view of Nathan. The two private messages in the waiting room don't change that either: Charlotte's goes to Nathan, and Jacob's message to Gracie is about where the pumpkin is, not about Nathan.

So Gracie thinks Jacob thinks Nathan thinks the pumpkin is in the green_drawer. The answer is B. green_drawer."""
RECORDS.append(R("narrative", "sound", "green_drawer", r3, [
    C("he's in the closet when the pumpkin goes into the green_drawer", "presence", "true", 2, "Nathan witnessed line 2", ("saw",2,"Nathan",True)),
    C("he leaves right after his minute", "event", "true", 4, "lines 3-4", ("txt",4,"Nathan exited")),
    C("before Jacob or Charlotte touch anything", "order", "true", 4, "exit at 4, moves at 6 and 8", ("loc","pumpkin",4,"green_drawer")),
    C("Jacob watched him leave", "presence", "true", 4, "Jacob witnessed line 4", ("saw",4,"Jacob",True)),
    C("Jacob has every reason to picture Nathan believing in the green_drawer", "belief", "true", "end", "Jacob -> Nathan = green_drawer", ("bel","Jacob -> Nathan","pumpkin","end","green_drawer")),
    C("Gracie was in the closet the whole time Jacob was", "presence", "true", 7, "Gracie in closet lines 1-11, Jacob 1-7", [("room","Gracie",6,"closet"),("room","Gracie",2,"closet")]),
    C("she saw Nathan leave along with Jacob", "presence", "true", 4, "Gracie and Jacob witnessed line 4", [("saw",4,"Gracie",True),("saw",4,"Jacob",True)]),
    C("she saw Jacob move the pumpkin to the blue_suitcase and then exit", "presence", "true", 7, "Gracie witnessed lines 6 and 7", [("saw",6,"Gracie",True),("saw",7,"Gracie",True)]),
    C("Nothing later gives her a reason to revise Jacob's view of Nathan", "belief", "uncheckable", None, "about reasons/motives", None),
    C("The two private messages in the waiting room don't change that either", "communication", "true", 16, "Gracie -> Jacob -> Nathan stays green_drawer through 15-16", [("bel","Gracie -> Jacob -> Nathan","pumpkin",15,"green_drawer"),("bel","Gracie -> Jacob -> Nathan","pumpkin",16,"green_drawer")]),
    C("Charlotte's goes to Nathan", "communication", "true", 15, "line 15", ("txt",15,"Charlotte privately told Nathan")),
    C("Jacob's message to Gracie is about where the pumpkin is, not about Nathan", "communication", "true", 16, "line 16 content", ("txt",16,"Jacob privately told Gracie that the pumpkin is in")),
    C("Gracie thinks Jacob thinks Nathan thinks the pumpkin is in the green_drawer", "belief", "true", "end", "gold chain", ("bel","Gracie -> Jacob -> Nathan","pumpkin","end","green_drawer")),
]))

r4 = """A. green_cupboard — Charlotte told Nathan it was there."""
RECORDS.append(R("terse", "wrong", "green_cupboard", r4, [
    C("Charlotte told Nathan it was there", "communication", "true", 15, "line 15 (but Gracie and Jacob did not witness it)", ("txt",15,"Charlotte privately told Nathan that the pumpkin is in the green_cupboard")),
]))

r5 = """<think>
Third-order: Gracie → Jacob → Nathan.

Nathan: present at line 2 (green_drawer), leaves at line 4. Misses Jacob's move to blue_suitcase and Charlotte's move to green_cupboard. Later Charlotte privately tells him green_cupboard. Does Nathan trust Charlotte? Charlotte left at line 9, Nathan at line 4, so Charlotte exited later — yes, Nathan would update to green_cupboard. But that was private, only Charlotte and Nathan.

Jacob → Nathan: Jacob saw Nathan leave at line 4 and didn't hear Charlotte's tell. So Jacob thinks Nathan thinks green_drawer. Jacob's own belief is the green_cupboard, but that isn't what's asked.

Gracie → Jacob → Nathan: Gracie saw Nathan leave too, and she left the closet before Jacob did, so... wait, no. Jacob left at line 7 and Gracie at line 11, so Gracie was there after Jacob. Either way, the last event Gracie, Jacob and Nathan all shared was the pumpkin going into the green_drawer. Jacob's private message to Gracie at line 16 — he said blue_bottle — is about the pumpkin itself; it doesn't say anything about Nathan.

So green_drawer.
</think>

Gracie thinks Jacob thinks Nathan thinks the pumpkin is in the **green_drawer** (B). Nathan left before either move, and Gracie knows Jacob saw that."""
RECORDS.append(R("thinking", "unsound", "green_drawer", r5, [
    C("Nathan: present at line 2 (green_drawer)", "presence", "true", 2, "witnessed line 2", ("saw",2,"Nathan",True)),
    C("leaves at line 4", "event", "true", 4, "line 4", ("txt",4,"Nathan exited")),
    C("Misses Jacob's move to blue_suitcase and Charlotte's move to green_cupboard", "presence", "true", 8, "Nathan absent at 6 and 8", [("saw",6,"Nathan",False),("saw",8,"Nathan",False),("loc","pumpkin",6,"blue_suitcase"),("loc","pumpkin",8,"green_cupboard")]),
    C("Later Charlotte privately tells him green_cupboard", "communication", "true", 15, "line 15", ("txt",15,"Charlotte privately told Nathan that the pumpkin is in the green_cupboard")),
    C("Charlotte left at line 9, Nathan at line 4, so Charlotte exited later", "order", "true", 9, "exits 9 and 4", [("txt",9,"Charlotte exited"),("txt",4,"Nathan exited")]),
    C("Nathan would update to green_cupboard", "communication", "true", 15, "Nathan = green_cupboard after 15", ("bel","Nathan","pumpkin",15,"green_cupboard")),
    C("that was private, only Charlotte and Nathan", "presence", "true", 15, "witnessed_by 15", [("saw",15,"Charlotte",True),("saw",15,"Nathan",True),("saw",15,"Gracie",False),("saw",15,"Jacob",False)]),
    C("Jacob saw Nathan leave at line 4", "presence", "true", 4, "witnessed_by 4", ("saw",4,"Jacob",True)),
    C("didn't hear Charlotte's tell", "presence", "true", 15, "Jacob not in witnessed_by 15", ("saw",15,"Jacob",False)),
    C("So Jacob thinks Nathan thinks green_drawer.", "belief", "true", "end", "Jacob -> Nathan = green_drawer", ("bel","Jacob -> Nathan","pumpkin","end","green_drawer")),
    C("Jacob's own belief is the green_cupboard", "belief", "false", "end", "PLANTED: Jacob left before Charlotte's move; Jacob = blue_suitcase", ("bel","Jacob","pumpkin","end","green_cupboard")),
    C("Gracie saw Nathan leave too", "presence", "true", 4, "witnessed_by 4", ("saw",4,"Gracie",True)),
    C("Jacob left at line 7 and Gracie at line 11", "order", "true", 11, "exits 7 and 11; the retracted 'before Jacob did' is not a claim", [("txt",7,"Jacob exited"),("txt",11,"Gracie exited")]),
    C("Gracie was there after Jacob", "presence", "true", 8, "Gracie in closet at 8, Jacob gone", [("room","Gracie",8,"closet"),("room","Jacob",8,None)]),
    C("the last event Gracie, Jacob and Nathan all shared was the pumpkin going into the green_drawer", "presence", "true", 2, "line 2 witnessed by all three; line 4 not witnessed by Nathan", [("saw",2,"Nathan",True),("saw",4,"Nathan",False)]),
    C("he said blue_bottle", "communication", "true", 16, "line 16", ("txt",16,"blue_bottle")),
    C("it doesn't say anything about Nathan", "communication", "true", 16, "line 16 content concerns the pumpkin only", ("bel","Gracie -> Jacob -> Nathan","pumpkin",16,"green_drawer")),
    C("Gracie thinks Jacob thinks Nathan thinks the pumpkin is in the **green_drawer**", "belief", "true", "end", "gold chain", ("bel","Gracie -> Jacob -> Nathan","pumpkin","end","green_drawer")),
    C("Nathan left before either move", "order", "true", 4, "exit 4 < moves 6, 8", ("loc","pumpkin",4,"green_drawer")),
    C("Gracie knows Jacob saw that", "presence", "true", 4, "both witnessed line 4", [("saw",4,"Gracie",True),("saw",4,"Jacob",True)]),
]))
