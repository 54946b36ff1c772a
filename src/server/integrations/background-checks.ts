import { demoOnlyStatus } from './adapter';
import type { IntegrationAdapter } from './adapter';
import { demoScreeningProvider } from '../../resources/screenings/demo-provider.server';

const provider = demoScreeningProvider;

/** Background checks (the checkr return route `/integrations/complete/checkr`): orders screenings. */
export const backgroundChecksAdapter = {
  id: 'checkr',
  name: 'Background checks',
  provider,
  status: demoOnlyStatus,
  /** An order opens and its reference completes: the provider answers both ends. */
  test: async () => {
    const order = await provider.order({
      type: 'background_check',
      candidate: { first_name: 'Test', last_name: 'Candidate', email: 'test@example.com' },
      returnPath: '/integrations/complete/checkr',
    });
    const done = await provider.complete(order.reference);
    return done
      ? { ok: true, message: `A test order completed with the result "${done.result}"` }
      : { ok: false, message: 'The provider did not complete the test order' };
  },
} satisfies IntegrationAdapter & { provider: typeof provider };
