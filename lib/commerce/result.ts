import type { ErrorObject } from './schemas/common';

/** Why a call to the commerce service failed. */
export type CommerceErrorKind = 'network' | 'http' | 'validation';

export interface CommerceError {
  kind: CommerceErrorKind;
  /** The HTTP status the service answered with (absent for network failures). */
  status?: number;
  title: string;
  detail?: string;
  /** Every error object of the envelope, for per-item errors (spec §7). */
  errors: ErrorObject[];
}

export interface Success<T> {
  ok: true;
  data: T;
  status: number;
  headers: Headers;
}

export interface Failure {
  ok: false;
  error: CommerceError;
  headers?: Headers;
}

export type Result<T> = Success<T> | Failure;

export const failure = (
  error: Omit<CommerceError, 'errors'> & { errors?: ErrorObject[] },
  headers?: Headers,
): Failure => ({
  ok: false,
  error: { ...error, errors: error.errors ?? [] },
  headers,
});
