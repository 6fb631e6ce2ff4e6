RECORDS = [
dict(style="thinking", label="unsound", stated_answer="red_pantry", response="""<think>
Alexander -> William, grapes.
blue_basket -> green_pantry (Nathan, 3). Nathan leaves, Aria leaves.
Carter moves grapes to the red_pantry at 7. Alexander and William both there.
Carter leaves at 8. Alexander waits and leaves at 10. At line 10 William already believes it's in the blue_basket, but Alexander doesn't know that.
Hmm, wait. William's move to the blue_basket is line 11, after Alexander left. So Alexander never sees it.
The pantry scene later is about the watermelon, not the grapes.
So Alexander thinks William thinks red_pantry.
</think>
Alexander thinks William thinks the grapes are in the red_pantry — **D**.""",
claims=[
("blue_basket -> green_pantry (Nathan, 3)","event","true",3,"line 3"),
("Nathan leaves, Aria leaves","order","true",6,"4, 6"),
("Carter moves grapes to the red_pantry at 7","event","true",7,"line 7"),
("Alexander and William both there","presence","true",7,"witnessed"),
("Carter leaves at 8","event","true",8,"line 8"),
("leaves at 10","event","true",10,"Alexander exits 10"),
("At line 10 William already believes it's in the blue_basket","belief","false",10,"PLANTED: William red_pantry at 10; blue_basket only from 11"),
("William's move to the blue_basket is line 11","event","true",11,"line 11"),
("after Alexander left","order","true",11,"Alexander exit 10"),
("Alexander never sees it","presence","true",11,"only William witnessed"),
("The pantry scene later is about the watermelon","event","true",22,"lines 15-22"),
("Alexander thinks William thinks the grapes are in the red_pantry","belief","true","end","gold"),
]),
dict(style="answer_first", label="sound", stated_answer="red_pantry", response="""D. red_pantry

Carter moved the grapes to the red_pantry (line 7) while Alexander and William were both in the attic. Alexander left at line 10, and William's switch to the blue_basket came only afterwards (line 11), so Alexander still believes William thinks they're in the red_pantry.""",
claims=[
("Carter moved the grapes to the red_pantry (line 7)","event","true",7,"line 7"),
("while Alexander and William were both in the attic","presence","true",7,"both witnessed"),
("Alexander left at line 10","event","true",10,"line 10"),
("William's switch to the blue_basket came only afterwards (line 11)","order","true",11,"11 > 10"),
("Alexander still believes William thinks they're in the red_pantry","belief","true","end","gold"),
]),
dict(style="numbered", label="sound", stated_answer="red_pantry", response="""Let's think step by step.

1. Grapes: blue_basket at the start, then the green_pantry after Nathan's move.
2. Nathan and Aria leave the attic.
3. Carter moves the grapes to the red_pantry; Alexander and William see it.
4. Carter leaves, then Alexander leaves. William is alone and moves the grapes back to the blue_basket.
5. Alexander didn't see step 4's move, so he thinks William still believes red_pantry.

\\boxed{red\\_pantry}""",
claims=[
("Grapes: blue_basket at the start","location","true",2,"row 2"),
("then the green_pantry after Nathan's move","event","true",3,"line 3"),
("Nathan and Aria leave the attic","event","true",6,"4, 6"),
("Carter moves the grapes to the red_pantry","event","true",7,"line 7"),
("Alexander and William see it","presence","true",7,"witnessed"),
("Carter leaves, then Alexander leaves","order","true",10,"8, 10"),
("William is alone","presence","true",11,"only William"),
("moves the grapes back to the blue_basket","event","true",11,"line 11"),
("Alexander didn't see step 4's move","presence","true",11,"not witness"),
("he thinks William still believes red_pantry","belief","true","end","gold"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_basket", response="""Let me go through the attic scene. The grapes move from the blue_basket to the green_pantry (Nathan) and then to the red_pantry (Carter). Alexander is there for both.

After Alexander walks out, William is the last one left and he puts the grapes back in the blue_basket. William knows exactly where he left them, and Alexander watched William stay behind, so Alexander can reasonably assume William knows where the grapes really are — which is the blue_basket.

The answer is B. blue_basket.""",
claims=[
("The grapes move from the blue_basket to the green_pantry (Nathan)","event","true",3,"line 3"),
("then to the red_pantry (Carter)","event","true",7,"line 7"),
("Alexander is there for both","presence","true",7,"witnessed 3, 7"),
("William is the last one left","order","true",12,"William exits last"),
("he puts the grapes back in the blue_basket","event","true",11,"line 11"),
("William knows exactly where he left them","belief","true","end","William blue_basket"),
("Alexander watched William stay behind","presence","true",10,"Alexander's exit leaves William; both there up to 10"),
("which is the blue_basket","location","true","end","objects end blue_basket"),
("Alexander can reasonably assume William knows where the grapes really are","belief","false","end","Alexander -> William red_pantry"),
]),
dict(style="terse", label="unsound", stated_answer="red_pantry", response="""red_pantry. William left the attic before Alexander, so they last shared Carter's move.""",
claims=[
("William left the attic before Alexander","order","false",12,"PLANTED: Alexander left at 10, William at 12"),
("they last shared Carter's move","event","true",7,"line 7 last shared move"),
]),
]
