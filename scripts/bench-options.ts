import { parseArgs } from 'node:util';

/** A bench's numeric options (`--name 10`), each falling back to its default. */
export function numberOptions<Name extends string>(
  defaults: Record<Name, number>,
): Record<Name, number> {
  const names = Object.keys(defaults) as Name[];
  const { values } = parseArgs({
    options: Object.fromEntries(
      names.map((name) => [name, { type: 'string' as const, default: String(defaults[name]) }]),
    ),
  });
  return Object.fromEntries(names.map((name) => [name, Number(values[name])])) as Record<
    Name,
    number
  >;
}
