import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BrandingSettings, BrandingUpdate } from '../../domain/contracts/shell';
import { brandingSettingsScreen } from './settings.screen';

const settings: BrandingSettings = {
  brand_name: 'Acme',
  logo_url: '/brand/acme.svg',
  primary_color: '#c2410c',
  accent_color: null,
  dark_mode: false,
  support_email: null,
  remit_to: null,
  updated_at: '2026-11-20T15:00:00.000Z',
};

function start(save: (d: BrandingUpdate) => Promise<BrandingSettings>) {
  return createActor(
    brandingSettingsScreen.provide({
      actors: {
        loadBranding: fromPromise(async () => settings),
        saveBranding: fromPromise(async ({ input }: { input: BrandingUpdate }) => save(input)),
        uploadLogo: fromPromise(async (): Promise<BrandingSettings> => ({
          ...settings,
          logo_url: '/v2/branding/logos/1',
        })),
      },
    }),
  ).start();
}

describe('branding settings screen', () => {
  it('loads into an editable draft and saves the edited draft', async () => {
    const sent: BrandingUpdate[] = [];
    const actor = start(async (d) => {
      sent.push(d);
      return { ...settings, ...d };
    });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'branding.change', patch: { dark_mode: true, primary_color: '#112233' } });
    actor.send({ type: 'branding.save' });
    const saved = await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(sent).toEqual([
      {
        brand_name: 'Acme',
        primary_color: '#112233',
        accent_color: null,
        dark_mode: true,
        support_email: null,
        remit_to: null,
      },
    ]);
    expect(saved.context.saved).toMatchObject({ dark_mode: true, primary_color: '#112233' });
    expect(saved.context.notice).toBe('Branding saved');
  });

  it('refuses to save without a brand name', async () => {
    const actor = start(async () => settings);
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'branding.change', patch: { brand_name: '  ' } });
    expect(actor.getSnapshot().can({ type: 'branding.save' })).toBe(false);
  });

  it('keeps the draft and shows the error when saving fails', async () => {
    const actor = start(async () => {
      throw new Error('Only partner owners and admins can change branding');
    });
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'branding.save' });
    const after = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(after.context.error).toBe('Only partner owners and admins can change branding');
    expect(after.context.draft?.brand_name).toBe('Acme');
  });

  it('uploads a logo', async () => {
    const actor = start(async () => settings);
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'branding.uploadLogo', file: new Blob(['x'], { type: 'image/png' }) });
    expect(actor.getSnapshot().value).toBe('uploading');
    const done = await waitFor(actor, (s) => s.matches('editing'));
    expect(done.context.saved?.logo_url).toBe('/v2/branding/logos/1');
  });
});
