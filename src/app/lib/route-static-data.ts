declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route renders the shared "not available yet" panel; the route table test counts these. */
    placeholder?: boolean;
  }
}

export {};
