import type { ZodType, z } from 'zod';
import type { ApiRequest, RequestOptions } from './request.js';

/** The request core bound to one client's settings; what each group of calls is given. */
export type Send = <S extends ZodType>(call: ApiRequest<S>, options?: RequestOptions) => Promise<z.output<S>>;
