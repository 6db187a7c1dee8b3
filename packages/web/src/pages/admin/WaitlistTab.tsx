import { DEFAULT_PORT, waitlistExportFilename, waitlistSourceLabel } from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { StatCard, TabError, TableFrame, When } from './AdminTable.js';
import { adminErrorMessage, type DateOptions, formatDateTime } from './admin-view.js';
import { downloadText } from './download.js';
import { useWaitlistCount, useWaitlistEmails } from './queries.js';

/** The setup panel (spec §2): how mail and the port are set, with the server's real variable names. */
function SetupInstructions() {
  return (
    <section className="card setup-panel" aria-labelledby="setup-heading">
      <h3 id="setup-heading">Setup instructions</h3>
      <p>
        The waitlist is kept by the Lineup Lab server itself: sign-ups from the landing page are listed here
        and in the CSV export (no mail is sent for them). The server's mail (sign-up confirmations, contact
        messages) goes out through SMTP once these environment variables are set:
      </p>
      <dl className="setup-list">
        <div>
          <dt>
            <code>SMTP_URL</code>
          </dt>
          <dd>
            The mail server, <code>smtp://user:password@host:587</code> or <code>smtps://…</code>. Without it,
            mail is kept in the server's outbox and logged instead of sent.
          </dd>
        </div>
        <div>
          <dt>
            <code>MAIL_FROM</code>
          </dt>
          <dd>
            The sender address (default <code>no-reply@lineup-lab.local</code>).
          </dd>
        </div>
        <div>
          <dt>
            <code>SUPPORT_EMAIL</code>
          </dt>
          <dd>
            Where contact messages are delivered (default <code>ADMIN_EMAIL</code>, the administrator).
          </dd>
        </div>
        <div>
          <dt>
            <code>PORT</code>
          </dt>
          <dd>
            The port the server (the app and its API, the waitlist included) listens on; default{' '}
            <code>{DEFAULT_PORT}</code>.
          </dd>
        </div>
      </dl>
      <p className="muted">Restart the server after changing them.</p>
    </section>
  );
}

/**
 * The Waitlist tab (spec §2): total, the 5 latest and the latest date; every sign-up with its date
 * and time and source ('landing_page' shown as 'Landing Page') and a copy-to-clipboard button;
 * Export CSV (`waitlist-emails-{date}.csv`), Refresh, and the setup instructions.
 */
export function WaitlistTab({ dates }: { dates?: DateOptions }) {
  const count = useWaitlistCount();
  const emails = useWaitlistEmails();
  const [copied, showCopied] = useTimedMessage();
  const [copyFailed, setCopyFailed] = useState<string | null>(null);

  const exportCsv = useMutation({
    mutationFn: () => api.waitlist.exportCsv(),
    onSuccess: (csv) => downloadText(csv, waitlistExportFilename(new Date())),
  });
  const copy = (email: string) => {
    setCopyFailed(null);
    navigator.clipboard.writeText(email).then(
      () => showCopied(email),
      () => setCopyFailed(`Could not copy ${email}: the browser did not allow it.`),
    );
  };
  const refresh = () => {
    void count.refetch();
    void emails.refetch();
  };
  const failed = count.error ?? emails.error;
  const latest = count.data?.recentSignups[0]?.signupDate ?? null;

  return (
    <div className="admin-tab">
      <div className="button-row admin-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => exportCsv.mutate()}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
        <button
          type="button"
          className="button"
          onClick={refresh}
          disabled={count.isFetching || emails.isFetching}
        >
          Refresh
        </button>
      </div>
      {exportCsv.isError && (
        <div role="alert" className="notice notice-error">
          {adminErrorMessage(exportCsv.error, 'export')}
        </div>
      )}
      {failed && (
        <TabError
          message={adminErrorMessage(failed, 'waitlist')}
          onRetry={refresh}
          retrying={count.isFetching || emails.isFetching}
        />
      )}
      {count.data && (
        <div className="grid stat-grid">
          <StatCard title="Total signups" value={count.data.count.toLocaleString('en-US')} />
          <StatCard
            title="Latest signup"
            text
            value={latest ? <When iso={latest} text={formatDateTime(latest, dates)} /> : 'None yet'}
          />
          <StatCard
            title="Recent signups"
            text
            wide
            value={
              count.data.recentSignups.length === 0 ? (
                <span className="muted">None yet</span>
              ) : (
                <ul className="recent-list">
                  {count.data.recentSignups.map((entry) => (
                    <li key={entry.email}>{entry.email}</li>
                  ))}
                </ul>
              )
            }
          />
        </div>
      )}
      <div role="status" className="admin-live">
        {copied && `Copied ${copied} to the clipboard.`}
      </div>
      {copyFailed && (
        <div role="alert" className="notice notice-error">
          {copyFailed}
        </div>
      )}
      {emails.isPending && <p role="status">Loading the waitlist…</p>}
      {emails.data && (
        <TableFrame label="Waitlist sign-ups">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Signed up</th>
                <th scope="col">Source</th>
                <th scope="col">
                  <span className="visually-hidden">Copy</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {emails.data.emails.length === 0 && (
                <tr>
                  <td colSpan={4} className="muted">
                    No one has signed up yet.
                  </td>
                </tr>
              )}
              {emails.data.emails.map((entry) => (
                <tr key={entry.email}>
                  <th scope="row" className="cell-name">
                    {entry.email}
                  </th>
                  <td>
                    <When iso={entry.signupDate} text={formatDateTime(entry.signupDate, dates)} />
                  </td>
                  <td>{waitlistSourceLabel(entry.source)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={`Copy ${entry.email}`}
                      onClick={() => copy(entry.email)}
                    >
                      {copied === entry.email ? 'Copied' : 'Copy'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <SetupInstructions />
    </div>
  );
}
