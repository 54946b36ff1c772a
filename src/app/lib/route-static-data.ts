declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The spec §2 path whose layout and title a page takes when it is no spec route of its own (`/timesheets/$id`). */
    specPath?: string;
    /** A page about another page's record (the audit replay): that page's path, whose layout and title it takes. */
    pageOfRecord?: (params: Record<string, string>) => string;
  }
}

export {};
