import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS, type AdminTab, type TabCounts, tabFromParam, tabLabel } from './admin-view.js';

/**
 * The dashboard's tabs (WAI-ARIA tabs pattern): a tab list whose arrow keys, Home and End move
 * between tabs, and the active tab's panel. The active tab is in the URL (`?tab=users`), so a
 * reload or a link opens it; Overview has none.
 */
export function AdminTabs({
  counts,
  onIntent,
  children,
}: {
  counts: TabCounts;
  /** The user reaches for the tabs (pointer over or focus in the tab list, a key there): a switch may follow. */
  onIntent: () => void;
  children: (tab: AdminTab) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const active = tabFromParam(params.get('tab'));
  const base = useId();
  const tabs = useRef(new Map<AdminTab, HTMLButtonElement>());

  const select = (tab: AdminTab, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
    if (focus) tabs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    onIntent();
    const index = ADMIN_TABS.indexOf(active);
    const to = {
      ArrowRight: (index + 1) % ADMIN_TABS.length,
      ArrowLeft: (index - 1 + ADMIN_TABS.length) % ADMIN_TABS.length,
      Home: 0,
      End: ADMIN_TABS.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(ADMIN_TABS[to] as AdminTab, true);
  };

  return (
    <>
      <div
        className="admin-tablist"
        role="tablist"
        aria-label="Admin sections"
        onKeyDown={onKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {ADMIN_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              if (node) tabs.current.set(tab, node);
              else tabs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className="admin-tab-button"
            onClick={() => select(tab)}
          >
            {tabLabel(tab, counts)}
          </button>
        ))}
      </div>
      <div
        className="admin-panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${active}`}
      >
        <h2 className="visually-hidden">{tabLabel(active)}</h2>
        {children(active)}
      </div>
    </>
  );
}
