import { demoOnlyStatus } from '../adapter';
import { createDemoBankLink, demoBankLink } from './demo';

/**
 * The bank account linking service (spec §7: "a bank account linking service"): a link token, the
 * provider's account chooser, a public token, its exchange for the numbers. These machines have no
 * internet, so the provider is the demo one; its chooser is our modal
 * (`src/resources/bank-methods/bank-link.modal.ts`) instead of a third-party script.
 */
export const bankLinkAdapter = {
  id: 'bank_link',
  name: 'Bank account linking',
  demo: demoBankLink,
  // No production provider is configured yet: outside demo mode the adapter says so.
  status: demoOnlyStatus,
  /** A whole link on a provider of its own (no token of a real user is touched) yields numbers. */
  test: async () => {
    const provider = createDemoBankLink();
    const user = { id: 'test' };
    const at = new Date();
    const { link_token } = provider.createLinkToken(user, 'payment', at);
    const [first] = provider.accounts(link_token, user.id, at) ?? [];
    const chosen = first ? provider.choose(link_token, user.id, first.id, at) : null;
    const linked = chosen ? provider.exchange(chosen.public_token, at) : null;
    return linked?.account_number.endsWith(first?.mask ?? '-')
      ? { ok: true as const, message: `A test link to ${provider.institution} was exchanged` }
      : { ok: false as const, message: 'The bank link provider did not complete a test link' };
  },
};
