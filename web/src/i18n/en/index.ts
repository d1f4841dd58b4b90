// The whole en catalogue: the app loads it in two parts (core.ts, rest.ts, see ../catalogue.ts).
import core from './core';
import rest from './rest';

export default { ...core, ...rest } as Record<string, string>;
