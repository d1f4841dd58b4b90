// jest's stand-in for Vite's `?raw` imports (jest.config.js maps `x.graphql?raw` to x.graphql):
// the module's default export is the file's text.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
