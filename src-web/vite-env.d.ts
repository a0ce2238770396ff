/// <reference types="vite/client" />

/** Catalogues compiled by the lingui Vite plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
