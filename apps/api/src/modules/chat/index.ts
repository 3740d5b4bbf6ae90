// The chat module: what other modules and the server's wiring may use of it.
export { beat, resolveTicket } from './service';
export { chatNotifierFor, closeChatNotifier, type ChatSignal } from './notifier';
export { openConsultChat } from './consult';
