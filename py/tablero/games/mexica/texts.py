"""Texts of Mexica in English, Japanese and Spanish: the log, prompt and label tables (tables
only: describe.py builds the label entries and words their arguments).

Japanese game terms follow shared/rules/mexica.ja.txt (区画, 運河タイル, 橋, 神殿, ピリ・メシカ駒,
カルプリトークン, アクショントークン, ピリオド, 名声点); Spanish uses plain board-game words
(casilla, loseta, PA = puntos de acción). Cell names ("r7c8") are coordinates and stay as they
are in every language. English fills any gap (docs/engine-protocol.md).
"""

from __future__ import annotations

from .data import NAME

LOG = {
    "en": {
        "start": "{seat} is the start player.",
        "place_pilli": "{seat} places their Pilli on {where}.",
        "neutral": "Neutral temples placed at random: {cells}.",
        "canal": "{seat} lays a canal on {where}.",
        "bridge": "{seat} builds a bridge on {where}.",
        "move_bridge": "{seat} moves the bridge from {src} to {where}.",
        "temple": "{seat} builds a level {level} temple on {where}.",
        "move": "{seat} moves their Pilli to {where} ({cost} AP, walking or by boat).",
        "teleport": "{seat} teleports their Pilli to {where} ({cost} AP).",
        "found": "{seat} founds a district of size {size} on {where}: +{points}.",
        "found_other": "{seat} is inside the new district: +{points}.",
        "take_marker": "{seat} takes an action marker.",
        "spend_marker": "{seat} spends an action marker: +1 AP.",
        "end_turn": "{seat} ends their turn.",
        "removed_canals": (
            "The calpulli of size {size} leaves the game: no canal tile is left to carve a "
            "district of that size."
        ),
        "removed_land": (
            "The calpulli of size {size} leaves the game: no land is left for a district of "
            "that size."
        ),
        "last_round": "Period {period} ends after this round.",
        "last_round_unfoundable": (
            "Period {period} ends after this round: the calpulli left on the display can no "
            "longer be founded (they leave the game when period 2 begins)."
        ),
        "district_score": "{seat}: {points} for district at {where} (rank {rank}).",
        "palace": "{seat}: +5 for standing in the palace.",
        "period_start": "Period {period} begins.",
        "game_over": "Game over.",
    },
    "ja": {
        "start": "{seat}がスタートプレイヤーです。",
        "place_pilli": "{seat}がピリ・メシカ駒を{where}に置きました。",
        "neutral": "中立の神殿駒をランダムに置きました:{cells}。",
        "canal": "{seat}が{where}に運河を建設しました。",
        "bridge": "{seat}が{where}に橋を建設しました。",
        "move_bridge": "{seat}が橋を{src}から{where}へ移動させました。",
        "temple": "{seat}が{where}にレベル{level}の神殿を建設しました。",
        "move": "{seat}がピリ・メシカ駒を{where}へ移動させました({cost}AP、徒歩/小舟)。",
        "teleport": "{seat}がピリ・メシカ駒を{where}へテレポートさせました({cost}AP)。",
        "found": "{seat}が{where}に大きさ{size}の区画を設立しました:+{points}。",
        "found_other": "{seat}のピリ・メシカ駒が新しい区画内にいます:+{points}。",
        "take_marker": "{seat}がアクショントークンを1枚取りました。",
        "spend_marker": "{seat}がアクショントークンを1枚支払いました:+1AP。",
        "end_turn": "{seat}が手番を終えました。",
        "removed_canals": (
            "大きさ{size}のカルプリトークンをゲームから除外します:その大きさの区画を切り分けるための"
            "運河タイルが残っていません。"
        ),
        "removed_land": (
            "大きさ{size}のカルプリトークンをゲームから除外します:その大きさの区画を作れる陸地が"
            "残っていません。"
        ),
        "last_round": "このラウンドで第{period}ピリオドが終了します。",
        "last_round_unfoundable": (
            "このラウンドで第{period}ピリオドが終了します:ディスプレイに残っているカルプリトークンは"
            "もう設立できません(第2ピリオドの開始時にゲームから除外します)。"
        ),
        "district_score": "{seat}:{where}の区画で{points}点({rank}位)。",
        "palace": "{seat}:皇帝の宮殿にいるので+5。",
        "period_start": "第{period}ピリオドが始まります。",
        "game_over": "ゲーム終了。",
    },
    "es": {
        "start": "{seat} es el jugador inicial.",
        "place_pilli": "{seat} coloca su Pilli en {where}.",
        "neutral": "Templos neutrales colocados al azar: {cells}.",
        "canal": "{seat} construye un canal en {where}.",
        "bridge": "{seat} construye un puente en {where}.",
        "move_bridge": "{seat} mueve el puente de {src} a {where}.",
        "temple": "{seat} construye un templo de nivel {level} en {where}.",
        "move": "{seat} mueve su Pilli a {where} ({cost} PA, a pie o en barca).",
        "teleport": "{seat} teletransporta su Pilli a {where} ({cost} PA).",
        "found": "{seat} funda un distrito de tamaño {size} en {where}: +{points}.",
        "found_other": "{seat} está dentro del nuevo distrito: +{points}.",
        "take_marker": "{seat} toma un marcador de acción.",
        "spend_marker": "{seat} gasta un marcador de acción: +1 PA.",
        "end_turn": "{seat} termina su turno.",
        "removed_canals": (
            "El calpulli de tamaño {size} sale de la partida: no queda ninguna loseta de canal "
            "para delimitar un distrito de ese tamaño."
        ),
        "removed_land": (
            "El calpulli de tamaño {size} sale de la partida: no queda tierra para un distrito "
            "de ese tamaño."
        ),
        "last_round": "El periodo {period} termina al final de esta ronda.",
        "last_round_unfoundable": (
            "El periodo {period} termina al final de esta ronda: los calpulli que quedan en el "
            "expositor del emperador ya no se pueden fundar (salen de la partida al empezar el "
            "periodo 2)."
        ),
        "district_score": "{seat}: {points} por el distrito en {where} (puesto {rank}).",
        "palace": "{seat}: +5 por estar en el palacio.",
        "period_start": "Empieza el periodo {period}.",
        "game_over": "Fin de la partida.",
    },
}
"""Log entries by ``msg`` (arguments as the rules stored them: cell names, numbers)."""

PROMPTS = {
    "en": {
        "place_pilli": "Place your Pilli on a start space of the palace.",
        "turn": "{ap} AP left: choose an action.",
        "canal": "Canal: choose a cell.",
        "canal_end": "Canal: single tile, or choose the second cell of a double tile.",
        "bridge": "Bridge: choose a canal cell.",
        "bridge_axis": "Bridge: choose its direction.",
        "move_bridge": "Move a bridge: choose the bridge.",
        "temple": "Temple: choose a level.",
        "temple_cell": "Temple of level {level}: choose a cell.",
        "move": "Move your Pilli: choose where (AP cost shown).",
        "found": "Found the district: choose the cell for the calpulli token.",
    },
    "ja": {
        "place_pilli": "皇帝の宮殿のスタートスペースにピリ・メシカ駒を置いてください。",
        "turn": "残り{ap}AP:アクションを選んでください。",
        "canal": "運河:スペースを選んでください。",
        "canal_end": (
            "運河:1スペースタイルにするか、2スペースタイルの2つ目のスペースを選んでください。"
        ),
        "bridge": "橋:運河のスペースを選んでください。",
        "bridge_axis": "橋:向きを選んでください。",
        "move_bridge": "橋の移動:移動させる橋を選んでください。",
        "temple": "神殿:レベルを選んでください。",
        "temple_cell": "レベル{level}の神殿:スペースを選んでください。",
        "move": "ピリ・メシカ駒の移動:移動先を選んでください(APコストを表示)。",
        "found": "区画の設立:カルプリトークンを置くスペースを選んでください。",
    },
    "es": {
        "place_pilli": "Coloca tu Pilli en una casilla de salida del palacio.",
        "turn": "{ap} PA restantes: elige una acción.",
        "canal": "Canal: elige una casilla.",
        "canal_end": "Canal: loseta simple, o elige la segunda casilla de una loseta doble.",
        "bridge": "Puente: elige una casilla de canal.",
        "bridge_axis": "Puente: elige su dirección.",
        "move_bridge": "Mover un puente: elige el puente.",
        "temple": "Templo: elige un nivel.",
        "temple_cell": "Templo de nivel {level}: elige una casilla.",
        "move": "Mueve tu Pilli: elige adónde (se muestra el coste en PA).",
        "found": "Fundar el distrito: elige la casilla de la ficha de calpulli.",
    },
}
"""Prompts by key (the prompt state's name), with the numbers the rules pass (``ap``,
``level``)."""

LABELS = {
    "en": {
        "canal": "Lay a canal (1 AP)",
        "bridge": "Build a bridge (1 AP)",
        "move_bridge": "Move a bridge (1 AP)",
        "temple": "Build a temple",
        "move": "Move your Pilli",
        "found": "Found this district of {size} spaces (0 AP): {seat} +{points}",
        "found_with": (
            "Found this district of {size} spaces (0 AP): {seat} +{points}, {others} +{white}"
        ),
        "found.any": "Found this district (0 AP)",
        "take_marker": "Take an action marker (1 AP)",
        "spend_marker": "Spend an action marker (+1 AP)",
        "end_turn": "End turn",
        "back": "Back",
        "single": "Single canal tile",
        "level": "Level {level} temple ({level} AP)",
        "axis.ns": "North-south",
        "axis.ew": "East-west",
        "at.place_pilli": "Place Pilli: {cell}",
        "at.canal": "Canal: {cell}",
        "at.canal_end": "Canal, second cell: {cell}",
        "at.bridge": "Bridge: {cell}",
        "at.move_bridge": "Bridge to move: {cell}",
        "at.temple_cell": "Temple: {cell}",
        "at.move": "Move, {cost} AP: {cell}",
        "walk_to": "Walk, {cost} AP: {cell}",
        "boat_to": "Boat, {cost} AP: {cell}",
        "teleport_to": "Teleport, {cost} AP: {cell}",
        "group.walk": "Walks",
        "group.boat": "Boat moves",
        "group.teleport": "Teleports",
        "at.found": "Found: {cell}",
    },
    "ja": {
        "canal": "運河を建設(1AP)",
        "bridge": "橋を建設(1AP)",
        "move_bridge": "橋を移動(1AP)",
        "temple": "神殿を建設",
        "move": "ピリ・メシカ駒を移動",
        "found": "この{size}スペースの区画を設立(0AP):{seat} +{points}",
        "found_with": "この{size}スペースの区画を設立(0AP):{seat} +{points}、{others} +{white}",
        "found.any": "この区画を設立(0AP)",
        "take_marker": "アクショントークンを取る(1AP)",
        "spend_marker": "アクショントークンを支払う(+1AP)",
        "end_turn": "手番を終える",
        "back": "戻る",
        "single": "1スペース運河タイル",
        "level": "レベル{level}の神殿({level}AP)",
        "axis.ns": "南北",
        "axis.ew": "東西",
        "at.place_pilli": "ピリ・メシカ駒を置く:{cell}",
        "at.canal": "運河:{cell}",
        "at.canal_end": "運河の2つ目のスペース:{cell}",
        "at.bridge": "橋:{cell}",
        "at.move_bridge": "移動させる橋:{cell}",
        "at.temple_cell": "神殿:{cell}",
        "at.move": "移動 {cost}AP:{cell}",
        "walk_to": "徒歩 {cost}AP:{cell}",
        "boat_to": "小舟 {cost}AP:{cell}",
        "teleport_to": "テレポート {cost}AP:{cell}",
        "group.walk": "徒歩",
        "group.boat": "小舟",
        "group.teleport": "テレポート",
        "at.found": "設立:{cell}",
    },
    "es": {
        "canal": "Construir un canal (1 PA)",
        "bridge": "Construir un puente (1 PA)",
        "move_bridge": "Mover un puente (1 PA)",
        "temple": "Construir un templo",
        "move": "Mover tu Pilli",
        "found": "Fundar este distrito de {size} casillas (0 PA): {seat} +{points}",
        "found_with": (
            "Fundar este distrito de {size} casillas (0 PA): {seat} +{points}, {others} +{white}"
        ),
        "found.any": "Fundar este distrito (0 PA)",
        "take_marker": "Tomar un marcador de acción (1 PA)",
        "spend_marker": "Gastar un marcador de acción (+1 PA)",
        "end_turn": "Terminar el turno",
        "back": "Volver",
        "single": "Loseta de canal simple",
        "level": "Templo de nivel {level} ({level} PA)",
        "axis.ns": "Norte-sur",
        "axis.ew": "Este-oeste",
        "at.place_pilli": "Colocar el Pilli en {cell}",
        "at.canal": "Canal en {cell}",
        "at.canal_end": "Segunda casilla del canal: {cell}",
        "at.bridge": "Puente en {cell}",
        "at.move_bridge": "Mover el puente de {cell}",
        "at.temple_cell": "Templo en {cell}",
        "at.move": "Mover, {cost} PA: {cell}",
        "walk_to": "A pie, {cost} PA: {cell}",
        "boat_to": "En barca, {cost} PA: {cell}",
        "teleport_to": "Teletransporte, {cost} PA: {cell}",
        "group.walk": "A pie",
        "group.boat": "En barca",
        "group.teleport": "Teletransporte",
        "at.found": "Fundar con la ficha en {cell}",
    },
}
"""Action labels: by verb; ``at.<stage>`` for a cell of that prompt (``cell`` an id, worded
by describe.words; ``cost`` the AP of a move); ``axis.<axis>`` for a bridge direction;
``group.<key>`` the heading of a kind of move in the action list, in this order."""

HELP = {
    "en": {
        "game.name": NAME,  # the game's name as the lobby and the table show it
        "place_hint": "Choose a free start space of the palace for your Pilli.",
        "reserve": "{n} face down for period 2",
        "cost.temple": "level = AP",
        "cost.step": "{n} AP a step",
        "cost.gain": "+{n} AP",
        "cost.end_turn": "unused AP lost",
        "palace": "Palace centre (Pilli only)",
        "palace.start": "Palace start space: +{n} at a scoring for a Pilli here",
        "region.badge": (
            "The number is the size of this unfounded area: a calpulli of the same size founds it"
        ),
        "token.founding": "Founding: founder +{blue}, every other Pilli inside +{white}",
        "token.scoring": "Scoring: 1st {size}, 2nd {blue}, 3rd {white}",
        "markers": "{n} action markers (tie-break)",
        "temples_later": "{n} more temples join in period 2",
        "scoring.empty": "{n} more without temples (nobody scores)",
        "bd.markers": "Action markers (tie-break)",
    },
    "ja": {
        "game.name": "メキシカ",
        "place_hint": "空いているスタートスペースを選んでピリ・メシカ駒を置く",
        "reserve": "第2ピリオド用に裏向き{n}枚",
        "cost.temple": "レベル=AP",
        "cost.step": "1スペース{n}AP",
        "cost.gain": "+{n}AP",
        "cost.end_turn": "余ったAPは失われる",
        "palace": "宮殿の中央スペース(ピリ・メシカ駒のみ)",
        "palace.start": "宮殿のスタートスペース:得点計算時にここにいるピリ・メシカ駒は+{n}",
        "region.badge": (
            "数字はこの未設立の区画の大きさ(スペース数)です。同じ大きさのカルプリトークンで"
            "設立できます"
        ),
        "token.founding": "設立時:設立したプレイヤー+{blue}、区画内の他のピリ・メシカ駒+{white}",
        "token.scoring": "得点計算:1位{size}、2位{blue}、3位{white}",
        "markers": "アクショントークン{n}枚(同点時に比較)",
        "temples_later": "第2ピリオドに神殿駒{n}個が加わる",
        "scoring.empty": "神殿のない区画{n}個(得点なし)",
        "bd.markers": "アクショントークン(同点時に比較)",
    },
    "es": {
        "game.name": "Mexica",
        "place_hint": "Elige una casilla de salida libre del palacio para tu Pilli.",
        "reserve": "{n} boca abajo para el periodo 2",
        "cost.temple": "nivel = PA",
        "cost.step": "{n} PA por paso",
        "cost.gain": "+{n} PA",
        "cost.end_turn": "PA sobrantes perdidos",
        "palace": "Centro del palacio (solo Pilli)",
        "palace.start": "Casilla de salida del palacio: +{n} en cada puntuación a un Pilli aquí",
        "region.badge": (
            "El número es el tamaño de esta zona sin fundar: la funda un calpulli del mismo "
            "tamaño"
        ),
        "token.founding": "Al fundar: fundador +{blue}, cada otro Pilli dentro +{white}",
        "token.scoring": "Puntuación: 1.º {size}, 2.º {blue}, 3.º {white}",
        "markers": "{n} marcadores de acción (desempate)",
        "temples_later": "{n} templos más en el periodo 2",
        "scoring.empty": "{n} más sin templos (nadie puntúa)",
        "bd.markers": "Marcadores de acción (desempate)",
    },
}
"""The rules' own words the table shows beside the board (Texts.help, sent by the bridge's
``texts`` command): what an action costs, what a space, a calpulli or a marker does, what
comes in period 2. The page fills ``{n}``-style slots with numbers from the view."""
