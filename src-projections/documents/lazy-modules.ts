import { createRequire } from 'node:module';

/**
 * The spreadsheet and PDF libraries, loaded at their first use instead of at start: together they were a
 * third of a server's start to ready (exceljs alone 5.5 s of 24 s on a busy 2-core machine), though most
 * processes never write a sheet or a PDF. Both are CommonJS, so a synchronous require keeps their callers'
 * signatures; Node caches the module after the first call.
 */
const require = createRequire(import.meta.url);

export const excel = (): typeof import('exceljs') => require('exceljs') as typeof import('exceljs');

export const pdfDocument = (): typeof import('pdfkit') => require('pdfkit') as typeof import('pdfkit');
