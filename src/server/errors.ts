import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '@/platform/contract/errors';
import { issueFromZod, valueAt, type FieldIssue, type ZodIssueLike } from '@/platform/contract/issues';

/** `body.email` style paths (the part of the request, then the field), each with its stable code. */
function issuesOf(error: FastifyError, request: FastifyRequest): FieldIssue[] {
  // Named as the contract names them: params, query, body.
  const part = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  const sent = { body: request.body, query: request.query, params: request.params, headers: request.headers }[part];
  return (error.validation ?? []).map((v) => {
    const keys = String(v.instancePath ?? '').split('/').filter(Boolean);
    const path = keys.length ? `${part}.${keys.join('.')}` : part;
    const issue = { ...(v.params as Partial<ZodIssueLike>), code: v.keyword, message: v.message ?? 'Invalid value' };
    return issueFromZod(issue, valueAt(sent, keys), path);
  });
}

/** The one place that turns errors into responses; a 5xx never carries the cause. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error, request);
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
