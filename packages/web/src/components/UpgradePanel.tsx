import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The upgrade call-out shown to free users at a limit, linking to the plans at /billing. */
export function UpgradePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="upgrade-panel" aria-label={title}>
      <h2>{title}</h2>
      <div>{children}</div>
      <Link className="button button-primary" to="/billing">
        Upgrade to Pro
      </Link>
    </section>
  );
}
