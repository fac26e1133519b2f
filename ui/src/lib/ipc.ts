// The one module through which the UI talks to the app core: the typed command wrappers and
// event listeners generated from the Rust declarations (./generated/commands.ts,
// ./generated/events.ts), the generated types (./generated/ipc.ts) and the typed error
// (./invoke.ts), over the transport of this build (./transport).
export * from './generated/commands';
export * from './generated/events';
export type * from './generated/ipc';
export { IpcError, toAppError } from './invoke';
export type { UnlistenFn } from './listen';
