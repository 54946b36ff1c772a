import type { User } from '../../domain/contracts/user';
import { hidesContractorPersonal } from '../../domain/policy/capabilities';

/** Spec §6: contractor personal data is hidden from clients without show_contractor_personal. */
export const seesContractorPersonal = (user: User) => !hidesContractorPersonal(user);
