/** The HttpOnly cookie holding the access token; only the web server reads it. */
export const TOKEN_COOKIE = 'token';
