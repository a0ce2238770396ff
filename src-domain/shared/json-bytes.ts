/** The UTF-8 size of a value's JSON: how the event log, the read stores and their limits measure it. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? 'null');
