import { Component, type ReactNode } from 'react';

type Props = { readonly fallback: (status: number) => ReactNode; readonly children: ReactNode; readonly resetKey: string };
type State = { readonly failed: boolean; readonly resetKey: string };

/** Turns any render failure into the error page instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A navigation gives the next page its chance to render.
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(500) : this.props.children;
  }
}
