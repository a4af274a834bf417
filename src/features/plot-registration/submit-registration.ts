/**
 * Sending a completed registration: asked first (spec §9 confirmation), then filed; the server's
 * field errors go back to the stepper, anything else is explained in a dialogue (spec §8 texts).
 */
import type { JsonObject } from '@/domain/catalog/json';
import type { DataError } from '@/domain/validation/validate-data';
import { confirmTo, dialogue } from '@/ui/alerts';
import { wordedFieldErrors } from '@/lib/field-errors';
import type { RuleTexts } from '@/domain/validation/messages';
import { registerPlot, type RegistrationResult } from '@/api/plot-registrations';
import { t } from '@/i18n/i18n';

/** The outcome: the new plot, the field errors to show, or nothing (cancelled or explained). */
export type FileOutcome =
  | { ok: true; result: RegistrationResult }
  | { ok: false; errors: DataError[]; holderError?: string };

/** Asks, files the registration and sorts out the answer. */
export async function fileRegistration(
  answers: JsonObject,
  holderEmail: string | undefined,
  form: RuleTexts,
): Promise<FileOutcome> {
  let outcome: FileOutcome = { ok: false, errors: [] };
  await confirmTo(
    async () => {
      outcome = await send(answers, holderEmail, form);
    },
    {
      title: t('account.registration.confirmTitle'),
      text: t('account.registration.confirmText'),
      yes: t('account.registration.confirmYes'),
      no: t('account.registration.confirmNo'),
      icon: 'question',
    },
  );
  return outcome;
}

async function send(
  answers: JsonObject,
  holderEmail: string | undefined,
  form: RuleTexts,
): Promise<FileOutcome> {
  try {
    const res = await registerPlot(answers, holderEmail);
    if (res.IsSuccess) return { ok: true, result: res.Data };
    // The form's rules in the words of the form on screen (the user's language).
    const errors = wordedFieldErrors(res.Data, form).map(({ path, message }) => ({
      path,
      message,
      keyword: 'server',
    }));
    const holderError = errors.find((e) => e.path === 'HolderEmail')?.message;
    const placed = errors.filter((e) => e.path.startsWith('/'));
    if (placed.length === 0 && !holderError) {
      await dialogue({
        icon: 'error',
        title: t('account.registration.notSubmitted'),
        text: res.Message || t('account.error.generic'),
      });
    }
    return { ok: false, errors: placed, holderError };
  } catch {
    await dialogue({
      icon: 'error',
      title: t('account.registration.submissionError'),
      text: t('account.error.generic'),
    });
    return { ok: false, errors: [] };
  }
}
