// The rules' words of the Troyes table (card, event and character names and texts, what a
// space, a die or a cost means, the notes on provisional numbers): the engine's help table
// (describe.help_table), by card id. ui/help.js.

import { createHelp } from "../../ui/help.js";

export const { setHelp, help } = createHelp();
