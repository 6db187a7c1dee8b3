/**
 * A price held in cents, as the product shows it (spec §9): divided by 100, two decimals, in dollars.
 * @example formatPrice(1500) // '$15.00'
 * @example formatPrice(599) // '$5.99'
 */
export function formatPrice(cents: number): string {
  return `$${(Math.round(cents) / 100).toFixed(2)}`;
}
