/**
 * Whose a document is: a worker's (contractor), a client's, the employer's own (the partner), or a
 * partner's credentialing document kept for the platform (spec §2 /platform_documents, "Credentialing
 * Documents"). Each has its own page; every one is verified the same way.
 */
export const DOCUMENT_SUBJECTS = ['contractor', 'client', 'employer', 'platform'] as const;
export type DocumentSubject = (typeof DOCUMENT_SUBJECTS)[number];

/** The document types offered per subject; stored as the value, shown as the label. */
export const DOCUMENT_TYPES: Record<DocumentSubject, readonly { value: string; label: string }[]> =
  {
    contractor: [
      { value: 'drivers_license', label: "Driver's license" },
      { value: 'passport', label: 'Passport' },
      { value: 'professional_license', label: 'Professional license' },
      { value: 'certification', label: 'Certification' },
      { value: 'vaccination_record', label: 'Vaccination record' },
      { value: 'resume', label: 'Resume' },
      { value: 'other', label: 'Other' },
    ],
    client: [
      { value: 'master_services_agreement', label: 'Master services agreement' },
      { value: 'certificate_of_insurance', label: 'Certificate of insurance' },
      { value: 'tax_exemption_certificate', label: 'Tax exemption certificate' },
      { value: 'other', label: 'Other' },
    ],
    employer: [
      { value: 'workers_comp_policy', label: "Workers' compensation policy" },
      { value: 'state_registration', label: 'State employer registration' },
      { value: 'ein_letter', label: 'IRS EIN letter (CP 575)' },
      { value: 'other', label: 'Other' },
    ],
    platform: [
      { value: 'business_license', label: 'Business license' },
      { value: 'certificate_of_insurance', label: 'Certificate of insurance' },
      { value: 'staffing_agency_license', label: 'Staffing agency license' },
      { value: 'w9', label: 'Form W-9 of the business' },
      { value: 'other', label: 'Other' },
    ],
  };

export const documentTypeLabel = (subject: DocumentSubject, value: string) =>
  DOCUMENT_TYPES[subject].find((t) => t.value === value)?.label ?? value;

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Documents are scans or photos: PDF or an image, at most 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
