import { RequestFailed } from '../api/http.ts';

/**
 * Every asynchronous action: started, then done or failed; loading while started; error (and the answer's
 * key per field, `errors`) cleared at start, kept on failure.
 */
export interface AsyncStatus {
  status: 'idle' | 'started' | 'done' | 'failed';
  loading: boolean;
  error: string | null;
  errors: Record<string, string>;
}

export const idle = (): AsyncStatus => ({ status: 'idle', loading: false, error: null, errors: {} });

export async function track<T>(
  state: AsyncStatus,
  work: () => Promise<T>,
  mapError: (key: string) => string = (k) => k,
): Promise<T | undefined> {
  state.status = 'started';
  state.loading = true;
  state.error = null;
  state.errors = {};
  try {
    const result = await work();
    state.status = 'done';
    return result;
  } catch (error) {
    state.status = 'failed';
    state.error = mapError(error instanceof RequestFailed ? error.msg : 'errors.server');
    state.errors = error instanceof RequestFailed ? error.errors : {};
    return undefined;
  } finally {
    state.loading = false;
  }
}
