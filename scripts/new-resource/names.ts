/** Every spelling of a resource's name the scaffold writes, from its plural snake_case name. */
export interface Names {
  /** `project_codes`: the table, the API path and the spec path. */
  snake: string;
  /** `project-codes`: file and folder names. */
  kebab: string;
  /** `projectCodes`: values (the drizzle table, the definition). */
  camel: string;
  /** `ProjectCode`: the item contract and its type. */
  Singular: string;
  /** `projectCode`: a workflow's chart id and event prefix, its definition and server. */
  singularCamel: string;
  /** `project_code`: the key of a workflow record in its detail. */
  singularSnake: string;
  /** `ProjectCodes`: a workflow's predicates. */
  Plural: string;
  /** `Project code` / `Project codes`: what people read. */
  label: { singular: string; plural: string };
}

const NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** `project_codes` → `project_code`; `companies` → `company`; `--singular` overrides the guess. */
const singularOf = (snake: string) =>
  snake.endsWith('ies')
    ? `${snake.slice(0, -3)}y`
    : snake.endsWith('s')
      ? snake.slice(0, -1)
      : snake;

const pascal = (snake: string) =>
  snake
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
const words = (snake: string) => {
  const text = snake.replace(/_/g, ' ');
  return text[0]!.toUpperCase() + text.slice(1);
};

export function namesOf(snake: string, singular = singularOf(snake)): Names {
  if (!NAME.test(snake) || !NAME.test(singular))
    throw new Error(`A resource name is plural snake_case, like project_codes; got "${snake}"`);
  if (snake === singular) throw new Error(`"${snake}" must be plural (or pass --singular)`);
  const Plural = pascal(snake);
  return {
    snake,
    kebab: snake.replace(/_/g, '-'),
    camel: Plural[0]!.toLowerCase() + Plural.slice(1),
    Singular: pascal(singular),
    singularCamel: pascal(singular)[0]!.toLowerCase() + pascal(singular).slice(1),
    singularSnake: singular,
    Plural,
    label: { singular: words(singular), plural: words(snake) },
  };
}
