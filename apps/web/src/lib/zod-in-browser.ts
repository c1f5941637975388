import { z } from 'zod';

// In the browser zod checks data without compiling code: the site's content security policy allows
// no eval, and zod's probe for it, made when its first object schema is built, would be reported as
// a violation even though it is caught. Imported before any contract, so it comes first.
if (typeof window !== 'undefined') z.config({ jitless: true });
