import { I9DocumentNumbers } from '../../domain/onboarding/i9-numbers';
import { http } from '../lib/http';

/** An I-9's full document numbers (step-up: a 424 opens the two-factor modal and replays). */
export const fetchI9Numbers = async (id: string, signal: AbortSignal) =>
  I9DocumentNumbers.parse(await http.get(`i9_forms/document_numbers/${id}`, { signal }).json());
