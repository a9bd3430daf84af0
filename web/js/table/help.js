// The rules' own words at a table (what an action or a card does): the engine's help table of
// the game, asked once per game and language ("texts"), given to the renderer (setHelp).

/**
 * call(request) -> response (throws on a refusal); redraw() after the words came. Returns
 * {ask(renderer, view, lang), forget()}: forget() before a new renderer (it has no words yet).
 */
export function createHelp(call, redraw) {
  const asked = new Set(); // "game:lang" asked (or answered) for the renderer on the table
  return {
    ask(renderer, view, lang) {
      const game = view?.game;
      const language = view?.lang || lang;
      const key = `${game}:${language}`;
      if (!renderer || !game || asked.has(key)) return;
      asked.add(key);
      Promise.resolve(call({ cmd: "texts", game, lang: language })).then((res) => {
        renderer.setHelp(res.help || {}, language);
        redraw();
      }).catch(() => asked.delete(key));
    },
    forget: () => asked.clear(),
  };
}
