import { z } from 'zod';
import {
  DEFAULT_SHARE_DAYS,
  MAX_SHARE_DAYS,
  SHARED_REPORT_KINDS,
} from '../../src-domain/report-share/index.ts';

/** POST /api/admin/inspections/{id}/shares: which report the link opens and for how many days. */
export const createShareBody = z
  .object({
    kind: z.enum(SHARED_REPORT_KINDS).default('report'),
    days: z.number().int().min(1).max(MAX_SHARE_DAYS).default(DEFAULT_SHARE_DAYS),
  })
  .strict();
