import type { ScreeningType } from './kinds';

/** Who is screened: what a provider needs to open an order. */
export interface Candidate {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * A screening provider (a background-check service such as Checkr, a drug-test lab, a training
 * platform). It opens an order and sends the worker to its own pages; when the worker comes back on
 * the return URL, `complete` asks the provider what became of the order.
 */
export interface ScreeningProvider {
  /** Stored with each screening, so a result is always read back from the provider that ran it. */
  readonly name: string;
  order(input: {
    type: ScreeningType;
    candidate: Candidate;
    /** The absolute-or-app path the provider returns the worker to, with `?reference=`. */
    returnPath: string;
  }): Promise<{ reference: string; redirect_url: string }>;
  /** The finished order's result, or null while the provider has not finished it. */
  complete(reference: string): Promise<{ result: string } | null>;
}
