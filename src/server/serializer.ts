import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * How answers are written. Checked (tests, development): each answer must satisfy its contract's
 * response schema and be exactly what the contract declares — a field the schema would strip or a value
 * it would change is an error, so production, which writes answers as they are, can never send more
 * than the contract says.
 */
export function answerSerializer(check: boolean): SerializerCompiler {
  if (!check) return () => (data) => JSON.stringify(data);
  return (route) => {
    const encode = (checkedSerializer as unknown as FastifySchemaCompiler<unknown>)(route) as unknown as (data: unknown) => string;
    return (data) => {
      const plain = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(encode(data)), JSON.parse(plain))) {
        throw new Error(`${route.method} ${route.url}: the answer holds more than its contract's response schema declares, or a value the schema changes`);
      }
      return plain;
    };
  };
}
