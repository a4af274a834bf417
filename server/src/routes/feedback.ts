/** POST /api/feedback: feedback from the signed-in layout, stored with its author. */
import type { FastifyInstance } from 'fastify';
import {
  feedbackBody,
  feedbackResultSchema,
  type FeedbackRequest,
} from '../../../src/domain/contract/feedback.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { feedback } from '../db/schema.ts';
import { ok } from '../lib/envelope.ts';
import { badRequest } from '../lib/errors.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Body: FeedbackRequest }>(
    '/api/feedback',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags: ['Feedback'],
        summary: 'Send feedback about the portal: category, rating 1–5, message',
        security: SESSION_SECURITY,
        body: feedbackBody,
        response: envelopeResponses(feedbackResultSchema),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const message = request.body.Message.trim();
      // minLength counts spaces; a message of blanks says nothing.
      if (!message)
        throw badRequest("Field 'Message' must not be empty", {
          errors: [{ path: 'Message', message: 'Please write your feedback' }],
        });
      const [row] = await ctx.db
        .insert(feedback)
        .values({
          userId: user.id,
          category: request.body.Category,
          rating: request.body.Rating,
          message,
          page: request.body.Page?.slice(0, 300) || null,
        })
        .returning({ feedbackId: feedback.feedbackId });
      return ok({ FeedbackId: row!.feedbackId }, 'Thank you for your feedback');
    },
  );
}
