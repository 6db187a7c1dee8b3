import {
  DEFAULT_PORT,
  type WaitlistCountResponse,
  type WaitlistEntry,
  waitlistExportFilename,
  waitlistSourceLabel,
} from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../api/client.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { StatCard, TabError, When } from './AdminTable.js';
import { adminErrorMessage, type DateOptions, formatDateTime } from './admin-view.js';
import { type AdminColumns, DataTable } from './DataTable.js';
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
  const clipboard = useCopyEmail();
  const refresh = () => {
    void count.refetch();
    void emails.refetch();
  };
  const refreshing = count.isFetching || emails.isFetching;
  const failed = count.error ?? emails.error;

  return (
    <div className="admin-tab">
      <WaitlistActions onRefresh={refresh} refreshing={refreshing} />
      {failed && (
        <TabError message={adminErrorMessage(failed, 'waitlist')} onRetry={refresh} retrying={refreshing} />
      )}
      {count.data && <WaitlistSummary count={count.data} dates={dates} />}
      <div role="status" className="admin-live">
        {clipboard.copied && `Copied ${clipboard.copied} to the clipboard.`}
      </div>
      {clipboard.failed && (
        <div role="alert" className="notice notice-error">
          {clipboard.failed}
        </div>
      )}
      {emails.isPending && <p role="status">Loading the waitlist…</p>}
      {emails.data && (
        <WaitlistTable
          entries={emails.data.emails}
          dates={dates}
          copied={clipboard.copied}
          onCopy={clipboard.copy}
        />
      )}
      <SetupInstructions />
    </div>
  );
}

/** Copying an address to the clipboard: the one just copied (for 3 s), or why it could not be. */
function useCopyEmail() {
  const [copied, showCopied] = useTimedMessage();
  const [failed, setFailed] = useState<string | null>(null);
  const copy = useCallback(
    (email: string) => {
      setFailed(null);
      navigator.clipboard.writeText(email).then(
        () => showCopied(email),
        () => setFailed(`Could not copy ${email}: the browser did not allow it.`),
      );
    },
    [showCopied],
  );
  return { copied, failed, copy };
}

/** Export CSV (a download) and Refresh, with the export's failure under them. */
function WaitlistActions({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const exportCsv = useMutation({
    mutationFn: () => api.waitlist.exportCsv(),
    onSuccess: (csv) => downloadText(csv, waitlistExportFilename(new Date())),
  });
  return (
    <>
      <div className="button-row admin-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => exportCsv.mutate()}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
        <button type="button" className="button" onClick={onRefresh} disabled={refreshing}>
          Refresh
        </button>
      </div>
      {exportCsv.isError && (
        <div role="alert" className="notice notice-error">
          {adminErrorMessage(exportCsv.error, 'export')}
        </div>
      )}
    </>
  );
}

/** The cards: total sign-ups, the latest one's date and the latest few addresses. */
function WaitlistSummary({ count, dates }: { count: WaitlistCountResponse; dates: DateOptions | undefined }) {
  const latest = count.recentSignups[0]?.signupDate ?? null;
  return (
    <div className="grid stat-grid">
      <StatCard title="Total signups" value={count.count.toLocaleString('en-US')} />
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
          count.recentSignups.length === 0 ? (
            <span className="muted">None yet</span>
          ) : (
            <ul className="recent-list">
              {count.recentSignups.map((entry) => (
                <li key={entry.email}>{entry.email}</li>
              ))}
            </ul>
          )
        }
      />
    </div>
  );
}

/** Every sign-up: address, when, where from, and a Copy button. */
function WaitlistTable({
  entries,
  dates,
  copied,
  onCopy,
}: {
  entries: readonly WaitlistEntry[];
  dates: DateOptions | undefined;
  copied: string | null;
  onCopy: (email: string) => void;
}) {
  const columns = useMemo<AdminColumns<WaitlistEntry>>(
    () => [
      { id: 'email', header: 'Email', meta: { rowHeader: true }, cell: ({ row }) => row.original.email },
      {
        id: 'signupDate',
        header: 'Signed up',
        cell: ({ row: { original: entry } }) => (
          <When iso={entry.signupDate} text={formatDateTime(entry.signupDate, dates)} />
        ),
      },
      { id: 'source', header: 'Source', cell: ({ row }) => waitlistSourceLabel(row.original.source) },
      {
        id: 'copy',
        header: () => <span className="visually-hidden">Copy</span>,
        cell: ({ row: { original: entry } }) => (
          <button
            type="button"
            className="button button-small"
            aria-label={`Copy ${entry.email}`}
            onClick={() => onCopy(entry.email)}
          >
            {copied === entry.email ? 'Copied' : 'Copy'}
          </button>
        ),
      },
    ],
    [dates, copied, onCopy],
  );
  return (
    <DataTable
      label="Waitlist sign-ups"
      columns={columns}
      rows={entries}
      rowId={(entry) => entry.email}
      empty="No one has signed up yet."
    />
  );
}
