"""Troyes texts per language (English, Japanese, Spanish): log templates, prompts, labels, card
effects. Tables only; describe.py puts them together (``words``, ``label``).

Card, event and character names stay as printed (English). Japanese game terms are those of
shared/rules/troyes.ja.txt (ドゥニエ, 影響点, 勝利点, 市民駒, 宮殿, 司教管区, 市庁舎, 大聖堂,
活動カード, 職人, 迎撃, 振り直し, ひっくり返し, 農業, パス); Spanish is plain board-game
Spanish (denarios, influencia, PV, ciudadanos). English texts of cube effects, characters
and the provisional note live with their facts in data.py; only ja and es are here for those
(``mod.*``, ``char.*``, ``note``).
"""

from __future__ import annotations

LOG = {
    "en": {
        "setup_place": "{seat} places a citizen on {space}.",
        "round": "Round {round} begins.",
        "round_end": "Round {round} ends.",
        "game_over": "The game is over.",
        "reveal_card": "Activity card {name} is revealed.",
        "salary": "{seat} receives 10 deniers and pays {due} in salaries.",
        "salary_short": "{seat} cannot pay salaries of {due}: pays what they can and loses 2 VP.",
        "event_revealed": "Event {name} is revealed.",
        "event_effect": "Event {name} takes effect.",
        "event_neutral": "Event {name}: a neutral citizen enters the {building}.",
        "event_short": "{seat} cannot meet event {name} in full and loses 2 VP.",
        "cube_lost": "{seat} returns a cube from activity card {name}.",
        "black_rolled": "Black dice rolled: {values}.",
        "black_countered": "{seat} counters black dice {values}.",
        "black_lost": "{seat} cannot counter a black {value} and loses 2 VP.",
        "event_fought": "{seat} places {cubes} cube(s) on event {name}.",
        "event_countered": "Event {name} is countered.",
        "event_reward": "{seat} earns {vp} VP from event {name}.",
        "die_bought": "{seat} pays {owner_seat} {deniers} deniers for dice.",
        "die_bought_neutral": "{seat} pays the bank {deniers} deniers for neutral dice.",
        "reroll": "{seat} rerolls a {color} {old}: now {new}.",
        "flip": "{seat} flips {count} dice.",
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
        "salary_short": "{seat}は給与{due}ドゥニエを払えません:払える分を払い、2勝利点を失います。",
        "event_revealed": "イベント〈{name}〉が公開されました。",
        "event_effect": "イベント〈{name}〉の効果が発生します。",
        "event_neutral": "イベント〈{name}〉:中立の市民駒が{building}に入ります。",
        "event_short": "{seat}はイベント〈{name}〉を処理しきれず、2勝利点を失います。",
        "cube_lost": "{seat}が活動カード〈{name}〉からキューブを1個戻しました。",
        "black_rolled": "黒ダイスを振りました:{values}。",
        "black_countered": "{seat}が黒ダイス{values}を迎撃しました。",
        "black_lost": "{seat}は黒ダイス{value}を迎撃できず、2勝利点を失います。",
        "event_fought": "{seat}がイベント〈{name}〉にキューブを{cubes}個置きました。",
        "event_countered": "イベント〈{name}〉が迎撃されました。",
        "event_reward": "{seat}がイベント〈{name}〉で{vp}勝利点を得ました。",
        "die_bought": "{seat}が{owner_seat}にダイスの使用料{deniers}ドゥニエを払いました。",
        "die_bought_neutral": "{seat}が中立ダイスの使用料{deniers}ドゥニエを払いました。",
        "reroll": "{seat}が{color}ダイス{old}を振り直し、{new}が出ました。",
        "flip": "{seat}がダイス{count}個をひっくり返しました。",
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
        "salary_short": "{seat} no puede pagar {due} en salarios: paga lo que puede y pierde 2 PV.",
        "event_revealed": "Se revela el evento {name}.",
        "event_effect": "El evento {name} surte efecto.",
        "event_neutral": "Evento {name}: un ciudadano neutral entra en el {building}.",
        "event_short": "{seat} no puede cumplir del todo el evento {name} y pierde 2 PV.",
        "cube_lost": "{seat} devuelve un cubo de la carta de actividad {name}.",
        "black_rolled": "Se tiran los dados negros: {values}.",
        "black_countered": "{seat} repele los dados negros {values}.",
        "black_lost": "{seat} no puede repeler un {value} negro y pierde 2 PV.",
        "event_fought": "{seat} coloca {cubes} cubo(s) en el evento {name}.",
        "event_countered": "El evento {name} queda repelido.",
        "event_reward": "{seat} gana {vp} PV por el evento {name}.",
        "die_bought": "{seat} paga {deniers} denarios a {owner_seat} por sus dados.",
        "die_bought_neutral": "{seat} paga {deniers} denarios a la banca por dados neutrales.",
        "reroll": "{seat} vuelve a tirar un dado {color} de {old}: sale {new}.",
        "flip": "{seat} voltea {count} dados.",
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
        "palace_space": "Choose the Palace space for your citizen.",
        "lose_cube": "Event: return one of your cubes from an activity card.",
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
        "palace_space": "市民駒を置く宮殿のスペースを選んでください。",
        "lose_cube": "イベント:活動カード上の自分のキューブを1個戻してください。",
    },
    "es": {
        "placement": "Colocación inicial: pon un ciudadano en un espacio libre de un edificio.",
        "turn": "Tu turno: elige una acción, ajusta tus dados con influencia o pasa.",
        "group": "Elige dados para {target} (coste de dados {cost} denarios) y confirma.",
        "flip": "Voltea hasta {n} de tus dados por {cost} de influencia.",
        "counter": "Repele los dados negros {need}: tus dados elegidos suman {have}.",
        "hire": "Contrata un artesano por {cost} denarios: elige el ciudadano.",
        "activate": "{name}: quedan {left} activaciones.",
        "palace_space": "Elige el espacio del Palacio para tu ciudadano.",
        "lose_cube": "Evento: devuelve uno de tus cubos de una carta de actividad.",
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
        "stop": "Stop activating", "supply": "Tradesman from your supply",
        "card": "Activity card {name}", "cube": "Use a {name} cube",
        "event": "Fight event {name}", "reroll": "Reroll {color} {value} ({cost} influence)",
        "die": "Die {color} {value} ({owner_seat})",
        "die_cost": "Die {color} {value} ({owner_seat}; dice cost {cost})",
        "black": "Also counter black die {value}",
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
        "stop": "発動を終える", "supply": "手元の市民駒を職人にする",
        "card": "活動カード〈{name}〉", "cube": "〈{name}〉のキューブを使う",
        "event": "イベント〈{name}〉と戦う",
        "reroll": "{color}ダイス{value}を振り直す({cost}影響点)",
        "die": "{color}ダイス{value}({owner_seat})",
        "die_cost": "{color}ダイス{value}({owner_seat}、ダイス使用料{cost})",
        "black": "黒ダイス{value}も迎撃する",
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
        "stop": "Dejar de activar", "supply": "Artesano de tu reserva",
        "card": "Carta de actividad {name}", "cube": "Usar un cubo de {name}",
        "event": "Combatir el evento {name}",
        "reroll": "Volver a tirar el dado {color} {value} ({cost} de influencia)",
        "die": "Dado {color} {value} ({owner_seat})",
        "die_cost": "Dado {color} {value} ({owner_seat}; coste de dados {cost})",
        "black": "Repeler también el dado negro {value}",
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
        "eff.one": "Each activation: {gain}.",
        "eff.one_palace": "Each activation: {gain} if you have a citizen in the Palace.",
        "amt.deniers": "{n} deniers", "amt.influence": "{n} influence", "amt.vp": "{n} VP",
        "amt.supply": "{n} citizen to your supply",
        "amt.reserve": "{n} citizen from the general supply",
        "per.cathedral_cubes": "your cube in the cathedral",
        "per.event_cubes": "your cube on events",
        "per.bishopric_citizens": "your citizen standing in the Bishopric",
        "ev.none": "No effect besides its black dice.",
        "ev.pay": "Every player pays {n} deniers.",
        "ev.lose_influence": "Every player loses 1 influence.",
        "ev.lose_vp": "Every player loses 1 VP.",
        "ev.pay_per_citizen": "Every player pays {n} denier per own citizen in the {building}.",
        "ev.neutral_citizen": "A grey citizen enters the {building} (as a die {value}).",
        "ev.cathedral_cube": "Every player removes his highest cube from the cathedral.",
        "ev.activity_cube": "Every player returns one of his cubes from an activity card.",
        "ev.short": " Short: do what you can and lose 2 VP.",
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
        "eff.per": "発動ごとに:{per}1個につき{gain}。",
        "eff.one": "発動ごとに:{gain}。",
        "eff.one_palace": "発動ごとに:宮殿に自分の市民駒があれば{gain}。",
        "amt.deniers": "{n}ドゥニエ", "amt.influence": "{n}影響点", "amt.vp": "{n}勝利点",
        "amt.supply": "手元への市民駒{n}個", "amt.reserve": "ストックの市民駒{n}個",
        "per.cathedral_cubes": "大聖堂の自分のキューブ",
        "per.event_cubes": "イベント上の自分のキューブ",
        "per.bishopric_citizens": "司教管区に立っている自分の市民駒",
        "ev.none": "黒ダイスのほかに効果はありません。",
        "ev.pay": "全プレイヤーが{n}ドゥニエを払います。",
        "ev.lose_influence": "全プレイヤーが1影響点を失います。",
        "ev.lose_vp": "全プレイヤーが1勝利点を失います。",
        "ev.pay_per_citizen": "全プレイヤーが{building}の自分の市民駒1個につき{n}ドゥニエを払います"
                              "。",
        "ev.neutral_citizen": "灰色の市民駒が{building}に入ります(出目{value}のダイスとして)。",
        "ev.cathedral_cube": "全プレイヤーが大聖堂の自分の一番上のキューブを取り除きます。",
        "ev.activity_cube": "全プレイヤーが活動カードから自分のキューブを1個戻します。",
        "ev.short": "払えない場合は可能な限り処理し、2勝利点を失います。",
        "mod.red_plus5": "〈Blacksmith〉のキューブ:赤ダイスの組の合計に+5(市民駒の配置には使えない)"
                         "。",
        "mod.yellow_as_red": "〈Militia〉のキューブ:黄ダイス1~3個を赤ダイスとして使う。",
        "mod.tithing": "〈Tithing〉のキューブ:黄ダイスの組で、ほかの各区画の黄ダイス1個が無料。",
        "mod.white_as_three_yellow": "〈Monk〉のキューブ:白ダイス1個を同じ出目の黄ダイス3個として数"
                                     "える。",
        "mod.yellow_plus3": "〈Priest〉のキューブ:組の黄ダイスそれぞれに+3(配置には使えない)。",
        "mod.all_fives": "〈Apprenticeship〉のキューブ:組のダイスをすべて5として数える(配置には使え"
                         "ない)。",
        "mod.white_as_red": "キューブ:白ダイス1~3個を赤ダイスとして使う。",
        "mod.event_any_color": "〈Diplomat〉のキューブ:どれか1色のダイスでイベントと戦える。",
        "mod.event_extra_cube": "〈Archer〉のキューブ:イベントと戦うときキューブを1個多く置く。",
        "mod.palace_any_space": "キューブ:赤ダイスで宮殿の好きなスペースに市民駒を置く。",
        "char.building_citizens": "3つの建物の市民駒",
        "char.cathedral_cubes": "大聖堂のキューブ",
        "char.deniers": "ドゥニエ",
        "char.influence": "影響点",
        "char.tradesmen": "活動カード上の職人",
        "char.events_won": "獲得したイベントカード",
        "note": "暫定と示したTroyesのカードの数値(発動の除数、職人の費用と勝利点、"
                "イベントの旗と報酬、仮の効果)と、市庁舎の列、2人ゲームの中立スペースは再構成したものです:"
                "印刷された値が見つかりませんでした。",
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
        "eff.one": "Cada activación: {gain}.",
        "eff.one_palace": "Cada activación: {gain} si tienes un ciudadano en el Palacio.",
        "amt.deniers": "{n} denarios", "amt.influence": "{n} de influencia", "amt.vp": "{n} PV",
        "amt.supply": "{n} ciudadano a tu reserva",
        "amt.reserve": "{n} ciudadano de la reserva general",
        "per.cathedral_cubes": "cubo tuyo en la catedral",
        "per.event_cubes": "cubo tuyo en eventos",
        "per.bishopric_citizens": "ciudadano tuyo de pie en el Obispado",
        "ev.none": "Sin efecto aparte de sus dados negros.",
        "ev.pay": "Cada jugador paga {n} denarios.",
        "ev.lose_influence": "Cada jugador pierde 1 de influencia.",
        "ev.lose_vp": "Cada jugador pierde 1 PV.",
        "ev.pay_per_citizen": "Cada jugador paga {n} denario por cada ciudadano suyo en el "
                              "{building}.",
        "ev.neutral_citizen": "Un ciudadano gris entra en el {building} (como un dado {value}).",
        "ev.cathedral_cube": "Cada jugador retira su cubo más alto de la catedral.",
        "ev.activity_cube": "Cada jugador devuelve uno de sus cubos de una carta de actividad.",
        "ev.short": " Si no puede: hace lo que pueda y pierde 2 PV.",
        "mod.red_plus5": "Cubo de Blacksmith: el total de un grupo rojo suma +5 (no para "
                         "colocar un ciudadano).",
        "mod.yellow_as_red": "Cubo de Militia: 1-3 dados amarillos cuentan como rojos.",
        "mod.tithing": "Cubo de Tithing: en un grupo amarillo, un dado amarillo de cada otro "
                       "barrio es gratis.",
        "mod.white_as_three_yellow": "Cubo de Monk: un dado blanco cuenta como tres dados "
                                     "amarillos de su valor.",
        "mod.yellow_plus3": "Cubo de Priest: +3 a cada dado amarillo del grupo (no para colocar).",
        "mod.all_fives": "Cubo de Apprenticeship: cada dado del grupo cuenta como 5 (no para "
                         "colocar).",
        "mod.white_as_red": "Cubo: 1-3 dados blancos cuentan como rojos.",
        "mod.event_any_color": "Cubo de Diplomat: combate un evento con dados de un solo color "
                               "cualquiera.",
        "mod.event_extra_cube": "Cubo de Archer: coloca un cubo más al combatir un evento.",
        "mod.palace_any_space": "Cubo: coloca un ciudadano en cualquier espacio del Palacio con "
                                "un dado rojo.",
        "char.building_citizens": "ciudadanos en los tres edificios",
        "char.cathedral_cubes": "cubos en la catedral",
        "char.deniers": "denarios",
        "char.influence": "influencia",
        "char.tradesmen": "artesanos en cartas de actividad",
        "char.events_won": "cartas de evento conseguidas",
        "note": "Los números de Troyes marcados como provisionales (divisores de activación, coste "
                "y PV de los artesanos, estandartes y recompensas de eventos, efectos "
                "provisionales), las filas del Ayuntamiento y los espacios neutrales de 2 "
                "jugadores están RECONSTRUIDOS: no se encontraron los valores impresos.",
    },
}
"""Words and effect texts per language (names of cards stay as printed)."""

PROVENANCE = {
    "ja": {
        "effect known (activity_cards.csv); divisor and spaces RECONSTRUCTED (F1/F2)":
            "効果は判明(活動カード表);除数とスペースは再構成(F1/F2)",
        "effect known but its restriction is cut off; 'not for placing citizens' and the "
        "divisor/spaces RECONSTRUCTED (F2)":
            "効果は判明、ただし制限の文が欠けている;「市民駒の配置には使えない」と除数・スペースは"
            "再構成(F2)",
        "effect and numbers RECONSTRUCTED (Design fallback F2); name per row":
            "効果と数値は再構成(設計上の代替F2);名前は各行のもの",
        "kind known (S7); amount, divisor and spaces RECONSTRUCTED (F2)":
            "種類は判明(S7);量・除数・スペースは再構成(F2)",
        "kind known (S7, S8); formula, divisor and spaces RECONSTRUCTED (F2)":
            "種類は判明(S7, S8);計算式・除数・スペースは再構成(F2)",
        "kind known (S7); condition, divisor and spaces RECONSTRUCTED (F2)":
            "種類は判明(S7);条件・除数・スペースは再構成(F2)",
        "name/level known (S5, S6); effect inferred, amount, divisor and spaces RECONSTRUCTED "
        "(F2)": "名前とレベルは判明(S5, S6);効果は推定、量・除数・スペースは再構成(F2)",
        "kind known (S7); formula, divisor and spaces RECONSTRUCTED (F2)":
            "種類は判明(S7);計算式・除数・スペースは再構成(F2)",
        "kind known (S7); resource and rate RECONSTRUCTED (F2)":
            "種類は判明(S7);資源と比率は再構成(F2)",
        "permanent and 1 black die known (S4, S15, S16); 3 banners, 2/1 VP RECONSTRUCTED":
            "常設と黒ダイス1個は判明(S4, S15, S16);旗3つと2/1勝利点は再構成",
        "name and 2 black dice known (S16); divisor, banners and rewards RECONSTRUCTED "
        "(Design fallback F4)":
            "名前と黒ダイス2個は判明(S16);除数・旗・報酬は再構成(設計上の代替F4)",
        "name known (S5, S16, S35); money effect inferred (S32), amounts RECONSTRUCTED":
            "名前は判明(S5, S16, S35);お金の効果は推定(S32)、金額は再構成",
        "effect kind known (S24, S34); card and numbers RECONSTRUCTED (F4)":
            "効果の種類は判明(S24, S34);カードと数値は再構成(F4)",
        "name a placeholder; effect and numbers RECONSTRUCTED (Design fallback F4)":
            "名前は仮;効果と数値は再構成(設計上の代替F4)",
        "name and effect kind known (S27); which cube and numbers RECONSTRUCTED (F4)":
            "名前と効果の種類は判明(S27);どのキューブかと数値は再構成(F4)",
        "name from S6/S33 (may be an expansion card); effect and numbers RECONSTRUCTED":
            "名前はS6/S33より(拡張のカードかもしれない);効果と数値は再構成",
        "effect, divisor 5, 2 banners, 2/1 VP from one forum post (S14, medium-low)":
            "効果・除数5・旗2つ・2/1勝利点はフォーラムの投稿1件より(S14、確度は中~低)",
        "name known (S5, S35); effect and numbers RECONSTRUCTED (F4)":
            "名前は判明(S5, S35);効果と数値は再構成(F4)",
    },
    "es": {
        "effect known (activity_cards.csv); divisor and spaces RECONSTRUCTED (F1/F2)":
            "efecto conocido (activity_cards.csv); divisor y espacios RECONSTRUIDOS (F1/F2)",
        "effect known but its restriction is cut off; 'not for placing citizens' and the "
        "divisor/spaces RECONSTRUCTED (F2)":
            "efecto conocido pero su restricción está cortada; 'no para colocar ciudadanos' y el "
            "divisor/espacios RECONSTRUIDOS (F2)",
        "effect and numbers RECONSTRUCTED (Design fallback F2); name per row":
            "efecto y números RECONSTRUIDOS (alternativa de diseño F2); nombre según la fila",
        "kind known (S7); amount, divisor and spaces RECONSTRUCTED (F2)":
            "tipo conocido (S7); cantidad, divisor y espacios RECONSTRUIDOS (F2)",
        "kind known (S7, S8); formula, divisor and spaces RECONSTRUCTED (F2)":
            "tipo conocido (S7, S8); fórmula, divisor y espacios RECONSTRUIDOS (F2)",
        "kind known (S7); condition, divisor and spaces RECONSTRUCTED (F2)":
            "tipo conocido (S7); condición, divisor y espacios RECONSTRUIDOS (F2)",
        "name/level known (S5, S6); effect inferred, amount, divisor and spaces RECONSTRUCTED "
        "(F2)": "nombre/nivel conocidos (S5, S6); efecto deducido, cantidad, divisor y espacios "
                "RECONSTRUIDOS (F2)",
        "kind known (S7); formula, divisor and spaces RECONSTRUCTED (F2)":
            "tipo conocido (S7); fórmula, divisor y espacios RECONSTRUIDOS (F2)",
        "kind known (S7); resource and rate RECONSTRUCTED (F2)":
            "tipo conocido (S7); recurso y tasa RECONSTRUIDOS (F2)",
        "permanent and 1 black die known (S4, S15, S16); 3 banners, 2/1 VP RECONSTRUCTED":
            "permanente y 1 dado negro conocidos (S4, S15, S16); 3 estandartes, 2/1 PV "
            "RECONSTRUIDOS",
        "name and 2 black dice known (S16); divisor, banners and rewards RECONSTRUCTED "
        "(Design fallback F4)": "nombre y 2 dados negros conocidos (S16); divisor, estandartes y "
                                "recompensas RECONSTRUIDOS (alternativa de diseño F4)",
        "name known (S5, S16, S35); money effect inferred (S32), amounts RECONSTRUCTED":
            "nombre conocido (S5, S16, S35); efecto de dinero deducido (S32), cantidades "
            "RECONSTRUIDAS",
        "effect kind known (S24, S34); card and numbers RECONSTRUCTED (F4)":
            "tipo de efecto conocido (S24, S34); carta y números RECONSTRUIDOS (F4)",
        "name a placeholder; effect and numbers RECONSTRUCTED (Design fallback F4)":
            "nombre provisional; efecto y números RECONSTRUIDOS (alternativa de diseño F4)",
        "name and effect kind known (S27); which cube and numbers RECONSTRUCTED (F4)":
            "nombre y tipo de efecto conocidos (S27); qué cubo y los números RECONSTRUIDOS (F4)",
        "name from S6/S33 (may be an expansion card); effect and numbers RECONSTRUCTED":
            "nombre de S6/S33 (quizá una carta de expansión); efecto y números RECONSTRUIDOS",
        "effect, divisor 5, 2 banners, 2/1 VP from one forum post (S14, medium-low)":
            "efecto, divisor 5, 2 estandartes, 2/1 PV de un solo mensaje de foro (S14, "
            "fiabilidad media-baja)",
        "name known (S5, S35); effect and numbers RECONSTRUCTED (F4)":
            "nombre conocido (S5, S35); efecto y números RECONSTRUIDOS (F4)",
    },
}
"""Where each provisional card's numbers come from, by its English note in data.py (source ids
S.., F.. stay as they are: they name the rows of shared/reference/troyes/SOURCES.md)."""
