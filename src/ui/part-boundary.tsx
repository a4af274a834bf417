import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@/i18n/i18n';
import { Notice } from './notice';

interface Props {
  children: ReactNode;
  /** When this changes (the step, say), a shown notice gives way to the children again. */
  resetKey?: unknown;
}

/**
 * Around a part of a screen whose code loads on demand: if it fails (most often its download), a
 * notice takes that part's place only, and the rest of the screen and what was typed stay.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the screen failed', error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <Notice severity="error">{t('shell.status.networkConnection.text')}</Notice>;
  }
}
