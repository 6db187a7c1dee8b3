import { CONTACT, type ContactForm, contactPrefill } from '@lineup-lab/core';
import { NETWORK_ERROR_MESSAGE } from '@lineup-lab/sdk';
import {
  type Dispatch,
  type KeyboardEvent,
  lazy,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useSession } from '../auth/use-session.js';
import type { ContactPanelProps } from './ContactPanel.js';
import {
  type ContactAction,
  type ContactCheck,
  type ContactField,
  type ContactState,
  contactReducer,
  failureAction,
  INITIAL_CONTACT_STATE,
} from './contact-state.js';
import { OPEN_CONTACT_EVENT, type OpenContactOptions } from './open-contact.js';
import './contact-widget.css';

/** Shown instead of the form when its chunk cannot be fetched (offline): the app itself stays up. */
function PanelUnavailable({ id, onClose }: ContactPanelProps) {
  return (
    <div id={id} className="contact-unavailable" role="alert">
      <p>{NETWORK_ERROR_MESSAGE}</p>
      <button type="button" className="button button-small" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

// The form is its own chunk, fetched when the toggle is first hovered or focused (or on first open):
// every page ships only the toggle.
const loadPanel = () => import('./ContactPanel.js');
const ContactPanel = lazy(() => loadPanel().catch(() => ({ default: PanelUnavailable })));
const preloadPanel = () => {
  loadPanel().catch(() => {});
};

// The SDK is loaded with the first call (contact-calls.ts): the widget is on every page.
const calls = () => import('./contact-calls.js');
const sendToSupport = async (form: ContactForm) => (await calls()).sendToSupport(form);
const askPrioritySupport = async () => (await calls()).askPrioritySupport();

export interface ContactWidgetProps {
  /** Sends a checked message (default: `POST /api/contact` through the SDK). Tests pass their own. */
  send?: (form: ContactForm) => Promise<unknown>;
  /**
   * Whether the signed-in user has priority support (default: their tier from
   * `GET /api/user/subscription-status`, Pro or exempt). Asked each time the form opens signed in.
   */
  prioritySupport?: () => Promise<boolean>;
}

/**
 * The contact-support widget on every page (spec §2, §4, §5, §8): a toggle in the bar at the end of
 * the page opens a non-modal panel with the form. The toggle sits in the page's flow, not floating
 * over it, so that it never covers content, at any width and scroll position (issue 28); the panel,
 * opened on purpose, floats at the bottom right. Escape or the close button closes it and gives focus
 * back to the toggle; `openContact()` opens it from anywhere. State transitions are
 * `contactReducer`'s; this component adds the server call, the 3 s auto-close, the 429 countdown and,
 * for a signed-in user, whether to promise priority support's shorter response (the server decides
 * the message's priority itself, from the tier it holds).
 */
export function ContactWidget({
  send = sendToSupport,
  prioritySupport = askPrioritySupport,
}: ContactWidgetProps) {
  const session = useSession();
  const [state, dispatch] = useReducer(contactReducer, INITIAL_CONTACT_STATE);
  const panelId = useId();
  const isOpen = state.status !== 'closed';
  const user = session?.user;
  const sub = user?.sub ?? null;
  const { toggle, panel, open, close } = useOpenAndFocus({ isOpen, user, dispatch });

  useResetOnUserChange(sub, dispatch);

  const priority = usePrioritySupport({ isOpen, sub, prioritySupport });
  useContactDelivery({ state, dispatch, send, close });

  const onEdit = useCallback(
    (field: ContactField, value: string) => dispatch({ type: 'edit', field, value }),
    [],
  );
  const onSubmit = useCallback(
    (check: ContactCheck) => dispatch({ type: 'submit', now: Date.now(), check }),
    [],
  );
  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) close();
  };

  return (
    <aside className="contact-widget" aria-label="Support">
      <p className="contact-widget-lead">Questions or a problem?</p>
      <ContactToggle
        ref={toggle}
        isOpen={isOpen}
        panelId={panelId}
        onClick={isOpen ? close : () => open()}
        onKeyDown={onToggleKey}
      />
      {isOpen && (
        <Suspense fallback={null}>
          <ContactPanel
            ref={panel}
            id={panelId}
            state={state}
            priority={priority}
            onEdit={onEdit}
            onSubmit={onSubmit}
            onClose={close}
          />
        </Suspense>
      )}
    </aside>
  );
}

/** The toggle at the end of the page: opens and closes the panel, and fetches the form's chunk early. */
function ContactToggle({
  ref,
  isOpen,
  panelId,
  onClick,
  onKeyDown,
}: {
  ref: Ref<HTMLButtonElement>;
  isOpen: boolean;
  panelId: string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="contact-toggle"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
    >
      <svg className="contact-toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6v2h2V9H7Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z"
        />
      </svg>
      <span className="contact-toggle-text">Message support</span>
    </button>
  );
}

/** Another user signed in, or the user signed out: the draft may hold the previous address, so it is reset. */
function useResetOnUserChange(sub: string | null, dispatch: Dispatch<ContactAction>) {
  const lastSub = useRef(sub);
  useEffect(() => {
    if (lastSub.current === sub) return;
    lastSub.current = sub;
    dispatch({ type: 'reset' });
  }, [sub, dispatch]);
}

/**
 * Priority support is the signed-in user's (Pro or exempt), asked when the form opens: the tier may
 * have changed since (an upgrade), and a visitor who is not signed in has the standard promise.
 */
function usePrioritySupport({
  isOpen,
  sub,
  prioritySupport,
}: {
  isOpen: boolean;
  sub: string | null;
  prioritySupport: () => Promise<boolean>;
}): boolean {
  const [priority, setPriority] = useState<{ sub: string; value: boolean } | null>(null);
  useEffect(() => {
    if (!isOpen || sub === null) return;
    let current = true;
    prioritySupport().then(
      (value) => {
        if (current) setPriority({ sub, value });
      },
      () => {}, // unknown: the standard promise stays
    );
    return () => {
      current = false;
    };
  }, [isOpen, sub, prioritySupport]);
  return priority !== null && priority.sub === sub && priority.value;
}

/** Sending an accepted message, the panel's auto-close after a success, and a 429's countdown. */
function useContactDelivery({
  state,
  dispatch,
  send,
  close,
}: {
  state: ContactState;
  dispatch: Dispatch<ContactAction>;
  send: (form: ContactForm) => Promise<unknown>;
  close: () => void;
}) {
  // `outgoing` is a new object per accepted submission, so each one is sent exactly once. The call
  // is made directly (not through React Query): the widget is on every page, the landing page too,
  // which ships without React Query to stay small.
  useEffect(() => {
    if (!state.outgoing) return;
    send(state.outgoing).then(
      () => dispatch({ type: 'sent' }),
      (error: unknown) => dispatch(failureAction(error, Date.now())),
    );
  }, [state.outgoing, send, dispatch]);

  // Success: the panel closes itself after 3 s (spec §4, §9), which clears the form.
  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = window.setTimeout(close, CONTACT.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [state.status, close]);

  // A 429's countdown, once a second until sending is allowed again.
  const blocked = state.blockedUntil !== null;
  useEffect(() => {
    if (!blocked) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
    return () => window.clearInterval(timer);
  }, [blocked, dispatch]);
}

/**
 * Opening (from the toggle, or `openContact()` anywhere) with the signed-in user's name and address
 * filled in, and closing; focus goes back to the toggle on close unless the user moved it elsewhere.
 */
function useOpenAndFocus({
  isOpen,
  user,
  dispatch,
}: {
  isOpen: boolean;
  user: Parameters<typeof contactPrefill>[0];
  dispatch: Dispatch<ContactAction>;
}) {
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const returnFocus = useRef(false);
  const prefill = useRef(contactPrefill(user));
  prefill.current = contactPrefill(user);
  const openRef = useRef(isOpen);
  openRef.current = isOpen;

  const open = useCallback(
    (options: OpenContactOptions = {}) => {
      preloadPanel();
      if (openRef.current) panel.current?.querySelector<HTMLElement>('input, textarea')?.focus();
      else dispatch({ type: 'open', prefill: { ...prefill.current, subject: options.subject } });
    },
    [dispatch],
  );

  /** Closes; focus goes back to the toggle unless the user has already moved it elsewhere on the page. */
  const close = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = !active || active === document.body || (panel.current?.contains(active) ?? false);
    dispatch({ type: 'close' });
  }, [dispatch]);

  useEffect(() => {
    if (isOpen || !returnFocus.current) return;
    returnFocus.current = false;
    toggle.current?.focus();
  }, [isOpen]);

  useEffect(() => {
    const onOpen = (event: Event) => open((event as CustomEvent<OpenContactOptions | null>).detail ?? {});
    window.addEventListener(OPEN_CONTACT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, onOpen);
  }, [open]);
  return { toggle, panel, open, close };
}
