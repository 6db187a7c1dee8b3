import type { Clock } from '../../ports/clock.js';
import { modelCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { ModelAge } from './app-metrics.js';

/**
 * The active model's id and the seconds since its `trainedAt` on the server's clock (the one
 * training stamps it with); `undefined` when no model is active. Reads the id and date alone (the
 * model itself is large), by the `active` index.
 */
export async function activeModelAge(store: Store, clock: Clock): Promise<ModelAge> {
  const [active] = await modelCollections(store).models.find(
    { active: true },
    { projection: { trainedAt: 1 }, limit: 1 },
  );
  if (!active) return undefined;
  const trained = Date.parse(active.trainedAt);
  if (Number.isNaN(trained)) return undefined;
  return { model: active._id, seconds: Math.max(0, (clock.now().getTime() - trained) / 1000) };
}
