/** The wire contract of POST /api/feedback (server/src/routes/feedback.ts). */
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH } from '../feedback.ts';
import { int, objectSchema, type Wire } from './schema.ts';

export const feedbackBody = objectSchema(
  {
    Category: { type: 'string', enum: FEEDBACK_CATEGORIES },
    Rating: { type: 'integer', minimum: 1, maximum: 5 },
    Message: { type: 'string', minLength: 1, maxLength: FEEDBACK_MAX_LENGTH },
    /** The portal page the user was on. */
    Page: { type: 'string', maxLength: 300 },
  },
  ['Category', 'Rating', 'Message'],
);

export const feedbackResultSchema = objectSchema({ FeedbackId: int });

export type FeedbackRequest = Wire<typeof feedbackBody>;
export type FeedbackResult = Wire<typeof feedbackResultSchema>;
