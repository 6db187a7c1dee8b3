/*
 * The ids of the pro panels the section bar links to, apart from the panels themselves: those
 * below the search are loaded lazily (`lazy-panels.ts`), and the bar must not bring their code.
 */

/** The what-if scenarios' section. */
export const SCENARIOS_PANEL_ID = 'editor-scenarios';
/** The waivers-and-trades panel. */
export const MOVES_PANEL_ID = 'editor-moves';
/** The 30-day history's section. */
export const HISTORY_PANEL_ID = 'editor-history';
