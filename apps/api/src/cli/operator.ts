import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { makeOperator, UnconfirmedAccountError } from '../modules/account/operators';

const usage = `Usage: npm run operator -- create --email <email> --password <password> [--name <name>] [--surname <surname>]

Makes an operator account, or promotes an existing account to operator and sets its password.
Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data); stop a
service that uses the embedded database first, as only one process may open it.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      surname: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'create' || !values.email || !values.password) {
    console.log(usage);
    return values.help ? 0 : 1;
  }

  const config = parseConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const result = await makeOperator(database.db, {
      email: values.email,
      password: values.password,
      name: values.name,
      surname: values.surname,
    });
    console.log(
      result.created
        ? `Created operator ${result.email}; sign in, then open /admin.`
        : `Promoted ${result.email} to operator and set the given password; its sessions ended.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof z.ZodError) {
      console.error(
        error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
      );
    } else if (error instanceof UnconfirmedAccountError) {
      console.error(error.message);
    } else if (
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error((error as Error).message);
      console.error(usage);
    } else {
      console.error('Could not make the operator:', error);
    }
    process.exit(1);
  },
);
