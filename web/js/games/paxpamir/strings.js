// UI strings of the Pax Pamir table in English, Japanese and Spanish (the shell's i18n merges
// them). Card, ability and place names stay as printed. Effect texts are our own short
// paraphrases of reference/paxpamir/special_abilities.md and event_cards.csv; game terms follow
// shared/rules/paxpamir.ja.txt and paxpamir.es.txt. Impact texts keep " (" before their
// explanation and ability/event texts ": " after their name (the short forms cut there).

const REGIONS = {
  "pp.region.201": "Transcaspia",
  "pp.region.202": "Persia",
  "pp.region.203": "Herat",
  "pp.region.204": "Kabul",
  "pp.region.205": "Kandahar",
  "pp.region.206": "Punjab",
};

export const STRINGS = {
  en: {
    ...REGIONS,
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
    "pp.actionLeft": "1 action left",
    "pp.choosingLoyalty": "{name} chooses a loyalty",
    "pp.events": "In force:",
    "pp.market": "Market",
    "pp.costHelp":
      "Cost {n}: one rupee ({per} while Military is favored) on each card to the left in its "
        + "row.",
    "pp.blocked": "not now",
    "pp.blockedHelp":
      "Cannot be bought this turn (rupees were just put on it, too expensive, or no action "
        + "left).",
    "pp.ruler": "Ruled by {name}",
    "pp.noRuler": "No ruler",
    "pp.rulerHelp":
      "A region's ruler has at least one tribe and more tribes + loyal armies than anyone else.",
    "pp.armies": "{coalition} armies: {n}",
    "pp.roads": "{coalition} roads: {n}",
    "pp.tribes": "Tribes of {name}: {n}",
    "pp.border": "Border {a} – {b}",
    "pp.dominance": "If a dominance check were scored now",
    "pp.dominanceFinal": "If the final dominance check were scored now (points doubled)",
    "pp.blocks": "blocks on the map",
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
    "pp.cylinders": "{n} of {total} cylinders in play",
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
    "pp.seatCourt": "Court of {name}",
    "pp.result.final": "Game over after the final dominance check",
    "pp.result.early": "Game over: a player is {n} or more points ahead",
    "pp.bd.vp": "Victory points",
    "pp.bd.military": "Military stars (1st tie-break)",
    "pp.bd.rupees": "Rupees (2nd tie-break)",
    "pp.bd.check": "Dominance check {n}",
    "pp.bd.checkFinal": "Final dominance check {n} (doubled)",
    "pp.giftSpace": "gift space {n}",
    "pp.noRoads": "No roads",
    "pp.checkTop": "Dominance",
    "pp.checkBottom": "Check",
    "pp.vpShort": "VP {n}",
    "pp.infShort": "Inf {n}",
    "pp.hostageMark": "H",
  },
  ja: {
    ...REGIONS,
    "pp.coalition.afghan": "アフガニスタン",
    "pp.coalition.british": "イギリス",
    "pp.coalition.russian": "ロシア",
    "pp.suit.political": "政治",
    "pp.suit.intelligence": "諜報",
    "pp.suit.economic": "経済",
    "pp.suit.military": "軍事",
    "pp.impact.army": "軍隊 (この地域に自分の同盟のブロック1個)",
    "pp.impact.road": "道 (この地域の境界線に自分の同盟のブロック1個)",
    "pp.impact.tribe": "部族 (この地域に自分の円柱駒1個)",
    "pp.impact.spy": "密偵 (この地域の宮廷カードに自分の円柱駒1個)",
    "pp.impact.leverage": "借入 (今2ルピーを得る。整理で返済するかカードを失う)",
    "pp.impact.favor_political": "特恵スートが政治に",
    "pp.impact.favor_intelligence": "特恵スートが諜報に",
    "pp.impact.favor_economic": "特恵スートが経済に",
    "pp.impact.favor_military": "特恵スートが軍事に",
    "pp.actionHelp.tax":
      "徴税: 市場のカードか、自分が支配する地域のカードを宮廷に持つプレイヤーからルピーを得る"
        + "(このカードのランクまで)",
    "pp.actionHelp.gift": "贈り物: 2、4、6ルピーを支払って贈り物を置く(影響力1)",
    "pp.actionHelp.build": "建設: 支配する地域に軍隊か道を1個2ルピーで置く(3個まで)",
    "pp.actionHelp.move": "移動: ランク1ごとに軍隊(自分の同盟の道を通る)か密偵を1歩",
    "pp.actionHelp.betray": "裏切り: 2ルピーで自分の密偵がいるカードを捨て札に。褒賞にしてもよい",
    "pp.actionHelp.battle": "戦闘: 地域かカード上の敵の駒を取り除く(ランクまで)",
    "pp.special.indispensable_advisors":
      "Indispensable Advisors: カード上の自分の密偵は他プレイヤーの戦闘で取り除かれない。",
    "pp.special.insurrection":
      "Insurrection: 各優勢判定の後(ゲームが続くなら)、アフガニスタンの軍隊2個をKabulに置く。",
    "pp.special.claim_of_ancient_lineage":
      "Claim of Ancient Lineage: 徴税のとき、すべての地域を支配しているとみなす。",
    "pp.special.bodyguards": "Bodyguards: 自分の政治カードは裏切られない。",
    "pp.special.citadel_kabul": "Citadel: Kabulの自分の部族は戦闘で取り除かれない。",
    "pp.special.citadel_transcaspia": "Citadel: Transcaspiaの自分の部族は戦闘で取り除かれない。",
    "pp.special.strange_bedfellows":
      "Strange Bedfellows: 移動する自分の密偵は同じ地域の任意のカードへ移れる。",
    "pp.special.civil_service_reforms": "Civil Service Reforms: 人質の賄賂を支払わない。",
    "pp.special.safe_house": "Safe House: 戦闘で失う自分の密偵を代わりにこのカードへ移せる。",
    "pp.special.charismatic_courtiers": "Charismatic Courtiers: カードのプレイで賄賂を支払わない。",
    "pp.special.blackmail_herat":
      "Blackmail: 手番の開始時、密偵のいないHeratのカードに密偵を置く。",
    "pp.special.blackmail_kandahar":
      "Blackmail: 手番の開始時、密偵のいないKandaharのカードに密偵を置く。",
    "pp.special.indian_supplies": "Indian Supplies: 自分の軍隊は道なしで移動できる。",
    "pp.special.well_connected": "Well Connected: 自分の密偵は1歩でカード2枚分移動する。",
    "pp.special.herat_influence": "Herat Influence: Heratのカードを無料で購入する。",
    "pp.special.persian_influence": "Persian Influence: Persiaのカードを無料で購入する。",
    "pp.special.russian_influence": "Russian Influence: ロシアの愛国者を無料で購入する。",
    "pp.special.infrastructure": "Infrastructure: 建設のたびに、さらにブロック1個を無料で置く。",
    "pp.special.savvy_operator": "Savvy Operator: このカードのアクションは常にボーナスアクション。",
    "pp.special.irregulars": "Irregulars: このカードのアクションは常にボーナスアクション。",
    "pp.event.dominance_check":
      "優勢判定: 今すぐ得点計算(優勢な同盟があればその同盟者が影響力順、なければ登場中の円柱駒順)。",
    "pp.event.favor_military": "特恵スートが軍事になる。",
    "pp.event.favor_intelligence": "特恵スートが諜報になる。",
    "pp.event.favor_political": "特恵スートが政治になる。",
    "pp.event.new_tactics": "New Tactics: 次の優勢判定まで購入者の軍事カードは特恵扱い。",
    "pp.event.embarrassment_of_riches":
      "Embarrassment of Riches: 次の優勢判定まで贈り物は影響力にならない。",
    "pp.event.koh_i_noor_recovered":
      "Koh-i-noor Recovered: 次の優勢判定まで購入者の贈り物は2倍に数える。",
    "pp.event.disregard_for_customs": "Disregard for Customs: 次の優勢判定まで賄賂は支払われない。",
    "pp.event.courtly_manners": "Courtly Manners: 次の優勢判定まで購入者は賄賂を省略できる。",
    "pp.event.failure_to_impress": "Failure to Impress: 全プレイヤーが褒賞を捨て札にする。",
    "pp.event.rumor": "Rumor: 次の優勢判定まで選ばれたプレイヤーの愛国者は影響力にならない。",
    "pp.event.riots_punjab": "Riots in Punjab: Punjabの部族と軍隊をすべて取り除く。",
    "pp.event.riots_herat": "Riots in Herat: Heratの部族と軍隊をすべて取り除く。",
    "pp.event.riots_kabul": "Riots in Kabul: Kabulの部族と軍隊をすべて取り除く。",
    "pp.event.riots_persia": "Riots in Persia: Persiaの部族と軍隊をすべて取り除く。",
    "pp.event.conflict_fatigue": "Conflict Fatigue: 次の優勢判定はブロック2個差で優勢になる。",
    "pp.event.nationalism":
      "Nationalism: 次の優勢判定まで購入者の部族は同盟の軍隊として移動・戦闘する。",
    "pp.event.no_effect": "効果なし。",
    "pp.event.public_withdrawal":
      "Public Withdrawal: 購入できない。このカードに置かれたルピーはゲームから除外。",
    "pp.event.nation_building":
      "Nation Building: 次の優勢判定まで購入者の建設は2ルピーごとにブロック2個。",
    "pp.event.backing_of_persian_aristocracy":
      "Backing of Persian Aristocracy: 購入者は3ルピーを得る。",
    "pp.event.confidence_failure": "Confidence Failure: 手札のある各プレイヤーは1枚捨て札にする。",
    "pp.event.other_persuasive_methods":
      "Other Persuasive Methods: 購入者は他のプレイヤー1人と手札を交換する。",
    "pp.event.pashtunwali_values":
      "Pashtunwali Values: 購入者が特恵スートを決め、次の優勢判定まで変わらない。",
    "pp.event.rebuke": "Rebuke: 購入者は1地域の部族と軍隊をすべて取り除く。",
    "pp.favored": "特恵スート",
    "pp.favoredHelp":
      "特恵スートのカードのアクションはボーナスアクション(回数に数えない)。軍事が特恵の間、購入コストは2倍。",
    "pp.deck": "山札 {n}",
    "pp.checksLeft": "優勢判定 残り{n}",
    "pp.checksHelp": "これから出る優勢判定カード: 山札に{deck}枚、市場に{market}枚。",
    "pp.turnOf": "手番: {name}",
    "pp.actionsLeft": "アクション 残り{n}",
    "pp.actionLeft": "アクション 残り1",
    "pp.choosingLoyalty": "{name}が同盟を選んでいます",
    "pp.events": "継続中:",
    "pp.market": "市場",
    "pp.costHelp": "コスト{n}: 同じ段の左にある各カードに1ルピー(軍事が特恵なら{per})。",
    "pp.blocked": "購入不可",
    "pp.blockedHelp":
      "この手番には購入できない(ルピーを置いたばかり、高すぎる、またはアクションが残っていない)。",
    "pp.ruler": "支配者: {name}",
    "pp.noRuler": "支配者なし",
    "pp.rulerHelp": "支配者は部族を1個以上置き、部族と同盟の軍隊の合計が他の誰よりも多いプレイヤー。",
    "pp.armies": "{coalition}の軍隊: {n}",
    "pp.roads": "{coalition}の道: {n}",
    "pp.tribes": "{name}の部族: {n}",
    "pp.border": "境界線 {a} – {b}",
    "pp.dominance": "今優勢判定を行ったとしたら",
    "pp.dominanceFinal": "今最終優勢判定を行ったとしたら(勝利点2倍)",
    "pp.blocks": "ブロック(マップ上)",
    "pp.dominantMargin": "{coalition}が優勢({n}個以上の差)",
    "pp.noDominant": "優勢な同盟なし: 登場中の円柱駒で得点",
    "pp.gain": "+{n}",
    "pp.last": "前回の判定",
    "pp.lastFinal": "最終判定",
    "pp.checkN": "判定{n}",
    "pp.checksScored": "解決した優勢判定",
    "pp.lastDominant": "{coalition}が優勢",
    "pp.lastNone": "優勢な同盟なし",
    "pp.vpTrack": "勝利点",
    "pp.yourHand": "あなたの手札",
    "pp.chooseLoyalty": "同盟する陣営を選んでください",
    "pp.noHand": "手札なし",
    "pp.spectator": "手札は非公開",
    "pp.you": "あなた",
    "pp.loyalty": "{coalition}と同盟",
    "pp.noLoyalty": "同盟未選択",
    "pp.rupees": "{n}ルピー",
    "pp.handCount": "手札{n}枚",
    "pp.influence": "影響力 {n}",
    "pp.vp": "{n}勝利点",
    "pp.gifts": "贈り物: {list}",
    "pp.prizes": "褒賞: {list}",
    "pp.none": "なし",
    "pp.stars": "星: {list}",
    "pp.cylinders": "円柱駒 {total}個中{n}個が登場中",
    "pp.hostage": "{name}の人質: このカードのアクションには{name}への賄賂が必要。",
    "pp.spiesOn": "密偵: {list}",
    "pp.bonus": "この手番はボーナスアクション(無料)",
    "pp.used": "この手番に使用済み",
    "pp.owed": "未返済 {n}",
    "pp.rank": "ランク{n}",
    "pp.patriot": "{coalition}の愛国者",
    "pp.prize": "{coalition}の同盟者への褒賞",
    "pp.whenPlayed": "プレイ時: {list}",
    "pp.actions": "アクション: {list}",
    "pp.noActions": "アクションなし",
    "pp.ifDiscarded": "捨て札時: {text}",
    "pp.ifBought": "購入時: {text}",
    "pp.eventCard": "イベントカード",
    "pp.left": "◀ 左端",
    "pp.right": "右端 ▶",
    "pp.court": "宮廷",
    "pp.seatCourt": "{name}の宮廷",
    "pp.result.final": "最終優勢判定でゲーム終了",
    "pp.result.early": "ゲーム終了: 1人が{n}勝利点以上リード",
    "pp.bd.vp": "勝利点",
    "pp.bd.military": "軍事の星(同点判定1)",
    "pp.bd.rupees": "ルピー(同点判定2)",
    "pp.bd.check": "優勢判定{n}",
    "pp.bd.checkFinal": "最終優勢判定{n}(2倍)",
    "pp.giftSpace": "贈り物スペース{n}",
    "pp.noRoads": "道なし",
    "pp.checkTop": "優勢",
    "pp.checkBottom": "判定",
    "pp.vpShort": "勝利点{n}",
    "pp.infShort": "影響{n}",
    "pp.hostageMark": "人",
  },
  es: {
    ...REGIONS,
    "pp.coalition.afghan": "Afganistán",
    "pp.coalition.british": "Gran Bretaña",
    "pp.coalition.russian": "Rusia",
    "pp.suit.political": "Político",
    "pp.suit.intelligence": "Inteligencia",
    "pp.suit.economic": "Económico",
    "pp.suit.military": "Militar",
    "pp.impact.army": "ejército (un bloque de tu coalición en esta región)",
    "pp.impact.road": "camino (un bloque de tu coalición en una frontera de esta región)",
    "pp.impact.tribe": "tribu (uno de tus cilindros en esta región)",
    "pp.impact.spy": "espía (uno de tus cilindros en una carta de la corte de esta región)",
    "pp.impact.leverage":
      "apalancamiento (toma 2 rupias ahora; devuélvelas o pierde cartas en la limpieza)",
    "pp.impact.favor_political": "el palo favorecido pasa a ser Político",
    "pp.impact.favor_intelligence": "el palo favorecido pasa a ser Inteligencia",
    "pp.impact.favor_economic": "el palo favorecido pasa a ser Económico",
    "pp.impact.favor_military": "el palo favorecido pasa a ser Militar",
    "pp.actionHelp.tax":
      "Impuesto: toma rupias de cartas del mercado o de jugadores con cartas de regiones que "
        + "gobiernas (hasta el rango de esta carta)",
    "pp.actionHelp.gift": "Regalo: paga 2, 4 o 6 rupias por un regalo (1 de influencia)",
    "pp.actionHelp.build":
      "Construir: 2 rupias por ejército o camino, hasta 3, en regiones que gobiernas",
    "pp.actionHelp.move":
      "Mover: un paso por rango para ejércitos (por tus caminos) o espías",
    "pp.actionHelp.betray":
      "Traicionar: paga 2 para descartar una carta con tu espía; puedes quedártela como premio",
    "pp.actionHelp.battle":
      "Batalla: retira piezas enemigas (hasta el rango) en una región o una carta",
    "pp.special.indispensable_advisors":
      "Indispensable Advisors: las batallas de otros no retiran tus espías de las cartas.",
    "pp.special.insurrection":
      "Insurrection: tras cada control de dominio (si la partida sigue), colocas dos ejércitos "
        + "afganos en Kabul.",
    "pp.special.claim_of_ancient_lineage":
      "Claim of Ancient Lineage: al cobrar impuestos, cuentas como gobernante de toda región.",
    "pp.special.bodyguards": "Bodyguards: tus cartas políticas no pueden ser traicionadas.",
    "pp.special.citadel_kabul": "Citadel: la batalla no retira tus tribus de Kabul.",
    "pp.special.citadel_transcaspia": "Citadel: la batalla no retira tus tribus de Transcaspia.",
    "pp.special.strange_bedfellows":
      "Strange Bedfellows: tus espías al mover pueden saltar a cualquier carta de la misma región.",
    "pp.special.civil_service_reforms":
      "Civil Service Reforms: nunca pagas sobornos por rehenes.",
    "pp.special.safe_house":
      "Safe House: un espía tuyo perdido en batalla puede moverse a esta carta.",
    "pp.special.charismatic_courtiers":
      "Charismatic Courtiers: nunca pagas sobornos para jugar cartas.",
    "pp.special.blackmail_herat":
      "Blackmail: al empezar tu turno, coloca un espía en una carta de Herat sin espías.",
    "pp.special.blackmail_kandahar":
      "Blackmail: al empezar tu turno, coloca un espía en una carta de Kandahar sin espías.",
    "pp.special.indian_supplies": "Indian Supplies: tus ejércitos se mueven sin caminos.",
    "pp.special.well_connected": "Well Connected: tus espías avanzan dos cartas por paso.",
    "pp.special.herat_influence": "Herat Influence: compras gratis las cartas de Herat.",
    "pp.special.persian_influence": "Persian Influence: compras gratis las cartas de Persia.",
    "pp.special.russian_influence":
      "Russian Influence: compras gratis los patriotas de Rusia.",
    "pp.special.infrastructure":
      "Infrastructure: tras cada construcción, coloca un bloque más gratis.",
    "pp.special.savvy_operator":
      "Savvy Operator: la acción de esta carta es siempre una acción de bonificación.",
    "pp.special.irregulars":
      "Irregulars: la acción de esta carta es siempre una acción de bonificación.",
    "pp.event.dominance_check":
      "Control de dominio: puntúa ahora (los leales a la coalición dominante por influencia; si "
        + "no la hay, por cilindros en juego).",
    "pp.event.favor_military": "El palo favorecido pasa a ser Militar.",
    "pp.event.favor_intelligence": "El palo favorecido pasa a ser Inteligencia.",
    "pp.event.favor_political": "El palo favorecido pasa a ser Político.",
    "pp.event.new_tactics":
      "New Tactics: las cartas militares del comprador son favorecidas hasta el próximo control.",
    "pp.event.embarrassment_of_riches":
      "Embarrassment of Riches: los regalos no dan influencia hasta el próximo control.",
    "pp.event.koh_i_noor_recovered":
      "Koh-i-noor Recovered: los regalos del comprador valen doble hasta el próximo control.",
    "pp.event.disregard_for_customs":
      "Disregard for Customs: no se pagan sobornos hasta el próximo control.",
    "pp.event.courtly_manners":
      "Courtly Manners: el comprador puede saltarse sobornos hasta el próximo control.",
    "pp.event.failure_to_impress": "Failure to Impress: todos descartan sus premios.",
    "pp.event.rumor":
      "Rumor: los patriotas del jugador elegido no dan influencia hasta el próximo control.",
    "pp.event.riots_punjab": "Riots in Punjab: todas las tribus y ejércitos dejan Punjab.",
    "pp.event.riots_herat": "Riots in Herat: todas las tribus y ejércitos dejan Herat.",
    "pp.event.riots_kabul": "Riots in Kabul: todas las tribus y ejércitos dejan Kabul.",
    "pp.event.riots_persia": "Riots in Persia: todas las tribus y ejércitos dejan Persia.",
    "pp.event.conflict_fatigue":
      "Conflict Fatigue: en el próximo control basta una ventaja de 2 bloques para dominar.",
    "pp.event.nationalism":
      "Nationalism: las tribus del comprador mueven y luchan como ejércitos leales hasta el "
        + "próximo control.",
    "pp.event.no_effect": "Sin efecto.",
    "pp.event.public_withdrawal":
      "Public Withdrawal: no se puede comprar; las rupias puestas en ella salen del juego.",
    "pp.event.nation_building":
      "Nation Building: cada construcción del comprador pone dos bloques por 2 rupias hasta el "
        + "próximo control.",
    "pp.event.backing_of_persian_aristocracy":
      "Backing of Persian Aristocracy: el comprador toma 3 rupias.",
    "pp.event.confidence_failure":
      "Confidence Failure: cada jugador con cartas en la mano descarta una.",
    "pp.event.other_persuasive_methods":
      "Other Persuasive Methods: el comprador intercambia su mano con otro jugador.",
    "pp.event.pashtunwali_values":
      "Pashtunwali Values: el comprador fija el palo favorecido; no cambia hasta el próximo "
        + "control.",
    "pp.event.rebuke": "Rebuke: el comprador retira todas las tribus y ejércitos de una región.",
    "pp.favored": "Favorecido",
    "pp.favoredHelp":
      "Las acciones de cartas del palo favorecido son acciones de bonificación (gratis). Con "
        + "Militar favorecido, comprar cuesta el doble.",
    "pp.deck": "Mazo {n}",
    "pp.checksLeft": "quedan {n} controles de dominio",
    "pp.checksHelp":
      "Cartas de control de dominio por salir: {deck} en el mazo, {market} en el mercado.",
    "pp.turnOf": "Turno: {name}",
    "pp.actionsLeft": "quedan {n} acciones",
    "pp.actionLeft": "queda 1 acción",
    "pp.choosingLoyalty": "{name} elige su lealtad",
    "pp.events": "En vigor:",
    "pp.market": "Mercado",
    "pp.costHelp":
      "Coste {n}: una rupia ({per} con Militar favorecido) en cada carta a su izquierda en la fila.",
    "pp.blocked": "ahora no",
    "pp.blockedHelp":
      "No se puede comprar este turno (acaba de recibir rupias, es demasiado cara o no quedan "
        + "acciones).",
    "pp.ruler": "Gobernada por {name}",
    "pp.noRuler": "Sin gobernante",
    "pp.rulerHelp":
      "Gobierna una región quien tiene al menos una tribu y más tribus + ejércitos leales que "
        + "cualquier otro.",
    "pp.armies": "Ejércitos de {coalition}: {n}",
    "pp.roads": "Caminos de {coalition}: {n}",
    "pp.tribes": "Tribus de {name}: {n}",
    "pp.border": "Frontera {a} – {b}",
    "pp.dominance": "Si se puntuara ahora un control de dominio",
    "pp.dominanceFinal": "Si se puntuara ahora el control de dominio final (puntos dobles)",
    "pp.blocks": "bloques en el mapa",
    "pp.dominantMargin": "domina {coalition} ({n}+ bloques de ventaja)",
    "pp.noDominant": "Ninguna coalición domina: puntos por cilindros en juego",
    "pp.gain": "+{n}",
    "pp.last": "Último control",
    "pp.lastFinal": "Control final",
    "pp.checkN": "Control {n}",
    "pp.checksScored": "Controles de dominio puntuados",
    "pp.lastDominant": "dominó {coalition}",
    "pp.lastNone": "ninguna coalición dominó",
    "pp.vpTrack": "Puntos de victoria",
    "pp.yourHand": "Tu mano",
    "pp.chooseLoyalty": "Elige la coalición a la que eres leal",
    "pp.noHand": "Sin cartas en la mano",
    "pp.spectator": "Las manos están ocultas",
    "pp.you": "tú",
    "pp.loyalty": "Leal a {coalition}",
    "pp.noLoyalty": "Sin lealtad aún",
    "pp.rupees": "{n} rupias",
    "pp.handCount": "{n} cartas en la mano",
    "pp.influence": "Influencia {n}",
    "pp.vp": "{n} PV",
    "pp.gifts": "Regalos: {list}",
    "pp.prizes": "Premios: {list}",
    "pp.none": "ninguno",
    "pp.stars": "Estrellas: {list}",
    "pp.cylinders": "{n} de {total} cilindros en juego",
    "pp.hostage": "Rehén de {name}: usar la acción de esta carta cuesta un soborno a {name}.",
    "pp.spiesOn": "Espías: {list}",
    "pp.bonus": "acción de bonificación (gratis) este turno",
    "pp.used": "usada este turno",
    "pp.owed": "debe {n}",
    "pp.rank": "Rango {n}",
    "pp.patriot": "Patriota de {coalition}",
    "pp.prize": "Premio para un leal a {coalition}",
    "pp.whenPlayed": "Al jugarla: {list}",
    "pp.actions": "Acciones: {list}",
    "pp.noActions": "Sin acciones",
    "pp.ifDiscarded": "Si se descarta: {text}",
    "pp.ifBought": "Si se compra: {text}",
    "pp.eventCard": "Carta de evento",
    "pp.left": "◀ extremo izquierdo",
    "pp.right": "extremo derecho ▶",
    "pp.court": "Corte",
    "pp.seatCourt": "Corte de {name}",
    "pp.result.final": "Fin de la partida tras el control de dominio final",
    "pp.result.early": "Fin de la partida: un jugador lleva {n} o más puntos de ventaja",
    "pp.bd.vp": "Puntos de victoria",
    "pp.bd.military": "Estrellas militares (1.er desempate)",
    "pp.bd.rupees": "Rupias (2.º desempate)",
    "pp.bd.check": "Control de dominio {n}",
    "pp.bd.checkFinal": "Control de dominio final {n} (doble)",
    "pp.giftSpace": "espacio de regalo {n}",
    "pp.noRoads": "Sin caminos",
    "pp.checkTop": "Control de",
    "pp.checkBottom": "dominio",
    "pp.vpShort": "PV {n}",
    "pp.infShort": "Inf {n}",
    "pp.hostageMark": "R",
  },
};
