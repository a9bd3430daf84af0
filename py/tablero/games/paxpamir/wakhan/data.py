"""Wakhan's 24 AI cards and her aid cards, as data (no rules here).

Encoded from ../shared/reference/paxpamir/wakhan_cards.csv (fronts and backs checked against
the card scans; the BGA front-to-back pairing is used for cards 7, 9, 16 and 18, where the scan
set pairs other backs: wakhan.md section 2). Per card:
- ``actions``: the three action boxes, top to bottom (ids of wakhan.md 1.8-1.10);
- ``loyalty``: the pragmatic-loyalty strip, left to right;
- ``regions``: the region priority, left to right (region ids);
- ``black``: slot 0 (top) to 5 of the black arrow on the front's left edge;
- ``red``: "top" or "bottom", the red arrow on the front's left edge;
- ``back``: the six column numbers on the back, top to bottom;
- ``back_top`` / ``back_bottom``: the back's label at each end ("top" = "Top (left)",
  "bottom" = "Bottom (right)").
"""

from __future__ import annotations

from ..data import REGION_NAMES

REGION_IDS = {name: r for r, name in REGION_NAMES.items()}

SKIP_LIMIT = 3  # wakhan.md 28: one full pass over the three boxes with nothing valid
# (her 4 starting rupees and 2 actions are the players' own: data.STARTING_RUPEES, turn.py)


def _w(actions, loyalty, regions, black, red, back, back_top, back_bottom):
    return {"actions": actions.split(), "loyalty": loyalty.split(),
            "regions": [REGION_IDS[r] for r in regions.split()], "black": black, "red": red,
            "back": [int(n) for n in back], "back_top": back_top, "back_bottom": back_bottom}


AI_CARDS = {
    1: _w("tax R_if_military_favored_highest_military radicalize",
           "russian afghan british", "transcaspia kabul kandahar persia herat punjab",
           2, "bottom", "345012", "top", "bottom"),
    2: _w("R_if_political_favored_highest_economic R_highest_political radicalize",
           "afghan british russian", "persia punjab kandahar herat transcaspia kabul",
           1, "top", "450123", "bottom", "top"),
    3: _w("tax R_highest_intelligence radicalize",
           "british russian afghan", "punjab persia herat kandahar transcaspia kabul",
           3, "bottom", "234501", "top", "bottom"),
    4: _w("R_if_under_2_rupees_most_net_rupees build radicalize",
           "russian afghan british", "kandahar kabul herat punjab transcaspia persia",
           4, "top", "123450", "top", "bottom"),
    5: _w("R_gains_region_control battle radicalize",
           "british afghan russian", "persia kandahar herat transcaspia kabul punjab",
           1, "top", "450123", "top", "bottom"),
    6: _w("R_any_intelligence move radicalize",
           "british russian afghan", "herat persia transcaspia kabul punjab kandahar",
           0, "top", "501234", "top", "bottom"),
    7: _w("build move radicalize",
           "afghan russian british", "punjab transcaspia kabul persia kandahar herat",
           4, "bottom", "123450", "bottom", "top"),
    8: _w("tax betray radicalize",
           "british russian afghan", "transcaspia persia punjab kandahar herat kabul",
           4, "bottom", "123450", "bottom", "top"),
    9: _w("R_most_armies_roads R_if_no_dominance_most_spies_tribes radicalize",
           "russian british afghan", "kabul punjab kandahar persia herat transcaspia",
           5, "bottom", "012345", "top", "bottom"),
    10: _w("R_if_no_move_card_move_card move radicalize",
           "afghan british russian", "persia kandahar kabul herat punjab transcaspia",
           0, "bottom", "501234", "bottom", "top"),
    11: _w("R_if_no_dominance_most_spies_tribes R_if_military_favored_highest_military radicalize",
           "afghan russian british", "punjab persia herat kandahar kabul transcaspia",
           0, "bottom", "501234", "top", "bottom"),
    12: _w("move betray radicalize",
           "british afghan russian", "kandahar herat persia kabul transcaspia punjab",
           4, "bottom", "123450", "top", "bottom"),
    13: _w("R_if_dominance_matching_patriot R_if_no_dominance_most_spies_tribes radicalize",
           "afghan british russian", "herat kabul transcaspia punjab persia kandahar",
           2, "top", "345012", "top", "bottom"),
    14: _w("battle_court_card_most_spies battle radicalize",
           "afghan russian british", "kabul transcaspia persia punjab kandahar herat",
           3, "top", "234501", "bottom", "top"),
    15: _w("move battle radicalize",
           "russian british afghan", "transcaspia kabul punjab persia herat kandahar",
           2, "bottom", "345012", "bottom", "top"),
    16: _w("R_if_no_dominance_most_spies_tribes battle_court_card_most_spies radicalize",
           "afghan russian british", "punjab transcaspia persia kandahar kabul herat",
           5, "top", "012345", "top", "bottom"),
    17: _w("R_if_court_full_highest_political tax radicalize",
           "russian british afghan", "transcaspia kandahar persia herat punjab kabul",
           0, "top", "501234", "bottom", "top"),
    18: _w("tax betray radicalize",
           "russian british afghan", "kabul punjab kandahar herat persia transcaspia",
           3, "top", "234501", "top", "bottom"),
    19: _w("build move radicalize",
           "russian afghan british", "kandahar herat punjab transcaspia kabul persia",
           2, "top", "345012", "bottom", "top"),
    20: _w("R_if_under_2_rupees_most_net_rupees build radicalize",
           "russian afghan british", "kandahar herat kabul transcaspia persia punjab",
           1, "bottom", "234501", "bottom", "top"),
    21: _w("R_gains_region_control build radicalize",
           "british afghan russian", "herat kandahar transcaspia kabul punjab persia",
           5, "top", "012345", "bottom", "top"),
    22: _w("betray battle_court_card_most_spies radicalize",
           "british afghan russian", "kabul herat punjab transcaspia persia kandahar",
           5, "bottom", "012345", "bottom", "top"),
    23: _w("R_highest_political R_if_military_favored_highest_military radicalize",
           "british russian afghan", "herat punjab transcaspia kabul kandahar persia",
           3, "bottom", "234501", "bottom", "top"),
    24: _w("R_if_fewer_spies_highest_intelligence battle_court_card_most_spies radicalize",
           "afghan british russian", "persia transcaspia kabul punjab kandahar herat",
           1, "bottom", "450123", "top", "bottom"),
}
