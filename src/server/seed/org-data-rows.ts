/** The demo's organisation data per client, as an agency's back office would hold it. */

type AddressRow = [
  name: string,
  line1: string,
  line2: string | null,
  city: string,
  state: string,
  zip: string,
];

export interface ClientOrgSeed {
  workLocations: AddressRow[];
  departments: AddressRow[];
  projectCodes: [code: string, description: string, active: boolean][];
  purchaseOrders: [number: string, amountCents: number, start: string, end: string | null][];
}

export const orgDataByClient: Readonly<Record<string, ClientOrgSeed>> = {
  Globex: {
    workLocations: [
      ['Globex Plant 1', '1200 Industrial Pkwy', null, 'Springfield', 'IL', '62703'],
      ['Globex Plant 2', '4415 S 6th Street Rd', 'Dock 4', 'Springfield', 'IL', '62703'],
      ['Globex Distribution Center', '2801 W Lake St', null, 'Melrose Park', 'IL', '60160'],
      ['Globex Headquarters', '233 S Wacker Dr', 'Suite 4100', 'Chicago', 'IL', '60606'],
      ['Globex Logistics Hub', '9800 E 56th St', null, 'Indianapolis', 'IN', '46236'],
    ],
    departments: [
      ['Operations', '1200 Industrial Pkwy', null, 'Springfield', 'IL', '62703'],
      ['Warehouse', '2801 W Lake St', null, 'Melrose Park', 'IL', '60160'],
      ['Quality Assurance', '4415 S 6th Street Rd', 'Building B', 'Springfield', 'IL', '62703'],
      ['Finance', '233 S Wacker Dr', 'Suite 4100', 'Chicago', 'IL', '60606'],
    ],
    projectCodes: [
      ['GLX-OPS-100', 'Plant operations, regular shifts', true],
      ['GLX-OPS-110', 'Plant operations, weekend shifts', true],
      ['GLX-WH-200', 'Inbound receiving', true],
      ['GLX-WH-210', 'Outbound shipping', true],
      ['GLX-QA-300', 'Line inspections', true],
      ['GLX-CAP-900', '2025 line retooling (closed)', false],
    ],
    purchaseOrders: [
      ['PO-GLX-24018', 18_500_000, '2026-01-01', '2026-12-31'],
      ['PO-GLX-24022', 4_750_000, '2026-03-01', '2026-08-31'],
      ['PO-GLX-24031', 1_225_050, '2026-06-15', null],
    ],
  },
  Initech: {
    workLocations: [
      ['Initech Austin Office', '4801 Plaza On The Lake', 'Building 2', 'Austin', 'TX', '78746'],
      ['Initech Dallas Office', '2100 Ross Ave', 'Floor 12', 'Dallas', 'TX', '75201'],
      ['Remote (Texas)', '4801 Plaza On The Lake', null, 'Austin', 'TX', '78746'],
    ],
    departments: [
      ['Engineering', '4801 Plaza On The Lake', 'Building 2', 'Austin', 'TX', '78746'],
      ['Product', '2100 Ross Ave', 'Floor 12', 'Dallas', 'TX', '75201'],
      ['IT Support', '4801 Plaza On The Lake', 'Building 1', 'Austin', 'TX', '78746'],
    ],
    projectCodes: [
      ['INI-TPS-01', 'TPS report migration', true],
      ['INI-Y2K-99', 'Legacy date remediation (closed)', false],
      ['INI-CLOUD-07', 'Cloud platform build-out', true],
      ['INI-SEC-12', 'Security review', true],
    ],
    purchaseOrders: [
      ['PO-4410-A', 9_600_000, '2026-01-15', '2026-07-14'],
      ['PO-4410-B', 3_200_000, '2026-07-15', '2026-12-31'],
    ],
  },
  'Umbrella Corp': {
    workLocations: [
      ['Umbrella Lab', '545 W 45th St', 'Floor 6', 'New York', 'NY', '10036'],
      ['Umbrella Research Park', '3000 Hanover St', null, 'Palo Alto', 'CA', '94304'],
      ['Umbrella Field Office', '1800 Century Park E', 'Suite 600', 'Los Angeles', 'CA', '90067'],
    ],
    departments: [
      ['Research', '545 W 45th St', 'Floor 6', 'New York', 'NY', '10036'],
      ['Field Engineering', '3000 Hanover St', null, 'Palo Alto', 'CA', '94304'],
      ['People Operations', '545 W 45th St', 'Floor 2', 'New York', 'NY', '10036'],
    ],
    projectCodes: [
      ['UMB-R-001', 'Vaccine research', true],
      ['UMB-F-014', 'Field deployments', true],
      ['UMB-A-220', 'Annual audit support', true],
    ],
    purchaseOrders: [
      ['UC-2026-001', 25_000_000, '2026-01-01', '2026-12-31'],
      ['UC-2026-017', 7_450_000, '2026-04-01', '2026-09-30'],
    ],
  },
};

type JobRow = [
  title: string,
  classification: string,
  workersCompCode: string | null,
  salaried: boolean,
  isTravel: boolean,
];

/** Jobs each demo partner (by subdomain) staffs for all its clients. */
export const jobsByPartner: Readonly<Record<string, JobRow[]>> = {
  acme: [
    ['Forklift Operator', 'w-2', '8232', false, false],
    ['Shipping Clerk', 'w-2', '8810', false, false],
    ['Quality Inspector', 'w-2', '3632', false, false],
    ['Shift Supervisor', 'w-2', '8810', true, false],
    ['Maintenance Technician', 'w-2', '3724', false, true],
    ['Logistics Consultant', 'independent_contractor', null, false, true],
    ['Safety Trainer', 'independent_contractor', null, false, true],
  ],
  selfco: [
    ['QA Engineer', 'independent_contractor', null, false, false],
    ['Cloud Architect', 'independent_contractor', null, false, true],
    ['Product Designer', 'international_ic', null, false, false],
  ],
};

/** Jobs the EOR employs people in. */
export const eorJobs: JobRow[] = [
  ['Research Scientist', 'international_eor', null, true, false],
  ['Lab Technician', 'international_eor', null, false, false],
];

/** Jobs a partner staffs for one client only: [partner subdomain, client name, job]. */
export const clientJobs: [string, string, JobRow][] = [
  ['acme', 'Globex', ['Globex Line Lead', 'w-2', '3632', true, false]],
];
