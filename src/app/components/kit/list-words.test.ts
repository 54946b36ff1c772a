import { describe, expect, it } from 'vitest';
import { listWords } from './list-words';

const widgets = { labels: { singular: 'Widget', plural: 'Widgets' }, specPaths: ['/widgets'] };

describe('listWords', () => {
  it('derives every word from the two nouns and the path from the first spec path', () => {
    const w = listWords(widgets);
    expect({ ...w, count: [w.count(0), w.count(1), w.count(2)] }).toEqual({
      title: 'Widgets',
      caption: 'Widgets',
      noun: 'widgets',
      empty: 'No widgets match these filters.',
      path: '/widgets',
      count: ['0 widgets', '1 widget', '2 widgets'],
    });
  });

  it('keeps an abbreviation capitalised and lists a record path at its folder', () => {
    const w = listWords({
      labels: { singular: 'PTO rule', plural: 'PTO rules' },
      specPaths: ['/pto_rules/{id?}', '/pto'],
    });
    expect([w.noun, w.empty, w.count(1), w.path]).toEqual([
      'PTO rules',
      'No PTO rules match these filters.',
      '1 PTO rule',
      '/pto_rules',
    ]);
  });

  it('takes the labels’ own words, the empty text and count from the noun they name', () => {
    const w = listWords({
      labels: { singular: 'Log', plural: 'Logs', title: 'Access Logs', noun: 'access logs' },
      specPaths: ['/logs'],
      listPath: '/logs?type=access',
    });
    expect([w.title, w.caption, w.empty, w.count(2), w.path]).toEqual([
      'Access Logs',
      'Logs',
      'No access logs match these filters.',
      '2 access logs',
      '/logs?type=access',
    ]);
    const counted = listWords({
      labels: { singular: 'Run', plural: 'Runs', count: ['run started', 'runs started'] },
      specPaths: ['/runs'],
    });
    expect([counted.count(1), counted.count(3)]).toEqual(['1 run started', '3 runs started']);
  });

  it('lets a page that shows the resource in another place say its own title, caption, path or empty text', () => {
    const w = listWords(widgets, {
      title: 'Spare widgets',
      caption: 'Spare ones',
      path: '/spares',
      empty: 'No spares yet.',
    });
    expect([w.title, w.caption, w.noun, w.empty, w.path]).toEqual([
      'Spare widgets',
      'Spare ones',
      'widgets',
      'No spares yet.',
      '/spares',
    ]);
  });
});
