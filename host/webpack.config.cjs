const { createAppConfig } = require('build-kit/webpack-app.cjs');
const { runtimeConfigFromEnv } = require('server-kit/remote-urls.cjs');

const base = createAppConfig({ dir: __dirname, name: 'host', port: 3000, title: 'Loading…' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.devServer.setupMiddlewares = (middlewares, devServer) => {
    devServer.app.get('/runtime-config.json', (req, res) => {
      res.set('Cache-Control', 'no-cache').json(runtimeConfigFromEnv(process.env, req.hostname));
    });
    return middlewares;
  };
  return config;
};
