import { z } from 'zod';
import { emailList, nameText } from '../http/schema-parts.ts';

export const createOrganizationBody = z
  .object({ name: nameText(200, 'organizations.nameRequired') })
  .strict();

export const updateOrganizationBody = z
  .object({
    name: nameText(200, 'organizations.nameRequired').optional(),
    reportEmail: emailList.optional(),
    incompleteEmail: emailList.optional(),
  })
  .strict();
