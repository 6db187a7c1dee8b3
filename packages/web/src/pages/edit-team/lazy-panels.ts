import { lazyNamed } from '../../app/lazy-page.js';

/*
 * The pro panels below the search, each a chunk of its own (issue 28): a free user's editor never
 * loads their code, and a Pro user's shows the roster without waiting for it; they are added below
 * what is on screen once their code has come. The advisor, above the roster on a phone, is not
 * among them: adding it later would push the roster down.
 */
export const ScenariosPanel = lazyNamed(() => import('./ScenariosPanel.js'), 'ScenariosPanel');
export const WaiversAndTradesPanel = lazyNamed(
  () => import('./WaiversAndTradesPanel.js'),
  'WaiversAndTradesPanel',
);
export const HistoryPanel = lazyNamed(() => import('./HistoryPanel.js'), 'HistoryPanel');
