/**
 * Passwords of new members and new passwords: at least this long (issue 26). Its own module so
 * that the browser's forms can import it without the token schemas beside it in ./auth.
 */
export const MIN_PASSWORD_LENGTH = 8;
