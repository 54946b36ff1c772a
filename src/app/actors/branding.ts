import { fromPromise } from 'xstate';
import { BrandingSettings, type BrandingUpdate } from '../../domain/contracts/shell';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

export const loadBranding = fromPromise<BrandingSettings>(({ signal }) =>
  withApiErrors(async () =>
    BrandingSettings.parse(await http.get('settings/branding', { signal }).json()),
  ),
);

export const saveBranding = fromPromise<BrandingSettings, BrandingUpdate>(({ input, signal }) =>
  withApiErrors(async () =>
    BrandingSettings.parse(await http.put('settings/branding', { json: input, signal }).json()),
  ),
);

export const uploadLogo = fromPromise<BrandingSettings, Blob>(({ input, signal }) =>
  withApiErrors(async () =>
    BrandingSettings.parse(
      await http
        .put('settings/branding/logo', {
          body: input,
          headers: { 'content-type': input.type },
          signal,
        })
        .json(),
    ),
  ),
);
