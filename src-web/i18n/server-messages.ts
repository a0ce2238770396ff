import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '../../src-domain/shared/roles.ts';

/**
 * Keys the server (or the shared helpers) answer with. Listed here so every catalogue carries them; the
 * screens show them with i18n._(key), which falls back to the key itself when a key is unknown.
 */
export const SERVER_MESSAGES: MessageDescriptor[] = [
  msg({
    id: 'errors.connection',
    message: 'Could not reach the server. Check your connection and try again.',
  }),
  msg({ id: 'errors.server', message: 'Something went wrong on the server. Please try again.' }),
  msg({ id: 'errors.invalidSession', message: 'Your session has ended. Please sign in again.' }),
  msg({ id: 'errors.noPermission', message: 'You do not have permission to perform this action.' }),
  msg({ id: 'errors.forbidden', message: 'This request was refused.' }),
  msg({ id: 'errors.badCredentials', message: 'Wrong e-mail or password.' }),
  msg({ id: 'errors.tooManyAttempts', message: 'Too many attempts. Wait a while and try again.' }),
  msg({ id: 'errors.validation', message: 'Some of the information is not valid.' }),
  msg({ id: 'errors.unknownField', message: 'The request contained a field that is not allowed.' }),
  msg({ id: 'errors.payloadTooLarge', message: 'The request is too large.' }),
  msg({ id: 'errors.notFound', message: 'Not found.' }),
  msg({ id: 'errors.methodNotAllowed', message: 'This action is not possible here.' }),
  msg({ id: 'errors.loadFailed', message: 'The data could not be loaded.' }),
  msg({ id: 'missing.parameters', message: 'Please fill in all fields.' }),
  msg({ id: 'login.missingEmail', message: 'Enter your e-mail address.' }),
  msg({ id: 'login.missingToken', message: 'The reset link is incomplete. Ask for a new one.' }),
  msg({ id: 'login.missingPassword', message: 'Enter the new password twice.' }),
  msg({ id: 'login.passwordMismatch', message: 'The passwords do not match.' }),
  msg({ id: 'login.passwordLength', message: 'The password must be at least 12 characters.' }),
  msg({ id: 'login.passwordTooLong', message: 'The password can be at most 1024 characters.' }),
  msg({ id: 'login.invalidToken', message: 'The reset link is invalid or has expired. Ask for a new one.' }),
  msg({
    id: 'login.requestResetSuccess',
    message: 'If the address belongs to an account, a reset link is on its way.',
  }),
  msg({ id: 'login.resetSuccess', message: 'Your password has been changed.' }),
  msg({ id: 'users.emailTaken', message: 'This e-mail address is already in use.' }),
  msg({ id: 'users.exists', message: 'This user already exists.' }),
  msg({ id: 'users.notFound', message: 'The user was not found.' }),
  msg({ id: 'users.deactivated', message: 'The user is deactivated.' }),
  msg({ id: 'organizations.exists', message: 'This organization already exists.' }),
  msg({ id: 'entities.exists', message: 'This entity already exists.' }),
  msg({ id: 'errors.invalidEmail', message: 'Enter a valid e-mail address.' }),
  msg({ id: 'users.emailRequired', message: 'Enter an e-mail address.' }),
  msg({ id: 'users.nameRequired', message: 'Enter a name.' }),
  msg({ id: 'users.agentCodeRequired', message: 'Enter an agent code.' }),
  msg({ id: 'users.roleRequired', message: 'Choose a role.' }),
  msg({ id: 'users.roleNotAllowed', message: 'You cannot give this role.' }),
  msg({ id: 'users.entityRequired', message: 'The user must be linked to an entity.' }),
  msg({ id: 'users.entityOutsideOrganization', message: 'The entity belongs to another organization.' }),
  msg({ id: 'organizations.notFound', message: 'The organization was not found.' }),
  msg({ id: 'organizations.nameRequired', message: 'Enter the organization name.' }),
  msg({ id: 'entities.notFound', message: 'The entity was not found.' }),
  msg({ id: 'entities.nameRequired', message: 'Enter the entity name.' }),
  msg({ id: 'entities.nameTaken', message: 'An entity with this name already exists.' }),
  msg({ id: 'entities.invalidDate', message: 'Enter a valid date (YYYY-MM-DD).' }),
  msg({ id: 'entities.invalidDateRange', message: 'The end date must not be before the start date.' }),
  msg({ id: 'entities.organizationRequired', message: 'Choose the organization.' }),
  msg({ id: 'upload.missingFile', message: 'Choose a file to upload.' }),
  msg({ id: 'upload.tooLarge', message: 'The file is too large.' }),
  msg({ id: 'upload.unsupportedType', message: 'This type of file is not accepted.' }),
  msg({ id: 'upload.invalidImage', message: 'The image could not be read, or it is too large.' }),
  msg({ id: 'upload.wrongExtension', message: 'The file name does not match its content.' }),
  msg({ id: 'organizations.noLogo', message: 'No logo' }),
  msg({ id: 'settings.saved', message: 'Saved.' }),
  msg({ id: 'errors.invalidRoom', message: 'Live updates are not available for this page.' }),
];

export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  superUser: msg({ id: 'roles.superUser', message: 'Administrator' }),
  companyAdmin: msg({ id: 'roles.companyAdmin', message: 'Company admin' }),
  hotelAdmin: msg({ id: 'roles.hotelAdmin', message: 'Entity admin' }),
  user: msg({ id: 'roles.user', message: 'Agent' }),
  deactivated: msg({ id: 'roles.deactivated', message: 'Deactivated' }),
};
