import { useActorRef, useSelector } from '@xstate/react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Command } from 'cmdk';
import { useEffect, useRef } from 'react';
import { searchPaletteMachine } from '../../../../machines/search-palette/search-palette.screen';
import type { SearchResult } from '../../../domain/contracts/search';
import type { User } from '../../../domain/contracts/user';
import { searchActor } from '../../actors/search';
import { navigation } from '../../lib/navigation';
import { ResultIcon } from './result-icon';
import { LoadError } from '../../components/kit/load-error';

/** Results in the order the API ranked them, gathered under their object type. */
function groupsOf(results: readonly SearchResult[]) {
  const groups = new Map<string, SearchResult[]>();
  for (const r of results) groups.set(r.object_type, [...(groups.get(r.object_type) ?? []), r]);
  return [...groups];
}

interface Props {
  user: User;
  /** How many times the shortcut was pressed; each new press toggles the palette. */
  presses: number;
}

/** The spec §2 global search palette, driven by its chart; loaded the first time the shortcut is pressed. */
export function SearchPalette({ user, presses }: Props) {
  const ref = useActorRef(
    searchPaletteMachine.provide({
      actors: { search: searchActor },
      actions: { navigate: (_, { redirect }) => navigation.go(redirect) },
    }),
    { input: { user } },
  );
  const handled = useRef(0);
  useEffect(() => {
    for (; handled.current < presses; handled.current++) ref.send({ type: 'palette.shortcut' });
  }, [presses, ref]);
  const snapshot = useSelector(ref, (s) => s);
  const { query, results, error } = snapshot.context;
  const state = snapshot.matches('closed') ? 'closed' : JSON.stringify(snapshot.value);

  return (
    <Dialog
      open={snapshot.hasTag('open')}
      onClose={() => ref.send({ type: 'palette.close' })}
      className="relative z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40 dark:bg-black/60" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <DialogTitle className="sr-only">Global search</DialogTitle>
          <Command label="Search" shouldFilter={false} data-state={state}>
            <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 fill-none stroke-current stroke-2 text-slate-400"
              >
                <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3" />
              </svg>
              {/* Headless UI's dialog focuses the element marked data-autofocus when it opens. */}
              <Command.Input
                data-autofocus
                value={query}
                onValueChange={(value) => ref.send({ type: 'palette.type', query: value })}
                placeholder="Search clients, contractors, assignments…"
                className="h-12 w-full bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400 dark:text-slate-100"
              />
              {snapshot.hasTag('busy') && <Command.Loading label="Searching">…</Command.Loading>}
            </div>
            <Command.List label="Search results" className="max-h-[600px] overflow-y-auto p-2">
              {snapshot.matches({ open: 'empty' }) && (
                <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
                  No Results
                </Command.Empty>
              )}
              {snapshot.matches({ open: 'failed' }) && (
                <LoadError
                  look="line"
                  message={error}
                  onRetry={() => ref.send({ type: 'palette.retry' })}
                  className="px-3 py-4"
                />
              )}
              {snapshot.matches({ open: 'results' }) &&
                groupsOf(results).map(([type, hits]) => (
                  <Command.Group
                    key={type}
                    heading={type}
                    className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500 dark:[&_[cmdk-group-heading]]:text-slate-400"
                  >
                    {hits.map((hit) => (
                      <Command.Item
                        key={hit.redirect}
                        value={hit.redirect}
                        onSelect={() =>
                          ref.send({ type: 'palette.choose', redirect: hit.redirect })
                        }
                        className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-slate-100 dark:text-slate-200 dark:data-[selected=true]:bg-slate-800"
                      >
                        <ResultIcon name={hit.icon} />
                        <span className="truncate">{hit.text}</span>
                      </Command.Item>
                    ))}
                  </Command.Group>
                ))}
            </Command.List>
          </Command>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
