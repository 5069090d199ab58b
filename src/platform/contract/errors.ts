import type { FieldIssue } from './issues';

export type { FieldIssue } from './issues';

/** A domain error: services throw these, the server maps them to one status code each. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: FieldIssue[],
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, issues?: FieldIssue[]) {
    super(409, message, issues);
  }
}
/** Bad input that only the service can judge (a rule, not a shape). */
export class Invalid extends AppError {
  constructor(message: string, issues?: FieldIssue[], body?: Record<string, unknown>) {
    super(400, message, issues, body);
  }
}

/** The JSON body of every error response. */
export interface ErrorBody {
  message: string;
  issues?: FieldIssue[];
  [extra: string]: unknown;
}
