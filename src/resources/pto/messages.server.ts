export const PTO_RULES_REFUSED =
  'PTO rules are kept by admins and partner owners, admins, managers and finance';
export const PTO_REFUSED =
  'PTO is for contractors, admins and the partner staff who decide time off';
