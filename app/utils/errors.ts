// Typed errors thrown by models; each edge maps them to a redirect with a
// toast, a form error, or the API envelope with its status code.

export type FieldError = { param: string; msg: string };

export class AppError extends Error {
  status = 500;
  constructor(
    message: string,
    public errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}
/** The base of an AppError with a fixed HTTP status. */
const withStatus = (code: number) =>
  class extends AppError {
    status = code;
  };

export class ValidationError extends withStatus(400) {}
export class Unauthorized extends withStatus(401) {}
export class PaymentRequired extends withStatus(402) {}
export class Forbidden extends withStatus(403) {}
export class NotFound extends withStatus(404) {}
export class Conflict extends withStatus(409) {}
export class TooManyRequests extends AppError {
  status = 429;
  constructor(
    message: string,
    public retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * What to tell the user about a failed change: a model's own message for a 4xx error, else the
 * fallback (and the error goes to the log under `logLabel`).
 */
export function errorMessage(error: unknown, fallback: string, logLabel: string): string {
  if (error instanceof AppError && error.status < 500) return error.message;
  console.error(logLabel, error);
  return fallback;
}
