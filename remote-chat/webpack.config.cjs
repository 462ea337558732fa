const { createAppConfig } = require('build-kit/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'chat',
  port: 3002,
  title: 'Chat widget (standalone)',
  exposes: {
    './ChatWidget': './src/widget/ChatWidget.tsx',
    './OwnerInbox': './src/inbox/OwnerInbox.tsx',
    './OwnerChatSettings': './src/chat-settings/OwnerChatSettings.tsx',
  },
});
