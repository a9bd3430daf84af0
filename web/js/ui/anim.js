// Short tweens driven by requestAnimationFrame: progress 0..1 over a duration, redrawing each
// frame through invalidate(). Off under prefers-reduced-motion or with ?anim=0 (progress is 1).

export function createAnimator(invalidate) {
  const params = new URLSearchParams(location.search);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const off = () => params.get("anim") === "0" || reduced.matches;
  let start = 0;
  let duration = 0;

  function tick() {
    invalidate();
    if (progress() < 1) requestAnimationFrame(tick);
  }

  return {
    /** Start a tween of `ms` milliseconds (replacing any running one). */
    play(ms) {
      if (off()) return;
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
