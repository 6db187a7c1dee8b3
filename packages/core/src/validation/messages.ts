import { CONTACT, PLAYER_SEARCH, SCENARIO_TEXT } from '../constants.js';

/**
 * Longest text each free-text field accepts. The spec fixes only the scenario limits (§5); the others
 * are ours, chosen so the server can refuse oversized input with a message instead of storing it.
 * Lengths count UTF-16 code units, as an HTML `maxlength` does.
 */
export const TEXT_LIMITS = {
  teamName: 50,
  scenarioName: SCENARIO_TEXT.nameMax,
  scenarioDescription: SCENARIO_TEXT.descriptionMax,
  question: 1000,
  searchMin: PLAYER_SEARCH.minChars,
  searchMax: 100,
  contactName: 100,
  /** The longest address SMTP allows. */
  email: 254,
  contactSubject: 200,
  contactMessageMin: CONTACT.minMessageLength,
  contactMessageMax: 5000,
  injuryBodyPart: 100,
  injuryDescription: 500,
} as const;

/**
 * Every validation message. The spec's own messages (§5) are kept word for word; the length
 * messages and the injury-form messages are ours (the spec shows no other validation).
 */
export const VALIDATION_MESSAGES = {
  teamNameRequired: 'Team name is required',
  teamNameTooLong: `Team name must be at most ${TEXT_LIMITS.teamName} characters`,
  teamNameDots: 'Team name cannot be "." or ".."',
  scenarioNameRequired: 'Scenario name is required',
  scenarioNameTooLong: `Scenario name must be at most ${TEXT_LIMITS.scenarioName} characters`,
  scenarioDescriptionTooLong: `Description must be at most ${TEXT_LIMITS.scenarioDescription} characters`,
  scenarioDescriptionInvalid: 'Description must be text',
  questionRequired: 'Please enter a question',
  questionTooLong: `Question must be at most ${TEXT_LIMITS.question} characters`,
  searchTooShort: 'Type at least 2 characters to search',
  searchTooLong: `Search must be at most ${TEXT_LIMITS.searchMax} characters`,
  contactFieldsRequired: 'Please fill in all fields',
  emailInvalid: 'Please enter a valid email address',
  emailNotPlain: 'Email addresses can only hold plain letters (a–z), digits and symbols, without spaces',
  emailUnavailable: 'This email address cannot be used',
  contactMessageTooShort: 'Message must be at least 10 characters long',
  contactNameTooLong: `Name must be at most ${TEXT_LIMITS.contactName} characters`,
  emailTooLong: `Email address must be at most ${TEXT_LIMITS.email} characters`,
  contactSubjectTooLong: `Subject must be at most ${TEXT_LIMITS.contactSubject} characters`,
  contactMessageTooLong: `Message must be at most ${TEXT_LIMITS.contactMessageMax} characters`,
  injuryStatusInvalid: 'Injury status must be one of: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended',
  practiceStatusInvalid: 'Practice status must be one of: DNP, Limited, Full',
  injuryBodyPartTooLong: `Body part must be at most ${TEXT_LIMITS.injuryBodyPart} characters`,
  injuryDescriptionTooLong: `Injury description must be at most ${TEXT_LIMITS.injuryDescription} characters`,
  injuryTextInvalid: 'Injury fields must be text or null',
  weekInvalid: 'Week must be a whole number from 1 to 18',
} as const;
