import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** shown instead of the block when it throws while rendering (or its chunk fails to load) */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one page block's failure inside that block: the rest of the page still renders. */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('block failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
