/** A non-OK answer or a failed request, carrying the translation key to show. */
export class RequestFailed extends Error {
  override readonly name = 'RequestFailed';
  constructor(
    readonly msg: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(msg);
  }
}

export const CONNECTION_ERROR = 'errors.connection';

/**
 * JSON over same-origin fetch. Non-OK answers throw their `msg`; a network failure throws errors.connection.
 * `keepalive` lets the request outlive the page (a change sent as the page is closed still arrives).
 */
export function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: { keepalive?: boolean; anonymous?: boolean } = {},
): Promise<T> {
  return answerOf<T>(path, {
    method,
    keepalive: options.keepalive,
    // A public page (the wall dashboard, perhaps in another site's frame) sends no cookie and needs none.
    credentials: options.anonymous ? 'omit' : 'same-origin',
    // A GET sends no headers of its own: the browser's page may have preloaded it (src-api/web/route-preloads.ts),
    // and Chrome gives the preloaded answer only to a request asked the same way. Every API answer is JSON.
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A page of a list (`?skip=&limit=`) and where the next starts (`X-Next-Skip`; null when this was the last). */
export async function requestPage<T>(path: string): Promise<{ items: T[]; nextSkip: number | null }> {
  const { payload, response } = await exchange<T[]>(path, { method: 'GET' });
  const next = response.headers.get('x-next-skip');
  return { items: payload, nextSkip: next === null ? null : Number(next) };
}

/** A multipart POST (a file and its fields), with the same answers and errors as `request`. */
export function sendForm<T>(path: string, form: FormData): Promise<T> {
  return answerOf<T>(path, { method: 'POST', body: form });
}

async function answerOf<T>(path: string, init: RequestInit): Promise<T> {
  return (await exchange<T>(path, init)).payload;
}

async function exchange<T>(path: string, init: RequestInit): Promise<{ payload: T; response: Response }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new RequestFailed(CONNECTION_ERROR, 0);
  }
  const payload = (await response.json().catch(() => ({}))) as {
    msg?: string;
    errors?: Record<string, string>;
  };
  if (!response.ok)
    throw new RequestFailed(payload.msg ?? 'errors.server', response.status, payload.errors ?? {});
  return { payload: payload as T, response };
}
