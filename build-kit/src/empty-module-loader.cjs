/** Webpack loader for the server builds: a stylesheet import becomes an empty module. */
module.exports = function emptyModuleLoader() {
  return 'export {};';
};
