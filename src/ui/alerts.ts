/**
 * The three alert styles of spec §9 (confirmation, toast, dialogue) over sweetalert2. The library
 * is imported on first use so it stays out of the sign-in bundle; `preloadAlerts` warms it up.
 */
import type SwalStatic from 'sweetalert2';
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { t } from '@/i18n/i18n';

/** Dark blue of the theme, for the dialogue's confirm button (spec §9). */
export const ALERT_BLUE = '#0b3d91';

let swal: Promise<typeof SwalStatic> | null = null;

const loadSwal = () => (swal ??= import('sweetalert2').then((m) => m.default));

/** Starts loading sweetalert2 ahead of the first alert. */
export function preloadAlerts(): void {
  void loadSwal().catch((error: unknown) => console.error('Could not load alerts', error));
}

/** Whether the user asked their system for less motion (then alerts appear without zooming in). */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// The class lifts alerts above MUI dialogs (base.css); modals leave the page height alone.
const base = (): SweetAlertOptions => ({
  customClass: { container: 'portal-alert' },
  animation: !prefersReducedMotion(),
});
const modal = (): SweetAlertOptions => ({ ...base(), heightAuto: false });

/** Options of a confirmation. */
export interface ConfirmationOptions {
  title?: string;
  text?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  icon?: SweetAlertIcon;
}

/**
 * Asks before an action and runs it only on confirm; resolves true when it ran. The defaults are
 * spec §9's; the portal's own dialogs go through `confirmTo`, which names the action.
 */
export async function confirmation(
  action: () => unknown,
  options: ConfirmationOptions = {},
): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    ...modal(),
    title: options.title ?? t('core.alert.confirmTitle'),
    text: options.text ?? t('shell.alert.noRevert'),
    icon: options.icon ?? 'warning',
    showCancelButton: true,
    confirmButtonText: options.confirmButtonText ?? t('core.alert.confirmYes'),
    cancelButtonText: options.cancelButtonText ?? t('core.alert.confirmNo'),
    confirmButtonColor: ALERT_BLUE,
    cancelButtonColor: '#5f6b7a',
    reverseButtons: true,
  });
  if (!result.isConfirmed) return false;
  await action();
  return true;
}

/**
 * Options of a confirmation that names its action: the buttons read "Yes, <yes>" and
 * "No, <no>" (e.g. "Yes, cancel the permission" / "No, keep it"), so a user never has to work
 * out which answer does what (issue 22). Both words are required, already translated ("Yes, "
 * and "No, " are added in the language on screen).
 */
export interface NamedConfirmationOptions {
  /** What confirming does, after "Yes, ": "cancel the permission". */
  yes: string;
  /** What declining keeps, after "No, ": "keep it". */
  no: string;
  title: string;
  text?: string;
  icon?: SweetAlertIcon;
}

/** The portal's confirmation: asks with buttons that name the action; runs it only on yes. */
export function confirmTo(
  action: () => unknown,
  { yes, no, title, text, icon }: NamedConfirmationOptions,
): Promise<boolean> {
  if (!yes.trim() || !no.trim()) throw new Error('A confirmation must name its action');
  return confirmation(action, {
    title,
    text: text ?? '',
    icon,
    confirmButtonText: t('shell.alert.yesTo', { action: yes }),
    cancelButtonText: t('shell.alert.noTo', { action: no }),
  });
}

/** Options of a toast; `timer` is the caller's, in milliseconds. */
export interface ToastOptions {
  icon?: SweetAlertIcon;
  title?: string;
  text?: string;
  timer?: number;
  /** A second, smaller line (for example the server's own message). */
  footer?: string;
}

/** A corner toast (spec §9): closes on its timer, its close button, or a click outside it. */
export async function toast(options: ToastOptions = {}): Promise<void> {
  const Swal = await loadSwal();
  const icon = options.icon ?? 'success';
  let closeOnOutside: ((event: Event) => void) | null = null;
  await Swal.fire({
    ...base(),
    toast: true,
    position: 'top-end',
    icon,
    title: options.title ?? t('core.alert.successBang'),
    text: options.text ?? t('core.alert.done'),
    footer: options.footer,
    showConfirmButton: false,
    showCloseButton: true,
    closeButtonAriaLabel: t('core.alert.close'),
    timer: options.timer,
    timerProgressBar: icon === 'success',
    didOpen: (popup) => {
      closeOnOutside = (event) => {
        if (!popup.contains(event.target as Node)) Swal.close();
      };
      document.addEventListener('pointerdown', closeOnOutside, true);
    },
    didDestroy: () => {
      if (closeOnOutside) document.removeEventListener('pointerdown', closeOnOutside, true);
    },
  });
}

/** Options of a dialogue. */
export interface DialogueOptions {
  icon?: SweetAlertIcon;
  title?: string;
  text?: string;
  confirmButtonText?: string;
  showCancelButton?: boolean;
  cancelButtonText?: string;
  /** Closes by itself after this many milliseconds. */
  timer?: number;
  onClose?: () => void;
}

/** A modal message (spec §9): ✔ before a success title, ⚠ otherwise; resolves true on Okay. */
export async function dialogue(options: DialogueOptions = {}): Promise<boolean> {
  const Swal = await loadSwal();
  const icon = options.icon ?? 'success';
  // The ✔ / ⚠ prefix carries the tone (spec §9), so no large icon is drawn as well.
  const result = await Swal.fire({
    ...modal(),
    title: `${icon === 'success' ? '✔' : '⚠'} ${options.title ?? t('core.alert.success')}`,
    text: options.text ?? t('core.alert.clicked'),
    confirmButtonText: options.confirmButtonText ?? t('core.alert.ok'),
    confirmButtonColor: ALERT_BLUE,
    showCancelButton: options.showCancelButton ?? false,
    cancelButtonText: options.cancelButtonText ?? t('core.alert.cancel'),
    timer: options.timer,
    didClose: options.onClose,
  });
  return result.isConfirmed;
}
