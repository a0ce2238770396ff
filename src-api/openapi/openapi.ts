import { documented, file, type AreaDoc } from './route-doc.ts';

/** The document itself and the web app's routes: public, and no tenant data in any of them. */
export const referenceDocs: AreaDoc = {
  tag: 'Reference and web app',
  description: 'This document, and the web app the server hands out.',
  routes: {
    'GET /api/openapi.json': {
      summary: 'This OpenAPI document',
      description: 'Cacheable for an hour, with an ETag; the same for every caller.',
      public: true,
      answer: documented('OpenAPI 3.1'),
    },
    'GET /assets/:file': {
      summary: 'A file of the built web app (scripts, styles, fonts)',
      public: true,
      params: { file: 'The file name, with its content hash' },
      answer: file('application/octet-stream', 'The file, with its own type'),
    },
    'GET /{*path}': {
      summary: 'The web app (its index page for any other path)',
      public: true,
      params: { path: 'Any path of the web app' },
      answer: file('text/html', 'The page; 503 before the web app is built'),
    },
  },
};
