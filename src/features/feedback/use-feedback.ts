/** The feedback form's state and its send action (POST /api/feedback, spec §2 'feedback'). */
import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { sendFeedback } from '@/api/feedback';
import { userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';
import { draftErrors, emptyDraft, feedbackDraftAtom } from './draft';
import type { FeedbackDraft } from './draft';

export const feedbackMessages = {
  thanks: 'Thank you for your feedback',
  failed: 'Your feedback could not be sent. It is kept here; please try again.',
} as const;

export function useFeedback(onSent: () => void) {
  const userId = useAtomValue(userIdAtom);
  const [stored, setStored] = useAtom(feedbackDraftAtom);
  const { pathname } = useLocation();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // Another user's unsent draft is never shown.
  const draft = stored.userId === userId ? stored.draft : emptyDraft;
  const errors = draftErrors(draft);

  const change = (patch: Partial<FeedbackDraft>) =>
    setStored({ userId, draft: { ...draft, ...patch } });

  async function submit() {
    setTouched(true);
    if (Object.keys(errors).length > 0 || !draft.category || draft.rating === null) return;
    setSending(true);
    setFailed(null);
    try {
      const res = await sendFeedback({
        Category: draft.category,
        Rating: draft.rating,
        Message: draft.message.trim(),
        Page: pathname,
      });
      if (!res.IsSuccess) {
        setFailed(res.Message || feedbackMessages.failed);
        return;
      }
      setStored({ userId, draft: emptyDraft });
      setTouched(false);
      onSent();
      void toast({
        icon: 'success',
        title: 'Feedback sent',
        text: feedbackMessages.thanks,
        timer: 3000,
      });
    } catch (error) {
      console.error('Feedback failed', error);
      setFailed(feedbackMessages.failed);
    } finally {
      setSending(false);
    }
  }

  return { draft, errors: touched ? errors : {}, change, submit, sending, failed };
}
