// The whole en catalogue: the app loads it in parts (core.ts, rest.ts, owner.ts; ../catalogue.ts).
import core from './core';
import owner from './owner';
import rest from './rest';

export default { ...core, ...rest, ...owner } as Record<string, string>;
