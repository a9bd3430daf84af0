// The page's phase, in one place: what the page is doing now (starting, in the lobby, a turn of
// the table, a replay) and the moves allowed between phases. The shell (main.js, the replay
// screen) and the table (table.js) move it only through go(); a move the table below does not
// allow is a bug and throws at once, where it happens, instead of leaving a page that waits for
// a click it will never take. An embed's table has a page state of its own.
//
// Phases: loading (the engine starts) | lobby | busy (waiting for the engine between two
// phases) | human (a human may act) | look (the human looks at the board as it was after an
// earlier move, nothing to act on: table/lookback.js) | bot (bots play) | curtain (pass-and-play:
// the next human is called) | friend (the next decision is a friend's, on another device: the
// link to send is offered) | over | replay | error | lost (another tab took the game over:
// only "play it here" leads on, and the turn loop of the lost game cannot move the page any
// more); idle: an embed's table before its first view.

/** The phases of a table in play: the turn loop goes between them freely (a stop, an engine
 * restart or an error may come at any point of a turn). */
const TURN = ["human", "bot", "curtain", "friend", "busy", "over", "error"];

/** phase -> the phases it may go to. */
const MOVES = {
  idle: TURN,
  loading: ["lobby", "busy", "error"],
  lobby: ["busy", "loading"],
  busy: [...TURN, "lobby", "replay", "lost"],
  human: [...TURN, "look", "lost"],
  look: [...TURN, "look", "lost"],
  bot: [...TURN, "lost"],
  curtain: [...TURN, "lost"],
  friend: [...TURN, "lost"],
  error: [...TURN, "lost"],
  over: ["busy", "over", "error"],
  replay: ["busy", "lobby"],
  lost: ["busy"],
};

/** True when the page may go from phase `from` to `to`. */
export function allowed(from, to) {
  return (MOVES[from] || []).includes(to);
}

/**
 * A page state starting at `first`. phase: the phase now; is(...phases): whether it is one of
 * them; go(next): move (throws on a move MOVES does not list); onChange(cb): cb(phase, before)
 * after each move.
 */
export function createPageState(first = "idle") {
  if (!MOVES[first]) throw new Error(`no page phase ${first}`);
  let phase = first;
  const listeners = new Set();
  return {
    get phase() {
      return phase;
    },
    is: (...phases) => phases.includes(phase),
    go(next) {
      if (!allowed(phase, next)) throw new Error(`the page cannot go from ${phase} to ${next}`);
      const before = phase;
      phase = next;
      for (const cb of listeners) cb(next, before);
    },
    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
}
