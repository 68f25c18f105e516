// One class attribute from a component's own classes (CSS Modules) and the ones its caller adds for placement.

/** The names given, in order, leaving out the ones that are not there (false, an unset prop, a missing module key). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter((name) => typeof name === 'string' && name !== '').join(' ');
}
