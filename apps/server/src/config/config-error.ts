/** A setting the server cannot start with; its message names the variable and what to fix. */
export class ConfigError extends Error {}
