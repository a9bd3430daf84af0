// The lobby form: game, number of players, each seat human or bot, seed, options, and
// "continue" for a saved unfinished game. It only collects choices; main.js starts the match.

import { t } from "../i18n/en.js";

export const BOT_LEVELS = ["random"];

/**
 * Fill the lobby once (listeners are attached here); returns {refresh(saved)}.
 * games: [{id, name, players: [min, max], options}]; saved: {record} or null.
 * onStart({game, players, seed, options, seats}); onContinue(saved); onDiscard().
 */
export function createLobby(root, { games, saved, onStart, onContinue, onDiscard }) {
  const form = root.querySelector("#lobby-form");
  const gameSel = root.querySelector("#lobby-game");
  const playersSel = root.querySelector("#lobby-players");
  const seatsBox = root.querySelector("#lobby-seats");
  const seedInput = root.querySelector("#lobby-seed");
  const optionsBox = root.querySelector("#lobby-options");

  gameSel.replaceChildren(...games.map((g) => new Option(g.name, g.id)));
  const current = () => games.find((g) => g.id === gameSel.value) || games[0];

  function fillPlayers() {
    const [min, max] = current().players;
    const keep = Number(playersSel.value) || 3;
    playersSel.replaceChildren();
    for (let n = min; n <= max; n += 1) playersSel.appendChild(new Option(String(n), String(n)));
    playersSel.value = String(Math.min(max, Math.max(min, keep)));
    fillSeats();
    fillOptions();
  }

  function fillSeats() {
    const n = Number(playersSel.value);
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
      for (const level of BOT_LEVELS) {
        select.appendChild(new Option(t("lobby.bot", { level }), `bot:${level}`));
      }
      select.value = old[seat] || (seat === 0 ? "human" : `bot:${BOT_LEVELS[0]}`);
      label.append(span, select);
      seatsBox.appendChild(label);
    }
  }

  function fillOptions() {
    optionsBox.replaceChildren();
    const options = current().options || {};
    for (const [name, spec] of Object.entries(options)) {
      const label = document.createElement("label");
      label.className = "seat-row";
      const span = document.createElement("span");
      span.textContent = spec.label || name;
      const select = document.createElement("select");
      select.dataset.option = name;
      for (const v of spec.values) select.appendChild(new Option(String(v), JSON.stringify(v)));
      select.value = JSON.stringify(spec.default);
      label.append(span, select);
      optionsBox.appendChild(label);
    }
    optionsBox.hidden = !Object.keys(options).length;
  }

  function newSeed() {
    seedInput.value = String(Math.floor(Math.random() * 1_000_000));
  }

  gameSel.addEventListener("change", fillPlayers);
  playersSel.addEventListener("change", fillSeats);
  root.querySelector("#lobby-reseed").addEventListener("click", newSeed);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const options = {};
    optionsBox.querySelectorAll("select").forEach((s) => {
      options[s.dataset.option] = JSON.parse(s.value);
    });
    onStart({
      game: current().id,
      players: Number(playersSel.value),
      seed: Number.parseInt(seedInput.value, 10) || 0,
      options,
      seats: [...seatsBox.querySelectorAll("select")].map((s) => s.value),
    });
  });
  newSeed();
  fillPlayers();
  const lobby = {
    /** Show (or hide) the saved game box, and pick a new seed for the next game. */
    refresh(latest) {
      newSeed();
      showSaved(root, latest, games, { onContinue, onDiscard });
    },
  };
  lobby.refresh(saved);
  return lobby;
}

/** The "continue" box for a saved, unfinished game (hidden when there is none). */
export function showSaved(root, saved, games, { onContinue, onDiscard }) {
  const box = root.querySelector("#lobby-saved");
  box.hidden = !saved;
  if (!saved) return;
  const rec = saved.record;
  const game = games.find((g) => g.id === rec.game);
  root.querySelector("#lobby-saved-info").textContent = t("lobby.continue.info", {
    game: game ? game.name : rec.game, players: rec.players, seed: rec.seed ?? "—",
    moves: (rec.actions || []).length,
  });
  root.querySelector("#lobby-continue").onclick = () => onContinue(saved);
  root.querySelector("#lobby-discard").onclick = () => onDiscard();
}

/** Show a message under the lobby form (errors from the engine, a refused save). */
export function lobbyMessage(root, message) {
  const el = root.querySelector("#lobby-message");
  el.textContent = message || "";
  el.hidden = !message;
}
