/**
 * The password rule, shared by the browser (shows the rules as the user types) and the server
 * (refuses a weak password): at least 8 characters with an upper-case letter, a lower-case letter,
 * a digit and a special character.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH})`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  },
  { id: 'upper', label: 'An upper-case letter (A–Z)', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lower-case letter (a–z)', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A digit (0–9)', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'A special character such as @ # $ %',
    test: (p) => /[^A-Za-z0-9]/.test(p),
  },
];

/** The rules a password does not meet yet; empty means it is strong enough. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !rule.test(password));
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}

/** One sentence for a toast or an API message. */
export const PASSWORD_POLICY_MESSAGE =
  `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long and contain ` +
  'an upper-case letter, a lower-case letter, a digit and a special character.';

/** What a form with a new password and its confirmation says beside them (nothing when right). */
export function newPasswordErrors(password: string, confirm: string) {
  return {
    password: isStrongPassword(password)
      ? undefined
      : 'The password does not meet every rule above.',
    confirm: confirm === password ? undefined : 'Passwords do not match.',
  };
}
