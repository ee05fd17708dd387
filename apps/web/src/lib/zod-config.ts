import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may. The CSP forbids eval, and Zod's
// probe for it is reported as a policy violation even though Zod catches the refusal, so the
// browser app parses without compiling. Imported first by main.tsx: schemas read this as they
// are built.
z.config({ jitless: true });
