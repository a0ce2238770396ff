import { z } from 'zod';
import { emailList, requiredText } from '../http/schema-parts.ts';

export const createOrganizationBody = z
  .object({ name: requiredText(200, 'organizations.nameRequired') })
  .strict();

export const updateOrganizationBody = z
  .object({
    name: requiredText(200, 'organizations.nameRequired').optional(),
    reportEmail: emailList.optional(),
    incompleteEmail: emailList.optional(),
  })
  .strict();
