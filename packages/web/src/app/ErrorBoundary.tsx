import { Component, type ReactNode } from 'react';

/** Shown instead of a page that fails to load or throws while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page page-narrow">
        <div role="alert" className="notice notice-error">
          <h1>Something went wrong</h1>
          <p>This page could not be shown. Reloading usually helps.</p>
          <a href="/">Back to the home page</a>
        </div>
      </main>
    );
  }
}
