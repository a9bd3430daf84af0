// The turn loop of a table: bots play inside the worker ("bot_play": a step or a whole turn
// within the level's turn time) and only the watched seat's view comes back, never a bot's
// action; humans get the view of their seat (behind the host's curtain when several share the
// screen in a game with hidden information) and act through one of view.actions; undo; the
// end. A seat played on another device ("friend", issue 41) stops the loop: the host's friend
// hook offers the link to send. The page's phase (pagestate.js) says where the loop is.

import { seatName, t } from "../i18n/index.js";
import { findAction } from "../ui/input.js";

/** The level of a bot seat ("bot:normal" -> "normal"). */
function botLevel(kind = "bot:random") {
  return kind.startsWith("bot:") ? kind.slice(4) : "random";
}

/**
 * s: the table's fields; page: the page state; board, views, pace: table/board.js, views.js,
 * pacing.js; panel: the host's; call(request) in the table's language; focus: a choice of the
 * list focused; hooks {curtain, save, finish}; emit(type, detail).
 * Returns {advance(), stop(), act(action), undo(), reset(), retell()}.
 */
export function createTurns(deps) {
  const { s } = deps;
  const c = {
    ...deps,
    // marks: seat -> log total after its last act; news: the human seats someone else acted
    // for since (a bot, Wakhan, or another human at the same screen); shown: the log indices
    // "since" lists now
    since: { marks: new Map(), news: new Set(), shown: [] },
    humans: () => s.seats.map((k, seat) => (k === "human" ? seat : -1)).filter((i) => i >= 0),
    isHuman: (seat) => s.seats[seat] === "human",
    isBot: (seat) => s.seats[seat] !== "human" && s.seats[seat] !== "friend",
    fail: (err) => deps.panel.setStatus(t("table.error", { message: err.message }), "error"),
    /** Stop any running turn loop; the new flow number. */
    stop() {
      s.flow += 1;
      s.ahead = null; // its step stays in the match: the next view shows it
      deps.pace.wake();
      deps.pace.botsPlaying(false);
      return s.flow;
    },
  };
  c.advance = () => advance(c);
  c.act = (candidate) => act(c, candidate);
  return {
    advance: c.advance,
    stop: c.stop,
    act: c.act,
    undo: () => undo(c),
    /** The seat last acted when the log held `mark` entries (a game received by link). */
    since(seat, mark) {
      c.since.marks.set(seat, mark);
      c.since.news.add(seat);
    },
    /** A new match: no seat has acted yet. */
    reset() {
      c.since.marks.clear();
      c.since.news.clear();
      tellSince(c, [], null);
    },
    /** "Since" again in the language of the view now shown (the same entries). */
    retell() {
      const shown = new Set(c.since.shown);
      if (!shown.size || !s.view) return;
      tellSince(c, (s.view.log || []).filter((e) => shown.has(e.n)), s.shownSeat);
    },
  };
}

/** Every human seat but `actor` has news: someone acted for them to see. */
function hasNews(c, actor) {
  for (const seat of c.humans()) {
    if (seat !== actor) c.since.news.add(seat);
  }
}

/** Tell the host what the others did since `seat` last acted: the log entries (the view's,
 * in its language), each with its seat and the seat's colour on the board (null where the
 * entry names no seat); none: hide the summary. */
function tellSince(c, log, seat) {
  const { s } = c;
  c.since.shown = log.map((e) => e.n);
  const entries = log.map((e) => {
    const who = Number.isInteger(e.seat) ? e.seat : null;
    const colour = who === null ? null : s.renderer.seatColor(s.view, who) || null;
    return { n: e.n, text: e.text, seat: who, colour };
  });
  c.emit("since", { entries, seat });
}

/** Run bots and hand over to humans until a human must decide or the game is over. */
async function advance(c) {
  const { s } = c;
  const flow = c.stop();
  try {
    while (flow === s.flow) {
      if (s.ahead) {
        const { seat, answer } = s.ahead;
        s.ahead = null;
        await showBotStep(c, seat, await answer, flow);
        continue;
      }
      const { view } = await c.call({ cmd: "view", match: s.match, seat: null });
      if (flow !== s.flow) return;
      if (view.result) return end(c, view);
      const bots = view.active.filter(c.isBot);
      if (bots.length) {
        await botTurn(c, bots[0], flow);
        continue;
      }
      const waiting = view.active.filter(c.isHuman);
      if (!waiting.length) return friendTurn(c, view.active[0], flow);
      await humanTurn(c, waiting.includes(s.shownSeat) ? s.shownSeat : waiting[0], flow);
      return;
    }
  } catch (err) {
    if (flow !== s.flow) return;
    c.page.go("error");
    s.error = err.message;
    c.fail(err);
  }
}

/** The seat whose view the table shows while bots play: the only human, else a spectator. */
function watched(c) {
  const list = c.humans();
  return list.length === 1 ? list[0] : null;
}

/** The bot plays in the worker; the watched seat's view comes back, never its action. */
function botPlay(c, seat, until) {
  const { s } = c;
  return c.call({
    cmd: "bot_play", match: s.match, seat, level: botLevel(s.seats[seat]), until,
    view: watched(c),
  });
}

async function botTurn(c, seat, flow) {
  const { s, pace, panel } = c;
  c.page.go("bot");
  if (s.lastActor !== "bot") c.board.ui.fresh.clear(); // outline the moves since the human's
  if (s.shownSeat !== watched(c)) await c.views.showSeat(watched(c), false);
  if (flow !== s.flow) return;
  pace.botsPlaying(true);
  panel.setStatus(t("table.thinking", { name: seatName(seat) }));
  const answer = botPlay(c, seat, pace.stepwise() ? "step" : "turn");
  await showBotStep(c, seat, await answer, flow);
}

/** Show a bot's step (or turn) `res` and hold it as the pace says. At normal speed the next
 * bot step is searched meanwhile (s.ahead: thinking and showing overlap, issue 37), when the
 * next to act is a bot and no human. */
async function showBotStep(c, seat, res, flow) {
  const { s, pace } = c;
  if (flow !== s.flow) return;
  if (s.lastActor !== "bot" || s.lastBot !== seat) pace.newTurn();
  s.lastActor = "bot";
  s.lastBot = seat;
  s.botSteps += res.played;
  hasNews(c, null);
  if (res.robot) await showRobot(c, res, flow);
  if (flow !== s.flow) return;
  c.views.setView(res.view, false);
  c.panel.setStatus("");
  await c.hooks.save();
  if (res.view.result || flow !== s.flow) return;
  const next = res.view.active;
  if (pace.speed === "normal" && pace.stepwise() && next.length && !next.some(c.isHuman)) {
    const answer = botPlay(c, next[0], "step");
    answer.catch(() => {}); // a failure shows when it is awaited; none once the table moved on
    s.ahead = { seat: next[0], answer };
  }
  await pace.pause(pace.stepwise(), c.board.ui.arrived.size > 0);
}

/** The engine's own seat (Pax Pamir's Wakhan) played inside the last action: the views of
 * her turn, step by step at the bots' pace (with Next and Skip), a status naming her; none
 * when the bots play whole turns (fast, instant, skipping). The caller shows `res.view`. */
async function showRobot(c, res, flow) {
  const { s, pace } = c;
  hasNews(c, null); // her moves are listed at every speed
  if (!pace.stepwise()) return;
  const { seat, views } = res.robot;
  c.page.go("bot");
  pace.botsPlaying(true);
  pace.newTurn();
  const name = s.renderer.seatName(res.view, seat) || seatName(seat);
  for (const view of views) {
    if (flow !== s.flow || !pace.stepwise()) return;
    c.views.setView(view, false);
    c.panel.setStatus(t("table.robot", { name }));
    await pace.pause(true, c.board.ui.arrived.size > 0);
  }
}

async function humanTurn(c, seat, flow) {
  const { s } = c;
  if (c.hooks.curtain && s.hidden && c.humans().length > 1 && s.shownSeat !== seat) {
    await closeCurtain(c, seat);
    if (flow !== s.flow) return;
  }
  await c.views.showSeat(seat, true);
  if (flow !== s.flow) return; // the table was left meanwhile: the page is elsewhere
  c.page.go("human");
  c.pace.skipping = false;
  c.pace.botsPlaying(false);
  // What the others did since this seat last acted.
  const mark = c.since.marks.get(seat) ?? -1;
  const since = c.since.news.has(seat)
    ? (s.view.log || []).filter((e) => e.n >= mark && e.seat !== seat) : [];
  c.since.news.delete(seat);
  tellSince(c, since, seat);
  c.panel.setStatus(c.humans().length > 1 ? t("table.yourTurn", { name: seatName(seat) }) : "");
}

/** The next decision is a friend's, on another device: the watched seat's view stays on the
 * table and the host's friend hook offers the link to send (main.js, friends/). */
async function friendTurn(c, seat, flow) {
  const { s } = c;
  c.pace.botsPlaying(false);
  if (s.shownSeat !== watched(c)) await c.views.showSeat(watched(c), false);
  if (flow !== s.flow) return;
  c.page.go("friend");
  c.panel.setStatus("");
  await c.hooks.friend(seat, s.view);
}

/** Hide the table behind the host's curtain until the named player is ready. */
async function closeCurtain(c, seat) {
  c.page.go("curtain");
  c.s.view = null;
  c.panel.setActions([], [], { enabled: false, onPick: c.act, onFocus: c.focus });
  c.panel.clearLog();
  c.board.invalidate();
  await c.hooks.curtain(seat);
  c.page.go("busy");
}

async function end(c, view) {
  c.page.go("over");
  c.pace.botsPlaying(false);
  tellSince(c, [], null);
  await c.hooks.finish(view);
}

/** A human's choice (canvas click or list button): sent only if it is one of view.actions. */
async function act(c, candidate) {
  const { s } = c;
  if (!c.page.is("human") || !s.view) return;
  const action = findAction(s.view.actions, candidate);
  if (!action) return;
  c.page.go("busy");
  s.lastActor = "human";
  const flow = s.flow;
  const seat = s.shownSeat;
  try {
    let res;
    await c.hooks.guard(async () => {
      res = await c.call({ cmd: "act", match: s.match, seat, action });
      c.since.marks.set(seat, (res.robot?.views[0] ?? res.view).log_total);
      hasNews(c, seat);
      tellSince(c, [], null);
      if (!res.robot) c.views.setView(res.view, false);
      await c.hooks.save(res.view);
    }, { seat, action });
    if (res.robot) {  // Wakhan played inside the move: her turn shows after it is saved
      await showRobot(c, res, flow);
      if (flow !== s.flow) return;
      c.views.setView(res.view, false);
    }
  } catch (err) {
    if (flow !== s.flow) return; // the table was left meanwhile
    c.page.go("human");
    c.fail(err);
    return;
  }
  if (flow === s.flow) c.advance();
}

async function undo(c) {
  if (!c.page.is("human")) return;
  try {
    await c.hooks.guard(async () => {
      const res = await c.call({ cmd: "undo", match: c.s.match, seat: c.s.shownSeat });
      await c.hooks.save(res.view);
      c.views.setView(res.view, true);
    });
  } catch (err) {
    if (err.code === "taken") return; // the host said so
    c.fail(err);
  }
}
