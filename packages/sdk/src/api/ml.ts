import type { RequestOptions } from '../request.js';
import type { Call, RouteOutput } from '../route-types.js';

/** The ML system (spec §7 "Admin"). */
export interface MlApi {
  /** `GET /api/ml/status` (admin): the active model, loaded models, features and metadata. */
  status(options?: RequestOptions): Promise<RouteOutput<'mlStatus'>>;
}

/** The ML group, bound to a client's `call`. */
export function mlApi(call: Call): MlApi {
  return {
    status: (options) => call('mlStatus', {}, options),
  };
}
