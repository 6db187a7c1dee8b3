/** The event the contact-support widget listens for; its `detail` is `OpenContactOptions`. */
export const OPEN_CONTACT_EVENT = 'lineup-lab:open-contact';

/** What the page opening the widget already knows about the message. */
export interface OpenContactOptions {
  /** Fills the subject when the user has not typed one (`'League import'` from /import). */
  subject?: string;
}

/**
 * Opens the contact-support widget from anywhere (the dashboard's contact section, /import's Contact
 * Us, error pages). Messages go through `POST /api/contact` to the server's `SUPPORT_EMAIL`, so no
 * page names a support address of its own.
 */
export function openContact(options: OpenContactOptions = {}): void {
  window.dispatchEvent(new CustomEvent<OpenContactOptions>(OPEN_CONTACT_EVENT, { detail: options }));
}
