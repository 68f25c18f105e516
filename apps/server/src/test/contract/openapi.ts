// Reads /api/openapi.json into the list of operations the contract test calls: method, path, parameters, body,
// whether it declares a token, and the statuses it declares.
import { z } from 'zod';

/** The part of JSON Schema the generated document uses (zod's toJSONSchema, OpenAPI 3 flavour). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  $ref?: string;
}

export type ParamLocation = 'path' | 'query' | 'header';

export interface Param {
  name: string;
  in: ParamLocation;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `PUT /api/athleteProfile/sport-credentials/{id}`: the name used in test titles and in the {id}-route list. */
  key: string;
  method: string;
  /** OpenAPI form, with {name} for each path parameter. */
  path: string;
  params: Param[];
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
  /** True when the operation declares the session token (security). */
  secured: boolean;
  /** Every status the operation declares it may answer: `404`, a range as `4XX`, or `default`. */
  statuses: Set<string>;
}

/** Whether the operation declares this status, exactly, by its range (`4XX`) or with a `default` answer. */
export function declares(operation: Operation, status: number): boolean {
  const { statuses } = operation;
  return (
    statuses.has(String(status)) || statuses.has(`${Math.floor(status / 100)}XX`) || statuses.has('default')
  );
}

const SchemaObject = z.record(z.string(), z.unknown());
const ParameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  schema: SchemaObject.optional(),
});
const OperationSchema = z.object({
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: SchemaObject.optional() })),
    })
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  responses: z.record(z.string(), z.unknown()),
});
const DocumentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), SchemaObject).optional() }).optional(),
});

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Replaces each $ref to #/components/schemas/... with the schema it names, so generators see plain schemas. */
function inline(value: unknown, components: Record<string, unknown>, seen: Set<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, components, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = '$ref' in value && typeof value.$ref === 'string' ? value.$ref : undefined;
  if (ref) {
    const name = ref.replace('#/components/schemas/', '');
    // A recursive schema stops at its second visit: an empty schema means "any value".
    if (seen.has(name)) return {};
    return inline(components[name] ?? {}, components, new Set([...seen, name]));
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inline(item, components, seen)]),
  );
}

// The document is the server's own output; its schemas are JSON Schema objects by construction.
const asSchema = (value: unknown): JsonSchema => (value ?? {}) as JsonSchema;

export function readOperations(document: unknown): Operation[] {
  const doc = DocumentSchema.parse(document);
  const components = doc.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const operation = OperationSchema.parse(raw);
      const params = (operation.parameters ?? []).flatMap((param): Param[] => {
        if (param.in !== 'path' && param.in !== 'query' && param.in !== 'header') return [];
        return [
          {
            name: param.name,
            in: param.in,
            required: param.required ?? param.in === 'path',
            schema: asSchema(inline(param.schema, components)),
          },
        ];
      });
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params,
        body: content
          ? {
              contentType: content[0],
              schema: asSchema(inline(content[1].schema, components)),
              required: operation.requestBody?.required ?? false,
            }
          : null,
        secured: (operation.security ?? []).length > 0,
        statuses: new Set(Object.keys(operation.responses).map((status) => status.toUpperCase())),
      });
    }
  }
  return operations;
}

/** Every fixed segment of every path (`api`, `athleteProfile`, `me`...): a path parameter must not spell one. */
export function staticSegments(operations: Operation[]): Set<string> {
  const segments = new Set<string>();
  for (const { path } of operations) {
    for (const segment of path.split('/')) if (segment && !segment.startsWith('{')) segments.add(segment);
  }
  return segments;
}
