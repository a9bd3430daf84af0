"""Wakhan, the rulebook's automated opponent for 1 or 2 players.

Sources: ../shared/reference/paxpamir/wakhan.md (numbered checklist, "item N" below), the
rulebook chapter "Playing with Wakhan". The modules: seat.py (her seat, her AI deck, how the
two visible cards are read, her pragmatic loyalty), data.py (the AI cards), turn.py (her
turn: a chapter of the state table), choice.py and priority.py (her choices), answers.py
(her answers to the shared prompts: the table's robot), view.py and positions.py (what a
seat sees of her, and her part of a position description).

Readings chosen where the sources disagree or are silent (wakhan.md section 3):
- she rules with her tribes plus the largest single-coalition army stack (rulebook errata,
  item 11), in pieces.py;
- the red arrow's "Top (left)" names the human who plays just before her, "Bottom (right)"
  the human just after her (BGA; no source defines it; with one human both name the same);
- tax: players first, most rupees first with red-arrow ties; the market only when no player
  could be taxed (rulebook; BGA's market remainder and its tie bug are not copied);
- the Bodyguards test looks at the target's owner (ability text; BGA's test is a bug);
- spy placement always takes the highest-priority card where she is not the spy leader
  (rulebook; BGA's one-candidate quirk is not copied);
- cards received through Other Persuasive Methods are played at once in hand order, each
  with its bribe, the ones she cannot bribe for discarded (FAQ; BGA stops at the first);
- bribes owed to her are asked in full (BGA: no negotiation; rulebook silent);
- Ambition respects the rule that she may not buy a card she put a rupee on this turn
  (BGA ignores it: a quirk) and counts an early win at any check as "winning";
- a Dominance Check in the market with no dominant coalition and no spy or tribe icon on any
  candidate: the column-0 card of the highest number (FAQ), Savvy Purchasing: most net rupees;
  Dominance Checks and Public Withdrawal are never candidates of Radicalize (BGA's inclusion
  of the check itself is a quirk; Ambition alone buys a check);
- the result is the rulebook's: her seat has its score like any player's and may win (BGA's
  solo "human minus Wakhan" table score is a site statistic, not kept);
- she keeps no hand: no hand limit and no Confidence Failure discard for her (item 52);
- a spy of hers saved by Safe House goes to her highest-priority Safe House card (item 15).
"""
