// The lobby form: game, number of players, each seat human, a friend playing on another device
// by link (issue 41, friends/) or bot (the levels the engine offers),
// seed, options; the list of unfinished games to continue; opening a record file. It only
// collects choices; main.js starts the match.

import { gameName, getLang, seatName, t } from "../i18n/index.js";

/** Bot levels of a game: from the engine's "bots" list, else just "random". */
export function botLevels(game) {
  const bots = Array.isArray(game?.bots) ? game.bots.filter((b) => b && b.level) : [];
  return bots.length ? bots : [{ level: "random", description: t("bot.random") }];
}

/**
 * Fill the lobby once (listeners are attached here); returns {refresh(saves), retranslate()}.
 * games: [{id, name, players: [min, max], options, bots?}]; saves: [{id, record, saved_at}].
 * onStart({game, players, seed, options, seats}); onContinue(saved); onDiscard(saved);
 * onImport(file).
 */
export function createLobby(root, { games, saves, onStart, onContinue, onDiscard, onImport }) {
  const $ = (selector) => root.querySelector(selector);
  const form = {
    game: $("#lobby-game"), players: $("#lobby-players"), seats: $("#lobby-seats"),
    seed: $("#lobby-seed"), options: $("#lobby-options"),
  };
  let lastSaves = saves || [];
  const fillGames = () => {
    const chosen = form.game.value;
    form.game.replaceChildren(...games.map((g) => new Option(gameName(g), g.id)));
    if (chosen) form.game.value = chosen;
  };
  fillGames();
  const current = () => games.find((g) => g.id === form.game.value) || games[0];
  const picked = {}; // what was chosen per game and option, kept while an option is hidden
  const fillSeats = () => seatRows(form.seats, Number(form.players.value), botLevels(current()));
  const fillOptions = () => optionRows(form.options, current(), Number(form.players.value),
    picked);
  function fillPlayers() {
    const [min, max] = current().players;
    const keep = Number(form.players.value) || 3;
    form.players.replaceChildren();
    for (let n = min; n <= max; n += 1) form.players.appendChild(new Option(String(n), String(n)));
    form.players.value = String(Math.min(max, Math.max(min, keep)));
    fillSeats();
    fillOptions();
  }
  // A seed of 48 random bits: a spectator's view (a shared position) gives away the public
  // part of the deal, from which a small range of seeds could be searched for the hidden cards.
  const newSeed = () => {
    const [high, low] = crypto.getRandomValues(new Uint32Array(2));
    form.seed.value = String((high & 0xffff) * 2 ** 32 + low);
  };
  form.game.addEventListener("change", fillPlayers);
  form.players.addEventListener("change", () => { fillSeats(); fillOptions(); });
  $("#lobby-reseed").addEventListener("click", newSeed);
  $("#lobby-import").addEventListener("change", (event) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onImport(file);
  });
  $("#lobby-form").addEventListener("submit", (event) => {
    event.preventDefault();
    onStart(choices(form, current()));
  });
  newSeed();
  fillPlayers();
  const lobby = {
    /** Show the unfinished games, and pick a new seed for the next game. */
    refresh(latest) {
      lastSaves = latest || [];
      newSeed();
      showSaved(root, lastSaves, games, { onContinue, onDiscard });
    },
    /** Redo the texts built here after a language switch (choices are kept). */
    retranslate() {
      fillGames();
      fillSeats();
      fillOptions();
      showSaved(root, lastSaves, games, { onContinue, onDiscard });
    },
  };
  lobby.refresh(lastSaves);
  return lobby;
}

/** What the form says: {game, players, seed, options, seats}. */
function choices(form, game) {
  const options = {};
  form.options.querySelectorAll("select").forEach((s) => {
    options[s.dataset.option] = JSON.parse(s.value);
  });
  return {
    game: game.id,
    players: Number(form.players.value),
    seed: Number.parseInt(form.seed.value, 10) || 0,
    options,
    seats: [...form.seats.querySelectorAll("select")].map((s) => s.value),
  };
}

/** One row per seat: human or a bot level, with the level's description under the choice. */
function seatRows(seatsBox, n, levels) {
  const old = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
  seatsBox.replaceChildren();
  for (let seat = 0; seat < n; seat += 1) {
    const label = document.createElement("label");
    label.className = "seat-row";
    const span = document.createElement("span");
    span.textContent = t("lobby.seat", { n: seat + 1 });
    const select = document.createElement("select");
    select.name = `seat${seat}`;
    select.dataset.seat = String(seat);
    select.appendChild(new Option(t("lobby.human"), "human"));
    select.appendChild(new Option(t("lobby.friend"), "friend"));
    for (const { level, description } of levels) {
      const option = new Option(t("lobby.bot", { level: levelName(level) }), `bot:${level}`);
      if (description) option.title = levelText(level, description);
      select.appendChild(option);
    }
    const normal = levels.find((l) => l.level === "normal") || levels[0];
    const wanted = old[seat] || (seat === 0 ? "human" : `bot:${normal.level}`);
    select.value = [...select.options].some((o) => o.value === wanted) ? wanted : "human";
    // Each level's description under the choice (an option's title never shows on touch).
    const about = document.createElement("small");
    about.className = "seat-about";
    about.id = `lobby-seat-about-${seat}`;
    select.setAttribute("aria-describedby", about.id);
    const describe = () => {
      const chosen = levels.find((l) => `bot:${l.level}` === select.value);
      about.textContent = chosen ? levelText(chosen.level, chosen.description) : "";
      about.hidden = !chosen;
    };
    select.addEventListener("change", describe);
    describe();
    label.append(span, select, about);
    seatsBox.appendChild(label);
  }
}

/** One row per option of `game` that applies with `n` players; `picked` keeps what was chosen
 * (per game and option) across a language switch or a new player count. */
function optionRows(optionsBox, game, n, picked) {
  optionsBox.querySelectorAll("select").forEach((sel) => {
    picked[sel.dataset.key] = sel.value;
  });
  optionsBox.replaceChildren();
  // An option the engine says applies at some player counts only (spec.players) is shown
  // at those counts only (e.g. the options of an automated opponent in a 1- or 2-player game).
  const options = Object.entries(game.options || {})
    .filter(([, spec]) => !spec.players || spec.players.includes(n));
  for (const [name, spec] of options) {
    const label = document.createElement("label");
    label.className = "seat-row";
    const span = document.createElement("span");
    span.textContent = worded(`option.${game.id}.${name}`, spec.label || name);
    const select = document.createElement("select");
    select.dataset.option = name;
    select.dataset.key = `${game.id}.${name}`;
    for (const v of spec.values) {
      const text = worded(`option.${game.id}.${name}.${v}`, String(v));
      select.appendChild(new Option(text, JSON.stringify(v)));
    }
    const kept = picked[select.dataset.key];
    select.value = [...select.options].some((o) => o.value === kept) ? kept
      : JSON.stringify(spec.default);
    label.append(span, select);
    optionsBox.appendChild(label);
  }
  optionsBox.hidden = !options.length;
}

/** The page's words for a key, or the fallback (the engine's own words) where it has none. */
function worded(key, fallback) {
  const text = t(key);
  return text !== key ? text : fallback;
}

/** A bot level's name in the page's language ("normal" -> "ふつう"); unknown levels as named. */
function levelName(level) {
  return worded(`bot.level.${level}`, level);
}

/** A bot level's description in the page's language (the engine's words as the fallback). */
function levelText(level, description) {
  return worded(`bot.desc.${level}`, description || "");
}

/**
 * One line for a saved game: when it was saved (date and time), the game, its players and
 * whose turn it is ("Nov 26, 14:05 · <game name> · Player 1 to play · Player 1, Bot (normal)"),
 * in the page's language.
 * A game with friends by link says so, with when it last moved (friends.moved) instead.
 * saved: {record, saved_at, turn?: seats to act, friends?}; game: the engine's entry, or null.
 */
export function saveLabel(saved, game) {
  const rec = saved.record || {};
  const friends = saved.friends?.moved;
  const date = friends || saved.saved_at ? new Date(friends || saved.saved_at) : null;
  const stamp = date && !Number.isNaN(date.getTime())
    ? new Intl.DateTimeFormat(getLang(), { dateStyle: "medium", timeStyle: "short" }).format(date)
    : "—";
  const when = friends ? t("lobby.saved.withFriends", { when: stamp }) : stamp;
  const kinds = Array.isArray(rec.seats) ? rec.seats
    : Array.from({ length: rec.players || 0 }, () => "human");
  const seatText = (kind, seat) => {
    if (kind === "friend") return t("lobby.saved.friend", { name: seatName(seat) });
    return String(kind).startsWith("bot:")
      ? t("lobby.bot", { level: levelName(String(kind).slice(4)) }) : seatName(seat);
  };
  const players = kinds.map(seatText).join(t("list.sep"));
  const turn = Array.isArray(saved.turn) && saved.turn.length
    ? t("lobby.saved.turn", { name: saved.turn.map((s) => seatName(s)).join(t("list.sep")) })
    : t("lobby.saved.moves", { moves: Array.isArray(rec.actions) ? rec.actions.length : 0 });
  return t("lobby.saved.line", { when, game: gameName(game, rec.game), players, turn });
}

function button(text, className = "") {
  const el = document.createElement("button");
  el.type = "button";
  el.textContent = text;
  if (className) el.className = className;
  return el;
}

/**
 * The list of unfinished games (hidden when there is none). The newest entry's info, continue
 * and discard elements carry the ids #lobby-saved-info, #lobby-continue, #lobby-discard.
 */
export function showSaved(root, saves, games, { onContinue, onDiscard }) {
  const box = root.querySelector("#lobby-saved");
  const list = root.querySelector("#lobby-saved-list");
  list.replaceChildren();
  box.hidden = !saves.length;
  saves.forEach((saved, index) => {
    const rec = saved.record;
    const game = games.find((g) => g.id === rec.game);
    const li = document.createElement("li");
    li.dataset.save = saved.id;
    const info = document.createElement("span");
    info.className = "saved-info";
    info.textContent = saveLabel(saved, game);
    info.title = `${info.textContent}\n${t("lobby.continue.info", {
      game: gameName(game, rec.game), players: rec.players ?? "?", seed: rec.seed ?? "—",
      moves: Array.isArray(rec.actions) ? rec.actions.length : 0,
    })}`;
    const go = button(t("lobby.continue"), "primary");
    const drop = button(t("lobby.discard"));
    go.addEventListener("click", () => onContinue(saved));
    drop.addEventListener("click", () => onDiscard(saved));
    if (index === 0) {
      info.id = "lobby-saved-info";
      go.id = "lobby-continue";
      drop.id = "lobby-discard";
    }
    li.append(info, go, drop);
    list.appendChild(li);
  });
}

/** Show a message under the lobby form (errors from the engine, a refused save or link). */
export function lobbyMessage(root, message) {
  const el = root.querySelector("#lobby-message");
  el.textContent = message || "";
  el.hidden = !message;
}
