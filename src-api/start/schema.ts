import { z } from 'zod';

/** GET /api/start/waiting takes no parameters: whose counts they are comes from the session alone. */
export const waitingQuery = z.strictObject({});
