import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Collection, Store } from '../../ports/store.js';
import type { OidcArtefact } from '../../records/oidc-artefact-record.js';

/** Models whose artefacts belong to a grant and go when the grant is revoked. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

function toPayload(artefact: OidcArtefact): AdapterPayload {
  const parsed: unknown = JSON.parse(artefact.payload);
  if (typeof parsed !== 'object' || parsed === null) return {};
  const payload = parsed as AdapterPayload;
  return artefact.consumed === undefined ? payload : { ...payload, consumed: artefact.consumed };
}

class StoreAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly artefacts: Collection<OidcArtefact>,
    private readonly clock: Clock,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  private live(artefact: OidcArtefact | null): AdapterPayload | undefined {
    if (!artefact) return undefined;
    if (artefact.expiresAt && Date.parse(artefact.expiresAt) <= this.clock.now().getTime()) return undefined;
    return toPayload(artefact);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const set: Partial<OidcArtefact> = { model: this.model, payload: JSON.stringify(payload) };
    const unset: { expiresAt?: true; consumed?: true } = {};
    if (typeof expiresIn === 'number') {
      set.expiresAt = new Date(this.clock.now().getTime() + expiresIn * 1000).toISOString();
    } else {
      unset.expiresAt = true;
    }
    if (typeof payload.consumed === 'number') set.consumed = payload.consumed;
    else unset.consumed = true;
    if (GRANTABLE.has(this.model) && typeof payload.grantId === 'string') set.grantId = payload.grantId;
    if (typeof payload.userCode === 'string') set.userCode = payload.userCode;
    if (this.model === 'Session' && typeof payload.uid === 'string') set.uid = payload.uid;
    await this.artefacts.updateOne(
      { _id: this.key(id) },
      Object.keys(unset).length > 0 ? { $set: set, $unset: unset } : { $set: set },
      { upsert: true },
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(await this.artefacts.findOne({ _id: this.key(id) }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.live(await this.artefacts.findOne({ model: this.model, userCode }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.live(await this.artefacts.findOne({ model: this.model, uid }));
  }

  async consume(id: string): Promise<void> {
    await this.artefacts.updateOne(
      { _id: this.key(id) },
      { $set: { consumed: Math.floor(this.clock.now().getTime() / 1000) } },
    );
  }

  async destroy(id: string): Promise<void> {
    await this.artefacts.deleteOne({ _id: this.key(id) });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.artefacts.deleteMany({ grantId });
  }
}

/** oidc-provider's persistence over the store port, and the housekeeping that goes with it. */
export interface OidcStoreAdapter {
  /** Pass as `adapter` in the provider configuration. */
  factory: AdapterFactory;
  /** Deletes artefacts whose time is over; returns how many. */
  sweepExpired(): Promise<number>;
}

/**
 * oidc-provider's Adapter over the store (collection `oidc`): one document per artefact keyed
 * `Model:id`, with `expiresAt`, `consumed`, and the `grantId` / `userCode` / `uid` lookups (indexed
 * by `ensureIndexes`, ports/collections.ts). Expired artefacts are never returned and are removed by
 * `sweepExpired`.
 */
export function createOidcStoreAdapter(store: Store, clock: Clock): OidcStoreAdapter {
  const artefacts = COLLECTIONS.oidc.of(store);
  return {
    factory: (model) => new StoreAdapter(model, artefacts, clock),
    async sweepExpired() {
      const { deletedCount } = await artefacts.deleteMany({ expiresAt: { $lt: clock.now().toISOString() } });
      return deletedCount;
    },
  };
}
