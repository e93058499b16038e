import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  readonly fallback: ReactNode;
  /** When it changes (e.g. on navigation) a failed boundary tries its children again. */
  readonly resetKey?: string;
  readonly onError?: (error: unknown) => void;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly failed: boolean;
}

/** Shows `fallback` instead of a page that failed to load or render. (React offers this only as a class.) */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
