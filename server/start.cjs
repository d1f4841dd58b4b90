// `npm start`: the compiled server (server/dist, made by `npm run build`) when NODE_ENV is
// production; otherwise the TypeScript sources through tsx, as `npm run dev` runs them.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

if (process.env.NODE_ENV === 'production') {
  const compiled = path.join(__dirname, 'dist', 'server', 'src', 'main.js');
  if (!fs.existsSync(compiled)) {
    console.error('xemay: the server is not compiled: run `npm run build` first');
    process.exit(1);
  }
  process.setSourceMapsEnabled(true);
  require(compiled);
} else {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/main.ts'], {
    cwd: __dirname,
    stdio: 'inherit',
  });
  // The server finishes its requests on SIGTERM or SIGINT: pass them on, and its exit code back.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
