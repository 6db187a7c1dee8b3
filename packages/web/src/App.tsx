import { type ServerHealth, useServerHealth } from './use-server-health.js';

function healthText(health: ServerHealth): string {
  switch (health.state) {
    case 'checking':
      return 'Server: checking…';
    case 'ok':
      return 'Server: ok';
    case 'unavailable':
      return `Server: unavailable. ${health.message}`;
  }
}

/** Placeholder landing page until the real screens arrive. */
export function App() {
  const health = useServerHealth();
  return (
    <main className="landing">
      <h1>Lineup Lab</h1>
      <p className="lead">Fantasy football team management and start/sit advice. The app is coming soon.</p>
      <p className={`health health-${health.state}`} role="status" aria-live="polite">
        {healthText(health)}
        {health.state === 'ok' && <span className="version"> (version {health.version})</span>}
      </p>
    </main>
  );
}
