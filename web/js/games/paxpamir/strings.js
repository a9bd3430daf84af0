// UI strings of the Pax Pamir table (English; the shell's i18n falls back to English for other
// languages). Card names stay as printed. Effect texts are our own short paraphrases of
// reference/paxpamir/special_abilities.md and event_cards.csv.

export const STRINGS = {
  en: {
    "pp.region.201": "Transcaspia",
    "pp.region.202": "Persia",
    "pp.region.203": "Herat",
    "pp.region.204": "Kabul",
    "pp.region.205": "Kandahar",
    "pp.region.206": "Punjab",
    "pp.coalition.afghan": "Afghan",
    "pp.coalition.british": "British",
    "pp.coalition.russian": "Russian",
    "pp.suit.political": "Political",
    "pp.suit.intelligence": "Intelligence",
    "pp.suit.economic": "Economic",
    "pp.suit.military": "Military",
    "pp.impact.army": "army (a block of your coalition in this region)",
    "pp.impact.road": "road (a block of your coalition on a border of this region)",
    "pp.impact.tribe": "tribe (one of your cylinders in this region)",
    "pp.impact.spy": "spy (one of your cylinders on a court card of this region)",
    "pp.impact.leverage": "leverage (take 2 rupees now; repay or lose cards at cleanup)",
    "pp.impact.favor_political": "favored suit becomes Political",
    "pp.impact.favor_intelligence": "favored suit becomes Intelligence",
    "pp.impact.favor_economic": "favored suit becomes Economic",
    "pp.impact.favor_military": "favored suit becomes Military",
    "pp.action.tax": "tax",
    "pp.action.gift": "gift",
    "pp.action.build": "build",
    "pp.action.move": "move",
    "pp.action.betray": "betray",
    "pp.action.battle": "battle",
    "pp.actionHelp.tax":
      "Tax: take rupees from market cards or from players in regions you rule (up to this "
        + "card's rank)",
    "pp.actionHelp.gift": "Gift: pay 2, 4 or 6 rupees for a gift (1 influence)",
    "pp.actionHelp.build": "Build: 2 rupees per army or road, up to 3, in regions you rule",
    "pp.actionHelp.move": "Move: one step per rank for armies (along your roads) or spies",
    "pp.actionHelp.betray":
      "Betray: pay 2 to discard a card where you have a spy; you may keep it as a prize",
    "pp.actionHelp.battle": "Battle: remove enemy pieces (up to rank) in a region or on a card",
    "pp.special.indispensable_advisors":
      "Indispensable Advisors: your spies on cards cannot be removed by others' battles.",
    "pp.special.insurrection":
      "Insurrection: after each Dominance Check (if the game goes on), you place two Afghan "
        + "armies in Kabul.",
    "pp.special.claim_of_ancient_lineage":
      "Claim of Ancient Lineage: when you tax, you count as ruling every region.",
    "pp.special.bodyguards": "Bodyguards: your political cards cannot be betrayed.",
    "pp.special.citadel_kabul": "Citadel: your tribes in Kabul cannot be removed by battle.",
    "pp.special.citadel_transcaspia":
      "Citadel: your tribes in Transcaspia cannot be removed by battle.",
    "pp.special.strange_bedfellows":
      "Strange Bedfellows: your moving spies may jump to any card of the same region.",
    "pp.special.civil_service_reforms": "Civil Service Reforms: you never pay hostage bribes.",
    "pp.special.safe_house":
      "Safe House: a spy of yours lost in battle may move to this card instead.",
    "pp.special.charismatic_courtiers":
      "Charismatic Courtiers: you never pay bribes to play cards.",
    "pp.special.blackmail_herat":
      "Blackmail: at the start of your turn, place a spy on a Herat card without spies.",
    "pp.special.blackmail_kandahar":
      "Blackmail: at the start of your turn, place a spy on a Kandahar card without spies.",
    "pp.special.indian_supplies": "Indian Supplies: your armies move without roads.",
    "pp.special.well_connected": "Well Connected: your spies move two cards per step.",
    "pp.special.herat_influence": "Herat Influence: you buy Herat cards for free.",
    "pp.special.persian_influence": "Persian Influence: you buy Persia cards for free.",
    "pp.special.russian_influence": "Russian Influence: you buy Russian patriots for free.",
    "pp.special.infrastructure": "Infrastructure: after each build, place one more block for free.",
    "pp.special.savvy_operator": "Savvy Operator: this card's action is always a bonus action.",
    "pp.special.irregulars": "Irregulars: this card's action is always a bonus action.",
    "pp.event.dominance_check":
      "Dominance Check: score now (a dominant coalition's loyalists by influence, else by "
        + "cylinders in play).",
    "pp.event.favor_military": "The favored suit becomes Military.",
    "pp.event.favor_intelligence": "The favored suit becomes Intelligence.",
    "pp.event.favor_political": "The favored suit becomes Political.",
    "pp.event.new_tactics":
      "New Tactics: the buyer's military cards act as favored until the next check.",
    "pp.event.embarrassment_of_riches":
      "Embarrassment of Riches: gifts give no influence until the next check.",
    "pp.event.koh_i_noor_recovered":
      "Koh-i-noor Recovered: the buyer's gifts count double until the next check.",
    "pp.event.disregard_for_customs":
      "Disregard for Customs: no bribes are paid until the next check.",
    "pp.event.courtly_manners": "Courtly Manners: the buyer may skip bribes until the next check.",
    "pp.event.failure_to_impress": "Failure to Impress: every player discards their prizes.",
    "pp.event.rumor": "Rumor: the named player's patriots give no influence until the next check.",
    "pp.event.riots_punjab": "Riots in Punjab: all tribes and armies leave Punjab.",
    "pp.event.riots_herat": "Riots in Herat: all tribes and armies leave Herat.",
    "pp.event.riots_kabul": "Riots in Kabul: all tribes and armies leave Kabul.",
    "pp.event.riots_persia": "Riots in Persia: all tribes and armies leave Persia.",
    "pp.event.conflict_fatigue":
      "Conflict Fatigue: a coalition needs only 2 more blocks to dominate at the next check.",
    "pp.event.nationalism":
      "Nationalism: the buyer's tribes move and fight like loyal armies until the next check.",
    "pp.event.no_effect": "No effect.",
    "pp.event.public_withdrawal":
      "Public Withdrawal: cannot be bought; rupees put on it leave the game.",
    "pp.event.nation_building":
      "Nation Building: the buyer's builds place two blocks per 2 rupees until the next check.",
    "pp.event.backing_of_persian_aristocracy":
      "Backing of Persian Aristocracy: the buyer takes 3 rupees.",
    "pp.event.confidence_failure":
      "Confidence Failure: each player with cards in hand discards one.",
    "pp.event.other_persuasive_methods":
      "Other Persuasive Methods: the buyer swaps hands with another player.",
    "pp.event.pashtunwali_values":
      "Pashtunwali Values: the buyer sets the favored suit; it cannot change until the next "
        + "check.",
    "pp.event.rebuke": "Rebuke: the buyer clears all tribes and armies from one region.",
    "pp.favored": "Favored",
    "pp.favoredHelp":
      "Actions of favored-suit cards are bonus actions (free). While Military is favored, "
        + "buying costs double.",
    "pp.deck": "Deck {n}",
    "pp.checksLeft": "{n} dominance checks left",
    "pp.checksHelp":
      "Dominance Check cards still to come: {deck} in the deck, {market} in the market.",
    "pp.turnOf": "Turn: {name}",
    "pp.actionsLeft": "{n} actions left",
    "pp.events": "In force:",
    "pp.market": "Market",
    "pp.cost": "{n}",
    "pp.costHelp":
      "Cost {n}: one rupee ({per} while Military is favored) on each card to the left in its "
        + "row.",
    "pp.blocked": "not now",
    "pp.blockedHelp":
      "Cannot be bought this turn (rupees were just put on it, too expensive, or no action "
        + "left).",
    "pp.free": "free",
    "pp.map": "Map",
    "pp.ruler": "Ruled by {name}",
    "pp.noRuler": "No ruler",
    "pp.rulerHelp":
      "A region's ruler has at least one tribe and more tribes + loyal armies than anyone else.",
    "pp.armies": "{coalition} armies: {n}",
    "pp.roads": "{coalition} roads: {n}",
    "pp.tribes": "Tribes of {name}: {n}",
    "pp.border": "Border {a} – {b}",
    "pp.dominance": "Dominance check now",
    "pp.dominanceFinal": "Dominance check now (final: points doubled)",
    "pp.blocks": "blocks on the map",
    "pp.dominant": "{coalition} is dominant (4+ blocks ahead)",
    "pp.dominantMargin": "{coalition} is dominant ({n}+ blocks ahead)",
    "pp.noDominant": "No coalition dominant: points by cylinders in play",
    "pp.gain": "+{n}",
    "pp.last": "Last check",
    "pp.lastFinal": "Final check",
    "pp.checkN": "Check {n}",
    "pp.checksScored": "Dominance checks scored",
    "pp.lastDominant": "{coalition} dominant",
    "pp.lastNone": "no coalition dominant",
    "pp.vpTrack": "Victory points",
    "pp.yourHand": "Your hand",
    "pp.chooseLoyalty": "Choose the coalition you are loyal to",
    "pp.handOf": "Hand of {name}",
    "pp.noHand": "No cards in hand",
    "pp.spectator": "Hands are hidden",
    "pp.you": "you",
    "pp.loyalty": "Loyal to {coalition}",
    "pp.noLoyalty": "No loyalty yet",
    "pp.rupees": "{n} rupees",
    "pp.handCount": "{n} cards in hand",
    "pp.influence": "Influence {n}",
    "pp.vp": "{n} VP",
    "pp.gifts": "Gifts: {list}",
    "pp.prizes": "Prizes: {list}",
    "pp.none": "none",
    "pp.stars": "Stars: {list}",
    "pp.cylinders": "{n} of 10 cylinders in play",
    "pp.hostage": "Held hostage by {name}: using this card's action costs a bribe to {name}.",
    "pp.spiesOn": "Spies: {list}",
    "pp.bonus": "bonus action (free) this turn",
    "pp.used": "used this turn",
    "pp.owed": "owes {n}",
    "pp.rank": "Rank {n}",
    "pp.patriot": "{coalition} patriot",
    "pp.prize": "Prize for a {coalition} loyalist",
    "pp.whenPlayed": "When played: {list}",
    "pp.actions": "Actions: {list}",
    "pp.noActions": "No actions",
    "pp.ifDiscarded": "If discarded: {text}",
    "pp.ifBought": "If bought: {text}",
    "pp.eventCard": "Event card",
    "pp.left": "◀ left end",
    "pp.right": "right end ▶",
    "pp.court": "Court",
    "pp.stage.bribe": "Bribe: {payer} owes {payee} {amount}",
    "pp.seatCourt": "Court of {name}",
    "pp.result.final": "Game over after the final dominance check",
    "pp.result.early": "Game over: a player is 4 or more points ahead",
    "pp.bd.vp": "Victory points",
    "pp.bd.military": "Military stars (1st tie-break)",
    "pp.bd.rupees": "Rupees (2nd tie-break)",
    "pp.gift.401": "gift space 2",
    "pp.gift.402": "gift space 4",
    "pp.gift.403": "gift space 6",
  },
};
