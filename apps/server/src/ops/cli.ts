import { describeFailure, OpsClient, OpsError } from './client.js';
import { OPS_COMMANDS as CORE_COMMANDS } from './commands.js';
import { CONFIG_COMMANDS } from './config-commands.js';
import { CONTENT_COMMANDS } from './content-commands.js';
import { COUPON_COMMANDS } from './coupon-commands.js';
import { CUSTOMER_COMMANDS } from './customer-commands.js';
import type { Flags } from './flags.js';
import { LOTTERY_COMMANDS } from './lottery-commands.js';
import { MEMBERSHIP_COMMANDS } from './membership-commands.js';
import { PRE_SHIPMENT_COMMANDS } from './pre-shipment-commands.js';

const OPS_COMMANDS = {
  ...CORE_COMMANDS,
  ...CUSTOMER_COMMANDS,
  ...CONTENT_COMMANDS,
  ...COUPON_COMMANDS,
  ...PRE_SHIPMENT_COMMANDS,
  ...MEMBERSHIP_COMMANDS,
  ...LOTTERY_COMMANDS,
  ...CONFIG_COMMANDS,
};

const DEFAULT_OPS_URL = 'http://localhost:3000';

function usage(): string {
  const lines = Object.values(OPS_COMMANDS).map((command) => `  npm run ops -- ${command.usage}`);
  return ['Staff commands (talk to the /ops API at OPS_URL with STAFF_EMAIL and STAFF_PASSWORD):', ...lines].join('\n');
}

/** `cmd --a 1 --b=2 --photo x --photo y --dry` → positionals ['cmd'], flags { a: '1', b: '2', photo: ['x','y'], dry: true }. */
export function parseCommandLine(argv: string[]): { positionals: string[]; flags: Flags } {
  const positionals: string[] = [];
  const flags: Flags = {};
  const add = (name: string, value: string | boolean) => {
    const previous = flags[name];
    if (previous === undefined) flags[name] = value;
    else if (typeof value === 'string')
      flags[name] = [...(Array.isArray(previous) ? previous : [String(previous)]), value];
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--')) {
      positionals.push(argument);
      continue;
    }
    const [name = '', inline] = argument.slice(2).split(/=(.*)/s, 2);
    const next = argv[index + 1];
    if (inline !== undefined) add(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      add(name, next);
      index += 1;
    } else add(name, true);
  }
  return { positionals, flags };
}

/** Runs one staff command and returns what the API answered. */
export async function runOpsCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<unknown> {
  const { positionals, flags } = parseCommandLine(argv);
  const [name] = positionals;
  const command = name ? OPS_COMMANDS[name] : undefined;
  if (!command)
    throw new OpsError(
      name ? `Unknown command "${name}"; \`npm run ops\` without arguments lists the commands.` : usage(),
    );
  const email = env.STAFF_EMAIL;
  const password = env.STAFF_PASSWORD;
  if (!email || !password)
    throw new OpsError('Set STAFF_EMAIL and STAFF_PASSWORD to the staff account the server was started with.');
  const client = new OpsClient(env.OPS_URL ?? DEFAULT_OPS_URL, { email, password });
  return command.run(client, flags);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // npm runs scripts in the package's folder; file flags (--photo, --file) are relative to where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  runOpsCommand(process.argv.slice(2), process.env)
    .then((result) => {
      console.log(JSON.stringify(result, null, 2));
    })
    .catch((error: unknown) => {
      console.error(describeFailure(error, process.env.OPS_URL ?? DEFAULT_OPS_URL));
      process.exitCode = 1;
    });
}
