// The rules' words beside the Pax Pamir board (what an impact icon, an action, an ability or
// an event does; the market cost and ruling rules; dominance; the region names): the engine's
// help table (describe.help_table, with the rule figures filled in from data.py). ui/help.js.

import { createHelp } from "../../ui/help.js";

export const { setHelp, help, helpName } = createHelp();
