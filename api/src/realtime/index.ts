export { realtimePlugin, type Realtime, type RealtimeOptions } from './realtime-plugin';
export { publishMessage, publishOrderUpdated, publishRead } from './chat-events';
export { customerRoom, ownersRoom } from './rooms';
