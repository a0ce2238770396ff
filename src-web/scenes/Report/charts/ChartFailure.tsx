import { Component, type ReactNode } from 'react';

/**
 * A chart whose code failed to load (offline, or a deploy replaced its chunk) or to draw leaves its place
 * empty: the table beside it holds the same figures, so the report stays whole.
 */
export class ChartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
