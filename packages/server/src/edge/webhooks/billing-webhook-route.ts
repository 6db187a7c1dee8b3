import express, { type RequestHandler } from 'express';
import type { pino } from 'pino';
import { AppError } from '../../errors/app-error.js';
import type { BillingEventRef, WebhookEvents } from '../../ports/billing.js';
import { applyBillingEvent } from '../../use-cases/billing/apply-billing-event.js';
import type { BillingContext } from '../../use-cases/billing/billing-context.js';

/**
 * `POST /api/webhooks/stripe`: the raw body (never parsed as JSON first: the signature covers its
 * bytes), the signature verified (400 otherwise, nothing applied), the event applied once
 * (`applyBillingEvent`; a replay, or a delivery while another applies it, answers 200 "already
 * handled" and changes nothing). An event about a checkout session or subscription the provider
 * does not know is acknowledged (200) and logged: redelivering it would not change that. A failure
 * while applying answers 500 (503 when the provider is out of reach), so that the provider delivers
 * the event again. Each delivery's outcome is counted.
 */
export function webhookRoute(
  ctx: BillingContext,
  events: WebhookEvents,
  logger?: Pick<pino.Logger, 'warn'>,
): RequestHandler[] {
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
      const outcome = await applyBillingEvent(ctx, event).catch((error: unknown) => {
        ctx.outcomes?.webhook('failed');
        throw error;
      });
      if (outcome === 'unknown-object') {
        logger?.warn(
          {
            eventId: event.id,
            eventType: event.type,
            objectType: event.objectType,
            objectId: event.objectId,
          },
          'billing webhook: the payment provider does not know this object; acknowledged, nothing applied',
        );
      }
      ctx.outcomes?.webhook(outcome);
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        received: true,
        duplicate: outcome === 'duplicate',
        ...(outcome === 'unknown-object' && { ignored: 'unknown object' }),
      });
    },
  ];
}
