import { checkId, idShape, type IdCheck } from './id-number';

/** The spec (§5) gives the EIN-like id's shape but no texts. */
export const EIN_REQUIRED = 'EIN is required';
export const EIN_FORMAT = 'EIN must be 9 digits, as 12-3456789';

const EIN = idShape([2, 7], '-');

/**
 * Spec §5's other id: two digits plus seven digits with an optional dash or space (EIN-like). The
 * spec sets no further rule (the IRS prefix list changes), so any nine such digits pass.
 */
export const parseEin = (value: string): IdCheck =>
  checkId(value, EIN, { required: EIN_REQUIRED, format: EIN_FORMAT });

/** Nine bare digits as `12-3456789`. */
export const formatEin = EIN.format;

/** `**-***6789` from the last four. */
export const maskEin = EIN.mask;
