/**
 * The feedback being written. Kept outside the dialog, so closing it or a failed send loses
 * nothing; it belongs to the user who wrote it and is cleared only once it is sent.
 */
import { atom } from 'jotai';
import type { FeedbackCategory } from '@/domain/feedback';
import { t } from '@/i18n/i18n';

/** The form's fields. */
export interface FeedbackDraft {
  category: FeedbackCategory | '';
  rating: number | null;
  message: string;
}

export const emptyDraft: FeedbackDraft = { category: '', rating: null, message: '' };

/** The draft and the user it belongs to. */
export const feedbackDraftAtom = atom<{ userId: string | null; draft: FeedbackDraft }>({
  userId: null,
  draft: emptyDraft,
});

/** What is wrong with a draft, by field, in the language on screen; empty when it can be sent. */
export function draftErrors(draft: FeedbackDraft): Partial<Record<keyof FeedbackDraft, string>> {
  const errors: Partial<Record<keyof FeedbackDraft, string>> = {};
  if (!draft.category) errors.category = t('help.feedback.categoryMissing');
  if (draft.rating === null) errors.rating = t('help.feedback.ratingMissing');
  if (!draft.message.trim()) errors.message = t('help.feedback.messageMissing');
  return errors;
}
