/** Spec §8's suggested address under a refused one: one click writes it into the form. */
export function SuggestedAddress(props: { label: string; onUse(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-300 dark:bg-amber-950 dark:ring-amber-800"
    >
      <p>
        Suggested address: <strong>{props.label}</strong>
      </p>
      <button
        type="button"
        onClick={props.onUse}
        className="rounded-md bg-brand px-3 py-1.5 font-medium text-white"
      >
        Use suggested address
      </button>
    </div>
  );
}
