import { request } from './http.ts';

/** The API's OpenAPI 3.1 document (GET /api/openapi.json): public, and also a link the reference page gives. */
export const OPENAPI_DOCUMENT = '/api/openapi.json';

export const loadOpenApiDocument = () => request<object>('GET', OPENAPI_DOCUMENT);
