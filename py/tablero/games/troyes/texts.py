"""Troyes texts per language (English, Japanese, Spanish): log templates, prompts, labels, card
effects. Tables only; describe.py puts them together (``words``, ``label``).

Card, event and character names are in NAMES (English the fallback of every id); data.py keeps
ids and numbers only. Japanese game terms are those of shared/rules/troyes.ja.txt (ドゥニエ,
影響点, 勝利点, 市民駒, 宮殿, 司教管区, 市庁舎, 大聖堂, 活動カード, 職人, 迎撃, 振り直し,
ひっくり返し, 農業, パス); Spanish is plain board-game Spanish (denarios, influencia, PV,
ciudadanos). HELP holds the rules' words of the table (what a card, a space or a cost is);
describe.help_table adds each card's effect, name and provenance to it.
"""

from __future__ import annotations

from .data import NAME

LOG = {
    "en": {
        "setup_place": "{seat} places a citizen on {space}.",
        "round": "Round {round} begins.",
        "round_end": "Round {round} ends.",
        "game_over": "The game is over.",
        "reveal_card": "Activity card {name} is revealed.",
        "salary": "{seat} receives 10 deniers and pays {due} in salaries.",
        "salary_short": "{seat} cannot pay salaries of {due}: pays what they can and loses {vp} "
                        "VP.",
        "event_revealed": "Event {name} is revealed.",
        "event_effect": "Event {name} takes effect.",
        "event_neutral": "Event {name}: a die shows {value}; a grey citizen enters the {building}.",
        "event_no_grey": "Event {name}: all 8 grey citizens are in play; nothing happens.",
        "event_grey_cathedral": "Event {name}: a grey cube goes on the cathedral, value {value}.",
        "event_cube_removed": "Event {name}: the top cube of the cathedral ({owner_seat}) comes "
                              "off.",
        "event_cube": "{seat} puts a cube on event {name}.",
        "event_short": "{seat} cannot meet event {name} in full and loses {vp} VP.",
        "majority_gain": "{name}: {seat} gains {vp} VP.",
        "tax_paid": "{name}: {seat} pays {to_seat} {deniers} deniers.",
        "tax_bank": "{name}: the bank pays {seat} {deniers} deniers for grey citizens.",
        "archer_roll": "{name}: {seat} rolls a {value}.",
        "black_rolled": "Black dice rolled: {values}.",
        "black_countered": "{seat} counters black dice {values}.",
        "black_lost": "{seat} cannot counter a black {value} and loses {vp} VP.",
        "event_fought": "{seat} places {cubes} cube(s) on event {name}.",
        "event_countered": "Event {name} is countered.",
        "event_reward": "{seat} earns {vp} VP from event {name}.",
        "die_bought": "{seat} pays {owner_seat} {deniers} deniers for dice.",
        "die_bought_neutral": "{seat} pays the bank {deniers} deniers for neutral dice.",
        "reroll": "{seat} rerolls a {color} {old}: now {new}.",
        "flip": "{seat} flips {count} dice.",
        "flip_one": "{seat} flips 1 die.",
        "recruit": "{seat} recruits a citizen for 2 influence.",
        "pass": "{seat} passes and takes 2 deniers.",
        "pass_income": "{seat} (passed) takes 1 denier.",
        "hire": "{seat} hires a tradesman on card {name} for {deniers} deniers.",
        "activate": "{seat} activates card {name}.",
        "cube_used": "{seat} uses a cube of card {name}.",
        "agriculture": "{seat} farms for {deniers} deniers.",
        "cathedral": "{seat} builds the cathedral: value {value}, level {level}.",
        "citizen_placed": "{seat} places a citizen on {space}.",
    },
    "ja": {
        "setup_place": "{seat}が{space}に市民駒を置きました。",
        "round": "第{round}ラウンド開始。",
        "round_end": "第{round}ラウンド終了。",
        "game_over": "ゲーム終了です。",
        "reveal_card": "活動カード〈{name}〉が公開されました。",
        "salary": "{seat}は10ドゥニエを得て、給与{due}ドゥニエを支払いました。",
        "salary_short": "{seat}は給与{due}ドゥニエを払えません:払える分を払い、{vp}勝利点を失いま"
                        "す。",
        "event_revealed": "イベント〈{name}〉が公開されました。",
        "event_effect": "イベント〈{name}〉の効果が発生します。",
        "event_neutral": "イベント〈{name}〉:ダイスの目は{value}、灰色の市民駒が{building}に入りま"
                         "す。",
        "event_no_grey": "イベント〈{name}〉:灰色の市民駒8個がすべて場にあるため、何も起きません。",
        "event_grey_cathedral": "イベント〈{name}〉:灰色のキューブが大聖堂の出目{value}に置かれま"
                                "す。",
        "event_cube_removed": "イベント〈{name}〉:大聖堂の一番上のキューブ({owner_seat})が取り除か"
                              "れます。",
        "event_cube": "{seat}がイベント〈{name}〉にキューブを1個置きました。",
        "event_short": "{seat}はイベント〈{name}〉を処理しきれず、{vp}勝利点を失います。",
        "majority_gain": "〈{name}〉:{seat}が{vp}勝利点を得ました。",
        "tax_paid": "〈{name}〉:{seat}が{to_seat}に{deniers}ドゥニエを払いました。",
        "tax_bank": "〈{name}〉:灰色の市民駒の分として銀行が{seat}に{deniers}ドゥニエを払いました"
                    "。",
        "archer_roll": "〈{name}〉:{seat}のダイスの目は{value}。",
        "black_rolled": "黒ダイスを振りました:{values}。",
        "black_countered": "{seat}が黒ダイス{values}を迎撃しました。",
        "black_lost": "{seat}は黒ダイス{value}を迎撃できず、{vp}勝利点を失います。",
        "event_fought": "{seat}がイベント〈{name}〉にキューブを{cubes}個置きました。",
        "event_countered": "イベント〈{name}〉が迎撃されました。",
        "event_reward": "{seat}がイベント〈{name}〉で{vp}勝利点を得ました。",
        "die_bought": "{seat}が{owner_seat}にダイスの使用料{deniers}ドゥニエを払いました。",
        "die_bought_neutral": "{seat}が中立ダイスの使用料{deniers}ドゥニエを払いました。",
        "reroll": "{seat}が{color}ダイス{old}を振り直し、{new}が出ました。",
        "flip": "{seat}がダイス{count}個をひっくり返しました。",
        "flip_one": "{seat}がダイス1個をひっくり返しました。",
        "recruit": "{seat}が2影響点で市民駒を1個補充しました。",
        "pass": "{seat}がパスして2ドゥニエを得ました。",
        "pass_income": "{seat}(パス済み)が1ドゥニエを得ました。",
        "hire": "{seat}が{deniers}ドゥニエで活動カード〈{name}〉に職人を雇いました。",
        "activate": "{seat}が活動カード〈{name}〉を発動しました。",
        "cube_used": "{seat}が〈{name}〉のキューブを使いました。",
        "agriculture": "{seat}が農業で{deniers}ドゥニエを得ました。",
        "cathedral": "{seat}が大聖堂を建設しました:出目{value}、{level}段目。",
        "citizen_placed": "{seat}が{space}に市民駒を置きました。",
    },
    "es": {
        "setup_place": "{seat} coloca un ciudadano en {space}.",
        "round": "Empieza la ronda {round}.",
        "round_end": "Termina la ronda {round}.",
        "game_over": "La partida ha terminado.",
        "reveal_card": "Se revela la carta de actividad {name}.",
        "salary": "{seat} recibe 10 denarios y paga {due} en salarios.",
        "salary_short": "{seat} no puede pagar {due} en salarios: paga lo que puede y pierde {vp} "
                        "PV.",
        "event_revealed": "Se revela el evento {name}.",
        "event_effect": "El evento {name} surte efecto.",
        "event_neutral": "Evento {name}: el dado saca {value}; un ciudadano gris entra en el "
                         "{building}.",
        "event_no_grey": "Evento {name}: los 8 ciudadanos grises están en juego; no pasa nada.",
        "event_grey_cathedral": "Evento {name}: un cubo gris va a la catedral, valor {value}.",
        "event_cube_removed": "Evento {name}: se retira el cubo más alto de la catedral "
                              "({owner_seat}).",
        "event_cube": "{seat} pone un cubo en el evento {name}.",
        "event_short": "{seat} no puede cumplir del todo el evento {name} y pierde {vp} PV.",
        "majority_gain": "{name}: {seat} gana {vp} PV.",
        "tax_paid": "{name}: {seat} paga {deniers} denarios a {to_seat}.",
        "tax_bank": "{name}: la banca paga {deniers} denarios a {seat} por los ciudadanos grises.",
        "archer_roll": "{name}: {seat} saca un {value}.",
        "black_rolled": "Se tiran los dados negros: {values}.",
        "black_countered": "{seat} repele los dados negros {values}.",
        "black_lost": "{seat} no puede repeler un {value} negro y pierde {vp} PV.",
        "event_fought": "{seat} coloca {cubes} cubo(s) en el evento {name}.",
        "event_countered": "El evento {name} queda repelido.",
        "event_reward": "{seat} gana {vp} PV por el evento {name}.",
        "die_bought": "{seat} paga {deniers} denarios a {owner_seat} por sus dados.",
        "die_bought_neutral": "{seat} paga {deniers} denarios a la banca por dados neutrales.",
        "reroll": "{seat} vuelve a tirar un dado {color} de {old}: sale {new}.",
        "flip": "{seat} voltea {count} dados.",
        "flip_one": "{seat} voltea 1 dado.",
        "recruit": "{seat} recluta un ciudadano por 2 de influencia.",
        "pass": "{seat} pasa y toma 2 denarios.",
        "pass_income": "{seat} (ha pasado) toma 1 denario.",
        "hire": "{seat} contrata un artesano en la carta {name} por {deniers} denarios.",
        "activate": "{seat} activa la carta {name}.",
        "cube_used": "{seat} usa un cubo de la carta {name}.",
        "agriculture": "{seat} cultiva y gana {deniers} denarios.",
        "cathedral": "{seat} construye en la catedral: valor {value}, nivel {level}.",
        "citizen_placed": "{seat} coloca un ciudadano en {space}.",
    },
}
"""Log lines per language. {space}, {building}, {color} and {values} are raw in the log entry;
describe.words says them in the line's language."""

PROMPTS = {
    "en": {
        "placement": "Initial placement: put a citizen on an empty building space.",
        "turn": "Your turn: choose an action, adjust your dice with influence, or pass.",
        "group": "Choose dice for {target} (dice cost {cost} deniers), then confirm.",
        "flip": "Flip up to {n} of your dice for {cost} influence.",
        "counter": "Counter black dice {need}: your chosen dice make {have}.",
        "hire": "Hire a tradesman for {cost} deniers: choose the citizen.",
        "activate": "{name}: {left} activation(s) left.",
        "citizen_from": "Which citizen goes to {space}: one from your supply or one of yours "
                        "on the board?",
        "event_cube": "{name}: put a cube on an event card ({left} left).",
    },
    "ja": {
        "placement": "初期配置:建物の空いているスペースに市民駒を1個置いてください。",
        "turn": "あなたの手番です:アクションを選ぶか、影響点でダイスを調整するか、パスして"
                "ください。",
        "group": "{target}に使うダイスを選び、決定してください(ダイス使用料{cost}ドゥニエ)。",
        "flip": "{cost}影響点で自分のダイスを{n}個までひっくり返せます。",
        "counter": "黒ダイス{need}を迎撃:選んだダイスの値は{have}です。",
        "hire": "{cost}ドゥニエで職人を雇います:市民駒を選んでください。",
        "activate": "〈{name}〉:発動はあと{left}回です。",
        "citizen_from": "{space}に置く市民駒を選んでください:手元から、または盤上の自分の市民駒を"
                        "移動。",
        "event_cube": "〈{name}〉:イベントカードにキューブを置いてください(残り{left}個)。",
    },
    "es": {
        "placement": "Colocación inicial: pon un ciudadano en un espacio libre de un edificio.",
        "turn": "Tu turno: elige una acción, ajusta tus dados con influencia o pasa.",
        "group": "Elige dados para {target} (coste de dados {cost} denarios) y confirma.",
        "flip": "Voltea hasta {n} de tus dados por {cost} de influencia.",
        "counter": "Repele los dados negros {need}: tus dados elegidos suman {have}.",
        "hire": "Contrata un artesano por {cost} denarios: elige el ciudadano.",
        "activate": "{name}: quedan {left} activaciones.",
        "citizen_from": "¿Qué ciudadano va a {space}: uno de tu reserva o uno tuyo del tablero?",
        "event_cube": "{name}: pon un cubo en una carta de evento (quedan {left}).",
    },
}
"""Prompts per language, by prompt state; the rules pass the numbers (``acts.say``). The dice
prompt names its target ({target}, from describe.words) in every language (the English one
used to say only the target's kind)."""

LABELS = {
    "en": {
        "cathedral": "Build the cathedral", "agriculture": "Agriculture",
        "place": "Place a citizen", "flip": "Flip dice ({cost} influence)",
        "recruit": "Recruit a citizen ({cost} influence)", "pass": "Pass",
        "confirm": "Confirm", "cancel": "Cancel",
        "reset": "Start the selection again", "give_up": "Give up (lose {vp} VP)",
        "stop": "Stop activating", "supply": "A citizen from your supply",
        "lying": "Your citizen lying on the {building}",
        "tradesman": "Your tradesman on {name}", "remove": "Take back {color} {value}",
        "event_cube": "Put a cube on event {name}",
        "card": "Activity card {name}", "cube": "Use a cube of {name}",
        "event": "Fight event {name}", "reroll": "Reroll {color} {value} ({cost} influence)",
        "die": "Die {color} {value} ({owner_seat})",
        "die_cost": "Die {color} {value} ({owner_seat}; dice cost {cost})",
        "black": "Also counter black die {n} (showing {value})",
        "space": "{building} space {n}", "activate": "Activate once",
        "activate_option": "Activate (count {building} citizens)",
        "other": "{verb}",
    },
    "ja": {
        "other": "{verb}",
        "cathedral": "大聖堂を建設する", "agriculture": "農業",
        "place": "市民駒を配置する", "flip": "ダイスをひっくり返す({cost}影響点)",
        "recruit": "市民駒を補充する({cost}影響点)", "pass": "パス",
        "confirm": "決定", "cancel": "キャンセル",
        "reset": "選び直す", "give_up": "あきらめる({vp}勝利点を失う)",
        "stop": "発動を終える", "supply": "手元の市民駒",
        "lying": "{building}に横たわっている自分の市民駒",
        "tradesman": "〈{name}〉の自分の職人", "remove": "{color}ダイス{value}を戻す",
        "event_cube": "イベント〈{name}〉にキューブを置く",
        "card": "活動カード〈{name}〉", "cube": "〈{name}〉のキューブを使う",
        "event": "イベント〈{name}〉と戦う",
        "reroll": "{color}ダイス{value}を振り直す({cost}影響点)",
        "die": "{color}ダイス{value}({owner_seat})",
        "die_cost": "{color}ダイス{value}({owner_seat}、ダイス使用料{cost})",
        "black": "黒ダイス{n}(出目{value})も迎撃する",
        "space": "{building}の{n}番目のスペース", "activate": "1回発動する",
        "activate_option": "発動する({building}の市民駒を数える)",
    },
    "es": {
        "other": "{verb}",
        "cathedral": "Construir la catedral", "agriculture": "Agricultura",
        "place": "Colocar un ciudadano", "flip": "Voltear dados ({cost} de influencia)",
        "recruit": "Reclutar un ciudadano ({cost} de influencia)", "pass": "Pasar",
        "confirm": "Confirmar", "cancel": "Cancelar",
        "reset": "Empezar la selección de nuevo", "give_up": "Rendirse (perder {vp} PV)",
        "stop": "Dejar de activar", "supply": "Un ciudadano de tu reserva",
        "lying": "Tu ciudadano tumbado en el {building}",
        "tradesman": "Tu artesano en {name}", "remove": "Devolver el dado {color} {value}",
        "event_cube": "Poner un cubo en el evento {name}",
        "card": "Carta de actividad {name}", "cube": "Usar un cubo de {name}",
        "event": "Combatir el evento {name}",
        "reroll": "Volver a tirar el dado {color} {value} ({cost} de influencia)",
        "die": "Dado {color} {value} ({owner_seat})",
        "die_cost": "Dado {color} {value} ({owner_seat}; coste de dados {cost})",
        "black": "Repeler también el dado negro {n} (con un {value})",
        "space": "Espacio {n} del {building}", "activate": "Activar una vez",
        "activate_option": "Activar (contar ciudadanos del {building})",
    },
}
"""Action labels per language, keys of the entries describe.label gives."""

WORDS = {
    "en": {
        "red": "red", "white": "white", "yellow": "yellow", "black": "black",
        "palace": "Palace", "bishopric": "Bishopric", "cityhall": "City Hall",
        "space": "{building} space {n}", "sep": ", ", "and": " and ", "or": " or the ",
        "neutral": "neutral",
        "target.card": "{name}", "target.event": "event {name}",
        "target.cathedral": "the cathedral", "target.agriculture": "agriculture",
        "target.place": "placing a citizen",
        "eff.cube": "Each activation: 1 cube here. {mod}",
        "eff.trade": "Each activation: gain {gain}.",
        "eff.trade_pay": "Each activation: pay {pay}, gain {gain}.",
        "eff.choice": "Each activation: {gain} per your standing citizen in the {options}.",
        "eff.per": "Each activation: {gain} per {per}.",
        "eff.any_color": " The dice may be of any colours, mixed.",
        "eff.majority.top": "Each activation: the player(s) with the most dice left in their "
                            "district gain {gain}.",
        "eff.majority.self": "Each activation: {gain} if your red dice left in your district "
                             "total the most (all tied at the top gain).",
        "eff.event_cube.roll": "Each activation: roll a die; on {roll} or more, put a cube on an "
                               "event card (+1 influence).",
        "eff.event_cube.pay": "Each activation: pay 1 influence, put a cube on an event card "
                              "(+1 influence).",
        "eff.event_cube.per": "Each activation: a cube on an event card per red die left in "
                              "your district.",
        "eff.tax": "Each activation: every other player pays you {n} denier per own citizen "
                   "standing in the {building}; the bank pays for the grey ones.",
        "amt.deniers": "{n} deniers", "amt.influence": "{n} influence", "amt.vp": "{n} VP",
        "per.cathedral_cubes": "2 of your cubes in the cathedral",
        "per.event_cards": "event card (Marauding too) holding your cube",
        "ev.none": "No effect besides its black dice.",
        "ev.pay": "Every player pays {n} deniers.",
        "ev.lose": "Every player loses {n} influence.",
        "ev.pay_per_citizen": "Every player pays {n} denier per own citizen standing in the "
                              "{building}.",
        "ev.grey_citizen.palace": "Roll a die: a grey citizen takes that Palace space, "
                                  "expelling its occupant.",
        "ev.grey_citizen": "Roll a die: a grey citizen enters that row of the {building}, "
                           "pushing the others.",
        "ev.grey_cubes": "A grey cube on each of the {n} event cards to its left.",
        "ev.cathedral_add": "A grey cube on the free cathedral space lowest in level, then "
                            "value.",
        "ev.cathedral_remove": "The cube on the highest cathedral space (level, then value) "
                               "comes off, whoever owns it.",
        "ev.short": " Short: do what you can and lose 2 VP.",
        "ev.each_round": "Each round: ",
        "prov.rulebook": "rulebook", "prov.inferred": "inferred",
        "prov.provisional": "provisional", "prov.line": "{source}: {fields}",
        "field.name": "name", "field.effect": "effect", "field.color": "colour",
        "field.level": "level", "field.kind": "kind", "field.divisor": "divisor",
        "field.hire": "hire cost", "field.spaces": "tradesman spaces",
        "field.count": "copies", "field.black_dice": "black dice",
        "field.companion": "companion colour", "field.dice": "fighting dice",
        "field.banners": "banners", "field.rewards": "rewards",
        "mod.red_plus5": "Blacksmith cube: +5 to a red group's total (not for the Palace).",
        "mod.yellow_as_red": "Militiaman cube: 1-3 yellow dice act as red dice of the same values.",
        "mod.tithing": (
            "Tithe cube: in a yellow group, one yellow die from each other district (grey "
            "included) is free."
        ),
        "mod.white_as_three_yellow": (
            "Monk cube: one white die counts as three yellow dice of its value."
        ),
        "mod.yellow_plus3": (
            "Priest cube: +3 to every yellow die of the group (not for the City Hall)."
        ),
        "mod.all_fives": (
            "Apprenticeship cube: every die of the group counts as 5, colours may be mixed (not "
            "for the Bishopric, City Hall or cathedral)."
        ),
        "mod.plus2_each": (
            "Confession cube: +2 to every die of the group, whose dice stay of the colour asked, "
            "unmixed (not for the Bishopric, City Hall or cathedral)."
        ),
        "mod.white_as_two_red": "Templar cube: one white die counts as two red dice of its value.",
        "char.building_citizens": "citizens in the three buildings",
        "char.cathedral_cubes": "cubes in the cathedral",
        "char.deniers": "deniers",
        "char.influence": "influence",
        "char.tradesmen": "tradesmen on activity cards",
        "char.events_won": "event cards collected",
        "note": (
            "Card names and effects follow the rulebook. Numbers printed only on the cards "
            "(activation divisors, hire costs, tradesman spaces and VP, events' fighting dice, "
            "banners and rewards), the City Hall and Bishopric rows and the 2-player grey spaces "
            "are provisional: chosen to fit every known fact until the printed values are found."
        ),
    },
    "ja": {
        "red": "赤", "white": "白", "yellow": "黄", "black": "黒",
        "palace": "宮殿", "bishopric": "司教管区", "cityhall": "市庁舎",
        "space": "{building}の{n}番目のスペース", "sep": "、", "and": "と", "or": "または",
        "neutral": "中立",
        "target.card": "〈{name}〉", "target.event": "イベント〈{name}〉",
        "target.cathedral": "大聖堂", "target.agriculture": "農業",
        "target.place": "市民駒の配置",
        "eff.cube": "発動ごとに:このカードにキューブ1個。{mod}",
        "eff.trade": "発動ごとに:{gain}を得る。",
        "eff.trade_pay": "発動ごとに:{pay}を払い、{gain}を得る。",
        "eff.choice": "発動ごとに:{options}に立っている自分の市民駒1個につき{gain}。",
        "eff.per": "発動ごとに:{per}につき{gain}。",
        "eff.any_color": "ダイスは何色でも、混ぜてもよい。",
        "eff.majority.top": "発動ごとに:自分の区画に残っているダイスが最も多いプレイヤー(同数なら"
                            "全員)が{gain}を得る。",
        "eff.majority.self": "発動ごとに:自分の区画に残っている赤ダイスの合計が最も大きければ{gain}"
                             "(同点なら同点の全員が得る)。",
        "eff.event_cube.roll": "発動ごとに:ダイスを1個振り、{roll}以上ならイベントカードにキュー"
                               "ブを1個置く(+1影響点)。",
        "eff.event_cube.pay": "発動ごとに:1影響点を払い、イベントカードにキューブを1個置く"
                              "(+1影響点)。",
        "eff.event_cube.per": "発動ごとに:自分の区画に残っている赤ダイス1個につき、イベントカードに"
                              "キューブを1個置く。",
        "eff.tax": "発動ごとに:ほかの各プレイヤーは{building}に立っている自分の市民駒1個につき"
                   "{n}ドゥニエをあなたに払う。灰色の市民駒の分は銀行が払う。",
        "amt.deniers": "{n}ドゥニエ", "amt.influence": "{n}影響点", "amt.vp": "{n}勝利点",
        "per.cathedral_cubes": "大聖堂の自分のキューブ2個",
        "per.event_cards": "自分のキューブがあるイベントカード(略奪も含む)1枚",
        "ev.none": "黒ダイスのほかに効果はありません。",
        "ev.pay": "全プレイヤーが{n}ドゥニエを払います。",
        "ev.lose": "全プレイヤーが{n}影響点を失います。",
        "ev.pay_per_citizen": "全プレイヤーが{building}に立っている自分の市民駒1個につき{n}ドゥニ"
                              "エを"
                              "払います。",
        "ev.grey_citizen.palace": "ダイスを1個振り、その目の宮殿のスペースに灰色の市民駒を置きます"
                                  "(いた市民駒は追い出されます)。",
        "ev.grey_citizen": "ダイスを1個振り、その目の{building}の列に灰色の市民駒が入ります"
                           "(ほかの駒は押し出されます)。",
        "ev.grey_cubes": "左にある{n}枚のイベントカードに灰色のキューブを1個ずつ置きます。",
        "ev.cathedral_add": "大聖堂の空いているスペースのうち、段が最も低く、次に目が最も小さい所に"
                            "灰色のキューブを置きます。",
        "ev.cathedral_remove": "大聖堂で段が最も高く、次に目が最も大きいスペースのキューブを、"
                               "持ち主にかかわらず取り除きます。",
        "ev.short": "処理しきれない場合は可能な限り処理し、2勝利点を失います。",
        "ev.each_round": "毎ラウンド:",
        "prov.rulebook": "ルールブック", "prov.inferred": "推定", "prov.provisional": "暫定",
        "prov.line": "{source}:{fields}",
        "field.name": "名前", "field.effect": "効果", "field.color": "色", "field.level": "レベル",
        "field.kind": "種類", "field.divisor": "除数", "field.hire": "雇用費",
        "field.spaces": "職人スペース", "field.count": "枚数", "field.black_dice": "黒ダイス",
        "field.companion": "呼ぶカードの色", "field.dice": "戦うダイス", "field.banners": "旗",
        "field.rewards": "報酬",
        "mod.red_plus5": "〈鍛冶屋〉のキューブ:赤ダイスの組の合計に+5(宮殿への配置には使えない)。",
        "mod.yellow_as_red": "〈民兵〉のキューブ:黄ダイス1~3個を同じ目の赤ダイスとして使う。",
        "mod.tithing": "〈十分の一税〉のキューブ:黄ダイスの組で、ほかの各区画(灰色も含む)の"
                       "黄ダイス1個が無料。",
        "mod.white_as_three_yellow": "〈修道士〉のキューブ:白ダイス1個を同じ目の黄ダイス3個として"
                                     "数える。",
        "mod.yellow_plus3": "〈司祭〉のキューブ:組の黄ダイスそれぞれに+3(市庁舎への配置には使えな"
                            "い)。",
        "mod.all_fives": "〈徒弟制度〉のキューブ:組のダイスをすべて5として数え、色を混ぜてもよい"
                         "(司教管区・市庁舎・大聖堂には使えない)。",
        "mod.plus2_each": "〈告解〉のキューブ:組のダイスそれぞれに+2。ダイスは求められる色だけで、"
                          "色は混ぜられない(司教管区・市庁舎・大聖堂には使えない)。",
        "mod.white_as_two_red": "〈テンプル騎士〉のキューブ:白ダイス1個を同じ目の赤ダイス2個として"
                                "数える。",
        "char.building_citizens": "3つの建物の市民駒",
        "char.cathedral_cubes": "大聖堂のキューブ",
        "char.deniers": "ドゥニエ",
        "char.influence": "影響点",
        "char.tradesmen": "活動カード上の職人",
        "char.events_won": "獲得したイベントカード",
        "note": "カードの名前と効果はルールブックどおりです。カードにだけ印刷されている数値(発動の"
                "除数、雇用費、職人スペースと勝利点、イベントの戦うダイス・旗・報酬)、市庁舎と"
                "司教管区の列、2人ゲームの灰色のスペースは暫定です:印刷された値が見つかるまで、"
                "分かっている事実すべてに合う値を選んでいます。",
    },
    "es": {
        "red": "rojo", "white": "blanco", "yellow": "amarillo", "black": "negro",
        "palace": "Palacio", "bishopric": "Obispado", "cityhall": "Ayuntamiento",
        "space": "el espacio {n} del {building}", "sep": ", ", "and": " y ", "or": " o el ",
        "neutral": "neutral",
        "target.card": "{name}", "target.event": "el evento {name}",
        "target.cathedral": "la catedral", "target.agriculture": "la agricultura",
        "target.place": "colocar un ciudadano",
        "eff.cube": "Cada activación: 1 cubo aquí. {mod}",
        "eff.trade": "Cada activación: gana {gain}.",
        "eff.trade_pay": "Cada activación: paga {pay} y gana {gain}.",
        "eff.choice": "Cada activación: {gain} por cada ciudadano tuyo de pie en el {options}.",
        "eff.per": "Cada activación: {gain} por cada {per}.",
        "eff.any_color": " Los dados pueden ser de cualquier color, mezclados.",
        "eff.majority.top": "Cada activación: el jugador o jugadores con más dados en su barrio "
                            "ganan {gain}.",
        "eff.majority.self": "Cada activación: {gain} si tus dados rojos de tu barrio suman más "
                             "(en empate, ganan todos los empatados).",
        "eff.event_cube.roll": "Cada activación: tira un dado; con {roll} o más, pon un cubo en "
                               "una carta de evento (+1 de influencia).",
        "eff.event_cube.pay": "Cada activación: paga 1 de influencia y pon un cubo en una carta "
                              "de evento (+1 de influencia).",
        "eff.event_cube.per": "Cada activación: un cubo en una carta de evento por cada dado "
                              "rojo que quede en tu barrio.",
        "eff.tax": "Cada activación: cada otro jugador te paga {n} denario por cada ciudadano "
                   "suyo de pie en el {building}; la banca paga por los grises.",
        "amt.deniers": "{n} denarios", "amt.influence": "{n} de influencia", "amt.vp": "{n} PV",
        "per.cathedral_cubes": "2 cubos tuyos en la catedral",
        "per.event_cards": "carta de evento (Saqueo incluido) con un cubo tuyo",
        "ev.none": "Sin efecto aparte de sus dados negros.",
        "ev.pay": "Cada jugador paga {n} denarios.",
        "ev.lose": "Cada jugador pierde {n} de influencia.",
        "ev.pay_per_citizen": "Cada jugador paga {n} denario por cada ciudadano suyo de pie en "
                              "el {building}.",
        "ev.grey_citizen.palace": "Se tira un dado: un ciudadano gris ocupa ese espacio del "
                                  "Palacio y expulsa a su ocupante.",
        "ev.grey_citizen": "Se tira un dado: un ciudadano gris entra en esa fila del "
                           "{building} y empuja a los demás.",
        "ev.grey_cubes": "Un cubo gris en cada una de las {n} cartas de evento a su izquierda.",
        "ev.cathedral_add": "Un cubo gris en el espacio libre de la catedral de nivel más bajo "
                            "y luego de valor más bajo.",
        "ev.cathedral_remove": "Se retira el cubo del espacio más alto de la catedral (nivel y "
                               "luego valor), sea de quien sea.",
        "ev.short": " Si no puede: hace lo que pueda y pierde 2 PV.",
        "ev.each_round": "Cada ronda: ",
        "prov.rulebook": "reglamento", "prov.inferred": "deducido",
        "prov.provisional": "provisional", "prov.line": "{source}: {fields}",
        "field.name": "nombre", "field.effect": "efecto", "field.color": "color",
        "field.level": "nivel", "field.kind": "tipo", "field.divisor": "divisor",
        "field.hire": "coste de contratar", "field.spaces": "espacios de artesano",
        "field.count": "copias", "field.black_dice": "dados negros",
        "field.companion": "color que llama", "field.dice": "dados para combatir",
        "field.banners": "estandartes", "field.rewards": "recompensas",
        "mod.red_plus5": "Cubo del Herrero: +5 al total de un grupo rojo (no para el Palacio).",
        "mod.yellow_as_red": "Cubo del Miliciano: 1-3 dados amarillos cuentan como rojos del "
                             "mismo valor.",
        "mod.tithing": "Cubo del Diezmo: en un grupo amarillo, un dado amarillo de cada otro "
                       "barrio (gris incluido) es gratis.",
        "mod.white_as_three_yellow": "Cubo del Monje: un dado blanco cuenta como tres dados "
                                     "amarillos de su valor.",
        "mod.yellow_plus3": "Cubo del Sacerdote: +3 a cada dado amarillo del grupo (no para el "
                            "Ayuntamiento).",
        "mod.all_fives": "Cubo del Aprendizaje: cada dado del grupo cuenta como 5, se pueden "
                         "mezclar colores (no para el Obispado, el Ayuntamiento ni la catedral).",
        "mod.plus2_each": "Cubo de la Confesión: +2 a cada dado del grupo, que sigue siendo del "
                          "color pedido, sin mezclar (no para el Obispado, el Ayuntamiento ni la "
                          "catedral).",
        "mod.white_as_two_red": "Cubo del Templario: un dado blanco cuenta como dos dados rojos "
                                "de su valor.",
        "char.building_citizens": "ciudadanos en los tres edificios",
        "char.cathedral_cubes": "cubos en la catedral",
        "char.deniers": "denarios",
        "char.influence": "influencia",
        "char.tradesmen": "artesanos en cartas de actividad",
        "char.events_won": "cartas de evento conseguidas",
        "note": "Los nombres y efectos de las cartas siguen el reglamento. Los números impresos "
                "solo en las cartas (divisores, coste de contratar, espacios de artesano y sus PV, "
                "dados, estandartes y recompensas de los eventos), las filas del Ayuntamiento y "
                "del Obispado y los espacios grises a 2 jugadores son provisionales: elegidos "
                "para cuadrar con todo lo conocido hasta encontrar los valores impresos.",
    },
}
"""Words and effect texts per language."""

HELP = {
    "en": {
        "game.name": NAME,  # the game's name as the lobby and the table show it
        "lying": "lying (pushed out this round)",
        "cathedral.gain": "a cube here gives {vp} VP and {influence} influence",
        "cathedral.end": "end: −{vp} VP per level without your cube",
        "die.buy": "in a group it costs {prices} deniers per bought die (group of {sizes})",
        "reroll": "reroll ({cost} influence)",
        "face_down": "face down until round {level}",
        "divisor": "one activation per {n} pips",
        "tradesman": "tradesman space {n}: hire {cost} deniers, {vp} VP at the end",
        "illustration": "illustration: hire at {cost} deniers, 0 VP",
        "event.divisor": "one cube per {n} pips",
        "event.rewards": "rewards: most {most} VP, second {second} VP",
        "character.counts": "counts for every player: {text}",
        "flip": "Flip dice ({cost} influence)",
        "btn.flip": "Flip dice ({cost} inf.)",
        "btn.recruit": "Recruit ({cost} inf.)",
        "btn.give_up": "Give up (−{vp} VP)",
        "reason": "Most victory points wins (no tie-break).",
        "provisional.card": "Provisional: numbers on this card are reconstructed",
        "provisional.title": "Provisional (reconstructed) numbers",
    },
    "ja": {
        "game.name": "トロワ",
        "lying": "横倒し(このラウンドに押し出された)",
        "cathedral.gain": "ここのキューブで{vp}勝利点と{influence}影響点",
        "cathedral.end": "終了時: 自分のキューブがない段ごとに−{vp}勝利点",
        "die.buy": "組で使うと1個につき{prices}ドゥニエ({sizes}個の組)",
        "reroll": "振り直し({cost}影響点)",
        "face_down": "ラウンド{level}まで裏向き",
        "divisor": "出目{n}ごとに1回発動",
        "tradesman": "職人スペース{n}: 雇用{cost}ドゥニエ、終了時{vp}勝利点",
        "illustration": "絵の上: 雇用{cost}ドゥニエ、0勝利点",
        "event.divisor": "出目{n}ごとにキューブ1個",
        "event.rewards": "報酬: 最多{most}勝利点、2位{second}勝利点",
        "character.counts": "全プレイヤーが対象: {text}",
        "flip": "ダイスをひっくり返す({cost}影響点)",
        "btn.flip": "ひっくり返す({cost}影響点)",
        "btn.recruit": "補充({cost}影響点)",
        "btn.give_up": "あきらめる(−{vp}勝利点)",
        "reason": "勝利点が最も多いプレイヤーの勝利(タイブレイクなし)。",
        "provisional.card": "暫定: このカードの数値は再構成したもの",
        "provisional.title": "暫定(再構成)の数値",
    },
    "es": {
        "game.name": "Troyes",
        "lying": "tumbados (expulsados esta ronda)",
        "cathedral.gain": "un cubo aquí da {vp} PV y {influence} de influencia",
        "cathedral.end": "final: −{vp} PV por nivel sin cubo tuyo",
        "die.buy": "en un grupo cuesta {prices} denarios por dado comprado (grupo de {sizes})",
        "reroll": "volver a tirar ({cost} de influencia)",
        "face_down": "boca abajo hasta la ronda {level}",
        "divisor": "una activación por cada {n} puntos de dado",
        "tradesman": "espacio de artesano {n}: contratar por {cost} denarios, {vp} PV al final",
        "illustration": "ilustración: contratar por {cost} denarios, 0 PV",
        "event.divisor": "un cubo por cada {n} puntos de dado",
        "event.rewards": "recompensas: mayoría {most} PV, segundo {second} PV",
        "character.counts": "puntúa para todos: {text}",
        "flip": "Voltear dados ({cost} de influencia)",
        "btn.flip": "Voltear ({cost} inf.)",
        "btn.recruit": "Reclutar ({cost} inf.)",
        "btn.give_up": "Rendirse (−{vp} PV)",
        "reason": "Gana quien tenga más puntos de victoria (sin desempate).",
        "provisional.card": "Provisional: los números de esta carta están reconstruidos",
        "provisional.title": "Números provisionales (reconstruidos)",
    },
}
"""The rules' own words of the table (Texts.help, sent by the bridge's ``texts`` command):
what a space, a die, a card's numbers and the buttons' costs mean; the page fills the
``{n}``-style slots with the view's numbers. describe.help_table adds every card's name,
effect and provenance, every character's count and the provisional note."""

NAMES = {
    "en": {
        101: "Artisan", 102: "Merchant", 103: "Miller", 104: "Innkeeper", 105: "Blacksmith",
        106: "Militiaman", 107: "Journeyman", 108: "Goldsmith", 109: "Sculptor", 110: "Tithe",
        111: "Monk", 112: "Priest", 113: "Apprenticeship", 114: "Confession", 115: "Templar",
        116: "Pilgrimage", 117: "Glassblower", 118: "Procession", 119: "Diplomat", 120: "Archer",
        121: "Chivalry", 122: "Hunting", 123: "Tax Collector", 124: "Mercenary", 125: "Joust",
        126: "Captain", 127: "Troubadour", 201: "Marauding", 202: "War",
        203: "Conflict of Succession", 204: "Brigands", 205: "Normans Attack", 206: "Brigands",
        207: "Brigands", 208: "Skirmishes", 209: "Skirmishes", 210: "Heresy",
        211: "Theological Conflict", 212: "Traveling Builders", 213: "Interrupted Work",
        214: "Drought", 215: "Support", 216: "Civil War", 217: "Wayfarers",
        301: "Chrétien de Troyes", 302: "Urbain IV", 303: "Thibaut II", 304: "Hugues de Payns",
        305: "le Florentin", 306: "Henri I",
    },
    "ja": {
        101: "工匠", 102: "商人", 103: "粉屋", 104: "宿屋の主人", 105: "鍛冶屋", 106: "民兵",
        107: "渡り職人", 108: "金細工師", 109: "彫刻家", 110: "十分の一税", 111: "修道士",
        112: "司祭", 113: "徒弟制度", 114: "告解", 115: "テンプル騎士", 116: "巡礼",
        117: "ガラス職人", 118: "行列", 119: "外交官", 120: "弓兵", 121: "騎士道", 122: "狩猟",
        123: "徴税人", 124: "傭兵", 125: "馬上槍試合", 126: "隊長", 127: "吟遊詩人",
        201: "略奪", 202: "戦争", 203: "継承争い", 204: "山賊", 205: "ノルマン人の襲来",
        206: "山賊", 207: "山賊", 208: "小競り合い", 209: "小競り合い", 210: "異端",
        211: "神学論争", 212: "旅の建築家", 213: "工事の中断", 214: "干ばつ", 215: "支援",
        216: "内乱", 217: "旅人",
    },
    "es": {
        101: "Artífice", 102: "Mercader", 103: "Molinero", 104: "Posadero", 105: "Herrero",
        106: "Miliciano", 107: "Oficial", 108: "Orfebre", 109: "Escultor", 110: "Diezmo",
        111: "Monje", 112: "Sacerdote", 113: "Aprendizaje", 114: "Confesión", 115: "Templario",
        116: "Peregrinación", 117: "Soplador de vidrio", 118: "Procesión", 119: "Diplomático",
        120: "Arquero", 121: "Caballería", 122: "Caza", 123: "Recaudador de impuestos",
        124: "Mercenario", 125: "Justa", 126: "Capitán", 127: "Trovador",
        201: "Saqueo", 202: "Guerra", 203: "Conflicto sucesorio", 204: "Bandidos",
        205: "Ataque normando", 206: "Bandidos", 207: "Bandidos", 208: "Escaramuzas",
        209: "Escaramuzas", 210: "Herejía", 211: "Conflicto teológico",
        212: "Constructores itinerantes", 213: "Obras interrumpidas", 214: "Sequía",
        215: "Apoyo", 216: "Guerra civil", 217: "Viajeros",
    },
}
"""The names of the activity and event cards (English as printed in the English rulebook) and of
the characters (proper names, kept in every language: English is the fallback of every id)."""
