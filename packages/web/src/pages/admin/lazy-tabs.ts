import { lazyNamed } from '../../app/lazy-page.js';
import type { AdminTab } from './admin-view.js';

/*
 * Every tab but Overview is a chunk of its own, fetched on first use (issue 28): the dashboard opens
 * on Overview, which needs neither their code nor TanStack Table. A tab whose code has arrived
 * renders at once (`lazyNamed`); until then the panel shows its Suspense fallback.
 */
export const UsersTab = lazyNamed(() => import('./UsersTab.js'), 'UsersTab');
export const LineupsTab = lazyNamed(() => import('./LineupsTab.js'), 'LineupsTab');
export const PlayersTab = lazyNamed(() => import('./PlayersTab.js'), 'PlayersTab');
export const WeeklyTab = lazyNamed(() => import('./WeeklyTab.js'), 'WeeklyTab');
export const MlSystemTab = lazyNamed(() => import('./MlSystemTab.js'), 'MlSystemTab');
export const WaitlistTab = lazyNamed(() => import('./WaitlistTab.js'), 'WaitlistTab');
export const MessagesTab = lazyNamed(() => import('./MessagesTab.js'), 'MessagesTab');
export const AuditTab = lazyNamed(() => import('./AuditTab.js'), 'AuditTab');

const LAZY_TABS: Record<Exclude<AdminTab, 'overview'>, { preload: () => Promise<unknown> }> = {
  users: UsersTab,
  lineups: LineupsTab,
  players: PlayersTab,
  weekly: WeeklyTab,
  ml: MlSystemTab,
  waitlist: WaitlistTab,
  messages: MessagesTab,
  audit: AuditTab,
};

// A failed fetch is not an error here: the tab's own render asks again and shows the failure.
const ignore = () => {};

/** Fetches one tab's code (Overview has none of its own): the tab named in a link, before the dashboard shows. */
export function preloadTab(tab: AdminTab): void {
  if (tab !== 'overview') LAZY_TABS[tab].preload().catch(ignore);
}

let preloaded = false;

/**
 * Fetches every tab's code, once, when the user reaches for the tab list (pointer or focus in
 * it, a key there), so that a switch is instant; never on page load, which stays Overview's alone.
 */
export function preloadTabs(): void {
  if (preloaded) return;
  preloaded = true;
  for (const tab of Object.values(LAZY_TABS)) tab.preload().catch(ignore);
}
