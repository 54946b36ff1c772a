import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { http } from '../../app/lib/http';
import { BrandingSettings, type BrandingUpdate } from '../../domain/contracts/shell';
import { brandingSettingsScreen } from './settings.screen';

const loadBranding = fromPromise<BrandingSettings>(({ signal }) =>
  withApiErrors(async () =>
    BrandingSettings.parse(await http.get('settings/branding', { signal }).json()),
  ),
);

const saveBranding = fromPromise<BrandingSettings, BrandingUpdate>(({ input, signal }) =>
  withApiErrors(async () =>
    BrandingSettings.parse(await http.put('settings/branding', { json: input, signal }).json()),
  ),
);

const uploadLogo = fromPromise<BrandingSettings, Blob>(({ input, signal }) =>
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

export const BrandingContext = createActorContext(
  brandingSettingsScreen.provide({ actors: { loadBranding, saveBranding, uploadLogo } }),
);
