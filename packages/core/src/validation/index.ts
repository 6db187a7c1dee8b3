/**
 * Validation rules of the product (spec §5) with their exact messages. The browser, the CLI and the
 * server use the same rules, so every one of them shows the same message for the same input.
 */

// Values

export { validateAdviceQuestion, ZAdviceQuestion } from './advice-question.js';
export { contactPrefill, validateContactForm, ZContactForm } from './contact.js';
export {
  EMAIL_PATTERN,
  emailSkeleton,
  isPlainEmail,
  isValidEmail,
  looksLike,
  ZEmailAddress,
  ZNormalizedEmail,
} from './email.js';
export { validateInjuryForm, ZInjuryForm } from './injury-form.js';
export { TEXT_LIMITS, VALIDATION_MESSAGES } from './messages.js';
export { isSearchable, validatePlayerSearch, ZPlayerSearchText } from './player-search.js';
export { fieldIssues, firstMessage, validateWith } from './result.js';
export { validateScenarioForm, ZScenarioDescription, ZScenarioForm, ZScenarioName } from './scenario.js';
export { validateTeamName, ZTeamName } from './team-name.js';

// Types

export type { ContactForm, ContactUser } from './contact.js';
export type { InjuryFormInput } from './injury-form.js';
export type { ValidationResult } from './result.js';
export type { ScenarioForm } from './scenario.js';
