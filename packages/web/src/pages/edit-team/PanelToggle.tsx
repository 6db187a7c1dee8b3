/** Whether a panel shows its body, and how to change it (absent: always open, no toggle). */
export interface PanelCollapse {
  readonly open: boolean;
  readonly onToggle: () => void;
}

/** The section's class: collapsed panels show their head only. */
export function panelClass(base: string, collapse: PanelCollapse | undefined): string {
  return collapse && !collapse.open ? `${base} is-collapsed` : base;
}

/**
 * Show / Hide for a collapsible panel (a disclosure button in its head): 'Show What-if scenarios'
 * while collapsed, 'Hide …' while open; it controls the panel's section.
 */
export function PanelToggle({
  collapse,
  title,
  controls,
}: {
  collapse: PanelCollapse | undefined;
  title: string;
  /** The id of the panel's section. */
  controls: string;
}) {
  if (!collapse) return null;
  return (
    <button
      type="button"
      className="button button-small panel-toggle"
      aria-expanded={collapse.open}
      aria-controls={controls}
      onClick={collapse.onToggle}
    >
      {collapse.open ? 'Hide' : 'Show'}
      <span className="visually-hidden"> {title}</span>
    </button>
  );
}
