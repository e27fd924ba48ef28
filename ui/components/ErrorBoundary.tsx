import { Component, type ReactNode } from 'react';

type Props = { readonly fallback: (status: number) => ReactNode; readonly children: ReactNode; readonly resetKey: string };
type State = { readonly failed: boolean; readonly status: number; readonly resetKey: string };

/**
 * A page's code that could not be downloaded (offline, a dropped connection) is a network failure, status
 * 1 in the spec's error catalogue; any other render failure is the application's own, 500.
 */
export function failureStatus(error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|Unable to preload CSS/i.test(
    message,
  )
    ? 1
    : 500;
}

/** Turns any render failure into the error page instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, status: 500, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, status: failureStatus(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A navigation gives the next page its chance to render.
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.status) : this.props.children;
  }
}
