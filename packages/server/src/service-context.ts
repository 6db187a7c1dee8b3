import type { Clock } from './ports/clock.js';
import type { Store } from './ports/store.js';

/** What every use case may use: the store, the time, and the settings that shape the rules. */
export interface ServiceContext {
  store: Store;
  clock: Clock;
  /** ADMIN_EMAIL: who the administrator is. */
  adminEmail: string;
}
