/** POST /api/feedback: feedback from the signed-in layout. */
import type { FeedbackRequest } from '@/domain/feedback';
import { api } from './client';

/** Sends feedback; answers the stored id. */
export function sendFeedback(body: FeedbackRequest) {
  return api.post<{ FeedbackId: number }>('/api/feedback', { body });
}
