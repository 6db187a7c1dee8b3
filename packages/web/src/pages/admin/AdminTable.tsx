import type { Pagination } from '@lineup-lab/core';
import { type ReactNode, useId } from 'react';
import { pageLabel } from './table-query.js';

/**
 * A table in a panel of its own that scrolls sideways when the screen is narrower than the table
 * (the page itself never does). The panel is a labelled, focusable region so that keyboard users
 * can scroll it too.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1).
    <section className="table-wrap admin-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** 'Page X of Y' with Previous and Next (spec §2). */
export function Pager({
  pagination,
  onPage,
  label,
  busy,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** What the pages are of, for the navigation's name: 'Users pages'. */
  label: string;
  busy?: boolean;
}) {
  const { current_page: page, total_pages: pages } = pagination;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button-small"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1 || busy}
      >
        Previous
      </button>
      <span className="pager-label" aria-live="polite">
        {pageLabel(pagination)}
      </span>
      <button
        type="button"
        className="button button-small"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages || busy}
      >
        Next
      </button>
    </nav>
  );
}

/** A labelled select of numbers or words. */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="field admin-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled search box. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field admin-field admin-field-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A tab's failed load (spec §8 "Admin tab errors"), with Retry. */
export function TabError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="notice notice-error admin-error">
      <p>{message}</p>
      <button type="button" className="button button-small" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

/** A count or a figure on a summary card, with its name and a line under it. */
export function StatCard({
  title,
  value,
  detail,
  text,
  wide,
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  /** The value is a name or a date, shown smaller than a count. */
  text?: boolean;
  /** Two columns wide where there is room (a list). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'card stat-card stat-card-wide' : 'card stat-card'}>
      <h3 className="stat-title">{title}</h3>
      <div className={text ? 'stat-value stat-value-text' : 'stat-value'}>{value}</div>
      {detail && <p className="stat-detail muted">{detail}</p>}
    </div>
  );
}

/** A date (or date and time) in a `<time>` element, as the viewer reads it. */
export function When({ iso, text }: { iso: string; text: string }) {
  return <time dateTime={iso}>{text}</time>;
}

/** The page sizes offered as select options. */
export function sizeOptions<S extends number>(
  sizes: readonly S[],
  all = 'All',
): { value: S; label: string }[] {
  return sizes.map((size) => ({ value: size, label: size === 0 ? all : String(size) }));
}
