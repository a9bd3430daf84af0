// The rules' words of the Pyramids table (what a god tile lets its holder build, what an
// edifice takes a turn, the card kept, how the tomb and the largest group score): the engine's
// help table (texts.HELP). ui/help.js.

import { createHelp } from "../../ui/help.js";

export const { setHelp, help } = createHelp();
