import { z } from 'zod';

/**
 * In a page, zod never compiles parsers with `new Function`: the site's Content Security Policy allows
 * no eval, and zod's probe for it, though caught, is reported as a policy violation. This module is
 * imported first by `shared/contracts`, before any schema is made (zod decides per schema when it is created).
 * Servers keep the faster compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
