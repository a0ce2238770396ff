/**
 * How long the link mailed to a new address works. The API sets the request's expiry from it and the mail
 * says it in words, so both read it here.
 */
export const EMAIL_CHANGE_TOKEN_TTL_HOURS = 24;
