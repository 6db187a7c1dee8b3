import express, { type RequestHandler } from 'express';
import { AppError } from '../http/app-error.js';
import type { BillingEventRef } from '../ports/billing.js';
import { applyBillingEvent, type BillingContext } from './apply-billing-event.js';

/**
 * Reads a provider's webhook request: the event it carries, once its signature over the raw body is
 * verified; throws when the signature is missing, wrong or too old.
 */
export type WebhookEvents = (rawBody: Buffer, signature: string | undefined) => BillingEventRef;

/**
 * `POST /api/webhooks/stripe`: the raw body (never parsed as JSON first: the signature covers its
 * bytes), the signature verified (400 otherwise, nothing applied), the event applied once
 * (`applyBillingEvent`; a replay answers 200 and changes nothing). A failure while applying answers
 * 500, so that the provider delivers the event again. Each delivery's outcome is counted.
 */
export function webhookRoute(ctx: BillingContext, events: WebhookEvents): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: '512kb' }),
    async (req, res) => {
      const body: unknown = req.body;
      let event: BillingEventRef;
      try {
        event = events(Buffer.isBuffer(body) ? body : Buffer.alloc(0), req.get('stripe-signature'));
      } catch {
        ctx.outcomes?.webhook('invalid-signature');
        throw new AppError('VALIDATION_FAILED', 'The webhook signature is missing or not valid');
      }
      const applied = await applyBillingEvent(ctx, event).catch((error: unknown) => {
        ctx.outcomes?.webhook('failed');
        throw error;
      });
      ctx.outcomes?.webhook(applied ? 'applied' : 'duplicate');
      res.setHeader('Cache-Control', 'no-store');
      res.json({ received: true, duplicate: !applied });
    },
  ];
}
