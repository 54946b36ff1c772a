import { assign } from 'xstate';
import { resourceFormScreen } from './resource-form.screen';

/**
 * For the form chart's model tests (the chart's and the rendered page's): a form of a required
 * text field named `text` and a required `references` field (people found by typing), checked as
 * the shared definition would check it.
 */
export function formFixtures(text: string, label: string) {
  const chart = resourceFormScreen.provide({
    actions: {
      revalidate: assign({
        errors: ({ context }): Record<string, string> => ({
          ...(!String(context.values[text] ?? '').trim() && { [text]: `${label} is required` }),
          ...(!(context.values.people as readonly string[] | undefined)?.length && {
            people: 'People is required',
          }),
        }),
      }),
    },
    delays: { searchPause: 500 },
  });
  return {
    chart,
    /** Spec §8: an address refusal carrying the address to use instead. */
    ADDRESS_REFUSED: Object.assign(new Error('The city, state and ZIP code do not match'), {
      fields: { [text]: 'The city, state and ZIP code do not match' },
      suggestedAddress: SUGGESTED,
    }),
  };
}

export const CONNIE = { value: 'u-connie', label: 'Connie Contractor (Contractor)' };
export const REFUSED = Object.assign(
  new Error('Some fields are missing or there are formatting issues'),
  { fields: { people: 'Choose people you work with' } },
);
export const SUGGESTED = { city: 'Springfield', state: 'IL', zipcode: '62701', country: 'US' };
