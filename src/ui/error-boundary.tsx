import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, type ErrorScreenProps } from './error-screen';

interface State {
  failed: boolean;
}

type Props = ErrorScreenProps & {
  children: ReactNode;
  /** When this changes (for example the path), a shown error screen gives way to the children. */
  resetKey?: unknown;
  /** Shown instead of the error screen (a part of a screen: part-boundary.tsx). */
  fallback?: ReactNode;
};

/**
 * Catches a render error below it and shows the error screen in its place only, so one failing
 * screen does not blank the app. Navigation (a new `resetKey`) clears the error.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  render() {
    const { children, resetKey: _resetKey, fallback, ...screen } = this.props;
    if (!this.state.failed) return children;
    return fallback ?? <ErrorScreen {...screen} />;
  }
}
