"""Texts of Pax Pamir in English, Japanese and Spanish: log templates, words, labels, prompts.

Card names, special-ability names and place names stay as printed (English). Game terms follow
the rules texts: Japanese from shared/rules/paxpamir.ja.txt (同盟, 宮廷, 特恵スート, 優勢判定,
密偵, 部族, 借入, 褒賞 ...), Spanish from paxpamir.es.txt (coalición, corte, palo favorecido,
control de dominio, espía, tribu, camino, apalancamiento, premio ...; its machine-translated
"traje" for suit and "cancha" for court are not used: "palo" and "corte" are, as it also does).
Coalitions are named by their country (アフガニスタン, イギリス, ロシア as in the ja text;
Afganistán, Gran Bretaña, Rusia: no gender agreement to get wrong), as the page does.
Every pattern of a language has the same {placeholders} as its English one.
"""

from __future__ import annotations

from .data import NAME

NAMES = {"en": "Wakhan", "ja": "ワハーン", "es": "Wakhan"}
"""How the texts call the automated opponent (her seat is otherwise "Player N")."""

LOG = {
    "en": {
        "loyalty": "{seat} is loyal to the {coalition} coalition.",
        "turn": "{seat} starts a turn.",
        "end_turn": "{seat} ends the turn.",
        "buy": "{seat} buys {card_name} (cost {cost}).",
        "play": "{seat} plays {card_name} ({side}).",
        "impact": "{seat} resolves an impact icon: {icon}.",
        "road": "{seat} places a road on {space_name}.",
        "spy": "{seat} places a spy on {card_name}.",
        "bribe_ask": "{seat} asks {payer_seat} for a bribe of {amount}.",
        "bribe_waived": "{seat} waives the bribe {payer_seat} owes.",
        "bribe_paid": "{seat} pays {payee_seat} a bribe of {amount}.",
        "bribe_unpaid": "{seat} does not pay: the action does not happen.",
        "action": "{seat} uses {card_name} to {verb}.",
        "tax": "{seat} taxes a rupee from {card_name}.",
        "tax_player": "{seat} taxes a rupee from {other_seat}.",
        "gift": "{seat} makes a gift for {price} rupees.",
        "build": "{seat} builds at {space_name}.",
        "move": "{seat} moves {kind} from {src_name} to {dest_name}.",
        "betray": "{seat} betrays {card_name}.",
        "prize": "{seat} takes {card_name} as a prize.",
        "kill_army": "{seat} removes an army of the {coalition} coalition in {space_name}.",
        "kill_road": "{seat} removes a road of the {coalition} coalition on {space_name}.",
        "kill_tribe": "{seat} removes a tribe of {other_seat} in {space_name}.",
        "kill_spy": "{seat} removes a spy of {other_seat} from {card_name}.",
        "repay": "{seat} repays leverage: {paid} of 2 rupees.",
        "discard": "{seat} discards {card_name}.",
        "overthrow_tribes": "{seat} is overthrown: tribes leave {region_name}.",
        "overthrow_card": "{seat} is overthrown: {card_name} is discarded.",
        "reclaim": "{seat} takes a piece from {space_name} to {dest_name}.",
        "favored": "The favored suit is now {suit}.",
        "favor_blocked": "Pashtunwali Values keeps the favored suit ({suit} ignored).",
        "event": "{seat} buys event {card_name}: {effect}.",
        "event_discard": "Event {card_name} is discarded: {effect}.",
        "event_target": "{seat} chooses {other_seat}.",
        "rebuke": "{seat} rebukes {region_name}.",
        "deal": "{card_name} enters the market.",
        "instability": "Instability: a second Dominance Check enters the market.",
        "check": "Dominance Check{final}: {dominant}. Points: {gains}.",
        "insurrection": "Insurrection: two Afghan armies enter Kabul for {seat}.",
        "game_over": "The game is over ({reason}).",
        "wakhan_card": "{seat} turns up AI card {ai}: market column {column}, {row}; her"
                       " blocks are {coalition}.",
        "wakhan_box": "{seat} takes the AI card's box: {box}.",
        "wakhan_skip": "{seat} skips the box {box}: nothing to do.",
        "wakhan_ambition": "Wakhan's ambition: {seat} goes for {card_name}.",
        "wakhan_discard": "{seat} cannot pay the bribe for {card_name} and discards it.",
    },
    "ja": {
        "loyalty": "{seat}が{coalition}と同盟しました。",
        "turn": "{seat}の手番です。",
        "end_turn": "{seat}が手番を終えました。",
        "buy": "{seat}が{card_name}を購入しました(コスト{cost})。",
        "play": "{seat}が{card_name}をプレイしました({side})。",
        "impact": "{seat}が影響アイコンを解決:{icon}。",
        "road": "{seat}が{space_name}に道を置きました。",
        "spy": "{seat}が{card_name}に密偵を置きました。",
        "bribe_ask": "{seat}が{payer_seat}に賄賂{amount}ルピーを要求しました。",
        "bribe_waived": "{seat}は{payer_seat}の賄賂を免除しました。",
        "bribe_paid": "{seat}が{payee_seat}に賄賂{amount}ルピーを支払いました。",
        "bribe_unpaid": "{seat}は賄賂を支払いません。アクションは実行されなかったことになります。",
        "action": "{seat}が{card_name}で{verb}アクションを実行しました。",
        "tax": "{seat}が{card_name}から1ルピーを徴税しました。",
        "tax_player": "{seat}が{other_seat}から1ルピーを徴税しました。",
        "gift": "{seat}が{price}ルピーの贈り物をしました。",
        "build": "{seat}が{space_name}に建設しました。",
        "move": "{seat}が{kind}を{src_name}から{dest_name}へ移動しました。",
        "betray": "{seat}が{card_name}を裏切りました。",
        "prize": "{seat}が{card_name}を褒賞として得ました。",
        "kill_army": "{seat}が{space_name}から{coalition}の軍隊を取り除きました。",
        "kill_road": "{seat}が{space_name}から{coalition}の道を取り除きました。",
        "kill_tribe": "{seat}が{space_name}から{other_seat}の部族を取り除きました。",
        "kill_spy": "{seat}が{card_name}から{other_seat}の密偵を取り除きました。",
        "repay": "{seat}が借入を返済:2ルピーのうち{paid}ルピー。",
        "discard": "{seat}が{card_name}を捨て札にしました。",
        "overthrow_tribes": "{seat}が転覆:{region_name}から部族を取り除きます。",
        "overthrow_card": "{seat}が転覆:{card_name}を捨て札にします。",
        "reclaim": "{seat}が{space_name}の駒を取って{dest_name}に置きました。",
        "favored": "特恵スートが{suit}になりました。",
        "favor_blocked": "Pashtunwali Valuesにより特恵スートは変わりません({suit}は無視)。",
        "event": "{seat}がイベント{card_name}を購入:{effect}。",
        "event_discard": "イベント{card_name}が捨て札に:{effect}。",
        "event_target": "{seat}が{other_seat}を選びました。",
        "rebuke": "{seat}がRebukeで{region_name}を選びました。",
        "deal": "{card_name}が市場に出ました。",
        "instability": "政情不安:2枚目の優勢判定カードが市場に出ました。",
        "check": "優勢判定{final}:{dominant}。勝利点:{gains}。",
        "insurrection": "Insurrection:{seat}のためにアフガニスタンの軍隊2個がKabulに入ります。",
        "game_over": "ゲーム終了({reason})。",
        "wakhan_card": "{seat}がAIカード{ai}をめくりました。市場の列{column}、{row}。ブロックは"
                       "{coalition}。",
        "wakhan_box": "{seat}はAIカードの行動「{box}」を行います。",
        "wakhan_skip": "{seat}は「{box}」を飛ばします(できることがありません)。",
        "wakhan_ambition": "ワハーンの野心:{seat}は{card_name}を狙います。",
        "wakhan_discard": "{seat}は{card_name}の賄賂を払えず、捨て札にします。",
    },
    "es": {
        "loyalty": "{seat} es leal a {coalition}.",
        "turn": "{seat} empieza su turno.",
        "end_turn": "{seat} termina su turno.",
        "buy": "{seat} compra {card_name} (coste {cost}).",
        "play": "{seat} juega {card_name} ({side}).",
        "impact": "{seat} resuelve un icono de impacto: {icon}.",
        "road": "{seat} coloca un camino en {space_name}.",
        "spy": "{seat} coloca un espía en {card_name}.",
        "bribe_ask": "{seat} pide a {payer_seat} un soborno de {amount}.",
        "bribe_waived": "{seat} renuncia al soborno que le debe {payer_seat}.",
        "bribe_paid": "{seat} paga a {payee_seat} un soborno de {amount}.",
        "bribe_unpaid": "{seat} no paga: la acción no se realiza.",
        "action": "{seat} usa {card_name} para {verb}.",
        "tax": "{seat} cobra una rupia de {card_name}.",
        "tax_player": "{seat} cobra una rupia a {other_seat}.",
        "gift": "{seat} hace un regalo de {price} rupias.",
        "build": "{seat} construye en {space_name}.",
        "move": "{seat} mueve {kind} de {src_name} a {dest_name}.",
        "betray": "{seat} traiciona {card_name}.",
        "prize": "{seat} toma {card_name} como premio.",
        "kill_army": "{seat} retira un ejército de {coalition} en {space_name}.",
        "kill_road": "{seat} retira un camino de {coalition} en {space_name}.",
        "kill_tribe": "{seat} retira una tribu de {other_seat} en {space_name}.",
        "kill_spy": "{seat} retira un espía de {other_seat} de {card_name}.",
        "repay": "{seat} devuelve el apalancamiento: {paid} de 2 rupias.",
        "discard": "{seat} descarta {card_name}.",
        "overthrow_tribes": "{seat} es derrocado: sus tribus dejan {region_name}.",
        "overthrow_card": "{seat} es derrocado: descarta {card_name}.",
        "reclaim": "{seat} toma una pieza de {space_name} para {dest_name}.",
        "favored": "El palo favorecido es ahora {suit}.",
        "favor_blocked": "Pashtunwali Values mantiene el palo favorecido (se ignora {suit}).",
        "event": "{seat} compra el evento {card_name}: {effect}.",
        "event_discard": "Se descarta el evento {card_name}: {effect}.",
        "event_target": "{seat} elige a {other_seat}.",
        "rebuke": "{seat} elige {region_name} para Rebuke.",
        "deal": "{card_name} entra en el mercado.",
        "instability": "Inestabilidad: un segundo control de dominio entra en el mercado.",
        "check": "Control de dominio{final}: {dominant}. Puntos: {gains}.",
        "insurrection": "Insurrection: dos ejércitos afganos entran en Kabul para {seat}.",
        "game_over": "Fin de la partida ({reason}).",
        "wakhan_card": "{seat} descubre la carta de IA {ai}: columna {column} del mercado,"
                       " {row}; sus bloques son de {coalition}.",
        "wakhan_box": "{seat} hace la acción de la carta de IA: {box}.",
        "wakhan_skip": "{seat} salta la acción {box}: no hay nada que hacer.",
        "wakhan_ambition": "Ambición de Wakhan: {seat} va a por {card_name}.",
        "wakhan_discard": "{seat} no puede pagar el soborno de {card_name} y la descarta.",
    },
}
"""Log lines by msg key; describe.words puts their raw values into words."""


PROMPTS = {
    "en": {
        "loyalty": "Choose your starting loyalty.",
        "blackmail": "Blackmail: you may place a spy on a {region_name} card with no spies.",
        "main": "Take an action ({actions_text} left) or end your turn.",
        "main_bonus": (
            "Take an action ({actions_text} left; bonus actions are free) or end your turn."
        ),
        "main_bonus_only": "No actions left: take a free bonus action or end your turn.",
        "main_none": "No actions left: end your turn.",
        "bribe_play": (
            "{payer_seat} owes you a bribe of {rupees_text} to play {card_name}: how much do "
            "you ask?"
        ),
        "bribe_action": (
            "{payer_seat} owes you a bribe of {rupees_text} to {verb} with {card_name}: how "
            "much do you ask?"
        ),
        "bribe_pay_play": "Pay {payee_seat} a bribe of {rupees_text} to play {card_name}?",
        "bribe_pay_action": (
            "Pay {payee_seat} a bribe of {rupees_text} to {verb} with {card_name}?"
        ),
        "play_side": "Put the card at the left or right end of your court.",
        "place_road": "Place a road on a border of {region_name}.",
        "place_spy": "Place a spy on a court card of {region_name}.",
        "tax": "Tax: take up to {rupees_text} more, from market cards or players.",
        "gift": "Gift: choose a gift space.",
        "build": "Build: place a block ({placed} placed, cost {cost}) or finish.",
        "infrastructure": "Infrastructure: you may place one more block for free.",
        "move": "Move: choose a piece to move ({n} moves left).",
        "move_to": "Move: choose where it goes.",
        "betray": "Betray: choose a card with your spy to discard.",
        "prize": "Take {card_name} as a prize of the {coalition} coalition?",
        "prize_switch": (
            "Take {card_name} as a prize? It is a prize of the {coalition} coalition: you would "
            "become loyal to the {coalition} coalition and lose your gifts, prizes and patriots."
        ),
        "battle": "Battle: choose a region or a court card.",
        "battle_remove": "Battle: remove an enemy piece ({n} left) or stop.",
        "choose_seat": "Choose a player.",
        "choose_suit": "Choose the new favored suit.",
        "choose_region": "Choose a region: every tribe and army there is removed.",
        "confidence": "Confidence Failure: discard a card from your hand.",
        "cleanup_court_pick": "Your court is over its limit of {n}: discard a court card.",
        "cleanup_hand_pick": "Your hand is over its limit of {n}: discard a card.",
        "reclaim": "Your supply is empty: choose a piece to take from the board.",
        "repay": "Discard a card for each rupee of leverage you could not repay ({n} left).",
    },
    "ja": {
        "loyalty": "最初の同盟を選んでください。",
        "blackmail": "恐喝:{region_name}の密偵のいないカードに密偵を1個置けます。",
        "main": "アクションを実行するか(残り{actions_text})、手番を終えてください。",
        "main_bonus": (
            "アクションを実行するか(残り{actions_text}、ボーナスアクションは無料)、"
            "手番を終えてください。"
        ),
        "main_bonus_only": "アクションは残っていません。無料のボーナスアクションか手番終了です。",
        "main_none": "アクションは残っていません。手番を終えてください。",
        "bribe_play": (
            "{payer_seat}が{card_name}をプレイするには、あなたに賄賂{rupees_text}を支払う"
            "必要があります。いくら要求しますか?"
        ),
        "bribe_action": (
            "{payer_seat}が{card_name}の{verb}アクションを使うには、あなたに賄賂{rupees_text}を"
            "支払う必要があります。いくら要求しますか?"
        ),
        "bribe_pay_play": (
            "{card_name}をプレイするため{payee_seat}に賄賂{rupees_text}を支払いますか?"
        ),
        "bribe_pay_action": (
            "{card_name}の{verb}アクションのため{payee_seat}に賄賂{rupees_text}を支払いますか?"
        ),
        "play_side": "カードを宮廷の左端か右端に置いてください。",
        "place_road": "{region_name}の境界線に道を置いてください。",
        "place_spy": "{region_name}の宮廷カードに密偵を置いてください。",
        "tax": "徴税:市場のカードかプレイヤーから、あと{rupees_text}まで得られます。",
        "gift": "贈り物:贈り物スペースを選んでください。",
        "build": "建設:ブロックを置くか終了してください(配置{placed}個、コスト{cost})。",
        "infrastructure": "Infrastructure:無料でもう1個ブロックを置けます。",
        "move": "移動:移動させる駒を選んでください(残り{n}回)。",
        "move_to": "移動:移動先を選んでください。",
        "betray": "裏切り:自分の密偵がいるカードを選んで捨て札にしてください。",
        "prize": "{card_name}を{coalition}の褒賞として得ますか?",
        "prize_switch": (
            "{card_name}を褒賞として得ますか?{coalition}の褒賞なので、{coalition}との同盟に"
            "変わり、贈り物・褒賞・愛国者を失います。"
        ),
        "battle": "戦闘:戦場(地域か宮廷カード)を選んでください。",
        "battle_remove": "戦闘:敵の駒を取り除くか終了してください(残り{n})。",
        "choose_seat": "プレイヤーを1人選んでください。",
        "choose_suit": "新しい特恵スートを選んでください。",
        "choose_region": "地域を1つ選んでください。そこの部族と軍隊はすべて取り除かれます。",
        "confidence": "Confidence Failure:手札を1枚捨て札にしてください。",
        "cleanup_court_pick": (
            "宮廷が上限{n}枚を超えています。"
            "宮廷カードを1枚捨て札にしてください。"
        ),
        "cleanup_hand_pick": "手札が上限{n}枚を超えています。カードを1枚捨て札にしてください。",
        "reclaim": "サプライが空です。ボード上から取る駒を選んでください。",
        "repay": "返済できなかった借入1ルピーごとにカードを1枚捨て札にしてください(残り{n})。",
    },
    "es": {
        "loyalty": "Elige tu lealtad inicial.",
        "blackmail": "Chantaje: puedes colocar un espía en una carta de {region_name} sin espías.",
        "main": "Realiza una acción (restantes: {actions_text}) o termina tu turno.",
        "main_bonus": (
            "Realiza una acción (restantes: {actions_text}; las acciones de bonificación son "
            "gratis) o termina tu turno."
        ),
        "main_bonus_only": (
            "No te quedan acciones: realiza una acción de bonificación gratis o termina tu turno."
        ),
        "main_none": "No te quedan acciones: termina tu turno.",
        "bribe_play": (
            "{payer_seat} te debe un soborno de {rupees_text} para jugar {card_name}: ¿cuánto "
            "pides?"
        ),
        "bribe_action": (
            "{payer_seat} te debe un soborno de {rupees_text} para {verb} con {card_name}: "
            "¿cuánto pides?"
        ),
        "bribe_pay_play": (
            "¿Pagar a {payee_seat} un soborno de {rupees_text} para jugar {card_name}?"
        ),
        "bribe_pay_action": (
            "¿Pagar a {payee_seat} un soborno de {rupees_text} para {verb} con {card_name}?"
        ),
        "play_side": "Coloca la carta en el extremo izquierdo o derecho de tu corte.",
        "place_road": "Coloca un camino en una frontera de {region_name}.",
        "place_spy": "Coloca un espía en una carta de la corte de {region_name}.",
        "tax": "Impuesto: toma hasta {rupees_text} más, de cartas del mercado o de jugadores.",
        "gift": "Regalo: elige un espacio de regalo.",
        "build": "Construir: coloca un bloque ({placed} colocados, coste {cost}) o termina.",
        "infrastructure": "Infrastructure: puedes colocar un bloque más gratis.",
        "move": "Mover: elige una pieza (quedan {n} movimientos).",
        "move_to": "Mover: elige adónde va.",
        "betray": "Traicionar: elige una carta con tu espía para descartarla.",
        "prize": "¿Tomar {card_name} como premio de {coalition}?",
        "prize_switch": (
            "¿Tomar {card_name} como premio? Es un premio de {coalition}: pasarías a ser leal a "
            "{coalition} y perderías tus regalos, premios y patriotas."
        ),
        "battle": "Batalla: elige una región o una carta de la corte.",
        "battle_remove": "Batalla: retira una pieza enemiga (quedan {n}) o para.",
        "choose_seat": "Elige un jugador.",
        "choose_suit": "Elige el nuevo palo favorecido.",
        "choose_region": "Elige una región: se retiran todas sus tribus y ejércitos.",
        "confidence": "Confidence Failure: descarta una carta de tu mano.",
        "cleanup_court_pick": "Tu corte supera su límite de {n}: descarta una carta de tu corte.",
        "cleanup_hand_pick": "Tu mano supera su límite de {n}: descarta una carta.",
        "reclaim": "Tu reserva está vacía: elige una pieza del tablero para tomarla.",
        "repay": (
            "Descarta una carta por cada rupia de apalancamiento que no pudiste devolver (quedan "
            "{n})."
        ),
    },
}
"""What a seat is asked, by the key its prompt gives to ``acts.say``."""

LABELS = {
    "en": {
        "buy": "Buy {card_name} ({rupees_text})",
        "buy_event": "Buy {event_name} ({rupees_text}): {effect}",
        "play": "Play {card_name}",
        "discard": "Discard {card_name}",
        "with_tax": "Tax with {card_name}",
        "with_gift": "Make a gift with {card_name}",
        "with_build": "Build with {card_name}",
        "with_move": "Move with {card_name}",
        "with_betray": "Betray with {card_name}",
        "with_battle": "Battle with {card_name}",
        "gift": "Gift for {n} rupees",
        "coalition": "{coalition} coalition",
        "suit": "{suit}",
        "side": "At the {side} of the court",
        "amount": "Ask for {rupees_text}",
        "waive": "Waive the bribe",
        "pay": "Pay the bribe",
        "cancel": "Give up the action",
        "done": "Done",
        "pass": "Pass",
        "end_turn": "End turn",
        "take": "Take it as a prize",
        "take_switch": "Take it as a prize (become loyal to the {coalition} coalition)",
        "army_at": "Army in {space_name}",
        "road_at": "Road on {space_name}",
        "tax_card": "Take 1 rupee from {card_name} in the market",
        "tax_seat": "Take 1 rupee from {seat}",
        "card_of": "{card_name} (court of {owner_seat})",
        "tribe_at": "Tribe in {space_name}",
        "spy_on": "Spy on {card_name}",
        "army_of": "Army of the {coalition} coalition",
        "road_of": "Road of the {coalition} coalition on {space_name}",
        "tribe_of": "Tribe of {seat}",
        "spy_of": "Spy of {seat}",
        "card": "{card_name}",
        "space": "{space_name}",
        "seat": "{seat}",
    },
    "ja": {
        "buy": "{card_name}を購入({rupees_text})",
        "buy_event": "{event_name}を購入({rupees_text}):{effect}",
        "play": "{card_name}をプレイ",
        "discard": "{card_name}を捨て札に",
        "with_tax": "{card_name}で徴税",
        "with_gift": "{card_name}で贈り物",
        "with_build": "{card_name}で建設",
        "with_move": "{card_name}で移動",
        "with_betray": "{card_name}で裏切り",
        "with_battle": "{card_name}で戦闘",
        "gift": "{n}ルピーの贈り物",
        "coalition": "{coalition}と同盟",
        "suit": "{suit}",
        "side": "宮廷の{side}に置く",
        "amount": "{rupees_text}を要求",
        "waive": "賄賂を免除する",
        "pay": "賄賂を支払う",
        "cancel": "アクションをやめる",
        "done": "終了",
        "pass": "パス",
        "end_turn": "手番を終える",
        "take": "褒賞として得る",
        "take_switch": "褒賞として得る({coalition}との同盟に変わる)",
        "army_at": "{space_name}の軍隊",
        "road_at": "{space_name}の道",
        "tax_card": "市場の{card_name}から1ルピー得る",
        "tax_seat": "{seat}から1ルピー得る",
        "card_of": "{card_name}({owner_seat}の宮廷)",
        "tribe_at": "{space_name}の部族",
        "spy_on": "{card_name}の密偵",
        "army_of": "{coalition}の軍隊",
        "road_of": "{space_name}の{coalition}の道",
        "tribe_of": "{seat}の部族",
        "spy_of": "{seat}の密偵",
        "card": "{card_name}",
        "space": "{space_name}",
        "seat": "{seat}",
    },
    "es": {
        "buy": "Comprar {card_name} ({rupees_text})",
        "buy_event": "Comprar {event_name} ({rupees_text}): {effect}",
        "play": "Jugar {card_name}",
        "discard": "Descartar {card_name}",
        "with_tax": "Cobrar impuestos con {card_name}",
        "with_gift": "Hacer un regalo con {card_name}",
        "with_build": "Construir con {card_name}",
        "with_move": "Mover con {card_name}",
        "with_betray": "Traicionar con {card_name}",
        "with_battle": "Combatir con {card_name}",
        "gift": "Regalo de {n} rupias",
        "coalition": "Leal a {coalition}",
        "suit": "Palo {suit}",
        "side": "En el {side} de la corte",
        "amount": "Pedir {rupees_text}",
        "waive": "Renunciar al soborno",
        "pay": "Pagar el soborno",
        "cancel": "Renunciar a la acción",
        "done": "Terminar",
        "pass": "Pasar",
        "end_turn": "Terminar el turno",
        "take": "Tomarla como premio",
        "take_switch": "Tomarla como premio (pasas a ser leal a {coalition})",
        "army_at": "Ejército en {space_name}",
        "road_at": "Camino en {space_name}",
        "tax_card": "Tomar 1 rupia de {card_name} en el mercado",
        "tax_seat": "Tomar 1 rupia de {seat}",
        "card_of": "{card_name} (corte de {owner_seat})",
        "tribe_at": "Tribu en {space_name}",
        "spy_on": "Espía en {card_name}",
        "army_of": "Ejército de {coalition}",
        "road_of": "Camino de {coalition} en {space_name}",
        "tribe_of": "Tribu de {seat}",
        "spy_of": "Espía de {seat}",
        "card": "{card_name}",
        "space": "{space_name}",
        "seat": "{seat}",
    },
}
"""Action labels, by the key of the entry describe.label returns."""

WORDS = {
    "en": {
        "coalition.afghan": "Afghan",
        "coalition.british": "British",
        "coalition.russian": "Russian",
        "suit.political": "Political",
        "suit.intelligence": "Intelligence",
        "suit.economic": "Economic",
        "suit.military": "Military",
        "verb.tax": "tax",
        "verb.gift": "make a gift",
        "verb.build": "build",
        "verb.move": "move",
        "verb.betray": "betray",
        "verb.battle": "battle",
        "verb.play": "play",
        "rupees.one": "{n} rupee",
        "rupees.many": "{n} rupees",
        "actions.one": "{n} action",
        "actions.many": "{n} actions",
        "side.left": "left end",
        "side.right": "right end",
        "row.top": "top row",
        "row.bottom": "bottom row",
        "box.radicalize": "Radicalize",
        "box.tax": "Tax",
        "box.build": "Build",
        "box.move": "Move",
        "box.betray": "Betray",
        "box.battle": "Battle",
        "box.gift": "Gift",
        "box.battle_court_card_most_spies": "Battle on the court card with the most spies",
        "box.R_if_military_favored_highest_military":
            "if Military is favored, buy the highest military card",
        "box.R_if_political_favored_highest_economic":
            "if Political is favored, buy the highest economic card",
        "box.R_highest_political": "buy the highest political card",
        "box.R_highest_intelligence": "buy the highest intelligence card",
        "box.R_any_intelligence": "buy an intelligence card",
        "box.R_if_under_2_rupees_most_net_rupees":
            "with under 2 rupees, buy the card that nets most rupees",
        "box.R_gains_region_control": "buy a card that makes her rule its region",
        "box.R_most_armies_roads": "buy the card with most armies and roads",
        "box.R_if_no_dominance_most_spies_tribes":
            "if no coalition dominates, buy the card with most spies and tribes",
        "box.R_if_no_move_card_move_card": "with no Move card, buy one",
        "box.R_if_dominance_matching_patriot": "if a coalition dominates, buy its patriot",
        "box.R_if_court_full_highest_political":
            "with a full court, buy the highest political card",
        "box.R_if_fewer_spies_highest_intelligence":
            "with fewer spies than a player, buy the highest intelligence card",
        "kind.army": "an army",
        "kind.tribe": "a tribe",
        "kind.spy": "a spy",
        "icon.army": "army",
        "icon.road": "road",
        "icon.tribe": "tribe",
        "icon.spy": "spy",
        "icon.leverage": "leverage (+2 rupees)",
        "icon.favor": "favored suit {suit}",
        "reason.early": "a player leads by 4 or more points",
        "reason.final": "after the final Dominance Check",
        "final": " (final, points doubled)",
        "dominant": "the {coalition} coalition is dominant",
        "dominant.none": "no coalition is dominant",
        "gain": "{seat} +{n}",
        "sep": ", ",
        "gift_space": "gift space {n}",
        "or_sep": ", ",
        "or_last": " or ",
        "effect.dominance_check": "a Dominance Check",
        "effect.favor_military": "Military becomes the favored suit",
        "effect.favor_intelligence": "Intelligence becomes the favored suit",
        "effect.favor_political": "Political becomes the favored suit",
        "effect.new_tactics": "the buyer's military cards are favored until the next check",
        "effect.embarrassment_of_riches": "gifts give no influence until the next check",
        "effect.koh_i_noor_recovered": "the buyer's gifts count double until the next check",
        "effect.disregard_for_customs": "no bribes until the next check",
        "effect.courtly_manners": "the buyer pays no bribes until the next check",
        "effect.failure_to_impress": "every player discards their prizes",
        "effect.rumor": "a player's patriots give no influence until the next check",
        "effect.riots_punjab": "tribes and armies leave Punjab",
        "effect.riots_herat": "tribes and armies leave Herat",
        "effect.riots_kabul": "tribes and armies leave Kabul",
        "effect.riots_persia": "tribes and armies leave Persia",
        "effect.conflict_fatigue": "2 more blocks dominate at the next check",
        "effect.nationalism": "the buyer's tribes act as loyal armies until the next check",
        "effect.no_effect": "no effect",
        "effect.public_withdrawal": "its rupees leave the game",
        "effect.nation_building": (
            "the buyer's builds place 2 blocks per 2 rupees until the next check"
        ),
        "effect.backing_of_persian_aristocracy": "the buyer takes 3 rupees",
        "effect.confidence_failure": "each player discards a card from hand",
        "effect.other_persuasive_methods": "the buyer swaps hands with another player",
        "effect.pashtunwali_values": "the buyer sets the favored suit until the next check",
        "effect.rebuke": "tribes and armies leave one region",
    },
    "ja": {
        "coalition.afghan": "アフガニスタン",
        "coalition.british": "イギリス",
        "coalition.russian": "ロシア",
        "suit.political": "政治",
        "suit.intelligence": "諜報",
        "suit.economic": "経済",
        "suit.military": "軍事",
        "verb.tax": "徴税",
        "verb.gift": "贈り物",
        "verb.build": "建設",
        "verb.move": "移動",
        "verb.betray": "裏切り",
        "verb.battle": "戦闘",
        "verb.play": "プレイ",
        "rupees.one": "{n}ルピー",
        "rupees.many": "{n}ルピー",
        "actions.one": "{n}",
        "actions.many": "{n}",
        "side.left": "左端",
        "side.right": "右端",
        "row.top": "上段",
        "row.bottom": "下段",
        "box.radicalize": "急進化",
        "box.tax": "徴税",
        "box.build": "建設",
        "box.move": "移動",
        "box.betray": "裏切り",
        "box.battle": "戦闘",
        "box.gift": "贈り物",
        "box.battle_court_card_most_spies": "密偵が最も多い宮廷カードで戦闘",
        "box.R_if_military_favored_highest_military": "軍事が特恵なら最高位の軍事カードを購入",
        "box.R_if_political_favored_highest_economic": "政治が特恵なら最高位の経済カードを購入",
        "box.R_highest_political": "最高位の政治カードを購入",
        "box.R_highest_intelligence": "最高位の諜報カードを購入",
        "box.R_any_intelligence": "諜報カードを購入",
        "box.R_if_under_2_rupees_most_net_rupees": "ルピーが2未満なら最も得をするカードを購入",
        "box.R_gains_region_control": "その地域の支配者になれるカードを購入",
        "box.R_most_armies_roads": "軍と道が最も多いカードを購入",
        "box.R_if_no_dominance_most_spies_tribes":
            "優勢な同盟がなければ密偵と部族が最も多いカードを購入",
        "box.R_if_no_move_card_move_card": "移動カードがなければ移動カードを購入",
        "box.R_if_dominance_matching_patriot": "優勢な同盟があればその愛国者を購入",
        "box.R_if_court_full_highest_political": "宮廷が満杯なら最高位の政治カードを購入",
        "box.R_if_fewer_spies_highest_intelligence":
            "密偵が他プレイヤーより少なければ最高位の諜報カードを購入",
        "kind.army": "軍隊",
        "kind.tribe": "部族",
        "kind.spy": "密偵",
        "icon.army": "軍隊",
        "icon.road": "道",
        "icon.tribe": "部族",
        "icon.spy": "密偵",
        "icon.leverage": "借入(2ルピーを得る)",
        "icon.favor": "特恵スートを{suit}に",
        "reason.early": "1人が4勝利点以上リード",
        "reason.final": "最終優勢判定の後",
        "final": "(最終:勝利点2倍)",
        "dominant": "{coalition}が優勢",
        "dominant.none": "優勢な同盟なし",
        "gain": "{seat} +{n}",
        "sep": "、",
        "gift_space": "贈り物スペース{n}",
        "or_sep": "、",
        "or_last": "、",
        "effect.dominance_check": "優勢判定",
        "effect.favor_military": "特恵スートが軍事に",
        "effect.favor_intelligence": "特恵スートが諜報に",
        "effect.favor_political": "特恵スートが政治に",
        "effect.new_tactics": "次の優勢判定まで購入者の軍事カードは特恵扱い",
        "effect.embarrassment_of_riches": "次の優勢判定まで贈り物は影響力にならない",
        "effect.koh_i_noor_recovered": "次の優勢判定まで購入者の贈り物は2倍",
        "effect.disregard_for_customs": "次の優勢判定まで賄賂なし",
        "effect.courtly_manners": "次の優勢判定まで購入者は賄賂を支払わない",
        "effect.failure_to_impress": "全プレイヤーが褒賞を捨て札に",
        "effect.rumor": "次の優勢判定まで選ばれたプレイヤーの愛国者は影響力にならない",
        "effect.riots_punjab": "Punjabの部族と軍隊をすべて取り除く",
        "effect.riots_herat": "Heratの部族と軍隊をすべて取り除く",
        "effect.riots_kabul": "Kabulの部族と軍隊をすべて取り除く",
        "effect.riots_persia": "Persiaの部族と軍隊をすべて取り除く",
        "effect.conflict_fatigue": "次の優勢判定はブロック2個差で優勢",
        "effect.nationalism": "次の優勢判定まで購入者の部族は同盟の軍隊として扱う",
        "effect.no_effect": "効果なし",
        "effect.public_withdrawal": "このカード上のルピーはゲームから除外",
        "effect.nation_building": "次の優勢判定まで購入者の建設は2ルピーごとにブロック2個",
        "effect.backing_of_persian_aristocracy": "購入者が3ルピーを得る",
        "effect.confidence_failure": "各プレイヤーが手札を1枚捨て札に",
        "effect.other_persuasive_methods": "購入者が他のプレイヤー1人と手札を交換",
        "effect.pashtunwali_values": "購入者が特恵スートを決め、次の優勢判定まで固定",
        "effect.rebuke": "1地域の部族と軍隊をすべて取り除く",
    },
    "es": {
        "coalition.afghan": "Afganistán",
        "coalition.british": "Gran Bretaña",
        "coalition.russian": "Rusia",
        "suit.political": "político",
        "suit.intelligence": "de inteligencia",
        "suit.economic": "económico",
        "suit.military": "militar",
        "verb.tax": "cobrar impuestos",
        "verb.gift": "hacer un regalo",
        "verb.build": "construir",
        "verb.move": "mover",
        "verb.betray": "traicionar",
        "verb.battle": "combatir",
        "verb.play": "jugar",
        "rupees.one": "{n} rupia",
        "rupees.many": "{n} rupias",
        "actions.one": "{n} acción",
        "actions.many": "{n} acciones",
        "side.left": "extremo izquierdo",
        "side.right": "extremo derecho",
        "row.top": "fila de arriba",
        "row.bottom": "fila de abajo",
        "box.radicalize": "Radicalizar",
        "box.tax": "Impuestos",
        "box.build": "Construir",
        "box.move": "Mover",
        "box.betray": "Traicionar",
        "box.battle": "Batalla",
        "box.gift": "Regalo",
        "box.battle_court_card_most_spies": "Batalla en la carta de corte con más espías",
        "box.R_if_military_favored_highest_military":
            "si Militar está favorecido, compra la carta militar más alta",
        "box.R_if_political_favored_highest_economic":
            "si Político está favorecido, compra la carta económica más alta",
        "box.R_highest_political": "compra la carta política más alta",
        "box.R_highest_intelligence": "compra la carta de inteligencia más alta",
        "box.R_any_intelligence": "compra una carta de inteligencia",
        "box.R_if_under_2_rupees_most_net_rupees":
            "con menos de 2 rupias, compra la carta que más rupias deja",
        "box.R_gains_region_control": "compra una carta con la que gobierne su región",
        "box.R_most_armies_roads": "compra la carta con más ejércitos y caminos",
        "box.R_if_no_dominance_most_spies_tribes":
            "si ninguna coalición domina, compra la carta con más espías y tribus",
        "box.R_if_no_move_card_move_card": "sin carta de Mover, compra una",
        "box.R_if_dominance_matching_patriot": "si una coalición domina, compra su patriota",
        "box.R_if_court_full_highest_political":
            "con la corte llena, compra la carta política más alta",
        "box.R_if_fewer_spies_highest_intelligence":
            "con menos espías que un jugador, compra la carta de inteligencia más alta",
        "kind.army": "un ejército",
        "kind.tribe": "una tribu",
        "kind.spy": "un espía",
        "icon.army": "ejército",
        "icon.road": "camino",
        "icon.tribe": "tribu",
        "icon.spy": "espía",
        "icon.leverage": "apalancamiento (+2 rupias)",
        "icon.favor": "palo favorecido {suit}",
        "reason.early": "un jugador lleva 4 o más puntos de ventaja",
        "reason.final": "tras el control de dominio final",
        "final": " (final, puntos dobles)",
        "dominant": "domina {coalition}",
        "dominant.none": "ninguna coalición domina",
        "gain": "{seat} +{n}",
        "sep": ", ",
        "gift_space": "espacio de regalo {n}",
        "or_sep": ", ",
        "or_last": " o ",
        "effect.dominance_check": "un control de dominio",
        "effect.favor_military": "el palo favorecido pasa a ser militar",
        "effect.favor_intelligence": "el palo favorecido pasa a ser de inteligencia",
        "effect.favor_political": "el palo favorecido pasa a ser político",
        "effect.new_tactics": (
            "las cartas militares del comprador son favorecidas hasta el próximo control"
        ),
        "effect.embarrassment_of_riches": "los regalos no dan influencia hasta el próximo control",
        "effect.koh_i_noor_recovered": (
            "los regalos del comprador valen doble hasta el próximo control"
        ),
        "effect.disregard_for_customs": "no hay sobornos hasta el próximo control",
        "effect.courtly_manners": "el comprador no paga sobornos hasta el próximo control",
        "effect.failure_to_impress": "todos los jugadores descartan sus premios",
        "effect.rumor": "los patriotas de un jugador no dan influencia hasta el próximo control",
        "effect.riots_punjab": "las tribus y ejércitos dejan Punjab",
        "effect.riots_herat": "las tribus y ejércitos dejan Herat",
        "effect.riots_kabul": "las tribus y ejércitos dejan Kabul",
        "effect.riots_persia": "las tribus y ejércitos dejan Persia",
        "effect.conflict_fatigue": "en el próximo control se domina con 2 bloques más",
        "effect.nationalism": (
            "las tribus del comprador actúan como ejércitos leales hasta el próximo control"
        ),
        "effect.no_effect": "sin efecto",
        "effect.public_withdrawal": "sus rupias salen del juego",
        "effect.nation_building": (
            "cada construcción del comprador pone 2 bloques por 2 rupias hasta el próximo control"
        ),
        "effect.backing_of_persian_aristocracy": "el comprador toma 3 rupias",
        "effect.confidence_failure": "cada jugador descarta una carta de su mano",
        "effect.other_persuasive_methods": "el comprador intercambia su mano con otro jugador",
        "effect.pashtunwali_values": (
            "el comprador fija el palo favorecido hasta el próximo control"
        ),
        "effect.rebuke": "las tribus y ejércitos dejan una región",
    },
}
"""Words of raw values (coalitions, suits, verbs, effects ...), used by describe.words."""


HELP = {
    "en": {
        "game.name": NAME,  # the game's name as the lobby and the table show it
        "impact.army": "army (a block of your coalition in this region)",
        "impact.road": "road (a block of your coalition on a border of this region)",
        "impact.tribe": "tribe (one of your cylinders in this region)",
        "impact.spy": "spy (one of your cylinders on a court card of this region)",
        "impact.leverage": "leverage (take {leverage} rupees now; repay or lose cards at cleanup)",
        "impact.favor_political": "favored suit becomes Political",
        "impact.favor_intelligence": "favored suit becomes Intelligence",
        "impact.favor_economic": "favored suit becomes Economic",
        "impact.favor_military": "favored suit becomes Military",
        "action.tax": (
            "Tax: take rupees from market cards or from players in regions you rule (up to "
            "this card's rank)"
        ),
        "action.gift": "Gift: pay {gift_prices} rupees for a gift (1 influence)",
        "action.build": (
            "Build: {build_cost} rupees per army or road, up to {build_limit}, in regions you "
            "rule"
        ),
        "action.move": "Move: one step per rank for armies (along your roads) or spies",
        "action.betray": (
            "Betray: pay {betray_cost} to discard a card where you have a spy; you may keep "
            "it as a prize"
        ),
        "action.battle": "Battle: remove enemy pieces (up to rank) in a region or on a card",
        "special.indispensable_advisors": (
            "Indispensable Advisors: your spies on cards cannot be removed by others' "
            "battles."
        ),
        "special.insurrection": (
            "Insurrection: after each Dominance Check (if the game goes on), you place two "
            "Afghan armies in Kabul."
        ),
        "special.claim_of_ancient_lineage": (
            "Claim of Ancient Lineage: when you tax, "
            "you count as ruling every region."
        ),
        "special.bodyguards": "Bodyguards: your political cards cannot be betrayed.",
        "special.citadel_kabul": "Citadel: your tribes in Kabul cannot be removed by battle.",
        "special.citadel_transcaspia": (
            "Citadel: your tribes in Transcaspia cann"
            "ot be removed by battle."
        ),
        "special.strange_bedfellows": (
            "Strange Bedfellows: your moving spies ma"
            "y jump to any card of the same region."
        ),
        "special.civil_service_reforms": "Civil Service Reforms: you never pay hostage bribes.",
        "special.safe_house": (
            "Safe House: a spy of yours lost in battl"
            "e may move to this card instead."
        ),
        "special.charismatic_courtiers": (
            "Charismatic Courtiers: you never pay bri"
            "bes to play cards."
        ),
        "special.blackmail_herat": (
            "Blackmail: at the start of your turn, pl"
            "ace a spy on a Herat card without spies."
        ),
        "special.blackmail_kandahar": (
            "Blackmail: at the start of your turn, place a spy on a Kandahar card without "
            "spies."
        ),
        "special.indian_supplies": "Indian Supplies: your armies move without roads.",
        "special.well_connected": "Well Connected: your spies move two cards per step.",
        "special.herat_influence": "Herat Influence: you buy Herat cards for free.",
        "special.persian_influence": "Persian Influence: you buy Persia cards for free.",
        "special.russian_influence": "Russian Influence: you buy Russian patriots for free.",
        "special.infrastructure": (
            "Infrastructure: after each build, place "
            "one more block for free."
        ),
        "special.savvy_operator": "Savvy Operator: this card's action is always a bonus action.",
        "special.irregulars": "Irregulars: this card's action is always a bonus action.",
        "event.dominance_check": (
            "Dominance Check: score now (a dominant coalition's loyalists by influence, else "
            "by cylinders in play)."
        ),
        "event.favor_military": "The favored suit becomes Military.",
        "event.favor_intelligence": "The favored suit becomes Intelligence.",
        "event.favor_political": "The favored suit becomes Political.",
        "event.new_tactics": (
            "New Tactics: the buyer's military cards "
            "act as favored until the next check."
        ),
        "event.embarrassment_of_riches": (
            "Embarrassment of Riches: gifts give no i"
            "nfluence until the next check."
        ),
        "event.koh_i_noor_recovered": (
            "Koh-i-noor Recovered: the buyer's gifts "
            "count double until the next check."
        ),
        "event.disregard_for_customs": (
            "Disregard for Customs: no bribes are pai"
            "d until the next check."
        ),
        "event.courtly_manners": "Courtly Manners: the buyer may skip bribes until the next check.",
        "event.failure_to_impress": "Failure to Impress: every player discards their prizes.",
        "event.rumor": "Rumor: the named player's patriots give no influence until the next check.",
        "event.riots_punjab": "Riots in Punjab: all tribes and armies leave Punjab.",
        "event.riots_herat": "Riots in Herat: all tribes and armies leave Herat.",
        "event.riots_kabul": "Riots in Kabul: all tribes and armies leave Kabul.",
        "event.riots_persia": "Riots in Persia: all tribes and armies leave Persia.",
        "event.conflict_fatigue": (
            "Conflict Fatigue: a coalition needs only {fatigue} more blocks to dominate at "
            "the next check."
        ),
        "event.nationalism": (
            "Nationalism: the buyer's tribes move and fight like loyal armies until the next "
            "check."
        ),
        "event.no_effect": "No effect.",
        "event.public_withdrawal": (
            "Public Withdrawal: cannot be bought; rup"
            "ees put on it leave the game."
        ),
        "event.nation_building": (
            "Nation Building: the buyer's builds place two blocks per {build_cost} rupees "
            "until the next check."
        ),
        "event.backing_of_persian_aristocracy": (
            "Backing of Persian Aristocracy: the buye"
            "r takes {aristocracy} rupees."
        ),
        "event.confidence_failure": (
            "Confidence Failure: each player with car"
            "ds in hand discards one."
        ),
        "event.other_persuasive_methods": (
            "Other Persuasive Methods: the buyer swap"
            "s hands with another player."
        ),
        "event.pashtunwali_values": (
            "Pashtunwali Values: the buyer sets the favored suit; it cannot change until the "
            "next check."
        ),
        "event.rebuke": "Rebuke: the buyer clears all tribes and armies from one region.",
        "favored": (
            "Actions of favored-suit cards are bonus actions (free). While Military is "
            "favored, buying costs double."
        ),
        "cost": (
            "Cost {n}: {base} rupee ({per} while Military is favored) on each card to the "
            "left in its row."
        ),
        "blocked": (
            "Cannot be bought this turn (rupees were just put on it, too expensive, or no "
            "action left)."
        ),
        "ruler": (
            "A region's ruler has at least one tribe and more tribes + loyal armies than "
            "anyone else."
        ),
        "hostage": "Held hostage by {name}: using this card's action costs a bribe to {name}.",
        "dominance.final": "If the final dominance check were scored now (points doubled)",
        "dominance.margin": "{coalition} is dominant ({n}+ blocks ahead)",
        "dominance.none": "No coalition dominant: points by cylinders in play",
        "bonus": "bonus action (free) this turn",
        "result.final": "Game over after the final dominance check",
        "result.early": "Game over: a player is {n} or more points ahead",
        "bd.military": "Military stars (1st tie-break)",
        "bd.rupees": "Rupees (2nd tie-break)",
        "bd.check_final": "Final dominance check {n} (doubled)",
        "wakhan.loyal": "Loyal to every coalition; her blocks: {coalition}",
    },
    "ja": {
        "game.name": "パックス・パミール(第2版)",
        "impact.army": "軍隊 (この地域に自分の同盟のブロック1個)",
        "impact.road": "道 (この地域の境界線に自分の同盟のブロック1個)",
        "impact.tribe": "部族 (この地域に自分の円柱駒1個)",
        "impact.spy": "密偵 (この地域の宮廷カードに自分の円柱駒1個)",
        "impact.leverage": "借入 (今{leverage}ルピーを得る。整理で返済するかカードを失う)",
        "impact.favor_political": "特恵スートが政治に",
        "impact.favor_intelligence": "特恵スートが諜報に",
        "impact.favor_economic": "特恵スートが経済に",
        "impact.favor_military": "特恵スートが軍事に",
        "action.tax": (
            "徴税: "
            "市場のカードか、自分が支配する地域のカードを宮廷に持つプレイヤーからルピーを得る(このカードのランクまで)"
        ),
        "action.gift": "贈り物: {gift_prices}ルピーを支払って贈り物を置く(影響力1)",
        "action.build": (
            "建設: "
            "支配する地域に軍隊か道を1個{build_cost}ルピーで置く({build_limit}個まで)"
        ),
        "action.move": "移動: ランク1ごとに軍隊(自分の同盟の道を通る)か密偵を1歩",
        "action.betray": (
            "裏切り: "
            "{betray_cost}ルピーで自分の密偵がいるカードを捨て札に。褒賞にしてもよい"
        ),
        "action.battle": "戦闘: 地域かカード上の敵の駒を取り除く(ランクまで)",
        "special.indispensable_advisors": (
            "Indispensable Advisors: "
            "カード上の自分の密偵は他プレイヤーの戦闘で取り除かれない。"
        ),
        "special.insurrection": (
            "Insurrection: "
            "各優勢判定の後(ゲームが続くなら)、アフガニスタンの軍隊2個をKabulに置く。"
        ),
        "special.claim_of_ancient_lineage": (
            "Claim of Ancient Lineage: 徴税のとき、すべての地域を支配しているとみなす。"
        ),
        "special.bodyguards": "Bodyguards: 自分の政治カードは裏切られない。",
        "special.citadel_kabul": "Citadel: Kabulの自分の部族は戦闘で取り除かれない。",
        "special.citadel_transcaspia": "Citadel: Transcaspiaの自分の部族は戦闘で取り除かれない。",
        "special.strange_bedfellows": (
            "Strange Bedfellows: 移動する自分の密偵は同じ地域の任意のカードへ移れる。"
        ),
        "special.civil_service_reforms": "Civil Service Reforms: 人質の賄賂を支払わない。",
        "special.safe_house": "Safe House: 戦闘で失う自分の密偵を代わりにこのカードへ移せる。",
        "special.charismatic_courtiers": (
            "Charismatic Courtiers: カードのプレイで賄賂を支払わない。"
        ),
        "special.blackmail_herat": (
            "Blackmail: 手番の開始時、密偵のいないHeratのカードに密偵を置く。"
        ),
        "special.blackmail_kandahar": (
            "Blackmail: 手番の開始時、密偵のいないKandaharのカードに密偵を置く。"
        ),
        "special.indian_supplies": "Indian Supplies: 自分の軍隊は道なしで移動できる。",
        "special.well_connected": "Well Connected: 自分の密偵は1歩でカード2枚分移動する。",
        "special.herat_influence": "Herat Influence: Heratのカードを無料で購入する。",
        "special.persian_influence": "Persian Influence: Persiaのカードを無料で購入する。",
        "special.russian_influence": "Russian Influence: ロシアの愛国者を無料で購入する。",
        "special.infrastructure": "Infrastructure: 建設のたびに、さらにブロック1個を無料で置く。",
        "special.savvy_operator": (
            "Savvy Operator: このカードのアクションは常にボーナスアクション。"
        ),
        "special.irregulars": "Irregulars: このカードのアクションは常にボーナスアクション。",
        "event.dominance_check": (
            "優勢判定: "
            "今すぐ得点計算(優勢な同盟があればその同盟者が影響力順、なければ登場中の円柱駒順)。"
        ),
        "event.favor_military": "特恵スートが軍事になる。",
        "event.favor_intelligence": "特恵スートが諜報になる。",
        "event.favor_political": "特恵スートが政治になる。",
        "event.new_tactics": "New Tactics: 次の優勢判定まで購入者の軍事カードは特恵扱い。",
        "event.embarrassment_of_riches": (
            "Embarrassment of Riches: 次の優勢判定まで贈り物は影響力にならない。"
        ),
        "event.koh_i_noor_recovered": (
            "Koh-i-noor Recovered: 次の優勢判定まで購入者の贈り物は2倍に数える。"
        ),
        "event.disregard_for_customs": (
            "Disregard for Customs: 次の優勢判定まで賄賂は支払われない。"
        ),
        "event.courtly_manners": "Courtly Manners: 次の優勢判定まで購入者は賄賂を省略できる。",
        "event.failure_to_impress": "Failure to Impress: 全プレイヤーが褒賞を捨て札にする。",
        "event.rumor": "Rumor: 次の優勢判定まで選ばれたプレイヤーの愛国者は影響力にならない。",
        "event.riots_punjab": "Riots in Punjab: Punjabの部族と軍隊をすべて取り除く。",
        "event.riots_herat": "Riots in Herat: Heratの部族と軍隊をすべて取り除く。",
        "event.riots_kabul": "Riots in Kabul: Kabulの部族と軍隊をすべて取り除く。",
        "event.riots_persia": "Riots in Persia: Persiaの部族と軍隊をすべて取り除く。",
        "event.conflict_fatigue": (
            "Conflict Fatigue: 次の優勢判定はブロック{fatigue}個差で優勢になる。"
        ),
        "event.nationalism": (
            "Nationalism: 次の優勢判定まで購入者の部族は同盟の軍隊として移動・戦闘する。"
        ),
        "event.no_effect": "効果なし。",
        "event.public_withdrawal": (
            "Public Withdrawal: "
            "購入できない。このカードに置かれたルピーはゲームから除外。"
        ),
        "event.nation_building": (
            "Nation Building: "
            "次の優勢判定まで購入者の建設は{build_cost}ルピーごとにブロック2個。"
        ),
        "event.backing_of_persian_aristocracy": (
            "Backing of Persian Aristocracy: 購入者は{ari"
            "stocracy}ルピーを得る。"
        ),
        "event.confidence_failure": "Confidence Failure: 手札のある各プレイヤーは1枚捨て札にする。",
        "event.other_persuasive_methods": (
            "Other Persuasive Methods: 購入者は他のプレイヤー1人と手札を交換する。"
        ),
        "event.pashtunwali_values": (
            "Pashtunwali Values: 購入者が特恵スートを決め、次の優勢判定まで変わらない。"
        ),
        "event.rebuke": "Rebuke: 購入者は1地域の部族と軍隊をすべて取り除く。",
        "favored": (
            "特恵スートのカードのアクションはボーナスアクション(回数に数えない)。軍事が特"
            "恵の間、購入コストは2倍。"
        ),
        "cost": "コスト{n}: 同じ段の左にある各カードに{base}ルピー(軍事が特恵なら{per})。",
        "blocked": (
            "この手番には購入できない(ルピーを置いたばかり、高すぎる、またはアクションが"
            "残っていない)。"
        ),
        "ruler": "支配者は部族を1個以上置き、部族と同盟の軍隊の合計が他の誰よりも多いプレイヤー。",
        "hostage": "{name}の人質: このカードのアクションには{name}への賄賂が必要。",
        "dominance.final": "今最終優勢判定を行ったとしたら(勝利点2倍)",
        "dominance.margin": "{coalition}が優勢({n}個以上の差)",
        "dominance.none": "優勢な同盟なし: 登場中の円柱駒で得点",
        "bonus": "この手番はボーナスアクション(無料)",
        "result.final": "最終優勢判定でゲーム終了",
        "result.early": "ゲーム終了: 1人が{n}勝利点以上リード",
        "bd.military": "軍事の星(同点判定1)",
        "bd.rupees": "ルピー(同点判定2)",
        "bd.check_final": "最終優勢判定{n}(2倍)",
        "wakhan.loyal": "すべての同盟に忠誠。ブロック:{coalition}",
    },
    "es": {
        "game.name": "Pax Pamir (2.ª edición)",
        "impact.army": "ejército (un bloque de tu coalición en esta región)",
        "impact.road": "camino (un bloque de tu coalición en una frontera de esta región)",
        "impact.tribe": "tribu (uno de tus cilindros en esta región)",
        "impact.spy": "espía (uno de tus cilindros en una carta de la corte de esta región)",
        "impact.leverage": (
            "apalancamiento (toma {leverage} rupias ahora; devuélvelas o pierde cartas en la "
            "limpieza)"
        ),
        "impact.favor_political": "el palo favorecido pasa a ser Político",
        "impact.favor_intelligence": "el palo favorecido pasa a ser Inteligencia",
        "impact.favor_economic": "el palo favorecido pasa a ser Económico",
        "impact.favor_military": "el palo favorecido pasa a ser Militar",
        "action.tax": (
            "Impuesto: toma rupias de cartas del mercado o de jugadores con cartas de "
            "regiones que gobiernas (hasta el rango de esta carta)"
        ),
        "action.gift": "Regalo: paga {gift_prices} rupias por un regalo (1 de influencia)",
        "action.build": (
            "Construir: {build_cost} rupias por ejército o camino, hasta {build_limit}, en "
            "regiones que gobiernas"
        ),
        "action.move": "Mover: un paso por rango para ejércitos (por tus caminos) o espías",
        "action.betray": (
            "Traicionar: paga {betray_cost} para descartar una carta con tu espía; puedes "
            "quedártela como premio"
        ),
        "action.battle": (
            "Batalla: retira piezas enemigas (hasta e"
            "l rango) en una región o una carta"
        ),
        "special.indispensable_advisors": (
            "Indispensable Advisors: las batallas de otros no retiran tus espías de las "
            "cartas."
        ),
        "special.insurrection": (
            "Insurrection: tras cada control de dominio (si la partida sigue), colocas dos "
            "ejércitos afganos en Kabul."
        ),
        "special.claim_of_ancient_lineage": (
            "Claim of Ancient Lineage: al cobrar impuestos, cuentas como gobernante de toda "
            "región."
        ),
        "special.bodyguards": "Bodyguards: tus cartas políticas no pueden ser traicionadas.",
        "special.citadel_kabul": "Citadel: la batalla no retira tus tribus de Kabul.",
        "special.citadel_transcaspia": "Citadel: la batalla no retira tus tribus de Transcaspia.",
        "special.strange_bedfellows": (
            "Strange Bedfellows: tus espías al mover pueden saltar a cualquier carta de la "
            "misma región."
        ),
        "special.civil_service_reforms": "Civil Service Reforms: nunca pagas sobornos por rehenes.",
        "special.safe_house": (
            "Safe House: un espía tuyo perdido en bat"
            "alla puede moverse a esta carta."
        ),
        "special.charismatic_courtiers": (
            "Charismatic Courtiers: nunca pagas sobor"
            "nos para jugar cartas."
        ),
        "special.blackmail_herat": (
            "Blackmail: al empezar tu turno, coloca un espía en una carta de Herat sin "
            "espías."
        ),
        "special.blackmail_kandahar": (
            "Blackmail: al empezar tu turno, coloca un espía en una carta de Kandahar sin "
            "espías."
        ),
        "special.indian_supplies": "Indian Supplies: tus ejércitos se mueven sin caminos.",
        "special.well_connected": "Well Connected: tus espías avanzan dos cartas por paso.",
        "special.herat_influence": "Herat Influence: compras gratis las cartas de Herat.",
        "special.persian_influence": "Persian Influence: compras gratis las cartas de Persia.",
        "special.russian_influence": "Russian Influence: compras gratis los patriotas de Rusia.",
        "special.infrastructure": (
            "Infrastructure: tras cada construcción, "
            "coloca un bloque más gratis."
        ),
        "special.savvy_operator": (
            "Savvy Operator: la acción de esta carta "
            "es siempre una acción de bonificación."
        ),
        "special.irregulars": (
            "Irregulars: la acción de esta carta es s"
            "iempre una acción de bonificación."
        ),
        "event.dominance_check": (
            "Control de dominio: puntúa ahora (los leales a la coalición dominante por "
            "influencia; si no la hay, por cilindros en juego)."
        ),
        "event.favor_military": "El palo favorecido pasa a ser Militar.",
        "event.favor_intelligence": "El palo favorecido pasa a ser Inteligencia.",
        "event.favor_political": "El palo favorecido pasa a ser Político.",
        "event.new_tactics": (
            "New Tactics: las cartas militares del comprador son favorecidas hasta el próximo "
            "control."
        ),
        "event.embarrassment_of_riches": (
            "Embarrassment of Riches: los regalos no "
            "dan influencia hasta el próximo control."
        ),
        "event.koh_i_noor_recovered": (
            "Koh-i-noor Recovered: los regalos del comprador valen doble hasta el próximo "
            "control."
        ),
        "event.disregard_for_customs": (
            "Disregard for Customs: no se pagan sobor"
            "nos hasta el próximo control."
        ),
        "event.courtly_manners": (
            "Courtly Manners: el comprador puede salt"
            "arse sobornos hasta el próximo control."
        ),
        "event.failure_to_impress": "Failure to Impress: todos descartan sus premios.",
        "event.rumor": (
            "Rumor: los patriotas del jugador elegido no dan influencia hasta el próximo "
            "control."
        ),
        "event.riots_punjab": "Riots in Punjab: todas las tribus y ejércitos dejan Punjab.",
        "event.riots_herat": "Riots in Herat: todas las tribus y ejércitos dejan Herat.",
        "event.riots_kabul": "Riots in Kabul: todas las tribus y ejércitos dejan Kabul.",
        "event.riots_persia": "Riots in Persia: todas las tribus y ejércitos dejan Persia.",
        "event.conflict_fatigue": (
            "Conflict Fatigue: en el próximo control basta una ventaja de {fatigue} bloques "
            "para dominar."
        ),
        "event.nationalism": (
            "Nationalism: las tribus del comprador mueven y luchan como ejércitos leales "
            "hasta el próximo control."
        ),
        "event.no_effect": "Sin efecto.",
        "event.public_withdrawal": (
            "Public Withdrawal: no se puede comprar; las rupias puestas en ella salen del "
            "juego."
        ),
        "event.nation_building": (
            "Nation Building: cada construcción del comprador pone dos bloques por "
            "{build_cost} rupias hasta el próximo control."
        ),
        "event.backing_of_persian_aristocracy": (
            "Backing of Persian Aristocracy: el compr"
            "ador toma {aristocracy} rupias."
        ),
        "event.confidence_failure": (
            "Confidence Failure: cada jugador con car"
            "tas en la mano descarta una."
        ),
        "event.other_persuasive_methods": (
            "Other Persuasive Methods: el comprador i"
            "ntercambia su mano con otro jugador."
        ),
        "event.pashtunwali_values": (
            "Pashtunwali Values: el comprador fija el palo favorecido; no cambia hasta el "
            "próximo control."
        ),
        "event.rebuke": "Rebuke: el comprador retira todas las tribus y ejércitos de una región.",
        "favored": (
            "Las acciones de cartas del palo favorecido son acciones de bonificación "
            "(gratis). Con Militar favorecido, comprar cuesta el doble."
        ),
        "cost": (
            "Coste {n}: {base} rupia ({per} con Militar favorecido) en cada carta a su "
            "izquierda en la fila."
        ),
        "blocked": (
            "No se puede comprar este turno (acaba de recibir rupias, es demasiado cara o no "
            "quedan acciones)."
        ),
        "ruler": (
            "Gobierna una región quien tiene al menos una tribu y más tribus + ejércitos "
            "leales que cualquier otro."
        ),
        "hostage": "Rehén de {name}: usar la acción de esta carta cuesta un soborno a {name}.",
        "dominance.final": "Si se puntuara ahora el control de dominio final (puntos dobles)",
        "dominance.margin": "domina {coalition} ({n}+ bloques de ventaja)",
        "dominance.none": "Ninguna coalición domina: puntos por cilindros en juego",
        "bonus": "acción de bonificación (gratis) este turno",
        "result.final": "Fin de la partida tras el control de dominio final",
        "result.early": "Fin de la partida: un jugador lleva {n} o más puntos de ventaja",
        "bd.military": "Estrellas militares (1.er desempate)",
        "bd.rupees": "Rupias (2.º desempate)",
        "bd.check_final": "Control de dominio final {n} (doble)",
        "wakhan.loyal": "Leal a todas las coaliciones; sus bloques: {coalition}",
    },
}
"""The rules' own words shown beside the board (what an impact icon, an action, an ability or
an event does; the market cost and ruling rules): Texts.help, sent once per language by the
bridge's texts command. Rule figures are {placeholders} filled from data.py by
describe.help_table ({n} and {name} are left for the page: a slot's cost, a seat's name)."""
