// The IPC words between the load bench and its client processes (clients.ts starts them,
// loadClient.ts is one): a client says READY once its body is read, and starts on GO.

export const READY = 'ready';
export const GO = 'go';
