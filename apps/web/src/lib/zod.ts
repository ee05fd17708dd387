// The browser app's `zod`: vite.config.ts points every `import … from 'zod'` (the contracts'
// included) here, so this runs before any schema is built, in whichever chunk first needs Zod.
//
// Zod compiles object parsers with `new Function` when it may. The CSP forbids eval, and Zod's
// probe for it is reported as a policy violation even though Zod catches the refusal, so the
// browser app parses without compiling. Loading Zod this way keeps it out of the first script:
// pages without a form never download it.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
