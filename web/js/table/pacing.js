// The bots' pace at a table: the player's speed setting (step by step, normal, fast, instant;
// remembered by this browser), the pause a bot's step or turn stays on the table, "next" (step
// by step) and "skip to my turn". The host gives the controls (a speed <select>, the next and
// skip buttons; any may be missing: a table without "next" plays step by step at normal pace).

export const SPEEDS = ["step", "normal", "fast", "instant"];
/** How long a bot's whole turn stays on the table before the next (fast). */
const SHOW_MS = { fast: 250, instant: 0 };
/** Normal speed, step by step: a step that changed the board stays STEP_MS, and no bot turn
 * is held more than TURN_MS in all (its later steps still ease in); a step that changed nothing
 * on the board (it opened a decision, say) is not held (issue 37: a round of two bots within
 * about 3 s, thinking included). */
const STEP_MS = 450;
const TURN_MS = 900;
const SPEED_KEY = "tablero.speed";

/** The remembered bot speed (a setting of this browser), "normal" by default. */
export function savedSpeed() {
  try {
    const speed = window.localStorage.getItem(SPEED_KEY);
    return SPEEDS.includes(speed) ? speed : "normal";
  } catch {
    return "normal";
  }
}

function rememberSpeed(speed) {
  try {
    window.localStorage.setItem(SPEED_KEY, speed);
  } catch {
    // private mode: the setting lasts for this page only
  }
}

/**
 * The pace of one table: `speed` (one of SPEEDS; default the remembered one), controls
 * {speed, next, skip} (elements, each optional). Returns {speed, skipping, stepwise(),
 * newTurn(), pause(stepwise, changed), wake(), setSpeed(speed), skip(), botsPlaying(playing)}.
 */
export function createPacing({ speed = null, controls = {} }) {
  let wakeUp = null; // resolves the pause between bot steps (next, skip, speed change)
  let turnHeld = 0; // ms the current bot turn was held so far (normal speed)
  const pace = {
    speed: speed || savedSpeed(),
    skipping: false, // "skip to my turn": bots play whole turns without pauses until then
    /** True when a bot plays one step at a time (else its whole turn at once). */
    stepwise: () => !pace.skipping && (pace.speed === "step" || pace.speed === "normal"),
    /** A bot's turn begins (its steps' holds count afresh). */
    newTurn() {
      turnHeld = 0;
    },
    /** The time a bot's step (or turn) stays on the table: by speed, or until "next";
     * `changed`: the step changed something on the board. */
    async pause(stepwise, changed = true) {
      if (pace.skipping || pace.speed === "instant") return;
      if (pace.speed === "step" && controls.next) {
        controls.next.hidden = false;
        await new Promise((resolve) => { wakeUp = resolve; });
        controls.next.hidden = true;
        return;
      }
      const ms = stepwise ? Math.min(changed ? STEP_MS : 0, TURN_MS - turnHeld)
        : SHOW_MS[pace.speed] ?? 0;
      if (stepwise) turnHeld += ms;
      if (ms <= 0) return;
      await new Promise((resolve) => {
        wakeUp = resolve;
        setTimeout(resolve, ms);
      });
      wakeUp = null;
    },
    /** End the pause under way, if any. */
    wake() {
      const resolve = wakeUp;
      wakeUp = null;
      resolve?.();
    },
    /** Set the bot speed (remembered); a pause under way ends. */
    setSpeed(next) {
      if (!SPEEDS.includes(next)) return;
      pace.speed = next;
      rememberSpeed(next);
      if (controls.speed) controls.speed.value = next;
      if (next !== "step" && controls.next) controls.next.hidden = true;
      pace.wake();
    },
    /** Let the bots play on without pauses until a human must decide. */
    skip() {
      pace.skipping = true;
      pace.wake();
    },
    /** The skip button shows while bots play (the speed setting always). */
    botsPlaying(playing) {
      if (controls.skip) controls.skip.hidden = !playing;
      if (!playing && controls.next) controls.next.hidden = true;
    },
  };
  if (controls.speed) {
    controls.speed.value = pace.speed;
    controls.speed.addEventListener("change", () => pace.setSpeed(controls.speed.value));
  }
  controls.skip?.addEventListener("click", () => pace.skip());
  controls.next?.addEventListener("click", () => pace.wake());
  return pace;
}
