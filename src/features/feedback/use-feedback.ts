/** The feedback form's state and its send action (POST /api/feedback, spec §2 'feedback'). */
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { sendFeedback } from '@/api/feedback';
import { useFormState } from '@/lib/use-form-state';
import { userIdAtom } from '@/state/session';
import { toast } from '@/ui/alerts';
import { draftErrors, emptyDraft, feedbackDraftAtom } from './draft';
import type { FeedbackDraft } from './draft';
import { t } from '@/i18n/i18n';

/** The texts of the send's outcome, in the language on screen (read them when shown). */
export const feedbackMessages = {
  get thanks() {
    return t('help.feedback.thanks');
  },
  get failed() {
    return t('help.feedback.failed');
  },
};

export function useFeedback(onSent: () => void) {
  const userId = useAtomValue(userIdAtom);
  const [stored, setStored] = useAtom(feedbackDraftAtom);
  const { pathname } = useLocation();
  // Another user's unsent draft is never shown.
  const draft = stored.userId === userId ? stored.draft : emptyDraft;
  const keep = (next: FeedbackDraft) => setStored({ userId, draft: next });
  // Errors show once a send is tried.
  const form = useFormState(emptyDraft, draftErrors, {
    touchOnChange: false,
    store: { values: draft, change: keep },
  });
  const change = (patch: Partial<FeedbackDraft>) => keep({ ...draft, ...patch });

  const submit = () =>
    form.submit(async () => {
      if (!draft.category || draft.rating === null) return;
      try {
        const res = await sendFeedback({
          Category: draft.category,
          Rating: draft.rating,
          Message: draft.message.trim(),
          Page: pathname,
        });
        if (!res.IsSuccess) return form.setFailure(res.Message || feedbackMessages.failed);
        form.reset();
        onSent();
        void toast({
          icon: 'success',
          title: t('help.feedback.sent'),
          text: feedbackMessages.thanks,
          timer: 3000,
        });
      } catch (error) {
        console.error('Feedback failed', error);
        form.setFailure(feedbackMessages.failed);
      }
    });

  const errors = {
    category: form.errorOf('category'),
    rating: form.errorOf('rating'),
    message: form.errorOf('message'),
  };
  return { draft, errors, change, submit, sending: form.busy, failed: form.failure };
}
