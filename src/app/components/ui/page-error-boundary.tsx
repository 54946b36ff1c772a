import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

/** The root route's error page for what renders outside the router: the sign-in page and the router's own chunk. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorPage error={this.state.error} />
    );
  }
}
