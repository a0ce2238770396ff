/** swagger-ui-dist ships no types: the part of its bundle this page calls. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUiOptions {
    domNode: HTMLElement;
    spec: object;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    supportedSubmitMethods?: string[];
    validatorUrl?: string | null;
    tryItOutEnabled?: boolean;
  }
  const SwaggerUI: (options: SwaggerUiOptions) => unknown;
  export default SwaggerUI;
}
