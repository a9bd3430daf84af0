// Short tweens driven by requestAnimationFrame: progress 0..1 over a duration, redrawing each
// frame through invalidate(). Off under prefers-reduced-motion or with ?anim=0 (progress is 1).

const params = new URLSearchParams(location.search);
const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");

/** True when motion is off: the reader prefers reduced motion, or the page has ?anim=0. */
export const motionOff = () => params.get("anim") === "0" || reduced.matches;

export function createAnimator(invalidate) {
  let start = 0;
  let duration = 0;

  function tick() {
    invalidate();
    if (progress() < 1) requestAnimationFrame(tick);
  }

  return {
    /** Start a tween of `ms` milliseconds (replacing any running one). */
    play(ms) {
      if (motionOff()) return;
      start = performance.now();
      duration = ms;
      requestAnimationFrame(tick);
    },
    /** How far the tween is, 0..1 (1 when none runs). */
    progress,
  };

  function progress() {
    if (!duration) return 1;
    const p = (performance.now() - start) / duration;
    return p >= 1 ? 1 : Math.max(0, p);
  }
}
