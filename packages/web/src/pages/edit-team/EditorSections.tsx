import type { MouseEvent } from 'react';
import { ADVISOR_PANEL_ID } from './AdvisorPanel.js';
import type { ProPanelName } from './ProPanels.js';
import { HISTORY_PANEL_ID, MOVES_PANEL_ID, SCENARIOS_PANEL_ID } from './panel-ids.js';

/** The id of the search's section. */
export const SEARCH_SECTION_ID = 'editor-search';

interface Section {
  readonly id: string;
  readonly label: string;
  /** The pro panel it opens first (collapsed panels open when reached from the bar). */
  readonly panel?: ProPanelName;
}

/** The sections the bar offers: the roster and search for everyone, the pro panels for those who have them. */
export function editorSections(panels: Partial<Record<ProPanelName, boolean>> | null): Section[] {
  return [
    { id: 'lineup-heading', label: 'Lineup' },
    { id: 'bench-heading', label: 'Bench' },
    { id: SEARCH_SECTION_ID, label: 'Add players' },
    ...(panels?.advisor ? [{ id: ADVISOR_PANEL_ID, label: 'Advisor', panel: 'advisor' as const }] : []),
    ...(panels?.scenarios
      ? [{ id: SCENARIOS_PANEL_ID, label: 'Scenarios', panel: 'scenarios' as const }]
      : []),
    ...(panels?.moves ? [{ id: MOVES_PANEL_ID, label: 'Waivers & trades', panel: 'moves' as const }] : []),
    ...(panels?.history ? [{ id: HISTORY_PANEL_ID, label: 'History', panel: 'history' as const }] : []),
  ];
}

/**
 * The editor's sections from the top (a sticky bar, so that on a phone the search, the advisor and
 * the scenarios are one tap away wherever the page is scrolled): each link opens its panel when it
 * is collapsed, scrolls to it and moves the focus there (the search: its text box).
 */
export function EditorSections({
  sections,
  onOpenPanel,
}: {
  sections: readonly Section[];
  onOpenPanel: (panel: ProPanelName) => void;
}) {
  const go = (event: MouseEvent<HTMLAnchorElement>, section: Section) => {
    event.preventDefault();
    if (section.panel) onOpenPanel(section.panel);
    // Once an opened panel has rendered its body.
    window.setTimeout(() => {
      const target = document.getElementById(section.id);
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      const focus =
        target.querySelector<HTMLElement>('input[type="search"]') ??
        (target.matches('h2') ? target : target.querySelector<HTMLElement>('h2'));
      if (focus && !focus.matches('input') && !focus.hasAttribute('tabindex')) focus.tabIndex = -1;
      focus?.focus({ preventScroll: true });
    }, 0);
  };
  return (
    <nav className="editor-sections" aria-label="Editor sections">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => go(event, section)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
