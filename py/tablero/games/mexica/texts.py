"""Texts of Mexica in English, Japanese and Spanish: log templates, action labels, prompts.

Japanese game terms follow shared/rules/mexica.ja.txt (区画, 運河タイル, 橋, 神殿, ピリ・メシカ駒,
カルプリトークン, アクショントークン, ピリオド, 名声点); Spanish uses plain board-game words
(casilla, loseta, PA = puntos de acción). Cell names ("r7c8") are coordinates and stay as they
are in every language. English fills any gap (docs/engine-protocol.md).
"""

from __future__ import annotations

from . import data

LANGS = ("en", "ja", "es")

LOG_TEMPLATES = {
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
        "removed": "Calpulli of size {size} can no longer be founded and is removed.",
        "last_round": "Period {period} ends after this round.",
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
        "removed": "大きさ{size}のカルプリトークンはもう設立できないため、ゲームから除外します。",
        "last_round": "このラウンドで第{period}ピリオドが終了します。",
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
        "removed": "El calpulli de tamaño {size} ya no se puede fundar y se retira.",
        "last_round": "El periodo {period} termina al final de esta ronda.",
        "district_score": "{seat}: {points} por el distrito en {where} (puesto {rank}).",
        "palace": "{seat}: +5 por estar en el palacio.",
        "period_start": "Empieza el periodo {period}.",
        "game_over": "Fin de la partida.",
    },
}

TEXTS = {
    "en": {
        "canal": "Lay a canal (1 AP)", "bridge": "Build a bridge (1 AP)",
        "move_bridge": "Move a bridge (1 AP)", "temple": "Build a temple",
        "move": "Move your Pilli", "found": "Found this district (0 AP)",
        "take_marker": "Take an action marker (1 AP)",
        "spend_marker": "Spend an action marker (+1 AP)",
        "end_turn": "End turn", "back": "Back", "single": "Single canal tile",
        "level": "Level {level} temple ({level} AP)",
        "axis.ns": "North-south", "axis.ew": "East-west", "ap.cost": "{label} ({cost} AP)",
        "at.place_pilli": "Place Pilli: {cell}", "at.canal": "Canal: {cell}",
        "at.canal_end": "Canal, second cell: {cell}", "at.bridge": "Bridge: {cell}",
        "at.move_bridge": "Bridge to move: {cell}", "at.temple_cell": "Temple: {cell}",
        "at.move": "Move: {cell}", "at.found": "Found: {cell}",
        "prompt.place_pilli": "Place your Pilli on a start space of the palace.",
        "prompt.turn": "{ap} AP left: choose an action.",
        "prompt.canal": "Canal: choose a cell.",
        "prompt.canal_end": "Canal: single tile, or choose the second cell of a double tile.",
        "prompt.bridge": "Bridge: choose a canal cell.",
        "prompt.bridge_axis": "Bridge: choose its direction.",
        "prompt.move_bridge": "Move a bridge: choose the bridge.",
        "prompt.temple": "Temple: choose a level.",
        "prompt.temple_cell": "Temple of level {level}: choose a cell.",
        "prompt.move": "Move your Pilli: choose where (AP cost shown).",
        "prompt.found": "Found the district: choose the cell for the calpulli token.",
    },
    "ja": {
        "canal": "運河を建設(1AP)", "bridge": "橋を建設(1AP)",
        "move_bridge": "橋を移動(1AP)", "temple": "神殿を建設",
        "move": "ピリ・メシカ駒を移動", "found": "この区画を設立(0AP)",
        "take_marker": "アクショントークンを取る(1AP)",
        "spend_marker": "アクショントークンを支払う(+1AP)",
        "end_turn": "手番を終える", "back": "戻る", "single": "1スペース運河タイル",
        "level": "レベル{level}の神殿({level}AP)",
        "axis.ns": "南北", "axis.ew": "東西", "ap.cost": "{label}({cost}AP)",
        "at.place_pilli": "ピリ・メシカ駒を置く:{cell}", "at.canal": "運河:{cell}",
        "at.canal_end": "運河の2つ目のスペース:{cell}", "at.bridge": "橋:{cell}",
        "at.move_bridge": "移動させる橋:{cell}", "at.temple_cell": "神殿:{cell}",
        "at.move": "移動先:{cell}", "at.found": "設立:{cell}",
        "prompt.place_pilli": "皇帝の宮殿のスタートスペースにピリ・メシカ駒を置いてください。",
        "prompt.turn": "残り{ap}AP:アクションを選んでください。",
        "prompt.canal": "運河:スペースを選んでください。",
        "prompt.canal_end": (
            "運河:1スペースタイルにするか、2スペースタイルの2つ目のスペースを選んでください。"
        ),
        "prompt.bridge": "橋:運河のスペースを選んでください。",
        "prompt.bridge_axis": "橋:向きを選んでください。",
        "prompt.move_bridge": "橋の移動:移動させる橋を選んでください。",
        "prompt.temple": "神殿:レベルを選んでください。",
        "prompt.temple_cell": "レベル{level}の神殿:スペースを選んでください。",
        "prompt.move": "ピリ・メシカ駒の移動:移動先を選んでください(APコストを表示)。",
        "prompt.found": "区画の設立:カルプリトークンを置くスペースを選んでください。",
    },
    "es": {
        "canal": "Construir un canal (1 PA)", "bridge": "Construir un puente (1 PA)",
        "move_bridge": "Mover un puente (1 PA)", "temple": "Construir un templo",
        "move": "Mover tu Pilli", "found": "Fundar este distrito (0 PA)",
        "take_marker": "Tomar un marcador de acción (1 PA)",
        "spend_marker": "Gastar un marcador de acción (+1 PA)",
        "end_turn": "Terminar el turno", "back": "Volver", "single": "Loseta de canal simple",
        "level": "Templo de nivel {level} ({level} PA)",
        "axis.ns": "Norte-sur", "axis.ew": "Este-oeste", "ap.cost": "{label} ({cost} PA)",
        "at.place_pilli": "Colocar el Pilli en {cell}", "at.canal": "Canal en {cell}",
        "at.canal_end": "Segunda casilla del canal: {cell}", "at.bridge": "Puente en {cell}",
        "at.move_bridge": "Mover el puente de {cell}", "at.temple_cell": "Templo en {cell}",
        "at.move": "Mover a {cell}", "at.found": "Fundar con la ficha en {cell}",
        "prompt.place_pilli": "Coloca tu Pilli en una casilla de salida del palacio.",
        "prompt.turn": "{ap} PA restantes: elige una acción.",
        "prompt.canal": "Canal: elige una casilla.",
        "prompt.canal_end": "Canal: loseta simple, o elige la segunda casilla de una loseta doble.",
        "prompt.bridge": "Puente: elige una casilla de canal.",
        "prompt.bridge_axis": "Puente: elige su dirección.",
        "prompt.move_bridge": "Mover un puente: elige el puente.",
        "prompt.temple": "Templo: elige un nivel.",
        "prompt.temple_cell": "Templo de nivel {level}: elige una casilla.",
        "prompt.move": "Mueve tu Pilli: elige adónde (se muestra el coste en PA).",
        "prompt.found": "Fundar el distrito: elige la casilla de la ficha de calpulli.",
    },
}
"""Action labels (by verb; ``at.<stage>`` for a cell of that prompt) and prompts (by state)."""


def _texts(lang: str) -> dict:
    return TEXTS.get(lang, TEXTS["en"])


def describe(state: dict, action: dict, lang: str = "en") -> str:
    """A short label of an action in `lang` ("Lay a canal (1 AP)", "Move: r3c3 (5 AP)")."""
    texts = _texts(lang)
    verb = action.get("type")
    if verb == "level":
        return texts["level"].format(level=action.get("level"))
    if verb == "axis":
        return texts.get(f"axis.{action.get('axis')}", str(action.get("axis")))
    if verb == "cell":
        stage = state["stack"][-1]["state"] if state.get("stack") else ""
        cell = action.get("cell")
        where = data.cell_name(cell) if isinstance(cell, int) else "?"
        label = texts.get(f"at.{stage}", "{cell}").format(cell=where)
        if "cost" in action:
            label = texts["ap.cost"].format(label=label, cost=action["cost"])
        return label
    if isinstance(verb, str) and verb in texts and "." not in verb:
        return texts[verb]
    return str(verb)


def prompt_in(state: dict, english: str | None, lang: str = "en") -> str | None:
    """The prompt of the current state in `lang`; `english` (the rules' own text) otherwise."""
    if english is None or lang == "en" or lang not in TEXTS or not state.get("stack"):
        return english
    top = state["stack"][-1]
    text = TEXTS[lang].get(f"prompt.{top['state']}")
    if text is None:
        return english
    return text.format(ap=state.get("ap"), level=top.get("level"))
