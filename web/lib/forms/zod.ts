import { z } from 'zod'

/**
 * zod for the forms, with its code generation off. By default zod 4 probes `new Function("")` when
 * the first object schema is made and compiles each object's parser with `new Function`. The site's
 * Content-Security-Policy has no 'unsafe-eval', so in the browser (the quick application checks its
 * steps there) the probe is blocked and reported as a violation even though zod catches the error
 * (Firefox: "blocked a JavaScript eval"). `jitless` skips the probe and the compilation; the forms'
 * schemas are small, the interpreted parser is fast enough. Import zod only from here
 * (tests/unit/forms-no-eval.test.ts), so this runs before any schema exists.
 */
z.config({ jitless: true })

export { z }
