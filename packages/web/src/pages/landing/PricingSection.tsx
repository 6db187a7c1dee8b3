import type { Plan } from '@lineup-lab/core';
import { SignInButton } from '../../components/SiteNav.js';
import { PRO_FROM_TEXT, pricingCards } from './pricing.js';

export interface PricingSectionProps {
  /** The plans call's answer; `undefined` while it loads or when it failed. */
  plans: readonly Plan[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Pricing (spec §2 landing, §9): the plans the server offers, the free plan always among them. */
export function PricingSection({ plans, loading, failed }: PricingSectionProps) {
  const cards = pricingCards(plans);
  return (
    <section className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Pricing</h2>
      <p className="pricing-from">{PRO_FROM_TEXT}</p>
      {loading && (
        <p role="status" className="muted">
          Loading plans…
        </p>
      )}
      {failed && (
        <p className="muted">Paid plan details could not be loaded right now. Please try again later.</p>
      )}
      <ul className="plan-list">
        {cards.map((card) => (
          <li key={card.id} className={card.featured ? 'card plan-card plan-featured' : 'card plan-card'}>
            <h3>{card.name}</h3>
            {card.featured && <p className="badge badge-pro">Best value</p>}
            <p className="plan-price">
              <span className="plan-amount">{card.price}</span> <span className="muted">{card.interval}</span>
            </p>
            {card.savings && <p className="plan-savings">{card.savings}</p>}
            {card.note && <p className="muted">{card.note}</p>}
            <ul className="plan-features">
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <SignInButton
              returnTo={card.free ? '/dashboard' : '/billing'}
              signUp
              className={card.featured ? 'button button-primary' : 'button'}
            >
              {card.free ? 'Start free' : `Choose ${card.name}`}
            </SignInButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
