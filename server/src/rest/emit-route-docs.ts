import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { renderRouteDocs } from './route-docs';
import { routeTable } from './route-table';

/** `npm run docs:routes` writes docs/api-routes.md from the route table. */
const target = path.resolve(__dirname, '../../../docs/api-routes.md');
fs.writeFileSync(target, renderRouteDocs(routeTable));
console.log('docs/api-routes.md written.');
