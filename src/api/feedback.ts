/** POST /api/feedback: feedback from the signed-in layout. */
import type { FeedbackRequest, FeedbackResult } from '@/domain/contract/feedback';
import { api } from './client';

/** Sends feedback; answers the stored id. */
export function sendFeedback(body: FeedbackRequest) {
  return api.post<FeedbackResult>('/api/feedback', { body });
}
