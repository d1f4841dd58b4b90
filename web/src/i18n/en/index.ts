// The whole en catalogue: the app loads it in parts (core.ts, rest.ts, owner.ts, admin.ts; ../catalogue.ts).
import admin from './admin';
import core from './core';
import owner from './owner';
import rest from './rest';

export default { ...core, ...rest, ...owner, ...admin } as Record<string, string>;
