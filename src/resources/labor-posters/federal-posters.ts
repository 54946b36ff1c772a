/**
 * The federal workplace posters (notices employers must display), as the U.S. Department of Labor
 * lists them on its Workplace Posters page and in its FirstStep Poster Advisor, 2026.
 *
 * Source: U.S. Department of Labor, "Workplace Posters", https://www.dol.gov/general/topics/posters,
 * and the elaws FirstStep Poster Advisor, https://webapps.dol.gov/elaws/firststep/ (which also
 * names the Equal Employment Opportunity Commission's poster). Each row's `url` is the issuing
 * agency's page for that poster; `who_must_post` restates the page's "who must post".
 *
 * Federal only, on purpose: DOL sends employers to their state labor office for state posters, and
 * this file holds nothing it cannot cite. The list is synced into `labor_posters` on every start
 * (`src/resources/labor-posters/sync.server.ts`), so a change here reaches every database.
 */
import type { PosterAudience } from './audiences';

export const LABOR_POSTERS_SOURCE = {
  publisher: 'U.S. Department of Labor',
  title: 'Workplace Posters',
  url: 'https://www.dol.gov/general/topics/posters',
  year: 2026,
} as const;

export interface FederalPoster {
  /** The agency's publication number: the key a later edition keeps. */
  code: string;
  title: string;
  law: string;
  agency: string;
  audience: PosterAudience;
  who_must_post: string;
  /** The fewest employees that bring an employer under the poster's law; null when any number does. */
  min_employees: number | null;
  url: string;
}

export const FEDERAL_POSTERS: readonly FederalPoster[] = [
  {
    code: 'WHD 1088',
    title: 'Employee Rights Under the Fair Labor Standards Act',
    law: 'Fair Labor Standards Act (FLSA)',
    agency: 'Wage and Hour Division',
    audience: 'employers',
    who_must_post:
      'Every private, federal, state and local government employer employing any employee subject to the FLSA (29 CFR 516.4).',
    min_employees: null,
    url: 'https://www.dol.gov/agencies/whd/posters/flsa',
  },
  {
    code: 'WHD 1420',
    title: 'Employee Rights Under the Family and Medical Leave Act',
    law: 'Family and Medical Leave Act (FMLA)',
    agency: 'Wage and Hour Division',
    audience: 'employers',
    who_must_post:
      'Public agencies, public and private elementary and secondary schools, and private employers with 50 or more employees in 20 or more workweeks (29 CFR 825.300), whether or not any employee is eligible.',
    min_employees: 50,
    url: 'https://www.dol.gov/agencies/whd/posters/fmla',
  },
  {
    code: 'WHD 1462',
    title: 'Employee Polygraph Protection Act',
    law: 'Employee Polygraph Protection Act (EPPA)',
    agency: 'Wage and Hour Division',
    audience: 'employers',
    who_must_post:
      'Any employer engaged in or affecting commerce or in the production of goods for commerce; not federal, state and local governments (29 CFR 801.6).',
    min_employees: null,
    url: 'https://www.dol.gov/agencies/whd/posters/employee-polygraph-protection-act',
  },
  {
    code: 'OSHA 3165',
    title: "Job Safety and Health: It's the Law!",
    law: 'Occupational Safety and Health Act (OSH Act)',
    agency: 'Occupational Safety and Health Administration',
    audience: 'employers',
    who_must_post:
      "Private employers engaged in a business affecting commerce; not federal, state or political subdivisions of states (29 CFR 1903.2). Employers in states with an OSHA-approved state plan post the state plan's poster.",
    min_employees: null,
    url: 'https://www.osha.gov/publications/poster',
  },
  {
    code: 'VETS USERRA',
    title: 'Your Rights Under USERRA',
    law: 'Uniformed Services Employment and Reemployment Rights Act (USERRA)',
    agency: "Veterans' Employment and Training Service",
    audience: 'employers',
    who_must_post:
      'Every employer, public and private, of persons entitled to USERRA rights; the notice may be posted where employee notices are customarily placed (38 U.S.C. 4334).',
    min_employees: null,
    url: 'https://www.dol.gov/agencies/vets/programs/userra/poster',
  },
  {
    code: 'EEOC Know Your Rights',
    title: 'Know Your Rights: Workplace Discrimination is Illegal',
    law: 'Title VII, ADA, ADEA, GINA, Equal Pay Act, PWFA',
    agency: 'Equal Employment Opportunity Commission',
    audience: 'employers',
    who_must_post:
      'Private employers with 15 or more employees, state and local governments, employment agencies and labor unions (29 CFR 1601.30).',
    min_employees: 15,
    url: 'https://www.eeoc.gov/poster',
  },
  {
    code: 'WHD 1284',
    title: 'Employee Rights for Workers with Disabilities Paid at Special Minimum Wages',
    law: 'Fair Labor Standards Act, section 14(c)',
    agency: 'Wage and Hour Division',
    audience: 'special_minimum_wage',
    who_must_post:
      'Every employer holding a section 14(c) certificate to pay workers with disabilities special minimum wages (29 CFR 525.14).',
    min_employees: null,
    url: 'https://www.dol.gov/agencies/whd/posters/disabilities',
  },
  {
    code: 'WHD 1376',
    title: 'Migrant and Seasonal Agricultural Worker Protection Act',
    law: 'Migrant and Seasonal Agricultural Worker Protection Act (MSPA)',
    agency: 'Wage and Hour Division',
    audience: 'agricultural_employers',
    who_must_post:
      'Agricultural employers, agricultural associations and farm labor contractors who employ migrant or seasonal agricultural workers (29 CFR 500.75, 500.76).',
    min_employees: null,
    url: 'https://www.dol.gov/agencies/whd/posters/mspa',
  },
  {
    code: 'WHD 1313',
    title: 'Employee Rights on Government Contracts',
    law: "McNamara-O'Hara Service Contract Act (SCA)",
    agency: 'Wage and Hour Division',
    audience: 'federal_contractors',
    who_must_post:
      'Contractors and subcontractors performing federal service contracts over $2,500 covered by the SCA, at the site of the work (29 CFR 4.6(e)).',
    min_employees: null,
    url: 'https://www.dol.gov/agencies/whd/posters/sca',
  },
  {
    code: 'WHD 1321',
    title: 'Employee Rights Under the Davis-Bacon Act',
    law: 'Davis-Bacon and Related Acts (DBRA)',
    agency: 'Wage and Hour Division',
    audience: 'federal_contractors',
    who_must_post:
      'Contractors and subcontractors on federal or federally assisted construction contracts over $2,000, at the site of the work (29 CFR 5.5(a)(1)).',
    min_employees: null,
    url: 'https://www.dol.gov/agencies/whd/posters/dbra',
  },
];
