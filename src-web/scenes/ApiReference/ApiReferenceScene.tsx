import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { RequestFailed } from '../../api/http.ts';
import { loadOpenApiDocument, OPENAPI_DOCUMENT } from '../../api/openapi.ts';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';

// The renderer's chunk did not arrive (a deploy replaced it, or the connection dropped).
const LOAD_FAILED = 'errors.loadFailed';

/**
 * /admin/api: the API reference, rendered from the server's OpenAPI document by Swagger UI. The renderer is
 * large, so it is fetched only here (this scene is its own chunk, and the renderer another), never with the
 * app's first load. Calls cannot be sent from the page: it is a reference, and a call made here would act
 * with the reader's own session.
 */
export function ApiReferenceScene() {
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let gone = false;
    void (async () => {
      try {
        const [document, renderer] = await Promise.all([
          loadOpenApiDocument(),
          import('./swagger-renderer.ts'),
        ]);
        if (gone || !host.current) return;
        renderer.renderReference(host.current, document);
        setReady(true);
      } catch (failure) {
        if (!gone) setError(failure instanceof RequestFailed ? failure.msg : LOAD_FAILED);
      }
    })();
    return () => {
      gone = true;
    };
  }, []);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="apiReference.title">API reference</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans id="apiReference.intro">
          Every route of the Inspecta HTTP API, with its parameters, bodies, answers and refusals. Every
          refusal is an object with a translation key in msg and a key per field in errors.
        </Trans>{' '}
        <a
          className="font-medium text-sky-800 underline"
          href={OPENAPI_DOCUMENT}
          download="inspecta-openapi.json"
        >
          <Trans id="apiReference.download">Download the OpenAPI document</Trans>
        </a>
      </p>
      {!ready && <LoadingOrError error={error} />}
      <div ref={host} data-testid="api-reference" className="api-reference rounded-md bg-white" />
    </div>
  );
}
