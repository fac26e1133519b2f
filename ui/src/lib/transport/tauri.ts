// The native host: the Tauri shell's one command, `call`, and Tauri's events.
import { invoke } from '@tauri-apps/api/core';
import { listen } from '@tauri-apps/api/event';
import type { Transport } from './types';

export const tauriTransport: Transport = {
  call: (name, args) => invoke('call', { name, args }),
  listen: async (event, handler) => listen(event, (e) => handler(e.payload)),
};
