/** The words of pay stubs and deduction forms for the tax engine's codes (zod-free, for pages). */
export const deductionTreatments = ['post_tax', 'traditional_401k', 'section_125'] as const;
export const deductionTreatmentLabels: Record<(typeof deductionTreatments)[number], string> = {
  post_tax: 'After taxes',
  traditional_401k: 'Traditional 401(k), before income tax',
  section_125: 'Section 125 plan, before income tax, Social Security and Medicare',
};
