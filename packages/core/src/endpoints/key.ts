// An endpoint's name is its method and path as the spec writes them, `GET /api/watchlist/:athleteProfileId`: the
// table's key, the server's route and the web's call all come from that one string. Zod-free, so the web's public
// pages and landing can fill a path without loading any schema.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a key looks like: a method, one space, an absolute path with `:name` for each parameter. */
export type EndpointKeyShape = `${Method} /${string}`;

export type MethodOf<Key extends string> = Key extends `${infer M extends Method} ${string}` ? M : never;

export type PathOf<Key extends string> = Key extends `${Method} ${infer Path}` ? Path : never;

/** The `:name` parameters of a path, as a union of names (never when it has none). */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a key's path needs, one string each; nothing when it has no parameter. */
export type PathParams<Key extends string> = { [Name in ParamNames<PathOf<Key>>]: string };

const METHODS: ReadonlySet<string> = new Set<Method>(['GET', 'POST', 'PUT', 'DELETE']);

function isMethod(word: string): word is Method {
  return METHODS.has(word);
}

/** A key's method and path, read from the string itself (the types read them as MethodOf and PathOf). */
export function splitKey(key: EndpointKeyShape): { method: Method; path: string } {
  const [method = '', path = ''] = key.split(' ');
  if (!isMethod(method)) throw new Error(`Not an endpoint key: ${key}`);
  return { method, path };
}

/** The names of a path's `:name` parameters, in order. */
export function paramNamesOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** The path with each `:name` replaced by its value, percent-encoded (a value may hold any character). */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
