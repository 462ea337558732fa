/**
 * Webpack loader for an app's message catalogues (src/i18n/messages/<locale>.json): compiles each ICU
 * message with Lingui's compiler at build time, so the page carries compiled messages and no compiler.
 * A message that does not parse fails the build, naming it.
 */
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

module.exports = function linguiCatalogueLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" does not parse: ${error.message}`, { cause: error });
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};

/** The webpack rule that sends catalogues through this loader (browser and server builds). */
module.exports.catalogueRule = {
  test: /[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: __filename,
};
