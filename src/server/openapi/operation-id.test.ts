import { expect, it } from 'vitest';
import { operationId } from './operation-id';

it.each([
  ['GET', '/v2/timesheets/:id/history', 'getTimesheetsByIdHistory'],
  ['POST', '/v2/user/request-code', 'postUserRequestCode'],
  ['GET', '/public_globals', 'getPublicGlobals'],
  ['PUT', '/v2/settings/branding/logo', 'putSettingsBrandingLogo'],
])('%s %s is %s', (method, url, id) => {
  expect(operationId(method, url)).toBe(id);
});
