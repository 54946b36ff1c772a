import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { brandingSettingsScreen } from './settings.screen';

export const branding = defineManifest({
  name: 'branding',
  charts: [
    chartEntry(
      brandingSettingsScreen,
      'src/resources/branding/settings.screen.ts',
      'Branding settings',
      "A partner's white-label settings: load, edit, save.",
    ),
  ],
});
