/** A schema as the OpenAPI 3.0 document carries it (the parts a sample needs). */
export interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  example?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  nullable?: boolean;
}

// Tried in order against a string's pattern and length limits; the first that fits is the sample (`/muestra` for a page path).
const CANDIDATES = ['Muestra', 'muestra', 'muestra-1', 'M1', '2026-11-23', '2026-11-23T10:00:00.000Z', '10:00', '#7367f0', '1', 'a', '123456', '/muestra'];

// Where a transform hides a string's format from the document (trim, then email), the field's name tells.
function formatOf(schema: OpenApiSchema, key: string): string | undefined {
  if (schema.format) return schema.format;
  if (/email$|^(to|cc|bcc)$/i.test(key)) return 'email';
  if (/^(start|end)$/.test(key)) return 'date-time';
  return undefined;
}

function sampleString(schema: OpenApiSchema, key: string, unique: () => number): string {
  switch (formatOf(schema, key)) {
    case 'email':
      return `muestra${unique()}@example.com`;
    case 'date':
      return '2026-11-23';
    case 'date-time':
      return '2026-11-23T10:00:00.000Z';
    case 'uuid':
      return `00000000-0000-4000-8000-${String(unique()).padStart(12, '0')}`;
    case 'uri':
    case 'url':
      return 'https://example.com/muestra.png';
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (s: string) => s.length >= min && s.length <= max && (!pattern || pattern.test(s));
  const found = CANDIDATES.find(fits) ?? CANDIDATES.map((c) => c.padEnd(min, 'a')).find(fits);
  if (found === undefined) throw new Error(`no sample fits ${JSON.stringify(schema)}`);
  // Unique where a pattern allows it, so that names that must not repeat do not.
  const numbered = `${found}${unique()}`;
  return fits(numbered) ? numbered : found;
}

/**
 * The smallest value the schema accepts: required properties only, defaults and first enum values,
 * strings that fit their pattern and length. Enough to call an endpoint with input it must accept.
 */
export function sampleFromSchema(schema: OpenApiSchema, unique: () => number, key = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  // A rule the document cannot state (a card's check digit) comes with an example that keeps it.
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleFromSchema(options.find((o) => o.type !== 'null') ?? options[0], unique, key);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleFromSchema(part, unique, key)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      // An object of optional fields only (a patch) says at least one thing.
      const keys = schema.required?.length ? schema.required : Object.keys(schema.properties ?? {}).slice(0, 1);
      return Object.fromEntries(keys.map((name) => [name, sampleFromSchema(schema.properties?.[name] ?? {}, unique, name)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sampleFromSchema(schema.items ?? {}, unique, key));
    case 'string':
      return sampleString(schema, key, unique);
    case 'integer':
    case 'number': {
      // 2 rather than 1: id 1 is the signed-in admin, and some things may not be done to oneself.
      const above = schema.exclusiveMinimum === true ? 1 : 0;
      return Math.min(schema.maximum ?? Infinity, Math.max(2, (schema.minimum ?? 0) + above));
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'Muestra';
  }
}
