/** Outline glyphs (24×24 strokes) for the icon names the search API sends; an unknown name gets a dot. */
const PATHS: Record<string, string> = {
  building:
    'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0',
  'user-cog':
    'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a8 8 0 0 1 12.5-6.6M18 15v1.5M18 19.5V21M20.6 16.5l-1.3.8M16.7 18.7l-1.3.8M20.6 19.5l-1.3-.8M16.7 17.3l-1.3-.8',
  store: 'M3 9l1.5-5h15L21 9M3 9h18M3 9v11h18V9M9 20v-6h6v6',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5',
  briefcase: 'M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  'file-text': 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  banknote: 'M2 7h20v10H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 10v4M18 10v4',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-3v3M16 13h2',
};

export function ResultIcon({ name }: { name: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0 fill-none stroke-current stroke-2 text-slate-400"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name] ?? 'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z'} />
    </svg>
  );
}
