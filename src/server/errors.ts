import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody, type FieldIssue } from '@/platform/contract/errors';

/** `body.email` style paths: the part of the request, then the field. */
function issuesOf(error: FastifyError): FieldIssue[] {
  // Named as the contract names them: params, query, body.
  const part = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  return (error.validation ?? []).map((v) => {
    const field = String(v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { path: field ? `${part}.${field}` : part, message: v.message ?? 'Invalid value' };
  });
}

/** The one place that turns errors into responses; a 5xx never carries the cause. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error);
      const first = issues[0];
      return reply.status(400).send({ message: first ? `${first.path}: ${first.message}` : 'Invalid input', issues } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, issues: error.issues, ...error.body } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}
