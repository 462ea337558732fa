const { createAppConfig } = require('shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'storefront',
  port: 3001,
  title: 'Storefront (standalone)',
  exposes: {
    './PageSections': './src/sections/PageSections.tsx',
  },
});
