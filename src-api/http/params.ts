import { isId } from '../../src-domain/shared/ids.ts';
import { API_ERRORS, ApiError } from './api-error.ts';

/** A path id that is not even an id names nothing: 404, like an id that does not exist. */
export function idParam(value: string | undefined): string {
  if (!value || !isId(value)) throw new ApiError(404, API_ERRORS.notFound);
  return value.toLowerCase();
}

export function idOrMyParam(value: string | undefined): string {
  return value === 'my' ? 'my' : idParam(value);
}
