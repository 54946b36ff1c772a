import { createActorContext } from '@xstate/react';
import { brandingSettingsScreen } from '../../../../machines/branding/branding-settings.screen';
import { loadBranding, saveBranding, uploadLogo } from '../../actors/branding';

export const BrandingContext = createActorContext(
  brandingSettingsScreen.provide({ actors: { loadBranding, saveBranding, uploadLogo } }),
);
