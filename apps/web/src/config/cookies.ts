/** The HttpOnly cookie holding the access token; only the web server reads it. */
export const TOKEN_COOKIE = 'token';
/** The HttpOnly cookie holding the long token, traded by the web server for a new access token. */
export const LONG_TOKEN_COOKIE = 'long_token';
/** How the visitor signed in (kept for a password sign-in only). */
export const LOGIN_TYPE_COOKIE = 'login_type';
/** Present when the visitor chose not to be remembered: refreshed cookies then end with the browser too. */
export const SESSION_ONLY_COOKIE = 'session_only';
/**
 * Readable by page scripts and holding no secret: "1" while a session's cookies exist, so pages
 * (rendered without reading cookies) know to ask for the user in the browser.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
/** Readable by page scripts: the session ended while loading a page; the page says so and goes home. */
export const SESSION_EXPIRED_COOKIE = 'session_expired';
/** On an answer of the web server's API routes: the session ended while serving this request. */
export const SESSION_EXPIRED_HEADER = 'x-session-expired';

/** The token cookie lives 1 day, the long-token cookie 30 days. */
export const TOKEN_COOKIE_MAX_AGE = 24 * 60 * 60;
export const LONG_TOKEN_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
