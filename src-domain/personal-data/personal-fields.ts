/**
 * Which fields of which events are personal data, encrypted under the person's key (see docs/security.md,
 * Personal data). Only user events carry a person's name, e-mail address or the profile text written about
 * them; every one of those fields is listed here, by its path in the event's data. Other aggregates name a
 * person by user id only (answers' `by`, assignments, action owners), and the mailing lists of entities and
 * organizations (`emailContact`, `reportEmail`, …) are addresses an administrator types for them, not a
 * user's account: they stay plain, and an administrator edits them.
 */
export const PERSONAL_FIELDS: Readonly<
  Record<string, readonly (readonly [string] | readonly [string, string])[]>
> = {
  UserCreated: [['name'], ['email'], ['profile']],
  UserUpdated: [
    ['changes', 'name'],
    ['changes', 'email'],
    ['changes', 'profile'],
    ['previous', 'name'],
    ['previous', 'email'],
    ['previous', 'profile'],
  ],
  UserEmailChangeRequested: [['email']],
  UserEmailChanged: [['email'], ['previousEmail']],
};

/** The stream category whose events carry personal fields: `user-<userId>`, encrypted under that user's key. */
export const PERSONAL_STREAM_PREFIX = 'user-';

/** The event that erases a person: appended to their stream; carries no personal data itself. */
export const USER_ERASED = 'UserErased';

/**
 * What an erased person's fields read as, once their key is gone: a fixed name, an address that can never
 * be anyone's (`.invalid` is reserved), an empty profile, and `erased: true` on the event's data. Screens
 * show the name translated ("Erased user"); exports carry it as written here.
 */
export const ERASED_NAME = 'Erased user';
export const ERASED_EMAIL = 'erased@erased.invalid';
export const ERASED_VALUES: Readonly<Record<string, string>> = {
  name: ERASED_NAME,
  email: ERASED_EMAIL,
  previousEmail: ERASED_EMAIL,
  profile: '',
};
