import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import type { SeasonCalendar } from '../season/season-calendar.js';

/**
 * What every use case may use: the store, the time, the season clock (the season and week to
 * default to), and the settings that shape the rules.
 */
export interface ServiceContext {
  store: Store;
  clock: Clock;
  calendar: SeasonCalendar;
  /** ADMIN_EMAIL: who the administrator is. */
  adminEmail: string;
  /**
   * ADMIN_ROLE: a role of the roles claim that makes its holder the administrator too; unset (the
   * default), the email rule alone (`use-cases/users/is-admin.ts`).
   */
  adminRole?: string | null;
}
