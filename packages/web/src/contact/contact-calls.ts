import { type ContactForm, hasPrioritySupport } from '@lineup-lab/core';
import { api } from '../api/client.js';

/**
 * The widget's server calls, in a chunk of their own fetched with the first of them: the widget is
 * on every page, the landing page too, which ships without the SDK and core's schemas.
 */

/** `POST /api/contact` through the SDK. */
export const sendToSupport = (form: ContactForm) => api.contact.send(form);

/** Whether the signed-in user has priority support: their tier from `GET /api/user/subscription-status`. */
export const askPrioritySupport = async () => hasPrioritySupport((await api.user.subscriptionStatus()).tier);
