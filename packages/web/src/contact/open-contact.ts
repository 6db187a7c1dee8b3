/** The event the contact-support widget listens for. */
export const OPEN_CONTACT_EVENT = 'lineup-lab:open-contact';

/** Opens the contact-support widget from anywhere (the dashboard's contact section, error pages). */
export function openContact(): void {
  window.dispatchEvent(new Event(OPEN_CONTACT_EVENT));
}
