import { assign, fromPromise, setup } from 'xstate';
import type { BrandingSettings, BrandingUpdate } from '../../domain/contracts/shell';
import { messageOf } from '../../domain/errors/extract-message';

export interface BrandingContext {
  saved: BrandingSettings | null;
  draft: BrandingUpdate | null;
  error: string | null;
  notice: string | null;
}

export type BrandingEvent =
  | { type: 'branding.change'; patch: Partial<BrandingUpdate> }
  | { type: 'branding.save' }
  | { type: 'branding.uploadLogo'; file: Blob }
  | { type: 'branding.retry' };

const toDraft = (s: BrandingSettings): BrandingUpdate => ({
  brand_name: s.brand_name,
  primary_color: s.primary_color,
  accent_color: s.accent_color,
  dark_mode: s.dark_mode,
  support_email: s.support_email,
  remit_to: s.remit_to,
});

/** A partner edits its branding: load, edit a draft, save it or upload a logo, see it applied. */
export const brandingSettingsScreen = setup({
  types: { context: {} as BrandingContext, events: {} as BrandingEvent },
  actors: {
    loadBranding: fromPromise<BrandingSettings>(async () => {
      throw new Error('loadBranding is provided by the browser');
    }),
    saveBranding: fromPromise<BrandingSettings, BrandingUpdate>(async () => {
      throw new Error('saveBranding is provided by the browser');
    }),
    uploadLogo: fromPromise<BrandingSettings, Blob>(async () => {
      throw new Error('uploadLogo is provided by the browser');
    }),
  },
  guards: {
    hasBrandName: ({ context }) => Boolean(context.draft?.brand_name.trim()),
  },
}).createMachine({
  id: 'brandingSettingsScreen',
  initial: 'loading',
  context: { saved: null, draft: null, error: null, notice: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadBranding',
        onDone: {
          target: 'editing',
          actions: assign({
            saved: ({ event }) => event.output,
            draft: ({ event }) => toDraft(event.output),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: { on: { 'branding.retry': { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      tags: ['editable'],
      on: {
        'branding.change': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft ? { ...context.draft, ...event.patch } : null,
            notice: null,
          }),
        },
        'branding.save': {
          guard: 'hasBrandName',
          description: 'A brand needs a name: it is the page title when no route title applies.',
          target: 'saving',
        },
        'branding.uploadLogo': 'uploading',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveBranding',
        input: ({ context }) => context.draft as BrandingUpdate,
        onDone: {
          target: 'editing',
          actions: assign({
            saved: ({ event }) => event.output,
            error: null,
            notice: 'Branding saved',
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error), notice: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadLogo',
        input: ({ event }) =>
          (event as Extract<BrandingEvent, { type: 'branding.uploadLogo' }>).file,
        onDone: {
          target: 'editing',
          actions: assign({
            saved: ({ event }) => event.output,
            error: null,
            notice: 'Logo uploaded',
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error), notice: null }),
        },
      },
    },
  },
});
