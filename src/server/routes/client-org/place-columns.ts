import { checkedAddress } from '../../../domain/resources/place-form';

/** A place's name and its address as the address check leaves it (the form's `check` has passed it). */
export function placeColumns(values: Record<string, unknown>) {
  const address = checkedAddress(values);
  if (!address) throw new Error('the form kit checks the address before writing');
  return { name: values.name, ...address };
}
