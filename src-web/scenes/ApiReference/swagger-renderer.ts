import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';

/** Swagger UI on an element, read-only: operations folded, no "try it out", no call to an outside validator. */
export function renderReference(element: HTMLElement, document: object): void {
  SwaggerUI({
    domNode: element,
    spec: document,
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: -1,
    supportedSubmitMethods: [],
    validatorUrl: null,
  });
}
