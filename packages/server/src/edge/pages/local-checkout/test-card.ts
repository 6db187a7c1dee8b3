/** Stripe's test card numbers the local checkout knows, and what each does. */
const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** The card form of the local checkout. */
export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** What paying with a card gives: paid, or the error to show (on a field, or for the whole form). */
export type CardOutcome = { ok: true } | { ok: false; field: keyof CardForm | null; message: string };

/**
 * Checks a test card as Stripe's test mode does: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined, any other number is refused; the expiry (MM/YY) must not be past at `now` and the CVC
 * is 3 or 4 digits. Spaces and dashes in the number are ignored.
 * @example chargeTestCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'A' }, now) // { ok: true }
 */
export function chargeTestCard(form: CardForm, now: Date): CardOutcome {
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (!form.name.trim()) return { ok: false, field: 'name', message: 'Enter the name on the card' };
  if (!/^\d{12,19}$/.test(number))
    return { ok: false, field: 'cardNumber', message: 'Your card number is incomplete' };
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, field: 'expiry', message: "Your card's expiry date is incomplete (MM/YY)" };
  }
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (endOfMonth <= now.getTime()) {
    return { ok: false, field: 'expiry', message: "Your card's expiry date is in the past" };
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) {
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete" };
  }
  if (number === TEST_CARDS.declined) return { ok: false, field: null, message: 'Your card was declined.' };
  if (number !== TEST_CARDS.succeeds) {
    return {
      ok: false,
      field: 'cardNumber',
      message:
        'This is a test checkout: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined)',
    };
  }
  return { ok: true };
}
