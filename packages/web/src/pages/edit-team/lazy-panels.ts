import { lazyPage } from '../../app/lazy-page.js';

/*
 * The pro panels below the search, each a chunk of its own (issue 28): a free user's editor never
 * loads their code, and a Pro user's shows the roster without waiting for it; they are added below
 * what is on screen once their code has come. The advisor, above the roster on a phone, is not
 * among them: adding it later would push the roster down.
 */
export const ScenariosPanel = lazyPage(async () => ({
  default: (await import('./ScenariosPanel.js')).ScenariosPanel,
}));
export const WaiversAndTradesPanel = lazyPage(async () => ({
  default: (await import('./WaiversAndTradesPanel.js')).WaiversAndTradesPanel,
}));
export const HistoryPanel = lazyPage(async () => ({
  default: (await import('./HistoryPanel.js')).HistoryPanel,
}));
