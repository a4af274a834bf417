/** Feedback from the signed-in layout: rules shared by the form and the reference server. */

/** What the feedback is about. */
export const FEEDBACK_CATEGORIES = [
  'Using the portal',
  'Service forms',
  'Payments',
  'Documents and FAQ',
  'Suggestion',
  'Other',
] as const;

/** One of FEEDBACK_CATEGORIES. */
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Longest message, in characters. */
export const FEEDBACK_MAX_LENGTH = 2000;
