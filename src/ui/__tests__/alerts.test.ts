import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SweetAlertOptions } from 'sweetalert2';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { confirmation, confirmTo, dialogue, toast } from '../alerts';
import { confirmAction } from '@/forms/lifecycle/confirmations';
import { forgetMotionPreference, setMotionPreference } from '@/testing/motion-preference';

const fire = vi.fn();
vi.mock('sweetalert2', () => ({ default: { fire: (o: unknown) => fire(o), close: vi.fn() } }));

const lastOptions = () => fire.mock.calls.at(-1)?.[0] as SweetAlertOptions;

beforeEach(() => {
  fire.mockReset();
  fire.mockResolvedValue({ isConfirmed: true });
});

describe('motion', () => {
  afterEach(forgetMotionPreference);

  it('zooms alerts in, unless the system asks for less motion', async () => {
    setMotionPreference(false);
    await confirmation(vi.fn());
    expect(lastOptions().animation).toBe(true);
    setMotionPreference(true);
    await confirmation(vi.fn());
    expect(lastOptions().animation).toBe(false);
    await toast({ title: 'Saved' });
    expect(lastOptions().animation).toBe(false);
  });
});

describe('confirmation (spec §9)', () => {
  it('uses the spec defaults and runs the action on confirm', async () => {
    const action = vi.fn();
    await expect(confirmation(action)).resolves.toBe(true);
    expect(lastOptions()).toMatchObject({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      showCancelButton: true,
      confirmButtonText: 'Yes, do it!',
      cancelButtonText: 'No, cancel!',
    });
    expect(action).toHaveBeenCalledOnce();
  });

  it('does not run the action when cancelled', async () => {
    fire.mockResolvedValue({ isConfirmed: false, isDismissed: true });
    const action = vi.fn();
    await expect(confirmation(action, { title: 'Delete?' })).resolves.toBe(false);
    expect(lastOptions().title).toBe('Delete?');
    expect(action).not.toHaveBeenCalled();
  });
});

describe('confirmations name their action (issue 22)', () => {
  it('says what yes does and what no keeps', async () => {
    const action = vi.fn();
    await confirmTo(action, { title: 'Delete Asha?', yes: 'delete the user', no: 'keep the user' });
    expect(lastOptions()).toMatchObject({
      title: 'Delete Asha?',
      confirmButtonText: 'Yes, delete the user',
      cancelButtonText: 'No, keep the user',
    });
    expect(action).toHaveBeenCalledOnce();
  });

  it('refuses a confirmation without its action words', () => {
    expect(() => confirmTo(vi.fn(), { title: 'Sure?', yes: ' ', no: 'keep it' })).toThrow();
  });

  it.each([
    ['cancel', 'Yes, cancel the permission', 'No, keep it'],
    ['withdraw', 'Yes, withdraw it', 'No, keep it'],
    ['delete', 'Yes, delete the draft', 'No, keep it'],
    ['submit', 'Yes, submit it', 'No, not yet'],
  ] as const)('the %s of an application asks "%s" / "%s"', async (kind, yes, no) => {
    await confirmAction(kind, 'Sub-letting', vi.fn());
    expect(lastOptions()).toMatchObject({ confirmButtonText: yes, cancelButtonText: no });
  });

  it('no screen asks with the unnamed spec defaults', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === '__tests__' ? [] : files(path);
        return /\.tsx?$/.test(name) ? [path] : [];
      });
    const callers = files('src')
      .filter((f) => !f.endsWith(join('ui', 'alerts.ts')))
      .filter((f) => /\bconfirmation\(/.test(readFileSync(f, 'utf8')));
    expect(callers).toEqual([]);
  });
});

describe('toast (spec §9)', () => {
  it('defaults to a top-end success toast with close button and progress bar', async () => {
    await toast({ timer: 1234 });
    expect(lastOptions()).toMatchObject({
      toast: true,
      position: 'top-end',
      icon: 'success',
      title: 'Success!',
      text: 'Action completed successfully.',
      showCloseButton: true,
      showConfirmButton: false,
      timer: 1234,
      timerProgressBar: true,
    });
  });

  it('shows the progress bar only for success', async () => {
    await toast({ icon: 'error', title: 'Error', text: 'x', timer: 1500 });
    expect(lastOptions()).toMatchObject({ icon: 'error', timerProgressBar: false, timer: 1500 });
  });

  it('closes on a click outside the toast', async () => {
    const close = (await import('sweetalert2')).default.close as ReturnType<typeof vi.fn>;
    await toast();
    const popup = document.createElement('div');
    document.body.append(popup);
    lastOptions().didOpen?.(popup);
    popup.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(close).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(close).toHaveBeenCalledOnce();
    lastOptions().didDestroy?.();
  });
});

describe('dialogue (spec §9)', () => {
  it("defaults to '✔ Success', 'You clicked the button!' and a dark-blue 'Okay'", async () => {
    await expect(dialogue()).resolves.toBe(true);
    expect(lastOptions()).toMatchObject({
      title: '✔ Success',
      text: 'You clicked the button!',
      confirmButtonText: 'Okay',
      confirmButtonColor: '#0b3d91',
      showCancelButton: false,
    });
  });

  it('prefixes ⚠ otherwise, offers a cancel button and calls the close callback', async () => {
    const onClose = vi.fn();
    await dialogue({ icon: 'error', title: 'Failed', showCancelButton: true, onClose });
    expect(lastOptions()).toMatchObject({ title: '⚠ Failed', showCancelButton: true });
    lastOptions().didClose?.();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
