import { describe, expect, it } from 'vitest';
import { isOnboardingPath, stepRoute } from './step-routes';

const w2 = { userType: 'contractor', requiresW2: true } as const;

describe('onboarding step pages', () => {
  it('sends a W-2 worker to fill in section 1 of the I-9, and the W-4', () => {
    expect(stepRoute('i9_form', w2)).toBe('/i9_forms/new');
    expect(stepRoute('tax_forms', w2)).toBe('/forms/new/w4');
  });

  it('lets a worker with steps left open a step page and its list, not a signed record', () => {
    expect(isOnboardingPath('/i9_forms/new', w2)).toBe(true);
    expect(isOnboardingPath('/i9_forms', w2)).toBe(true);
    expect(isOnboardingPath('/i9_forms/5b0c7e1a-2f4d-4c8e-9a1b-3d2e4f5a6b7c', w2)).toBe(false);
    expect(isOnboardingPath('/timesheets', w2)).toBe(false);
  });
});
