// The rules' words of the Mexica table (what an action costs, what a space, a calpulli or a
// marker does, what comes in period 2): the engine's help table (texts.HELP). ui/help.js.

import { createHelp } from "../../ui/help.js";

export const { setHelp, help } = createHelp();
